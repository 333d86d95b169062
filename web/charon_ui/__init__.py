"""The browser front end's pure-Python parts: no `js`/`pyscript` imports, so they run and are
tested under plain CPython. web/charon_page is the DOM layer that wires them to the page.

- theme.py     colours, gem shapes, player colours and the names shown for ids
- layout.py    where everything sits on the canvas, and hit-testing a point; a phone's panes
- phone_tabs.py a phone's tabs, and which one a decision brings
- render.py    draw(view) -> a list of drawing operations for the canvas
- describe.py  words: log lines, action labels, zone explanations, the final summary
- game_kind.py Charon as a game of the page shell (web/shell): its save functions, colours, progress,
               its player counts (CHARON_TABLE)
- session.py   one game being played: state, names, log, hand-offs, its frame at each moment
- frame.py     what the screen shows at one moment: view, legal actions, highlights, clicks
- setup.py     a new game from the start-up URL or the set-up form
- demo.py      the embeddable demo's URL, speeds, seeds and words
"""

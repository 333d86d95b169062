"""The browser front end's pure-Python parts: no `js`/`pyscript` imports, so they run and are
tested under plain CPython. web/charon_page is the DOM layer that wires them to the page.

- theme.py     colours, gem shapes, player colours and the names shown for ids
- layout.py    where everything sits on the canvas, and hit-testing a point; a phone's panes
- phone_tabs.py Charon's tabs on a phone, and which one each phase's decision brings
- render.py    draw(view) -> a list of drawing operations for the canvas
- describe.py  words: log lines, action labels, zone explanations, the final summary
- game_kind.py Charon as a game of the page shell (web/shell): its save functions, colours, progress,
               its player counts (CHARON_TABLE), its engine as the table calls it (CHARON_ENGINE)
- session.py   a game of Charon at the table: its log told, undo, its frame at each moment
- frame.py     what the screen shows at one moment: view, legal actions, highlights, clicks
- demo.py      the embeddable demo's URL, speeds, seeds and words
"""

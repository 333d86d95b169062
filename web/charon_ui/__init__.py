"""The browser front end's pure-Python parts: no `js`/`pyscript` imports, so they run and are
tested under plain CPython. `web/main.py` is the thin layer that wires them to the page.

- theme.py     colours, gem shapes, player colours and the names shown for ids
- layout.py    where everything sits on the canvas, and hit-testing a point
- render.py    draw(view) -> a list of drawing operations for the canvas
- describe.py  words: log lines, action labels, zone explanations, the final summary
- saves.py     Charon as a game of the page shell (web/shell): its save functions, colours, progress
- session.py   one game being played: state, names, log, hand-offs, URL/set-up parsing
- ai_seats.py  computer seats: levels, seeds, time caps, and the decision the AI worker runs
"""

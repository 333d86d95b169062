"""Charon's game page: the DOM and canvas side of the game (runs only in the browser; it
imports `js`). Decisions are charon_ui's; what any game needs, the shell's (web/shell).

- page.py          the game at the table: entering a game, acting, saving, the claiming
                   walk-through, the keyboard, redrawing
- computer_players.py  the computer players' turns, through the worker
- board.py         the canvas: drawing the frame, clicks and taps to actions, tooltips, zoom;
                   on a phone the panes (parts of the table on canvases of their own)
- phone_tabs.py    a phone's tab bar: board, hand, players, log
- action_panel.py  the action buttons, building plans, gems to keep, the end-turn question
- summary.py     the table summary beside the log (the log itself: shell.log_panel)
- end_screen.py    scores, tie-break, charts and each player's game
- rules_panel.py   the rules help with its drawn examples
- replay_view.py   Charon's side of a replay: positions drawn with their log
"""

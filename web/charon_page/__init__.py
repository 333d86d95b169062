"""Charon's parts of the game page (shell.table.GameParts): the DOM and canvas side of the game
(runs only in the browser; it imports `js`). Decisions are charon_ui's; a game's life on the
page — entering, saving, undo, hand-offs, computer players, keys, language — is the table's
(web/shell/table.py).

- page.py          Charon at the table: its parts, the claiming walk-through, the round's
                   recap, the keys' help (GamePage, exported as `Parts` for web/main.py)
- board.py         the canvas: drawing the frame, clicks and taps to actions, tooltips, zoom;
                   on a phone the panes (parts of the table on canvases of their own)
- phone_tabs.py    Charon's tabs on the shell's phone tab bar, and the canvases of each
- action_panel.py  the action buttons, building plans, gems to keep, the end-turn question
- summary.py       the table summary beside the log (the log itself: shell.log_panel)
- end_screen.py    scores, tie-break, charts and each player's game
- rules_panel.py   the rules help with its drawn examples
- replay_view.py   Charon's side of a replay: positions drawn with their log
- lesson.py, hint_panel.py  learning to play, a hint (the review is the shell's, in charon_ui.advice's words)
"""

"""The page shell and its table: what any board game played on this page needs, whatever its
rules — a game's whole life on the page (shell.table) and every part of it that is no rule of
one game.

It never imports a game's engine: a game describes itself once (a `TableGame` holding its
`GameKind`: save functions, colours, seats, player counts, the words for its progress), reaches
its engine through a `TableEngine`, and supplies its page parts as `GameParts` (table.py); the
shell takes these as parameters.

Pure Python (no `js`/`pyscript` imports), tested under CPython:

- storage.py   the key-value storage the saves live in (localStorage in the page, a dict in tests)
- players.py   who sits at the table: names, colours, human or computer seats, the bots' seed
- seating.py   the seats' grammar, computer levels, bot seeds and time caps, the pace, and every
               name the page makes up for a player ('Player 1', 'Medium bot')
- table_game.py a game as the table knows it: its kind (saves), player counts, colours
- table_session.py one game at the table: who the screen shows, hand-offs, the log a reader
               sees, what the AI worker is sent (TableEngine: what the table asks of an engine)
- computer_turns.py the computer players' loop: ask the worker, wait out the pace, apply, show
- setup.py     a new game from the start-up URL (`?game=`, `?players=`...) or the set-up form
- log.py       the log's lines, what a reader may see of them, the log's filter
- phone_tabs.py which tab of a phone's a decision brings, and the arrow keys between them
- records.py   the game kind, and one saved game as one record (encode, decode, damage)
- store.py     the saved games: list, save with a revision, delete and undo, old saves, other tabs
- transfer.py  a game as a file: export, import, the same file imported twice
- listing.py   words for the Games list: who plays, when it was last played
- other_games.py the saves of the page's other games, named with their game, resumed on their page
- replay.py    watching a game again: positions from its seed and history, chapters, speed
- url.py       reading a URL query (start-up links)
- i18n.py      the words in the language shown: gettext catalogues, _() and ngettext()
- on_demand.py modules imported when first used (the lesson's, the hint's, the rules'): a faster start
- hinted_moves.py the moves the hint showed in a game (by how many actions it had), for its review

The browser side (imports `js`; checked by mypy, run by the browser tests):
- table.py            the table: entering a game (new, resumed, imported, kept), acting, saving,
                      undo, hand-offs, the computer players, the keys, the language switch,
                      the start from the URL; GameParts, what a game supplies
- dom.py              find and make elements, guarded event listeners, JavaScript's null
- messages.py         the message box (a message withdrawn once it no longer holds), bugs reported
- local_storage.py    localStorage as the storage (or memory, with the reason)
- ai_client.py        the computer players' worker client (web/ai_worker.js)
- computer_players.py the computer players' loop with the browser's worker and clock
- games_list.py       the Games list: resume, replay, export, delete with undo, import; other games' saves
- setup_screen.py     the set-up form: the game, the number of players, the seat rows
- handoff.py          hot-seat hand-offs between humans sharing the screen
- other_tabs.py       the same game played on (or deleted) in another tab: the notice and its choices
- replay_controls.py  the replay bar: steps, chapters, slider, play, speed, seat, keys
- log_panel.py        the log (#log) with its filter by player and round
- phone_tab_bar.py    a phone's tab bar (ARIA tabs) and the panels it shows
- language.py         the page's language: as web/loading.js chose it, switched (EN | HU),
                      <html lang>, the HTML's static words rewritten from the catalogue
"""

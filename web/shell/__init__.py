"""The page shell: what any board game played on this page needs, whatever its rules.

It never imports a game's engine: a game describes itself once as a `GameKind` (its save
functions, its colours, its seats, the words for its progress), or passes its functions, and
the shell takes that as a parameter.

Pure Python (no `js`/`pyscript` imports), tested under CPython:

- storage.py   the key-value storage the saves live in (localStorage in the page, a dict in tests)
- players.py   who sits at the table: names, colours, human or computer seats, the bots' seed
- seating.py   the seats' grammar, computer levels, bot seeds and time caps, the pace, and every
               name the page makes up for a player ('Player 1', 'Medium bot')
- table_game.py a game as the table knows it: its kind (saves), player counts, colours
- setup.py     a new game from the start-up URL (`?game=`, `?players=`...) or the set-up form
- log.py       the log's lines, what a reader may see of them, the log's filter
- records.py   the game kind, and one saved game as one record (encode, decode, damage)
- store.py     the saved games: list, save with a revision, delete and undo, old saves, other tabs
- transfer.py  a game as a file: export, import, the same file imported twice
- listing.py   words for the Games list: who plays, when it was last played
- replay.py    watching a game again: positions from its seed and history, chapters, speed
- url.py       reading a URL query (start-up links)
- i18n.py      the words in the language shown: gettext catalogues, _() and ngettext(), the choice
- on_demand.py modules imported when first used (the lesson's, the hint's, the rules'): a faster start

The browser side (imports `js`; checked by mypy, run by the browser tests):
- dom.py              find and make elements, guarded event listeners, JavaScript's null
- messages.py         the message box, and bugs reported on the page
- local_storage.py    localStorage as the storage (or memory, with the reason)
- ai_client.py        the computer players' worker client (web/ai_worker.js)
- games_list.py       the Games list: resume, replay, export, delete with undo, import
- setup_screen.py     the set-up form's seat rows (names, colours, human or computer)
- handoff.py          hot-seat hand-offs between humans sharing the screen
- other_tabs.py       the same game played on (or deleted) in another tab: the notice and its choices
- replay_controls.py  the replay bar: steps, chapters, slider, play, speed, seat, keys
- log_panel.py        the log (#log) with its filter by player and round
- language.py         the page's language: chosen at start, switched (EN | HU), <html lang>, the
                      HTML's static words rewritten from the catalogue
"""

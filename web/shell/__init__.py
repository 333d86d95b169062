"""The page shell: what any board game played on this page needs, whatever its rules.

Pure Python (no `js`/`pyscript` imports), tested under CPython. It never imports a game's
engine: a game describes itself once as a `GameKind` (its save functions, its colours, its
seats, the words for its progress) and the shell takes that as a parameter.

- storage.py   the key-value storage the saves live in (localStorage in the page, a dict in tests)
- players.py   who sits at the table: names, colours, human or computer seats, the bots' seed
- records.py   the game kind, and one saved game as one record (encode, decode, damage)
- store.py     the saved games: list, save with a revision, delete and undo, old saves, other tabs
- transfer.py  a game as a file: export, import, the same file imported twice
- listing.py   words for the Games list: who plays, when it was last played
- replay.py    watching a game again: positions from its seed and history, chapters, speed
"""

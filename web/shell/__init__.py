"""The page shell: what any board game played on this page needs, whatever its rules.

Pure Python (no `js`/`pyscript` imports), tested under CPython. It never imports a game's
engine: a game hands in its functions as parameters.

- replay.py    watching a game again: positions from its seed and history, chapters, speed
"""

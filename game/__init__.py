"""Board games in pure Python, the same in CPython and in Pyodide, each by its key in the
registry (game/registry.py): Charon, Inc. (`game.charon`) and 6 Billion (`game.sixbillion`).

A game is one folder: its rules engine at the top, its computer players in `players/` (the
engine never imports them). What knows no game is in `game.ai` (the search, its protocol, the
random player, the tournament, the AI worker's entry), `game.rng` and `game.events`.
"""

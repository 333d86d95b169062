"""The game page's entry point (index.html): the table (web/shell/table.py) with the game the
URL names (`?game=`, Charon when it names none), and where start-up time went.

The games of this page are GAMES: a game joins with one entry, its key -> its title and the
module of its page parts (a class `Parts`, shell.table.GameParts, whose `game` describes it), imported only
when that game is chosen."""

import functools
import importlib
import json
import sys

from js import performance, window

_t_start = performance.now()  # the page's clock: where start-up time goes (see benchmarks/page_load.py)

from shell.setup import DEFAULT_GAME, SetupError, game_in_query
from shell.table import Table

GAMES = {
    "charon": ("Charon, Inc.", "charon_page.page"),
    "sixbillion": ("6 Billion", "sixbillion_page.page"),
}

try:
    key = game_in_query(str(window.location.search), GAMES)
except SetupError:  # the table says why on its set-up screen, in the language shown
    key = DEFAULT_GAME
Parts = importlib.import_module(GAMES[key][1]).Parts

_t_imported = performance.now()


@functools.cache
def finished_of(game: str, save: str) -> bool:
    """Whether an older record's save of another game (saved before records said so) is a game
    over: that game's engine, loaded only for such a record, replays it."""
    from game.registry import game_info

    try:
        return bool(game_info(game).engine().from_json(save).is_over)
    except ValueError:  # a save its engine refuses: its own page says why
        return False


table = Table(Parts.game, Parts, {key: title for key, (title, _module) in GAMES.items()}, finished_of)
try:
    table.start()
finally:
    window.charonTimings = json.dumps(
        {
            "python_started": _t_start,
            "imports_done": _t_imported,
            "board_drawn": performance.now(),
            "language_ms": window.charonLanguageMs,
            # the project's own modules imported by then (shell.on_demand defers the rest)
            "modules": sorted(
                m
                for m in sys.modules
                if m.split(".")[0] in ("game", "charon_ui", "charon_page", "sixbillion_ui", "sixbillion_page", "shell")
            ),
        }
    )
    window.charonLoaded()

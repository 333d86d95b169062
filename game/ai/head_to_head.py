"""Searches whose root weighs chosen moves: the post-game review's looks at a decision.

`head_to_head` narrows the root to the move played and the advisor's, so that both are measured
by many playouts, an equal share each (an open search spends few on a move it finds worse, and
its estimate stays unsure). `weighing` adds moves to the root's candidates: a move the player made is measured even
when the game's own ranking would not search it (Charon keeps a few flag spots at the root), so
the review never has to say it did not weigh it. Below the root the search is the bot's own; the
bot's play is never changed."""

from typing import Any, cast

from .ismcts import IsmctsBot
from .protocol import Game


class _Rooted:
    """The search's game with its root's candidates set from `moves`: only them (`only`), or the
    game's own candidates and them (the others as they are)."""

    def __init__(self, game: Game, moves: list[Any], only: bool):
        self._game = game
        self._moves = moves
        self._only = only

    def candidates(self, state: Any, options: list[Any], at_root: bool) -> list[Any]:
        if not at_root:
            return self._game.candidates(state, options, at_root)
        chosen = [m for m in self._moves if m in options]
        if self._only:
            return chosen
        own = self._game.candidates(state, options, at_root)
        return own + [m for m in chosen if m not in own]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def _rank(bot: IsmctsBot, view: Any, rooted: _Rooted) -> list[tuple[Any, int, float | None]]:
    game = bot.game
    bot.game = cast(Game, rooted)
    try:
        return bot.rank(view)
    finally:
        bot.game = game


def head_to_head(bot: IsmctsBot, view: Any, moves: list[Any]) -> list[tuple[Any, int, float | None]]:
    """`bot.rank(view)` (action, visits, mean reward), most visited first, with only `moves`
    (legal in `view`) searched at the root, each by an equal share of the playouts (the least
    visited next): the look is there to measure them, and two estimates of equal playouts
    separate soonest (UCB would spend most on the better one, leaving the other's unsure)."""
    even = bot.even_root
    bot.even_root = True
    try:
        return _rank(bot, view, _Rooted(bot.game, moves, only=True))
    finally:
        bot.even_root = even


def weighing(bot: IsmctsBot, view: Any, moves: list[Any]) -> list[tuple[Any, int, float | None]]:
    """`bot.rank(view)` with `moves` (legal in `view`) searched at the root beside the moves the
    game itself would search there."""
    return _rank(bot, view, _Rooted(bot.game, moves, only=False))

"""A search narrowed to a few moves at its root: the post-game review's second look at a
decision weighs only the move played and the advisor's, so that both are measured by many
playouts (an open search spends few on a move it finds worse, and its estimate stays unsure).
Below the root the search is the bot's own; the bot's play is never changed."""

from typing import Any, cast

from .ismcts import IsmctsBot
from .protocol import Game


class _Between:
    """The search's game with its root's candidates narrowed to `moves` (the others as they are)."""

    def __init__(self, game: Game, moves: list[Any]):
        self._game = game
        self._moves = moves

    def candidates(self, state: Any, options: list[Any], at_root: bool) -> list[Any]:
        if at_root:
            return [m for m in self._moves if m in options]
        return self._game.candidates(state, options, at_root)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def head_to_head(bot: IsmctsBot, view: Any, moves: list[Any]) -> list[tuple[Any, int, float | None]]:
    """`bot.rank(view)` (action, visits, mean reward), most visited first, with only `moves`
    (legal in `view`) searched at the root."""
    game = bot.game
    bot.game = cast(Game, _Between(game, moves))
    try:
        return bot.rank(view)
    finally:
        bot.game = game

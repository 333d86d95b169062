"""Searches whose root weighs chosen moves: the post-game review's looks at a decision.

`head_to_head` narrows the root to the move played and the advisor's, so that both are measured
by many playouts, an equal share each (an open search spends few on a move it finds worse, and
its estimate stays unsure). `weighing` adds moves to the root's candidates: a move the player made is measured even
when the game's own ranking would not search it (Charon keeps a few flag spots at the root), so
the review never has to say it did not weigh it. Below the root the search is the bot's own; the
bot's play is never changed. `look_at` is the review's look at one decision, the same in every
game: its `Look` holds the two moves' estimates and what the move played cost."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from game.jsontypes import JSONObject

from .confidence import compared
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


@dataclass(frozen=True)
class Look:
    """The review's look at one decision, in any game: the search's estimate of the win chance
    after the move played and after its own choice (`best`), and the playouts each estimate is
    the mean of (the move played is always searched; `played_chance` is None only for a decision
    the search left unsearched), with the standard deviation of each move's playout returns."""

    best: Any
    played: Any
    best_chance: float | None
    played_chance: float | None
    best_visits: int
    played_visits: int
    best_spread: float | None
    played_spread: float | None

    @property
    def cost(self) -> float | None:
        """Win chance lost by the move played (0 if it was the advisor's choice or as good)."""
        if self.played == self.best:
            return 0.0
        if self.played_chance is None or self.best_chance is None:
            return None
        return max(0.0, self.best_chance - self.played_chance)

    def to_json(self, action_to_json: Callable[[Any], JSONObject]) -> JSONObject:
        """{played, best, playedChance, bestChance, cost, bestSpread, playedSpread} and how sure
        the cost is (game.ai.confidence.compared: the intervals and `sure`)."""
        return {
            "played": action_to_json(self.played),
            "best": action_to_json(self.best),
            "playedChance": self.played_chance,
            "bestChance": self.best_chance,
            "cost": self.cost,
            "bestSpread": self.best_spread,
            "playedSpread": self.played_spread,
            **compared(
                (self.best_chance, self.best_visits),
                (self.played_chance, self.played_visits),
                (self.best_spread, self.played_spread),
            ),
        }


def look_at(searcher: Callable[[int], IsmctsBot], view: Any, played: Any, iterations: int, focused: bool) -> Look:
    """The advisor's look at the move `played` from the player's `view`, by the search
    `searcher(iterations)`: the move played searched beside the advisor's candidates. `focused`
    (a longer look): a quarter of the iterations find the advisor's move, the rest weigh only it
    and the move played, head to head (or, if the move played is the advisor's, search as a
    first look does)."""
    if focused:
        best = weighing(searcher(max(1, iterations // 4)), view, [played])[0][0]
        if best != played:
            bot = searcher(iterations - iterations // 4)
            return _look(best, played, head_to_head(bot, view, [best, played]), bot.last_spreads)
    bot = searcher(iterations)
    stats = weighing(bot, view, [played])
    return _look(stats[0][0], played, stats, bot.last_spreads)


def _look(best: Any, played: Any, stats: list[tuple[Any, int, float | None]], spreads: dict[Any, float]) -> Look:
    measured = {a: (share, visits) for a, visits, share in stats}
    best_chance, best_visits = measured[best]
    played_chance, played_visits = measured.get(played, (None, 0))
    return Look(
        best,
        played,
        best_chance,
        played_chance,
        best_visits,
        played_visits,
        spreads.get(best),
        spreads.get(played),
    )

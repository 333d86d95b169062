"""After a game: how the advisor rates each of one player's decisions, from the game's history.

Every point where the player chose among several moves is replayed and looked at from that
player's view as it was then (never more); the advisor's search (fewer iterations than in play:
REVIEW_ITERATIONS) estimates the win chance of the move played and of the move it would have
made, each with how many playouts measured it. The move played is always searched, beside the
advisor's own candidates (game.ai.head_to_head.weighing): a flag spot the advisor would not
have looked at still gets a figure. The difference is what the decision cost, as
far as the advisor can tell: game.ai.confidence says how sure that is.
"""

from dataclasses import dataclass
from typing import Any

from game.ai.head_to_head import head_to_head, weighing
from game.charon import Action, State, history, legal_actions, new_game, play, view

from .advisor import advisor_bot

# The hint's own player (charon_ui.advice.HINT_LEVEL): the review is a longer look of the same
# player, not another player's opinion. With medium's playouts the review called 2 of 157 moves
# of a seat that followed the hint (hard at 200 iterations, seeds 1-3) costly, by 10-12%; hard's
# own longer look called neither of them (1 other, by 8%), and as many of a random player's moves
# (9 against 8). See docs/computer-players.md.
REVIEW_LEVEL = "hard"
REVIEW_ITERATIONS = 80  # an eighth of hard's: a review of a whole game stays cheap


@dataclass(frozen=True)
class Decision:
    """A point where `player` chose `played` among several moves (`number`: the how-many-th of
    the player's decisions, from 0; `round`, `phase`: when; `ply`: how many actions of the game
    came before it, as the page counts them when it shows a hint)."""

    number: int
    round: int
    phase: str
    view: State
    played: Action
    ply: int


@dataclass(frozen=True)
class Rating:
    """The advisor's estimate of the win chance after the move played and after its own choice
    (`best`), and the playouts each estimate is the mean of (the move played is always
    searched; `played_chance` is None only for a decision the search left unsearched)."""

    decision: Decision
    best: Action
    best_chance: float | None
    played_chance: float | None
    best_visits: int = 0
    played_visits: int = 0
    best_spread: float | None = None  # the standard deviation of each move's playout returns
    played_spread: float | None = None

    @property
    def cost(self) -> float | None:
        """Win chance lost by the move played (0 if it was the advisor's choice or as good)."""
        if self.played == self.best:
            return 0.0
        if self.played_chance is None or self.best_chance is None:
            return None
        return max(0.0, self.best_chance - self.played_chance)

    @property
    def played(self) -> Action:
        return self.decision.played


def decisions(state: State, player: int) -> list[Decision]:
    """Every decision `player` made in `state`'s game with more than one legal move, in order.
    ValueError for a view or a game saved without its history."""
    actions = history(state)
    assert state.seed is not None  # a game with a history has its seed
    game = new_game(state.num_players, state.seed)
    game.history = None  # replayed for its views only
    out: list[Decision] = []
    for ply, action in enumerate(actions):
        if game.to_move == player and len(legal_actions(game)) > 1:
            out.append(Decision(len(out), game.round, game.phase, view(game, player), action, ply))
        play(game, action)
    return out


def rate(
    decision: Decision, seed: int, level: str = REVIEW_LEVEL, iterations: int = REVIEW_ITERATIONS, focused: bool = False
) -> Rating:
    """The advisor's rating of one decision, from the player's view at that point, the move
    played searched beside the advisor's candidates. `focused` (a longer look): a quarter of
    the iterations find the advisor's move, the rest weigh only it and the move played, head to
    head (or, if the move played is the advisor's, search as a first look does)."""
    view, played = decision.view, decision.played
    _check_view(view)
    if focused:
        stats = weighing(advisor_bot(level, seed, iterations=max(1, iterations // 4)), view, [played])
        best = stats[0][0]
        if best != played:
            bot = advisor_bot(level, seed, iterations=iterations - iterations // 4)
            return _rating(decision, best, head_to_head(bot, view, [best, played]), bot.last_spreads)
    bot = advisor_bot(level, seed, iterations=iterations)
    stats = weighing(bot, view, [played])
    return _rating(decision, stats[0][0], stats, bot.last_spreads)


def _check_view(view: State) -> None:
    if view.viewer is None or view.to_move != view.viewer:
        raise ValueError("a decision is rated from the view of the player who made it")


def _rating(
    decision: Decision, best: Action, stats: list[tuple[Any, int, float | None]], spreads: dict[Any, float]
) -> Rating:
    measured = {a: (share, visits) for a, visits, share in stats}
    best_chance, best_visits = measured[best]
    played_chance, played_visits = measured.get(decision.played, (None, 0))
    return Rating(
        decision,
        best,
        best_chance,
        played_chance,
        best_visits,
        played_visits,
        spreads.get(best),
        spreads.get(decision.played),
    )

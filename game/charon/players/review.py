"""After a game: how the advisor rates each of one player's decisions, from the game's history.

Every point where the player chose among several moves is replayed and looked at from that
player's view as it was then (never more); the advisor's search (fewer iterations than in play:
REVIEW_ITERATIONS) estimates the win chance of the move played and of the move it would have
made, each with how many playouts measured it. The move played is always searched, beside the
advisor's own candidates (game.ai.head_to_head.weighing): a flag spot the advisor would not
have looked at still gets a figure. The difference is what the decision cost, as
far as the advisor can tell: game.ai.confidence says how sure that is.
"""

from dataclasses import dataclass, field, replace

from game.ai.head_to_head import Look, look_at
from game.charon import Action, ReturnGem, State, history, legal_actions, new_game, play, view
from game.charon.keeping import gems_to_keep
from game.charon.state import KEEP_GEMS

from .advisor import advisor_bot

# The hint's own player (charon_ui.advice.HINT_LEVEL): the review is a longer look of the same
# player, not another player's opinion. With medium's playouts the review called 2 of 157 moves
# of a seat that followed the hint (hard at 200 iterations, seeds 1-3) costly, by 10-12%; hard's
# own longer look called neither of them (1 other, by 8%), and as many of a random player's moves
# (9 against 8). See docs/computer-players.md.
REVIEW_LEVEL = "hard"
# A third of hard's a decision. At 80 a newcomer's game (30 moves unlike the advisor's) got no
# sure verdict at all; reviewing random play, 80 called 3 and 8 moves costly, 200 called 10 and
# 14 (benchmarks.review --iterations, seeds 1-2), in about 2.5 times the time (a time cap bounds it).
REVIEW_ITERATIONS = 200


@dataclass(frozen=True)
class Decision:
    """A point where `player` chose `played` among several moves (`number`: the how-many-th of
    the player's decisions, from 0; `round`, `phase`: when; `ply`: how many actions of the game
    came before it, as the page counts them when it shows a hint; `also`: the actions after
    `played` that belong to the same decision, the rest of the gems given back at a round's end)."""

    number: int
    round: int
    phase: str
    view: State
    played: Action
    ply: int
    also: tuple[Action, ...] = field(default=())


@dataclass(frozen=True)
class Rating(Look):
    """The advisor's look at one of the player's decisions (game.ai.head_to_head.Look)."""

    decision: Decision


def decisions(state: State, player: int) -> list[Decision]:
    """Every decision `player` made in `state`'s game with more than one legal move, in order.
    The gems a player gives back at a round's end are one decision, which gems to keep (the
    page's one click; counted gem by gem, a return of 7 was 7 decisions): rated by its first
    gem, the others its `also`. ValueError for a view or a game saved without its history."""
    actions = history(state)
    assert state.seed is not None  # a game with a history has its seed
    game = new_game(state.num_players, state.seed)
    game.history = None  # replayed for its views only
    out: list[Decision] = []
    keeping = False  # the player is giving gems back, and a decision holds the first of them
    for ply, action in enumerate(actions):
        mine = game.to_move == player
        if mine and keeping and game.phase == KEEP_GEMS and isinstance(action, ReturnGem):
            out[-1] = replace(out[-1], also=(*out[-1].also, action))
        elif mine and len(legal_actions(game)) > 1:
            out.append(Decision(len(out), game.round, game.phase, view(game, player), action, ply))
            keeping = game.phase == KEEP_GEMS and isinstance(action, ReturnGem)
        else:
            keeping = keeping and mine
        play(game, action)
    return out


def rate(
    decision: Decision, seed: int, level: str = REVIEW_LEVEL, iterations: int = REVIEW_ITERATIONS, focused: bool = False
) -> Rating:
    """The advisor's rating of one decision, from the player's view at that point
    (game.ai.head_to_head.look_at: the move played searched beside the advisor's candidates;
    `focused`, a longer look)."""
    _check_view(decision.view)
    look = look_at(
        lambda n: advisor_bot(level, seed, iterations=n), decision.view, decision.played, iterations, focused
    )
    return Rating(**vars(look), decision=decision)


def kept_instead(decision: Decision, best: Action) -> dict[str, int] | None:
    """At a round's end, the whole set of gems the advisor's `best` gem belongs to, as the gems
    it keeps ({colour: n}): the decision is which gems to keep (the page's one click), and the
    search gives back, one at a time, only the kinds the rule gives back (keeping.kinds_to_return),
    so the rule's set holds its gem. None for any other decision (or a gem outside that set)."""
    if decision.phase != KEEP_GEMS or not isinstance(best, ReturnGem) or decision.view.viewer is None:
        return None
    player = decision.view.viewer
    kept = gems_to_keep(decision.view, player)
    return kept if decision.view.players[player].gems[best.gem] > kept.get(best.gem, 0) else None


def _check_view(view: State) -> None:
    if view.viewer is None or view.to_move != view.viewer:
        raise ValueError("a decision is rated from the view of the player who made it")

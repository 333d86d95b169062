"""After a 6 Billion game: how the advisor rates each of one player's searched decisions (card
plays, reactions, Opening Treaty answers), from the game's history, as Charon's review does.

Every such point where the search weighs more than one move is replayed and looked at from
that player's view as it was then (never more); the advisor's search (fewer iterations than in
play: REVIEW_ITERATIONS) estimates the win chance of the move played and of the move it would
have made, each with how many playouts measured it. The move played is always searched, beside
the advisor's own candidates (game.ai.head_to_head.weighing): a card play the advisor's
look-ahead would not have kept still gets a figure. The difference is what the decision cost, as
far as the advisor can tell: game.ai.confidence says how sure that is.
"""

from dataclasses import dataclass

from game.ai.confidence import compared
from game.ai.head_to_head import head_to_head, weighing
from game.ai.ismcts import IsmctsBot
from game.jsontypes import JSONObject
from game.sixbillion import Action, State, history, legal_actions, play, view
from game.sixbillion.actions import action_to_json
from game.sixbillion.start import start_from, start_of

from .bots import make_bot
from .search import SIXBILLION, SearchBot, searched

REVIEW_LEVEL = "medium"
REVIEW_ITERATIONS = 60  # under a third of medium's: a review of a whole game stays cheap


@dataclass(frozen=True)
class Decision:
    """A point where `player` chose `played` among the moves the search weighs (`number`: the
    how-many-th such decision of the player, from 0; `round`: when; `ply`: how many actions of
    the game came before it, as the page counts them when it shows a hint)."""

    number: int
    round: int
    view: State
    played: Action
    ply: int


def decisions(state: State, player: int) -> list[Decision]:
    """Every searched decision `player` made in `state`'s game with more than one move weighed,
    in order. ValueError for a view or a state without its history."""
    actions = history(state)
    game, _ = start_from(start_of(state))
    game.history = None  # replayed for its views only
    out: list[Decision] = []
    for ply, action in enumerate(actions):
        if game.to_move == player:
            seen = view(game, player)
            if searched(seen) and len(SIXBILLION.candidates(seen, legal_actions(seen), True)) > 1:
                out.append(Decision(len(out), game.round, seen, action, ply))
        play(game, action)
    return out


def rate(decision: Decision, seed: int, iterations: int = REVIEW_ITERATIONS, focused: bool = False) -> JSONObject:
    """The advisor's rating of one decision from the player's view then, the move played searched
    beside the advisor's candidates: {number, round, ply, focused, played, best, playedChance,
    bestChance, cost, bestSpread, playedSpread} (cost: the win chance lost, 0 if the move played was the
    advisor's; spreads: the standard deviations of the two moves' playout returns) and how sure
    it is (game.ai.confidence.compared: the intervals and `sure`). `focused` (a longer look): a
    quarter of the iterations find the advisor's move, the rest weigh only it and the move
    played, head to head (or, if the move played is the advisor's, search as a first look does)."""
    played = decision.played
    if focused:
        search = searcher(seed, max(1, iterations // 4))
        best = weighing(search, decision.view, [played])[0][0]
        if best != played:
            search = searcher(seed, iterations - iterations // 4)
            look = head_to_head(search, decision.view, [best, played])
            return _rating(decision, best, look, search.last_spreads, focused)
    search = searcher(seed, iterations)
    stats = weighing(search, decision.view, [played])
    return _rating(decision, stats[0][0], stats, search.last_spreads, focused)


def searcher(seed: int, iterations: int) -> IsmctsBot:
    """The review's search: the advisor's level, with `iterations`."""
    bot = make_bot(f"ismcts:{REVIEW_LEVEL}", seed)
    assert isinstance(bot, SearchBot)
    bot.search.iterations = iterations
    return bot.search


def _rating(
    decision: Decision,
    best: Action,
    stats: list[tuple[Action, int, float | None]],
    spreads: dict[Action, float],
    focused: bool,
) -> JSONObject:
    measured = {a: (share, visits) for a, visits, share in stats}
    best_chance, best_visits = measured[best]
    played_chance, played_visits = measured.get(decision.played, (None, 0))
    if decision.played == best:
        cost: float | None = 0.0
    elif played_chance is None or best_chance is None:
        cost = None
    else:
        cost = max(0.0, best_chance - played_chance)
    best_spread, played_spread = spreads.get(best), spreads.get(decision.played)
    return {
        "number": decision.number,
        "round": decision.round,
        "ply": decision.ply,
        "focused": focused,
        "played": action_to_json(decision.played),
        "best": action_to_json(best),
        "playedChance": played_chance,
        "bestChance": best_chance,
        "cost": cost,
        "bestSpread": best_spread,
        "playedSpread": played_spread,
        **compared((best_chance, best_visits), (played_chance, played_visits), (best_spread, played_spread)),
    }

"""Charon, Inc.'s advisor as the AI worker asks it (game.registry.Advisor): a hint from a
player's view, and the post-game review's decisions and ratings, as plain data."""

from game.ai.ismcts import IsmctsBot
from game.charon import State, action_to_json
from game.jsontypes import JSONObject

from .advisor import advise as advise_from_view
from .advisor import advisor_bot
from .review import REVIEW_ITERATIONS, REVIEW_LEVEL, Decision, decisions, kept_instead
from .review import rate as rate_with_search

__all__ = ["REVIEW_ITERATIONS", "advise", "decisions", "rate", "review_searcher"]


def advise(view: State, level: str, seed: int, max_seconds: float | None) -> JSONObject:
    """The advice (advisor.Advice.to_json) for the player whose view it is."""
    return advise_from_view(view, level, seed, max_seconds).to_json()


def rate(decision: Decision, seed: int, iterations: int, focused: bool = False) -> JSONObject:
    """The review's rating of one decision: {number, round, phase, ply (the actions before it),
    also (the rest of the decision's actions: the other gems given back), bestKept (at a round's
    end, the whole set of gems the advisor's one gem belongs to, as the gems kept; else absent),
    focused (a longer look's), played, best, playedChance, bestChance, cost, bestSpread,
    playedSpread (the standard deviations of the two moves' playout returns)} and how sure it is
    (game.ai.confidence.compared: the intervals and `sure`); `focused`: a longer look, the move
    played and the advisor's head to head (review.rate)."""
    rating = rate_with_search(decision, seed, REVIEW_LEVEL, iterations, focused)
    out: JSONObject = {
        "number": decision.number,
        "round": decision.round,
        "phase": decision.phase,
        "ply": decision.ply,
        "also": [action_to_json(a) for a in decision.also],
        "focused": focused,
        **rating.to_json(action_to_json),
    }
    kept = kept_instead(decision, rating.best)
    if kept is not None:
        out["bestKept"] = kept
    return out


def review_searcher(seed: int, iterations: int) -> IsmctsBot:
    """The review's search: the advisor's level, with `iterations` (benchmarks/review.py)."""
    return advisor_bot(REVIEW_LEVEL, seed, iterations=iterations)

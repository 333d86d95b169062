"""The computer players' entry points in the browser's AI worker (web/ai_worker.js): a
player's view in, that player's action (or advice) out, both as JSON text. Also run under
CPython by the tests and the benchmarks, so that they time and check exactly what the worker
does."""

import json

from game.ai import make_bot
from game.charon import action_to_json, from_json

from .advisor import advise as advise_from_view
from .review import REVIEW_ITERATIONS, REVIEW_LEVEL, decisions, rate


def decide(view_json: str, spec: str, seed: int, max_seconds: float | None = None) -> str:
    """One decision: a player's view (engine JSON, hidden cards "?") -> the chosen action as
    JSON text. The bot sees nothing but the view."""
    view = from_json(view_json)
    bot = make_bot(spec, int(seed), max_seconds=None if max_seconds is None else float(max_seconds))
    return json.dumps(action_to_json(bot.choose(view)))


def advise(view_json: str, level: str, seed: int, max_seconds: float | None = None) -> str:
    """A hint: a player's view -> the advice (game.ai.advisor.Advice.to_json) as JSON text."""
    view = from_json(view_json)
    advice = advise_from_view(view, str(level), int(seed), None if max_seconds is None else float(max_seconds))
    return json.dumps(advice.to_json())


def review_count(game_json: str, player: int) -> str:
    """How many decisions `player` made in a finished game (a save with its history), and the
    searches the review spends on each, as JSON text: {count, iterations}."""
    return json.dumps({"count": len(_decisions(game_json, int(player))), "iterations": REVIEW_ITERATIONS})


_reviewed: dict = {}  # the game being reviewed -> its decisions (a review asks for them one by one)


def _decisions(game_json: str, player: int) -> list:
    key = (game_json, player)
    if key not in _reviewed:
        _reviewed.clear()
        _reviewed[key] = decisions(from_json(game_json), player)
    return _reviewed[key]


def review(game_json: str, player: int, number: int, seed: int, iterations: int = REVIEW_ITERATIONS) -> str:
    """The advisor's rating of `player`'s `number`-th decision (from 0) in a saved game, as JSON
    text: {number, round, phase, played, best, playedChance, bestChance, cost}."""
    decision = _decisions(game_json, int(player))[int(number)]
    rating = rate(decision, int(seed), REVIEW_LEVEL, int(iterations))
    return json.dumps(
        {
            "number": decision.number,
            "round": decision.round,
            "phase": decision.phase,
            "played": action_to_json(rating.played),
            "best": action_to_json(rating.best),
            "playedChance": rating.played_chance,
            "bestChance": rating.best_chance,
            "cost": rating.cost,
        }
    )

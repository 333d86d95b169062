"""The computer players' entry point in the browser's AI worker (web/ai_worker.js): a player's
view in, that player's action out, both as JSON text. Also run under CPython by the tests and
the benchmarks, so that they time and check exactly what the worker does."""

import json

from game.ai import make_bot
from game.charon import action_to_json, from_json


def decide(view_json: str, spec: str, seed: int, max_seconds: float | None = None) -> str:
    """One decision: a player's view (engine JSON, hidden cards "?") -> the chosen action as
    JSON text. The bot sees nothing but the view."""
    view = from_json(view_json)
    bot = make_bot(spec, int(seed), max_seconds=None if max_seconds is None else float(max_seconds))
    return json.dumps(action_to_json(bot.choose(view)))

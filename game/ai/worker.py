"""The computer players' entry points in the browser's AI worker (web/ai_worker.js): a game's
key and a player's view in, that player's action (or advice) out, both as JSON text. It knows
no game: each is the registry's (game.registry). Also run under CPython by the tests and the
benchmarks, so that they time and check exactly what the worker does."""

import json

from game.registry import game_info


def decide(game: str, view_json: str, spec: str, seed: int, max_seconds: float | None = None) -> str:
    """One decision: a player's view (the engine's JSON, hidden cards "?") -> the chosen action
    as JSON text. The bot sees nothing but the view."""
    info = game_info(str(game))
    engine = info.engine()
    view = engine.from_json(view_json)
    bot = info.make_bot(str(spec), int(seed), None if max_seconds is None else float(max_seconds))
    return json.dumps(engine.action_to_json(bot.choose(view)))


def advise(game: str, view_json: str, level: str, seed: int, max_seconds: float | None = None) -> str:
    """A hint: a player's view -> the game's advice as JSON text (Charon's:
    game.charon.players.advisor.Advice.to_json). ValueError for a game without an advisor."""
    info = game_info(str(game))
    advisor = info.advisor()
    view = info.engine().from_json(view_json)
    advice = advisor.advise(view, str(level), int(seed), None if max_seconds is None else float(max_seconds))
    return json.dumps(advice)


def review_count(game: str, save_json: str, player: int) -> str:
    """How many decisions `player` made in a finished game (a save with its history), and the
    searches the review spends on each, as JSON text: {count, iterations}."""
    advisor = game_info(str(game)).advisor()
    count = len(_decisions(str(game), save_json, int(player)))
    return json.dumps({"count": count, "iterations": advisor.REVIEW_ITERATIONS})


_reviewed: dict[
    tuple[str, str, int], list[object]
] = {}  # the game being reviewed -> its decisions (a review asks for them one by one)


def _decisions(game: str, save_json: str, player: int) -> list[object]:
    key = (game, save_json, player)
    if key not in _reviewed:
        info = game_info(game)
        advisor = info.advisor()
        _reviewed.clear()
        _reviewed[key] = list(advisor.decisions(info.engine().from_json(save_json), player))
    return _reviewed[key]


def review(
    game: str, save_json: str, player: int, number: int, seed: int, iterations: int | None = None, focused: bool = False
) -> str:
    """The advisor's rating of `player`'s `number`-th decision (from 0) in a saved game, as JSON
    text (Charon's: {number, round, phase, played, best, playedChance, bestChance, cost}, and how
    sure it is: game.ai.confidence.compared's intervals and `sure`). `focused`: a longer look,
    the move played and the advisor's head to head (game.ai.head_to_head); shell.review_plan
    decides which decisions get one, and how long."""
    advisor = game_info(str(game)).advisor()
    decision = _decisions(str(game), save_json, int(player))[int(number)]
    budget = advisor.REVIEW_ITERATIONS if iterations is None else int(iterations)
    return json.dumps(advisor.rate(decision, int(seed), budget, bool(focused)))

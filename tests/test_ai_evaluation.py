"""The search's round-end evaluation: weights fitted by tools/fit_evaluation.py, shipped as
data in the package, loaded in CPython and in Pyodide, and what the search scores with."""

import importlib.util
import json
import math
from pathlib import Path

import pytest

from game.ai import evaluate as ev
from game.ai import make_bot
from game.ai.ismcts import IsmctsBot
from game.ai.protocol import CharonGame
from game.charon import legal_actions, new_game, play
from tools.pyodide import run_python_file

SCRIPT = Path(__file__).parent / "pyodide" / "evaluation_weights.py"


def third_round(players: int, seed: int):
    state = new_game(players, seed)
    while state.round < 3:
        play(state, legal_actions(state)[-1])
    return state


def test_the_shipped_weights_load_with_a_weight_per_feature_for_each_round():
    weights = ev.load_weights()
    assert sorted(weights) == list(ev.FITTED_ROUNDS)
    assert all(len(w) == len(ev.FEATURES) and any(w) for w in weights.values())


def test_the_search_scores_positions_with_the_fitted_weights():
    bot = make_bot("ismcts:medium", 1)
    assert isinstance(bot, IsmctsBot) and isinstance(bot.game, CharonGame) and bot.game.evaluation is ev.evaluate
    state = third_round(3, 4)
    fitted = ev.evaluate(state)
    # All weights zero: nobody is favoured, so what the search sees comes from the weights.
    flat = ev.evaluate_with({r: [0.0] * len(ev.FEATURES) for r in ev.FITTED_ROUNDS}, state)
    assert fitted != flat
    assert math.isclose(sum(ev.win_chances(state)), 1.0)


def test_more_points_built_means_a_better_chance_whatever_the_round():
    for round_number in ev.FITTED_ROUNDS:
        state = third_round(2, 8)
        state.round = round_number
        state.players[0].built, state.players[1].built = ["10a"], []
        state.players[0].hand = state.players[1].hand = []
        state.players[0].gems = dict(state.players[1].gems)
        state.turn_order = [0, 1]
        a = ev.win_chances(state)[0]
        state.turn_order = [1, 0]
        b = ev.win_chances(state)[0]
        assert a > 0.5 and b > 0.5, round_number


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{", "not JSON"),
        ('{"features": ["points"], "rounds": {}}', "does not fit these features"),
        (json.dumps({"features": list(ev.FEATURES), "rounds": {"2": [1.0], "3": [], "4": []}}), "round 2"),
        (
            json.dumps({"features": list(ev.FEATURES), "rounds": {str(r): [0.5] * len(ev.FEATURES) for r in (2, 3)}}),
            "round 4",
        ),
        (
            json.dumps(
                {"features": list(ev.FEATURES), "rounds": {str(r): [math.nan] * len(ev.FEATURES) for r in (2, 3, 4)}}
            ),
            "finite",
        ),
    ],
)
def test_a_garbled_weights_file_is_refused_saying_what_is_wrong(text, says):
    with pytest.raises(ev.EvaluationDataError, match=says):
        ev.parse_weights(text)


def test_a_missing_weights_file_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(ev, "WEIGHTS_FILE", "no_such_weights.json")
    ev.load_weights.cache_clear()
    try:
        with pytest.raises(ev.EvaluationDataError, match="no_such_weights.json.*cannot be read"):
            ev.load_weights()
    finally:
        monkeypatch.undo()
        ev.load_weights.cache_clear()


def test_the_fitted_weights_load_and_score_alike_in_pyodide():
    spec = importlib.util.spec_from_file_location("evaluation_weights", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    in_cpython = module.run()
    in_pyodide = json.loads(run_python_file(SCRIPT).strip().splitlines()[-1])
    assert in_pyodide["weights"] == json.loads(json.dumps(in_cpython["weights"]))
    # The same arithmetic; only exp() may differ in the last bit between the two C libraries.
    assert in_pyodide["evaluation"] == pytest.approx(in_cpython["evaluation"], rel=1e-12)

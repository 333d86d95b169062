"""The search's round-end evaluation: weights fitted by tools/fit_evaluation.py, shipped as
data in the package, loaded in CPython and in Pyodide, and what the search scores with."""

import importlib.util
import json
import math
from pathlib import Path

import pytest

from game.ai import make_bot
from game.ai.ismcts import IsmctsBot
from game.charon import legal_actions, new_game, play, view, winners
from game.charon.players import evaluate as ev
from game.charon.players.search import CharonGame
from tools.fit_evaluation import fit_rounds, table_play
from tools.pyodide import run_python_file

SCRIPT = Path(__file__).parents[1] / "pyodide" / "evaluation_weights.py"


def third_round(players: int, seed: int):
    state = new_game(players, seed)
    while state.round < 3:
        play(state, legal_actions(state)[-1])
    return state


def test_the_shipped_weights_load_with_a_weight_per_feature_for_each_round():
    weights = ev.load_weights()
    assert sorted(weights) == list(ev.FITTED_ROUNDS)
    assert all(len(w) == len(ev.FEATURES) and any(w) for w in weights.values())


def test_each_table_size_has_weights_of_its_own_for_each_round():
    tables = ev.load_table_weights()
    assert sorted(tables) == list(ev.TABLE_SIZES)
    for weights in tables.values():
        assert sorted(weights) == list(ev.FITTED_ROUNDS)
        assert all(len(w) == len(ev.FEATURES) and any(w) for w in weights.values())
    assert tables[2] != ev.load_weights()


def test_hard_scores_with_its_table_size_weights_and_the_other_levels_with_the_shared_ones():
    for level in ("easy", "medium"):
        assert make_bot(f"ismcts:{level}", 1).game.evaluation is ev.evaluate
    hard = make_bot("ismcts:hard", 1)
    assert hard.game.evaluation is ev.evaluate_for_table
    state = third_round(2, 4)
    assert ev.evaluate_for_table(state) == ev.evaluate_with(ev.load_table_weights()[2], state)
    assert ev.evaluate_for_table(state) != ev.evaluate(state)


def test_the_two_player_weights_foresee_two_player_games_better_than_the_shared_ones():
    """On greedy two-player games the fit never saw, at the start of rounds 2 and 3."""
    shared, duel = ev.load_weights(), ev.load_table_weights()[2]
    loss = {"shared": 0.0, "duel": 0.0}
    for seed in range(880_000, 880_400):
        state = new_game(2, seed)
        bots = [make_bot("greedy", seed), make_bot("greedy", seed + 1)]
        starts = {}
        while not state.is_over:
            if state.round in (2, 3) and state.round not in starts:
                starts[state.round] = state.copy()
            play(state, bots[state.mover].choose(view(state, state.mover)))
        best = winners(state)
        for start in starts.values():
            for name, fitted in (("shared", shared), ("duel", duel)):
                chances = ev.win_chances(start, fitted)
                loss[name] -= sum(math.log(chances[p]) / len(best) for p in best)
    assert loss["duel"] < loss["shared"]


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


def test_weights_missing_for_a_table_size_are_refused_saying_which():
    shipped = json.loads(ev._weights_text())
    del shipped["tables"]["4"]
    with pytest.raises(ev.EvaluationDataError, match="'tables' for 4 players must give round 2"):
        ev.parse_table_weights(json.dumps(shipped))
    assert ev.parse_weights(json.dumps(shipped)) == ev.load_weights()  # the shared weights still read


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
    assert in_pyodide["tables"] == json.loads(json.dumps(in_cpython["tables"]))
    # The same arithmetic; only exp() may differ in the last bit between the two C libraries.
    assert in_pyodide["evaluation"] == pytest.approx(in_cpython["evaluation"], rel=1e-12)
    assert in_pyodide["table_evaluation"] == pytest.approx(in_cpython["table_evaluation"], rel=1e-12)


def test_the_fit_of_a_table_size_plays_that_many_players_and_is_the_same_for_the_same_seed():
    games = table_play(3, 25, seed=7)
    assert all(len(players) == 3 for game in games for players, _ in game.values())
    weights, report = fit_rounds(games, "3 players")
    assert sorted(weights) == [str(r) for r in ev.FITTED_ROUNDS]
    assert all(len(w) == len(ev.FEATURES) for w in weights.values())
    assert report["2"]["positions"] == 25
    assert fit_rounds(table_play(3, 25, seed=7), "3 players") == (weights, report)
    assert table_play(3, 25, seed=8) != games

"""The tools that measure 6 Billion's players: the screen's variants, the regret reference
and the evaluation's fit."""

import pytest

from game.sixbillion import legal_actions
from game.sixbillion.players.search import SIXBILLION, SearchBot
from tools._regret import regret
from tools.fit_sixbillion_evaluation import fit, judge, play_and_record, softmax_with
from tools.sixbillion_convergence import collect_views, decide
from tools.sixbillion_regret import collect, reference
from tools.sixbillion_screen import parse_variant


def test_a_variant_names_only_the_searchs_settings():
    assert parse_variant("iterations=120,horizon=2,exploration=0.3,evaluation=lead") == {
        "iterations": 120,
        "horizon": 2,
        "exploration": 0.3,
        "evaluation": "lead",
    }
    with pytest.raises(ValueError, match="unknown setting 'depth'"):
        parse_variant("depth=3")


def test_the_regret_reference_values_every_candidate_and_a_chooser_of_the_best_has_none():
    seen = collect(1, 300)[0]
    values = reference(seen, 2, 1)
    assert set(values) == set(SIXBILLION.candidates(seen, legal_actions(seen), True))
    assert all(0 <= v <= 1 for v in values.values())
    best = max(values, key=values.__getitem__)
    worst = min(values, key=values.__getitem__)
    assert regret(lambda _: best, [(seen, values)]) == (0.0, 1.0)
    assert regret(lambda _: worst, [(seen, values)])[0] == max(values.values()) - min(values.values())


def test_the_fit_learns_that_points_win():
    """Fitted on a few greedy games, the weight of the standing is positive and the model
    predicts those games better than an even chance."""
    positions = play_and_record(3, 11) + play_and_record(3, 12) + play_and_record(2, 13)
    weights = fit(positions, iterations=6)
    assert weights[0] + weights[1] > 0
    fitted, _ = judge(softmax_with(weights), positions)
    even, _ = judge(softmax_with([0.0] * len(weights)), positions)
    assert fitted > even


def test_the_ceilings_oracle_searches_the_true_game_and_plays_legally():
    """The measurement's oracle (never a player) sees every hand: its sampled worlds are the
    game itself, where a fair search's worlds deal the others' cards at random."""
    from game.sixbillion import new_game, view
    from game.sixbillion.determinize import determinize
    from tools.sixbillion_ceiling import OracleGame, oracle

    state = new_game(3, 21)
    world = OracleGame().determinize(state, 5)
    assert world.hands == state.hands and world.deck == state.deck and world.agendas == state.agendas
    fair = [determinize(view(state, state.to_move), seed).hands for seed in range(4)]
    assert any(hands != state.hands for hands in fair)
    seat = state.to_move
    assert oracle({"iterations": 20})(3)(state, seat) in legal_actions(state)


def test_the_convergence_tool_picks_what_the_search_at_each_budget_plays():
    """Each budget's pick is the move the shipped search with those iterations plays on the
    view, among its candidates; the margin's error is a spread, never negative."""
    seen = collect_views(1, 2, 500)[0]
    decision = decide(seen, [40, 20])
    candidates = SIXBILLION.candidates(seen, legal_actions(seen), True)
    assert set(decision.picks) == {20, 40}
    for budget, move in decision.picks.items():
        assert move in candidates
        assert move == SearchBot(7, iterations=budget).choose(seen)
    assert decision.error >= 0

"""tools/decision_regret.py: the measure behind hard's settings (docs/computer-players.md)."""

import argparse

import pytest

from game.charon import legal_actions
from game.charon.players.candidates import candidate_actions
from game.charon.players.search import LEVELS, search_bot
from tools.decision_regret import collect, parse_variant, reference, regret


def test_the_reference_values_every_move_any_level_could_choose():
    for seen in collect(12, seed=3):
        weighed = candidate_actions(seen, legal_actions(seen), 20)
        for settings in LEVELS.values():
            bot = search_bot(**settings)
            assert set(bot.game.candidates(seen, legal_actions(seen), True)) <= set(weighed)


def test_regret_is_what_the_chosen_move_loses_against_the_best():
    positions = [(seen, reference(seen, 4, 20, n)) for n, seen in enumerate(collect(3, seed=5))]
    for _, values in positions:
        assert all(0.0 <= v <= 1.0 for v in values.values())
    settings = dict(LEVELS["hard"], iterations=20)
    mean_regret, best_share = regret(settings, positions)
    chosen = [search_bot(seed=11, **settings).choose(seen) for seen, _ in positions]
    expected = [max(values.values()) - values[move] for move, (_, values) in zip(chosen, positions, strict=True)]
    assert mean_regret == sum(expected) / len(expected)
    assert best_share == sum(loss == 0 for loss in expected) / len(expected)


def test_a_variant_changes_hard_settings_by_name():
    name, settings = parse_variant("wide:root_positions=20,exploration=0.2,playout_positions=None,table_weights=False")
    assert name == "wide"
    assert settings == {
        **LEVELS["hard"],
        "root_positions": 20,
        "exploration": 0.2,
        "playout_positions": None,
        "table_weights": False,
    }
    with pytest.raises(argparse.ArgumentTypeError, match="unknown setting 'depth'"):
        parse_variant("deep:depth=3")

"""Random whole games of 2-5 players: nothing is created or lost, every state is a valid
save, the game ends after round 4, and the same seed and choices give the same game."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.charon import apply, from_json, legal_actions, new_game, play, rng, scores, to_json, winners
from game.charon.board import ACTION_AREAS, CLEAR_GEMS, COLOURS, SUPPLY_PER_COLOUR
from game.charon.cards import CARD_IDS


def random_choices(state, seed):
    """Yield (state, action) along one random game, applying through the checked path."""
    chooser = rng.seed_state(seed)
    while not state.is_over:
        options = legal_actions(state)
        assert options, f"nobody can move in {state!r}"
        chooser, i = rng.below(chooser, len(options))
        yield state, options[i]
        state = apply(state, options[i])
    yield state, None


def assert_nothing_created_or_lost(state):
    for colour in COLOURS:
        total = state.supply[colour] + state.bag[colour]
        total += sum(g.get(colour, 0) for g in state.zone_gems.values())
        total += sum(p.gems[colour] for p in state.players)
        assert total == SUPPLY_PER_COLOUR, colour
    assert state.clear_pool + sum(p.gems["clear"] for p in state.players) == CLEAR_GEMS
    cards = state.deck + state.discard + state.common_row + list(state.row_choices.values())
    for p in state.players:
        cards += p.hand + p.built
    assert sorted(cards) == sorted(CARD_IDS)
    for player in range(state.num_players):
        on_board = list(state.flags.values()).count(player)
        on_areas = sum(player in owners for owners in state.action_flags.values())
        assert on_board + on_areas == len(ACTION_AREAS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_conserve_everything_and_end_after_round_four(players, seed):
    rounds_seen = []
    for state, action in random_choices(new_game(players, seed), seed):
        assert_nothing_created_or_lost(state)
        assert to_json(from_json(to_json(state))) == to_json(state)  # every state is a valid save
        if not rounds_seen or rounds_seen[-1] != state.round:
            rounds_seen.append(state.round)
        if action is not None:
            before = to_json(state)
            apply(state, action)
            assert to_json(state) == before, "apply changed its input"
    assert rounds_seen == [1, 2, 3, 4]
    assert state.is_over and state.to_move is None and legal_actions(state) == []
    assert len(scores(state)) == players and set(winners(state)) <= set(range(players))


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(-(2**70), 2**70))
def test_any_seed_plays_a_whole_game(players, seed):
    *_, (final, _) = random_choices(new_game(players, seed), seed)
    assert final.is_over and final.round == 4
    assert_nothing_created_or_lost(final)


def final_json(players, game_seed, choice_seed):
    *_, (final, _) = random_choices(new_game(players, game_seed), choice_seed)
    return to_json(final)


def test_same_seed_and_choices_give_the_same_game():
    assert final_json(4, 99, 5) == final_json(4, 99, 5)
    assert new_game(3, 8).turn_order == new_game(3, 8).turn_order


def test_different_seeds_give_different_games():
    starts = {to_json(new_game(4, seed)) for seed in range(20)}
    assert len(starts) == 20


def test_the_fast_path_plays_exactly_like_the_checked_path():
    checked, fast = new_game(5, 31), new_game(5, 31)
    chooser = rng.seed_state(31)
    while not checked.is_over:
        options = legal_actions(checked)
        assert legal_actions(fast) == options
        chooser, i = rng.below(chooser, len(options))
        checked = apply(checked, options[i])
        play(fast, options[i])
        assert to_json(fast) == to_json(checked)


def test_the_quick_building_check_agrees_with_the_full_list():
    """Skipping a building turn (nothing to do but end it) must match what would be offered."""
    from game.charon.building import building_options, has_building_choice

    compared = 0
    for players in (2, 4, 5):
        for state, _ in random_choices(new_game(players, 17), 17):
            if state.phase == "build":
                for p in range(players):
                    assert has_building_choice(state, p) == (len(building_options(state, p)) > 1)
                    compared += 1
    assert compared > 100

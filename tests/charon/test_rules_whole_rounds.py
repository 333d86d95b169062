"""The round's automatic steps, checked at every occurrence in random whole games:
Rare Mineral Find and the one flag left on an area after staking, the new turn order,
the gem limit, and the reset and deal at the start of a round."""

import pytest

from game.charon import apply, legal_actions, new_game, rng
from game.charon.board import ACTION_AREAS, ZONE_IDS
from game.charon.state import BUILD, STAKE, STOLEN_INTELLIGENCE
from tests.situations import RMF, UW


def transitions(n, seed):
    """(before, action, after) along a random game played through `apply`."""
    chooser = rng.seed_state(seed * 7919 + n)
    state = new_game(n, seed)
    while not state.is_over:
        options = legal_actions(state)
        chooser, i = rng.below(chooser, len(options))
        after = apply(state, options[i])
        yield state, options[i], after
        state = after


def winners_of(state, area):
    left = state.action_flags[area]
    limit = 2 if state.num_players >= 4 else 1
    return left if 1 <= len(left) <= limit else []


GAMES = [(n, seed) for n in (2, 3, 4, 5) for seed in (1, 2, 3, 4)]


@pytest.mark.parametrize("n, seed", GAMES)
def test_after_staking_one_flag_each_on_an_area_and_rare_mineral_find_pays_out(n, seed):
    checked = 0
    for before, _, after in transitions(n, seed):
        # The step that ends staking (and Stolen Intelligence, if any): claims and Rare
        # Mineral Find run at once.
        if before.phase not in (STAKE, STOLEN_INTELLIGENCE):
            continue
        if after.round == before.round and after.phase in (STAKE, STOLEN_INTELLIGENCE):
            continue
        checked += 1
        areas = {a: list(before.action_flags[a]) for a in ACTION_AREAS}
        if before.phase == STAKE:  # the last flag is leaving its area
            areas[before.lifted].remove(before.to_move)
        for p in range(n):
            assert sum(p in areas[a] for a in ACTION_AREAS) == 1
        if after.round == before.round:
            assert all(list(after.flags.values()).count(p) == 4 for p in range(n))
        left = areas[RMF]
        rmf = left if 1 <= len(left) <= (2 if n >= 4 else 1) else []
        # Reverse turn order, one clear gem each while the pool lasts.
        order = [p for p in reversed(before.turn_order) if p in rmf]
        receivers = order[: before.clear_pool]
        for p in range(n):
            gained = after.players[p].gems["clear"] - before.players[p].gems["clear"]
            assert gained == (1 if p in receivers else 0)
    assert checked == 4


@pytest.mark.parametrize("n, seed", GAMES)
def test_building_turns_follow_the_new_turn_order(n, seed):
    checked = 0
    for before, _, after in transitions(n, seed):
        if before.phase == BUILD or after.phase != BUILD:
            continue
        checked += 1
        counts = {p: after.players[p].gem_count() for p in range(n)}
        expected = sorted(before.turn_order, key=lambda p: -counts[p])  # stable
        assert after.turn_order == expected
        assert after.to_move in expected
    assert checked >= 1


@pytest.mark.parametrize("n, seed", GAMES)
def test_each_new_round_resets_keeps_gems_in_limits_and_deals_two_cards(n, seed):
    checked = 0
    for before, _, after in transitions(n, seed):
        if after.round == before.round:
            continue
        checked += 1
        limit = {p: 6 if p in winners_of(before, UW) else 2 for p in range(n)}
        for p in range(n):
            assert after.players[p].gem_count() <= limit[p]
        assert after.flags == {}
        assert all(after.action_flags[a] == list(range(n)) for a in ACTION_AREAS)
        assert after.common_row == [] and after.row_choices == {}
        assert after.round == before.round + 1
        # Zones that still held gems keep exactly those gems.
        for z in ZONE_IDS:
            if before.zone_gems[z]:
                assert after.zone_gems[z] == before.zone_gems[z]
        # Two cards each (counting a hand card built by the action that ended the round),
        # unless the deck and the discard pile both ran out.
        for p in range(n):
            got = len(after.players[p].hand) - len(before.players[p].hand)
            got += sum(1 for c in after.players[p].built if c in before.players[p].hand)
            assert got == 2 or (got < 2 and after.deck == [] and after.discard == [])
    assert checked == 3

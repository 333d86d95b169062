"""RULES.md 2, 3 and 4.0: zones in play, set-up, seeding the board and dealing cards."""

import pytest

from game.charon import board, from_json, new_game, to_json
from game.charon.board import COLOURS, ZONE_GROUP, ZONE_HOLES, ZONE_IDS
from game.charon.cards import CARD_IDS, CARD_VALUE
from game.charon.rounds import seed_board
from game.charon.state import CHOOSE_ROW, State
from tests.situations import INACTIVE, TWELVES, check, finish_round, round_end, zone

BAG_PER_COLOUR = {2: 3, 3: 4, 4: 4, 5: 5}
SEEDS = (0, 1, 2, 17)


@pytest.fixture(params=[(n, seed) for n in (2, 3, 4, 5) for seed in SEEDS], ids=lambda p: f"{p[0]}p-seed{p[1]}")
def start(request) -> State:
    """A new game, for every player count with each of the seeds."""
    return new_game(*request.param)


def colour_of(state: State, z: int) -> str | None:
    gems = state.zone_gems[z]
    return next(iter(gems)) if gems else None


# ---- zones in play ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "n, excluded, active_count",
    [
        (5, [], 20),
        (4, ["yellow"], 18),
        (3, ["yellow", "pink"], 16),
        (2, ["yellow", "pink", "blue"], 14),
    ],
)
def test_zones_in_play_by_player_count(n, excluded, active_count):
    # The inactive zones are exactly the zones of the excluded colour groups.
    assert INACTIVE[n] == {z for z in ZONE_IDS if ZONE_GROUP[z] in excluded}
    for seed in SEEDS:
        s = new_game(n, seed)
        seeded = {z for z in ZONE_IDS if s.zone_gems[z]}
        # Round 1 seeds every zone in play and none of the others.
        assert seeded == set(ZONE_IDS) - INACTIVE[n]
        assert len(seeded) == active_count


# ---- set-up ----------------------------------------------------------------------------


def test_bag_gets_the_player_count_amount_of_each_colour(start):
    s = start
    k = BAG_PER_COLOUR[s.num_players]
    for c in COLOURS:
        # Each seeded zone drew exactly one gem of its colour out of the bag.
        drawn = sum(1 for z in ZONE_IDS if colour_of(s, z) == c)
        assert s.bag[c] + drawn == k


def test_supply_starts_with_20_of_each_colour(start):
    s = start
    k = BAG_PER_COLOUR[s.num_players]
    for c in COLOURS:
        filled_from_supply = sum(ZONE_HOLES[z] - 1 for z in ZONE_IDS if colour_of(s, z) == c)
        assert s.supply[c] == 20 - k - filled_from_supply
        assert all(p.gems[c] == 0 for p in s.players)
    # With a full supply every seeded zone is full.
    for z in ZONE_IDS:
        if s.zone_gems[z]:
            assert sum(s.zone_gems[z].values()) == ZONE_HOLES[z]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_clear_pool_starts_with_6_and_players_with_nothing(n):
    s = new_game(n, 3)
    assert s.clear_pool == 6
    for p in s.players:
        assert p.gem_count() == 0 and p.built == []
    assert all(s.action_flags[a] == list(range(n)) for a in s.action_flags)
    assert s.flags == {}


def test_discard_pile_is_two_cards_under_the_five_12s(start):
    s = start
    assert len(s.discard) == 7
    assert sorted(s.discard[2:]) == TWELVES  # the five 12s on top (the end of the list)
    assert all(CARD_VALUE[c] != 12 for c in s.discard[:2])


def test_deck_is_the_rest_and_round_one_deals_three_cards_each(start):
    s, n = start, start.num_players
    assert s.round == 1 and s.phase == CHOOSE_ROW
    assert [len(p.hand) for p in s.players] == [3] * n
    assert len(s.deck) == 55 - 7 - 3 * n
    everything = s.deck + s.discard + [c for p in s.players for c in p.hand]
    assert sorted(everything) == sorted(CARD_IDS)
    # The 12s are all on the discard pile, so nobody is dealt one in round 1.
    assert all(CARD_VALUE[c] != 12 for c in s.deck)
    assert all(CARD_VALUE[c] != 12 for p in s.players for c in p.hand)


def test_later_rounds_deal_two_cards_each():
    s = round_end(3, order=[1, 2, 0], hands={0: ["2a"], 1: [], 2: ["3a", "4a"]})
    s = finish_round(s)
    assert s.round == 2 and s.phase == CHOOSE_ROW
    assert [len(p.hand) for p in s.players] == [3, 2, 4]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_turn_order_is_random_from_the_seed(n):
    orders = [tuple(new_game(n, seed).turn_order) for seed in range(60)]
    assert all(sorted(o) == list(range(n)) for o in orders)
    assert {o[0] for o in orders} == set(range(n))  # everyone starts some games
    assert len(set(orders)) > 1
    # The same seed gives the same game.
    assert to_json(new_game(n, 11)) == to_json(new_game(n, 11))
    assert [tuple(new_game(n, seed).turn_order) for seed in range(60)] == orders


@pytest.mark.parametrize("players", [1, 6, 0, -2, "4", True, False, 4.0, None])
def test_new_game_refuses_a_bad_player_count(players):
    with pytest.raises(ValueError):
        new_game(players, 1)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_new_game_accepts_two_to_five_players(n):
    s = new_game(n, 5)
    assert s.num_players == n and len(s.players) == n
    check(s)


# ---- seeding -----------------------------------------------------------------------------


def test_seeding_one_bag_gem_per_empty_zone_other_holes_from_the_supply():
    s = round_end(2, bag={"green": 2, "black": 1})
    before = s
    s = finish_round(s)
    assert s.round == 2
    k = BAG_PER_COLOUR[2]
    for z in ZONE_IDS:
        if z in INACTIVE[2]:
            assert zone(s, z) == {}
            continue
        gems = zone(s, z)
        assert len(gems) == 1 and sum(gems.values()) == ZONE_HOLES[z]  # one colour, full
    for c in COLOURS:
        zones_of_c = [z for z in ZONE_IDS if colour_of(s, z) == c]
        # The bag lost exactly one gem per zone of that colour ...
        assert s.bag[c] == before.bag[c] + k - len(zones_of_c)
        # ... and the other holes were filled from the supply.
        assert s.supply[c] == before.supply[c] - k - sum(ZONE_HOLES[z] - 1 for z in zones_of_c)


def test_zones_still_holding_gems_get_no_bag_gem_and_short_ones_are_topped_up():
    """RULES.md 4.0, pinned: a zone seeded short has its empty holes filled from the supply."""
    s = round_end(2, zones={8: ("blue", 1), 7: ("black", ZONE_HOLES[7]), 2: ("yellow", 1)})
    s = finish_round(s)
    assert zone(s, 8) == {"blue": ZONE_HOLES[8]}
    assert zone(s, 7) == {"black": ZONE_HOLES[7]}
    assert zone(s, 2) == {"yellow": ZONE_HOLES[2]}
    # 11 empty active zones drew from the bag: 3 of each colour went in, 11 came out.
    assert sum(s.bag.values()) == 15 - 11


def test_a_short_zone_is_topped_up_only_as_far_as_the_supply_allows():
    # Zone 7 holds 1 of its 3 yellow, and the zones seeded before it are full; 15 yellow are
    # in the bag, so the supply's last 4 give the bag 3 and zone 7 only 1 more.
    assert ZONE_HOLES[7] == 3
    full = {z: (colour, ZONE_HOLES[z]) for z, colour in ((2, "blue"), (4, "green"), (6, "purple"))}
    s = round_end(2, zones={**full, 7: ("yellow", 1)}, bag={"yellow": 15})
    assert s.supply["yellow"] == 4
    s = finish_round(s)
    assert zone(s, 7) == {"yellow": 2} and s.supply["yellow"] == 0


def test_bag_leftovers_stay_in_the_bag_for_the_next_round():
    s = round_end(2, bag={"purple": 6, "blue": 2})
    s = finish_round(s)
    # 8 left in the bag + 15 put in - 14 drawn for the 14 empty active zones.
    assert sum(s.bag.values()) == 8 + 15 - 14
    check(s)


def test_bag_takes_only_what_the_supply_has_of_a_colour():
    # 19 yellow already in the bag: the supply has 1 yellow left for the bag (not 3).
    s = round_end(2, bag={"yellow": 19})
    assert s.supply["yellow"] == 1
    s = finish_round(s)
    yellow_zones = [z for z in ZONE_IDS if colour_of(s, z) == "yellow"]
    assert s.supply["yellow"] == 0
    assert s.bag["yellow"] == 20 - len(yellow_zones)
    # No yellow left in the supply: zones drawing yellow keep just their one bag gem.
    assert yellow_zones and all(zone(s, z) == {"yellow": 1} for z in yellow_zones)


def test_short_supply_fills_holes_in_zone_id_order():
    # 5 players put 5 of each colour into the bag; with 6 of each in the supply, 1 is left
    # for the holes: the lowest-numbered zone of each colour that has a hole to fill gets it.
    s = round_end(5, bag={c: 14 for c in COLOURS})
    assert all(s.supply[c] == 6 for c in COLOURS)
    s = finish_round(s)
    left = {c: 1 for c in COLOURS}
    for z in ZONE_IDS:  # the pinned rule, zone by zone
        c = colour_of(s, z)
        assert c is not None
        extra = min(ZONE_HOLES[z] - 1, left[c])
        left[c] -= extra
        assert zone(s, z) == {c: 1 + extra}, f"zone {z}"
    assert s.supply == left


def test_an_empty_bag_leaves_zones_empty_and_zones_are_seeded_in_id_order(monkeypatch):
    """In a real game the bag can never run dry while seeding (the 100 coloured gems cannot
    all be elsewhere), so this puts no gems into the bag at the round start: only the 2 gems
    left in the bag are drawn, by the two lowest-numbered empty zones in play."""
    monkeypatch.setitem(board.BAG_GEMS_PER_COLOUR, 2, 0)
    s = round_end(2, bag={"purple": 2}, zones={2: ("blue", 2)})
    s = finish_round(s)
    assert zone(s, 2) == {"blue": 2}
    assert zone(s, 4) == {"purple": 2} and zone(s, 6) == {"purple": 2}
    assert all(zone(s, z) == {} for z in ZONE_IDS if z not in (2, 4, 6))
    assert s.bag == {c: 0 for c in COLOURS}
    check(s)


def test_seed_board_with_an_empty_bag_and_supply_seeds_nothing():
    """The board seeding step on its own: nothing in the bag or the supply, so no zone gets a
    gem and nothing is created (every gem is in the players' hands here)."""
    s = State(2)
    s.players[0].gems.update({c: 20 for c in COLOURS})
    s.clear_pool = 6
    seed_board(s)
    assert all(zone(s, z) == {} for z in ZONE_IDS)
    assert s.bag == {c: 0 for c in COLOURS} and s.supply == {c: 0 for c in COLOURS}


def test_inactive_zones_are_never_seeded():
    s = round_end(3, bag={"green": 3})
    s = finish_round(s)
    assert all(zone(s, z) == {} for z in INACTIVE[3])
    assert all(zone(s, z) for z in set(ZONE_IDS) - INACTIVE[3])


# ---- dealing -----------------------------------------------------------------------------


def test_cards_are_dealt_one_at_a_time_in_turn_order():
    # Top of the deck is the end of the list: 2a is dealt first, then 2b, ...
    s = round_end(3, order=[2, 0, 1], deck=["3e", "3d", "3c", "2c", "2b", "2a"])
    s = finish_round(s)
    assert s.players[2].hand == ["2a", "3c"]
    assert s.players[0].hand == ["2b", "3d"]
    assert s.players[1].hand == ["2c", "3e"]
    assert s.deck[-1] not in ("2a", "2b", "2c", "3c", "3d", "3e")


def test_an_empty_deck_is_replaced_by_the_shuffled_discard_pile():
    # 2 cards in the deck, everything else (and the row card) on the discard pile.
    s = round_end(3, order=[0, 1, 2], deck=["2b", "2a"], row=["9a"], rest="discard")
    old_discard = set(s.discard) | {"9a"}
    s = finish_round(s)
    assert s.players[0].hand[0] == "2a"  # the deck's two cards first, in turn order
    assert s.players[1].hand[0] == "2b"
    assert [len(p.hand) for p in s.players] == [2, 2, 2]
    dealt_later = s.players[2].hand + s.players[0].hand[1:] + s.players[1].hand[1:]
    assert set(dealt_later) <= old_discard
    # The whole discard pile became the new deck.
    assert s.discard == []
    assert set(s.deck) == old_discard - set(dealt_later)
    check(s)


def test_with_deck_and_discard_pile_both_empty_players_get_fewer_cards():
    # One card in the deck, two on the discard pile, every other card in player 0's hand.
    s = round_end(3, order=[0, 1, 2], deck=["2a"], discard=["2b", "2c"], rest=0)
    hand0 = len(s.players[0].hand)
    s = finish_round(s)
    assert len(s.players[0].hand) == hand0 + 1
    assert sorted(s.players[1].hand + s.players[2].hand) == ["2b", "2c"]
    assert len(s.players[1].hand) == 1 and len(s.players[2].hand) == 1
    assert s.deck == [] and s.discard == []
    check(s)


def test_row_cards_go_onto_the_discard_pile_at_the_reset():
    s = round_end(2, row=["9a", "4b"], discard=["5c"])
    s = finish_round(s)
    assert s.discard[0] == "5c" and sorted(s.discard[1:]) == ["4b", "9a"]
    assert s.common_row == []
    check(from_json(to_json(s)))

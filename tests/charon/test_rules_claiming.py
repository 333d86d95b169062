"""RULES.md 4.2 and 4.3: claiming gems (every example of the rulebook's illustration), Rare
Mineral Find, Engineering Advance and the new turn order."""

from game.charon import Build, EndTurn, Pass, TakeCard, claim_winner, legal_actions, new_game, view
from game.charon.board import ZONE_IDS
from game.charon.state import BUILD, CHOOSE_ROW, ENGINEERING_ADVANCE, HIDDEN, REPLACE, STAKE
from tests.situations import (
    EA,
    INACTIVE,
    RMF,
    SI,
    SYN,
    TWELVES,
    UW,
    assert_illegal,
    choose_rows,
    claim_situation,
    do,
    gems_of,
    quick_stake,
    situation,
    stake,
    zone,
)

# Players X, Y, Z of the rulebook's examples. Numbered so that no tie can be broken by a
# player's number or by the order flags are listed in.
X, Y, Z = 2, 0, 1

# Zone 8, a centre zone, is touched by: its centre C8; the roads R3-8, R7-8, R8-9, R8-13;
# the crossroads X2-8, X3-9, X7-13, X8-14.


# ---- the rulebook's examples, one by one ---------------------------------------------------


def test_example_no_flags_nobody_gems_stay():
    assert claim_winner(8, {}) is None
    # Flags elsewhere do not touch zone 8.
    assert claim_winner(8, {"C7": X, "R6-7": Y, "X1-7": Z}) is None


def test_example_x_2_vs_y_1_x_wins():
    assert claim_winner(8, {"R7-8": X, "X2-8": X, "R8-9": Y}) == X
    # Having the centre does not matter without a tie.
    assert claim_winner(8, {"X3-9": X, "X7-13": X, "C8": Y}) == X


def test_example_1_1_neither_centre_nor_more_roads_nobody_wins():
    assert claim_winner(8, {"R7-8": X, "R8-9": Y}) is None
    assert claim_winner(8, {"X2-8": X, "X8-14": Y}) is None


def test_example_x_road_vs_y_crossroads_1_1_x_wins():
    assert claim_winner(8, {"X2-8": Y, "R7-8": X}) == X
    assert claim_winner(8, {"R8-13": Y, "X7-13": X}) == Y


def test_example_x_3_y_2_z_1_x_wins():
    flags = {"X2-8": X, "X3-9": X, "X7-13": X, "R7-8": Y, "R8-9": Y, "C8": Z}
    assert claim_winner(8, flags) == X


def test_example_2_2_x_has_the_centre_x_wins():
    # The centre beats even more roads.
    assert claim_winner(8, {"C8": X, "X2-8": X, "R7-8": Y, "R8-9": Y}) == X


def test_example_2_2_x_has_more_roads_x_wins():
    assert claim_winner(8, {"R3-8": X, "X8-14": X, "X2-8": Y, "X3-9": Y}) == X
    assert claim_winner(8, {"R3-8": X, "R8-13": X, "R7-8": Y, "X3-9": Y}) == X


def test_example_three_way_tie_broken_by_the_centre():
    flags = {"C8": X, "X2-8": X, "R7-8": Y, "R8-9": Y, "R3-8": Z, "R8-13": Z}
    assert claim_winner(8, flags) == X


# ---- tie-breaks only among the tied players ----------------------------------------------


def test_the_centre_breaks_a_tie_only_for_a_tied_player():
    # Z has the centre but only 1 influence; X and Y tie at 2 with 1 road each: nobody.
    flags = {"C8": Z, "R7-8": X, "X2-8": X, "R8-9": Y, "X3-9": Y}
    assert claim_winner(8, flags) is None


def test_roads_break_a_tie_only_among_the_tied_players():
    # X and Y tie at 3 with 1 road each; Z has 2 roads but only 2 influence: nobody.
    flags = {"X2-8": X, "X3-9": X, "R7-8": X, "X7-13": Y, "X8-14": Y, "R8-9": Y, "R3-8": Z, "R8-13": Z}
    assert claim_winner(8, flags) is None


def test_a_road_half_out_of_play_is_still_a_road():
    # 2 players: zone 3 is out of play, R2-3 still counts as a road for zone 2.
    assert claim_winner(2, {"R2-3": 1, "X2-8": 0}) == 1


def test_corner_and_edge_zones_use_the_same_rules():
    assert claim_winner(1, {"C1": 0, "R1-2": 1}) == 0  # centre wins the 1-1 tie
    assert claim_winner(6, {"R1-6": 0, "X1-7": 1}) == 0  # road beats crossroads
    assert claim_winner(6, {"R6-7": 0, "R6-11": 1}) is None


# ---- claims during a game ------------------------------------------------------------------


def test_claiming_during_a_game():
    s = stake(
        claim_situation(),
        {
            0: [(SI, "C8"), (RMF, "R7-8"), (EA, "X2-8"), (UW, "C2")],  # keeps Synchrotron
            1: [(SI, "X7-13"), (RMF, "R8-13"), (EA, "C13"), (SYN, "R2-7")],  # keeps Warehouse
        },
    )
    assert s.phase == BUILD
    # Zone 8: player 0 has 3 (C8, R7-8, X2-8), player 1 has 2 -> player 0.
    # Zone 2: player 0 has 2 (C2, X2-8), player 1 has 1 (R2-7) -> player 0.
    assert gems_of(s, 0) == {"blue": 3, "yellow": 2}
    # Zone 13: player 1 has 3 (X7-13, R8-13, C13) -> player 1.
    assert gems_of(s, 1) == {"green": 3}
    # Zone 7: 2-2, no centre, one road each (R7-8, R2-7) -> nobody; the gems stay.
    assert zone(s, 7) == {"black": 3}
    # Zone 14: nobody touches it -> the gems stay.
    assert zone(s, 14) == {"purple": 3}
    assert zone(s, 8) == zone(s, 2) == zone(s, 13) == {}


def test_claiming_during_a_game_with_a_three_way_tie():
    s = situation(3, STAKE, order=[1, 2, 0], zones={12: ("purple", 3), 4: ("blue", 2)}, discard=["9a"])
    s = stake(
        s,
        {
            1: [(SI, "C12"), (RMF, "X6-12"), (EA, "C4"), (UW, "C17")],
            2: [(SI, "R11-12"), (RMF, "R12-13"), (EA, "R4-9"), (UW, "C19")],
            0: [(SI, "R7-12"), (RMF, "R12-17"), (EA, "X3-9"), (UW, "C15")],
        },
    )
    # Zone 12: 2-2-2 (C12 + X6-12, R11-12 + R12-13, R7-12 + R12-17); player 1 has the centre.
    # Zone 4: 1-1-1 (C4, R4-9, X3-9); the centre (player 1) wins again over the road.
    assert gems_of(s, 1) == {"purple": 3, "blue": 2}
    assert zone(s, 12) == zone(s, 4) == {}
    assert gems_of(s, 0) == {} and gems_of(s, 2) == {}


def pass_round(s):
    """Everyone declines everything until the next round begins."""
    r = s.round
    while s.round == r and not s.is_over:
        options = legal_actions(s)
        for choice in (Pass(), EndTurn()):
            if choice in options:
                s = do(s, choice)
                break
        else:
            s = do(s, options[0])
    return s


def test_unclaimed_gems_stay_for_the_next_round():
    s = stake(
        claim_situation(),
        {
            0: [(SI, "C8"), (RMF, "R7-8"), (EA, "X2-8"), (UW, "C2")],
            1: [(SI, "X7-13"), (RMF, "R8-13"), (EA, "C13"), (SYN, "R2-7")],
        },
    )
    s = pass_round(s)
    assert s.round == 2 and s.phase in (REPLACE, CHOOSE_ROW)
    # Zones 7 and 14 kept their gems and were not seeded again; the others were.
    assert zone(s, 7) == {"black": 3}
    assert zone(s, 14) == {"purple": 3}
    assert all(zone(s, z) for z in ZONE_IDS if z not in INACTIVE[2])


def test_zones_out_of_play_are_never_claimed():
    # 2 players: R1-2 and X1-7 touch zone 1, which is out of play and never holds gems.
    s = situation(2, STAKE, order=[0, 1], zones={2: ("yellow", 2)}, discard=["9a"])
    s = stake(
        s,
        {
            0: [(SI, "R1-2"), (RMF, "X1-7"), (EA, "R1-6"), (UW, "C2")],
            1: [(SI, "C10"), (RMF, "C11"), (EA, "C15"), (SYN, "C17")],
        },
    )
    assert gems_of(s, 0) == {"yellow": 2}  # zone 2 only: 3 flags
    assert gems_of(s, 1) == {}
    assert all(zone(s, z) == {} for z in INACTIVE[2])


# ---- Rare Mineral Find ----------------------------------------------------------------------


def test_rare_mineral_find_gives_each_winner_a_clear_gem():
    s = situation(4, STAKE, order=[3, 1, 0, 2], discard=["9a"], gems={0: "blue blue blue"})
    s = quick_stake(s, {0: RMF, 1: SYN, 2: RMF, 3: SYN})
    assert gems_of(s, 0) == {"blue": 3, "clear": 1}
    assert gems_of(s, 2) == {"clear": 1}
    assert s.clear_pool == 4


def test_rare_mineral_find_in_reverse_turn_order_when_the_pool_runs_out():
    # Only 1 clear gem left in the pool; players 0 and 1 win, player 1 is later in turn order.
    s = situation(4, STAKE, order=[0, 2, 1, 3], discard=["9a"], gems={2: "clear clear", 3: "clear clear clear"})
    assert s.clear_pool == 1
    s = quick_stake(s, {0: RMF, 1: RMF, 2: SYN, 3: UW})
    assert s.players[1].gems["clear"] == 1
    assert s.players[0].gems["clear"] == 0
    assert s.clear_pool == 0


def test_rare_mineral_find_gives_nothing_when_the_pool_is_empty():
    s = situation(2, STAKE, order=[0, 1], discard=["9a"], gems={1: "clear clear clear clear clear clear"})
    s = quick_stake(s, {0: RMF, 1: SYN})
    assert s.players[0].gems["clear"] == 0 and s.clear_pool == 0


def test_the_rare_mineral_find_gem_counts_for_the_turn_order():
    # Both hold 1 gem; player 1, later in turn order, wins Rare Mineral Find and goes first.
    s = situation(2, STAKE, order=[0, 1], discard=["9a"], gems={0: "blue", 1: "green"}, hands={0: ["2a"], 1: ["2e"]})
    s = quick_stake(s, {0: SYN, 1: RMF})
    assert s.turn_order == [1, 0]
    # And the gem is there to spend in the building turn.
    assert s.phase == BUILD and s.to_move == 1
    assert Build("2e", ("yellow",)) in legal_actions(s)


# ---- Engineering Advance ----------------------------------------------------------------------


def ea_situation(**kw):
    kw.setdefault("gems", {1: "blue blue blue"})  # so that the round stops at building
    return situation(
        2, ENGINEERING_ADVANCE, order=[0, 1], keep={0: EA, 1: RMF}, discard=["3a", "12a"], row=["5b", "6c"], **kw
    )


def test_engineering_advance_offers_the_discard_pile_and_the_common_row():
    s = ea_situation()
    assert s.to_move == 0
    assert set(legal_actions(s)) == {Pass(), TakeCard("3a"), TakeCard("12a"), TakeCard("5b"), TakeCard("6c")}
    # While choosing, the winner sees the discard pile; the other player does not.
    assert sorted(view(s, 0).discard) == ["12a", "3a"]
    assert view(s, 1).discard == [HIDDEN, HIDDEN]


def test_engineering_advance_takes_a_12_from_the_discard_pile():
    s = do(ea_situation(), TakeCard("12a"))
    assert s.phase == BUILD
    assert s.players[0].hand == ["12a"]
    assert s.discard == ["3a"] and s.common_row == ["5b", "6c"]


def test_engineering_advance_takes_a_card_from_the_common_row():
    s = do(ea_situation(), TakeCard("6c"))
    assert s.players[0].hand == ["6c"]
    assert s.common_row == ["5b"] and s.discard == ["3a", "12a"]


def test_engineering_advance_may_be_declined():
    s = do(ea_situation(), Pass())
    assert s.players[0].hand == []
    assert s.common_row == ["5b", "6c"] and s.discard == ["3a", "12a"]


def test_engineering_advance_cannot_take_a_card_from_elsewhere():
    s = ea_situation(hands={1: ["7a"]})
    assert_illegal(s, TakeCard("7a"), "7a")
    assert_illegal(s, TakeCard("9e"), "9e")


def test_the_12s_can_be_taken_in_the_first_round():
    s = choose_rows(new_game(3, 9))
    winner = s.turn_order[1]
    keep = {p: (EA if p == winner else SYN) for p in range(3)}
    s = quick_stake(s, keep)
    assert s.phase == ENGINEERING_ADVANCE and s.to_move == winner
    for twelve in TWELVES:
        assert TakeCard(twelve) in legal_actions(s)
    s = do(s, TakeCard("12d"))
    assert "12d" in s.players[winner].hand and "12d" not in s.discard


def test_a_row_card_taken_is_a_hand_card_and_leaves_the_row_build_free():
    # Player 0 takes 6c from the row, then builds it *and* the row card 2a in one turn.
    s = situation(
        2,
        ENGINEERING_ADVANCE,
        order=[1, 0],
        keep={0: EA, 1: RMF},
        discard=["3a"],
        row=["6c", "2a"],
        gems={0: "purple purple black black green purple"},
    )
    s = do(s, TakeCard("6c"))
    assert s.phase == BUILD and s.to_move == 0
    assert s.players[0].hand == ["6c"]
    s = do(s, Build("6c"))
    assert Build("2a") in legal_actions(s)
    s = do(s, Build("2a"))
    assert s.players[0].built == ["6c", "2a"]


# ---- turn order -----------------------------------------------------------------------------


def test_turn_order_most_gems_first_clear_included_ties_keep_their_order():
    s = situation(
        3,
        ENGINEERING_ADVANCE,
        order=[2, 0, 1],
        keep={0: EA, 1: SYN, 2: UW},
        discard=["9a"],
        gems={0: "blue", 1: "blue clear clear", 2: "green"},
    )
    s = do(s, Pass())
    # Player 1 has 3 (two of them clear); players 2 and 0 tie at 1 and keep their order.
    assert s.turn_order == [1, 2, 0]
    assert s.phase == BUILD and s.to_move == 1


def test_turn_order_unchanged_when_everyone_ties():
    s = situation(
        4,
        ENGINEERING_ADVANCE,
        order=[3, 1, 2, 0],
        keep={0: EA, 1: SYN, 2: UW, 3: SYN},
        discard=["9a"],
        gems={0: "blue", 1: "black", 2: "clear", 3: "green"},
    )
    s = do(s, Pass())
    assert s.turn_order == [3, 1, 2, 0]


def test_turn_order_counts_kept_and_new_gems():
    # Player 1 kept 2 gems from last round; player 0 claims 3 now.
    s = situation(2, STAKE, order=[1, 0], round=2, zones={8: ("blue", 3)}, discard=["9a"], gems={1: "black clear"})
    s = stake(
        s,
        {
            1: [(SI, "C2"), (RMF, "C4"), (EA, "C6"), (UW, "C10")],
            0: [(SI, "C8"), (RMF, "C11"), (EA, "C15"), (UW, "C17")],
        },
    )
    assert s.turn_order == [0, 1]
    s2 = situation(
        2,
        STAKE,
        order=[1, 0],
        round=2,
        zones={8: ("blue", 2), 6: ("green", 2)},
        discard=["9a"],
        gems={1: "black clear"},
    )
    s2 = stake(
        s2,
        {
            1: [(SI, "C2"), (RMF, "C4"), (EA, "C6"), (UW, "C10")],
            0: [(SI, "C8"), (RMF, "C11"), (EA, "C15"), (UW, "C17")],
        },
    )
    # 4 (kept 2 + zone 6) against 2: player 1 first.
    assert gems_of(s2, 1) == {"black": 1, "clear": 1, "green": 2}
    assert s2.turn_order == [1, 0]

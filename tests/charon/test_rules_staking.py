"""RULES.md 4.1: staking claims, which action areas are triggered, and Stolen Intelligence."""

import pytest

from game.charon import LiftFlag, Pass, PlaceFlag, legal_actions, new_game, staking
from game.charon.board import ACTION_AREAS, POSITION_IDS, POSITION_ZONES
from game.charon.state import BUILD, ENGINEERING_ADVANCE, STAKE, STOLEN_INTELLIGENCE
from tests.situations import EA, INACTIVE, RMF, SI, SYN, UW, assert_illegal, choose_rows, do, quick_stake, situation

# Zones holding gems for the Stolen Intelligence situations (2 players: zones 3 and 18 are out).
RICH = {8: ("blue", 3), 13: ("green", 3), 7: ("black", 2), 2: ("yellow", 2), 11: ("purple", 1)}


def staking_start(n, seed=4):
    s = choose_rows(new_game(n, seed))
    assert s.phase == STAKE
    return s


def places(state):
    return {a.position for a in legal_actions(state)}


# ---- staking -------------------------------------------------------------------------------


def test_a_flag_may_be_lifted_from_any_action_area_holding_yours():
    s = staking_start(3)
    p = s.to_move
    assert set(legal_actions(s)) == {LiftFlag(a) for a in ACTION_AREAS}
    s = do(s, LiftFlag(RMF), PlaceFlag("C8"))
    while s.to_move != p:  # the others stake a flag each
        s = do(s, LiftFlag(EA))
        s = do(s, legal_actions(s)[0])
    # Player p's Rare Mineral Find flag is on the board now.
    assert set(legal_actions(s)) == {LiftFlag(a) for a in ACTION_AREAS if a != RMF}
    assert_illegal(s, LiftFlag(RMF))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_lifted_flag_goes_to_any_empty_position_touching_a_zone_in_play(n):
    s = staking_start(n)
    s = do(s, LiftFlag(SYN))
    expected = {p for p in POSITION_IDS if not set(POSITION_ZONES[p]) <= INACTIVE[n]}
    assert places(s) == expected
    assert len(expected) == {2: 57, 3: 59, 4: 61, 5: 63}[n]


@pytest.mark.parametrize(
    "n, refused, accepted",
    [
        (2, ["C1", "C3", "C5", "C16", "C18", "C20"], ["R1-2", "R2-3", "C2", "X1-7"]),
        (3, ["C1", "C5", "C16", "C20"], ["C3", "C18", "R4-5", "R19-20"]),
        (4, ["C1", "C20"], ["C5", "C16", "R1-2", "R15-20"]),
    ],
)
def test_positions_touching_only_zones_out_of_play_are_refused(n, refused, accepted):
    s = do(staking_start(n), LiftFlag(UW))
    for position in refused:
        assert_illegal(s, PlaceFlag(position), position, "in play")
    for position in accepted:
        assert do(s, PlaceFlag(position)).flags[position] == s.to_move


def test_five_players_may_use_every_position():
    s = do(staking_start(5), LiftFlag(UW))
    for position in ["C1", "C3", "C5", "C16", "C18", "C20"]:
        assert PlaceFlag(position) in legal_actions(s)


def test_an_occupied_position_is_refused():
    s = staking_start(2)
    first = s.to_move
    s = do(s, LiftFlag(SI), PlaceFlag("C8"), LiftFlag(SI))
    assert s.to_move != first
    assert_illegal(s, PlaceFlag("C8"), "C8", f"player {first}")
    assert PlaceFlag("C8") not in legal_actions(s)


def test_a_lifted_flag_must_be_placed_before_another_is_lifted():
    s = do(staking_start(2), LiftFlag(SI))
    assert_illegal(s, LiftFlag(RMF), "lifted")
    assert all(isinstance(a, PlaceFlag) for a in legal_actions(s))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_each_player_stakes_four_flags_in_turn_order_and_keeps_one_on_an_area(n):
    s = staking_start(n, seed=n)
    order = s.turn_order[:]
    asked = []
    while s.phase == STAKE:
        asked.append(s.to_move)
        s = do(s, legal_actions(s)[-1])  # lift from the last area still holding a flag
        s = do(s, legal_actions(s)[0])
    assert asked == order * 4
    for p in range(n):
        assert sum(1 for o in s.flags.values() if o == p) == 4
        assert sum(1 for a in ACTION_AREAS if p in s.action_flags[a]) == 1


# ---- triggered actions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "n, keepers, triggered",
    [
        (2, 1, True),
        (2, 2, False),
        (3, 1, True),
        (3, 2, False),
        (3, 3, False),
        (4, 1, True),
        (4, 2, True),
        (4, 3, False),
        (5, 1, True),
        (5, 2, True),
        (5, 3, False),
    ],
)
def test_an_action_is_triggered_by_one_flag_or_by_up_to_two_with_four_or_five_players(n, keepers, triggered):
    # `keepers` players keep their last flag on Rare Mineral Find; its winners get a clear gem.
    s = situation(n, STAKE, discard=["9a"])
    keep = {p: (RMF if p < keepers else SYN) for p in range(n)}
    s = quick_stake(s, keep)
    clear = [s.players[p].gems["clear"] for p in range(n)]
    if triggered:
        assert clear == [1 if p < keepers else 0 for p in range(n)]
        assert s.clear_pool == 6 - keepers
    else:
        assert clear == [0] * n and s.clear_pool == 6


def test_an_area_left_without_flags_is_not_triggered():
    # Nobody keeps a flag on Stolen Intelligence or Engineering Advance: neither phase happens.
    s = situation(2, STAKE, discard=["9a"], gems={0: "blue blue blue"})
    s = quick_stake(s, {0: RMF, 1: SYN})
    assert s.phase == BUILD and s.round == 1


def test_winners_act_in_reverse_turn_order():
    s = situation(4, STAKE, order=[2, 0, 3, 1], discard=["9a", "9b"])
    s = quick_stake(s, {0: EA, 1: EA, 2: SYN, 3: UW})
    assert s.phase == ENGINEERING_ADVANCE
    assert s.pending == [1, 0]
    s = do(s, Pass())
    assert s.phase == ENGINEERING_ADVANCE and s.to_move == 0


def test_stolen_intelligence_comes_first_right_after_staking():
    s = situation(5, STAKE, order=[4, 3, 2, 1, 0], zones={8: ("blue", 3)})
    s = quick_stake(s, {0: SYN, 1: SI, 2: UW, 3: SI, 4: RMF})
    assert s.phase == STOLEN_INTELLIGENCE
    assert s.pending == [1, 3]  # reverse turn order
    # Claims come after it: the zone still holds its gems.
    assert s.zone_gems[8] == {"blue": 3}


# ---- Stolen Intelligence --------------------------------------------------------------------


def si_situation(**kw):
    flags = {"C7": 0, "R7-8": 0, "C6": 0, "C4": 0, "C9": 1, "X8-14": 1, "C12": 1, "R12-17": 1}
    return situation(
        2, STOLEN_INTELLIGENCE, order=[1, 0], keep={0: SI, 1: EA}, flags=flags, zones=RICH, discard=["9a"], **kw
    )


def test_stolen_intelligence_winner_may_lift_any_own_flag_or_pass():
    s = si_situation()
    assert s.to_move == 0
    assert set(legal_actions(s)) == {Pass(), LiftFlag("C7"), LiftFlag("R7-8"), LiftFlag("C6"), LiftFlag("C4")}
    assert_illegal(s, LiftFlag("C9"))  # player 1's flag
    assert_illegal(s, LiftFlag("C8"))  # no flag there


def test_stolen_intelligence_destinations_touch_no_zone_holding_three_gems():
    s = do(si_situation(), LiftFlag("C7"))
    allowed = places(s)
    # Zones 8 and 13 hold 3 gems: nothing touching them.
    for position in ["C8", "R7-8", "R3-8", "X2-8", "R8-13", "X7-13", "C13", "R13-14", "X12-18"]:
        assert position not in allowed
    assert_illegal(s, PlaceFlag("R8-9"), "R8-9", "3 or more gems")
    # Zones with 2 or 1 gems (7, 2, 11) do not block.
    for position in ["R6-7", "R2-7", "X1-7", "C11", "C2", "R11-12", "X6-12"]:
        assert position in allowed
    # Every destination is empty, in play, and touches no zone holding 3 or more gems.
    for position in allowed:
        assert position not in s.flags
        zones = set(POSITION_ZONES[position])
        assert not zones <= INACTIVE[2]
        assert not zones & {8, 13}
    # The flag's own position is not "another" position; occupied and out-of-play ones neither.
    for position in ["C7", "C9", "C3", "C18"]:
        assert position not in allowed
        assert_illegal(s, PlaceFlag(position), position)


def test_stolen_intelligence_moves_the_flag_before_the_claims():
    s = si_situation()
    # Zone 7 (2 black): player 0 has C7 and R7-8 there, player 1 nothing.
    s = do(s, LiftFlag("C4"), PlaceFlag("R2-7"))
    assert s.flags.get("C4") is None and s.flags["R2-7"] == 0
    assert sum(1 for o in s.flags.values() if o == 0) == 4
    # Claims ran: zone 2 (2 yellow) now has player 0's R2-7 only -> player 0 takes it.
    assert s.zone_gems[2] == {} and s.players[0].gems["yellow"] == 2


def test_stolen_intelligence_may_be_declined():
    s = si_situation()
    flags = dict(s.flags)
    s = do(s, Pass())
    assert s.flags == flags
    assert s.phase == ENGINEERING_ADVANCE


def test_stolen_intelligence_counts_the_zones_as_they_are_at_that_moment():
    # Zone 7 holding 3 gems blocks its positions; holding 2 it does not.
    blocked = do(si_situation(), LiftFlag("C4"))
    assert PlaceFlag("R6-7") in legal_actions(blocked)
    rich7 = {**RICH, 7: ("black", 3)}
    flags = {"C7": 0, "R7-8": 0, "C6": 0, "C4": 0, "C9": 1, "X8-14": 1, "C12": 1, "R12-17": 1}
    s = situation(2, STOLEN_INTELLIGENCE, order=[1, 0], keep={0: SI, 1: EA}, flags=flags, zones=rich7, discard=["9a"])
    s = do(s, LiftFlag("C4"))
    assert PlaceFlag("R6-7") not in legal_actions(s)
    assert_illegal(s, PlaceFlag("R6-7"), "R6-7")


def test_two_stolen_intelligence_winners_move_in_reverse_turn_order():
    flags = {
        "C2": 0,
        "C4": 0,
        "C6": 0,
        "C10": 0,
        "C11": 1,
        "C15": 1,
        "C17": 1,
        "C19": 1,
        "R1-2": 2,
        "R3-4": 2,
        "R4-5": 2,
        "R5-10": 2,
        "R6-11": 3,
        "R10-15": 3,
        "R11-16": 3,
        "R15-20": 3,
    }
    s = situation(
        4,
        STOLEN_INTELLIGENCE,
        order=[0, 1, 2, 3],
        keep={0: SI, 1: SYN, 2: SI, 3: UW},
        flags=flags,
        zones={8: ("blue", 3)},
    )
    assert s.pending == [2, 0]
    s = do(s, LiftFlag("R1-2"), PlaceFlag("C7"))
    assert s.to_move == 0
    assert PlaceFlag("C7") not in legal_actions(do(s, LiftFlag("C2")))


def test_a_stolen_intelligence_winner_with_no_destination_is_skipped(monkeypatch):
    """With 4 flags a player at most 20 flags are on the board while 22 or more positions
    touch no centre zone, so a real game always has a destination. Make every zone holding
    a gem count as "rich" instead: with all zones in play seeded, nowhere is allowed."""
    monkeypatch.setattr(staking, "RICH_ZONE_GEMS", 1)
    s = choose_rows(new_game(2, 6))
    s = quick_stake(s, {s.turn_order[0]: SI, s.turn_order[1]: EA})
    # The Stolen Intelligence winner is skipped; the game goes on to Engineering Advance.
    assert s.phase == ENGINEERING_ADVANCE
    assert s.to_move == s.turn_order[1]

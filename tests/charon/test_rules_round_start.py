"""RULES.md 4.0: replacing duplicate cards and the secret choice of the common row."""

from game.charon import ChooseRowCard, Pass, ReplaceDuplicates, legal_actions, new_game, view
from game.charon.state import CHOOSE_ROW, HIDDEN, REPLACE
from tests.situations import assert_illegal, check, do, finish_round, round_end, situation


def replace_options(state):
    return {a.cards if isinstance(a, ReplaceDuplicates) else "pass" for a in legal_actions(state)}


# ---- duplicates --------------------------------------------------------------------------


def test_a_player_dealt_a_value_they_built_may_replace_it():
    # Player 0 built a 7 and is dealt 7c (top of the deck) at the start of round 2.
    s = round_end(2, order=[0, 1], built={0: ["7a"]}, deck=["2a", "7c"], discard=["9a"])
    s = finish_round(s)
    assert s.round == 2 and s.phase == REPLACE and s.to_move == 0
    assert replace_options(s) == {"pass", ("7c",)}


def test_only_cards_dealt_this_round_count_as_duplicates():
    # 5b was already in player 0's hand from an earlier round: it is not offered.
    s = round_end(2, order=[0, 1], built={0: ["7a", "5a"]}, hands={0: ["5b"]}, deck=["2a", "7c"], discard=["9a"])
    s = finish_round(s)
    assert s.phase == REPLACE and s.to_move == 0
    assert replace_options(s) == {"pass", ("7c",)}


def test_a_player_without_duplicates_is_not_asked():
    # Player 0 (first in turn order) has none; player 1 has one.
    s = round_end(2, order=[0, 1], built={1: ["2e"]}, deck=["2a", "3b", "3a", "4a"], discard=["9a"])
    s = finish_round(s)
    assert s.players[1].hand == ["3a", "2a"]
    assert s.phase == REPLACE and s.to_move == 1
    assert replace_options(s) == {"pass", ("2a",)}


def test_players_replace_in_turn_order():
    s = situation(
        3,
        REPLACE,
        round=2,
        order=[2, 0, 1],
        built={0: ["7a"], 2: ["4a"]},
        hands={0: ["7c", "3a"], 1: ["5a", "5b"], 2: ["4c", "6a"]},
        dealt={0: ["7c", "3a"], 1: ["5a", "5b"], 2: ["4c", "6a"]},
        discard=["9a", "9b"],
    )
    assert s.to_move == 2
    s = do(s, Pass())
    assert s.to_move == 0  # player 1 has no duplicate and is skipped after player 0
    s = do(s, Pass())
    assert s.phase == CHOOSE_ROW


def test_any_subset_of_the_duplicates_may_be_replaced():
    s = situation(
        2,
        REPLACE,
        round=2,
        built={0: ["7a", "5a"]},
        hands={0: ["7c", "5c", "3a"]},
        dealt={0: ["7c", "5c", "3a"]},
        discard=["9a", "9b", "10a"],
    )
    assert replace_options(s) == {"pass", ("5c",), ("7c",), ("5c", "7c")}


def test_no_more_duplicates_replaced_than_the_discard_pile_holds():
    s = situation(
        2, REPLACE, round=2, built={0: ["7a", "5a"]}, hands={0: ["7c", "5c"]}, dealt={0: ["7c", "5c"]}, discard=["9a"]
    )
    assert replace_options(s) == {"pass", ("5c",), ("7c",)}
    assert_illegal(s, ReplaceDuplicates(("5c", "7c")))


def test_no_replacement_when_the_discard_pile_is_empty():
    # Player 0 is dealt 7c, a duplicate, but the discard pile is empty: nothing to draw.
    s = round_end(2, order=[0, 1], built={0: ["7a"]}, deck=["2a", "7c"], discard=[])
    s = finish_round(s)
    assert s.phase == CHOOSE_ROW and s.to_move == 0
    assert "7c" in s.players[0].hand


def test_replacements_come_from_the_discard_pile_and_duplicates_go_onto_it():
    s = situation(
        2, REPLACE, round=2, built={0: ["7a"]}, hands={0: ["7c", "3a"]}, dealt={0: ["7c", "3a"]}, discard=["9a"]
    )
    s = do(s, ReplaceDuplicates(("7c",)))
    assert sorted(s.players[0].hand) == ["3a", "9a"]
    assert s.discard == ["7c"]


def test_replacing_two_duplicates_draws_two():
    s = situation(
        2,
        REPLACE,
        round=2,
        built={0: ["7a", "5a"]},
        hands={0: ["7c", "5c"]},
        dealt={0: ["7c", "5c"]},
        discard=["9a", "10b", "11c"],
    )
    s = do(s, ReplaceDuplicates(("7c", "5c")))
    hand = s.players[0].hand
    assert len(hand) == 2 and set(hand) < {"9a", "10b", "11c"}
    assert len(s.discard) == 3 and {"7c", "5c"} < set(s.discard)


def _offered_the_7c_duplicate(discard):
    """Round 2: player 0 built a 7 and was dealt the 7c, a duplicate they may replace from
    `discard`; player 1 was dealt the 2a."""
    return situation(
        2,
        REPLACE,
        round=2,
        built={0: ["7a"]},
        hands={0: ["7c"], 1: ["2a"]},
        dealt={0: ["7c"], 1: ["2a"]},
        discard=discard,
    )


def test_a_replacement_that_is_again_a_duplicate_is_kept():
    s = do(_offered_the_7c_duplicate(["7d"]), ReplaceDuplicates(("7c",)))
    assert s.players[0].hand == ["7d"]  # a 7 again, and kept
    assert s.discard == ["7c"]
    assert s.phase == CHOOSE_ROW  # player 0 is not offered a second replacement


def test_declining_keeps_the_duplicate():
    s = do(_offered_the_7c_duplicate(["9a"]), Pass())
    assert s.players[0].hand == ["7c"] and s.discard == ["9a"]
    assert s.phase == CHOOSE_ROW


def test_only_offered_duplicates_may_be_replaced():
    s = situation(
        2, REPLACE, round=2, built={0: ["7a"]}, hands={0: ["7c", "3a"]}, dealt={0: ["7c", "3a"]}, discard=["9a"]
    )
    assert_illegal(s, ReplaceDuplicates(("3a",)))


# ---- the secret common-row choice ----------------------------------------------------------


def test_row_cards_are_chosen_in_turn_order():
    s = new_game(4, 8)
    asked = []
    while s.phase == CHOOSE_ROW:
        asked.append(s.to_move)
        assert set(legal_actions(s)) == {ChooseRowCard(c) for c in s.players[s.to_move].hand}
        s = do(s, legal_actions(s)[-1])
    assert asked == new_game(4, 8).turn_order


def test_the_chosen_card_leaves_the_hand_at_once_and_stays_secret():
    s = situation(3, CHOOSE_ROW, round=2, order=[1, 2, 0], hands={0: ["2a", "3a"], 1: ["4a", "5a"], 2: ["6a", "7a"]})
    s = do(s, ChooseRowCard("5a"))
    assert s.players[1].hand == ["4a"]
    assert s.common_row == []  # nothing is revealed yet
    assert view(s, 1).row_choices == {1: "5a"}
    assert view(s, 2).row_choices == {1: HIDDEN}
    assert view(s, 0).row_choices == {1: HIDDEN}
    assert view(s, 2).players[1].hand == [HIDDEN]  # hand sizes are public, cards are not
    s = do(s, ChooseRowCard("7a"))
    assert view(s, 0).row_choices == {1: HIDDEN, 2: HIDDEN}
    assert s.common_row == []
    s = do(s, ChooseRowCard("3a"))
    # Revealed together, in turn order.
    assert s.common_row == ["5a", "7a", "3a"]
    assert view(s, 0).common_row == ["5a", "7a", "3a"]
    assert s.row_choices == {}
    assert [p.hand for p in s.players] == [["2a"], ["4a"], ["6a"]]


def test_a_player_with_an_empty_hand_chooses_nothing():
    s = situation(3, CHOOSE_ROW, round=2, order=[0, 1, 2], hands={0: ["2a"], 1: [], 2: ["6a"]})
    s = do(s, ChooseRowCard("2a"))
    assert s.to_move == 2
    s = do(s, ChooseRowCard("6a"))
    assert s.common_row == ["2a", "6a"]


def test_only_a_card_in_your_hand_may_go_to_the_row():
    s = situation(2, CHOOSE_ROW, round=2, hands={0: ["2a"], 1: ["6a"]})
    assert_illegal(s, ChooseRowCard("6a"), "6a", "hand")
    assert_illegal(s, ChooseRowCard("9e"), "9e")
    check(s)

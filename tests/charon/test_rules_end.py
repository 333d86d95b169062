"""RULES.md 5 (end and winner) and the engine's refusal of illegal actions."""

import pytest

from game.charon import (
    Build,
    ChooseRowCard,
    EndTurn,
    IllegalAction,
    LiftFlag,
    Pass,
    PlaceFlag,
    ReturnGem,
    Synchrotron,
    TakeCard,
    Trade,
    apply,
    legal_actions,
    new_game,
    scores,
    to_json,
    view,
    winners,
)
from game.charon.cards import CARD_VALUE
from game.charon.state import BUILD, CHOOSE_ROW, KEEP_GEMS, OVER, STAKE
from tests.situations import SI, UW, assert_illegal, check, choose_rows, do, situation


def finished(n=2, built=None):
    return situation(n, OVER, round=4, pending=[], built=built or {})


# ---- scores and winners --------------------------------------------------------------------


def test_score_is_the_sum_of_the_built_cards_values():
    s = finished(3, {0: ["12a", "7c", "2b"], 1: ["5a"], 2: []})
    assert scores(s) == [21, 5, 0]
    assert winners(s) == [0]


def test_highest_score_wins_not_the_highest_card():
    s = finished(2, {0: ["12a"], 1: ["6a", "4a", "3a"]})
    assert scores(s) == [12, 13]
    assert winners(s) == [1]


def test_a_tie_goes_to_the_highest_card():
    s = finished(2, {0: ["10a", "5a"], 1: ["8a", "7a"]})
    assert scores(s) == [15, 15]
    assert winners(s) == [0]


def test_a_tie_goes_to_the_next_highest_card_and_so_on():
    s = finished(2, {0: ["8a", "4a", "3a"], 1: ["8b", "5b", "2b"]})
    assert scores(s) == [15, 15]
    assert winners(s) == [1]
    s = finished(3, {0: ["9a", "6a", "4a", "2a"], 1: ["9b", "6b", "5b"], 2: ["9c", "6c", "3c", "2c"]})
    assert scores(s) == [21, 20, 20]
    assert winners(s) == [0]


def test_players_still_tied_share_the_win():
    s = finished(3, {0: ["9a", "6a"], 1: ["5b"], 2: ["9c", "6c"]})
    assert winners(s) == [0, 2]
    s = finished(4, {})
    assert winners(s) == [0, 1, 2, 3]


def test_more_cards_do_not_win_a_tie_decided_earlier_in_the_lists():
    """(The pinned "more cards win a tie that lasts to the end of the shorter list" can never
    decide a game: with equal scores one list cannot be the start of the other, as every
    card is worth at least 2.) Card by card: 9 = 9, then 6 beats 4."""
    s = finished(2, {0: ["9a", "6a"], 1: ["9b", "4b", "2b"]})
    assert scores(s) == [15, 15]
    assert winners(s) == [0]
    s = finished(2, {0: ["9a", "4a", "2a"], 1: ["9b", "6b"]})
    assert winners(s) == [1]


def test_a_whole_game_ends_after_round_4_with_the_scores_of_the_built_cards():
    s = new_game(3, 21)
    seen_rounds = set()
    while not s.is_over:
        seen_rounds.add(s.round)
        options = legal_actions(s)
        builds = [a for a in options if isinstance(a, Build)]
        s = do(s, builds[0] if builds else options[-1] if s.phase != BUILD else options[0])
    assert seen_rounds == {1, 2, 3, 4}
    assert s.phase == OVER and s.round == 4
    assert legal_actions(s) == []
    assert scores(s) == [sum(CARD_VALUE[c] for c in p.built) for p in s.players]
    best = max(scores(s))
    assert all(scores(s)[w] == best for w in winners(s))
    for p in s.players:  # never two cards of a value
        values = [CARD_VALUE[c] for c in p.built]
        assert len(values) == len(set(values))
    check(s)


# ---- illegal actions -----------------------------------------------------------------------


def test_an_illegal_action_is_refused_with_what_and_why_and_changes_nothing():
    s = new_game(2, 3)
    assert s.phase == CHOOSE_ROW
    message = assert_illegal(s, PlaceFlag("C8"), "no flag has been lifted")
    assert f"player {s.to_move}" in message and "common row" in message
    assert issubclass(IllegalAction, ValueError)


@pytest.mark.parametrize(
    "action, words",
    [
        (EndTurn(), ["common row"]),
        (Pass(), ["common row"]),
        (LiftFlag(SI), ["common row"]),
        (Build("2a"), ["2a"]),
        (TakeCard("12a"), ["common row"]),
        (ReturnGem("blue"), ["gems"]),
        (Trade(("blue", "blue", "blue"), "green"), ["gems"]),
    ],
)
def test_actions_of_another_phase_are_refused(action, words):
    s = new_game(2, 3)
    assert_illegal(s, action, *words)


def test_staking_refusals_say_why():
    s = choose_rows(new_game(2, 3))
    assert s.phase == STAKE
    assert_illegal(s, PlaceFlag("C8"), "no flag has been lifted")
    assert_illegal(s, LiftFlag("C8"))  # not an action area
    s = do(s, LiftFlag(UW))
    assert_illegal(s, LiftFlag(SI), "already lifted")
    assert_illegal(s, PlaceFlag("C1"), "C1", "in play")
    s = do(s, PlaceFlag("C8"), LiftFlag(UW))
    assert_illegal(s, PlaceFlag("C8"), "C8", "already holds")


def test_building_refusals_say_why():
    s = situation(
        2, BUILD, gems={0: "blue blue green", 1: "black black black"}, hands={0: ["2a", "7c"]}, built={0: ["7a"]}
    )
    assert_illegal(s, Build("7c"), "value 7")
    assert_illegal(s, Build("2a"), "2a")
    assert_illegal(s, Build("9a"), "9a", "hand")
    assert_illegal(s, Trade(("black", "black", "black"), "blue"), "gems")
    assert_illegal(s, Synchrotron("blue", "green", 1))
    assert_illegal(s, ChooseRowCard("2a"), "2a")


def test_keep_gems_refusal():
    s = situation(2, KEEP_GEMS, gems={0: "blue blue blue"})
    assert_illegal(s, ReturnGem("black"), "gems")
    assert_illegal(s, EndTurn())  # returning down to the limit is not optional


def test_nothing_is_legal_once_the_game_is_over():
    s = finished(2, {0: ["2a"]})
    assert legal_actions(s) == []
    assert_illegal(s, EndTurn(), "over")
    assert_illegal(s, Pass(), "over")


def test_actions_do_not_apply_to_a_players_view():
    s = new_game(2, 3)
    seen = view(s, s.to_move)
    before = to_json(s)
    with pytest.raises(IllegalAction):
        apply(seen, legal_actions(seen)[0])
    assert to_json(s) == before


def test_something_that_is_not_an_action_is_refused():
    s = new_game(2, 3)
    before = to_json(s)
    with pytest.raises(IllegalAction) as refused:
        apply(s, "pass")
    assert "not an action" in str(refused.value)
    assert to_json(s) == before


def test_a_legal_action_does_not_change_the_state_it_is_applied_to():
    s = new_game(3, 12)
    while not s.is_over and s.round == 1:
        before = to_json(s)
        after = apply(s, legal_actions(s)[-1])
        assert to_json(s) == before
        s = after

"""Undo at a hot-seat table of 6 Billion: a player takes back their own moves of the turn being
played, down to what hidden information allows, and Ctrl+Z's refusal names what stopped it."""

from game.sixbillion import DrawDeck, NoDiscard, legal_actions
from tests.web.sixbillion.at_the_table import at_the_action_step, card


def test_the_last_action_of_a_turn_is_taken_back_at_the_discard_step():
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    start = [line.text for line in s.visible_log()]
    s.act(card(s, "new_colony_self_2.dollar"))
    after_first = [line.text for line in s.visible_log()]
    s.act(card(s, "migrants_self_12.dollar"))  # nobody can answer Migrants; the discard step follows
    assert s.state.step == "discard" and s.can_undo()
    s.undo()
    assert s.state.step == "actions" and [line.text for line in s.visible_log()] == after_first
    assert s.can_undo()
    s.undo()
    assert [line.text for line in s.visible_log()] == start and not s.can_undo()
    assert "this turn has none yet" in s.undo_refused()


def test_keeping_ones_hand_is_taken_back_but_not_a_draw():
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))
    s.act(card(s, "migrants_self_12.dollar"))
    s.act(NoDiscard())
    assert s.state.step == "draw" and s.can_undo()
    s.act(DrawDeck())
    assert not s.can_undo()
    assert s.undo_refused() == "Nothing to undo: a move that drew or revealed something cannot be taken back."


def test_after_a_move_the_others_could_answer_the_refusal_says_so():
    # Bob holds a card that cancels a doubling: the table is asked whether anyone answers.
    s = at_the_action_step([["new_colony_self_2.dollar", "double_self.dollar"], ["pestilence.dollar"]])
    s.act(card(s, "double_self.dollar"))
    assert s.reaction_screen().kind == "anyone"
    s.close_moment()  # "Nobody answers"
    assert s.needs_handoff() == 0  # a public moment: Ann takes the device back
    s.confirm_handoff()
    assert s.state.to_move == 0 and s.legal()
    assert not s.can_undo()
    assert "could answer" in s.undo_refused()
    assert "drew or revealed" not in s.undo_refused()
    # and the move after it is Ann's own again: taken back down to that barrier
    s.act(card(s, "new_colony_self_2.dollar"))
    assert s.can_undo()
    s.undo()
    assert not s.can_undo() and "could answer" in s.undo_refused()
    assert legal_actions(s.state)

"""One frame per change (charon_ui.frame): the page draws the board, fills the action panel
and answers the pointer from one frame, so a click lists the legal actions once and a mouse
move never does. The counter below is what would notice a redraw path that computes them again."""

import sys

import pytest

from charon_ui.session import Session
from game.charon import legal_actions
from shell.players import Players


@pytest.fixture
def counted(monkeypatch):
    """Each time the front end lists the legal actions (in any charon_ui module), counted."""
    calls = []

    def counting(state):
        calls.append(state)
        return legal_actions(state)

    for name, module in list(sys.modules.items()):
        if name.startswith("charon_ui") and getattr(module, "legal_actions", None) is legal_actions:
            monkeypatch.setattr(module, "legal_actions", counting)
    return calls


def _redraw(s: Session) -> None:
    """What the page reads of the game for one redraw: the board, the panel, Undo, shortcuts."""
    frame = s.frame()
    s.highlights(), s.screen_view(), s.legal(), s.can_undo(), frame.highlights, frame.can_undo()


def test_a_click_lists_the_legal_actions_once_and_mouse_moves_never(counted):
    s = Session.new("g", Players(["Ann", "Bob"], ["red", "white"]), 42)
    s.confirm_handoff()
    _redraw(s)
    assert len(counted) == 1
    card = s.state.players[s.to_move].hand[0]
    for _ in range(20):  # the pointer moving over the board: hit-testing reads the frame
        s.click(("card", "hand", card)), s.click(("zone", 3)), s.highlights()
    assert len(counted) == 1
    action, _ = s.click(("card", "hand", card))
    s.act(action)  # the click: one action, then the page redrawn
    _redraw(s)  # the hand-off screen: nothing offered, nothing listed
    assert len(counted) == 1
    s.confirm_handoff()  # the next player has the device
    _redraw(s)
    _redraw(s)
    assert len(counted) == 2 and counted[-1] is s.state


def test_the_frame_follows_each_change(counted):
    s = Session.new("g", Players(["Ann", "Bob"], ["red", "white"]), 7)
    before = s.frame()
    assert before.handoff == s.to_move and before.legal == [] and not before.private
    assert counted == []  # nothing offered before the device is handed over: nothing listed
    s.confirm_handoff()  # the device passed: a new frame, the mover's hand shown
    frame = s.frame()
    assert frame is not before and frame.private and frame.legal == legal_actions(s.state)
    s.act(frame.legal[0])
    after = s.frame()
    assert after.state is s.state and after is not frame
    assert s.frame() is after  # unchanged game: the same frame


def test_a_click_on_an_action_area_lifts_its_flag_or_says_why_not():
    """Issue 38: a click on an action area (its name or its box) takes the flag as the panel's
    button does; where no flag can be taken, the click says why instead of doing nothing."""
    from charon_ui.frame import Frame
    from charon_ui.theme import area_title
    from game.charon import LiftFlag, apply, start
    from game.charon.state import STAKE

    state, _ = start(2, 7)
    while state.phase != STAKE:
        state = apply(state, legal_actions(state)[0])
    frame = Frame.make(state, state, True, True, None, None)
    mover = state.to_move
    mine = [a for a, owners in state.action_flags.items() if mover in owners]
    action, hint = frame.click(("area", mine[0]))
    assert action == LiftFlag(mine[0]) and hint == ""
    lifted = apply(state, action)
    action, hint = Frame.make(lifted, lifted, True, True, None, None).click(("area", mine[1]))
    assert action is None and hint.startswith("first place the flag from") and area_title(mine[0]) in hint

"""A game on the page (charon_ui.session): hot-seat hand-offs, clicks that become actions, and
the log that never shows one player's secret to the others (saves: test_shell_saves.py)."""

from functools import partial

from charon_ui.describe import card_text, group_actions
from game.charon import EndTurn, action_to_json, legal_actions
from tests.web.conftest import charon_session

_session = partial(charon_session, names=("Ann", "Bob"), game_id="g1")


def test_handoff_before_every_change_of_player():
    s = _session()
    assert s.needs_handoff() == s.to_move and s.legal() == []
    s.confirm_handoff()
    while not s.state.is_over:
        assert s.needs_handoff() is None
        actions = s.legal()
        s.act(actions[0] if not isinstance(actions[-1], EndTurn) else actions[-1])
        if s.needs_handoff() is not None:
            assert s.to_move != s.shown_player
            s.confirm_handoff()
    assert s.needs_handoff() is None
    assert any("game is over" in line.text for line in s.log)


def test_clicks_become_the_matching_legal_action():
    s = _session()
    s.confirm_handoff()
    card = s.state.players[s.to_move].hand[0]
    action, _ = s.click(("card", "hand", card))
    assert action_to_json(action) == {"type": "choose_row_card", "card": card}
    assert s.click(("zone", 3)) == (None, "")


def test_labels_groups_and_log_never_leak_a_row_choice():
    s = _session()
    s.confirm_handoff()
    card = s.state.players[s.to_move].hand[0]
    action, _ = s.click(("card", "hand", card))
    mover = s.to_move
    lines = s.act(action)
    public = " ".join(line.text for line in lines if line.audience is None)
    assert card_text(card) not in public and card not in public
    assert any(card_text(card) in line.text for line in lines if line.audience == mover)
    groups = group_actions(legal_actions(s.state), s.state)
    assert groups and all(label for _, items in groups for label, _ in items)

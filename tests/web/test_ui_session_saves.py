"""The URL, the set-up form, hot-seat hand-offs, clicks and the log (saves: test_shell_saves.py)."""

import pytest

from charon_ui.describe import action_label, card_text, final_summary, group_actions, zone_explanation
from charon_ui.session import Session
from charon_ui.setup import SetupError, parse_query, setup_from_form
from game.charon import EndTurn, action_to_json, legal_actions, new_game
from shell.players import Players


def _session(seed=42, names=("Ann", "Bob")):
    return Session.new("g1", Players(list(names), ["red", "white"][: len(names)]), seed)


def test_url_parsing():
    setup = parse_query("?players=human,human,human&seed=42", 7)
    assert setup.seats == ["human"] * 3 and setup.seed == 42
    assert parse_query("", 7) is None
    assert parse_query("?players=human,human", 7).seed == 7
    for bad in ("?players=human", "?players=human,robot", "?players=human,human&seed=x", "?players=human,ai:3"):
        with pytest.raises(SetupError):
            parse_query(bad, 7)


def test_query_decoding_matches_urllib():
    from urllib.parse import parse_qs as reference

    from shell.url import parse_qs

    for q in ("players=human,human&seed=42", "names=Ann%20B,%C3%89lo+D&x=&y", "a=1&a=2", "%zz=%4"):
        assert parse_qs(q) == {k: v for k, v in reference(q, keep_blank_values=True).items()}
    setup = parse_query("?players=human,human&names=%C3%89lo,Bob", 1)
    assert setup.players.names == ["Élo", "Bob"]


def test_setup_form():
    setup = setup_from_form([" Ann ", ""], ["teal", "gold"], "", 9)
    assert setup.players.names == ["Ann", "Player 2"] and setup.seed == 9
    with pytest.raises(SetupError, match="colour"):
        setup_from_form(["a", "b"], ["red", "red"], "", 1)
    with pytest.raises(SetupError, match="same name"):
        setup_from_form(["a", "a"], ["red", "white"], "", 1)


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


def test_building_labels_show_the_payment():
    state = new_game(2, 1)
    from game.charon import Build

    assert "clear" in action_label(Build("4a", ("black",)), state)


def test_zone_explanation_and_summary():
    s = new_game(2, 3)
    s.flags = {"R7-8": 0, "X1-7": 1}
    text = zone_explanation(s, 7, ["Ann", "Bob"])
    assert "road" in text and "Ann" in text
    assert "out of play" in zone_explanation(s, 1, ["Ann", "Bob"])
    s.players[0].built = ["9a", "3a"]
    s.players[1].built = ["9b", "2a", "2b"][:2]  # 11 points vs 12
    s.players[1].built = ["9b", "3b"]  # 12 - 12: same values, shared
    summary = final_summary(s, ["Ann", "Bob"])
    assert summary["winners"] == [0, 1] and "share" in summary["tie_break"]
    s.players[1].built = ["8a", "4a"]  # 12 - 12; 9 beats 8
    summary = final_summary(s, ["Ann", "Bob"])
    assert summary["winners"] == [0] and "tie-break" in summary["tie_break"]


def test_table_in_words_shows_only_the_viewers_hand():
    from charon_ui.describe import table_summary
    from game.charon import view

    s = new_game(2, 1)
    text = " ".join(table_summary(view(s, 0), ["Ann", "Bob"], True))
    assert all(card_text(card) in text for card in s.players[0].hand)
    assert not any(card_text(card) in text for card in s.players[1].hand if card not in s.players[0].hand)
    hidden = " ".join(table_summary(view(s, 0), ["Ann", "Bob"], False))
    assert "Ann's hand" not in hidden


def test_an_action_area_says_what_it_does_and_when_it_triggers():
    from charon_ui.describe import area_explanation

    two = area_explanation(new_game(2, 1), "underground_warehouse")
    assert two.startswith("Underground Warehouse: trade 2 for 1, keep 6 gems.")
    assert "exactly one flag is left on it" in two and "2 flags are on it now" in two
    assert "one or two flags are left on it" in area_explanation(new_game(4, 1), "synchrotron")

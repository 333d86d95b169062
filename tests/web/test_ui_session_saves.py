"""Saves over a key-value storage, imports, the URL, hot-seat hand-offs and the log."""

import json

import pytest

from charon_ui.describe import action_label, card_text, final_summary, group_actions, zone_explanation
from charon_ui.saves import (
    GAME,
    META,
    ImportRefused,
    MemoryStorage,
    Players,
    SaveStore,
    StorageFull,
    export_text,
    import_text,
)
from charon_ui.session import Session, SetupError, parse_query, setup_from_form
from game.charon import EndTurn, action_to_json, from_json, legal_actions, new_game, to_json


def _session(seed=42, names=("Ann", "Bob")):
    return Session.new("g1", Players(list(names), ["red", "white"][: len(names)]), seed)


def test_save_and_load_round_trip():
    store = SaveStore(MemoryStorage())
    s = _session()
    store.save("g1", s.state, s.players, s.log_texts(), 5.0)
    assert store.storage.get(GAME + "g1") == to_json(s.state)  # the value is the engine's to_json
    assert store.current() == "g1"
    entry = store.load("g1")
    assert entry.ok and to_json(entry.state) == to_json(s.state)
    assert entry.players.names == ["Ann", "Bob"] and entry.log == s.log_texts()


def test_a_corrupt_entry_is_reported_and_nothing_else_is_touched():
    storage = MemoryStorage()
    store = SaveStore(storage)
    s = _session()
    store.save("good", s.state, s.players, s.log_texts(), 2.0)
    storage.set(GAME + "bad", '{"format": "charon-inc-save"}')
    storage.set(META + "bad", "{{{")
    storage.set(GAME + "worse", "not json")
    storage.set("other-app:key", "theirs")
    before = dict(storage.data)
    entries = {e.game_id: e for e in store.entries()}
    assert entries["good"].ok
    assert not entries["bad"].ok and entries["bad"].error
    assert not entries["worse"].ok and "JSON" in entries["worse"].error
    assert storage.data == before  # reading never writes
    store.delete("bad")
    assert GAME + "bad" not in storage.data and GAME + "good" in storage.data
    assert storage.get("other-app:key") == "theirs"


def test_a_full_storage_raises_and_keeps_the_previous_save():
    storage = MemoryStorage(quota=12_000)
    store = SaveStore(storage)
    s = _session()
    store.save("g1", s.state, s.players, s.log_texts(), 1.0)
    saved = storage.get(GAME + "g1")
    s.act(legal_actions(s.state)[0])
    with pytest.raises(StorageFull):
        store.save("g1", s.state, s.players, s.log_texts() + ["x" * 100] * 200, 2.0)  # past the quota
    assert from_json(storage.get(GAME + "g1"))  # still a loadable game
    assert storage.get(GAME + "g1") in (saved, to_json(s.state))


def test_export_import_round_trip_and_bare_saves():
    s = _session()
    text = export_text(s.state, s.players, s.log_texts())
    state, players, log = import_text(text)
    assert to_json(state) == to_json(s.state) and players.names == ["Ann", "Bob"] and log == s.log_texts()
    state, players, _ = import_text(to_json(s.state))
    assert players.names == ["Player 1", "Player 2"]


@pytest.mark.parametrize(
    "text, why",
    [
        ("", "not JSON"),
        ("[1, 2]", "not a Charon"),
        ('{"format": "other"}', "not a Charon"),
        (json.dumps({"format": "charon-inc-export", "game": {"format": "charon-inc-save"}}), "not a Charon"),
    ],
)
def test_bad_imports_are_refused_with_a_reason(text, why):
    with pytest.raises(ImportRefused, match=why):
        import_text(text)


def test_odd_names_from_a_file_fall_back_to_defaults():
    assert Players.from_data({"names": ["a", 3]}, 2).names == ["Player 1", "Player 2"]
    assert Players.from_data({"names": ["x" * 99, "b"], "colours": ["red", "red"]}, 2).colours == ["red", "white"]


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

    from charon_ui.session import parse_qs

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

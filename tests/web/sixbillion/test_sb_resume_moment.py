"""A reload inside a reaction window: the saved game and the moment the page kept resume the
same screen (who claimed, whose passes were given, the pause shown), not a moment started afresh."""

import json

from game.sixbillion import from_json, to_json
from shell.storage import MemoryStorage
from shell.store import SaveStore
from shell.transfer import export_text, import_text
from sixbillion_ui.game_kind import SIXBILLION
from sixbillion_ui.session import Session
from tests.web.sixbillion.at_the_table import SAME_SIZE_DEALS, freely_doubled, played_through, shown


def reloaded(session: Session, moment: dict | None) -> Session:
    """The game as a reload finds it: its save read back, and the moment the page kept."""
    kept = json.loads(json.dumps(moment))
    return Session.resume(session.game_id, from_json(to_json(session.state)), session.players, [], kept)


def moments(seats, seed, kinds):
    """Each point of a game where the screen shows one of `kinds` in a reaction window."""
    for s in played_through(seats, seed, 3000):
        if s.state.window is not None and s.reaction_screen().kind in kinds:
            yield s


def test_a_claimant_s_private_moment_resumes_as_it_was():
    seen = 0
    for s in moments(["human"] * 3, 3, ("private",)):
        again = reloaded(s, s.moment_record())
        assert again.reaction_screen() == s.reaction_screen()
        assert again.legal() == s.legal() or again.needs_handoff() == s.reaction_screen().player
        seen += 1
    assert seen > 3


def test_the_sole_human_s_answer_resumes_without_a_second_pause():
    seen = 0
    for s in moments(["human", "ai:easy", "ai:easy"], 1, ("private",)):
        again = reloaded(s, s.moment_record())
        assert again.reaction_screen() == s.reaction_screen() and again.legal() == s.legal()
        seen += 1
    assert seen > 0


def test_a_moment_kept_for_another_game_or_point_is_not_used():
    for s in moments(["human"] * 3, 3, ("private",)):
        record = s.moment_record()
        assert reloaded(s, {**record, "game": "other"}).asking != s.asking or not s.asking.claims
        assert reloaded(s, {**record, "at": record["at"] - 1}).asking == reloaded(s, None).asking
        assert reloaded(s, {**record, "asking": "damaged"}).asking == reloaded(s, None).asking
        break


def test_the_moment_is_part_of_the_record_and_of_an_exported_file():
    # Kept under a key of its own, the moment was lost by an export; now the record and the
    # file carry it (shell.records' `table`), and a game imported under a new id resumes it.
    store = SaveStore(MemoryStorage(), SIXBILLION)
    for s in moments(["human"] * 3, 3, ("private",)):
        if not s.asking.claims:
            continue
        store.open_new(s.game_id)
        store.save(s.game_id, s.state, s.players, s.log_texts(), 1.0, s.table_data())
        assert sorted(store.storage.keys()) == ["sixbillion:current", "sixbillion:record:g"]  # no key beside it
        game = store.load(s.game_id).game
        again = Session.resume(s.game_id, game.state, game.players, game.log)
        assert again.asking != s.asking  # without the kept detail: the moment afresh
        again.restore_table(game.table)
        assert again.asking == s.asking and again.reaction_screen() == s.reaction_screen()
        imported = import_text(SIXBILLION, export_text(SIXBILLION, s.state, s.players, [], s.table_data()))
        copy = Session.resume("another-id", imported.state, imported.players, imported.log)
        copy.restore_table(imported.table)
        assert copy.asking == s.asking
        # a record of an older page (no `table`) still loads; a damaged one says why
        record = json.loads(store.storage.get("sixbillion:record:g"))
        del record["table"]
        store.storage.set("sixbillion:record:g", json.dumps(record))
        assert store.load("g").ok and store.load("g").game.table == {}
        store.storage.set("sixbillion:record:g", json.dumps({**record, "table": [1]}))
        assert "table's detail" in store.load("g").error
        return
    raise AssertionError("no claimed moment found")


def test_a_reload_during_a_moment_shows_the_table_as_its_event_was_announced():
    # Where nobody could answer, the engine had already doubled the token: the reloaded page
    # still shows the attempt pending, as before the reload and as where someone could answer.
    screens = []
    for hands in SAME_SIZE_DEALS:
        s = freely_doubled(hands)
        s.claim(2)  # Cleo claims the device, and is told privately that nothing of hers answers
        again = reloaded(s, s.moment_record())
        assert shown(again) == shown(s)
        screens.append(shown(again))
    assert screens[0] == screens[1]
    assert screens[0]["moment"][:2] == ("private", 2)

"""The page shell's saved games (web/shell), with Charon as the game: one record per game,
full storage, two tabs, damaged records, saves of the older page, undo of a delete, files."""

import ast
import json
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest

from charon_ui.game_kind import CHARON
from charon_ui.session import Session
from game.charon import EndTurn, from_json, legal_actions, new_game, to_json
from shell.listing import entry_words, played_text, seat_labels
from shell.records import fingerprint
from shell.storage import MemoryStorage, StorageFull
from shell.store import SaveStore, StaleSave
from shell.transfer import NOTICE, ImportRefused, export_text, import_text
from tests.web.conftest import charon_session

T0 = 1_800_000_000.0
WEB = Path(__file__).resolve().parents[2] / "web"


_session = partial(
    charon_session, seats=("human", "ai:medium", "ai:easy"), names=("Ann", "Ben", "Cy"), game_id="unsaved"
)


def _play(s, moves):
    for _ in range(moves):
        actions = legal_actions(s.state)
        s.act(actions[-1] if isinstance(actions[-1], EndTurn) else actions[0])


def _store(storage=None):
    return SaveStore(storage if storage is not None else MemoryStorage(), CHARON)


def _new(store, s, now=T0, imported=""):
    s.game_id = store.new_id(now)
    store.open_new(s.game_id, imported)
    store.save(s.game_id, s.state, s.players, s.log_texts(), now)
    return s.game_id


def test_a_game_is_one_record_under_one_key_and_reloads_whole():
    store, s = _store(), _session(seed=123456789012345678901234567890)  # a 30-digit seed from a URL
    _new(store, s)
    _play(s, 5)
    store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 60)
    # one record per game, and the pointer to the game to resume, which the store alone writes
    assert sorted(store.storage.keys()) == ["charon:current", f"charon:record:{s.game_id}"]
    assert store.current() == s.game_id
    record = json.loads(store.storage.get(f"charon:record:{s.game_id}"))
    assert record["save"] == to_json(s.state) and record["revision"] == 2 and record["id"] == s.game_id
    entry = _store(store.storage).load(s.game_id)
    assert entry.ok and to_json(entry.game.state) == to_json(s.state)
    assert entry.game.players == s.players  # names, colours, seats and the bot seed
    assert entry.game.players.bot_seed == 123456789012345678901234567890
    assert entry.game.log == s.log_texts() and entry.updated == T0 + 60


def test_a_full_storage_writes_nothing_and_the_next_save_still_works():
    storage = MemoryStorage()
    store, s = _store(storage), _session()
    _new(store, s)
    before = dict(storage.data)
    storage.quota = sum(len(k) + len(v) for k, v in storage.data.items()) + 10  # no room to grow
    _play(s, 3)
    log = s.log_texts() + ["a long line of the log " * 4] * 30
    with pytest.raises(StorageFull):
        store.save(s.game_id, s.state, s.players, log, T0 + 1)
    assert storage.data == before  # the save is whole: the previous one, as it was
    storage.quota = None  # room again (the player exported and deleted another game)
    store.save(s.game_id, s.state, s.players, log, T0 + 2)
    entry = store.load(s.game_id)
    assert to_json(entry.game.state) == to_json(s.state) and entry.game.log == log
    assert entry.game.revision == 2


def test_two_tabs_on_one_game_never_overwrite_each_others_moves():
    storage = MemoryStorage()
    tab_a, tab_b = _store(storage), _store(storage)
    s = _session(seats=("human", "human", "human"))
    _new(tab_a, s)
    a = Session(s.game_id, s.state, s.players, list(s.log))
    entry = tab_b.load(s.game_id)
    b = Session.resume(s.game_id, entry.game.state, entry.game.players, entry.game.log)
    tab_a.open(tab_a.load(s.game_id))
    tab_b.open(entry)
    for _ in range(6):  # six moves in tab A
        _play(a, 1)
        tab_a.save(a.game_id, a.state, a.players, a.log_texts(), T0 + 1)
    assert tab_b.changed_elsewhere(b.game_id) == "changed"  # what the page checks on a storage event
    _play(b, 1)  # one move in tab B
    with pytest.raises(StaleSave) as stale:
        tab_b.save(b.game_id, b.state, b.players, b.log_texts(), T0 + 2)
    assert not stale.value.deleted
    assert to_json(tab_b.load(a.game_id).game.state) == to_json(a.state)  # A's six moves are kept
    copy = Session(b.game_id, b.state, b.players, list(b.log))  # B's move is kept too, as a new game
    _new(tab_b, copy, T0 + 3)
    assert to_json(tab_b.load(copy.game_id).game.state) == to_json(b.state)
    assert len(tab_b.entries()) == 2
    # Or B takes A's moves and plays on from there.
    tab_b.open(tab_b.load(a.game_id))
    assert tab_b.changed_elsewhere(a.game_id) == ""
    _play(a, 1)
    tab_b.save(a.game_id, a.state, a.players, a.log_texts(), T0 + 4)
    assert tab_a.changed_elsewhere(a.game_id) == "changed"


def test_a_save_the_page_did_not_write_is_built_on_again_and_still_finds_another_tabs():
    # The worker page's store writes ahead into its mirror of the page's storage; when the page
    # refuses the write, the store is told, and its next save builds on what was really written.
    storage = MemoryStorage()
    store, s = _store(storage), _session(seats=("human", "human", "human"))
    key = store.record_key(_new(store, s))
    written = storage.data[key]
    _play(s, 1)
    store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 1)  # the mirror took it...
    storage.data[key] = written  # ...the page refused it: the mirror is the page's again
    store.unwritten(key, written)
    assert store.changed_elsewhere(s.game_id) == ""
    store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 2)
    assert json.loads(storage.data[key])["revision"] == 2  # the next after what was written, none skipped
    # refused because another tab had written first (its storage event not heard yet): the
    # store builds on what it knew, and so finds the record changed
    mine = storage.data[key]
    _play(s, 1)
    store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 3)  # the mirror took it...
    theirs = json.loads(mine)
    theirs["revision"] += 1
    storage.data[key] = json.dumps(theirs)  # ...the page holds the other tab's save
    store.unwritten(key, mine)
    assert store.changed_elsewhere(s.game_id) == "changed"
    with pytest.raises(StaleSave):
        store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 4)


def test_a_game_deleted_in_another_tab_is_not_silently_recreated():
    storage = MemoryStorage()
    tab_a, tab_b = _store(storage), _store(storage)
    s = _session()
    _new(tab_a, s)
    tab_b.open(tab_b.load(s.game_id))
    tab_b.delete(s.game_id)
    assert tab_a.changed_elsewhere(s.game_id) == "deleted"
    with pytest.raises(StaleSave) as stale:
        tab_a.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 1)
    assert stale.value.deleted and storage.data == {}


def _record(store, s):
    return json.loads(store.storage.get(f"charon:record:{s.game_id}"))


@pytest.mark.parametrize(
    "damage, reason",
    [
        (lambda r: "{{{", "not JSON"),
        (lambda r: json.dumps([1, 2]), "not a saved game"),
        (lambda r: json.dumps({**r, "game": "six-billion"}), "not a Charon, Inc. game"),
        (lambda r: json.dumps({**r, "id": "another"}), "belongs to another game"),
        (lambda r: json.dumps({**r, "revision": "7"}), "revision"),
        (lambda r: json.dumps({**r, "players": {**r["players"], "seats": ["human", "ai:god", "ai:easy"]}}), "ai:god"),
        (lambda r: json.dumps({**r, "players": {**r["players"], "seats": ["human", "human"]}}), "who plays"),
        (lambda r: json.dumps({**r, "players": {**r["players"], "names": ["Ann", "Ben"]}}), "3 players but 2 names"),
        (lambda r: json.dumps({**r, "players": "{}"}), "players are missing"),
        (lambda r: json.dumps({**r, "players": {**r["players"], "bot_seed": "x"}}), "seed"),
        (lambda r: json.dumps({**r, "save": r["save"].replace('"round":1', '"round":9')}), "round"),
        (lambda r: json.dumps({**r, "save": to_json(new_game(2, 1))}), "2 players but 3 names"),
        (lambda r: json.dumps({k: v for k, v in r.items() if k != "save"}), "game itself is missing"),
    ],
)
def test_a_damaged_record_is_listed_with_the_reason_and_never_half_used(damage, reason):
    storage = MemoryStorage()
    store, s, good = _store(storage), _session(), _session(seed=7)
    _new(store, s, T0)
    _new(store, good, T0 + 5)
    storage.set(f"charon:record:{s.game_id}", damage(_record(store, s)))
    storage.set("other-app:key", "theirs")
    before = dict(storage.data)
    entries = {e.game_id: e for e in store.entries()}
    assert entries[good.game_id].ok
    bad = entries[s.game_id]
    assert not bad.ok and bad.game is None and reason in bad.error, bad.error
    assert storage.data == before  # reading never writes
    assert "cannot be loaded" in entry_words(CHARON, bad, T0, None).detail
    store.delete(s.game_id)
    assert [e.game_id for e in store.entries()] == [good.game_id] and storage.get("other-app:key") == "theirs"


def test_a_huge_foreign_key_gives_a_short_reason():
    store, s = _store(), _session()
    _new(store, s)
    record = _record(store, s)
    save = json.loads(record["save"])
    save["x" * 100_000] = 1
    store.storage.set(f"charon:record:{s.game_id}", json.dumps({**record, "save": json.dumps(save)}))
    entry = store.load(s.game_id)
    assert not entry.ok and len(entry.error) <= 160


def _old_page_save(storage, game_id, s, meta=None):
    """What the page wrote before records: the engine's save and a meta key beside it."""
    storage.set(f"charon:game:{game_id}", to_json(s.state))
    if meta is None:
        meta = {"players": s.players.to_data() | {"bot_seed": 77}, "log": s.log_texts(), "updated": T0}
    storage.set(f"charon:meta:{game_id}", meta if isinstance(meta, str) else json.dumps(meta))


def test_saves_of_the_older_page_are_listed_resumed_and_rewritten_as_records():
    storage = MemoryStorage()
    s = _session()
    _play(s, 4)
    _old_page_save(storage, "old1", s)
    storage.set("charon:current", "old1")
    store = _store(storage)
    entry = store.load("old1")
    assert (
        entry.ok and entry.game.players.seats == ["human", "ai:medium", "ai:easy"] and entry.game.log == s.log_texts()
    )
    store.migrate_old_saves(T0 + 100)
    assert sorted(storage.data) == ["charon:current", "charon:record:old1"]
    entry = store.load(store.current())
    assert to_json(entry.game.state) == to_json(s.state) and entry.game.players.bot_seed == 77
    assert entry.game.log == s.log_texts() and entry.updated == T0 and entry.game.revision == 1
    store.open(entry)
    _play(s, 1)
    store.save("old1", s.state, s.players, s.log_texts(), T0 + 200)
    assert store.load("old1").game.revision == 2


def test_a_full_storage_leaves_older_saves_as_they_are_and_they_still_resume():
    storage = MemoryStorage()
    s = _session()
    _old_page_save(storage, "old1", s)
    storage.quota = sum(len(k) + len(v) for k, v in storage.data.items())
    before = dict(storage.data)
    store = _store(storage)
    store.migrate_old_saves(T0)
    assert storage.data == before
    entry = store.load("old1")
    assert entry.ok and entry.old_layout
    store.open(entry)
    storage.quota = None
    store.save("old1", s.state, s.players, s.log_texts(), T0 + 1)  # the first save moves it to a record
    assert sorted(storage.data) == ["charon:record:old1"]


@pytest.mark.parametrize(
    "meta, reason",
    [
        ("not json at all", "damaged"),
        ({"players": {"names": ["Ann", "Ben"], "colours": ["red", "white"]}}, "3 players but 2"),  # another game's
        ({"players": {"names": list("ABC"), "colours": ["red", "white", "blue"], "seats": ["ai:x"] * 3}}, "ai:x"),
        ({"log": []}, "players are missing"),
    ],
)
def test_a_damaged_older_save_is_reported_and_left_alone(meta, reason):
    storage = MemoryStorage()
    s = _session()
    _old_page_save(storage, "old1", s, meta)
    before = dict(storage.data)
    store = _store(storage)
    store.migrate_old_saves(T0)
    entry = store.load("old1")
    assert not entry.ok and reason in entry.error, entry.error
    assert storage.data == before


def test_older_saves_without_seats_are_all_human_and_a_lone_meta_key_is_reported():
    storage = MemoryStorage()
    s = _session(seats=("human", "human"), names=("Ann", "Ben"))
    _old_page_save(storage, "old1", s, {"players": {"names": ["Ann", "Ben"], "colours": ["red", "white"]}, "log": []})
    storage.set("charon:meta:lost", json.dumps({"players": {}, "updated": T0}))
    store = _store(storage)
    assert store.load("old1").game.players.seats == ["human", "human"]
    assert "missing" in store.load("lost").error


def test_delete_can_be_undone():
    store, s, other = _store(), _session(), _session(seed=9)
    _new(store, other)
    _new(store, s, T0 + 1)
    store.set_current(s.game_id)
    deleted = store.delete(s.game_id)
    assert [e.game_id for e in store.entries()] == [other.game_id] and store.current() is None
    store.restore(deleted)
    assert store.current() == s.game_id
    assert to_json(store.load(s.game_id).game.state) == to_json(s.state)


def test_export_says_it_holds_every_hand_and_imports_back_whole():
    s = _session(seed=10**29 + 3)
    text = export_text(CHARON, s.state, s.players, s.log_texts())
    data = json.loads(text)
    assert data["notice"] == NOTICE and "every player's hand" in NOTICE
    assert all(card in text for p in s.state.players for card in p.hand)
    imported = import_text(CHARON, text)
    assert (
        to_json(imported.state) == to_json(s.state) and imported.players == s.players and imported.log == s.log_texts()
    )
    bare = import_text(CHARON, to_json(s.state))  # a bare engine save: default names, all human
    assert bare.players.names == ["Player 1", "Player 2", "Player 3"] and bare.players.seats == ["human"] * 3


def test_importing_the_same_file_twice_is_detected_even_after_playing_on():
    store, s = _store(), _session()
    text = export_text(CHARON, s.state, s.players, s.log_texts())
    imported = import_text(CHARON, text)
    assert store.find_copy(imported.fingerprint) is None
    again = Session.resume("", imported.state, imported.players, imported.log)
    game_id = _new(store, again, T0, imported=imported.fingerprint)
    assert store.find_copy(import_text(CHARON, text).fingerprint).game_id == game_id
    _play(again, 3)
    store.save(game_id, again.state, again.players, again.log_texts(), T0 + 1)
    assert store.find_copy(import_text(CHARON, text).fingerprint).game_id == game_id
    # A game exported and imported into the same browser while it is still listed, too.
    mine = _session(seed=5)
    _new(store, mine)
    mine_file = export_text(CHARON, mine.state, mine.players, mine.log_texts())
    assert store.find_copy(import_text(CHARON, mine_file).fingerprint).game_id == mine.game_id
    assert fingerprint(to_json(mine.state)) == import_text(CHARON, mine_file).fingerprint


@pytest.mark.parametrize(
    "text, why",
    [
        ("", "not JSON"),
        ("[1, 2]", "not a Charon"),
        ('{"format": "other"}', "not a Charon"),
        (json.dumps({"format": "charon-inc-export", "game": {"format": "charon-inc-save"}}), "not a Charon"),
        (
            json.dumps({"format": "charon-inc-export", "game": json.loads(to_json(new_game(2, 1))), "players": {}}),
            "names are missing",
        ),
        (
            json.dumps(
                {
                    "format": "charon-inc-export",
                    "game": json.loads(to_json(new_game(2, 1))),
                    "players": {"names": ["A", "B"], "colours": ["red", "white"], "seats": ["human", "robot"]},
                }
            ),
            "robot",
        ),
        (to_json(__import__("game.charon", fromlist=["view"]).view(new_game(2, 1), 0)), "one player's view"),
    ],
)
def test_bad_imports_are_refused_with_a_reason(text, why):
    with pytest.raises(ImportRefused, match=why):
        import_text(CHARON, text)


def test_games_list_words():
    store, s = _store(), _session()
    _new(store, s, T0)
    entry = store.load(s.game_id)
    words = entry_words(CHARON, entry, T0 + 300, s.game_id)
    assert words.title == "Ann, Medium bot 2, Easy bot 3" and words.current
    assert words.detail == "round 1 of 4 · played 5 minutes ago"
    assert not entry_words(CHARON, entry, T0, "other").current
    finished = _session(seats=("human", "human", "ai:hard"))
    while not finished.state.is_over:
        _play(finished, 1)
    _new(store, finished, T0)
    points = __import__("game.charon", fromlist=["scores"]).scores(finished.state)
    detail = entry_words(CHARON, store.load(finished.game_id), T0, None).detail
    assert detail.startswith(f"final scores: Ann {points[0]}, Ben {points[1]}, Hard bot 3 {points[2]} · ")
    assert seat_labels(finished.players) == ["Ann", "Ben", "Hard bot 3"]


def test_played_times_read_naturally():
    assert played_text(T0, T0 + 5) == "played just now"
    assert played_text(T0, T0 + 61) == "played 1 minute ago"
    assert played_text(T0, T0 + 3000) == "played 50 minutes ago"
    assert played_text(T0, T0 + 40 * 86400).startswith("played on ")
    assert played_text(0, T0) == "never saved"


def test_the_shell_never_imports_a_game():
    code = (
        "import sys, shell.store, shell.transfer, shell.listing; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('game', 'charon_ui')))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=WEB, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    # The browser side of the shell runs only in Pyodide: its imports are read, not run.
    for source in sorted((Path(WEB) / "shell").glob("*.py")):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and not n.level}
        games = {name for name in names if name.split(".")[0] in ("game", "charon_ui", "charon_page")}
        assert not games, f"{source.name} imports {games}"


def test_saves_of_the_engine_load_as_they_were():
    store, s = _store(), _session()
    _new(store, s)
    saved = json.loads(store.storage.get(f"charon:record:{s.game_id}"))["save"]
    assert to_json(from_json(saved)) == saved


def test_two_tabs_writing_the_same_revision_at_once_are_still_told():
    storage = MemoryStorage()
    tab_a, tab_b = _store(storage), _store(storage)
    s = _session()
    _new(tab_a, s)
    tab_b.open(tab_b.load(s.game_id))
    other = Session(s.game_id, s.state, s.players, list(s.log))
    _play(s, 1)
    _play(other, 2)
    tab_a.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 1)
    key = f"charon:record:{s.game_id}"
    written_by_a = storage.get(key)
    # B checked before A wrote, and writes the same revision right after: A must notice.
    record = json.loads(written_by_a)
    storage.set(key, json.dumps({**record, "save": to_json(other.state)}))  # the same revision number
    assert tab_a.changed_elsewhere(s.game_id) == "changed"


def test_the_list_is_not_checked_again_while_records_are_unchanged():
    store, s = _store(), _session()
    _new(store, s)
    first = store.entries()[0]
    assert store.entries()[0] is first  # the same check: no second replay of the history
    _play(s, 1)
    store.open(store.load(s.game_id))
    store.save(s.game_id, s.state, s.players, s.log_texts(), T0 + 1)
    again = store.entries()[0]
    assert again is not first and to_json(again.game.state) == to_json(s.state)
    assert store.load(s.game_id).game.state is not again.game.state  # a state of its own to play


def test_an_older_page_save_of_engine_version_1_still_migrates_and_plays_on():
    storage = MemoryStorage()
    s = _session()
    _play(s, 3)
    engine_save = json.loads(to_json(s.state))
    v1 = {k: v for k, v in engine_save.items() if k not in ("seed", "history", "built_this_turn")} | {"version": 1}
    storage.set("charon:game:old1", json.dumps(v1))
    storage.set("charon:meta:old1", json.dumps({"players": s.players.to_data(), "log": s.log_texts(), "updated": T0}))
    store = _store(storage)
    store.migrate_old_saves(T0 + 1)
    entry = store.load("old1")
    assert entry.ok and sorted(storage.data) == ["charon:record:old1"]
    store.open(entry)
    resumed = Session.resume("old1", entry.game.state, entry.game.players, entry.game.log)
    _play(resumed, 1)
    store.save("old1", resumed.state, resumed.players, resumed.log_texts(), T0 + 2)
    assert to_json(store.load("old1").game.state) == to_json(resumed.state)
    # Its position could never be checked against a history: the list says so, after playing on too.
    words = entry_words(CHARON, store.load("old1"), T0 + 62, None)
    assert words.caution == OLDER and words.detail == f"round 1 of 4 · {OLDER} · played 1 minute ago"
    assert json.loads(json.loads(storage.get("charon:record:old1"))["save"])["version"] == 1


OLDER = "made by an older version; its position could not be checked"


def _version_1(state) -> str:
    data = json.loads(to_json(state))
    del data["seed"], data["history"], data["built_this_turn"]
    return json.dumps({**data, "version": 1})


def test_a_version_1_game_is_marked_in_the_list_and_when_imported_never_as_checked():
    s = _session()
    _play(s, 4)
    store = _store()
    _new(store, s)
    assert entry_words(CHARON, store.load(s.game_id), T0, None).caution == ""  # a game with its history
    assert import_text(CHARON, export_text(CHARON, s.state, s.players, s.log_texts())).caution == ""
    older = import_text(CHARON, _version_1(s.state))  # a bare save of an older version
    assert older.caution == OLDER
    exported = export_text(CHARON, older.state, older.players, older.log)
    again = import_text(CHARON, exported)  # its export, imported elsewhere: still unchecked
    assert again.caution == OLDER and json.loads(exported)["game"]["version"] == 1
    copy = Session.resume("unsaved", again.state, again.players, [])
    _new(store, copy, T0 + 5)
    listed = {e.game_id: entry_words(CHARON, e, T0 + 10, None) for e in store.entries()}
    assert listed[copy.game_id].caution == OLDER and OLDER in listed[copy.game_id].detail
    assert OLDER not in listed[s.game_id].detail


def test_a_current_save_stripped_of_its_history_is_damaged_and_refused_on_import():
    """Issue 39: seed and history set to null, and a card swapped between a hand and the deck,
    used to load in the list and through an import."""
    data = json.loads(to_json(new_game(2, seed=1)))
    data["seed"] = data["history"] = None
    hand, deck = data["players"][0]["hand"], data["deck"]
    hand[0], deck[-1] = deck[-1], hand[0]
    with pytest.raises(ImportRefused, match="no seed and history"):
        import_text(CHARON, json.dumps(data))
    store, s = _store(), _session()
    game_id = _new(store, s)
    key = f"charon:record:{game_id}"
    record = json.loads(store.storage.get(key))
    store.storage.set(key, json.dumps({**record, "save": json.dumps(data)}))
    entry = store.load(game_id)
    assert not entry.ok and "no seed and history" in entry.error

"""The Games list names each saved game's game: the saves of the page's other games are read
from their records without their engines, and resumed on their own game's page."""

import json

from charon_ui.game_kind import CHARON
from charon_ui.session import Session
from game.charon import new_game
from shell.other_games import drop_resume, other_saves, replay_asked, resume_asked, resume_link, setup_asked
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore

T0 = 1_700_000_000.0


def never_over(game: str, save: str) -> bool:
    return False


def _record(game: str, game_id: str, names: list[str], seats: list[str], updated: float) -> str:
    players = {"names": names, "colours": ["x"] * len(names), "seats": seats, "bot_seed": "1"}
    return json.dumps(
        {
            "format": "saved-game",
            "game": game,
            "id": game_id,
            "revision": 1,
            "updated": updated,
            "players": players,
            "save": "{}",
            "imported": "",
            "log": [],
        }
    )


def test_other_games_saves_are_listed_latest_first_each_with_its_game():
    storage = MemoryStorage()
    storage.set("toy:record:a", _record("toy", "a", ["Ann", "Bo"], ["human", "ai:hard"], T0 - 7200))
    storage.set("toy:record:b", _record("toy", "b", ["Cy", "Di"], ["human", "human"], T0 - 30))
    storage.set("toy:current", "b")
    storage.set("toy:record:c", _record("toy", "other-id", ["E", "F"], ["human", "human"], T0))  # id differs from key
    storage.set("toy:record:d", "not json")
    storage.set("toy:record:e", _record("chess", "e", ["G", "H"], ["human", "human"], T0))  # another game's record
    storage.set("unknown:record:f", _record("unknown", "f", ["I", "J"], ["human", "human"], T0))
    charon = SaveStore(storage, CHARON)
    charon.open_new("g1", "")
    charon.save("g1", new_game(2, 1), Players(["Zed", "Yo"], ["red", "white"]), [], T0)  # the page's own game
    saves = other_saves(storage, {"toy": "Toy"}, T0, never_over)
    assert [(s.game, s.game_id, s.title, s.game_title) for s in saves] == [
        ("toy", "b", "Cy, Di", "Toy"),
        ("toy", "a", "Ann, Hard bot 2", "Toy"),
    ]
    assert saves[0].detail == "played just now"
    assert other_saves(storage, {}, T0, never_over) == []  # one game on the page: nothing else to list


def test_a_save_of_another_game_is_resumed_on_its_own_page():
    storage = MemoryStorage()
    storage.set("toy:record:b", _record("toy", "b", ["Cy", "Di"], ["human", "human"], T0))
    (save,) = other_saves(storage, {"toy": "Toy"}, T0, never_over)
    link = resume_link(save, "hu")
    assert link == "?game=toy&resume=b&lang=hu" and resume_asked(link) == "b"
    assert drop_resume(link) == "?game=toy&lang=hu" and drop_resume("?resume=b") == "" and resume_asked("") == ""
    link = resume_link(save, None, replay=True)  # a finished game, watched again on its own page
    assert link == "?game=toy&replay=b" and replay_asked(link) == "b" and resume_asked(link) == ""
    assert drop_resume(link) == "?game=toy"


def test_charons_own_saves_load_as_before_beside_another_games():
    storage = MemoryStorage()
    store = SaveStore(storage, CHARON)
    s = Session.new("g1", Players(["Ann", "Bob"], ["red", "white"]), 5)
    store.open_new("g1", "")
    store.save("g1", s.state, s.players, s.log_texts(), T0)
    storage.set("toy:record:b", _record("toy", "b", ["Cy", "Di"], ["human", "human"], T0))
    assert [e.game_id for e in store.entries()] == ["g1"] and store.load("g1").ok


def test_a_link_asks_for_the_set_up_and_a_reload_does_not():
    assert setup_asked("?game=sixbillion&setup=1&lang=hu") and not setup_asked("?game=sixbillion")
    assert drop_resume("?game=sixbillion&setup=1&lang=hu") == "?game=sixbillion&lang=hu"

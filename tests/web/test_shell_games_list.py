"""The Games list (shell.games_list) on the page's DOM: a finished game is listed as finished
with its result and offers its results and its replay, never "Resume"; an unfinished one is
resumed. For every game of the registry, through its kind's `is_over` (no game named here)."""

import importlib
import json
from typing import Any

import pytest

from charon_ui.game_kind import CHARON
from game.charon import new_game as new_charon
from game.sixbillion import new_game as new_sixbillion
from game.sixbillion.simulate import random_playout
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore
from sixbillion_ui.game_kind import SIXBILLION
from tests.web.conftest import played_out
from tests.web.page_python import page_python

T0 = 1_800_000_000.0
NAMES, SEATS = ["Ann", "Bob", "Cleo"], ["human", "ai:easy", "ai:easy"]


class Host:
    """The page as the Games list asks it: no game at the table, no other game's saves."""

    def current_game_id(self) -> None:
        return None

    def other_saves(self) -> list[Any]:
        return []


def _sixbillion_over() -> Any:
    state, _generator = random_playout(new_sixbillion(3, 11), 7)
    return state


GAMES = [
    (CHARON, lambda: new_charon(3, 5), lambda: played_out(3, ["greedy", "greedy", "random"])),
    (SIXBILLION, lambda: new_sixbillion(3, 5), _sixbillion_over),
]


@pytest.mark.parametrize(("kind", "playing", "over"), GAMES, ids=[kind.key for kind, *_ in GAMES])
def test_a_finished_game_offers_its_results_not_resume(kind, playing, over):
    store = SaveStore(MemoryStorage(), kind)
    for game_id, state in (("playing", playing()), ("over", over())):
        store.open_new(game_id)
        store.save(game_id, state, Players(NAMES, list(kind.palette[:3]), SEATS), [], T0)
    with page_python() as page:
        games_list = importlib.import_module("shell.games_list")
        messages = importlib.import_module("shell.messages")
        games_list.GamesList(kind, store, messages.Messages(kind.title), Host()).render()

        def entry(game_id: str) -> tuple[str, list[str]]:
            item = page.screen.querySelector(f"#saves li[data-game='{game_id}']")
            assert item is not None
            buttons = [b.textContent for b in item.querySelectorAll("button")]
            return item.textContent, buttons

        words, buttons = entry("over")
        assert "finished" in words and "final scores: Ann " in words
        assert "Resume" not in buttons and buttons[:2] == ["Results", "Replay"]
        words, buttons = entry("playing")
        assert "finished" not in words and "final scores" not in words
        assert buttons[0] == "Resume"


class PageOfCharon(Host):
    """Charon's page, listing 6 Billion's saves from their records (its engine not loaded)."""

    def __init__(self, storage: MemoryStorage, finished_of: Any) -> None:
        self.storage, self.finished_of = storage, finished_of

    def other_saves(self) -> list[Any]:
        other_games = importlib.import_module("shell.other_games")
        return other_games.other_saves(self.storage, {"sixbillion": "6 Billion"}, T0, self.finished_of)


def _listed(storage: MemoryStorage, finished_of: Any) -> dict[str, tuple[str, list[str]]]:
    """Charon's Games list: each 6 Billion save's words and buttons, by its id."""
    with page_python() as page:
        games_list = importlib.import_module("shell.games_list")
        messages = importlib.import_module("shell.messages")
        host = PageOfCharon(storage, finished_of)
        games_list.GamesList(CHARON, SaveStore(storage, CHARON), messages.Messages(CHARON.title), host).render()
        return {
            str(item.dataset.game): (item.textContent, [b.textContent for b in item.querySelectorAll("button")])
            for item in page.screen.querySelectorAll("#saves li[data-kind='sixbillion']")
        }


def _sixbillion_saves() -> MemoryStorage:
    storage = MemoryStorage()
    store = SaveStore(storage, SIXBILLION)
    for game_id, state in (("playing", new_sixbillion(3, 5)), ("over", _sixbillion_over())):
        store.open_new(game_id)
        store.save(game_id, state, Players(NAMES, list(SIXBILLION.palette[:3]), SEATS), [], T0)
    return storage


def test_the_other_games_finished_save_offers_its_results_and_replay_not_resume():
    def no_engine(game: str, save: str) -> bool:
        raise AssertionError("a record saved now says whether its game is over")

    listed = _listed(_sixbillion_saves(), no_engine)
    words, buttons = listed["over"]
    assert "finished" in words and buttons == ["Results", "Replay"]
    words, buttons = listed["playing"]
    assert "finished" not in words and buttons == ["Resume"]


def test_an_older_record_of_the_other_game_is_told_finished_by_its_engine():
    """Saved before records said whether the game is over: the page asks the game's engine."""
    storage = _sixbillion_saves()
    for key in storage.keys():
        if ":record:" in key:
            record = json.loads(storage.get(key) or "")
            del record["finished"]
            storage.set(key, json.dumps(record))
    asked = []

    def engine_says(game: str, save: str) -> bool:
        asked.append(game)
        return bool(SIXBILLION.is_over(SIXBILLION.from_json(save)))

    listed = _listed(storage, engine_says)
    assert listed["over"][1] == ["Results", "Replay"] and listed["playing"][1] == ["Resume"]
    assert asked == ["sixbillion", "sixbillion"]

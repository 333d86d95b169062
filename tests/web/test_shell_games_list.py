"""The Games list (shell.games_list) on the page's DOM: a finished game is listed as finished
with its result and offers its results and its replay, never "Resume"; an unfinished one is
resumed. For every game of the registry, through its kind's `is_over` (no game named here)."""

import importlib
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

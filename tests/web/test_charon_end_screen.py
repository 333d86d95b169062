"""Charon's end screen (charon_page.end_screen): each player's game, folded under their name,
stays as the reader left it when the same end is told again (a switch of language redraws it);
another game's end comes folded."""

import importlib

from shell.players import Players
from tests.web.conftest import played_out
from tests.web.page_python import page_python

PLAYERS = Players(["Ann", "Bob", "Cleo"], ["red", "white", "blue"], ["human", "ai:greedy", "ai:random"])


def test_a_players_game_opened_stays_open_when_the_end_is_told_again():
    game, other = played_out(3, ["greedy", "greedy", "random"]), played_out(4, ["greedy", "greedy", "random"])
    with page_python() as page:
        end_screen = importlib.import_module("charon_page.end_screen")
        messages = importlib.import_module("shell.messages")
        end = end_screen.EndScreen(messages.Messages("Charon, Inc."))
        box = page.screen.getElementById("end-players")

        def folds() -> list[tuple[str, bool]]:
            return [(d.querySelector("summary").textContent, d.open) for d in box.querySelectorAll("details")]

        end.render(game, PLAYERS)
        assert not any(opened for _name, opened in folds())
        box.querySelectorAll("details")[1].open = True  # the reader opens the second player's game
        second = folds()[1][0]
        end.render(game, PLAYERS)  # told again, as a switch of language does
        assert [name for name, opened in folds() if opened] == [second]
        end.render(other, PLAYERS)
        assert not any(opened for _name, opened in folds())

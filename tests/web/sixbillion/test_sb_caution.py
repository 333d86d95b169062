"""A game that began from a set position (a `scenario`: for tests and lessons) is never shown
as an ordinary game: the Games list and an import say what it is (issue 39)."""

from game.sixbillion import from_json, new_game, scenario, to_json
from sixbillion_ui.game_kind import SIXBILLION


def test_a_set_position_says_so_and_a_dealt_game_says_nothing():
    dealt = from_json(to_json(new_game(3, seed=4)))
    placed = from_json(to_json(scenario(3, tracks={"earth": {0: 64}}, scores=[5, 0, 0], step="actions")))
    assert SIXBILLION.caution(dealt) == ""
    assert "set position" in SIXBILLION.caution(placed)

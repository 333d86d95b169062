"""The strict JSON checker both engines' loaders use (game/jsontypes.py): a boolean is not a
number, a number is not a boolean, 1.0 is not 1, and a seed has one spelling."""

import json

import pytest

from game import charon, sixbillion
from game.jsontypes import JSONTypeError, boolean, difference, integer, same, seed, seed_text


def test_integers_and_booleans_are_told_apart():
    assert integer(3, "x", 0, 5) == 3 and boolean(False, "x") is False
    for bad in (True, False, 3.0, -0.0, "3", None, [3]):
        with pytest.raises(JSONTypeError, match="expected an integer"):
            integer(bad, "x", 0, 5)
    for bad in (0, 1, -0.0, 1.0, "false", None):
        with pytest.raises(JSONTypeError, match="expected true or false"):
            boolean(bad, "x")
    with pytest.raises(JSONTypeError, match="outside 0..5"):
        integer(6, "x", 0, 5)


def test_a_seed_has_one_spelling():
    for value in (0, 7, -7, 2009, 2**63 + 12345, -(10**39)):
        assert seed(seed_text(value), "seed") == value
    for bad in ("02009", "-0", "+1", "1.0", " 1", "1e3", "", "٣", 2009, True, "9" * 41):
        with pytest.raises(JSONTypeError):
            seed(bad, "seed")


def test_same_json_means_same_types_at_every_level():
    assert same({"a": [1, {"b": False}]}, {"a": [1, {"b": False}]})
    assert difference({"a": [1, {"b": False}]}, {"a": [1, {"b": 0}]}) == "a[1].b"
    assert difference([1.0], [1]) == "[0]" and difference({"a": 1}, {"a": 1, "b": 2}) == "the whole"
    assert difference(json.loads("-0"), False) == "the whole"  # JSON's -0 is read as 0, an integer


def test_both_engines_refuse_a_boolean_for_an_integer_with_the_checkers_words():
    game = json.loads(charon.to_json(charon.new_game(2, 1)))
    with pytest.raises(charon.SaveError, match="num_players: expected an integer, found bool"):
        charon.from_json(json.dumps({**game, "num_players": True}))
    game = json.loads(sixbillion.to_json(sixbillion.new_game(2, 1)))
    with pytest.raises(sixbillion.SaveError, match="origin.players: expected an integer, found bool"):
        sixbillion.from_json(json.dumps({**game, "origin": {**game["origin"], "players": True}}))

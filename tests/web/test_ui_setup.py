"""A new game asked for by the URL or the set-up form: seats, seed, names, colours; SetupError
says what to fix."""

import pytest

from charon_ui.setup import SetupError, parse_query, setup_from_form


def test_url_parsing():
    setup = parse_query("?players=human,human,human&seed=42", 7)
    assert setup.seats == ["human"] * 3 and setup.seed == 42
    assert parse_query("", 7) is None
    assert parse_query("?players=human,human", 7).seed == 7
    for bad in ("?players=human", "?players=human,robot", "?players=human,human&seed=x", "?players=human,ai:3"):
        with pytest.raises(SetupError):
            parse_query(bad, 7)


def test_setup_form():
    setup = setup_from_form([" Ann ", ""], ["teal", "gold"], "", 9)
    assert setup.players.names == ["Ann", "Player 2"] and setup.seed == 9
    with pytest.raises(SetupError, match="colour"):
        setup_from_form(["a", "b"], ["red", "red"], "", 1)
    with pytest.raises(SetupError, match="same name"):
        setup_from_form(["a", "a"], ["red", "white"], "", 1)

"""A new game asked for by the URL or the set-up form: seats, seed, names, colours; SetupError
says what to fix."""

import pytest

from charon_ui.game_kind import CHARON_TABLE
from shell.players import Players
from shell.records import GameKind
from shell.seating import parse_seat
from shell.setup import SetupError, form_choices, game_in_query, parse_query, same_players, setup_from_form
from shell.table_game import GameWords, TableGame


def test_url_parsing():
    setup = parse_query(CHARON_TABLE, "?players=human,human,human&seed=42", 7)
    assert setup.seats == ["human"] * 3 and setup.seed == 42
    assert parse_query(CHARON_TABLE, "", 7) is None
    assert parse_query(CHARON_TABLE, "?players=human,human", 7).seed == 7
    for bad in ("?players=human", "?players=human,robot", "?players=human,human&seed=x", "?players=human,ai:3"):
        with pytest.raises(SetupError):
            parse_query(CHARON_TABLE, bad, 7)


def test_setup_form():
    setup = setup_from_form(CHARON_TABLE, [" Ann ", ""], ["teal", "gold"], "", 9)
    assert setup.players.names == ["Ann", "Player 2"] and setup.seed == 9
    with pytest.raises(SetupError, match="colour"):
        setup_from_form(CHARON_TABLE, ["a", "b"], ["red", "red"], "", 1)
    with pytest.raises(SetupError, match="same name"):
        setup_from_form(CHARON_TABLE, ["a", "a"], ["red", "white"], "", 1)


# A game the shell has never heard of: 3 to 4 players in two colours of its own. The set-up
# takes everything from its description (shell.table_game), nothing from Charon.
TOY = TableGame(
    GameKind(
        "toy",
        "Toy",
        "toy-export",
        str,
        str,
        ValueError,
        ("green", "black", "pink", "grey"),
        progress=lambda s, n: "",
        caution=lambda s: "",
        parse_seat=parse_seat,
        num_players=lambda s: 3,
        playable=lambda s: "",
    ),
    min_players=3,
    max_players=4,
    words=GameWords("A toy.", "How to play Toy", "The toy's board"),
    colour_names={"green": "green", "black": "black", "pink": "pink", "grey": "grey"},
    default_computer="ai:hard",
)


def test_the_set_up_takes_the_player_counts_and_colours_from_the_game():
    with pytest.raises(SetupError, match="3 to 4"):
        parse_query(TOY, "?players=human,human", 1)
    setup = parse_query(TOY, "?players=human,ai:easy,human&seed=5", 1)
    assert setup.players.colours == ["green", "black", "pink"] and setup.players.names[1] == "Easy bot 2"
    with pytest.raises(SetupError, match="colour"):
        setup_from_form(TOY, ["a", "b", "c"], ["red", "white", "blue"], "", 1)  # Charon's colours are not the toy's
    assert setup_from_form(TOY, ["a", "", "c"], ["pink", "grey", "green"], "", 1).players.names == [
        "a",
        "Player 2",
        "c",
    ]
    choices = form_choices(TOY)
    assert choices["players"] == [3, 4] and choices["computer"] == "ai:hard"
    assert [c for c, _name in choices["colours"]] == ["green", "black", "pink", "grey"]
    assert form_choices(CHARON_TABLE)["players"] == [2, 5]  # index.html's count: from the game, as it was


def test_the_link_names_its_game_or_gets_charon():
    games = {"charon": CHARON_TABLE, "toy": TOY}
    assert game_in_query("?players=human,human", games) == "charon"  # every link made before ?game= existed
    assert game_in_query("?game=Toy&players=human,human", games) == "toy"
    with pytest.raises(SetupError, match="no game 'chess' here; the games are: charon, toy"):
        game_in_query("?game=chess", games)


def test_a_computer_seat_left_with_a_default_human_name_is_named_for_its_level():
    setup = setup_from_form(CHARON_TABLE, ["Ann", "Player 2"], ["red", "white"], "", 1, ["human", "ai:medium"])
    assert setup.players.names == ["Ann", "Medium bot 2"]


def test_the_form_for_the_same_players_again_keeps_every_seat_and_leaves_made_names_to_the_form():
    """Issue 38: New game during a game offered the last set-up's seats, not the game's own."""
    players = Players(["Hard bot 1", "Ann", "Medium bot 3"], ["gold", "red", "teal"], ["ai:hard", "human", "ai:medium"])
    assert same_players(players) == [("", "gold", "ai:hard"), ("Ann", "red", "human"), ("", "teal", "ai:medium")]
    # ...and the form sent as it is filled ("" for its own names) makes the same players.
    names = [name for name, _colour, _seat in same_players(players)]
    again = setup_from_form(CHARON_TABLE, names, players.colours, "", 1, players.seats)
    assert again.players == players and again.players.names == ["Hard bot 1", "Ann", "Medium bot 3"]

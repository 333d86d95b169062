"""6 Billion's optional rule at the table: the Discovery Track asked for by the URL or the set-up
form, offered for 6 Billion only, and kept with the saved game."""

import pytest

from charon_ui.game_kind import CHARON_TABLE
from game.registry import game_info
from game.sixbillion import from_json, to_json
from shell.setup import SetupError, parse_query, setup_from_form
from sixbillion_ui.game_kind import SIXBILLION_TABLE
from sixbillion_ui.session import Session

SEATS = "?game=sixbillion&players=human,ai:easy,ai:easy&seed=4"


def test_the_set_up_offers_the_registry_s_options_for_6_billion_only():
    assert [o.key for o in SIXBILLION_TABLE.options] == [o.key for o in game_info("sixbillion").options]
    assert SIXBILLION_TABLE.option_defaults() == game_info("sixbillion").option_defaults()
    assert CHARON_TABLE.options == ()


def test_the_discovery_track_from_the_url():
    assert parse_query(SIXBILLION_TABLE, SEATS + "&discovery=1", 7).options == {"discovery_track": True}
    assert parse_query(SIXBILLION_TABLE, SEATS + "&discovery=off", 7).options == {"discovery_track": False}
    assert parse_query(SIXBILLION_TABLE, SEATS, 7).options == {"discovery_track": False}
    with pytest.raises(SetupError, match="discovery"):
        parse_query(SIXBILLION_TABLE, SEATS + "&discovery=maybe", 7)
    # Charon has no such rule: the word means nothing to its page
    assert parse_query(CHARON_TABLE, "?players=human,human&discovery=1", 7).options == {}


def test_the_discovery_track_from_the_form():
    names, colours, seats = ["Ann", "", ""], ["red", "blue", "green"], ["human", "ai:easy", "ai:easy"]
    ticked = setup_from_form(SIXBILLION_TABLE, names, colours, "3", 9, seats, {"discovery_track": True})
    assert ticked.options == {"discovery_track": True}
    assert setup_from_form(SIXBILLION_TABLE, names, colours, "3", 9, seats, {}).options == {"discovery_track": False}
    charon = setup_from_form(CHARON_TABLE, ["Ann", "Bob"], ["red", "white"], "", 1, None, {"discovery_track": True})
    assert charon.options == {}


def test_a_game_with_the_discovery_track_keeps_it_in_its_save():
    setup = parse_query(SIXBILLION_TABLE, SEATS + "&discovery=1", 7)
    session = Session.new("g1", setup.players, setup.seed, discovery_track=setup.options["discovery_track"])
    assert session.state.discovery_track
    resumed = Session.resume("g1", from_json(to_json(session.state)), setup.players)
    assert resumed.state.discovery_track and resumed.state.origin["discovery_track"]
    plain = Session.new("g2", setup.players, setup.seed)
    assert not from_json(to_json(plain.state)).discovery_track

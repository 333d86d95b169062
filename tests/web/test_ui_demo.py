"""The embeddable demo's pure parts (shell.demo), with Charon and with 6 Billion."""

import pytest

from charon_ui.game_kind import CHARON_TABLE
from charon_ui.session import Session
from shell import demo
from shell.setup import SetupError


def test_defaults_are_three_bots_at_one_move_a_second():
    config = demo.parse_embed_query(CHARON_TABLE, "", 99)
    assert config.seats == ["ai:easy", "ai:medium", "ai:easy"] and config.seed == 99 and config.speed == 1.0
    assert demo.pace_ms(config.speed) == 1000


def test_url_sets_players_seed_and_speed():
    config = demo.parse_embed_query(CHARON_TABLE, "?players=ai:medium,AI:Easy,ai:hard&seed=7&speed=2", 1)
    assert config.seats == ["ai:medium", "ai:easy", "ai:hard"] and config.seed == 7 and config.speed == 2.0
    assert demo.pace_ms(2.0) == 500
    assert demo.parse_embed_query(CHARON_TABLE, "?speed=100", 1).speed == demo.MAX_SPEED
    assert demo.parse_embed_query(CHARON_TABLE, "?speed=0", 1).speed == demo.MIN_SPEED


@pytest.mark.parametrize(
    "query",
    [
        "?players=human,ai:easy",
        "?players=ai:easy",
        "?players=ai:wizard,ai:easy",
        "?seed=x",
        "?speed=fast",
        "?speed=nan",
    ],
)
def test_bad_urls_are_refused(query):
    with pytest.raises(SetupError):
        demo.parse_embed_query(CHARON_TABLE, query, 1)


def test_next_games_and_words():
    assert demo.next_seed(7) == 8
    assert demo.speed_label(0.5) == "0.5×" and demo.speed_label(2.0) == "2×"
    assert demo.status_text(2, 8, 31, True, False) == "Game 2 · seed 8 · move 31 · paused"
    assert "next game" in demo.status_text(1, 7, 90, False, True)
    players = demo.players_for(CHARON_TABLE, ["ai:easy", "ai:random", "ai:greedy"])
    s = Session.new("demo-1", players, 7)
    assert s.ai_to_move() is not None and s.sole_human is None and s.needs_handoff() is None
    assert s.ai_request()["spec"] in ("ismcts:easy", "random", "greedy")

"""Computer seats: parsing, seeds, what the worker is sent, hand-offs with bots, saves."""

import hashlib
import json

import pytest

from charon_ui.game_kind import CHARON, CHARON_TABLE, DEFAULT_COLOURS
from charon_ui.session import Session
from game.ai.worker import decide
from game.charon import action_from_json, from_json, legal_actions
from shell import i18n, seating
from shell.listing import seat_labels
from shell.players import Players
from shell.setup import SetupError, parse_query, query_pace, setup_from_form
from shell.storage import MemoryStorage
from shell.store import SaveStore
from shell.transfer import export_text, import_text
from tests.web.conftest import charon_session
from tools import i18n as catalogues  # the catalogues at build time (Babel)

_session = charon_session


def _bot_move(s: Session) -> None:
    request = s.ai_request()
    s.act(action_from_json(json.loads(decide(request["game"], request["view"], request["spec"], request["seed"]))))


def test_seats_parse_to_a_canonical_form():
    assert seating.parse_seat(" Human") == "human"
    assert [seating.parse_seat(f"AI:{lvl}") for lvl in seating.LEVELS] == [f"ai:{lvl}" for lvl in seating.LEVELS]
    for bad in ("ai", "ai:", "ai:3", "ai:expert", "robot", "", "ismcts:easy"):
        with pytest.raises(ValueError, match="a seat is 'human' or 'ai:<level>'"):
            seating.parse_seat(bad)
    assert seating.bot_spec("ai:medium") == "ismcts:medium" and seating.bot_spec("ai:greedy") == "greedy"
    assert seating.time_cap("ai:hard") > seating.time_cap("ai:medium") and seating.time_cap("ai:random") is None


def test_charons_bot_seeds_are_those_its_saved_games_were_played_with():
    # the salt "charon-bot" of the seeds before the table served other games
    old = int.from_bytes(hashlib.sha256(b"charon-bot:42:1").digest()[:8], "little") >> 11
    assert seating.bot_seed("charon", 42, 1) == old != seating.bot_seed("sixbillion", 42, 1)


def test_bot_seeds_are_reproducible_per_game_and_seat():
    seeds = {seating.bot_seed("charon", 42, p) for p in range(5)}
    assert len(seeds) == 5 and all(0 <= s < 2**53 for s in seeds)  # exact as a JavaScript number
    assert seating.bot_seed("charon", 42, 1) == seating.bot_seed("charon", 42, 1) != seating.bot_seed("charon", 43, 1)


def test_url_and_form_with_computer_seats():
    setup = parse_query(CHARON_TABLE, "?players=human,AI:medium,ai:hard&seed=42&pace=50", 7)
    assert setup.seats == ["human", "ai:medium", "ai:hard"] == setup.players.seats
    assert setup.seed == 42 and setup.pace_ms == 50
    assert parse_query(CHARON_TABLE, "?players=ai:random,ai:greedy", 7).pace_ms == seating.DEFAULT_PACE_MS
    assert query_pace("?pace=99999") == seating.MAX_PACE_MS and query_pace("") == seating.DEFAULT_PACE_MS
    for bad in ("?players=human,ai:3", "?players=human,ai", "?players=human,ai:easy&pace=fast"):
        with pytest.raises(SetupError):
            parse_query(CHARON_TABLE, bad, 7)
    setup = setup_from_form(CHARON_TABLE, ["Ann", "Ana"], ["red", "white"], "3", 9, ["human", "ai:easy"])
    assert setup.players.seats == ["human", "ai:easy"]
    with pytest.raises(SetupError, match="a seat is"):
        setup_from_form(CHARON_TABLE, ["Ann", "Ana"], ["red", "white"], "3", 9, ["human", "ai:genius"])


def test_one_human_never_hands_off_and_sees_their_own_view_throughout():
    s = _session(["ai:random", "human", "ai:greedy"], seed=3)
    assert "P0 (computer, random), P1, P2 (computer, greedy) (seed 3)" in s.log[0].text
    bot_moves = 0
    while not s.state.is_over:
        assert s.needs_handoff() is None
        shown, private = s.screen_view()
        assert shown.viewer == 1 and private
        if s.ai_to_move() is not None:
            assert s.legal() == [] and s.click(("area", "stolen_intelligence")) == (None, "")
            assert s.thinking_text().startswith(f"P{s.to_move} (computer, ") and s.thinking_text(short=True) == (
                f"P{s.to_move} is thinking…"
            )
            _bot_move(s)
            bot_moves += 1
        else:
            assert s.to_move == 1 and s.thinking_text() == ""
            s.act(s.legal()[-1])
    assert bot_moves > 20 and s.needs_handoff() is None


def test_several_humans_hand_off_to_humans_only_and_see_the_public_table_while_a_bot_moves():
    s = _session(["human", "ai:random", "human"], seed=8)
    handoffs = []
    while not s.state.is_over:
        p = s.to_move
        if s.ai_to_move() is not None:
            assert s.needs_handoff() is None and s.legal() == []
            assert s.screen_view()[1] is False  # public parts only: no human's hand on screen
            _bot_move(s)
            continue
        if s.needs_handoff() is not None:
            assert s.needs_handoff() == p and s.screen_view()[1] is False
            handoffs.append(p)
            s.confirm_handoff()
        shown, private = s.screen_view()
        assert shown.viewer == p and private
        s.act(s.legal()[-1])
    assert handoffs and set(handoffs) == {0, 2}


def test_bots_only_game_shows_only_public_parts():
    s = _session(["ai:greedy", "ai:random"])
    while not s.state.is_over:
        assert s.needs_handoff() is None and s.legal() == [] and s.screen_view()[1] is False
        _bot_move(s)
    assert s.ai_to_move() is None and s.thinking_text() == ""


def test_the_worker_is_sent_only_the_movers_view():
    s = _session(["human", "ai:easy"], seed=4)
    while s.ai_to_move() is None:
        s.act(s.legal()[0])
    request = s.ai_request()
    seen = from_json(request["view"])
    assert seen.viewer == 1 and seen.to_move == 1
    assert all(c == "?" for c in seen.players[0].hand) and seen.players[1].hand == s.state.players[1].hand
    assert request["spec"] == "ismcts:easy" and request["seed"] == seating.bot_seed("charon", 4, 1)
    assert request["maxSeconds"] == seating.TIME_CAPS["easy"]
    assert request["game"] == "charon"  # the worker plays the game it is named
    json.dumps(request)  # plain data for postMessage
    # Deterministic: the same view, spec and seed give the same action, and it is legal.
    first = decide(request["game"], request["view"], request["spec"], request["seed"])
    assert decide(request["game"], request["view"], request["spec"], request["seed"]) == first
    assert action_from_json(json.loads(first)) in legal_actions(s.state)
    with pytest.raises(ValueError):
        _session(["human", "human"]).ai_request()


def test_seats_and_bot_seed_survive_saves_and_exports():
    s = _session(["human", "ai:hard", "ai:random"], seed=77)
    store = SaveStore(MemoryStorage(), CHARON)
    store.open_new("g")
    store.save("g", s.state, s.players, s.log_texts(), 1.0)
    entry = store.load("g")
    assert entry.game.players.seats == ["human", "ai:hard", "ai:random"] and entry.game.players.bot_seed == 77
    assert import_text(CHARON, export_text(CHARON, s.state, s.players, s.log_texts())).players == s.players
    # An odd seat or seed is refused, never turned into a human or a seed of 0.
    for odd, why in (({"seats": ["human", "ai:god", "human"]}, "ai:god"), ({"bot_seed": True}, "seed")):
        data = {**s.players.to_data(), **odd}
        with pytest.raises(ValueError, match=why):
            Players.from_data(data, 3, DEFAULT_COLOURS, seating.parse_seat)
    old = {k: v for k, v in s.players.to_data().items() if k != "seats"}  # saves from before computer seats
    assert Players.from_data(old, 3, DEFAULT_COLOURS, seating.parse_seat, seats_optional=True).seats == ["human"] * 3


def test_names_the_page_made_are_words_of_the_language_shown_and_saved_in_english(tmp_path):
    """'Easy bot' and 'Player 1' are words: a switch to Hungarian re-words them (a typed name
    never changes), the save keeps them in English, and saves made before bots took their
    seat's number load with the numbers their badges show."""
    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "hu" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()["hu"])
    setup = parse_query(CHARON_TABLE, "?players=human,ai:easy,ai:easy,ai:hard&seed=1", 0)
    players = setup.players
    assert players.names == ["Player 1", "Easy bot 2", "Easy bot 3", "Hard bot 4"]
    players.names[0] = "Ann"  # as if typed (a typed name is never re-worded)
    players.made[0] = False
    try:
        i18n.use("hu", tmp_path)
        players.reword()
        assert players.names == ["Ann", "Könnyű gép 2", "Könnyű gép 3", "Nehéz gép 4"]
        assert players.to_data()["names"] == ["Ann", "Easy bot 2", "Easy bot 3", "Hard bot 4"]
        older = {"names": ["Player 1", "Easy bot", "Easy bot 2"], "colours": ["red", "white", "blue"]}
        loaded = Players.from_data(
            older | {"seats": ["human", "ai:easy", "ai:easy"]}, 3, DEFAULT_COLOURS, seating.parse_seat
        )
        assert loaded.names == ["1. játékos", "Könnyű gép 2", "Könnyű gép 3"]
        assert seat_labels(loaded) == ["1. játékos", "Könnyű gép 2", "Könnyű gép 3"]  # never two alike
        form = setup_from_form(
            CHARON_TABLE, ["1. játékos", "", "Bo"], ["red", "white", "blue"], "", 0, ["human", "ai:hard", "human"]
        )
        assert form.players.to_data()["names"] == ["Player 1", "Hard bot 2", "Bo"]
        # Saves from when a bot took its seat's number only beside another of its level.
        numbered_if_shared = {"names": ["Player 1", "Medium bot 2", "Easy bot", "Medium bot 4"]}
        loaded_too = Players.from_data(
            numbered_if_shared
            | {"colours": ["red", "white", "blue", "gold"]}
            | {"seats": ["human", "ai:medium", "ai:easy", "ai:medium"]},
            4,
            DEFAULT_COLOURS,
            seating.parse_seat,
        )
        assert loaded_too.names == ["1. játékos", "Közepes gép 2", "Könnyű gép 3", "Közepes gép 4"]
    finally:
        i18n.use(None)
    assert loaded.to_data()["names"] == ["Player 1", "Easy bot 2", "Easy bot 3"]
    loaded.reword()
    assert loaded.names == ["Player 1", "Easy bot 2", "Easy bot 3"]


def test_a_computers_made_name_carries_its_seats_number_whoever_else_plays():
    """'Easy bot 3' stays 'Easy bot 3' when seat 2 changes hands (it once became 'Easy bot',
    and 'IA fácil' in Spanish): the name says the seat, as the flag's badge E3 does."""
    assert seating.default_names(["human", "ai:easy", "ai:easy"]) == ["Player 1", "Easy bot 2", "Easy bot 3"]
    assert seating.default_names(["human", "human", "ai:easy"]) == ["Player 1", "Player 2", "Easy bot 3"]
    assert seating.default_names(["ai:hard", "human"]) == ["Hard bot 1", "Player 2"]
    for seats in (["ai:easy"] * 5, ["human", "ai:medium", "ai:easy", "ai:medium", "ai:random"]):
        names = seating.default_names(seats)
        assert len(set(names)) == len(names) and all(name.endswith(f" {i + 1}") for i, name in enumerate(names))


@pytest.mark.parametrize(
    ("lang", "first_line"),
    [
        ("en", "Player 1, Easy bot 2, Robo (computer, hard) (seed 5)"),
        ("hu", "1. játékos, Könnyű gép 2, Robo (gép, nehéz)"),
        ("es", "Jugador 1, IA fácil 2, Robo (IA, difícil)"),
    ],
)
def test_the_logs_first_line_says_a_computers_seat_once(tmp_path, lang, first_line):
    """'Easy bot 2 (computer, easy)' said the seat twice: a name the page made says it already."""
    (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    try:
        i18n.use(lang, tmp_path)
        seats = ["human", "ai:easy", "ai:hard"]
        players = Players(seating.default_names(seats), list(DEFAULT_COLOURS[:3]), seats)
        players.named([*players.names[:2], "Robo"])
        s = Session.new("g", players, 5)
        assert first_line in s.log[0].text
    finally:
        i18n.use(None)

"""6 Billion in the embeddable demo (sixbillion_ui.embed_view): computer players only play a
whole game through the demo's two hooks — a computer asked when one is to move, the reaction
moment's pause moved on by the demo otherwise — and the table drawn is the public one."""

import random

import pytest

from game.sixbillion import legal_actions, view
from shell import demo
from shell.setup import SetupError
from sixbillion_ui.embed_view import SixBillionEmbed
from sixbillion_ui.render import draw
from sixbillion_ui.theme import card_name


def test_the_demos_url_takes_six_billions_seats_and_refuses_a_human():
    parts = SixBillionEmbed()
    config = demo.parse_embed_query(parts.game, "?game=sixbillion&players=ai:easy,ai:greedy&seed=3", 1)
    assert config.seats == ["ai:easy", "ai:greedy"] and config.seed == 3
    with pytest.raises(SetupError):
        demo.parse_embed_query(parts.game, "?game=sixbillion&players=human,ai:easy", 1)
    with pytest.raises(SetupError):  # 6 Billion is played by 2 to 5
        demo.parse_embed_query(parts.game, "?players=" + ",".join(["ai:easy"] * 6), 1)


@pytest.mark.parametrize(("seats", "seed"), [(3, 5), (4, 12)])
def test_computer_players_play_a_whole_game_with_the_demos_pauses(seats, seed):
    parts = SixBillionEmbed()
    players = demo.players_for(parts.game, ["ai:easy"] * seats)
    session = parts.new_session("demo-1", players, seed)
    rng = random.Random(seed)
    moves = pauses = 0
    while not session.state.is_over:
        if session.ai_to_move() is not None:
            session.act(rng.choice(legal_actions(session.state)))  # what a computer would send
            moves += 1
        else:
            assert parts.moves_on(session), "the demo's game waits for nobody"
            pauses += 1
        assert moves + pauses < 20_000
    assert moves > 50 and pauses > 0
    assert not parts.moves_on(session)  # a finished game waits for nothing


def played(parts: SixBillionEmbed, seats: int, steps: int):
    """A demo's game of `seats` computer players (random moves) after `steps` moves or pauses."""
    session = parts.new_session("demo-1", demo.players_for(parts.game, ["ai:easy"] * seats), 8)
    rng = random.Random(8)
    for _ in range(steps):
        if session.ai_to_move() is None:
            parts.moves_on(session)
        else:
            session.act(rng.choice(legal_actions(session.state)))
    return session


def test_the_demo_draws_the_public_table():
    parts = SixBillionEmbed()
    session = played(parts, 3, 40)
    ops, width, height, layout = parts.draw(session, 1024, 800)
    names = session.players.names
    public = draw(view(session.state, 0), False, names, status=session.thinking_text(short=True))
    assert ops == public and (width, height, layout) == (1100, 788, "full")
    hands = {card for hand in session.state.hands for card in hand}
    mover = session.state.to_move if session.state.to_move is not None else 0
    private = draw(view(session.state, mover), True, names, status=session.thinking_text(short=True))
    assert hands and ops != private  # the mover's own cards are not drawn


def test_a_frame_that_would_shrink_the_788_px_table_under_its_legible_scale_draws_the_compact_one():
    # at 1280x730 the full table (788 px tall, the controls' 68 px under it) showed at 0.84 of its
    # size, its labels under 9.5 px: the limit, 726, was worked out for a table 774 px tall
    parts = SixBillionEmbed()
    session = played(parts, 3, 40)
    assert parts.draw(session, 1280, 730)[3] == "compact"
    assert parts.draw(session, 1280, 740)[3] == "full"


@pytest.mark.parametrize("frame", [(400, 300), (320, 480), (1280, 600)])
def test_a_small_frame_draws_the_compact_table_public_with_every_players_points(frame):
    parts = SixBillionEmbed()
    session = played(parts, 4, 60)
    ops, width, height, layout = parts.draw(session, *frame)
    assert (width, height, layout) == (424, 314, "compact")
    words = [op[3] for op in ops if op[0] == "text"]
    assert [w for w in words if w.endswith(" VP")] == [f"{n} VP" for n in session.state.score]
    assert set(session.players.names) <= set(words) and "Asteroid Belt" in words
    hands = {card for hand in session.state.hands for card in hand}
    assert hands and not any(card_name(card) in words for card in hands)  # nobody's hand
    assert all(0 <= op[1] <= width and 0 <= op[2] <= height for op in ops if op[0] in ("text", "rect", "circle"))

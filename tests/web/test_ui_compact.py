"""The compact table of the embeddable demo (charon_ui.compact), and the board geometry it
shares with the full table: everything fits, the words that matter stay readable, no piece
hides another, and nothing private is drawn."""

import math

import pytest

from charon_ui import compact
from charon_ui import layout as L
from charon_ui.embed_view import use_compact
from charon_ui.theme import AREA_SHORT_TITLES
from game.ai import make_bot
from game.charon import apply as play_move
from game.charon import new_game, scores, view
from game.charon.board import ACTION_AREAS, ZONE_HOLES, ZONE_IDS

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
COLOURS = ["red", "white", "blue", "gold", "teal"]


def public_views(players: int, seed: int, every: int = 15):
    """Public views (as the demo draws them) along a greedy game, the end included."""
    bots = [make_bot("greedy", seed + i) for i in range(players)]
    state, k = new_game(players, seed), 0
    while not state.is_over:
        if k % every == 0:
            yield view(state, state.to_move)
        state = play_move(state, bots[state.to_move].choose(view(state, state.to_move)))
        k += 1
    yield view(state, 0)


def texts(ops):
    return [(op[3], int(op[4].split("px")[0].split()[-1])) for op in ops if op[0] == "text"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_everything_drawn_lies_inside_the_compact_canvas(players):
    for state in public_views(players, seed=players):
        for op in compact.draw_compact(state, NAMES[:players], COLOURS[:players], thinking=True):
            if op[0] == "rect":
                _, x, y, w, h = op[:5]
                assert 0 <= x and x + w <= compact.WIDTH + 0.01 and 0 <= y and y + h <= compact.HEIGHT + 0.01, op
            elif op[0] in ("circle", "text"):
                x, y = op[1], op[2]
                assert 0 <= x <= compact.WIDTH and 0 <= y <= compact.HEIGHT, op


def test_names_points_rounds_and_areas_are_written_large_enough_to_read():
    for state in public_views(5, seed=11, every=40):
        drawn = dict(texts(compact.draw_compact(state, NAMES, COLOURS)))
        points = scores(state)
        for p, name in enumerate(NAMES):
            assert drawn[name] >= 12 and drawn[f"{points[p]} pts"] >= 12
        for area in ACTION_AREAS:
            title = next(size for text, size in drawn.items() if text.endswith(AREA_SHORT_TITLES[area]))
            assert title >= 11
        assert any(text.startswith("Round ") and size >= 14 for text, size in drawn.items())


def test_an_action_area_line_holds_its_name_and_five_flags_side_by_side():
    em = 0.55  # a generous average character width of a sans-serif font, in font sizes
    for title in AREA_SHORT_TITLES.values():
        name_end = 6 + em * 11 * len("★ " + title)
        first_flag_left = compact.SIDE_W - 9 - 4 * compact.FLAG_STEP - compact.FLAG_R
        assert name_end < first_flag_left, title


def test_every_phase_name_fits_between_the_round_and_the_players():
    for phase in compact.PHASES.values():
        assert compact.PHASE_X + 0.55 * 12 * len(phase) < compact.SIDE_X - 4, phase


def test_the_player_to_move_is_marked_and_the_winner_named_at_the_end():
    first = next(public_views(3, seed=2))
    words = [t for t, _ in texts(compact.draw_compact(first, NAMES[:3], COLOURS[:3], thinking=True))]
    assert "thinking…" in words
    *_, last = public_views(3, seed=2)
    words = [t for t, _ in texts(compact.draw_compact(last, NAMES[:3], COLOURS[:3]))]
    assert words.count("wins!") >= 1 and "thinking…" not in words


def test_the_table_is_the_same_from_every_seat_so_no_hand_or_secret_choice_shows():
    bots = [make_bot("greedy", i) for i in range(4)]
    state, seen_secret_phase = new_game(4, 5), False
    while not state.is_over:
        drawings = {str(compact.draw_compact(view(state, p), NAMES[:4], COLOURS[:4])) for p in range(4)}
        assert len(drawings) == 1
        if state.row_choices and len(state.row_choices) < 4:
            seen_secret_phase = True
            assert "chosen secretly" in drawings.pop()
        state = play_move(state, bots[state.to_move].choose(view(state, state.to_move)))
    assert seen_secret_phase


@pytest.mark.parametrize("geometry", [L.FULL_BOARD, compact.BOARD], ids=["full", "compact"])
def test_no_flag_covers_a_mining_hole_or_another_flag(geometry):
    flag_r = 11 * geometry.piece
    socket_r = 11 * geometry.gem
    holes = [xy for z in ZONE_IDS for xy in geometry.hole_xy(z)]
    assert len(holes) == sum(ZONE_HOLES.values())
    spots = list(geometry.position_xy.values())
    for i, (px, py) in enumerate(spots):
        for qx, qy in spots[i + 1 :]:
            assert math.dist((px, py), (qx, qy)) >= 2 * flag_r - 0.5
        for hx, hy in holes:
            assert math.dist((px, py), (hx, hy)) >= flag_r + socket_r - 0.5


def test_small_frames_get_the_compact_table():
    assert use_compact(480, 360) and use_compact(800, 600) and use_compact(1200, 400)
    assert not use_compact(1024, 768) and not use_compact(1920, 1080)

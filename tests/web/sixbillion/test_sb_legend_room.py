"""The board's legend under the board's frame at 1280x800: its first line ("growth limit" and its
yellow box) touched the frame (issue 36); the lesson's outline round the hand stays inside the
canvas and off the legend's last line."""

from game.sixbillion import new_game, view
from sixbillion_ui import layout as L
from sixbillion_ui import tutorial
from sixbillion_ui.render import draw

NAMES = ["Ann", "Bob", "Cleo"]
CLEAR = 2  # px between the board's frame and the legend's first line


def legend_tops(ops) -> list[float]:
    """The top of each thing drawn on the legend's first line: its words and the growth limit's box."""
    x, y, w, _h = L.LEGEND
    first = L.LEGEND_TEXT  # the first line's height
    tops = []
    for op in ops:
        if op[0] == "text" and x <= op[1] <= x + w and y <= op[2] <= y + first:
            size = float(op[4].split("px")[0].split()[-1])
            tops.append(op[2] - size / 2)
        if op[0] == "rect" and op[1] == x and y - first <= op[2] <= y + first:
            tops.append(op[2] - op[7] / 2)  # its line's outer edge
    return tops


def test_the_legends_first_line_is_clear_of_the_boards_frame():
    ops = draw(view(new_game(3, 1), 0), True, NAMES)
    bx, by, bw, bh = L.BOARD
    frame = next(op for op in ops if op[0] == "rect" and (op[1], op[2]) == (bx - 6, by - 6))
    frame_foot = frame[2] + frame[4] + frame[7] / 2
    tops = legend_tops(ops)
    assert len(tops) >= 3, tops  # the box, "growth limit", "8 16"...
    assert min(tops) >= frame_foot + CLEAR, (min(tops), frame_foot)


def test_the_lessons_outline_round_the_hand_is_inside_the_canvas_and_off_the_legend():
    outline = [op for op in tutorial.region_ops("hand", [], 3) if op[0] == "rect"]
    x, y, w, h = L.LEGEND
    legend_foot = y + (L.LEGEND_LINES - 0.5) * L.LEGEND_TEXT - 1.5 + L.LEGEND_TEXT / 2  # its last line's words
    for _r, ox, oy, ow, oh, _fill, _stroke, lw, _radius in outline[-1:]:  # the line (the glow under it is faint)
        assert 0 <= ox - lw / 2 and ox + ow + lw / 2 <= L.WIDTH
        assert oy + oh + lw / 2 <= L.HEIGHT
        assert oy - lw / 2 >= legend_foot, (oy - lw / 2, legend_foot)

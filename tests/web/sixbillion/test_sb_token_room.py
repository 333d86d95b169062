"""A crowded track space's tokens, as drawn: a play-tester's phone (390x844, a new game of 5)
showed the tokens on Earth's 1 spilling out of their space towards space 2 and over each other.
The layout kept each token's disc (its radius) inside the space and apart from the others, but
the shapes drawn for it reached past that disc (a star's points 1.3 radii out, a diamond's 1.2,
a triangle's 1.08, and every outline half its width more). Here, over the drawing's commands, in
the phone's overview and zoom and on the table (shown at 1280x800 and 1024x768), for 1 to 6
tokens on a space (4 and 5 players start with 6 factions on Earth's 1): every token's shape and
outline lie inside its space, no token's shape reaches over another's letters, and each letter
is at least the page's least text size there."""

import re

import pytest

from game.sixbillion import new_game, view
from game.sixbillion.components import SITES
from shell.canvas import text_width
from sixbillion_ui import layout as L
from sixbillion_ui import render

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]
CAPS = 0.75  # a capital's or a digit's height, per unit of the font's size (the marks are capitals and digits)


def drawn_tokens(monkeypatch, draw) -> list[tuple[str, list]]:
    """Each token the drawing holds: its mark, and the commands that drew it."""
    found: list[tuple[str, list]] = []
    real = render.token

    def recording(c, colour, mark, x, y, r, ring=None, least=0):
        start = len(c.ops)
        real(c, colour, mark, x, y, r, ring, least)
        found.append((mark, c.ops[start:]))

    monkeypatch.setattr(render, "token", recording)
    draw()
    return found


def shape_box(ops) -> tuple[float, float, float, float]:
    """The box round a token's shape and outline (left, top, right, bottom)."""
    boxes = []
    for op in ops:
        if op[0] == "circle":
            _c, x, y, r, _fill, stroke, lw = op
            reach = r + (lw / 2 if stroke else 0)
            boxes.append((x - reach, y - reach, x + reach, y + reach))
        elif op[0] == "rect":
            _c, x, y, w, h, _fill, stroke, lw = op[:8]
            half = lw / 2 if stroke else 0
            boxes.append((x - half, y - half, x + w + half, y + h + half))
        elif op[0] == "poly":
            _c, points, _fill, stroke, lw = op
            half = lw / 2 if stroke else 0
            xs, ys = points[0::2], points[1::2]
            boxes.append((min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half))
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def covers(ops, letter: tuple[float, float, float, float]) -> bool:
    """Whether a token's shape (`ops`) reaches over the box of another's letter: a disc by its
    distance, a polygon or square by its box."""
    left, top, right, bottom = letter
    for op in ops:
        if op[0] == "circle":
            _c, x, y, r, _fill, stroke, lw = op
            dx, dy = max(left - x, 0, x - right), max(top - y, 0, y - bottom)
            if dx * dx + dy * dy < (r + (lw / 2 if stroke else 0)) ** 2:
                return True
        elif op[0] in ("rect", "poly"):
            x0, y0, x1, y1 = shape_box([op])
            if x0 < right and left < x1 and y0 < bottom and top < y1:
                return True
    return False


GEOMETRIES = {
    "phone overview": (L.PHONE_BOARD, lambda v, site: render.draw_phone_board(v, True, NAMES)),
    "phone zoom": (None, lambda v, site: render.draw_phone_zoom(v, True, NAMES, site)),
    "table (1280x800, 1024x768)": (L.FULL_BOARD, lambda v, site: render.draw(v, True, NAMES)),
}


@pytest.mark.parametrize("count", range(1, 7))
@pytest.mark.parametrize("where", list(GEOMETRIES))
def test_a_crowded_spaces_tokens_are_drawn_inside_it_and_clear_of_each_others_letters(monkeypatch, where, count):
    state = new_game(5, 2)  # six factions: 5 players and a neutral (two-letter marks: "NP")
    geometry, draw = GEOMETRIES[where]
    for site, value in (("earth", 1), ("mars", 128), ("earth", 1024), ("pluto", 16)):
        g = geometry or L.zoom_geometry(site)
        v = view(state, 0)
        v.tracks = {s: [0] * state.num_factions for s in SITES}
        # the neutral among them, with its two letters, whenever more than one share the space
        v.tracks[site] = [value] * (count - 1) + [0] * (state.num_factions - count) + [value]
        if count == 1:
            v.tracks[site] = [value] + [0] * (state.num_factions - 1)
        x, y, w, h = g.spaces[site, value]
        tokens = [
            (mark, ops)
            for mark, ops in drawn_tokens(monkeypatch, lambda v=v, site=site: draw(v, site))
            if any(op[0] == "text" and x <= op[1] <= x + w and y <= op[2] <= y + h for op in ops)
        ]
        assert len(tokens) == count, (where, site, value, count)
        letters = []
        for mark, ops in tokens:
            left, top, right, bottom = shape_box(ops)
            e = 0.06  # (a polygon's points are rounded to 0.1)
            assert x - e <= left and right <= x + w + e and y - e <= top and bottom <= y + h + e, (
                where,
                site,
                value,
                count,
                mark,
                (left, top, right, bottom),
                (x, y, x + w, y + h),
            )
            _t, lx, ly, label, font = next(op for op in ops if op[0] == "text")[:5]
            size = float(re.search(r"([0-9.]+)px", font).group(1))
            assert label == mark and size >= max(7, g.least_text)
            half_w, half_h = text_width(label, size) / 2, CAPS * size / 2
            letters.append((mark, (lx - half_w, ly - half_h, lx + half_w, ly + half_h)))
        for mark, ops in tokens:
            for other, letter in letters:
                if other != mark:
                    assert not covers(ops, letter), (where, site, value, count, f"{mark} over {other}'s letters")


HIGHLIT = {
    "phone overview": (L.PHONE_BOARD, lambda v, site, hl: render.draw_phone_board(v, True, NAMES, hl)),
    "phone zoom": (None, lambda v, site, hl: render.draw_phone_zoom(v, True, NAMES, site, hl)),
    "table (1280x800, 1024x768)": (L.FULL_BOARD, lambda v, site, hl: render.draw(v, True, NAMES, hl)),
}


@pytest.mark.parametrize("count", range(1, 7))
@pytest.mark.parametrize("where", list(HIGHLIT))
def test_a_chosen_tokens_rings_stay_inside_its_space(where, count):
    # A newcomer's phone: the chosen token's rings (the lit one's, and the white one round a
    # token picked) spilled over its space's edge onto the next space.
    state = new_game(5, 2)
    geometry, draw = HIGHLIT[where]
    for site, value in (("earth", 1), ("mars", 128), ("pluto", 16)):
        g = geometry or L.zoom_geometry(site)
        v = view(state, 0)
        v.tracks = {s: [0] * state.num_factions for s in SITES}
        v.tracks[site] = [value] * count + [0] * (state.num_factions - count)
        lit = frozenset((site, f) for f in range(count))
        hl = render.Highlights(tokens=lit, chosen_token=(site, 0))
        x, y, w, h = g.spaces[site, value]
        rings = [
            op for op in draw(v, site, hl) if op[0] == "circle" and x < op[1] < x + w and y < op[2] < y + h and op[5]
        ]
        assert rings, (where, site, count)
        for _c, cx, cy, r, _fill, _stroke, lw in rings:
            reach = r + lw / 2
            e = 0.06
            assert x - e <= cx - reach and cx + reach <= x + w + e, (where, site, count, (cx, cy, r, lw), (x, y, w, h))
            assert y - e <= cy - reach and cy + reach <= y + h + e, (where, site, count, (cx, cy, r, lw), (x, y, w, h))

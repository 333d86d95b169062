"""The drawing operations every game's board is made of: a display list that web/draw.js
paints on a canvas in one go (one JSON string per frame crosses into JavaScript), testable
under CPython. The painter knows no game; a game's render module fills a `Canvas`.

Operations:
    ["rect", x, y, w, h, fill, stroke, line_width, radius]
    ["circle", x, y, r, fill, stroke, line_width]
    ["poly", [x0, y0, x1, y1, ...], fill, stroke, line_width]
    ["line", x0, y0, x1, y1, stroke, line_width]
    ["text", x, y, text, font, fill, align, baseline]  (+ max_width: squeezed to fit, if given)
"""

import math
from collections.abc import Iterable
from dataclasses import dataclass

FONT = "system-ui, 'Segoe UI', Roboto, sans-serif"
TEXT = "#e9edf5"  # the default ink: light on the dark tables of both games


def font(size: float, weight: str = "") -> str:
    return f"{weight} {size}px {FONT}".strip()


# Labels are sized without a browser to measure them: by an average glyph width (a share of
# the font size, on the generous side), so that a longer word (Hungarian runs longer) is given
# room or cut with "…" rather than run into its neighbour.
GLYPH = 0.62


def text_width(text: str, size: float) -> float:
    return len(text) * size * GLYPH


def fit(text: str, size: float, width: float) -> str:
    """`text`, shortened with '…' to fit `width` px ('' when not even that fits).

    >>> fit("Bob", 12, 100), fit("Bartholomew Bottomley", 12, 100), fit("Bob", 12, 5)
    ('Bob', 'Bartholomew…', '')
    """
    if text_width(text, size) <= width:
        return text
    keep = int(width / (size * GLYPH)) - 1
    return text[:keep].rstrip() + "…" if keep > 0 else ""


class Canvas:
    """Collects drawing operations."""

    def __init__(self) -> None:
        self.ops: list[list[object]] = []

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: str | None = None,
        stroke: str | None = None,
        lw: float = 1,
        radius: float = 0,
    ) -> None:
        self.ops.append(["rect", x, y, w, h, fill, stroke, lw, radius])

    def circle(
        self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = None, lw: float = 1
    ) -> None:
        self.ops.append(["circle", x, y, r, fill, stroke, lw])

    def poly(
        self, points: Iterable[tuple[float, float]], fill: str | None = None, stroke: str | None = None, lw: float = 1
    ) -> None:
        self.ops.append(["poly", [round(v, 1) for xy in points for v in xy], fill, stroke, lw])

    def line(self, x0: float, y0: float, x1: float, y1: float, stroke: str | None, lw: float = 1) -> None:
        self.ops.append(["line", x0, y0, x1, y1, stroke, lw])

    def text(
        self,
        x: float,
        y: float,
        text: object,
        size: float = 13,
        fill: str = TEXT,
        align: str = "left",
        weight: str = "",
        baseline: str = "middle",
        max_width: float | None = None,
    ) -> None:
        op = ["text", x, y, str(text), font(size, weight), fill, align, baseline]
        self.ops.append(op if max_width is None else [*op, max_width])


@dataclass(frozen=True)
class Proportions:
    """How a game draws the symbols of its pieces (Charon's gems, 6 Billion's tokens), in shares
    of a symbol's radius: each game sizes them to its own board."""

    square: float  # half the square's side
    triangle: tuple[float, float]  # its corners from its centre, and how far it drops to sit where a circle would
    diamond: tuple[float, float]  # half its height, half its width
    hexagon: float  # its corners from its centre
    star: tuple[float, float]  # its points from its centre, and its inner corners
    square_corner: float = 0  # the square's rounded corners (px)


def symbol(c: Canvas, shape: str, x: float, y: float, r: float, fill: str, edge: str, size: Proportions) -> None:
    """A circle, square, triangle, diamond, hexagon or star centred on (x, y), of radius `r` in the
    game's proportions: a piece told by its shape as well as its colour."""
    if shape == "circle":
        c.circle(x, y, r, fill, edge, 1.5)
        return
    if shape == "square":
        half = r * size.square
        c.rect(x - half, y - half, half * 2, half * 2, fill, edge, 1.5, size.square_corner)
        return
    if shape == "triangle":
        corner, drop = r * size.triangle[0], r * size.triangle[1]
        pts = [
            (x + corner * math.cos(a), y + drop + corner * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    elif shape == "diamond":
        h, w = r * size.diamond[0], r * size.diamond[1]
        pts = [(x, y - h), (x + w, y), (x, y + h), (x - w, y)]
    elif shape == "hexagon":
        corner = r * size.hexagon
        pts = [(x + corner * math.cos(a), y + corner * math.sin(a)) for a in (k * math.pi / 3 for k in range(6))]
    else:  # star
        outer, inner = r * size.star[0], r * size.star[1]
        pts = [
            (
                x + (outer if k % 2 == 0 else inner) * math.cos(-math.pi / 2 + k * math.pi / 5),
                y + (outer if k % 2 == 0 else inner) * math.sin(-math.pi / 2 + k * math.pi / 5),
            )
            for k in range(10)
        ]
    c.poly(pts, fill, edge, 1.5)


# A zoomed canvas (a phone's pane, a zoomed zone): its scale, and the logical point drawn at its top left.
View = tuple[float, float, float]


def unzoomed(x: float, y: float, view: View | None) -> tuple[float, float]:
    """A point of a zoomed canvas, in the board's logical coordinates (`view` None: not zoomed).

    >>> unzoomed(10, 10, (2.0, 100, 50))
    (105.0, 55.0)
    """
    if view is None:
        return x, y
    scale, ox, oy = view
    return x / scale + ox, y / scale + oy

"""Charts of a game's numbers as display-list operations (shell.canvas's format, drawn by
web/draw.js), for any game: a line chart (a value by round) and grouped bars.

Each chart fills a box of the given size and draws nothing outside it; its text is never
smaller than 11 px. Each series has a marker shape as well as a colour, so colour is never
the only clue, and the legend names the players. Text is measured without a browser, by a
generous average glyph width, so labels that could overflow are shortened with "…".
A game gives the series (its players' names, colours and numbers) and the words.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .canvas import TEXT, Canvas, fit, text_width

MIN_TEXT = 11  # px: the smallest text a chart draws
MARKERS = ("circle", "square", "triangle", "diamond", "hexagon")  # one per seat
PAD = 8
GRID = "rgba(154,166,191,0.22)"
LABEL_GAP = 5  # px between the rightmost line's end marker and the end labels' column
LEADER_BEND = 5  # px before the end labels' column where the line to a moved label bends to it
MIN_SLOT = 12  # px per category at least (a long game's rounds on a phone: a game may label only some)
PANEL, PANEL_EDGE, MUTED = "#1a2236", "#34405e", "#9aa6bf"  # the charts' ground, edge and quiet ink


@dataclass(frozen=True)
class Series:
    name: str
    values: tuple[float | None, ...]  # one per category; None: no value (a round not yet played)
    colour: str  # a CSS colour
    marker: str  # one of MARKERS


@dataclass(frozen=True)
class Chart:
    """What a chart shows, whatever its kind and size: its series over its categories (the
    rounds, say), its title, and the unit of its values (written above the value axis)."""

    series: list[Series]
    categories: Sequence[str]
    title: str
    unit: str


def line_chart(chart: Chart, width: float, height: float, doubling: bool = False) -> list[list[object]]:
    """One line per series over the categories, a marker on each value and the last value
    written right of the lines' ends, by its marker. `doubling`: the value axis by doublings
    (1, 2, 4 … evenly apart), for values that grow by doubling, where a plain axis would flatten
    all but the largest; values under 1 sit at 1."""
    series = chart.series
    r = 5.0
    end_room = r + LABEL_GAP + text_width(_number(_top_value(series)), MIN_TEXT) + 2
    c, plot, y_of = _frame(chart, width, height, end_room, 0, doubling)
    x0, _, x1, _ = plot
    slot = (x1 - x0) / len(chart.categories)
    nudge = min(2 * r + 1, slot / (len(series) + 1))  # equal values side by side, not one marker on another
    ends = []
    for k, s in enumerate(series):
        dx = (k - (len(series) - 1) / 2) * nudge
        points = [(x0 + (i + 0.5) * slot + dx, y_of(v)) for i, v in enumerate(s.values) if v is not None]
        for (xa, ya), (xb, yb) in zip(points, points[1:], strict=False):
            c.line(xa, ya, xb, yb, "rgba(233,237,245,0.45)", 4.5)  # a halo: dark colours show on dark ground
            c.line(xa, ya, xb, yb, s.colour, 2.5)
        for x, y in points:
            marker(c, s.marker, x, y, r, s.colour)
        if points:
            last = [v for v in s.values if v is not None][-1]
            ends.append((points[-1], _number(last), s))
    _end_labels(c, ends, plot, r)
    return c.ops


def bar_chart(chart: Chart, width: float, height: float) -> list[list[object]]:
    """Grouped bars: per category, one bar per series, its marker on top and its value
    above when there is room."""
    series, categories = chart.series, chart.categories
    c, plot, y_of = _frame(chart, width, height, 0, MIN_TEXT + 17)
    x0, _, x1, y1 = plot
    slot = (x1 - x0) / len(categories)
    bar = min(26.0, slot * 0.84 / len(series))
    r = min(5.0, bar / 2 - 0.5)  # room above the tallest bar: its marker and its value (headroom)
    for i in range(len(categories)):
        left = x0 + (i + 0.5) * slot - bar * len(series) / 2
        for k, s in enumerate(series):
            v = s.values[i] if i < len(s.values) else None
            if v is None:
                continue
            x, top = left + k * bar, y_of(v)
            c.rect(x + 1, top, bar - 2, max(y1 - top, 1.5), s.colour, "rgba(233,237,245,0.55)", 1, 2)
            marker(c, s.marker, x + bar / 2, top - r - 2.5, r, s.colour)
            label = _number(v)
            if text_width(label, MIN_TEXT) <= bar + 2:
                c.text(x + bar / 2, top - 2 * r - 5, label, MIN_TEXT, TEXT, "center", "", "bottom")
    return c.ops


# ---- the parts ------------------------------------------------------------------------------


def marker(c: Canvas, shape: str, x: float, y: float, r: float, fill: str) -> None:
    """A series' marker: its colour and its shape, edged so any colour shows on the ground."""
    edge = "#10131c" if _light(fill) else "#e9edf5"
    if shape == "circle":
        c.circle(x, y, r, fill, edge, 1.5)
    elif shape == "square":
        c.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7, fill, edge, 1.5)
    elif shape == "triangle":
        c.poly([(x, y - r * 1.05), (x + r, y + r * 0.8), (x - r, y + r * 0.8)], fill, edge, 1.5)
    elif shape == "diamond":
        c.poly([(x, y - r * 1.1), (x + r * 0.9, y), (x, y + r * 1.1), (x - r * 0.9, y)], fill, edge, 1.5)
    elif shape == "star":  # five points (a 6 Billion faction's token)
        points = [(k * math.pi / 5 - math.pi / 2, r * (1.15 if k % 2 == 0 else 0.5)) for k in range(10)]
        c.poly([(x + d * math.cos(a), y + d * math.sin(a)) for a, d in points], fill, edge, 1.5)
    elif shape == "hexagon":
        c.poly([(x + r * math.cos(k * math.pi / 3), y + r * math.sin(k * math.pi / 3)) for k in range(6)], fill, edge)
    else:
        raise ValueError(f"unknown marker {shape!r}: one of {', '.join(MARKERS)} or star")


def _frame(
    chart: Chart, width: float, height: float, right_room: float, headroom: float, doubling: bool = False
) -> tuple[Canvas, tuple[float, float, float, float], Callable[[float], float]]:
    """The chart's ground, title, legend, value axis and category labels; returns the canvas,
    the plot area (x0, y0, x1, y1) and the function from a value to its y. `right_room` and
    `headroom` are kept free right of the plot and above its top value; `doubling`: the axis
    by doublings (line_chart)."""
    series, categories, unit = chart.series, chart.categories, chart.unit
    if not series or not categories:
        raise ValueError("a chart needs at least one series and one category")
    c = Canvas()
    c.rect(0.5, 0.5, width - 1, height - 1, PANEL, PANEL_EDGE, 1, 8)
    inner = width - 2 * PAD
    c.text(PAD + 2, PAD + 9, fit(chart.title, 13, inner - 4), 13, TEXT, "left", "bold")
    legend_top = _legend(c, series, width, height)
    top_value = _top_value(series)
    step = _step(top_value)
    ticks = [step * k for k in range(math.ceil(top_value / step) + 1)] if top_value else [0, 1]
    if doubling:  # ticks at powers of two, at most 6 of them
        doublings = max(1, math.ceil(math.log2(max(top_value, 2))))
        every = math.ceil(doublings / 5)
        ticks = [2 ** (every * k) for k in range(math.ceil(doublings / every) + 1)]
    labels = [_number(t) for t in ticks]
    label_room = max(text_width(t, MIN_TEXT) for t in labels + [unit]) + 6
    x0, x1 = PAD + label_room, width - PAD - max(right_room, 6)
    slot = (x1 - x0) / len(categories)
    rooms = [_label_room(categories, i, slot, width - PAD - x1) for i in range(len(categories))]
    # A label too long for its room ("1. forduló" under a phone's chart) goes on two lines, split
    # at its first space, rather than cut ("1. fordu…" read as nothing): the plot gives way.
    wrapped = any(text_width(name, 12) > room for name, room in zip(categories, rooms, strict=True))
    y0, y1 = PAD + 44 + headroom, legend_top - 24 - 14 * wrapped  # below the title and the unit; above the labels
    if x1 - x0 < MIN_SLOT * len(categories) or y1 - y0 < 40:
        raise ValueError(f"a {width}x{height} box is too small for this chart")

    def y_of(v: float) -> float:
        if doubling:
            return float(y1 - (y1 - y0) * math.log2(max(v, 1)) / math.log2(ticks[-1]))
        return float(y1 - (y1 - y0) * v / ticks[-1])

    c.text(PAD + 2, PAD + 27, unit, MIN_TEXT, MUTED, "left")
    for t, label in zip(ticks, labels, strict=True):
        y = y_of(t)
        c.line(x0, y, x1, y, GRID if t != ticks[0] else MUTED, 1)
        c.text(x0 - 6, y, label, MIN_TEXT, MUTED, "right")
    for i, (name, room) in enumerate(zip(categories, rooms, strict=True)):
        lines = name.split(" ", 1) if wrapped else [name]
        for k, line in enumerate(lines):
            c.text(x0 + (i + 0.5) * slot, y1 + 8 + 14 * k, fit(line, 12, room), 12, TEXT, "center", "", "top")
    return c, (x0, y0, x1, y1), y_of


def _label_room(categories: Sequence[str], i: int, slot: float, margin: float) -> float:
    """The width the label of category `i` may take, in slots `slot` wide (`margin`: the room
    right of the axis). A label between two unlabelled categories (a game numbering every other
    round) may take their halves too; at an end of the axis, the margin (at least PAD + 6 px) serves."""
    before = i == 0 or not categories[i - 1]
    after = i == len(categories) - 1 or not categories[i + 1]
    spare = before and after and len(categories) > 1 and not all(categories)
    if spare and i == len(categories) - 1:  # the last label may reach into the margin right of the axis
        return 2 * min(1.5 * slot, slot / 2 + margin) - 4
    return slot * (2 if spare else 1) - 4


def _legend(c: Canvas, series: list[Series], width: float, height: float) -> float:
    """The names with their markers, in rows from the bottom up; returns the legend's top."""
    size, row_h, gap = 12, 18, 14
    room = width - 2 * PAD - 4
    items = [(s, fit(s.name, size, room - 16)) for s in series]
    rows: list[list[tuple[Series, str, float]]] = [[]]
    used = 0.0
    for s, name in items:
        w = 16 + text_width(name, size)
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append((s, name, w))
    top = height - PAD - row_h * len(rows)
    for j, row in enumerate(rows):
        y = top + row_h * j + row_h / 2
        x: float = PAD + 2
        for s, name, w in row:
            marker(c, s.marker, x + 5, y, 5, s.colour)
            c.text(x + 16, y, name, size, TEXT, "left")
            x += w + gap
    return top


def _end_labels(
    c: Canvas, ends: list[tuple[tuple[float, float], str, Series]], plot: tuple[float, float, float, float], r: float
) -> None:
    """Each line's last value, in a column right of every line's end (a label beside its own
    line's end ran into the next line's marker there); labels moved apart so that none overlaps
    another (two lines ending on the same value once wrote one number over the other), a line in
    the series' colour from a moved label to its line's end. No marker of its own: the line's end
    has it, and a second one beside it read as the final score marked twice (a play-test). The
    line to a moved label is thin and level until just before the label: drawn straight to it,
    it read as the score dropping after the last round (a play-test)."""
    if not ends:
        return
    _, y0, _, y1 = plot
    column = max(x for (x, _y), _label, _s in ends) + r + LABEL_GAP
    order = sorted(range(len(ends)), key=lambda k: ends[k][0][1])  # top to bottom; ties in the legend's order
    placed = spread([ends[k][0][1] for k in order], y0 - 8, y1 - MIN_TEXT / 2, MIN_TEXT + 2)
    for k, y in zip(order, placed, strict=True):
        (x, end_y), label, s = ends[k]
        if abs(y - end_y) > 0.5:  # level at the line's value, bent only at the label: a slope read as a drop
            bend = max(x + r + 1, column - LEADER_BEND)
            if bend > x + r + 1:
                c.line(x + r + 1, end_y, bend, end_y, s.colour, 1)
            c.line(bend, end_y, column - 1, y, s.colour, 1)
        c.text(column, y, label, MIN_TEXT, TEXT, "left")


def spread(ys: Sequence[float], top: float, bottom: float, gap: float) -> list[float]:
    """Positions for labels wanted at `ys` (in order, top to bottom): at least `gap` apart,
    each as near its own as it can, within `top`..`bottom` while they fit (below it otherwise:
    never one on another).

    >>> spread([50, 50, 80], 0, 100, 13)
    [50, 63, 80]
    >>> spread([95, 98, 99], 0, 100, 13)
    [74, 87, 100]
    """
    out = [min(max(y, top), bottom) for y in ys]
    for i in range(1, len(out)):  # from the top down: each below the one above
        out[i] = max(out[i], out[i - 1] + gap)
    if out and out[-1] > bottom:  # pushed past the bottom: from the bottom up, each above the one below
        out[-1] = bottom
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - gap)
        for i in range(len(out)):  # and none above the top (past the bottom if they cannot fit)
            out[i] = max(out[i], top if i == 0 else out[i - 1] + gap)
    return out


def _top_value(series: list[Series]) -> float:
    return float(max((v for s in series for v in s.values if v is not None), default=0))


def _step(top: float) -> float:
    """A round tick step giving at most 5 steps up to `top`."""
    if top <= 0:
        return 1
    magnitude = 10 ** math.floor(math.log10(top))
    for m in (0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10):
        s = m * magnitude
        if s >= 1 and top / s <= 5:
            return float(s)
    return float(10 * magnitude)


def _number(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def _light(colour: str) -> bool:
    """Whether a '#rrggbb' colour is light (wants a dark edge); other forms count as dark."""
    if len(colour) != 7 or not colour.startswith("#"):
        return False
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 150

"""The shell's line chart (shell.charts, both games' results): its lines' end labels, from the
chart's geometry (its display list)."""

import pytest

from shell.canvas import text_width
from shell.charts import LEADER_BEND, MIN_TEXT, Chart, Series, bar_chart, line_chart

COLOURS = ("#e0504a", "#e9edf5", "#4a8fe0", "#e8c547", "#3fbf8f")
SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")


def boxes_of_shapes(ops):
    """Each marker drawn (circle, rect or polygon) as (x0, y0, x1, y1, fill, index in ops)."""
    out = []
    for i, op in enumerate(ops):
        if op[0] == "circle":
            _, x, y, r, fill, *_ = op
            out.append((x - r, y - r, x + r, y + r, fill, i))
        elif op[0] == "rect" and op[5] in COLOURS:
            _, x, y, w, h, fill, *_ = op
            out.append((x, y, x + w, y + h, fill, i))
        elif op[0] == "poly":
            xs, ys = op[1][0::2], op[1][1::2]
            out.append((min(xs), min(ys), max(xs), max(ys), op[2], i))
    return out


def end_labels(ops, values):
    """The end labels: (box of its text, the colour of the line it names, the text op's index).
    A label is a text op of the values right of every marker; it names the line whose leader
    line (in the line's colour) was drawn just before it, or else the line ending at its height."""
    shapes = boxes_of_shapes(ops)
    right = max(b[2] for b in shapes)
    last = {}  # each line's end marker: the rightmost of its colour
    for b in shapes:
        if b[4] in COLOURS and (b[4] not in last or b[0] > last[b[4]][0]):
            last[b[4]] = b
    out = []
    for i, op in enumerate(ops):
        if op[0] == "text" and op[3] in values and op[1] >= right:
            _, x, y, text, *_ = op
            before = ops[i - 1]
            if before[0] == "line" and before[5] in COLOURS:
                fill = before[5]
            else:
                fill = next(f for f, b in last.items() if abs((b[1] + b[3]) / 2 - y) < 0.5)
            out.append(((x, y - MIN_TEXT / 2, x + text_width(text, MIN_TEXT), y + MIN_TEXT / 2), fill, i))
    return out


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize(
    "ends",
    [
        (61, 61, 52, 41),  # issue 38: two lines ending on the same value
        (40, 40, 40, 40, 40),  # all five
        (2, 1, 0, 1, 0),  # at the bottom of the axis
        (80, 79, 78, 77),  # at its top
    ],
)
@pytest.mark.parametrize("size", [(360, 260), (640, 300)])
def test_end_labels_never_overlap_and_each_names_its_line(ends, size):
    series = [Series(f"P{k}", (v // 4, v // 2, v), COLOURS[k], SHAPES[k]) for k, v in enumerate(ends)]
    ops = line_chart(Chart(series, ["Round 1", "Round 2", "Round 3"], "Score", "points"), *size)
    labels = end_labels(ops, {str(v) for v in ends})
    assert sorted(fill for _box, fill, _i in labels) == sorted(COLOURS[: len(ends)])  # one per line, in its colour
    for k, (a, _, _) in enumerate(labels):
        assert a[2] <= size[0]  # inside the chart
        for b, _, _ in labels[k + 1 :]:
            assert not overlap(a, b), (a, b)
    # No label on any line's marker (the legend's too).
    points = [b for b in boxes_of_shapes(ops) if b[4] in COLOURS]
    for box, _, _ in labels:
        for p in points:
            assert not overlap(box, p[:4]), (box, p)


@pytest.mark.parametrize("ends", [(57, 0), (61, 61, 52, 41)])
def test_each_value_is_marked_once(ends):
    """A play-test saw each final score's marker twice: the line's end and its label's."""
    series = [Series(f"P{k}", (v // 4, v // 2, v), COLOURS[k], SHAPES[k]) for k, v in enumerate(ends)]
    ops = line_chart(Chart(series, ["Round 1", "Round 2", "Round 3"], "Score", "points"), 640, 300)
    for s in series:
        marks = [b for b in boxes_of_shapes(ops) if b[4] == s.colour]
        assert len(marks) == len(s.values) + 1  # one per value, and the legend's


@pytest.mark.parametrize("draw", [line_chart, bar_chart])
def test_round_labels_too_long_for_a_phones_chart_wrap_whole(draw):
    """Hungarian results on a phone (360x260): "1. forduló" was cut to "1. fordu…". A label too long
    for its room goes on two lines, whole, above the legend; a short one stays on one line."""
    series = [Series(name, (3, 9, 14, 20), COLOURS[k], SHAPES[k]) for k, name in enumerate(("Anna", "Béla", "Cili"))]
    rounds = [f"{r}. forduló" for r in range(1, 5)]
    ops = draw(Chart(series, rounds, "Pontszám fordulónként", "pont"), 360, 260)
    texts = [op for op in ops if op[0] == "text"]
    assert not [op[3] for op in texts if op[3].endswith("…")]
    numbers = [op for op in texts if op[3] in {f"{r}." for r in range(1, 5)}]
    words = [op for op in texts if op[3] == "forduló"]
    assert len(numbers) == len(words) == 4
    legend_top = min(op[2] for op in texts if op[3] in ("Anna", "Béla", "Cili"))
    for number, word in zip(numbers, words, strict=True):
        assert number[1] == word[1] and number[2] < word[2] < legend_top - 12  # under each other, above the legend
    short = draw(Chart(series, ["Round 1", "Round 2", "Round 3", "Round 4"], "Score", "points"), 360, 260)
    labels = [op[3] for op in short if op[0] == "text" and op[3].startswith("Round")]
    assert labels == [f"Round {r}" for r in range(1, 5)]


@pytest.mark.parametrize("ends", [(43, 40, 38, 39), (61, 61, 52, 41), (40, 40, 40, 40, 40)])
def test_a_moved_labels_line_never_slopes_like_a_score(ends):
    """A play-tester read the line from a final score to its moved label (drawn straight, as
    thick as the data) as the score dropping after the last round. It stays level at the score,
    thinner than the data, and bends only in the last few pixels before its label."""
    series = [Series(f"P{k}", (v // 4, v // 2, v), COLOURS[k], SHAPES[k]) for k, v in enumerate(ends)]
    ops = line_chart(Chart(series, ["Round 1", "Round 2", "Round 3"], "Score", "points"), 640, 300)
    data_width = max(op[6] for op in ops if op[0] == "line" and op[5] in COLOURS)
    moved = 0
    for _box, fill, i in end_labels(ops, {str(v) for v in ends}):
        if ops[i - 1][0] != "line" or ops[i - 1][5] != fill:
            continue  # a label at its own line's height: no line to it
        moved += 1
        _, bx, by, lx, ly, _, width = ops[i - 1]
        assert lx - bx <= LEADER_BEND + 0.5 and width < data_width  # the bend: short, thin
        before = ops[i - 2]
        if before[0] == "line" and before[5] == fill and before[6] == width:  # the level part
            assert before[2] == before[4] == by, before
    assert moved

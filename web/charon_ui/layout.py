"""Where everything sits on the canvas, in logical pixels (the page scales the canvas to fit),
and which thing a point is on. Pure geometry: no game rules, no drawing.

    >>> hit_test(*POSITION_XY["C7"], Cards())
    ('position', 'C7')
"""

from dataclasses import dataclass, field, replace
from functools import cached_property

from game.charon.board import (
    ACTION_AREAS,
    COLS,
    POSITION_IDS,
    POSITION_KIND,
    POSITION_ZONES,
    ROWS,
    ZONE_CELL,
    ZONE_HOLES,
    ZONE_IDS,
)
from shell.canvas import View

# 22 px taller than the 744 it was: the flag spots' legend takes two lines of larger type (LEGEND).
WIDTH, HEIGHT = 960, 766
Rect = tuple[float, float, float, float]  # x, y, width, height
TABLE: Rect = (0, 0, WIDTH, HEIGHT)

STATUS: Rect = (0, 0, WIDTH, 48)


@dataclass(frozen=True)
class BoardGeometry:
    """Where the moon's 4 x 5 square zones, positions and mining holes sit, and how big the
    pieces on it are drawn (`piece` scales flags, markers and labels; `gem`, gems and holes).
    The full table and the demo's compact table draw the same board at different sizes."""

    x: float
    y: float
    zone: float  # side of a zone
    centre_drop: float  # the centre position sits a little below the middle, under the holes
    hole_gap: float
    hole_dy: float  # from the top of the zone to its row of mining holes
    piece: float = 1.0
    gem: float = 1.0
    label: float = 1.0  # the zones' own words (number, "out of play"), on top of `piece`
    flag: float = 11  # a flag's radius, on top of `piece` (its initial is as large: render.flag)

    @property
    def rect(self) -> Rect:
        return (self.x, self.y, COLS * self.zone, ROWS * self.zone)

    @cached_property
    def zone_rect(self) -> dict[int, Rect]:
        return {
            z: (self.x + c * self.zone, self.y + r * self.zone, self.zone, self.zone) for z, (r, c) in ZONE_CELL.items()
        }

    @cached_property
    def position_xy(self) -> dict[str, tuple[float, float]]:
        """A road's midpoint, a crossroads' corner, a centre under the holes."""
        rects = self.zone_rect
        out = {}
        for p in POSITION_IDS:
            mids = [(x + w / 2, y + h / 2) for x, y, w, h in (rects[z] for z in POSITION_ZONES[p])]
            xs, ys = zip(*mids, strict=False)
            x, y = sum(xs) / len(xs), sum(ys) / len(ys)
            out[p] = (x, y + self.centre_drop) if POSITION_KIND[p] == "center" else (x, y)
        return out

    def hole_xy(self, zone: int) -> list[tuple[float, float]]:
        """The mining holes of a zone: a row in its upper part."""
        x, y, w, _ = self.zone_rect[zone]
        n = ZONE_HOLES[zone]
        first = x + w / 2 - self.hole_gap * (n - 1) / 2
        return [(first + i * self.hole_gap, y + self.hole_dy) for i in range(n)]


# The full table's zones' words and flags' initials are 14 px (render.WORDS: 10 CSS px at
# 1024x768, where at 10–12 px they read 7–8.7): the zone's number 10 px x 1.4, a flag's
# initial as large as its disc's radius x 1.1. The gems sit 34 below the zone's top, as far from
# the ring of a lit top road (15 across) as from the lit centre's (they read as covered at 30).
FULL_BOARD = BoardGeometry(x=24, y=62, zone=108, centre_drop=14, hole_gap=26, hole_dy=34, label=1.4, flag=13)
# On a phone the moon's pane is shown at about 0.66 CSS px a table pixel: the zones' words at
# 17 px are 11 CSS px (at 10 px, 6.6: unreadable in a replay, where no tap zooms in).
PHONE_BOARD = replace(FULL_BOARD, label=1.7)
ZONE = FULL_BOARD.zone
BOARD_X, BOARD_Y = FULL_BOARD.x, FULL_BOARD.y
BOARD: Rect = FULL_BOARD.rect
ZONE_RECT: dict[int, Rect] = FULL_BOARD.zone_rect
POSITION_XY: dict[str, tuple[float, float]] = FULL_BOARD.position_xy
POSITION_RADIUS = 12
HIT_RADIUS = 15


# Right column: the action areas, then the round track, turn order, clear pool and supply.
RIGHT_X = BOARD_X + COLS * ZONE + 26
RIGHT_W = WIDTH - RIGHT_X - 16
AREA_H, AREA_GAP = 52, 5  # room for flags as large as the board's above the effect's line
AREA_RECT: dict[str, Rect] = {
    a: (RIGHT_X, BOARD_Y + i * (AREA_H + AREA_GAP), RIGHT_W, AREA_H) for i, a in enumerate(ACTION_AREAS)
}
_TRACKS_Y = BOARD_Y + len(ACTION_AREAS) * (AREA_H + AREA_GAP) + 4
ROUND_TRACK: Rect = (RIGHT_X, _TRACKS_Y, RIGHT_W, 40)
TURN_TRACK: Rect = (RIGHT_X, _TRACKS_Y + 46, RIGHT_W, 40)
POOL: Rect = (RIGHT_X, _TRACKS_Y + 92, RIGHT_W, 40)

# The legend of the flag spots, along the board's bottom edge (the whole width: the right
# column ends there too); then the player panels. Its words are LEGEND_TEXT px on two lines: at
# 1024x768 the table is drawn 0.725 CSS px a table pixel (as wide as the window leaves beside the
# action panel), and at 11 px on one line they were 8 CSS px tall, squeezed: unreadable (a play-test).
LEGEND_TEXT = 14
LEGEND: Rect = (16, BOARD_Y + ROWS * ZONE + 14, WIDTH - 32, 40)
PANELS_Y, PANEL_H = LEGEND[1] + LEGEND[3] + 4, 90


def player_panels(n: int) -> list[Rect]:
    gap = 8
    w = (WIDTH - 2 * 16 - gap * (n - 1)) / n
    return [(16 + i * (w + gap), PANELS_Y, w, PANEL_H) for i in range(n)]


# Cards: the common row (left) and the hand of the player to move (right).
CARD_W, CARD_H = 64, 92
CARDS_Y = PANELS_Y + PANEL_H + 26  # room for the row's label, and the phone's panes clear of the panels
ROW_AREA: Rect = (16, CARDS_Y, 5 * (CARD_W + 8), CARD_H)
HAND_AREA: Rect = (ROW_AREA[0] + ROW_AREA[2] + 28, CARDS_Y, WIDTH - 16 - (ROW_AREA[0] + ROW_AREA[2] + 28), CARD_H)
# The discard pile, when an Engineering Advance winner looks through it: drawn over the board.
DISCARD_AREA: Rect = (BOARD_X + 10, BOARD_Y + 40, COLS * ZONE - 20, ROWS * ZONE - 50)


def card_slots(area: Rect, count: int) -> list[Rect]:
    """Card rectangles laid out in `area`: side by side, overlapping when there are many,
    wrapping onto more lines when the area is tall enough."""
    x, y, w, h = area
    if count == 0:
        return []
    per_line = max(1, int((w + 8) // (CARD_W + 8)))
    lines = max(1, int((h + 8) // (CARD_H + 8)))
    if count <= per_line * lines:
        return [
            (x + (i % per_line) * (CARD_W + 8), y + (i // per_line) * (CARD_H + 8), CARD_W, CARD_H)
            for i in range(count)
        ]
    # Too many: overlap them on as many lines as fit.
    per_line = -(-count // lines)
    step = min(CARD_W + 8, (w - CARD_W) / max(1, per_line - 1))
    return [(x + (i % per_line) * step, y + (i // per_line) * (CARD_H + 8), CARD_W, CARD_H) for i in range(count)]


@dataclass
class Cards:
    """The cards currently on screen, per region, in drawing order (ids, or "?" when hidden)."""

    row: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)  # only while it is being looked through
    hand_label_w: float = 0  # the hand's label above it as drawn (the lesson's outline holds it)

    def slots(self) -> list[tuple[str, int, str, Rect]]:
        """(region, index, card, rect) for every card shown, topmost last."""
        out = []
        for region, area, cards in (
            ("row", ROW_AREA, self.row),
            ("hand", HAND_AREA, self.hand),
            ("discard", DISCARD_AREA, self.discard),
        ):
            for i, (card, rect) in enumerate(zip(cards, card_slots(area, len(cards)), strict=False)):
                out.append((region, i, card, rect))
        return out


def inside(x: float, y: float, rect: Rect) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh


def hit_test(x: float, y: float, cards: Cards) -> tuple | None:
    """What is under the point: ('card', region, card), ('position', id), ('area', name),
    ('zone', id), or None. Cards are on top (the discard overlay covers the board)."""
    for region, _, card, rect in reversed(cards.slots()):
        if inside(x, y, rect):
            return ("card", region, card)
    best, best_d = None, float(HIT_RADIUS**2)
    for p, (px, py) in POSITION_XY.items():
        d = (px - x) ** 2 + (py - y) ** 2
        if d <= best_d:
            best, best_d = p, d
    if best is not None:
        return ("position", best)
    for a, rect in AREA_RECT.items():
        if inside(x, y, rect):
            return ("area", a)
    for z in ZONE_IDS:
        if inside(x, y, ZONE_RECT[z]):
            return ("zone", z)
    return None


# ---- zooming in on a zone (small touch screens) --------------------------------------------

ZOOM_ZONES = 2.2  # zones across the zoomed view: the zone and the spots on its edges, with room


def zoom_view(zone: int, g: BoardGeometry = FULL_BOARD, shown: Rect = TABLE) -> View:
    """The view that fills a canvas showing the part `shown` of the table with `zone` and its
    neighbours' edges, so that flag spots are large enough for a finger (about 4x on a 390 px
    wide phone); it stays within `shown`.

    >>> scale, x, y = zoom_view(8)
    >>> round(scale, 2), 0 <= x and 0 <= y
    (4.04, True)
    """
    zx, zy, zw, zh = g.zone_rect[zone]
    sx, sy, sw, sh = shown
    scale = sw / (ZOOM_ZONES * zw)
    w, h = sw / scale, sh / scale
    x = min(max(zx + zw / 2 - w / 2, sx), sx + sw - w)
    y = min(max(zy + zh / 2 - h / 2, sy), sy + sh - h)
    return scale, x, y


# ---- a phone's panes: parts of the table, each on a canvas of its own, drawn large --------------
# On a phone the one table is shown in parts (web/charon_page/phone_tabs.py): the moon at full
# width with the action areas and tracks below it, and in other tabs the cards and the player
# panels, each part on its own canvas through the same drawing operations. A pane's canvas is as many
# logical pixels as the part it shows; its view puts the part's top left at the canvas's.

MOON_PANE: Rect = (BOARD_X - 12, BOARD_Y - 12, COLS * ZONE + 24, ROWS * ZONE + 24)  # the moon at full width
AREAS_PANE: Rect = (RIGHT_X - 8, BOARD_Y - 8, RIGHT_W + 16, LEGEND[1] - BOARD_Y + 6)  # areas, tracks, supply
# The phone's row and hand panes start 22 above the cards: below the players' panels and their
# outline (drawn 2.5 wide round the one to move), which would otherwise show as a sliver along
# the pane's top edge.
PANE_OVER_CARDS = 22
ROW_PANE: Rect = (ROW_AREA[0] - 8, CARDS_Y - PANE_OVER_CARDS, ROW_AREA[2] + 8, CARD_H + PANE_OVER_CARDS + 6)
HAND_PANE: Rect = (HAND_AREA[0] - 8, CARDS_Y - PANE_OVER_CARDS, HAND_AREA[2] + 16, CARD_H + PANE_OVER_CARDS + 6)


def hand_pane(count: int) -> Rect:
    """The hand's part of the table, as wide as `count` cards need (at least as wide as the
    row's): a short hand is drawn as large as the row.

    >>> hand_pane(2)[2] == ROW_PANE[2], hand_pane(20) == HAND_PANE
    (True, True)
    """
    needed = 16 + count * (CARD_W + 8)
    return (HAND_PANE[0], HAND_PANE[1], min(HAND_PANE[2], max(ROW_PANE[2], needed)), HAND_PANE[3])


def hand_label_room(count: int) -> float:
    """How wide the label above a hand of `count` cards may be drawn (squeezed, not cut): inside
    the hand's strip and its phone pane, clear of the glow of the lesson's outline round them
    (charon_ui.tutorial.region_rect ends that outline with the strip or the pane)."""
    px, _py, pw, _ph = hand_pane(count)
    return min(px + pw, HAND_AREA[0] + HAND_AREA[2]) - HAND_AREA[0] - 10


def player_pane(n: int, player: int) -> Rect:
    """The part of the table that shows one of `n` players' panels, with a small margin."""
    x, y, w, h = player_panels(n)[player]
    return (x - 4, y - 4, w + 8, h + 8)


def pane_view(shown: Rect) -> View:
    """The view of a canvas that shows exactly `shown`, at its own size.

    >>> pane_view((16, 700, 360, 124))
    (1.0, 16, 700)
    """
    return 1.0, shown[0], shown[1]

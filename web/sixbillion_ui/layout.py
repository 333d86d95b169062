"""Where everything of 6 Billion's table sits on the canvas, in logical pixels (the page scales
the canvas to fit), and which thing a point is on. Pure geometry: no rules, no drawing.

The board is the solar system: the Sun at the top left, the 10 sites one below the other in
their order from it (Mercury at the top, Pluto at the bottom). Each site's row holds its name, limit
and points, its population track (spaces 1, 2, 4 … its last), then its holding box (colony half,
migrant half). Beside the board: the players, the neutrals, the turn order, the cards on the
table; below it: the score track and the viewer's own cards.

    >>> hit_test(*space_centre("mars", 8), {}) == ("space", "mars", 8)
    True
"""

from dataclasses import dataclass
from functools import cache, cached_property

from game.sixbillion.components import SITES, TRACK, X2_BOX
from shell.canvas import View

# HEIGHT: the hand's foot, and the lesson's outline round it (tutorial.region_ops: drawn 2 px outside
# its region, a 2.5 px line), inside the canvas; the legend given room under the board's frame
# pushed the hand 10 px down (issue 36)
WIDTH, HEIGHT = 1100, 788
Rect = tuple[float, float, float, float]  # x, y, width, height
TABLE: Rect = (0, 0, WIDTH, HEIGHT)
MAX_SPACES = max(len(t) for t in TRACK.values())  # 11: Earth and the Asteroid Belt reach 1024
HALVES = ("colony", "migrant")


@dataclass(frozen=True)
class BoardGeometry:
    """The board's rows, drawn at one size. `stacked`: the phone's board, where a site's name
    and holding box sit on a line above its track, so that the track takes the whole width.
    `small`: a small frame's board (the embed's compact table): a site's name alone on its row,
    the spaces' and box halves' numbers left out, the tokens taking their cells."""

    x: float  # the left edge of the rows (the Sun is drawn to its left, or above on a phone)
    y: float
    row_h: float
    label_w: float
    space_w: float
    half_w: float  # one half of the holding box
    stacked: bool = False
    head_h: float = 0  # stacked: the height of the name-and-box line
    piece: float = 1.0  # scales tokens and labels
    per_line: int = MAX_SPACES  # stacked: a track's spaces per line (a zoomed site wraps its track)
    small: bool = False
    least_text: float = 0  # the smallest word's font size (a zoomed site's words read at 11 CSS px)

    @property
    def lines(self) -> int:
        """The lines a track takes: one, or on a zoomed site two."""
        return -(-MAX_SPACES // self.per_line)

    @property
    def width(self) -> float:
        if self.stacked:
            return min(self.per_line, MAX_SPACES) * self.space_w
        return self.label_w + MAX_SPACES * self.space_w + 10 + 2 * self.half_w

    @property
    def rect(self) -> Rect:
        return (self.x, self.y, self.width, len(SITES) * self.row_h)

    def row(self, site: str) -> Rect:
        return (self.x, self.y + SITES.index(site) * self.row_h, self.width, self.row_h)

    def label(self, site: str) -> Rect:
        x, y, w, h = self.row(site)
        if self.stacked:
            return (x, y, w - 2 * self.half_w - 6, self.head_h)
        return (x, y, self.label_w, h)

    @cached_property
    def spaces(self) -> dict[tuple[str, int], Rect]:
        """Every track space's cell, by (site, value)."""
        out = {}
        for site in SITES:
            x, y, _w, h = self.row(site)
            if self.stacked:
                left, top, tall = x, y + self.head_h, (h - self.head_h) / self.lines
            else:
                left, top, tall = x + self.label_w, y, h
            for i, value in enumerate(TRACK[site]):
                line, col = divmod(i, self.per_line)
                out[site, value] = (left + col * self.space_w + 1, top + line * tall + 3, self.space_w - 2, tall - 6)
        return out

    def box(self, site: str, half: str) -> Rect:
        """One half of a site's holding box."""
        x, y, w, h = self.row(site)
        i = HALVES.index(half)
        if self.stacked:
            return (x + w - 2 * self.half_w + i * self.half_w, y + 2, self.half_w - 3, self.head_h - 4)
        left = x + self.label_w + MAX_SPACES * self.space_w + 10
        return (left + i * self.half_w, y + 3, self.half_w - 4, h - 6)

    def box_cells(self, site: str, half: str) -> list[tuple[int, Rect]]:
        """The spaces of a box half: '1' and '2', or on Mercury and Pluto the one '1' space (×2)."""
        x, y, w, h = self.box(site, half)
        if site in X2_BOX:
            return [(1, (x, y, w, h))]
        return [(1, (x, y, w / 2, h)), (2, (x + w / 2, y, w / 2, h))]

    def planet_xy(self, site: str) -> tuple[float, float]:
        x, y, _w, h = self.label(site)
        return (x + 12 * self.piece, y + h / 2)


FULL_BOARD = BoardGeometry(x=52, y=64, row_h=50, label_w=138, space_w=44, half_w=62)
# A phone's board: a pane 390 logical pixels wide drawn at its own size (layout.PHONE_PANE).
PHONE_BOARD = BoardGeometry(x=8, y=22, row_h=66, label_w=0, space_w=34, half_w=62, stacked=True, head_h=30, piece=0.9)
BOARD: Rect = FULL_BOARD.rect
# The Sun, whole, in the margin left of the board beside Mercury, the nearest site; the order of
# the sites away from it is drawn down the margin. (Only the edge of a huge Sun used to show, and
# read as a drawing cut off at the canvas's edge.)
SUN_R = 18
SUN_XY = (FULL_BOARD.x - 6 - SUN_R - 4, FULL_BOARD.y + FULL_BOARD.row_h / 2)
SUN_RECT: Rect = (SUN_XY[0] - SUN_R, SUN_XY[1] - SUN_R, 2 * SUN_R, 2 * SUN_R)


def space_centre(site: str, value: int, g: BoardGeometry = FULL_BOARD) -> tuple[float, float]:
    x, y, w, h = g.spaces[site, value]
    return (x + w / 2, y + h / 2 + 5 * g.piece)  # below the space's number


# A cell's number, per unit of `piece`: its middle's height in the cell and its size; under it,
# from its font's foot (number_room), its tokens (however many: a phone's crowded space once
# spread them over its number, and a player could not tell which space it was).
NUMBER_Y, NUMBER_SIZE = 7, 9
NUMBER_GAP = 0.05  # (clear of it, not touching)


def number_room(piece: float) -> float:
    """How far down a cell its number reaches, its tokens under it: its middle and half its font
    (a round number of pixels, as drawn); a phone's six crowded tokens take the rest of the
    space's height, as large as it allows (10.8 px kept for an 8 px number had left a two-letter
    mark wider than its disc).

    >>> round(number_room(1), 2), round(number_room(0.9), 2)
    (11.55, 10.35)
    """
    return NUMBER_Y * piece + round(NUMBER_SIZE * piece) / 2 + NUMBER_GAP


# The smallest token whose shape and letter read on a phone, per unit of `piece`; and the gap
# kept between two crowded tokens' rims, in pixels: side by side, none covering another (fanned
# over each other's rims, five on a phone's space read as one heap, a play-tester's).
READABLE_R = 6.0
CROWDED_GAP = 0.5


def token_slots(
    rect: Rect, count: int, piece: float = 1.0, fan: bool = False
) -> tuple[list[tuple[float, float]], float]:
    """Centres and radius of `count` tokens sharing a cell (a space, a box space) under its
    number: one in the middle, two side by side, then a grid that shrinks them to fit. `fan` (a
    track space): too many to stay readable side by side (the game starts with five on Earth's
    1, on a phone's small spaces), they spread to the cell's edges, side by side and
    CROWDED_GAP apart, rather than shrink to specks; its number stays clear above them.

    >>> xy, r = token_slots((0, 0, 42, 42), 1); xy, r
    ([(21.0, 26.775)], 9.0)
    """
    x, y, w, h = rect
    top = number_room(piece)  # the cell's number is written above its tokens
    if count <= 0:
        return [], 0

    def radius(cols: int) -> float:
        lines = -(-count // cols)
        return min(9 * piece, (w - 2) / cols / 2 - 0.5, (h - top - 2) / lines / 2 - 0.5)

    # As many columns as make the tokens largest: a square space stacks them in a grid, a low,
    # wide box half puts them side by side (two lines there left them too small to read).
    usual = 1 if count == 1 else 2 if count <= 4 else 3
    cols = max(range(1, count + 1), key=lambda n: (round(radius(n), 2), n == usual))
    r, lines = radius(cols), -(-count // cols)
    if fan and r < READABLE_R * piece:
        return _fanned((x, y + top, w, h - top), count, piece)
    cw, ch = w / cols, (h - top) / lines
    return [(x + (i % cols + 0.5) * cw, y + top + (i // cols + 0.5) * ch) for i in range(count)], r


def _fanned(rect: Rect, count: int, piece: float) -> tuple[list[tuple[float, float]], float]:
    """Crowded tokens over the whole of `rect` (a cell under its number), in the grid that makes
    them largest, their discs CROWDED_GAP apart at least (from its edges inward) and inside it."""
    x, y, w, h = rect

    def radius(cols: int) -> float:
        lines = -(-count // cols)
        return min(9 * piece, (w - CROWDED_GAP * (cols - 1)) / cols / 2, (h - CROWDED_GAP * (lines - 1)) / lines / 2)

    cols = max(range(1, count + 1), key=radius)
    r, lines = radius(cols), -(-count // cols)

    def centres(start: float, size: float, n: int) -> list[float]:
        return [start + size / 2] if n == 1 else [start + r + k * (size - 2 * r) / (n - 1) for k in range(n)]

    xs, ys = centres(x, w, cols), centres(y, h, lines)
    return [(xs[i % cols], ys[i // cols]) for i in range(count)], r


# ---- around the board ------------------------------------------------------------------------

SCORE_TRACK: Rect = (FULL_BOARD.x, BOARD[1] + BOARD[3] + 8, 50 * 8.6, 24)  # spaces 0-49, wrapping
# The board's legend beside the score track: LEGEND_LINES lines of LEGEND_TEXT px words, as far
# apart (its 11 px words read at 9.5 CSS px at 1280x800, under Charon's table words: issue 36).
# Its first LEGEND_NARROW lines end with the board, beside the discard pile's count; the others,
# under it, run on under the right column to the table's edge (at 12 px their words need it).
LEGEND_LINES, LEGEND_TEXT, LEGEND_NARROW = 5, 12, 2
# Its first line (the growth limit's box, 2 px over its words, its line 1.5 px) 2.7 px under the
# board's frame (6 px round the board: render.board); 3 px higher, it touched the frame (issue 36).
LEGEND: Rect = (
    SCORE_TRACK[0] + SCORE_TRACK[2] + 24,
    BOARD[1] + BOARD[3] + 6 + 6,
    WIDTH - 12 - (SCORE_TRACK[0] + SCORE_TRACK[2] + 24),
    LEGEND_LINES * LEGEND_TEXT,
)
LEGEND_NARROW_W = BOARD[0] + BOARD[2] - LEGEND[0]
SCORE_SPACE_W = SCORE_TRACK[2] / 50

RIGHT_X = BOARD[0] + BOARD[2] + 16
RIGHT_W = WIDTH - RIGHT_X - 12
PLAYER_H = 42


def player_rows(n: int) -> list[Rect]:
    """One line per player: token, name, score, hand, Discovery cards."""
    return [(RIGHT_X, 56 + i * (PLAYER_H + 4), RIGHT_W, PLAYER_H) for i in range(n)]


NEUTRAL_H = 40


def neutral_rows(players: int, neutrals: int) -> list[Rect]:
    """Two lines per neutral faction (its name; whether it scores or who controls it now), under
    the players' rows. (A game has 5 factions: the neutrals take the room of missing players.)"""
    top = 56 + players * (PLAYER_H + 4) + 2
    return [(RIGHT_X, top + i * (NEUTRAL_H + 2), RIGHT_W, NEUTRAL_H) for i in range(neutrals)]


# Under five players' rows, or three players' and two neutrals' (a game has 5 factions).
TURN_ORDER: Rect = (RIGHT_X, 56 + 5 * (PLAYER_H + 4) + 30, RIGHT_W, 38)
TURN_STEP = 38


TURN_TOKEN_R = 7  # the turn order's tokens: with the ring round the one to move, clear of the label above


def turn_order_xy(position: int) -> tuple[float, float]:
    x, y, _w, h = TURN_ORDER
    return (x + 24 + position * TURN_STEP, y + h / 2 + 6)


CARD_W, CARD_H = 86, 112
SMALL_W, SMALL_H = 62, 84
FACE_UP_Y = TURN_ORDER[1] + TURN_ORDER[3] + 24
FACE_UP_SLOTS: list[Rect] = [(RIGHT_X + i * (SMALL_W + 6), FACE_UP_Y, SMALL_W, SMALL_H) for i in range(3)]
DECK: Rect = (RIGHT_X + 3 * (SMALL_W + 6) + 8, FACE_UP_Y, SMALL_W - 8, SMALL_H)
PILES_Y = FACE_UP_Y + SMALL_H + 24
DISCARD_TOP: Rect = (RIGHT_X, PILES_Y, SMALL_W, SMALL_H)
REMOVED: Rect = (RIGHT_X + SMALL_W + 12, PILES_Y, RIGHT_W - SMALL_W - 12, 20)
DTRACK: Rect = (RIGHT_X + SMALL_W + 12, PILES_Y + 24, RIGHT_W - SMALL_W - 12, 64)  # the Discovery Track rows
DTRACK_BOTTOM = DTRACK[1] + 14 + 18 + 2 * 16 + 6  # its last row's foot, under the Famines' line

# The hand's title under the legend's last line, with room for the lesson's outline round the
# hand and its title (tutorial.region_rects, 28 px over the cards), which ran along the title's
# accents and through the legend and the score track's numbers (a play-tester's 1280x800).
HAND_Y = LEGEND[1] + LEGEND[3] + 32  # (the outline, drawn 2 px outside it, clear of the legend)
HAND_AREA: Rect = (16, HAND_Y, 6 * (CARD_W + 8), CARD_H)
OWN_AREA: Rect = (HAND_AREA[0] + HAND_AREA[2] + 16, HAND_Y, RIGHT_X - HAND_AREA[2] - 48, CARD_H)  # agenda, Discovery


def hand_slots(count: int, area: Rect = HAND_AREA) -> list[Rect]:
    """Cards of the hand side by side; overlapping when more than fit (a hand holds 6, but a
    refused card taken back or a long draw never breaks the layout)."""
    x, y, w, h = area
    if count <= 0:
        return []
    step = min(CARD_W + 8, (w - CARD_W) / max(1, count - 1))
    return [(x + i * step, y, CARD_W, CARD_H) for i in range(count)]


def own_slots(count: int) -> list[Rect]:
    """The viewer's Hidden Agenda and Discovery cards, beside the hand."""
    x, y, w, h = OWN_AREA
    return [(x + i * (SMALL_W + 6), y + (h - SMALL_H), SMALL_W, SMALL_H) for i in range(count)]


def inside(x: float, y: float, rect: Rect) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh


Target = tuple  # ("space", site, value), ("token", site, faction), ("box", site, half), ...


def hit_test(
    x: float,
    y: float,
    tracks: dict[str, list[int]],
    hand: list[str] | tuple[str, ...] = (),
    num_players: int = 0,
    g: BoardGeometry = FULL_BOARD,
    lit: frozenset[tuple[str, int]] | set[tuple[str, int]] = frozenset(),
) -> Target | None:
    """What is under the point, the most precise first:
    ('card', index, card) in the viewer's hand; ('face_up', slot); ('deck',); ('token', site,
    faction) on a track; ('space', site, value); ('box', site, half); ('site', site) (its name or
    anywhere else on its row); ('player', p); or None.

    A token the player may pick now (`lit`: (site, faction)) answers anywhere in its space, the
    nearest when several are lit there, before the others sharing it: a finger needs the whole
    space, not the small disc (five tokens start on Earth's 1).

    >>> x, y, w, h = FULL_BOARD.spaces["earth", 1]
    >>> corner = (x + w - 2, y + 12)  # on no token
    >>> hit_test(*corner, {"earth": [1, 1]}), hit_test(*corner, {"earth": [1, 1]}, lit={("earth", 0)})
    (('space', 'earth', 1), ('token', 'earth', 0))
    """
    for i, rect in reversed(list(enumerate(hand_slots(len(hand))))):
        if g is FULL_BOARD and inside(x, y, rect):
            return ("card", i, hand[i])
    if g is FULL_BOARD:
        for slot, rect in enumerate(FACE_UP_SLOTS):
            if inside(x, y, rect):
                return ("face_up", slot)
        if inside(x, y, DECK):
            return ("deck",)
        for p, rect in enumerate(player_rows(num_players)):
            if inside(x, y, rect):
                return ("player", p)
    for (site, value), rect in g.spaces.items():
        if inside(x, y, rect):
            here = [f for f, space in enumerate(tracks.get(site, ())) if space == value]
            xy, r = token_slots(rect, len(here), g.piece, fan=True)
            near = sorted(((tx - x) ** 2 + (ty - y) ** 2, f) for f, (tx, ty) in zip(here, xy, strict=True))
            pickable = [f for _d, f in near if (site, f) in lit]
            if pickable:
                return ("token", site, pickable[0])
            if near and near[0][0] <= (r + 3) ** 2:
                return ("token", site, near[0][1])
            return ("space", site, value)
    for site in SITES:
        for half in HALVES:
            if inside(x, y, g.box(site, half)):
                return ("box", site, half)
        if inside(x, y, g.row(site)):
            return ("site", site)
    return None


# ---- a phone's panes: parts of the table, each on a canvas of its own --------------------------
# On a phone (390 x 844) the table is shown in tabs, as Charon's is: the board drawn by
# PHONE_BOARD at its own size, and the cards and players panes cut from the full table.

PHONE_WIDTH = 390
PHONE_PANE: Rect = (0, 0, PHONE_WIDTH, PHONE_BOARD.y + 8 + len(SITES) * PHONE_BOARD.row_h)
# Parts of the full table, each on a canvas of its own in a tab: the players (scores, hands,
# Discovery cards), the neutrals and the turn order in the Players tab; the cards on the table
# (face up, the deck, the discard pile, the Discovery Track) over the hand in the Hand tab.
PLAYERS_PANE: Rect = (RIGHT_X - 8, 48, RIGHT_W + 16, TURN_ORDER[1] + TURN_ORDER[3] + 6 - 48)
CARDS_PANE: Rect = (RIGHT_X - 8, FACE_UP_Y - 21, RIGHT_W + 16, DTRACK_BOTTOM + 4 - (FACE_UP_Y - 21))
# A phone's legend, drawn on its own under its board: 13 px words, lines 20 px apart, the
# phone's width (its slice of the table had the board's frame across its first line, and its
# 11 px lines, 11 px apart, read at 10 CSS px).
PHONE_LEGEND_TEXT, PHONE_LEGEND_STEP = 13, 20
PHONE_LEGEND: Rect = (8, 6, PHONE_WIDTH - 16, LEGEND_LINES * PHONE_LEGEND_STEP)
PHONE_LEGEND_PANE: Rect = (0, 0, PHONE_WIDTH, PHONE_LEGEND[1] + PHONE_LEGEND[3] + 4)


def pane_view(shown: Rect, width: float) -> View:
    """The view of a canvas `width` pixels wide that shows the part `shown` of the table.

    >>> pane_view((100, 50, 200, 80), 400)
    (2.0, 100, 50)
    """
    return width / shown[2], shown[0], shown[1]


TOUCH = 44  # the smallest target a finger hits reliably, in screen pixels

# A site zoomed on a phone (a tap on its row): the board drawn so large that the site's row fills
# the phone's width, its track wrapped on two lines, so that each track space and each box half
# is a target a finger can hit; above the row, room for the "Whole board" button, and below it
# the site in words (what a pointer's hover says on a desktop).
# The row at ZOOM_TOP: under the title, and the box halves' names (their 14 px, 7 over the row)
# under the way back, a button over the canvas (web/style.css: #unzoom, 8 px from its top, 44 px
# tall), with room on a phone whose canvas is shown at 0.8 of its logical px (the names ran into
# "Az egész tábla" at 72).
ZOOM_TOP = 88
ZOOM_ROW_H = 192
# A zoomed site's smallest words: the zoom is where a phone reads a site, its 390 logical px shown
# on a 390 px phone's page (about 0.95 CSS px each), so 12 px reads at 11 CSS px and more; its
# tokens' letters, names and points were 9 to 11 px.
ZOOM_LEAST_TEXT = 12
# Lines for the site in words: its places in a game of 5 with a neutral took 11 in Spanish and
# Hungarian (7 cut the Hungarian after its third place with "…"); said in plain words (issue 36),
# a crowded Asteroid Belt with its box and the viewer's agenda takes 15 in Spanish.
ZOOM_TEXT_LINES, ZOOM_LINE_H = 16, 17
ZOOM_PANE: Rect = (0, 0, PHONE_WIDTH, ZOOM_TOP + ZOOM_ROW_H + 16 + ZOOM_TEXT_LINES * ZOOM_LINE_H)


@cache
def zoom_geometry(site: str) -> BoardGeometry:
    """The geometry that draws `site`'s row at ZOOM_TOP of ZOOM_PANE (the other rows fall
    outside the pane, and are not drawn).

    >>> g = zoom_geometry("earth")
    >>> g.row("earth")[1] == ZOOM_TOP and g.rect[0] + g.width <= PHONE_WIDTH
    True
    """
    return BoardGeometry(
        x=9,
        y=ZOOM_TOP - SITES.index(site) * ZOOM_ROW_H,
        row_h=ZOOM_ROW_H,
        label_w=0,
        space_w=62,
        half_w=100,
        stacked=True,
        head_h=64,
        piece=1.5,
        per_line=6,
        least_text=ZOOM_LEAST_TEXT,
    )


def smallest_target(g: BoardGeometry, site: str) -> float:
    """The narrowest side of `site`'s track spaces and box cells (box halves' spaces), in the
    geometry's logical pixels: what a finger must hit on that row.

    >>> smallest_target(zoom_geometry("mercury"), "mercury") >= TOUCH
    True
    """
    cells = [rect for (s, _v), rect in g.spaces.items() if s == site]
    cells += [rect for half in HALVES for _n, rect in g.box_cells(site, half)]
    return min(min(w, h) for _x, _y, w, h in cells)


# A phone's hand tab: the hand 3 cards to a line, large enough to read and tap, then the
# viewer's Hidden Agenda and Discovery cards.
# A card tall enough for what it does at 12 px (11.5 CSS px on a 390 px phone: at 10 px it read at
# 9.6), in Hungarian and Spanish too; the Hidden Agenda and Discovery cards as large as a hand's
# card on the table, for their titles at 12 px.
PHONE_CARD_W, PHONE_CARD_H = 118, 224
PHONE_SMALL_W, PHONE_SMALL_H = 86, 112
PHONE_TEXT = 12  # the hand tab's smallest words
PHONE_HAND_TOP = 34


def phone_hand_slots(count: int) -> list[Rect]:
    """The hand's cards on a phone, 3 to a line.

    >>> phone_hand_slots(4)[3]
    (8, 266, 118, 224)
    """
    return [
        (8 + (i % 3) * (PHONE_CARD_W + 8), PHONE_HAND_TOP + (i // 3) * (PHONE_CARD_H + 8), PHONE_CARD_W, PHONE_CARD_H)
        for i in range(count)
    ]


def phone_own_slots(count: int, hand: int) -> list[Rect]:
    """The viewer's Hidden Agenda and Discovery cards, on the line below the hand."""
    top = PHONE_HAND_TOP + max(1, -(-hand // 3)) * (PHONE_CARD_H + 8) + 24
    return [(8 + i * (PHONE_SMALL_W + 10), top, PHONE_SMALL_W, PHONE_SMALL_H) for i in range(count)]


def phone_hand_height(hand: int) -> float:
    return phone_own_slots(1, hand)[0][1] + PHONE_SMALL_H + 12


# A phone's hand tab while no hand is shown (another's turn at a shared phone, a public moment):
# two lines of words saying why, so that the cards on the table below stay in view.
PHONE_HIDDEN_HAND_H = 44


def phone_hand_hit(x: float, y: float, hand: list[str] | tuple[str, ...]) -> Target | None:
    """('card', index, card) under a point of the phone's hand tab, or None."""
    for i, rect in enumerate(phone_hand_slots(len(hand))):
        if inside(x, y, rect):
            return ("card", i, hand[i])
    return None

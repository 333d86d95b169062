"""draw(view) -> a list of drawing operations for the canvas (web/draw.js executes them).

The operations are plain lists, so a frame is testable under CPython and crosses into
JavaScript as one JSON string. Nothing here decides anything about the rules: it only
draws the view it is given, and the clickable highlights it is told about. The operations are
the shell's (shell.canvas lists them).
"""

from game.charon import scores
from game.charon.board import (
    ACTION_AREAS,
    ACTIVE_POSITIONS,
    ACTIVE_ZONES,
    COLOURS,
    POSITION_KIND,
    ZONE_GROUP,
    ZONE_IDS,
)
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.staking import area_winners, areas_decided  # the engine says who won which action area
from game.charon.state import CHOOSE_ROW, ENGINEERING_ADVANCE, HIDDEN, LAST_ROUND, State
from shell.canvas import Canvas, Proportions, fit, symbol, text_width  # the display list's primitives: any game's
from shell.i18n import N_, _, ngettext

from . import layout as L
from .describe import phase_title
from .theme import (
    ADVICE,
    BACKGROUND,
    BLACK_GEM_CHIP,
    GEM_FILL,
    GEM_SHAPE,
    HIGHLIGHT,
    MUTED,
    PANEL,
    PANEL_EDGE,
    PICKED,
    PLAYER_COLOURS,
    PLAYER_INK,
    RECENT,
    TEXT,
    ZONE_FILL,
    ZONE_OUT,
    area_effect,
    area_title,
    gem_name,
)

# Charon's gems: a little taller than wide, the clear (wild) gem a star.
GEM = Proportions(square=0.85, triangle=(1.1, 0.2), diamond=(1.15, 0.9), hexagon=1, star=(1.15, 0.5))


GEM_EDGE = "#10131c"  # every gem's edge, the black one's too


def gem(c: Canvas, kind: str, x: float, y: float, r: float = 9) -> None:
    """A gem: its colour *and* its shape (circle, triangle, square, diamond, hexagon, star). The
    black gem is a solid dark hexagon on a light chip (BLACK_GEM_CHIP), which sets it off the
    dark panels; the page's words draw it so too. Its edge is dark like every gem's: a light edge
    inside the chip's thin light rim read as an outline, a ring, at a glance."""
    if kind == "black":
        c.circle(x, y, r * 1.1, BLACK_GEM_CHIP)  # a rim: a count 3 px after the gem stays 2 px clear
    symbol(c, GEM_SHAPE[kind], x, y, r, GEM_FILL[kind], GEM_EDGE, GEM)


def flag(c: Canvas, x: float, y: float, colour: str, initial: str, r: float = 11, ring: str | None = None) -> None:
    """A player's flag: a disc in the player's colour with their initial (readable without colour)."""
    c.circle(x + 1.5, y + 2, r, "rgba(0,0,0,0.35)")
    c.circle(x, y, r, PLAYER_COLOURS[colour], ring or "#0b0d12", 2 if ring else 1.5)
    c.text(x, y + 0.5, initial, max(9, round(r * 1.1)), PLAYER_INK[colour], "center", "bold")


def initials(names: list[str]) -> list[str]:
    """A one- or two-letter mark per player, distinct: the name's first letter, never a digit (a
    flag lettered "1" for the Hungarian "1. játékos" read as a zone's number), with the seat's
    number where two share it (as 6 Billion's tokens: sixbillion_ui.describe.marks).

    >>> initials(["1. játékos", "Mohó gép 2", "Mohó gép 3"])
    ['J', 'M2', 'M3']
    """
    firsts = [next((ch.upper() for ch in name if ch.isalpha()), "?") for name in names]
    return [f if firsts.count(f) == 1 else f"{f}{i + 1}" for i, f in enumerate(firsts)]


def card(c: Canvas, x, y, w, h, card_id: str, highlight=False, dim=False) -> None:
    if card_id == HIDDEN:
        c.rect(x, y, w, h, "#2b3552", "#55627f", 1.5, 7)
        c.text(x + w / 2, y + h / 2, "?", 26, MUTED, "center", "bold")
        return
    c.rect(x + 2, y + 3, w, h, "rgba(0,0,0,0.35)", None, 0, 7)
    c.rect(
        x, y, w, h, "#3d4660" if dim else "#f4ecd8", HIGHLIGHT if highlight else "#8a7d62", 3 if highlight else 1.5, 7
    )
    ink = "#b7bccb" if dim else "#2a2418"
    c.text(x + 8, y + 15, CARD_VALUE[card_id], 20, ink, "left", "bold")
    gy = y + 38
    for colour, n in CARD_COST[card_id]:
        gem(c, colour, x + 15, gy, 6.5)
        c.text(x + 26, gy + 1, f"× {n}", 12, ink, "left", "bold")
        gy += 17


def draw(
    state: State,
    show_private: bool,
    names: list[str],
    colours: list[str],
    highlights: dict | None = None,
    hover: tuple | None = None,
    status: str = "",
    recent: frozenset[str] = frozenset(),
    pointed: str | None = None,
    advised: tuple[str, str] | None = None,
    phase: str = "",
    picked: str | None = None,
    geometry: "L.BoardGeometry" = L.FULL_BOARD,
) -> tuple[list, "L.Cards"]:
    """The whole table for one view. Private parts (the hand, the secret row choice, the
    discard pile being looked through) appear only when `show_private`; `state.viewer` is
    the only player they could belong to. `recent`: positions where others have just placed
    flags (marked until the viewer decides again); `pointed`: the position a focused button of
    the action panel is about; `advised`: where the hint points (charon_ui.advice.board_target);
    `phase`: the status line's name of what is happening, if not the state's phase (claiming);
    `picked`: the hand's card picked for the common row, not yet put in (charon_ui.row_pick);
    `geometry`: the moon's (L.PHONE_BOARD on a phone: its zones' words larger)."""
    hl = highlights or {"positions": set(), "areas": set(), "cards": set()}
    if not show_private:
        hl = {"positions": set(), "areas": set(), "cards": set()}
    c = Canvas()
    marks = initials(names)
    c.rect(0, 0, L.WIDTH, L.HEIGHT, BACKGROUND)
    _status(c, state, names, colours, status, phase)
    board(c, state, colours, marks, hl, hover, geometry, recent=recent)
    if pointed is not None:  # the keyboard's choice in the action panel, shown where it is
        px, py = L.FULL_BOARD.position_xy[pointed]
        c.circle(px, py, 20, None, "#ffffff", 3)
        c.circle(px, py, 24, None, HIGHLIGHT, 2)
    _areas(c, state, colours, marks, hl)
    _tracks(c, state, names, colours, marks)
    flag_spot_legend(c)
    _players(c, state, names, colours)
    cards = _cards(c, state, names, show_private, hl, picked if show_private else None)
    if advised is not None:
        _advised(c, advised, cards, geometry)
    return c.ops, cards


def _advised(c: Canvas, target: tuple[str, str], cards: "L.Cards", g: "L.BoardGeometry" = L.FULL_BOARD) -> None:
    """The hint's mark: a labelled ring round a flag spot (small among many), a frame round an
    area or a card (no label: above a card it would run into the hand's title, above an area
    into the area before; the frame's colour is the hint box's). The label is as large as the
    zones' words of the moon's geometry (`g`: a phone's are larger: at 13 px it read 7 CSS px)."""
    kind, what = target
    if kind == "position":
        px, py = L.FULL_BOARD.position_xy[what]
        size = round(13 * g.label)
        c.circle(px, py, 22, "rgba(255,138,216,0.25)", ADVICE, 4)
        c.text(px, py - 26 - size / 2, _("hint"), size, ADVICE, "center", "bold")
        return
    rects = [L.AREA_RECT[what]] if kind == "area" else [r for _, _, card, r in cards.slots() if card == what]
    for x, y, w, h in rects:
        c.rect(x - 4, y - 4, w + 8, h + 8, None, ADVICE, 4, 10)


def _status(c: Canvas, s: State, names, colours, status: str, phase: str = "") -> None:
    c.rect(0, 0, L.WIDTH, 48, "#141b2c")
    c.line(0, 48, L.WIDTH, 48, PANEL_EDGE, 1)
    c.text(16, 24, "Charon, Inc.", 20, TEXT, "left", "bold")
    c.text(172, 24, round_phase(s, phase), 15, MUTED)
    p = s.to_move
    if p is not None:
        flag(c, L.RIGHT_X + 10, 24, colours[p], initials(names)[p], 11)
        c.text(L.RIGHT_X + 28, 24, status or _("{name} to move").format(name=names[p]), 15, TEXT, "left", "bold")
    else:
        c.text(L.RIGHT_X, 24, _("Final scores"), 15, TEXT, "left", "bold")


def round_phase(s: State, phase: str = "") -> str:
    """'Round 2/4 · Staking claims': the status line's middle (`phase`: another name than the
    state's phase, for what is happening between phases)."""
    return _("Round {round}/{rounds} · {phase}").format(
        round=min(s.round, LAST_ROUND), rounds=LAST_ROUND, phase=phase or phase_title(s.phase)
    )


# A zone's number from its top left corner: between the corner's crossroads and the top road,
# clear of the widest ring either gets (a flag's halo, 17 across its centre), above the gems.
ZONE_NUMBER_X, ZONE_NUMBER_Y = 17, 12
RING_GAP = 3  # a placed flag's halo, a lifted flag's ring: this far outside its disc


def board(
    c: Canvas, s: State, colours, marks, hl, hover, g: "L.BoardGeometry" = L.FULL_BOARD, recent=frozenset()
) -> None:
    """The moon: zones (inactive ones hatched), gems in their holes, empty positions and flags,
    with the clickable positions in `hl` lit; placed and sized by the geometry `g`."""
    k, kg = g.piece, g.gem  # sizes of flags and labels, of gems and holes; g gives their places
    x, y, w, h = g.rect
    c.rect(x - 10 * k, y - 10 * k, w + 20 * k, h + 20 * k, "#2a2f3c", "#5b6479", 2, 18 * k)
    active = set(ACTIVE_ZONES[s.num_players])
    for z in ZONE_IDS:
        zx, zy, zw, zh = g.zone_rect[z]
        if z in active:
            c.rect(zx + 1, zy + 1, zw - 2, zh - 2, ZONE_FILL[ZONE_GROUP[z]], "#6f6a60", 1, 4)
            # craters, for the look of a moon
            c.circle(zx + zw * 0.78, zy + zh * 0.78, 9 * k, "rgba(0,0,0,0.06)")
            c.circle(zx + zw * 0.2, zy + zh * 0.72, 5 * k, "rgba(0,0,0,0.06)")
        else:
            c.rect(zx + 1, zy + 1, zw - 2, zh - 2, ZONE_OUT, "#4a4f5b", 1, 4)
            step = round(14 * k)
            for i in range(-int(zh), int(zw), step):  # hatching
                x0, y0 = zx + max(i, 0), zy + max(-i, 0)
                x1, y1 = zx + min(i + zh, zw), zy + min(zh, zw - i)
                c.line(x0 + 1, y0 + 1, x1 - 1, y1 - 1, "rgba(255,255,255,0.07)", 2)
            said = round(11 * k * g.label)  # 15 px on the full table, 19 on a phone
            c.text(zx + zw / 2, zy + zh - 3 - said, _("out of play"), said, "#8d93a3", "center", max_width=zw - 6)
        if hover == ("zone", z):
            c.rect(zx + 2, zy + 2, zw - 4, zh - 4, None, HIGHLIGHT, 2, 4)
        # The zone's number between its corner's crossroads and its top road, clear of the rings
        # a lit, lifted or just-placed spot gets (in the corner they covered it, zoomed in too):
        # 14 px on the full table (FULL_BOARD.label), 17 on a phone.
        c.text(
            zx + ZONE_NUMBER_X * k,
            zy + ZONE_NUMBER_Y * k,
            z,
            round(10 * k * g.label),
            "#4a4438" if z in active else "#7c8292",
            "left",
            "bold",
        )
    # The empty spots, lit or not, under the gems: a lit spot's ring never hides a gem.
    in_play = set(ACTIVE_POSITIONS[s.num_players])
    for pos, (px, py) in g.position_xy.items():
        if pos in s.flags or pos not in in_play:
            continue
        if pos in hl["positions"]:
            c.circle(px, py, (L.POSITION_RADIUS + 2) * k, "rgba(124,242,201,0.35)", HIGHLIGHT, 2.5)
        else:
            spot_marker(c, POSITION_KIND[pos], px, py, k)
    for z in (z for z in ZONE_IDS if z in active):
        holes = g.hole_xy(z)
        gems = [kind for kind, n in s.zone_gems[z].items() for _ in range(n)]
        for i, (hx, hy) in enumerate(holes):
            if i < len(gems):
                c.circle(hx, hy, 11 * kg, "#5c554a", "#3b362e", 1)  # a socket holding a gem
                gem(c, gems[i], hx, hy, 8 * kg)
            else:
                # An empty mining hole: a shallow recess, so it never reads as a gem.
                c.circle(hx, hy, 10 * kg, "#a39b8d", "#7d7568", 1.5)
                c.circle(hx + 1.5 * kg, hy + 1.5 * kg, 7 * kg, "#aaa294", None, 0)
        for extra, kind in enumerate(gems[len(holes) :] if holes else []):  # more gems than holes: beside them
            gem(c, kind, holes[-1][0] + (22 + extra * 14) * kg, holes[-1][1], 6 * kg)
    # The flags on their spots, on top; their initials as large as the radius (g.flag) allows.
    r = g.flag * k
    for pos, (px, py) in g.position_xy.items():
        owner = s.flags.get(pos)
        if owner is None:
            continue
        ring = HIGHLIGHT if pos in hl["positions"] or pos == s.lifted else None
        if pos in recent:  # just placed by another player: a halo, until the viewer decides
            c.circle(px, py, r + RING_GAP * k, "rgba(255,214,102,0.28)", RECENT, 2)
        flag(c, px, py, colours[owner], marks[owner], r, ring=ring)
        if pos == s.lifted:
            c.circle(px, py, r + RING_GAP * k, None, HIGHLIGHT, 2)


CLEAR_GEMS_W = 60  # Rare Mineral Find's clear gems left, after its effect's words: a gem and "× 12"
SUPPLY_GEMS_X = 80  # the supply's first gem, from its box's left edge (room for "Reserva")
TURN_FLAGS_X = 136  # the turn order's first flag, from its box's left edge: its number clear of the label
LEGEND_GEM, LEGEND_GAP = 16, 8  # the gem legend's slot: the gem before a name, the gap after it
AREA_FLAG_RIGHT, AREA_FLAG_STEP = 20, 29  # an area's flags: the first one's centre from its right edge, the spacing
# An area's flags sit on its title's line, leaving the effect's line (EFFECT_DY) whole; as large
# as the board's (their initials WORDS px: at 11 px they were 8 CSS px at 1024x768).
FLAGS_DY, AREA_FLAG_R, EFFECT_DY = 17, 13, 38
# The least size of the words a player reads on the full table (effects, legends, panels): at
# 1024x768 the table is drawn 0.725 CSS px a table pixel, and 14 px is 10 CSS px there.
WORDS = 14


def _areas(c: Canvas, s: State, colours, marks, hl) -> None:
    staked = areas_decided(s)
    for a in ACTION_AREAS:
        x, y, w, h = L.AREA_RECT[a]
        lit = a in hl["areas"]
        won = staked and bool(area_winners(s, a))
        c.rect(
            x,
            y,
            w,
            h,
            "#22304d" if lit else PANEL,
            HIGHLIGHT if lit or a == s.lifted else PANEL_EDGE,
            2.5 if lit or a == s.lifted else 1,
            8,
        )
        # The title ends before the flags, on its line; the effect's words take the line under
        # them, at WORDS px (at 11 px beside the flags they were 8 CSS px at 1024x768, and
        # squeezed: unreadable), then "★ won" at its end (on the title's line it squeezed the
        # longer titles). Rare Mineral Find's are followed by the clear gems left.
        flags_w = AREA_FLAG_RIGHT + (s.num_players - 1) * AREA_FLAG_STEP + 10  # the last flag's left edge
        c.text(x + 12, y + FLAGS_DY, area_title(a), 14, TEXT, "left", "bold", max_width=w - 12 - 8 - flags_w)
        effect = area_effect(a)
        won_w = text_width(_("★ won"), WORDS) + 8 if won else 0
        room = w - 12 - 12 - won_w - (CLEAR_GEMS_W if a == "rare_mineral_find" else 0)
        if a == "rare_mineral_find":  # its words end where the clear gem drawn after them begins
            room = min(text_width(effect, WORDS), room)
        c.text(x + 12, y + EFFECT_DY, effect, WORDS, MUTED, max_width=room)
        if won:  # triggered this round: the flags left on it won it
            c.rect(x - 3, y + 4, 5, h - 8, "#f0c24b", None, 0, 2)
            c.text(x + w - 10, y + EFFECT_DY, _("★ won"), WORDS, "#f0c24b", "right", "bold")
        if a == "rare_mineral_find":  # the clear gems left: a gem and a count after the effect's words
            gx = x + 12 + room + 14
            gem(c, "clear", gx, y + EFFECT_DY, 6)
            c.text(gx + 10, y + EFFECT_DY + 0.5, f"× {s.clear_pool}", WORDS, TEXT, "left", "bold")
        owners = s.action_flags[a]
        # A flag lifted off this area is in the mover's hand until placed (the engine moves it
        # then): its slot is only ringed. The engine takes the mover's first flag there.
        lifted = owners.index(s.to_move) if a == s.lifted and s.to_move in owners else None
        for i, owner in enumerate(owners):
            fx = x + w - AREA_FLAG_RIGHT - i * AREA_FLAG_STEP
            if i == lifted:
                c.circle(fx, y + FLAGS_DY, AREA_FLAG_R, None, HIGHLIGHT, 1.5)
                continue
            flag(
                c,
                fx,
                y + FLAGS_DY,
                colours[owner],
                marks[owner],
                AREA_FLAG_R,
                ring=HIGHLIGHT if (lit and owner == s.to_move) else None,
            )


def _tracks(c: Canvas, s: State, names, colours, marks) -> None:
    """The round, the turn order and the supply, in WORDS px (at 11–13 px they were 8–9 CSS px at
    1024x768); the turn order's flags as large as their numbers' type."""
    x, y, w, h = L.ROUND_TRACK
    c.rect(x, y, w, h, PANEL, PANEL_EDGE, 1, 8)
    c.text(x + 12, y + h / 2, _("Round"), WORDS, MUTED)
    for r in range(1, LAST_ROUND + 1):
        bx = x + 80 + (r - 1) * 44
        now = r == s.round
        c.rect(bx, y + 7, 34, h - 14, HIGHLIGHT if now else "#2a3550", None, 0, 6)
        c.text(bx + 17, y + h / 2, r, WORDS, "#0b1020" if now else MUTED, "center", "bold")
    x, y, w, h = L.TURN_TRACK
    c.rect(x, y, w, h, PANEL, PANEL_EDGE, 1, 8)
    c.text(x + 12, y + h / 2, _("Turn order"), WORDS, MUTED)
    for i, p in enumerate(s.turn_order):
        fx = x + TURN_FLAGS_X + i * 46
        c.text(fx - 16, y + h / 2, f"{i + 1}.", WORDS, MUTED, "right")
        flag(c, fx, y + h / 2, colours[p], marks[p], 13, ring=HIGHLIGHT if p == s.to_move else None)
    x, y, w, h = L.POOL
    c.rect(x, y, w, h, PANEL, PANEL_EDGE, 1, 8)
    label_room = SUPPLY_GEMS_X - 7 - 3 - 12  # clear of the first gem
    c.text(x + 12, y + h / 2, _("Supply"), WORDS, MUTED, max_width=label_room)
    for i, colour in enumerate(COLOURS):
        gx = x + SUPPLY_GEMS_X + i * 46
        gem(c, colour, gx, y + h / 2, 7)
        c.text(gx + 11, y + h / 2, s.supply[colour], WORDS, TEXT)
    gem(c, "clear", x + 308, y + h / 2, 7)
    c.text(x + 320, y + h / 2, s.clear_pool, WORDS, TEXT)
    # The legend: every gem kind has its own shape, so colour is never the only clue. Each name
    # gets a slot after its length (a Spanish "amarilla" ran into the next gem in equal slots),
    # squeezed into it if the column is too narrow for them all.
    ly = y + h + 14
    kinds = COLOURS + ("clear",)
    wanted = [LEGEND_GEM + text_width(gem_name(k), WORDS) * 0.9 + LEGEND_GAP for k in kinds]
    fit = min(1.0, (w - 8) / sum(wanted))
    lx = x + 2  # where the slot begins: the gem, its name, a gap
    for kind, slot in zip(kinds, wanted, strict=True):
        gem(c, kind, lx + 6, ly, 6)
        c.text(lx + LEGEND_GEM, ly + 0.5, gem_name(kind), WORDS, MUTED, max_width=slot * fit - LEGEND_GEM - LEGEND_GAP)
        lx += slot * fit


# The three kinds of flag spot (RULES.md 2 and 4.2): what each touches, and the tie-break order.
SPOT_LEGEND = (
    ("center", N_("centre: 1 zone · breaks a tie first")),
    ("road", N_("road: 2 zones · then most roads win")),
    ("crossroads", N_("crossroads: 4 zones · breaks no tie")),
)
LEGEND_TITLE = N_("Flag spots (1 influence per zone):")


def spot_marker(c: Canvas, kind: str, x: float, y: float, k: float = 1.0, fill="rgba(255,255,255,0.22)") -> None:
    """An empty flag spot as the board draws it: a circle (centre), a square (road), a
    diamond (crossroads)."""
    edge = "rgba(40,36,30,0.55)"
    if kind == "center":
        c.circle(x, y, 9 * k, fill, edge, 1.5)
    elif kind == "road":
        c.rect(x - 6 * k, y - 6 * k, 12 * k, 12 * k, fill, edge, 1.5, 2)
    else:
        d = 8 * k
        c.poly([(x, y - d), (x + d, y), (x, y + d), (x - d, y)], fill, edge, 1.5)


def flag_spot_legend(c: Canvas) -> None:
    """The legend of the flag spots along the board's edge: each kind's shape (as drawn on the
    board), the zones it touches and its place in the tie-break, in two lines of two columns
    (the title and the centre, then the road and the crossroads), as the words run on. A text
    longer than its column (none in English, Hungarian or Spanish) is squeezed into it, so that
    none runs into the next in any language."""
    x, y, w, h = L.LEGEND
    c.rect(x, y, w, h, PANEL, PANEL_EDGE, 1, 6)
    size, marker = L.LEGEND_TEXT, 22  # the words' size; the spot's shape before them
    inset = 10, 14  # left and right: the last words end clear of the box's edge (they read as cut flush with it)
    column = (w - sum(inset)) / 2
    cells = [(x + inset[0] + col * column, y + h / 4 + line * h / 2) for line in (0, 1) for col in (0, 1)]
    gap = 12  # room before the next column
    (tx, ty), rest = cells[0], cells[1:]
    c.text(tx, ty, _(LEGEND_TITLE), size, MUTED, "left", "bold", max_width=column - gap)
    for (kind, words), (sx, sy) in zip(SPOT_LEGEND, rest, strict=True):
        spot_marker(c, kind, sx + 8, sy, 0.9, fill="#b9b2a6")
        c.text(sx + marker, sy, _(words), size, TEXT, "left", max_width=column - marker - gap)


def player_panel(c: Canvas, rect, colour: str, now: bool, strip: float) -> None:
    """A player's panel: a strip of their colour at the left; outlined while they are to move."""
    x, y, w, h = rect
    c.rect(x, y, w, h, PANEL, HIGHLIGHT if now else PANEL_EDGE, 2.5 if now else 1, strip)
    c.rect(x, y, strip, h, PLAYER_COLOURS[colour], None, 0, strip / 2)


def clipped(name: str, limit: int) -> str:
    """A name cut to `limit` characters, with an ellipsis when cut."""
    return name if len(name) <= limit else name[: limit - 1] + "…"


# A two-player table's panels are wide (460 px): their words are drawn larger, so that a phone,
# which shows each panel across its width (about 0.8 CSS px a table pixel), reads them at 11 CSS
# px and more (at 11 px they read 8.8, a play-test's); narrower panels keep the base sizes.
WIDE_PANEL, WIDE_PANEL_TEXT = 400, 1.3


def _players(c: Canvas, s: State, names, colours) -> None:
    points = scores(s)
    for p, (x, y, w, h) in enumerate(L.player_panels(s.num_players)):
        k = WIDE_PANEL_TEXT if w >= WIDE_PANEL else 1.0
        me = s.players[p]
        now = p == s.to_move
        player_panel(c, (x, y, w, h), colours[p], now, strip=8)
        points_label = _("{n} pts").format(n=points[p])
        c.text(x + w - 10, y + 15, points_label, 14, HIGHLIGHT, "right", "bold")
        c.text(x + 16, y + 15, fit(names[p], 14, w - 34 - text_width(points_label, 14)), 14, TEXT, "left", "bold")
        held = [(kind, n) for kind, n in me.gems.items() if n]
        # Each count as wide as its digits ("10" once ran into the next gem), the gaps narrowed
        # when a five-player panel cannot hold them all.
        steps = [text_width(str(n), 12 * k) + 24 * k for _kind, n in held]  # gem, count, 7 px clear of the next gem
        squeeze = min(1.0, (w - 30) / sum(steps)) if steps else 1.0
        gx = x + 22
        for (kind, n), step in zip(held, steps, strict=True):
            gem(c, kind, gx, y + 38, 7 * k)
            c.text(gx + 10 * k, y + 39, n, 12 * k, TEXT)
            gx += max(step * squeeze, step - 6)  # never closer than 1 px
        if not held:
            c.text(gx - 6, y + 39, _("no gems"), WORDS * k, MUTED)
        hand = ngettext("hand: {n} card", "hand: {n} cards", len(me.hand)).format(n=len(me.hand))
        c.text(x + 16, y + 59, hand, WORDS * k, MUTED)
        c.text(x + 16, y + 79, _("built:") if me.built else _("built: none"), WORDS * k, MUTED)
        bx = x + max(56 * k, 16 + text_width(_("built:"), WORDS * k) + 4)
        bw, bh = 22 * k, min(18 * k, 2 * (h - 80))  # a built card's value on a card, inside the panel
        for card_id in sorted(me.built, key=lambda card: -CARD_VALUE[card]):
            if bx + bw > x + w - 4:
                break
            c.rect(bx, y + 79 - bh / 2, bw, bh, "#f4ecd8", "#8a7d62", 1, 3)
            c.text(bx + bw / 2, y + 79.5, CARD_VALUE[card_id], WORDS * k, "#2a2418", "center", "bold")
            bx += bw + 3


def _cards(c: Canvas, s: State, names, show_private: bool, hl, picked: str | None = None) -> "L.Cards":
    cards = L.Cards()
    rx, ry, rw, rh = L.ROW_AREA
    c.text(rx, ry - 11, _("Common row"), 13, MUTED, "left", "bold")
    cards.row = list(s.common_row)
    hx, hy, hw, hh = L.HAND_AREA
    viewer = s.viewer
    if show_private and viewer is not None:
        me = s.players[viewer]
        label = _("{name}'s hand").format(name=names[viewer])
        choice = s.row_choices.get(viewer)
        if choice and choice != HIDDEN:
            label = _("{name}'s hand · your card for the row: {card} (hidden from the others)").format(
                name=names[viewer], card=CARD_VALUE[choice]
            )
        elif picked in me.hand:
            label = _("{name}'s hand · picked for the row: {card} (not yet put in)").format(
                name=names[viewer], card=CARD_VALUE[picked]
            )
        # Squeezed, not cut, into the hand's pane (a phone draws the hand on a canvas that narrow),
        # clear of the lesson's outline round it (its width as drawn: the outline holds it).
        room = L.hand_label_room(len(me.hand))
        c.text(hx, hy - 11, label, 13, MUTED, "left", "bold", max_width=room)
        cards.hand_label_w = min(text_width(label, 13), room)
        cards.hand = list(me.hand)
        if s.phase == ENGINEERING_ADVANCE and s.to_move == viewer and s.discard and HIDDEN not in s.discard:
            cards.discard = list(s.discard)
    else:
        # Squeezed into the narrowest hand pane: a phone's replay of the public table draws it there.
        said = _("Hands are private: each is shown only to its owner")
        room = L.hand_label_room(0)
        c.text(hx, hy - 11, said, 13, MUTED, "left", "bold", max_width=room)
        cards.hand_label_w = min(text_width(said, 13), room)
    if not cards.row:
        c.rect(rx, ry, L.CARD_W * 2 + 8, rh, None, PANEL_EDGE, 1, 7)
        c.text(
            rx + L.CARD_W + 4,
            ry + rh / 2,
            _("chosen secretly") if s.phase == CHOOSE_ROW else _("empty"),
            12,
            MUTED,
            "center",
        )
    for region, _index, card_id, (x, y, w, h) in cards.slots():
        if region == "discard":
            continue
        card(c, x, y, w, h, card_id, card_id in hl["cards"])
        if region == "hand" and card_id == picked:  # gold edged in white (the hand ends 6 px above the foot)
            c.rect(x, y, w, h, None, PICKED, 3, 7)
            c.rect(x - 4, y - 4, w + 8, h + 8, None, "#ffffff", 3, 9)
    if cards.discard:
        dx, dy, dw, dh = L.DISCARD_AREA
        # Its title and what to do on two lines, each squeezed into the pile's width rather than
        # cut (a phone's pane ends at the board's edge); "choose", as a click and a tap both do.
        c.rect(dx - 8, dy - 50, dw + 16, dh + 58, "rgba(14,19,32,0.94)", HIGHLIGHT, 2, 12)
        c.text(dx, dy - 32, _("The discard pile (only you see it now)"), 14, TEXT, "left", "bold", max_width=dw)
        c.text(dx, dy - 13, _("Choose a card to take it."), 13, TEXT, "left", max_width=dw)
        for region, _index, card_id, (x, y, w, h) in cards.slots():
            if region == "discard":
                card(c, x, y, w, h, card_id, card_id in hl["cards"])
    return cards

"""draw(view) -> 6 Billion's table as a display list (shell.canvas; web/draw.js paints it).

One player's view at a time, never more: the private parts (the viewer's hand, Hidden Agenda
and face-down Discovery cards) are drawn only when `show_private`, and only the viewer's. What
the player may click is lit, and what is out of reach dimmed with the reason, from the
`Highlights` the page computes from the legal actions (targets.py); nothing here decides a rule.
"""

import math
from dataclasses import dataclass, field

from game.sixbillion import Play, State
from game.sixbillion.components import (
    AGENDA_SITE,
    CARD_DISTANCE,
    CARD_SYMBOL,
    CARD_TYPE,
    CARD_VP,
    DISCOVERY_ROW,
    DISCOVERY_SITE,
    END_SPACE,
    END_SPACE_SITES,
    GROWTH_LIMIT,
    HIDDEN,
    POINTS,
    ROW_MAX,
    ROWS,
    SITES,
    TRACK,
    TYPE_INFO,
    X2_BOX,
)
from game.sixbillion.growth import growth_allows
from game.sixbillion.scoring import scores
from shell.canvas import GLYPH, Canvas, Proportions, fit, symbol, text_width
from shell.i18n import _, ngettext, pgettext

from . import layout as L
from .describe import (
    action_label,
    chain_lines,
    decision_kind,
    faction_name,
    marks,
    stake_text,
    step_title,
    whose_decision,
)
from .theme import (
    AGENDA,
    BACKGROUND,
    DIMMED,
    END_MARK,
    FACTION_FILL,
    FACTION_INK,
    FACTION_SHAPE,
    HIGHLIGHT,
    LIMIT_RING,
    MUTED,
    PANEL,
    PANEL_EDGE,
    PLANET_FILL,
    PLANET_SIZE,
    ROW_SYMBOL,
    SPACE,
    STAKE,
    SUN,
    TEXT,
    card_effect,
    card_name,
    row_name,
    site_name,
)
from .tips import site_tip


@dataclass(frozen=True)
class Highlights:
    """What the board shows as clickable now, and what it dims (targets.py makes them)."""

    tokens: frozenset[tuple[str, int]] = frozenset()  # (site, faction) to pick
    boxes: frozenset[tuple[str, str]] = frozenset()  # (site, half) to pick
    sites: dict[str, str] = field(default_factory=dict)  # lit destination -> its label ("distance 2")
    dimmed: dict[str, str] = field(default_factory=dict)  # site out of reach -> why ("distance 9 > 6")
    cards: frozenset[int] = frozenset()  # hand indices to pick
    face_up: frozenset[int] = frozenset()  # face-up slots to take
    deck: bool = False
    chosen_card: int | None = None  # the hand card picked, waiting for its token or destination
    chosen_token: tuple[str, int] | None = None  # the source token picked


NOTHING = Highlights()
_EDGE = {"black": "#f0f0f0"}  # a token's outline: light on the black counter, dark on the others


# A faction's token: larger in its radius than a gem, to hold its letter; a square's corners round.
# Every shape within its disc: the layout (layout.token_slots) keeps the discs inside a space and
# apart, and a star's points once reached 1.3 radii out, a diamond's 1.2, a triangle's 1.08, so
# five tokens on a phone's Earth 1 spilled out of it and over each other's letters (a
# play-tester's). The triangle centred in its disc; the star a little fuller, as its points are shorter.
TOKEN = Proportions(
    square=0.88, triangle=(1.15, 0.29), diamond=(1.0, 0.9), hexagon=1.0, star=(1.0, 0.5), square_corner=2
)
OUTLINE = 1.5  # a token's outline, drawn inside its disc
# The width a letter has across a shape's middle, per unit of its disc's diameter: where its mark
# runs wider (a small token on a crowded phone's space: "NP" across a star), a plate of the
# token's colour behind the mark, within the disc, keeps the letters on their own colour (their
# dark ink had run onto the dark space, unread).
LETTER_ROOM = {"circle": 0.85, "square": 0.8, "hexagon": 0.8, "diamond": 0.5, "triangle": 0.5, "star": 0.45}
# A mark's bold capitals and digits run wider than `text_width` reckons (Chromium's "NB" at 7 px:
# 11.2 px): per character, in shares of the font's size.
MARK_GLYPH = 0.8


def token(
    c: Canvas, colour: str, mark: str, x: float, y: float, r: float, ring: str | None = None, least: float = 0
) -> None:
    """A faction's token: its colour, its shape and its letter (never colour alone), that letter
    at least `least` px."""
    fill, shape = FACTION_FILL[colour], FACTION_SHAPE[colour]
    edge = _EDGE.get(colour, "#0b0d12")
    if ring:
        c.circle(x, y, r + 4, None, ring, 2.5)
    symbol(c, shape, x, y, r - OUTLINE / 2, fill, edge, TOKEN)
    size = max(7, least, round(r * (0.95 if len(mark) == 1 else 0.75)))
    mid = y + (r * 0.2 if shape == "triangle" else 0.5)
    wide = len(mark) * size * MARK_GLYPH
    plate = min(wide + 2, 2 * r)
    if wide > LETTER_ROOM[shape] * 2 * r and plate >= SNUG * wide:
        top, bottom = max(y - r, mid - size / 2), min(y + r, mid + size / 2)
        c.rect(x - plate / 2, top, plate, bottom - top, fill, None, 0, 2)
        # a mark wider than the disc narrowed to its plate, no further than a label's SNUG (two
        # letters at 7 px on a phone's crowded space: 11.2 px in a disc of 9.6)
        c.text(x, mid, mark, size, FACTION_INK[colour], "center", "bold", max_width=plate if wide > plate else None)
    else:  # (a plate too narrow for its mark, a box's crowded counters': the mark as it is)
        c.text(x, mid, mark, size, FACTION_INK[colour], "center", "bold")


# The average glyph width `fit` reckons with is a bold font's: text of the usual weight runs
# about a sixth narrower, so a label that `fit` would cut by less than that is drawn whole,
# the browser squeezing it to its width only if its font runs wider (web/draw.js's maxWidth).
SNUG = 0.85


def snug(
    c: Canvas,
    x: float,
    y: float,
    text: str,
    size: float,
    width: float,
    fill: str,
    align: str = "left",
    weight: str = "",
) -> None:
    """`text` in `width` px: whole when it should fit a browser's font, else cut with '…'."""
    if text_width(text, size) * SNUG <= width:
        c.text(x, y, text, size, fill, align, weight, max_width=width)
    else:
        c.text(x, y, fit(text, size, width), size, fill, align, weight)


def wrap(text: str, size: float, width: float, lines: int) -> list[str]:
    """`text` broken into at most `lines` lines of `width` px (the last cut with '…')."""
    out: list[str] = []
    for word in text.split():
        if out and text_width(out[-1] + " " + word, size) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    if len(out) > lines:
        out = out[: lines - 1] + [fit(" ".join(out[lines - 1 :]), size, width)]
    return [fit(line, size, width) for line in out]


def card_name_lines(name: str, size: int, width: float, most: int = 4) -> tuple[int, list[str]]:
    """A card's name in lines of `width` px, never cut with '…': on 3 lines at `size`, else on
    `most`, else smaller (down to 8 px: "(semleges)" is a word of its own on a small card), else
    with its longest words broken by a hyphen ("Újrahaszno-" "sítás" on a card on the table)."""
    for lines, at in [(3, size), *((most, smaller) for smaller in range(size, 7, -1))]:
        drawn = wrap(name, at, width, lines)
        if not any(line.endswith("…") for line in drawn):
            return at, drawn
    letters = max(2, int(width / (8 * GLYPH)))  # what a line holds at 8 px
    pieces = []
    for word in name.split():
        while len(word) > letters:
            cut = syllable_break(word, letters - 1)
            pieces.append(word[:cut] + "-")
            word = word[cut:]
        pieces.append(word)
    return 8, wrap(" ".join(pieces), 8, width, most)


VOWELS = frozenset("aeiouáéíóöőúüűAEIOUÁÉÍÓÖŐÚÜŰ")


def syllable_break(word: str, most: int) -> int:
    """Where to break `word` with a hyphen, at most `most` letters in: the last place before a
    consonant that starts a syllable (a vowel, then a consonant and a vowel: "descubri-miento",
    "Újrahaszno-sítás", as Spanish and Hungarian break a word), else at `most` letters.

    >>> word = "descubrimiento"; cut = syllable_break(word, 10); word[:cut] + "-" + word[cut:]
    'descubri-miento'
    """
    for i in range(min(most, len(word) - 2), 1, -1):
        if word[i - 1] in VOWELS and word[i] not in VOWELS and word[i + 1] in VOWELS:
            return i
    return most


def hyphenated(text: str, size: float, width: float) -> str:
    """`text` with each word wider than `width` px at `size` broken with hyphens where a
    syllable starts (Hungarian's "bevándorlófeléből" on a phone's card at 12 px).

    >>> hyphenated("a bevándorlófeléből", 12, 90)
    'a bevándorló- feléből'
    """
    pieces = []
    for word in text.split():
        while text_width(word, size) > width and len(word) > 4:
            cut = syllable_break(word, max(2, int(width / text_width("a", size)) - 1))
            pieces.append(word[:cut] + "-")
            word = word[cut:]
        pieces.append(word)
    return " ".join(pieces)


# The kind's initial in the card's corner: action, cancellation, response.
_KIND_LETTER = {
    "action": lambda: pgettext("an action card's corner letter", "A"),
    "cancellation": lambda: pgettext("a cancellation card's corner letter", "C"),
    "response": lambda: pgettext("a response card's corner letter", "R"),
}
_KIND_BAND = {"action": "#3f8f5f", "cancellation": "#b0413e", "response": "#7a4fb3"}


def card(c: Canvas, rect: L.Rect, card_id: str, lit: bool = False, chosen: bool = False, dim: bool = False) -> None:
    """An action card: its kind's band (action, cancellation, response), its name, its
    distance and points, and its Discovery symbol; a hidden card is its back."""
    x, y, w, h = rect
    k = w / L.CARD_W
    if card_id == HIDDEN:
        c.rect(x, y, w, h, "#26314f", "#55627f", 1.5, 7)
        c.text(x + w / 2, y + h / 2, "6B", round(16 * k), MUTED, "center", "bold")
        return
    kind = CARD_TYPE[card_id]
    info = TYPE_INFO[kind]
    c.rect(x + 2, y + 3, w, h, "rgba(0,0,0,0.35)", None, 0, 7)
    edge = HIGHLIGHT if (lit or chosen) else "#8a7d62"
    c.rect(x, y, w, h, "#3d4660" if dim else "#f4ecd8", edge, 3.5 if chosen else 2.5 if lit else 1.2, 7)
    c.rect(x, y, w, 16 * k, _KIND_BAND[info["kind"]], None, 0, 7)
    c.rect(x, y + 9 * k, w, 7 * k, _KIND_BAND[info["kind"]], None, 0, 0)
    ink = "#b7bccb" if dim else "#2a2418"
    size, name_lines = card_name_lines(card_name(card_id), max(8, round(11 * k)), w - 6)
    for i, line in enumerate(name_lines):
        c.text(x + 3, y + 26 * k + i * (size + 2), line, size, ink, "left", "bold")
    if k >= 1.25:  # a large card (a phone's hand) has room for what it does, down to its distance
        top = y + 26 * k + len(name_lines) * (size + 2) + 4
        step = L.PHONE_TEXT + 2
        room = int((y + h - 12 * k - round(15 * k) / 2 - 2 - top) // step)
        # (lines of the usual weight, broken as a browser's font measures them: see `snug`)
        effect = hyphenated(card_effect(card_id), L.PHONE_TEXT, (w - 10) / SNUG)
        for i, line in enumerate(wrap(effect, L.PHONE_TEXT, (w - 10) / SNUG, room)):
            c.text(x + 5, top + i * step, line, L.PHONE_TEXT, "#5a5040" if not dim else ink, max_width=w - 10)
    distance = CARD_DISTANCE[kind]
    if distance:
        c.text(x + 5, y + h - 12 * k, f"↔{distance}", round(15 * k), ink, "left", "bold")
    if CARD_VP[kind]:
        c.text(x + w / 2 + 2, y + h - 12 * k, f"+{CARD_VP[kind]}", round(12 * k), "#8a5a00", "center", "bold")
    symbol = ROW_SYMBOL[CARD_SYMBOL[card_id]] * (2 if kind == "recycle" else 1)
    c.text(x + w - 5, y + h - 12 * k, symbol, round(13 * k), "#5a5040", "right", "bold")
    c.text(
        x + w - 5,
        y + 8 * k,
        _KIND_LETTER[info["kind"]](),
        round(9 * k),
        "#ffffff",
        "right",
        "bold",
    )


def small_card(c: Canvas, rect: L.Rect, title: str, line: str, fill: str, edge: str, title_size: int = 9) -> None:
    """A Hidden Agenda or Discovery card: a title (at `title_size` px) and a line."""
    x, y, w, h = rect
    c.rect(x, y, w, h, fill, edge, 2, 7)
    for i, text in enumerate(wrap(title, title_size, w - 6, 2)):
        c.text(x + w / 2, y + 5 + title_size + i * (title_size + 2), text, title_size, "#1b1b1b", "center", "bold")
    # Its line whole, as a card's name is ("Kisbolygóöv ×2" was cut to "Kisbol…", "Cinturón de
    # Asteroides ×2" to "de Astero…" on a hand's card at 1280×800): at most 3 lines.
    size, lines = card_name_lines(line, 12, w - 6, most=3)
    first = y + h - 28 if len(lines) < 3 else y + h - 14 - 2 * (size + 2)
    for i, text in enumerate(lines):
        c.text(x + w / 2, first + i * (size + 2), text, size, "#1b1b1b", "center", "bold")


# ---- the whole table -----------------------------------------------------------------------------


def draw(
    view: State,
    show_private: bool,
    names: list[str],
    highlights: Highlights = NOTHING,
    hover: tuple | None = None,
    status: str = "",
    replay: bool = False,
) -> list[list]:
    """The whole table for one view. Private parts appear only when `show_private`; they are
    `view.viewer`'s, the only player they could belong to. In a `replay` they are the seat
    chosen to be shown, named: nobody at the screen is "you"."""
    hl = highlights if show_private else NOTHING
    c = Canvas()
    c.rect(0, 0, L.WIDTH, L.HEIGHT, BACKGROUND)
    _status(c, view, names, status)
    board(c, view, names, hl, hover, L.FULL_BOARD, show_private)
    _score_track(c, view, names)
    _players(c, view, names, show_private and not replay)
    _neutrals_and_order(c, view, names)
    _cards_on_table(c, view, hl)
    _window(c, view, names)
    _own_cards(c, view, names, show_private, hl, replay)
    return c.ops


def _status(c: Canvas, view: State, names: list[str], status: str) -> None:
    c.rect(0, 0, L.WIDTH, 44, "#141b2c")
    c.line(0, 44, L.WIDTH, 44, PANEL_EDGE, 1)
    c.text(16, 22, "6 Billion", 20, TEXT, "left", "bold")
    c.text(130, 22, fit(step_title(view), 15, L.RIGHT_X - 150), 15, MUTED)
    text = whose_decision(view, names, status)
    c.text(L.RIGHT_X, 22, fit(text, 15, L.WIDTH - L.RIGHT_X - 12), 15, TEXT, "left", "bold")


def board(
    c: Canvas,
    view: State,
    names: list[str],
    hl: Highlights = NOTHING,
    hover: tuple | None = None,
    g: L.BoardGeometry = L.FULL_BOARD,
    show_private: bool = False,
    only: str | None = None,
) -> None:
    """The solar system: the Sun, then each site's row (name, limit, points, track, box); or,
    `only` one site, its row alone (a site zoomed on a phone)."""
    x, y, w, h = g.rect if only is None else g.row(only)
    c.rect(x - 6, y - 6, w + 12, h + 12, SPACE, PANEL_EDGE, 1, 10)
    if only is None and g.small:  # a small frame's board: the Sun's light along its left, Mercury's side
        c.rect(x - 6, y - 6, 4, h + 12, SUN, None, 0, 2)
    elif only is None and not g.stacked:
        _sun(c, y + h)
    elif only is None:  # a phone's board: the Sun's light along its top, Mercury's side
        c.rect(x - 6, y - 6, w + 12, 4, SUN, None, 0, 2)
    mk = marks(view, names)
    colours = [f["colour"] for f in view.factions]
    agenda_site = None
    me = view.viewer
    if show_private and me is not None and view.agendas and view.agendas[me] in AGENDA_SITE:
        agenda_site = AGENDA_SITE[view.agendas[me]]
    revealed = {
        DISCOVERY_SITE[cd]: p
        for p, held in enumerate(view.discoveries)
        for cd, up in held
        if up and cd in DISCOVERY_SITE
    }
    mine = (
        {DISCOVERY_SITE[cd] for cd, _up in view.discoveries[me] if cd in DISCOVERY_SITE}
        if show_private and me is not None
        else set()
    )
    for i, site in enumerate(SITES):
        if only is None or site == only:
            _site_row(
                c,
                view,
                site,
                i if only is None else 0,
                g,
                hl,
                hover,
                mk,
                colours,
                agenda_site == site,
                revealed.get(site),
                site in mine,
                names,
            )


def _sun(c: Canvas, bottom: float) -> None:
    """The Sun, whole, in the margin beside Mercury, and the sites' order away from it down the
    margin to Pluto (layout.SUN_XY)."""
    sx, sy = L.SUN_XY
    r = L.SUN_R
    c.line(sx, sy + r + 18, sx, bottom - 8, "rgba(255,201,74,0.35)", 2)
    c.poly([(sx - 5, bottom - 14), (sx + 5, bottom - 14), (sx, bottom - 4)], "rgba(255,201,74,0.55)")
    for i in range(12):  # its rays
        a = i * math.pi / 6
        cos, sin = math.cos(a), math.sin(a)
        c.line(sx + (r + 1) * cos, sy + (r + 1) * sin, sx + (r + 4) * cos, sy + (r + 4) * sin, SUN, 1.5)
    c.circle(sx, sy, r, SUN, "#ffe39a", 2)
    c.text(sx, sy + r + 11, _("Sun"), 11, SUN, "center", "bold")


def _site_row(c, view, site, i, g, hl, hover, mk, colours, agenda, revealed_by, mine, names) -> None:
    rx, ry, rw, rh = g.row(site)
    k = g.piece
    if i % 2:
        c.rect(rx - 2, ry, rw + 4, rh, "rgba(255,255,255,0.03)")
    track = view.tracks[site]
    contested = stake_target(view)
    lx, ly, lw, lh = g.label(site)
    # the planet, its name, and its limit and points
    px, py = g.planet_xy(site)
    r = PLANET_SIZE[site] * k * (0.5 if g.small else 0.8 if g.stacked else 1)  # (within a small row)
    if site == "asteroid_belt":
        for dx, dy, r in ((-5, -4, 2.2), (3, -6, 1.6), (6, 2, 2.4), (-2, 5, 1.8), (-8, 3, 1.4), (1, 0, 1.5)):
            c.circle(px + dx * k, py + dy * k, r * k, PLANET_FILL[site])
    else:
        if site == "saturn":
            c.poly(
                [(px - r * 1.7, py + 2), (px + r * 1.7, py - 2), (px + r * 1.7, py), (px - r * 1.7, py + 4)], "#b79c62"
            )
        c.circle(px, py, r, PLANET_FILL[site])
    name_x = px + max((12 if g.stacked else 18) * k, r + 4)  # clear of a large planet (Jupiter, Saturn)
    limit = GROWTH_LIMIT[site]
    blocked = limit is not None and not growth_allows(site, track)
    badge = revealed_by is not None or mine
    if agenda:
        c.rect(lx + 1, ly + 2, 5, lh - 4, AGENDA, None, 0, 2)
    if g.stacked:
        badge_x = _stacked_head(c, site, g, name_x, blocked, agenda, badge, hl.sites.get(site))
        if revealed_by is not None:  # the token of who revealed it, left of the badge: clear of the points
            badge_x += 3 + 2 * (5 if not g.least_text else 8)
    elif g.small:  # the name alone, on two lines when long ("Cinturón de / Asteroides")
        room = lx + lw - name_x - (30 if badge else 4)
        name = site_name(site)
        lines = [name] if text_width(name, 10) * SNUG <= room else wrap(name, 9, room / SNUG, 2)
        size = 10 if len(lines) == 1 and lines[0] == name else 9
        for n, line in enumerate(lines):
            mid = ly + lh / 2 + (n - (len(lines) - 1) / 2) * (size + 1)
            c.text(name_x, mid, line, size, TEXT, "left", "bold", max_width=room)
        badge_x = lx + lw - 4
    else:
        badge_x = lx + lw - 8
    d = max(8, g.least_text)  # the badge's letter, and the badge round it
    tr = 5 if not g.least_text else 8  # the token of who revealed it, left of it
    if not g.stacked and not g.small:  # the label's words, clear of the badge and its token
        badge_left = badge_x - d - 6 - (3 + 2 * tr if revealed_by is not None else 0) if badge else None
        _site_label(c, site, g, name_x, blocked, agenda, badge_left)
    if badge:
        holder = revealed_by if revealed_by is not None else view.viewer
        mid = (ly + lh - 8.5) if not g.stacked else ly + 11.5
        c.rect(badge_x - d - 6, mid - (d + 3) / 2, d + 6, d + 3, "#f4ecd8", AGENDA if mine else "#8a7d62", 1, 2)
        c.text(badge_x - d / 2 - 3, mid, pgettext("a Discovery card's letter", "D"), d, "#2a2418", "center", "bold")
        if revealed_by is not None:
            token(c, colours[holder], mk[holder], badge_x - d - 9 - tr, mid, tr, least=g.least_text)
    # the track
    for value in TRACK[site]:
        sx, sy, sw, sh = g.spaces[site, value]
        end = site in END_SPACE_SITES and value == END_SPACE
        fill = "#1d2743" if value % 2 == 0 or value == 1 else "#1d2743"
        c.rect(sx, sy, sw, sh, fill, END_MARK if end else "#2c3a60", 2 if end else 1, 4)
        tint = "#9fd3ff" if value in (8, 16) else "#ffb061" if value >= 32 else MUTED
        label = _("END") if end else str(value)
        if not g.small:  # (a small frame's cells are for their tokens: the value is the place)
            ink = END_MARK if end else tint
            c.text(sx + sw / 2, sy + L.NUMBER_Y * k, label, round(L.NUMBER_SIZE * k), ink, "center", "bold")
        if value == limit:
            c.rect(sx + 1.5, sy + 1.5, sw - 3, sh - 3, None, LIMIT_RING, 1.5, 8)
        if hover == ("space", site, value):
            c.rect(sx, sy, sw, sh, None, HIGHLIGHT, 1.5, 4)
        here = [f for f, v in enumerate(track) if v == value]
        top = L.number_room(k) - 2 if g.small else 0  # (no number: its room given to the tokens)
        xy, r = L.token_slots((sx, sy - top, sw, sh + top), len(here), k, fan=True)
        # The marks around tokens first, then the tokens: on a crowded space (layout.token_slots
        # sets them side by side) a neighbour's ring or glow never crosses a token's letter.
        rims: dict[tuple[float, float], str] = {}  # a token's ring with no room round it: its colour
        for f, (tx, ty) in zip(here, xy, strict=True):
            rings: list[tuple[int, str | None, str, float]] = []
            if contested == ("token", site, f):  # what the open reaction window is about
                rings.append((6, "rgba(255,214,102,0.25)", STAKE, 2.5))
            if (site, f) in hl.tokens or hl.chosen_token == (site, f):
                rings.append((4, None, HIGHLIGHT, 2.5))
            if hl.chosen_token == (site, f):
                rings.append((7, None, "#ffffff", 1.5))
            room = min(tx - sx, sx + sw - tx, ty - sy, sy + sh - ty)  # to the space's nearest edge
            for gap, glow, stroke, lw in rings:
                # a ring inside its space (round the chosen token it spilled onto the next
                # space, a newcomer's phone); where the space leaves none round the token, the
                # last of them (the chosen token's white, else the lit one's) on its rim, over it
                ring_r = min(r + gap, room - lw / 2)
                if ring_r >= r + lw / 2:
                    c.circle(tx, ty, ring_r, glow, stroke, lw)
                else:
                    rims[tx, ty] = stroke
        for f, (tx, ty) in zip(here, xy, strict=True):
            token(c, colours[f], mk[f], tx, ty, r, least=g.least_text)
        for (tx, ty), stroke in rims.items():  # (in place of its outline: over no letter)
            c.circle(tx, ty, r - OUTLINE / 2, None, stroke, OUTLINE)
    # the holding box
    for half in L.HALVES:
        bx, by, bw, bh = g.box(site, half)
        lit = (site, half) in hl.boxes
        c.rect(
            bx,
            by,
            bw,
            bh,
            "#241f33" if half == "migrant" else "#1f2a24",
            HIGHLIGHT if lit else "#4a4560",
            2.5 if lit else 1,
            4,
        )
        if i == 0 and not g.small:  # the halves' names, once above the box column, over the board's frame
            label = _("colony") if half == "colony" else _("migrant")
            c.text(bx + bw / 2, ry - 6 - round(9 * k) / 2 - 1, label, round(9 * k), MUTED, "center")
        index = L.HALVES.index(half)
        if contested == ("box", site, half):
            c.rect(bx - 2, by - 2, bw + 4, bh + 4, None, STAKE, 2.5, 5)
        cells = g.box_cells(site, half)
        for n, (cx, cy, cw, ch) in cells:
            mark = "1 ×2" if site in X2_BOX else str(n)
            if not g.small:
                c.text(cx + cw - 3, cy + ch - 6 * k, mark, round(8 * k), "#8f86b8", "right", "bold")
            if n == 2:
                c.line(cx, cy + 3, cx, cy + ch - 3, "#4a4560", 1)
        holders: list[list[int]] = [[] for _c in cells]
        for f in range(view.num_factions):
            billions = view.boxes[site][f][index]
            if not billions:
                continue
            if site in X2_BOX:
                holders[0].extend([f] * billions)  # each billion its own counter (RULES.md 2.2)
            else:
                holders[billions - 1].append(f)
        for (_n, rect), factions in zip(cells, holders, strict=True):
            cx, cy, cw, ch = rect
            if site in X2_BOX and not g.small:  # left of the "1 ×2" in the corner
                cw -= text_width("1 ×2", round(8 * k)) + 2
            xy, r = L.token_slots((cx, cy - 5 * k, cw, ch - 4 * k), len(factions), k * 0.8)
            for f, (tx, ty) in zip(factions, xy, strict=True):
                token(c, colours[f], mk[f], tx, ty, r, least=g.least_text)
    # lit destinations and dimmed sites, over the row
    if site in hl.sites:
        c.rect(rx - 3, ry + 1, rw + 6, rh - 2, None, HIGHLIGHT, 2.5, 6)
        if not g.stacked:  # (on a phone, it is in the name's line: _stacked_head)
            c.text(rx + rw + 1, ry + 9, hl.sites[site], 10, HIGHLIGHT, "right", "bold")
    elif site in hl.dimmed:
        c.rect(rx - 3, ry + 1, rw + 6, rh - 2, DIMMED, None, 0, 6)
        reason = hl.dimmed[site]
        c.rect(
            rx + rw - text_width(reason, 10) - 14,
            ry + rh / 2 - 9,
            text_width(reason, 10) + 10,
            18,
            "#0b0f1c",
            PANEL_EDGE,
            1,
            4,
        )
        c.text(rx + rw - 9, ry + rh / 2, reason, 10, MUTED, "right")
    if hover == ("site", site):
        c.rect(rx - 3, ry + 1, rw + 6, rh - 2, None, "rgba(255,255,255,0.35)", 1.5, 6)


def _site_label(
    c: Canvas,
    site: str,
    g: L.BoardGeometry,
    name_x: float,
    blocked: bool,
    agenda: bool,
    badge_left: float | None,
) -> None:
    """A site's name (on two lines when long: "Cinturón de Asteroides"), its points for
    1st/2nd/3rd, and its marks, each right-aligned on the first line with room for it: beside
    the name, beside the points, or under the points (left of a Discovery card's badge there, and
    of the token of who revealed it, at `badge_left`).
    "agenda ×2" and "bloqueado" both beside Earth's points ran over each other and the points
    (issue 36): widths are measured as bold is drawn (BOLD_WIDE)."""
    lx, ly, lw, lh = g.label(site)
    name = site_name(site)
    room = lx + lw - 4 - name_x
    # (a name fits by text_width, as Chromium measures it: "Asteroid Belt" is 96 px of 105; its
    # end, where a mark may begin, taken as bold may run)
    if text_width(name, 13) <= room:
        c.text(name_x, ly + 15, name, 13, TEXT, "left", "bold")
        name_end, points_y = name_x + text_width(name, 13) * BOLD_WIDE, ly + 32
    else:
        lines = wrap(name, 12, room, 2)
        for n, line in enumerate(lines):
            c.text(name_x, ly + 10 + n * 13, line, 12, TEXT, "left", "bold")
        name_end, points_y = name_x + max(text_width(line, 12) for line in lines) * BOLD_WIDE, ly + 39
    pts = "/".join(str(p) for p in POINTS[site])
    c.text(name_x, points_y, pts, 11, MUTED)  # no star: it is the pink neutral's mark
    # the lines a mark may go on: (y, where its room starts, where it ends); the last, under the
    # points, only under a one-line name (a two-line name's points are the label's last line)
    right = lx + lw - 6
    under_badge = right if badge_left is None else badge_left - 4  # the badge sits at the label's foot
    slots = [[ly + 13, name_end + 8, right], [points_y, name_x + text_width(pts, 11) + 8, right]]
    if points_y > ly + 32:
        slots[1][2] = under_badge
    else:
        slots.append([ly + 44, name_x, under_badge])
    for text, size, colour, wanted in ((_("agenda ×2"), 9, AGENDA, agenda), (_("blocked"), 10, END_MARK, blocked)):
        if not wanted:
            continue
        width = text_width(text, size) * BOLD_WIDE
        slot = next((s for s in slots if s[2] - width >= s[1]), slots[-1])
        c.text(slot[2], slot[0], text, size, colour, "right", "bold")
        slot[2] -= width + 6


# Bold capitals and round letters run wider than text_width's average glyph: "Neptuno" in bold
# met its points ("Neptuno4/2/1") on a phone.
BOLD_WIDE = 1.15


def _stacked_head(
    c: Canvas,
    site: str,
    g: L.BoardGeometry,
    name_x: float,
    blocked: bool,
    agenda: bool,
    badge: bool,
    lit: str | None,
) -> float:
    """A site's line above its track on a phone: its name and points, then right-aligned before
    its box what is lit there ("distance 2") or "blocked", and "×2" for the Hidden Agenda. The
    name, a long one, is drawn a little smaller, never over the marks. A zoomed site's head, tall,
    has the points and marks on a second line (its words at 12 px left a badged "Neptunusz" no room
    beside them). Returns where the Discovery card's badge ends, after the name and its points."""
    lx, ly, lw, lh = g.label(site)
    k = g.piece
    least = g.least_text
    two = least > 0  # the name on the first line, the points and marks on the second
    name_y, marks_y = (ly + lh / 2 - 9, ly + lh / 2 + 10) if two else (ly + lh / 2, ly + lh / 2)
    marks_ = []
    if lit is not None:
        marks_.append((lit, max(11, least), HIGHLIGHT))
    elif blocked:
        marks_.append((_("blocked"), max(10, least), END_MARK))
    if agenda:
        marks_.append((_("agenda ×2"), max(9, least), AGENDA))
    right = lx + lw - 4
    for text, size, colour in marks_:
        c.text(right, marks_y, text, size, colour, "right", "bold")
        right -= text_width(text, size) * BOLD_WIDE + 6  # (as bold is drawn: "×2" met "bloqueado")
    sub, small = "/".join(str(p) for p in POINTS[site]), max(11, least)
    beside = 0 if two else text_width(sub, small) + 6  # the points' room on the name's line
    room = (lx + lw - 4 if two else right) - name_x - beside - (30 * k if badge else 0)
    name = site_name(site)
    if text_width(name, 13) * BOLD_WIDE <= room:
        c.text(name_x, name_y, name, 13, TEXT, "left", "bold")
        end = name_x + text_width(name, 13) * BOLD_WIDE + 6
    elif text_width(name, 12) * SNUG <= room:
        snug(c, name_x, name_y, name, 12, room, TEXT, "left", "bold")
        end = name_x + min(text_width(name, 12) * BOLD_WIDE, room) + 6
    else:  # on two lines ("Cinturón de / Asteroides")
        lines = wrap(name, small, room / SNUG, 2)
        for n, line in enumerate(lines):
            y = name_y + (n - (len(lines) - 1) / 2) * (small + 1)
            c.text(name_x, y, line, small, TEXT, "left", "bold", max_width=room)
        end = name_x + min(max(text_width(line, small) for line in lines) * BOLD_WIDE, room) + 6
    if two:
        c.text(name_x, marks_y, sub, small, MUTED)
        return end + 28 * k
    c.text(end, name_y, sub, small, MUTED)
    return end + text_width(sub, small) + 28 * k


def stake_target(view: State) -> tuple | None:
    """What an open reaction window is about, on the board: ('token', site, faction) for a
    doubling, ('box', site, half) for New Colony In Trouble and This Is Our Home."""
    pending = view.pending
    if pending is not None and pending["kind"] == "consent" and isinstance(pending["action"], Play):
        action = pending["action"]
        return ("token", action.site, action.faction)  # the Opening Treaty's token in question
    if view.window is None:
        return None
    event = view.window["event"]
    if event["kind"] in ("free_doubling", "double_card"):
        return ("token", event["site"], event["faction"])
    half = "colony" if event["kind"] == "new_colony_in_trouble" else "migrant"
    return ("box", event["site"], half)


def board_legend(
    c: Canvas, rect: L.Rect, size: int = L.LEGEND_TEXT, step: float = L.LEGEND_TEXT, narrow: float | None = None
) -> None:
    """What the board's marks mean, in L.LEGEND_LINES lines `step` px apart: the growth limit
    and the end, the free doublings (the first L.LEGEND_NARROW lines, `narrow` px wide: beside
    the discard pile's count), "blocked" beside a site (a newcomer found it explained nowhere),
    the sites' points ("4/2/1" under a site's name, which said nothing to a newcomer) and the
    Hidden Agenda's "agenda ×2" beside its site (explained nowhere: issue 36)."""
    x, y, w, _h = rect
    short = w if narrow is None else narrow
    first, second, blocked_y, points, agenda = (y + size / 2 - 1.5 + n * step for n in range(L.LEGEND_LINES))
    em = size / 11  # (the marks' room, measured at 11 px)
    # the growth limit and the end on the left, the free doublings' short words on the right
    right = x + short * 0.6
    c.rect(x, first - 6 * em, 18 * em, 12 * em, None, LIMIT_RING, 1.5, 5)
    snug(c, x + 24 * em, first, _("growth limit"), size, right - x - 30 * em, MUTED)
    end = _("END")
    c.text(x, second, end, size, END_MARK, "left", "bold")
    gap = text_width(end, size) * BOLD_WIDE + 6  # bold: wider than text_width's average (met its words)
    snug(c, x + gap, second, _("1024 ends the game"), size, right - x - gap - 6, MUTED)
    c.text(right, first, "8 16", size, "#9fd3ff", "left", "bold")
    snug(c, right + 32 * em, first, _("yield 1 free"), size, x + short - right - 32 * em, MUTED)
    c.text(right, second, "32+", size, "#ffb061", "left", "bold")
    snug(c, right + 32 * em, second, _("yield 2 free"), size, x + short - right - 32 * em, MUTED)
    for mark, words, colour, at in (
        (_("blocked"), _("growth limit reached: no free doubling"), END_MARK, blocked_y),  # as beside a site
        ("4/2/1", _("points at the end for 1st/2nd/3rd place"), MUTED, points),
        (_("agenda ×2"), _("your Hidden Agenda: your points doubled"), AGENDA, agenda),
    ):
        c.text(x, at, mark, size, colour, "left", "bold")
        gap = text_width(mark, size) * BOLD_WIDE + 6
        snug(c, x + gap, at, words, size, w - gap, MUTED)


def draw_phone_legend() -> list[list]:
    """The board's legend under a phone's board, on a canvas of its own (layout.PHONE_LEGEND_PANE):
    cut from the whole table's drawing, it had the board's frame across its first line and its
    lines 11 px apart, read at 10 CSS px on a 390 px phone."""
    c = Canvas()
    x, y, w, h = L.PHONE_LEGEND_PANE
    c.rect(x, y, w, h, BACKGROUND)
    board_legend(c, L.PHONE_LEGEND, L.PHONE_LEGEND_TEXT, L.PHONE_LEGEND_STEP)
    return c.ops


def _score_track(c: Canvas, view: State, names: list[str]) -> None:
    x, y, w, h = L.SCORE_TRACK
    c.text(x - 40, y + h / 2, _("VP"), 11, MUTED, "left", "bold")
    for i in range(50):
        sx = x + i * L.SCORE_SPACE_W
        c.rect(sx + 0.5, y, L.SCORE_SPACE_W - 1, h, "#1a2236" if i % 5 else "#26304a", None, 0, 2)
        if i % 10 == 0:
            c.text(sx + L.SCORE_SPACE_W / 2, y + h + 7, i, 9, MUTED, "center")
    mk = marks(view, names)
    at: dict[int, list[int]] = {}
    for p, score in enumerate(view.score):
        at.setdefault(score % 50, []).append(
            p
        )  # the track wraps at 50 (RULES.md 1): the players' list shows the whole score
    for space, here in at.items():
        # One token: in the middle. Several: one above another, three to a column (their letters
        # must not run into each other), a fourth and fifth in the next space's column.
        for n, p in enumerate(here):
            col, line = divmod(n, 3)
            ty = y + h / 2 if len(here) == 1 else y + 4 + line * 8 + (4 if len(here) == 2 else 0)
            tx = x + (space + col + 0.5) * L.SCORE_SPACE_W
            token(c, view.factions[p]["colour"], mk[p], tx, ty, 6.5 if len(here) == 1 else 4.5)
    board_legend(c, L.LEGEND, narrow=L.LEGEND_NARROW_W)


def _players(c: Canvas, view: State, names: list[str], show_private: bool) -> None:
    points = scores(view) if view.is_over else view.score
    mk = marks(view, names)
    current = view.current
    for p, (x, y, w, h) in enumerate(L.player_rows(view.num_players)):
        colour = view.factions[p]["colour"]
        now = p == current or p == view.to_move
        c.rect(x, y, w, h, PANEL, HIGHLIGHT if now else PANEL_EDGE, 2.5 if now else 1, 6)
        token(c, colour, mk[p], x + 16, y + h / 2, 9)
        label = _("{n} VP").format(n=points[p])
        c.text(x + w - 8, y + 13, label, 13, HIGHLIGHT, "right", "bold")
        name = names[p] + (" " + _("(you)") if show_private and p == view.viewer else "")
        c.text(x + 32, y + 13, fit(name, 13, w - 50 - text_width(label, 13)), 13, TEXT, "left", "bold")
        hand = ngettext("{n} card", "{n} cards", len(view.hands[p])).format(n=len(view.hands[p]))
        held = view.discoveries[p]
        up = [
            site_name(DISCOVERY_SITE[cd]) if cd in DISCOVERY_SITE else row_name(DISCOVERY_ROW[cd])
            for cd, face in held
            if face
        ]
        down = sum(1 for _cd, face in held if not face)
        parts = [hand]
        if up:
            parts.append(_("D: {cards}").format(cards=", ".join(up)))
        if down:
            parts.append(ngettext("{n} Discovery face down", "{n} Discovery face down", down).format(n=down))
        if view.is_over and view.agendas and view.agendas[p] in AGENDA_SITE:
            parts.append(_("agenda {site}").format(site=site_name(AGENDA_SITE[view.agendas[p]])))
        snug(c, x + 32, y + 31, " · ".join(parts), 10.5, w - 40, MUTED)  # (its neutral's row says who controls it)


def _neutrals_and_order(c: Canvas, view: State, names: list[str]) -> None:
    mk = marks(view, names)
    neutrals = range(view.num_players, view.num_factions)
    current = view.current
    for f, (x, y, w, h) in zip(neutrals, L.neutral_rows(view.num_players, len(neutrals)), strict=True):
        now = current == f and view.controller is not None
        c.rect(x, y, w, h, None, HIGHLIGHT if now else PANEL_EDGE, 2.5 if now else 1, 6)
        token(c, view.factions[f]["colour"], mk[f], x + 16, y + h / 2, 7.5)
        c.text(
            x + 32, y + 13, fit(faction_name(view, f, names), 11, w - 40), 11, TEXT if now else MUTED, "left", "bold"
        )
        if now:
            assert view.controller is not None
            text = _("controlled now by {who}").format(who=names[view.controller])
        else:
            text = _("a neutral faction: never scores")
        snug(c, x + 32, y + 30, text, 10.5, w - 40, TEXT if now else MUTED)
    x, y, w, h = L.TURN_ORDER
    c.rect(x, y, w, h, PANEL, PANEL_EDGE, 1, 6)
    c.text(x + 8, y + 7, _("Turn order"), 9, MUTED, "left", "bold")
    r = L.TURN_TOKEN_R
    for i, f in enumerate(view.turn_order):
        tx, ty = L.turn_order_xy(i)
        c.text(tx - 12, ty, f"{i + 1}", 9, MUTED, "right")
        done = view.step != "powers" and not view.is_over and i < view.position
        token(c, view.factions[f]["colour"], mk[f], tx, ty, r, ring=HIGHLIGHT if f == current else None)
        if done:
            c.line(tx - r - 1, ty + r + 3, tx + r + 1, ty + r + 3, MUTED, 1.5)


def _cards_on_table(c: Canvas, view: State, hl: Highlights) -> None:
    x = L.RIGHT_X
    c.text(x, L.FACE_UP_Y - 10, _("Face up"), 11, MUTED, "left", "bold")
    for slot, rect in enumerate(L.FACE_UP_SLOTS):
        cd = view.face_up[slot]
        if cd is None:
            c.rect(*rect, None, PANEL_EDGE, 1, 7)
        else:
            card(c, rect, cd, lit=slot in hl.face_up)
    dx, dy, dw, dh = L.DECK
    c.text(dx + dw, L.FACE_UP_Y - 10, _("Deck"), 11, MUTED, "right", "bold")  # ("Húzópakli" ends with the table)
    c.rect(dx + 3, dy + 3, dw, dh, "#1d2540", None, 0, 7)
    c.rect(dx, dy, dw, dh, "#26314f", HIGHLIGHT if hl.deck else "#55627f", 2.5 if hl.deck else 1.5, 7)
    c.text(dx + dw / 2, dy + dh / 2, len(view.deck), 18, TEXT, "center", "bold")
    c.text(x, L.PILES_Y - 10, _("Discard pile"), 11, MUTED, "left", "bold")
    if view.discard:
        card(c, L.DISCARD_TOP, view.discard[-1])
        c.text(
            x + L.SMALL_W / 2,
            L.PILES_Y + L.SMALL_H + 9,
            ngettext("{n} card", "{n} cards", len(view.discard)).format(n=len(view.discard)),
            10,
            MUTED,
            "center",
        )
    else:
        c.rect(*L.DISCARD_TOP, None, PANEL_EDGE, 1, 7)
    rx, ry, rw, rh = L.REMOVED
    discovery_left = ngettext("Discovery deck: {n} card", "Discovery deck: {n} cards", len(view.discovery_deck)).format(
        n=len(view.discovery_deck)
    )
    snug(c, rx, ry + 6, discovery_left, 11, rw, MUTED)
    if view.removed:
        famines = ngettext("{n} Famine out of the game", "{n} Famines out of the game", len(view.removed))
        snug(c, rx, ry + 22, famines.format(n=len(view.removed)), 11, rw, MUTED)
    if view.dtrack is not None:
        _discovery_track(c, view)


def _discovery_track(c: Canvas, view: State) -> None:
    x, y, w, h = L.DTRACK
    y += 14 if view.removed else 0
    c.text(x, y + 4, _("Discovery Track"), 10, MUTED, "left", "bold")
    step = (w - 56) / (ROW_MAX + 1)
    colours = [f["colour"] for f in view.factions]
    dtrack = view.dtrack or []
    for i, row in enumerate(ROWS):
        ry = y + 18 + i * 16
        c.text(x, ry, fit(f"{ROW_SYMBOL[row]} {row_name(row)}", 10, 52), 10, TEXT)
        for s in range(ROW_MAX + 1):
            c.rect(x + 54 + s * step, ry - 6, step - 2, 12, "#1d2743", None, 0, 2)
        at: dict[int, int] = {}
        for p, rows in enumerate(dtrack):
            v = rows[row]
            n = at.get(v, 0)
            at[v] = n + 1
            c.circle(x + 54 + v * step + 4 + n * 4, ry, 3.5, FACTION_FILL[colours[p]], "#0b0d12", 1)


def _window(c: Canvas, view: State, names: list[str]) -> None:
    """An open reaction window: what is at stake and its chain so far, in words; or an Opening
    Treaty request: which card, on whose token (a played card's requests are public)."""
    x, y = L.RIGHT_X, L.HAND_Y - 12
    w, h = L.RIGHT_W, L.HEIGHT - y - 6
    pending = view.pending
    if pending is not None and pending["kind"] in ("consent", "refused"):
        c.rect(x, y, w, h, "#2d2640", STAKE, 2, 8)
        c.text(x + 8, y + 12, _("Opening Treaty"), 11, STAKE, "left", "bold")
        action = pending["action"]
        what = action_label(action, view, names, mover=pending["player"])
        text = _("{who} asks {owner} to allow: {what}.").format(
            who=names[pending["player"]], owner=names[pending["owner"]], what=what
        )
        if pending["kind"] == "refused":
            text = _("{owner} refused {who}'s {card}: it counts as not played.").format(
                who=names[pending["player"]], owner=names[pending["owner"]], card=card_name(action.card)
            )
        for i, line in enumerate(wrap(text, 11, w - 16, 6)):
            c.text(x + 8, y + 30 + i * 14, line, 11, TEXT)
        return
    if view.window is None:
        return
    c.rect(x, y, w, h, "#22304d", HIGHLIGHT, 2, 8)
    kind = decision_kind(view)
    title = _("Reaction window: cancellation") if kind == "cancel" else _("Reaction window: responses")
    c.text(x + 8, y + 12, title, 11, HIGHLIGHT, "left", "bold")
    lines = wrap(stake_text(view, names), 11, w - 16, 3)
    for text in chain_lines(view, names):
        lines += wrap(text, 11, w - 16, 2)
    for i, text in enumerate(lines[:8]):
        c.text(x + 8, y + 30 + i * 14, text, 11, TEXT)


def _own_list(view: State, me: int) -> list[tuple[str, str, str, str]]:
    """The viewer's Hidden Agenda and Discovery cards: (title, line, fill, edge) each."""
    own: list[tuple[str, str, str, str]] = []
    if view.agendas and view.agendas[me] in AGENDA_SITE:
        own.append((_("Hidden Agenda"), site_name(AGENDA_SITE[view.agendas[me]]) + " ×2", "#ffd6ef", AGENDA))
    for cd, up in view.discoveries[me]:
        where = site_name(DISCOVERY_SITE[cd]) if cd in DISCOVERY_SITE else row_name(DISCOVERY_ROW[cd])
        title = pgettext("a Discovery card's title on a small card: lines of 10 letters at most", "Discovery")
        own.append((title + (" ↑" if up else ""), where + " ×2", "#f4ecd8", "#8a7d62"))
    return own


def _own_cards(c: Canvas, view: State, names: list[str], show_private: bool, hl: Highlights, replay: bool) -> None:
    x, y, w, h = L.HAND_AREA
    me = view.viewer
    if not show_private or me is None:
        c.text(x, y - 12, _("Hands are private: each is shown only to its owner"), 13, MUTED, "left", "bold")
        return
    hand = view.hands[me]
    c.text(x, y - 12, _("{name}'s hand ({n} of 6)").format(name=names[me], n=len(hand)), 13, MUTED, "left", "bold")
    for i, rect in enumerate(L.hand_slots(len(hand))):
        card(
            c,
            rect,
            hand[i],
            lit=i in hl.cards,
            chosen=hl.chosen_card == i,
            dim=bool(hl.cards) and i not in hl.cards and hl.chosen_card != i,
        )
    own = _own_list(view, me)
    ox, oy, ow, oh = L.OWN_AREA
    whose = _("Only {name} saw these").format(name=names[me]) if replay else _("Only you see these")
    c.text(ox, y - 12, fit(whose, 11, ow), 11, MUTED, "left", "bold")
    for (title, line, fill, edge), rect in zip(own, L.own_slots(len(own)), strict=True):
        small_card(c, rect, title, line, fill, edge)


def draw_phone_board(
    view: State, show_private: bool, names: list[str], highlights: Highlights = NOTHING, hover: tuple | None = None
) -> list[list]:
    """The board for a phone's board tab (layout.PHONE_BOARD: a site's name and box above its
    track, the whole 390 px width for the track); the rest of the table is in other tabs."""
    c = Canvas()
    x, y, w, h = L.PHONE_PANE
    c.rect(x, y, w, h, BACKGROUND)
    board(c, view, names, highlights if show_private else NOTHING, hover, L.PHONE_BOARD, show_private)
    return c.ops


def draw_phone_hand(view: State, show_private: bool, names: list[str], highlights: Highlights = NOTHING) -> list[list]:
    """A phone's hand tab: the viewer's hand, 3 large cards to a line, and their Hidden Agenda
    and Discovery cards; only the viewer's, and only when `show_private`."""
    hl = highlights if show_private else NOTHING
    c = Canvas()
    me = view.viewer
    hand = view.hands[me] if show_private and me is not None else []
    c.rect(0, 0, L.PHONE_WIDTH, L.phone_hand_height(len(hand)), BACKGROUND)
    if not show_private or me is None:
        # whole, on a second line where it is long (Hungarian): never cut with '…'
        words, width = _("Hands are private: each is shown only to its owner"), L.PHONE_WIDTH - 16
        lines = [words] if text_width(words, 13) * SNUG <= width else wrap(words, 13, width, 2)
        for i, line in enumerate(lines):
            snug(c, 8, 16 + 17 * i, line, 13, width, MUTED)
        return c.ops
    c.text(8, 16, _("{name}'s hand ({n} of 6)").format(name=names[me], n=len(hand)), 13, MUTED, "left", "bold")
    for i, rect in enumerate(L.phone_hand_slots(len(hand))):
        dim = bool(hl.cards) and i not in hl.cards and hl.chosen_card != i
        card(c, rect, hand[i], lit=i in hl.cards, chosen=hl.chosen_card == i, dim=dim)
    own = _own_list(view, me)
    slots = L.phone_own_slots(len(own), len(hand))
    if own:
        c.text(8, slots[0][1] - 10, _("Only you see these"), L.PHONE_TEXT, MUTED, "left", "bold")
    for (title, line, fill, edge), rect in zip(own, slots, strict=True):
        small_card(c, rect, title, line, fill, edge, L.PHONE_TEXT)
    return c.ops


def draw_phone_zoom(
    view: State,
    show_private: bool,
    names: list[str],
    site: str,
    highlights: Highlights = NOTHING,
    hover: tuple | None = None,
) -> list[list]:
    """A phone's board tab with `site` zoomed (layout.ZOOM_PANE): its row alone, so large that
    every track space and box half is a finger's target, what a tap there does, and the site in
    words below (what hovering explains on a desktop)."""
    hl = highlights if show_private else NOTHING
    c = Canvas()
    x, y, w, h = L.ZOOM_PANE
    c.rect(x, y, w, h, BACKGROUND)
    c.text(10, 20, site_name(site), 17, TEXT, "left", "bold")
    here = site in hl.sites or any(s == site for s, _f in hl.tokens) or any(s == site for s, _h in hl.boxes)
    ask = _("Tap what is lit") if here else _("Nothing to choose here now")
    snug(c, 10, 44, ask, 13, w - 150, HIGHLIGHT if here else MUTED)
    board(c, view, names, hl, hover, L.zoom_geometry(site), show_private, only=site)
    top = L.ZOOM_TOP + L.ZOOM_ROW_H + 16
    for i, line in enumerate(wrap(site_tip(view, site, names), 12, w - 20, L.ZOOM_TEXT_LINES)):
        c.text(10, top + i * L.ZOOM_LINE_H + 6, line, 12, TEXT)
    return c.ops

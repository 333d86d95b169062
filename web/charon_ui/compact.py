"""The compact table: the public view drawn for a small frame (the embeddable demo in an
iframe of 480×360 or so), where the full table's labels would shrink out of legibility.

Same board as the full table, smaller zones but pieces kept large; beside it only what a
watcher needs: the round and phase, who is thinking, each player's points and gems, the
flags on the action areas, and the common row. No hands, no effects text, no supply.
Drawn at about one logical pixel per screen pixel in a 480-pixel frame.
"""

from game.charon import scores, winners
from game.charon.board import ACTION_AREAS
from game.charon.cards import CARD_VALUE
from game.charon.staking import area_winners, areas_decided
from game.charon.state import CHOOSE_ROW, HIDDEN, LAST_ROUND, State
from shell.i18n import N_, _

from .describe import PHASE_TITLES
from .layout import BoardGeometry
from .render import Canvas, board, clipped, fit, flag, gem, initials, player_panel, text_width
from .theme import BACKGROUND, HIGHLIGHT, MUTED, PANEL, TEXT, area_short_title

WIDTH, HEIGHT = 480, 312
BOARD = BoardGeometry(x=12, y=32, zone=54, centre_drop=10, hole_gap=14, hole_dy=18, piece=0.76, gem=0.62)
SIDE_X = 298  # the side column, right of the board
SIDE_W = WIDTH - SIDE_X - 6
AREA_LINE = 17
FLAG_STEP, FLAG_R = 15, 6.5  # the flags on an action area's line
ROW_H = 22
GOLD = "#f0c24b"
BOLD = 1.25  # a bold name runs wider than the average glyph
PHASE_X = 98  # the phase's name, after the round, up to the side column
PHASES = {**PHASE_TITLES, CHOOSE_ROW: N_("Choosing row cards")}  # short enough for that line


def draw_compact(state: State, names: list[str], colours: list[str], thinking: bool = False) -> list:
    """Drawing operations (see render) for the public table in WIDTH x HEIGHT; `thinking`:
    the player to move is a computer player deciding."""
    c = Canvas()
    marks = initials(names)
    c.rect(0, 0, WIDTH, HEIGHT, BACKGROUND)
    round_label = _("Round {round}/{rounds}").format(round=min(state.round, LAST_ROUND), rounds=LAST_ROUND)
    c.text(12, 13, round_label, 14, TEXT, "left", "bold")
    phase_x = max(PHASE_X, 12 + text_width(round_label, 14) * 0.95 + 8)  # after the round, however long
    c.text(phase_x, 13, fit(_(PHASES[state.phase]), 12, SIDE_X - 8 - phase_x), 12, MUTED)
    no_highlights: dict[str, set[str]] = {"positions": set(), "areas": set(), "cards": set()}
    board(c, state, colours, marks, no_highlights, None, BOARD)
    _row(c, state, HEIGHT - ROW_H - 8)
    areas_top = HEIGHT - len(ACTION_AREAS) * AREA_LINE - 6
    _players(c, state, names, colours, thinking, 6, areas_top - 6)
    _areas(c, state, colours, marks, areas_top)
    return c.ops


def _players(c: Canvas, s: State, names, colours, thinking: bool, top: float, bottom: float) -> None:
    """One panel per player: name and points, then their gems; who is to move, or thinking,
    or (at the end) who won."""
    points = scores(s)
    best = winners(s) if s.is_over else []
    n = s.num_players
    h = min(36, (bottom - top) / n - 3)
    y = top
    for p in range(n):
        me = s.players[p]
        now = p == s.to_move
        player_panel(c, (SIDE_X, y, SIDE_W, h), colours[p], now, strip=5)
        note = _("wins!") if p in best else (_("thinking…") if thinking else _("to move")) if now else ""
        points_label = _("{n} pts").format(n=points[p])
        # The name first (cut with "…" to what the points leave), then the note if it still fits.
        room = SIDE_W - 26 - text_width(points_label, 12)
        name = fit(clipped(names[p], 14), 12 * BOLD, room)
        c.text(SIDE_X + 11, y + 9, name, 12, TEXT, "left", "bold")
        if note and text_width(name, 12 * BOLD) + 6 + text_width(note, 11) <= room:
            c.text(SIDE_X + 17 + text_width(name, 12 * BOLD), y + 9, note, 11, GOLD if p in best else HIGHLIGHT)
        c.text(SIDE_X + SIDE_W - 6, y + 9, points_label, 12, HIGHLIGHT, "right", "bold")
        gx, gy = SIDE_X + 17, y + h - 8
        for kind, count in me.gems.items():
            if count:
                gem(c, kind, gx, gy, 5)
                c.text(gx + 8, gy + 0.5, count, 11, TEXT)
                gx += 20 + 7 * len(str(count))
        if gx == SIDE_X + 17:
            c.text(SIDE_X + 11, gy, _("no gems"), 11, MUTED)
        if me.built and gx + 36 < SIDE_X + SIDE_W - 6:  # when the gems leave room for it
            c.text(SIDE_X + SIDE_W - 6, gy, _("{n} built").format(n=len(me.built)), 11, MUTED, "right")
        y += h + 3


def _areas(c: Canvas, s: State, colours, marks, top: float) -> None:
    """A line per action area: its name and the flags on it; a gold star once it is won."""
    staked = areas_decided(s)
    y = top
    for a in ACTION_AREAS:
        mid = y + AREA_LINE / 2
        won = staked and bool(area_winners(s, a))
        lifted = a == s.lifted
        c.rect(SIDE_X, y + 1, SIDE_W, AREA_LINE - 2, PANEL, HIGHLIGHT if lifted else None, 1.5, 4)
        c.text(SIDE_X + 6, mid, ("★ " if won else "") + area_short_title(a), 11, GOLD if won else TEXT)
        for i, owner in enumerate(s.action_flags[a]):
            flag(c, SIDE_X + SIDE_W - 9 - i * FLAG_STEP, mid, colours[owner], marks[owner], FLAG_R)
        y += AREA_LINE


def _row(c: Canvas, s: State, y: float) -> None:
    """The common row as value chips (the watcher sees what the players could take)."""
    x0 = BOARD.x
    c.text(x0, y + ROW_H / 2, _("Common row"), 11, MUTED, "left", "bold")
    if not s.common_row:
        c.text(x0 + 84, y + ROW_H / 2, _("chosen secretly") if s.phase == CHOOSE_ROW else _("empty"), 11, MUTED)
        return
    for i, card_id in enumerate(s.common_row):
        x = x0 + 84 + i * 26
        c.rect(x, y + 1, 22, ROW_H - 2, "#2b3552" if card_id == HIDDEN else "#f4ecd8", "#8a7d62", 1, 3)
        label = "?" if card_id == HIDDEN else CARD_VALUE[card_id]
        c.text(x + 11, y + ROW_H / 2 + 0.5, label, 11, MUTED if card_id == HIDDEN else "#2a2418", "center", "bold")

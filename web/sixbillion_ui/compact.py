"""6 Billion's compact table: the public view drawn for a small frame (the embeddable demo in
an iframe of 400×300 or 320×480), where the full table (1100×788) would shrink its labels out
of legibility.

The board alone, its rows as large as the frame allows (layout.BoardGeometry `small`: the
sites' names, the tokens taking their cells), and above it what a watcher needs: the round
and step, who decides or thinks, and each player's points, the one whose turn it is marked.
No hands, no cards on the table, no log.

    >>> from game.sixbillion import new_game, view
    >>> ops = draw_compact(view(new_game(3, 1), 0), ["Ada", "Bo", "Cy"])
    >>> [op[3] for op in ops if op[0] == "text" and "VP" in str(op[3])]
    ['0 VP', '0 VP', '0 VP']
"""

from game.sixbillion import State
from game.sixbillion.scoring import scores
from shell.canvas import Canvas, text_width
from shell.i18n import _

from .describe import marks, step_title
from .layout import BoardGeometry
from .render import board, snug, token
from .theme import BACKGROUND, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT

WIDTH, HEIGHT = 424, 314
BOARD = BoardGeometry(x=8, y=58, row_h=25, label_w=98, space_w=23, half_w=24, piece=0.8, small=True)
STRIP_Y, STRIP_H = 22, 24  # the players' points, one cell each


def draw_compact(view: State, names: list[str], status: str = "") -> list[list]:
    """The public table in WIDTH x HEIGHT: `status` the status line's words ("Bo is
    thinking…"), else who decides now, or the final scores."""
    c = Canvas()
    c.rect(0, 0, WIDTH, HEIGHT, BACKGROUND)
    snug(c, 8, 11, step_title(view), 11, WIDTH / 2 - 12, MUTED, "left", "bold")
    if view.is_over:
        status = _("Final scores")
    elif not status and view.to_move is not None:
        status = _("{name} to decide").format(name=names[view.to_move])
    snug(c, WIDTH - 8, 11, status, 11, WIDTH / 2 - 12, TEXT, "right", "bold")
    _strip(c, view, names)
    board(c, view, names, g=BOARD)
    return c.ops


def _strip(c: Canvas, view: State, names: list[str]) -> None:
    """Each player's token, name and points; the player whose turn it is (or who decides for a
    neutral, or answers now) ringed; at the end, the winners starred."""
    points = scores(view) if view.is_over else view.score
    best = max(points) if view.is_over else None
    mk = marks(view, names)
    n = view.num_players
    w = (WIDTH - 16) / n
    current = view.current
    for p in range(n):
        x = 8 + p * w
        now = not view.is_over and p in (current, view.to_move)
        c.rect(x + 1, STRIP_Y, w - 2, STRIP_H, PANEL, HIGHLIGHT if now else PANEL_EDGE, 2 if now else 1, 5)
        token(c, view.factions[p]["colour"], mk[p], x + 12, STRIP_Y + STRIP_H / 2, 7)
        label = _("{n} VP").format(n=points[p]) + (" ★" if points[p] == best else "")
        c.text(x + w - 6, STRIP_Y + STRIP_H / 2, label, 11, HIGHLIGHT, "right", "bold")
        room = w - 36 - text_width(label, 11)
        snug(c, x + 23, STRIP_Y + STRIP_H / 2, names[p], 11, room, TEXT, "left", "bold")

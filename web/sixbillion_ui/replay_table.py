"""6 Billion's side of a replay (the shell's Replay does the stepping): chapters are rounds,
the log up to the position, and whose hand the board may show.

A replay shows the public table (nobody's hand) while the game is unfinished; once it is
over every hand may be shown, one seat at a time (the replay bar's choice).

    >>> chapter_title(3), chapter_title(OVER)
    ('Round 3', 'Final scores')
"""

from functools import partial

from game.sixbillion import State, view
from shell.i18n import _
from shell.log import LogLine, lines_by_step, visible_lines

from .story import tell

OVER = 0  # the chapter of a finished game's last position (rounds count from 1)


def chapter(state: State) -> int:
    """Where a position stands: its round, or OVER once the game has ended."""
    return OVER if state.is_over else state.round


def chapter_title(key: int) -> str:
    return _("Final scores") if key == OVER else _("Round {round}").format(round=key)


def step_lines(states: list[State], events: list[list], names: list[str], seats: str) -> list[list[LogLine]]:
    """The log lines of each position's step (told once, when the replay opens); `seats` is
    who played, for the log's first line. Private lines name their player ("Bea is dealt…"):
    whoever watches reads them, having chosen whose hand to see."""
    return lines_by_step(partial(tell, named=True), states, events, names, seats)


def log_upto(told: list[list[LogLine]], position: int, seat: int | None) -> list[LogLine]:
    """The log as it stood at `position`, with `seat`'s private lines (None: public lines only)."""
    return visible_lines([line for lines in told[: position + 1] for line in lines], seat)


def seen_from(state: State, seat: int | None, game_over: bool) -> tuple[State, bool]:
    """(the view to draw, whether its hand may be drawn): a seat's hand only once the game is
    over; before that, the public table (player 0's view with its private parts not drawn)."""
    if seat is None or not game_over:
        return view(state, 0), False
    return view(state, seat), True

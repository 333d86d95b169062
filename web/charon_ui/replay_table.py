"""Charon's side of a replay (the shell's Replay does the stepping): chapters are a round's
phases, the log up to the position, and whose hand the board may show.

A replay shows the public table (nobody's hand) while the game is unfinished; once it is
over every hand may be shown, one seat at a time.
"""

from functools import partial

from game.charon import State, view
from game.charon.state import CHOOSE_ROW, PHASES
from shell.i18n import _
from shell.log import LogLine, lines_by_step, visible_lines

from .describe import phase_title
from .story import append_step, tell


def chapter(state: State) -> tuple[int, str]:
    return (state.round, state.phase)


def chapter_title(key: tuple[int, str]) -> str:
    round_, phase = key
    if phase == PHASES[-1]:
        return phase_title(phase)
    # The drop-down is as wide as the side panel (300 px in every language): the row choice's
    # phase title is too long for it, so its chapter says it shorter.
    title = _("A card for the common row") if phase == CHOOSE_ROW else phase_title(phase)
    return _("Round {round} · {phase}").format(round=round_, phase=title)


def step_lines(states: list[State], events: list[list], names: list[str], seats: str) -> list[list[LogLine]]:
    """The log lines of each position's step (told once, when the replay opens); `seats` is
    who played, for the log's first line. Private lines name their player ("Bea is dealt…"):
    whoever watches reads them, having chosen whose hand to see."""
    return lines_by_step(partial(tell, named=True), states, events, names, seats)


def log_upto(told: list[list[LogLine]], position: int, seat: int | None) -> list[LogLine]:
    """The log as it stood at `position`, with `seat`'s private lines (None: public only)."""
    log: list[LogLine] = []
    for lines in told[: position + 1]:
        append_step(log, lines)
    return visible_lines(log, seat)


def seen_from(state: State, seat: int | None, game_over: bool) -> tuple[State, bool]:
    """(the view to draw, whether its hand may be shown): a seat's hand only once the game is over."""
    if seat is None or not game_over:
        return view(state, 0), False
    return view(state, seat), True

"""A game's log as the table keeps and shows it, for any game: lines told by the game from its
engine's events (each with its round, whom it is about, who may read it), what a reader may
see of them, and the log's filter by player and round.

A game tells its lines (its `story`); the table keeps them, filters them and shows them
(log_panel.py). Lines of the kinds in HEADINGS head a part of the log (a new game, a round).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import _

NEW_GAME, ROUND_STARTED, GAME_OVER = "new_game", "round_started", "game_over"
HEADINGS = frozenset({NEW_GAME, ROUND_STARTED, GAME_OVER})


@dataclass(frozen=True)
class LogLine:
    text: str
    round: int
    players: tuple[int, ...] = ()  # whom the line is about
    audience: int | None = None  # None: every player may read it
    kind: str = ""  # the event type it tells, for the page's styling (HEADINGS: a heading)
    gems: tuple[str, ...] = ()  # what a line that grows step after step lists so far (Charon: gems returned)
    who: str = ""  # the name of the player such a growing line is about


def new_game_line(seats: str, seed: int | None) -> LogLine:
    """The log's first line: who plays (`seats`: names with their seat kinds), and the seed."""
    return LogLine(_("New game for {seats} (seed {seed}).").format(seats=seats, seed=seed), 1, kind=NEW_GAME)


def imported_line(round_: int) -> LogLine:
    """The line a game imported from a file starts its stay at this table with."""
    return LogLine(_("Game imported from a file."), round_, kind=NEW_GAME)


def visible_lines(lines: list[LogLine], reader: int | None) -> list[LogLine]:
    """What `reader` may read (None: a shared screen, public lines only)."""
    return [line for line in lines if line.audience is None or line.audience == reader]


def rounds_in(lines: list[LogLine]) -> list[int]:
    """The rounds the log tells, in order: what its round filter offers (a game runs as many
    rounds as it runs; 6 Billion's have no fixed number).

    >>> rounds_in([LogLine("a", 1), LogLine("b", 1), LogLine("c", 2), LogLine("d", 7)])
    [1, 2, 7]
    """
    return sorted({line.round for line in lines})


def filtered(lines: list[LogLine], player: int | None = None, round_: int | None = None) -> list[LogLine]:
    """The log's filter: lines about `player` (and the round headings), of round `round_`."""
    out = []
    for line in lines:
        if round_ is not None and line.round != round_:
            continue
        if player is not None and player not in line.players and line.kind != ROUND_STARTED:
            continue
        out.append(line)
    return out


# A game's story: (the state before, its events, the players' names) -> the lines telling them.
Teller = Callable[[Any, Any, Any], list[LogLine]]


def lines_by_step(
    tell: Teller, states: Sequence[Any], events: Sequence[list[Any]], names: list[str], seats: str
) -> list[list[LogLine]]:
    """The log lines of each position of a replay (shell.replay: `states[i]` reached by
    `events[i]`), told once by the game's `tell`; the first starts with who played (`seats`)
    and the seed."""
    told = [[new_game_line(seats, states[0].seed), *tell(None, events[0], names)]]
    told += [tell(states[i - 1], events[i], names) for i in range(1, len(states))]
    return told

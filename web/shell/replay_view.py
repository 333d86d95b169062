"""What both games' replay views share: the replay built from a game's own start (shell.replay)
and each position's log lines told in the language shown (told again after a switch). Each
game's view adds how a position is drawn and how the end is shown."""

from collections.abc import Callable
from typing import Any

from .i18n import _
from .log import LogLine
from .messages import Messages
from .players import Players
from .replay import Replay, Replayable, ReplayUnavailable
from .table_session import seat_names

# A game's step lines: (states, events, names, seats) -> each position's log lines.
StepLines = Callable[[list[Any], list[list[Any]], list[str], str], list[list[LogLine]]]


class ToldReplay:
    def __init__(self, engine: Replayable, chapter: Callable[[Any], Any], step_lines: StepLines) -> None:
        self.engine, self.chapter, self.step_lines = engine, chapter, step_lines
        self.told: list[list[LogLine]] = []  # each position's log lines
        self.built: tuple[Replay, Players] | None = None  # the replay they tell, for a new language

    def build_told(self, state: Any, players: Players, messages: Messages) -> Replay | None:
        """`state`'s game from its start, or None (and the player told) if it has no history."""
        try:
            replay = Replay.of(self.engine, self.chapter, state)
        except (ValueError, ReplayUnavailable):
            messages.show(_("This game was saved without its history, so it cannot be replayed."))
            return None
        self.built = (replay, players)
        self.retell()
        return replay

    def retell(self) -> None:
        """Each position's log lines, told in the language shown."""
        if self.built is not None:
            replay, players = self.built
            self.told = self.step_lines(replay.states, replay.events, players.names, seat_names(players))

"""What both games' replay views share: the replay built from a game's own start (shell.replay)
and each position's log lines told in the language shown (told again after a switch). Each
game's view adds how a position is drawn and how the end is shown."""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from .i18n import _
from .log import LogLine
from .players import Players
from .replay import Replay, Replayable, ReplayUnavailable
from .table_session import seat_names

if TYPE_CHECKING:
    from .messages import Messages  # only its type: this module runs under CPython too (tests/web)

# A game's step lines: (states, events, names, seats) -> each position's log lines.
StepLines = Callable[[list[Any], list[list[Any]], list[str], str], list[list[LogLine]]]


class ReplayTable(Protocol):
    """A game's replay words and chapters (charon_ui.replay_table, sixbillion_ui.replay_table)."""

    @property
    def chapter(self) -> Callable[[Any], Any]: ...  # a position's chapter key (a round, a phase)
    def chapter_title(self, key: Any) -> str: ...
    @property
    def step_lines(self) -> StepLines: ...


class TabFollower(Protocol):
    def follow(self, decision: Any, phase: str) -> None: ...  # a phone's tabs: a decision's tab


class Told(Protocol):
    """What the shell's part of a replay view asks of the page: where to tell the player, and
    its phone's tabs."""

    @property
    def phone(self) -> TabFollower: ...

    @property
    def messages(self) -> "Messages": ...


Page = TypeVar("Page", bound=Told)  # the page as the game's replay view knows it


class ToldReplay(Generic[Page]):
    def __init__(self, page: Page, engine: Replayable, table: ReplayTable) -> None:
        self.page, self.engine, self.table = page, engine, table
        self.told: list[list[LogLine]] = []  # each position's log lines
        self.built: tuple[Replay, Players] | None = None  # the replay they tell, for a new language

    def build(self, state: Any, players: Players) -> Replay | None:
        """`state`'s game from its start, or None (and the player told) if it has no history."""
        try:
            replay = Replay.of(self.engine, self.table.chapter, state)
        except (ValueError, ReplayUnavailable):
            self.page.messages.show(_("This game was saved without its history, so it cannot be replayed."))
            return None
        self.built = (replay, players)
        self.retell()
        return replay

    def chapter_title(self, key: Any) -> str:
        return self.table.chapter_title(key)

    def opened_at(self, replay: Replay) -> None:
        """The replay opened at a decision (the review's "Show in the replay"): a phone shows the
        tab that decision is made in, as in play (a flag's opened on the Hand tab, a play-test's)."""
        self.page.phone.follow(("replay", replay.position), self.decision_kind(replay.state))

    def decision_kind(self, state: Any) -> str:
        """What the phone's tabs know a decision by (the page's `phone.follow`): the phase."""
        return str(state.phase)

    def retell(self) -> None:
        """Each position's log lines, told in the language shown."""
        if self.built is not None:
            replay, players = self.built
            self.told = self.table.step_lines(replay.states, replay.events, players.names, seat_names(players))

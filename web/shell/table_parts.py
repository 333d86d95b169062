"""The table as every game's page parts reach it: the game at it, the messages, the saves, the
replays and the computer players' worker; entering a game, acting and drawing again. A game's
parts (charon_page.page.GamePage, sixbillion_page.page.SixBillionPage: shell.table.GameParts)
derive from `PartsAtTable` and add their board, panels and hooks; each part sees only the
small interface it needs of them (the game's hosts.py)."""

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .ai_client import AiWorker
from .forwarded import Forwarded
from .messages import Messages
from .players import Players
from .replay_controls import ReplayControls
from .store import SaveStore

if TYPE_CHECKING:
    from .table import Table

S = TypeVar("S")  # the game's session (a shell.table_session.TableSession of its own class)


class PartsAtTable(Generic[S]):
    def __init__(self, table: "Table") -> None:
        self.table = table

    @property
    def session(self) -> S | None:
        """The game at the table, or None."""
        session: S | None = self.table.session
        return session

    messages = Forwarded[Messages]("table")
    store = Forwarded[SaveStore]("table")
    replays = Forwarded[ReplayControls]("table")

    @property
    def ai(self) -> AiWorker:
        """The computer players' worker, asked for hints and reviews too."""
        return self.table.computers.ai

    def enter(self, session: S) -> None:
        self.table.enter(session)

    def act(self, *actions: Any) -> None:
        self.table.act(*actions)

    def open_replay(self, state: Any, players: Players, position: int = 0, seat: int | None = None) -> None:
        """Watch `state`'s game again from `position`, `seat`'s hand shown (the review's "Show in
        the replay")."""
        self.table.open_replay(state, players, position, seat)

    def render(self) -> None:
        """The whole table again (the table draws the game's parts with their `render_table`)."""
        self.table.render()

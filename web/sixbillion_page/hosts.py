"""What each of 6 Billion's page parts asks of the page it sits on: small interfaces, so that a
part depends on the few things it uses, not on the whole page (sixbillion_page.page.SixBillionPage
meets them all; mypy checks it where the parts are made). Nothing here imports a part: no cycles."""

from typing import Any, Protocol

from game.sixbillion import State
from shell.hosts import AdvisedPage, AtTable, LessonPage, Redrawn
from shell.log_panel import LogPanel
from shell.players import Players
from shell.replay_view import TabFollower
from sixbillion_ui.session import Session

from .pane import Pane

Table = AtTable[Session]  # what every part may ask: the game at the table and the messages


# ---- the board -----------------------------------------------------------------------------
class ReplayWatch(Protocol):
    def watching_replay(self) -> bool: ...


class Tabs(Protocol):
    def tabs_shown(self) -> bool: ...
    def hand_shown(self) -> bool: ...
    def board_shown(self) -> bool: ...
    def panes(self, seen: State, private: bool) -> list[Pane]: ...
    def select(self, tab: str) -> None: ...


class LessonOverlay(Protocol):
    def overlay(self) -> list: ...


class BoardHost(Table, Protocol):
    @property
    def table(self) -> ReplayWatch: ...
    @property
    def phone(self) -> Tabs: ...
    @property
    def lesson(self) -> LessonOverlay: ...
    def busy(self) -> bool: ...
    def act(self, *actions: Any) -> None: ...
    def render(self) -> None: ...


# ---- the action panel ------------------------------------------------------------------------
class Paced(Protocol):
    @property
    def pace_ms(self) -> int: ...  # the least time between two computer moves


class PacedTable(Protocol):
    @property
    def computers(self) -> Paced: ...


class PanelHost(Table, Protocol):
    @property
    def table(self) -> PacedTable: ...
    @property
    def board(self) -> "HandBrought": ...  # a phone's hand, above the panel a group opened in grew
    def act(self, *actions: Any) -> None: ...
    def moment_changed(self) -> None: ...


# ---- the phone's tabs ----------------------------------------------------------------------------
class TabsHost(Table, Protocol):
    @property
    def board(self) -> Redrawn: ...
    def render(self) -> None: ...


# ---- the replay view -------------------------------------------------------------------------
class SeenBoard(Protocol):
    def draw_seen(self, seen: State, private: bool, names: list[str], status: str) -> None: ...


class LoggedTable(Protocol):
    @property
    def log(self) -> LogPanel: ...


class Results(Protocol):
    def render(self, state: Any, players: Players, numbers: Any = None) -> None: ...


class ReplayHost(Table, Protocol):
    @property
    def board(self) -> SeenBoard: ...
    @property
    def phone(self) -> TabFollower: ...  # the tab a decision the replay opens at is made in
    @property
    def table(self) -> LoggedTable: ...
    @property
    def end(self) -> Results: ...


# ---- the hint: it asks the computer players' worker ----------------------------------------------
class HandBrought(Protocol):
    def bring_hand_into_view(self) -> None: ...


class AdvisedHost(AdvisedPage[Session], Protocol):
    """What the shell's hint panel asks (shell.hosts.AdvisedPage), and the board that
    brings a phone's hand back into view when the hint box above the tabs changes."""

    @property
    def board(self) -> HandBrought: ...


# ---- the lesson ------------------------------------------------------------------------------
class LessonHost(LessonPage[Session], Protocol):
    def enter(self, session: Session) -> None: ...

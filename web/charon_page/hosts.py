"""What each of Charon's page parts asks of the page it sits on: small interfaces, so that a
part depends on the few things it uses, not on the whole page (charon_page.page.GamePage meets
them all; mypy checks it where the parts are made). Nothing here imports a part: no cycles."""

from typing import Any, Protocol

from charon_ui.layout import Cards, Rect
from charon_ui.row_pick import RowPick
from charon_ui.session import Session
from shell.hosts import AdvisedPage, AtTable, LessonPage, Redrawn, Replays
from shell.log_panel import LogPanel
from shell.players import Players
from shell.replay_view import TabFollower
from shell.store import SaveStore

Table = AtTable[Session]  # what every part may ask: the game at the table and the messages


# ---- the action panel ------------------------------------------------------------------------
class PointedBoard(Protocol):
    pointed: str | None

    def pointer_off(self) -> bool: ...
    def draw(self) -> None: ...
    def bring_hand_into_view(self, frame: Any, again: bool = False, reading: bool = False) -> None: ...


class PanelHost(Table, Protocol):
    keyboard_user: bool

    @property
    def store(self) -> SaveStore: ...
    @property
    def walking(self) -> bool: ...
    @property
    def board(self) -> PointedBoard: ...
    def act(self, *actions: Any) -> None: ...
    def render(self) -> None: ...  # the whole table again (a card picked for the row: board and panel)


# ---- the board -----------------------------------------------------------------------------
class Tabs(Protocol):
    def on_phone(self) -> bool: ...
    def panes(self, view: Any) -> list[Any]: ...  # board.Pane


class HintTarget(Protocol):
    def target(self) -> tuple[str, str] | None: ...


class LessonOverlay(Protocol):
    def overlay(self, cards: Cards) -> list: ...


class PaymentQuestion(Protocol):
    pick: RowPick | None  # a card picked for the common row, not yet put in (charon_ui.row_pick)

    def ask_payment(self, card: str) -> bool: ...
    def press_row_card(self, card: str) -> None: ...


class BoardHost(Table, Protocol):
    skip_walk: bool

    @property
    def store(self) -> SaveStore: ...
    @property
    def walking(self) -> bool: ...
    @property
    def replays(self) -> Replays: ...
    @property
    def phone(self) -> Tabs: ...
    @property
    def hint(self) -> HintTarget: ...
    @property
    def lesson(self) -> LessonOverlay: ...
    @property
    def panel(self) -> PaymentQuestion: ...
    def act(self, *actions: Any) -> None: ...


# ---- the hint: it asks the computer players' worker ----------------------------------------------
class HintedBoard(Redrawn, Protocol):
    def bring_hand_into_view(self, frame: Any, again: bool = False, reading: bool = False) -> None: ...
    def bring_spots_into_view(self, frame: Any, again: bool = False) -> None: ...


class AdvisedHost(AdvisedPage[Session], Protocol):
    @property
    def walking(self) -> bool: ...
    @property
    def board(self) -> HintedBoard: ...


# ---- the lesson ------------------------------------------------------------------------------
class LessonBoard(Protocol):
    cards: Cards  # where the cards were last drawn

    def draw(self) -> None: ...
    def bring_into_view(self, rect: Rect) -> None: ...


class LessonHost(LessonPage[Session], Protocol):
    @property
    def board(self) -> LessonBoard: ...
    @property
    def walking(self) -> bool: ...
    def enter(self, session: Session) -> None: ...


# ---- the replay view and the phone's tabs ----------------------------------------------------------
class SeenBoard(Protocol):
    def draw_seen(self, seen: Any, private: bool, names: list[str], colours: list[str], status: str) -> None: ...


class Results(Protocol):
    def render(self, state: Any, players: Players, game_stats: Any = None, replaying: bool = False) -> None: ...


class ReplayHost(Table, Protocol):
    @property
    def board(self) -> SeenBoard: ...
    @property
    def phone(self) -> TabFollower: ...  # the tab a decision the replay opens at is made in
    @property
    def log(self) -> LogPanel: ...
    @property
    def end(self) -> Results: ...


class TabsHost(Table, Protocol):
    @property
    def walking(self) -> bool: ...
    @property
    def replays(self) -> Replays: ...
    @property
    def board(self) -> Redrawn: ...
    def render(self) -> None: ...

"""What a part of a game's page may ask of the page it sits on, for any game: small interfaces,
so that a part depends on the few things it uses, not on the whole page. The shell's parts
(hint_panel, review_panel, lesson_guide) name theirs here; a game's page parts build theirs
on `AtTable` (charon_page.hosts, sixbillion_page.hosts). Nothing here imports a part."""

from typing import Any, Protocol, TypeVar

from .ai_client import AiWorker
from .messages import Messages
from .players import Players
from .store import SaveStore

S_co = TypeVar("S_co", covariant=True)  # the game's session (a shell.table_session.TableSession)


class AtTable(Protocol[S_co]):
    """What every part may ask: the game at the table and the messages."""

    @property
    def session(self) -> S_co | None: ...
    @property
    def messages(self) -> Messages: ...


class Replays(Protocol):
    @property
    def active(self) -> bool: ...  # a replay is watched


class Redrawn(Protocol):
    def draw(self) -> None: ...


class AdvisedPage(AtTable[S_co], Protocol[S_co]):
    """What the hint and the review ask: the computer players' worker, and whether a replay is
    watched (no hint is asked of a replay, no review shown over one)."""

    @property
    def ai(self) -> AiWorker: ...
    @property
    def replays(self) -> Replays: ...
    @property
    def store(self) -> SaveStore: ...  # remembers the hot-seat games whose hints are switched on
    def open_replay(  # a reviewed decision shown, with the reviewed player's hand
        self, state: Any, players: Players, position: int = 0, seat: int | None = None
    ) -> None: ...


class LessonPage(AtTable[S_co], Protocol[S_co]):
    """What a lesson asks: the storage that remembers it, and the table drawn again."""

    @property
    def store(self) -> SaveStore: ...
    def render(self) -> None: ...

"""Any game's guided first game on the page ("Learn to play"): which game at the table is the
lesson (a key in storage, so that a reload resumes it), whether it was done once (then the
set-up screen no longer offers it first), the coach box (shell.coach) with "Show me" and
"Leave the lesson", and the suggested move's button marked in the action panel.

A game's guide (charon_page.lesson, sixbillion_page.lesson) subclasses `LessonGuide`: it starts
the lesson's game, says what the coach box shows, and draws what is lit on its board."""

from typing import Any, Protocol

from .browser import query_all
from .coach import CoachBox
from .dom import is_null, js_object
from .messages import Messages
from .store import SaveStore


class LessonPage(Protocol):
    """What a lesson asks of the page it sits on."""

    @property
    def session(self) -> Any: ...  # the game at the table (a shell.table_session.TableSession)
    @property
    def messages(self) -> Messages: ...
    @property
    def store(self) -> SaveStore: ...
    def render(self) -> None: ...


class LessonGuide:
    lesson_key = ""  # storage: the id of the game being played as the lesson
    learned_key = ""  # storage: "1" once the lesson was finished or left

    def __init__(self, page: LessonPage):
        self.host = page
        self.box = CoachBox(page.messages, self.show_me, self.leave)

    # ---- the game's hooks -----------------------------------------------------------------------------
    def show_me(self) -> None:
        """ "Show me": the suggested move marked on the board and in the action panel."""

    def suggested_json(self) -> str | None:
        """The suggested action's JSON text, once "Show me" was pressed (None before)."""
        return None

    def forget(self) -> None:
        """The lesson is left: drop its memory."""

    # ---- which game is the lesson ------------------------------------------------------------------
    def bind(self) -> None:
        self.box.bind()

    @property
    def storage(self) -> Any:
        return self.host.store.storage

    def learned(self) -> bool:
        return bool(self.storage.get(self.learned_key) == "1")

    def mark_lesson(self, game_id: str) -> None:
        """The game `game_id`, about to come to the table, is the lesson."""
        self.storage.set(self.lesson_key, game_id)

    def at_the_table(self) -> bool:
        """Whether the game at the table is the lesson (a reload resumes it as one)."""
        s = self.host.session
        return s is not None and self.storage.get(self.lesson_key) == s.game_id

    def finished(self) -> None:
        """The lesson's game is over: "Learn to play" is no longer offered first."""
        self.storage.set(self.learned_key, "1")

    # ---- on the page ---------------------------------------------------------------------------
    def mark_button(self, scroll: bool = False) -> bool:
        """The suggested action's button in the action panel, marked (and its group unfolded);
        False if the panel shows no such button now."""
        wanted = self.suggested_json()
        if wanted is None:
            return False
        for button in query_all("#actions button[data-action]"):
            if str(button.dataset.action) == wanted:
                self.point_at(button, scroll)
                return True
        return False

    def point_at(self, button: Any, scroll: bool) -> None:
        button.classList.add("suggested")
        folded = button.closest("details")
        if not is_null(folded):
            folded.open = True
        if scroll:
            button.scrollIntoView(js_object({"block": "nearest"}))

    def leave(self) -> None:
        """Leave the lesson: the game goes on as an ordinary game; the lesson counts as done."""
        self.storage.set(self.learned_key, "1")
        self.storage.remove(self.lesson_key)
        self.forget()
        self.box.hide()
        self.host.render()

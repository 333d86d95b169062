"""Any game's guided first game on the page ("Learn to play"): which game at the table is the
lesson (a key in storage, so that a reload resumes it), whether it was done once (then the
set-up screen no longer offers it first), the coach box (shell.coach) with "Show me" and
"Leave the lesson", and the suggested move's button marked in the action panel.

A game's guide (charon_page.lesson, sixbillion_page.lesson) subclasses `LessonGuide`: it gives
its tutorial (the lesson's seats, seed and memory) and how its game starts, finds the step for
the moment at the table, says what the coach box shows and draws what is lit on its board. The
guide here starts the lesson, follows what happens in it, and shows the step."""

import copy
import json
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from . import seating
from .browser import query_all
from .coach import CoachBox, Coaching
from .dom import is_null, js_object
from .hinted_moves import HintedMoves
from .hosts import LessonPage
from .i18n import _, language
from .players import Players
from .records import GameKind
from .suggestion import Suggestion


class Tutorial(Protocol):
    """A game's lesson (its `tutorial` module), read only once a lesson is at the table."""

    @property
    def LESSON_SEATS(self) -> Sequence[str]: ...  # one human and the computer players
    @property
    def LESSON_SEED(self) -> int: ...  # the same deal every time
    def Lesson(self, names: list[str]) -> Any: ...  # the lesson's memory over one game


class Explained(Protocol):
    """What a step says: a title and a paragraph (message ids, shown through the catalogue)."""

    @property
    def title(self) -> str: ...
    @property
    def text(self) -> str: ...


class StartingPage(LessonPage[Any], Protocol):
    def enter(self, session: Any) -> None: ...  # a new game at the table


Page = TypeVar("Page", bound=StartingPage)  # the page as the game's guide knows it


def told(said: Explained, first: Explained | None = None) -> tuple[str, str]:
    """A step's title and text in words, with what happened just before told `first`, in the
    text: ('Building', 'Claiming: zone 3 went to Ann. Building: you may build…'). The title
    names the step the learner is at (a learner asked for consent read "Arrival · Your consent
    is asked" as a lesson on arrival, issue 36)."""
    title, text = _(said.title), _(said.text)
    if first is None:
        return title, text
    return title, f"{_(first.title)}: {_(first.text)} {title}: {text}"


@dataclass(frozen=True)
class Made:
    """The step made for a moment at the table, in the language it was made in, and the lesson's
    memory as it was before (to make it again in another language, telling nothing twice)."""

    state: Any
    moment: Any
    language: str
    memory: Any  # a copy of the lesson's memory before the step (making a step may change it)
    step: Any


class LessonGuide(ABC, Generic[Page]):
    def __init__(
        self,
        page: Page,
        kind: GameKind,
        tutorial: Tutorial,
        new_session: Callable[[str, Players, int], Any],
        action_json: Callable[[Any], Any],
    ) -> None:
        """`kind`: the game (its key names the lesson in storage, its colours the players);
        `tutorial`: its lesson; `new_session(id, players, seed)`: a new game at the table;
        `action_json(action)`: a suggested move as the action panel's buttons carry it (an
        action's JSON, data-action; or a list of them, a button's plan of steps, data-plan)."""
        self.page = page
        self.kind, self.tutorial, self.new_session, self.action_json = kind, tutorial, new_session, action_json
        self.lesson_key = f"{kind.key}:lesson"  # storage: the id of the game being played as the lesson
        self.learned_key = f"{kind.key}:learned"  # storage: "1" once the lesson was finished or left
        self.box = CoachBox(page.messages, self.show_me, self.leave)
        self.lesson: Any = None  # the tutorial's memory of the game at the table (its Lesson)
        self.memory_of: str | None = None  # the id of the game it is the memory of
        self.showing: Any = None  # the action "Show me" marks, until the state changes
        self.now: Made | None = None  # the step made for the moment at the table

    # ---- the game's hooks -----------------------------------------------------------------------------
    @abstractmethod
    def learner_view(self, session: Any) -> Any:
        """The learner's view when the moment at the table is theirs to decide (their step then
        suggests a move), else None."""

    def moment(self, session: Any) -> Any:
        """What, beside the state, makes a moment at the table (a step is made once per moment)."""
        return None

    def stepped(self) -> None:
        """A new step was made for a new moment."""

    def make_step(self, session: Any) -> Any:
        """The lesson's step for the moment at the table (a game may tell its lesson more)."""
        return self.lesson.step(session.state, self.learner_view(session))

    @abstractmethod
    def show_step(self, step: Any, session: Any) -> None:
        """The coach box for the step (see `coach`), and what else the game shows of it."""

    def recalled(self, state: Any, names: list[str]) -> Any:
        """The lesson's memory of the game at the table, when the page has none (a reload)."""
        return self.tutorial.Lesson(names)

    def point_out(self) -> None:
        """ "Show me" was pressed: the suggested move (self.showing) marked."""
        self.mark_button(scroll=True)

    # ---- which game is the lesson, and what happens in it -------------------------------------------
    def start(self) -> None:
        """A new lesson game: the lesson's seats (one human against computer players), on its seed."""
        seats = list(self.tutorial.LESSON_SEATS)
        players = Players(seating.default_names(seats), list(self.kind.palette[: len(seats)]), seats)
        session = self.new_session(self.page.store.new_id(time.time()), players, self.tutorial.LESSON_SEED)
        self.lesson, self.memory_of = self.tutorial.Lesson(players.names), session.game_id
        self.mark_lesson(session.game_id)
        self.page.enter(session)

    def active(self) -> bool:
        """Whether the game at the table is the lesson (its memory found again after a reload).
        The memory is kept by the game's id, not its players' names: a switch of language
        re-words the names made for the seats ("Player 1" is "1. játékos"), and the memory of
        the same game (the claims it tells) was dropped then. It names them as shown."""
        s = self.page.session
        if s is None or not self.at_the_table():
            return False
        if self.lesson is None or self.memory_of != s.game_id:
            self.lesson, self.memory_of = self.recalled(s.state, s.players.names), s.game_id
        self.lesson.names = list(s.players.names)
        return True

    def observe(self, before: Any, events: list[Any]) -> None:
        """An action was applied at the table: the lesson tells what it set off."""
        if self.lesson is not None and self.active():
            self.lesson.observe(before, events)

    def step(self) -> Any:
        """The lesson's step for the moment at the table (made once per moment), None outside
        the lesson; its `suggestion` (a `Suggestion`, or None) is what "Show me" marks.

        A step's words (its suggestion's label and reason, the names and claims it tells) are
        made with it: after a switch of language the same moment's step is made again from the
        lesson's memory as it was before it, so that it is told in the language shown, what was
        explained is not explained twice, and the suggested move (the same: the same view, the
        same seeded player) stays marked. The learner's scroll is left as it was."""
        s = self.page.session
        if s is None or not self.active():
            return None
        moment, now = self.moment(s), self.now
        if now is None or now.state is not s.state or now.moment != moment:
            self.now = now = self.made(s, moment)
            self.showing = None
            self.stepped()
        elif now.language != language():
            self.lesson = copy.deepcopy(now.memory)
            self.lesson.names = list(s.players.names)  # as re-worded (active)
            self.now = now = self.made(s, moment)
        return now.step

    def made(self, session: Any, moment: Any) -> Made:
        memory = copy.deepcopy(self.lesson)
        return Made(session.state, moment, language(), memory, self.make_step(session))

    def bind(self) -> None:
        self.box.bind()

    @property
    def storage(self) -> Any:
        return self.page.store.storage

    def learned(self) -> bool:
        return bool(self.storage.get(self.learned_key) == "1")

    def mark_lesson(self, game_id: str) -> None:
        """The game `game_id`, about to come to the table, is the lesson."""
        self.storage.set(self.lesson_key, game_id)

    def at_the_table(self) -> bool:
        """Whether the game at the table is the lesson (a reload resumes it as one)."""
        s = self.page.session
        return s is not None and self.storage.get(self.lesson_key) == s.game_id

    def finished(self) -> None:
        """The lesson's game is over: "Learn to play" is no longer offered first."""
        self.storage.set(self.learned_key, "1")

    # ---- on the page ---------------------------------------------------------------------------
    def render(self) -> None:
        """The coach box for the moment (hidden outside the lesson)."""
        step = self.step()
        s = self.page.session
        if step is None or s is None:
            self.box.hide()
            return
        self.show_step(step, s)

    def coach(
        self, title: str, text: str, pointer: str, suggestion: Suggestion[Any] | None, over: bool, **more: Any
    ) -> None:
        """The coach box: what the step says (in words: see `told`; `more`: its list, as
        Coaching's), the end of the lesson's game remembered, and the suggested move's button
        marked once shown."""
        self.box.show(
            Coaching(
                title=title,
                text=text,
                pointer=pointer,
                suggestion="" if suggestion is None else suggestion.label + ".",
                reason="" if suggestion is None else suggestion.reason,
                leave_label=_("Close the lesson") if over else _("Leave the lesson"),
                **more,
            )
        )
        if over:
            self.finished()
        if suggestion is not None:
            self.remember(suggestion.action)
        self.mark_button()

    def remember(self, action: Any) -> None:
        """The suggestion kept for the game's review as the hint's moves are (shell.hinted_moves):
        a learner who followed the lesson is told when a longer look overrules it, not blamed."""
        s = self.page.session
        if s is None or s.state.history is None:
            return
        move = self.action_json(action)
        if isinstance(move, list):  # a set of steps in one press: the review's decision holds them all,
            move = move[0]  # and counts as followed when its moves hold the one remembered (mark_hinted)
        HintedMoves(self.page.store.storage, self.kind.key).record(s.game_id, len(s.state.history), move)

    def show_me(self) -> None:
        step = self.step()
        if step is None or step.suggestion is None:
            return
        self.showing = step.suggestion.action
        self.point_out()

    def forget(self) -> None:
        """The lesson is left: drop its memory."""
        self.lesson, self.memory_of, self.now, self.showing = None, None, None, None

    def mark_button(self, scroll: bool = False) -> bool:
        """The suggested move's button in the action panel (an action's, or a plan's that makes a
        set of steps in one press), marked (and its group unfolded); False if the panel shows no
        such button now."""
        button = None if self.showing is None else self.button_of(self.showing)
        if button is None:
            return False
        self.point_at(button, scroll)
        return True

    def button_of(self, suggested: Any) -> Any | None:
        """The action panel's first button that makes the suggested move, if it shows one."""
        wanted = self.action_json(suggested)
        for button in query_all("#actions button[data-action], #actions button[data-plan]"):
            move = button.dataset.action if button.hasAttribute("data-action") else button.dataset.plan
            if json.loads(str(move)) == wanted:
                return button
        return None

    def point_at(self, button: Any, scroll: bool) -> None:
        button.classList.add("suggested")
        self.unfold(button)
        if scroll:
            button.scrollIntoView(js_object({"block": "nearest"}))

    @staticmethod
    def unfold(button: Any) -> None:
        """The folded group holding the button (a trade among its kind's), opened: in sight."""
        folded = button.closest("details")
        if not is_null(folded):
            folded.open = True

    def leave(self) -> None:
        """Leave the lesson: the game goes on as an ordinary game; the lesson counts as done."""
        self.storage.set(self.learned_key, "1")
        self.storage.remove(self.lesson_key)
        self.forget()
        self.box.hide()
        self.page.render()

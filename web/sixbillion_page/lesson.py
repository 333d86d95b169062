"""Learn to play 6 Billion, on the page: the guided first game (words and steps:
sixbillion_ui.tutorial) in the coach box (shell.coach, shell.lesson_guide) beside the board,
with the rows or the part of the table it is about lit on the board and, on "Show me", the
suggested move's button marked in the action panel (or, in a reaction moment, the button that
claims the screen to answer). Nothing is forced: the learner may play anything legal.

"Leave the lesson" keeps the game going as an ordinary game. A reload in the middle of the
lesson resumes it: the game is saved like any other, and what the lesson told is found again
from the game's history."""

from typing import TYPE_CHECKING, Any

from game.sixbillion import State, action_to_json, history, new_game_with_events, view
from game.sixbillion import step as engine_step
from shell.browser import query_all
from shell.i18n import _
from shell.lesson_guide import LessonGuide as SharedLessonGuide
from shell.lesson_guide import told
from shell.on_demand import on_demand
from sixbillion_ui.game_kind import SIXBILLION
from sixbillion_ui.session import Session

from .hosts import LessonHost

if TYPE_CHECKING:
    from sixbillion_ui import tutorial as T

else:
    T = on_demand("sixbillion_ui.tutorial")  # the lesson's steps: imported when a lesson is at the table


class LessonGuide(SharedLessonGuide[LessonHost]):
    def __init__(self, page: LessonHost):
        super().__init__(page, SIXBILLION, T, Session.new, action_to_json)

    def recalled(self, state: State, names: list[str]) -> "T.Lesson":
        return remembered(state, names)

    def learner_view(self, s: Session) -> State | None:
        """The learner's view when they have a decision on the screen, or may claim it to answer."""
        screen = s.reaction_screen()
        if s.state.to_move != T.LEARNER:
            return None
        if s.legal() or (screen.kind == "anyone" and T.LEARNER in screen.claimable):
            return view(s.state, T.LEARNER)
        return None

    def moment(self, s: Session) -> Any:
        return s.asking  # a reaction moment's asking: a step for each

    # ---- on the page ---------------------------------------------------------------------------
    def show_step(self, step: "T.Step", s: Session) -> None:
        title, text = told(step.explanation, step.also)  # what happened on the table, told first
        pointer = _((step.also or step.explanation).pointer)
        self.coach(title, text, pointer, step.suggestion, s.state.is_over)

    def overlay(self) -> list:
        """Drawing operations over the board: the part of the table the explanation is about."""
        step = self.step()
        s = self.page.session
        if step is None or s is None:
            return []
        players = s.state.num_players
        if step.also is not None:  # what happened, lit as its words point at it
            return T.region_ops(step.also.region, step.also_sites, players)
        return T.region_ops(step.explanation.region, step.sites, players)

    def point_out(self) -> None:
        if not self.mark_button(scroll=True):
            self.point_at_claim()

    def point_at_claim(self) -> None:
        """In a public reaction moment the learner first claims the screen: that button is marked."""
        for button in query_all(f"#actions button[data-claim='{T.LEARNER}']"):
            self.point_at(button, True)


def remembered(state: State, names: list[str]) -> "T.Lesson":
    """The lesson's memory of a game, found again from its history (after a reload): what it
    told, and what waits to be told."""
    lesson = T.Lesson(names)
    origin = state.origin
    try:
        actions = history(state)
    except ValueError:
        return lesson  # a game without its history: the lesson starts afresh
    if origin is None or "seed" not in origin:
        return lesson
    game, _events = new_game_with_events(origin["players"], origin["seed"], discovery_track=origin["discovery_track"])
    for action in actions:
        lesson.step(game, view(game, T.LEARNER) if game.to_move == T.LEARNER else None, suggest_move=False)
        before = game
        game, events = engine_step(game, action)
        lesson.observe(before, events)
    return lesson

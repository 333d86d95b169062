"""Learn to play, on the page: the guided first game (words and steps: charon_ui.tutorial),
shown in the coach box (shell.coach) beside the board, with the region it is about lit on the
board and, on "Show me", the suggested spot, area or card marked (and its button in the action
panel). Nothing is forced: the learner may play anything legal.

"Leave the lesson" keeps the game going as an ordinary game (the coach box goes). Finishing
or leaving it is remembered (localStorage), so the set-up screen no longer offers it first.
A reload in the middle of the lesson resumes it (the game is saved like any other)."""

from typing import TYPE_CHECKING, Any

from charon_ui import plans
from charon_ui.game_kind import CHARON
from charon_ui.layout import Cards
from charon_ui.session import Session
from game.charon import State, action_to_json
from game.charon import view as view_of
from shell.browser import marked, show_advised
from shell.dom import el
from shell.i18n import _
from shell.lesson_guide import LessonGuide as SharedLessonGuide
from shell.on_demand import on_demand

from .hosts import LessonHost

if TYPE_CHECKING:
    from charon_ui import tutorial as T

else:
    T = on_demand("charon_ui.tutorial")  # the lesson's steps: imported when a lesson is at the table


def move_json(move: Any) -> Any:
    """A suggested move as the action panel's buttons carry it: an action's JSON (data-action),
    or a list of them for a set of steps made in one press (data-plan: tutorial.Move)."""
    return [action_to_json(a) for a in move] if isinstance(move, tuple) else action_to_json(move)


class LessonGuide(SharedLessonGuide[LessonHost]):
    def __init__(self, page: LessonHost):
        super().__init__(page, CHARON, T, Session.new, move_json)
        self.in_view = True  # what the step is about was brought into view (a phone scrolls to it)
        self.in_panel = True  # the suggested move's button was brought into the action panel's view

    def make_step(self, s: Session) -> "T.Step":
        """The step, told what this turn's trades brought the learner (from the game's events, as
        the panel's sets of gems to keep are: the lesson suggests one of them)."""
        return self.lesson.step(s.state, self.learner_view(s), plans.gems_got(s.events, T.LEARNER))

    def learner_view(self, s: Session) -> State | None:
        """The learner's view when they have moves on offer (none while the claimed gems fly:
        the walk-through shows what the next move is about, so the move waits for its end)."""
        if self.page.walking or s.state.to_move != T.LEARNER or not s.frame().legal:
            return None
        return view_of(s.state, T.LEARNER)

    def moment(self, s: Session) -> bool:
        return self.page.walking  # the step shown during the walk-through is made again after it

    def stepped(self) -> None:
        self.in_view = self.in_panel = False

    # ---- on the page ---------------------------------------------------------------------------
    def show_step(self, step: "T.Step", s: Session) -> None:
        if self.page.walking:  # claiming as it is walked through; its reasons, and the next move, after
            claiming = T.EXPLANATIONS[T.CLAIMING]
            self.coach(_(claiming.title), _(claiming.text), _(T.WALK_POINTER), None, False)
            return
        e = step.explanation
        title, text = step.told()
        claimed = step.claiming  # the round's claims, under the claiming's title (the coach's is the phase's)
        list_title = "" if claimed is None else _(claimed.title)
        self.coach(
            title, text, _(e.pointer), step.suggestion, s.state.is_over, list_title=list_title, items=step.claims
        )
        cards = self.page.board.cards
        region = T.region_rect(e.region, s.state.num_players, len(cards.hand), cards.hand_label_w)
        if not self.in_view and region is not None and step.suggestion is not None:
            # The learner's decision: a phone shows part of the table at a time, this part now.
            self.page.board.bring_into_view(region)
        self.in_view = True
        if step.suggestion is not None and marked("phone") != "1":
            self.coach_button(step.suggestion.action)

    def coach_button(self, suggested: "T.Move") -> None:
        """The suggested move's button marked (`coached`) in every rendering of the panel, which
        builds its buttons afresh each time: brought into the panel's view the first time it is
        found in a step. After the claiming walk-through the page renders twice before the
        worker's frame is shown; the second rendering dropped the mark the first had given, and the
        panel's scroll found no button (at 1024x768 in Hungarian the Engineering Advance's suggested
        card stayed below the fold until "Show me")."""
        button = self.button_of(suggested)
        if button is None:
            return  # not offered in this rendering: brought in when it is
        button.classList.add("coached")  # what the scroll finds (ringed too once shown: "suggested")
        if not self.in_panel:
            self.bring_into_panel(button)
            self.in_panel = True

    def bring_into_panel(self, button: Any) -> None:
        """Beside the board, the suggested move's button whole in the scrolling action panel as
        the step comes (before "Show me"): at 1280x800 the building turn's suggested card sat
        below the panel's fold, under its plans and its Decide; at 1024x768 a suggested trade
        stayed in its folded group, the panel left scrolled as the flags' list had it. The panel
        from its top where the button is whole there, else scrolled the least that shows it: its
        first choices (the one-click plan, "End building turn") stay in sight with it where they
        fit (scrolled to the suggested card's group, at 1024x768 in Hungarian they were hidden
        above it). Only the panel scrolls, once a step: a panel the learner scrolled is not
        pulled back."""
        self.unfold(button)
        show_advised(el("actions"), "button.coached", least=True)

    def overlay(self, cards: Cards) -> list:
        """Drawing operations over the board: the region of the explanation, and the suggested
        move once "Show me" was pressed."""
        step = self.step()
        s = self.page.session
        if step is None or s is None:
            return []
        ops = T.region_ops(step.explanation.region, s.state.num_players, len(cards.hand), cards.hand_label_w)
        if self.showing is not None:
            ops += T.mark_ops(self.showing, cards)
        return ops

    def point_out(self) -> None:
        self.page.board.draw()
        self.mark_button(scroll=True)

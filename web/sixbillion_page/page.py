"""6 Billion at the table (shell.table): its parts — the board, the action panel with the
reaction moments, the rules, the results with their charts, the replay view, the hint and
the review of one's decisions, the guided first game (lesson.py) — on the table that enters,
saves, undoes, hands off, runs the computer players and switches the language for any game.

On a phone the table is in tabs (phone_tabs.py), the board's site zoomed for a finger (board.py).
"""

import json
from collections.abc import Awaitable, Mapping
from typing import TYPE_CHECKING, Any

from game.sixbillion import IllegalAction
from shell import browser
from shell.dom import el, is_null, js_object
from shell.i18n import N_, _
from shell.log import LogLine
from shell.on_demand import on_demand
from shell.players import Players
from shell.replay import Replay
from shell.review_panel import ReviewPanel
from shell.summary import show_summary
from shell.table import GameParts, Table
from shell.table_parts import PartsAtTable
from sixbillion_ui.describe import decision_kind
from sixbillion_ui.game_kind import SIXBILLION_ENGINE, SIXBILLION_TABLE
from sixbillion_ui.phone_tabs import decision
from sixbillion_ui.session import Session
from sixbillion_ui.summary import table_summary

from .board import Board
from .end_screen import EndScreen
from .hint_panel import HintPanel
from .lesson import LessonGuide
from .panel import ActionPanel
from .phone_tabs import PhoneTabs
from .replay_view import SixBillionReplay
from .rules_panel import RulesPanel

if TYPE_CHECKING:
    from sixbillion_ui import advice
else:
    advice = on_demand("sixbillion_ui.advice")  # the advisor's words: imported at the first hint or review

# Where older versions of the page kept the reaction moment at the table (Session.moment_record),
# beside the saved games: read when a game of then is resumed. The moment is now part of the
# game's record and export (Session.table_data).
MOMENT_KEY = "sixbillion:moment"


KEYS_HELP = N_("Keys: Tab moves through the choices, Enter takes one; Ctrl+Z undoes; ? opens the rules.")


class SixBillionPage(PartsAtTable[Session]):
    """6 Billion's parts at the table (shell.table.GameParts)."""

    game = SIXBILLION_TABLE
    refused = IllegalAction

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.board = Board(self)
        self.phone = PhoneTabs(self)
        self.panel = ActionPanel(self)
        self.end = EndScreen(table.messages)
        self.rules = RulesPanel()
        self.replay_view = SixBillionReplay(self)
        self.lesson = LessonGuide(self)
        self.hint = HintPanel(self, SIXBILLION_ENGINE, advice, self.lesson)
        self.review = ReviewPanel(self, SIXBILLION_ENGINE, advice)

    def moment_changed(self) -> None:
        """A reaction moment moved on (a claim, its close, its pause): passes may have been given."""
        self.table.save()
        self.table.render_and_play()

    # ---- its sessions ----------------------------------------------------------------------------
    def new_session(self, game_id: str, players: Players, seed: int, options: Mapping[str, bool]) -> Session:
        return Session.new(game_id, players, seed, discovery_track=options.get("discovery_track", False))

    def resume_session(self, game_id: str, state: Any, players: Players, log: list[str]) -> Session:
        return Session.resume(game_id, state, players, log, self.kept_moment())

    # ---- the reaction moment an older page kept for a reload ------------------------------------------
    def kept_moment(self) -> dict | None:
        """The reaction moment an older page kept (MOMENT_KEY), if one was kept and is readable."""
        text = self.table.store.storage.get(MOMENT_KEY)
        try:
            return json.loads(text) if text else None
        except ValueError:
            return None

    def build_replay(self, state: Any, players: Players) -> Replay | None:
        return self.replay_view.build(state, players)

    def retell_replay(self) -> None:
        self.replay_view.retell()

    def lesson_offered(self) -> LessonGuide:
        return self.lesson

    def entered(self, session: Any, new: bool) -> None:
        self.board.unzoom_quietly()

    def show_tabs(self) -> None:
        self.phone.show()

    # ---- after an action -------------------------------------------------------------------------
    def acted(self) -> None:
        self.board.unzoom_quietly()

    def after_action(self, session: Any) -> Awaitable[None] | None:
        if session is not None and session.last is not None:
            self.lesson.observe(*session.last)
        return None

    def busy(self) -> bool:
        return False

    def busy_text(self) -> str:
        return ""

    def log_shown(self, lines: list[LogLine]) -> list[LogLine]:
        return lines  # nothing is shown before the log tells it

    # ---- its screen --------------------------------------------------------------------------------
    def prompt(self, session: Session) -> str:
        return session.prompt()

    def can_undo(self, session: Session) -> bool:
        return session.can_undo()

    def undo_label(self, session: Session) -> str:
        return _("Undo")

    def undo_refused(self, session: Session) -> str:
        return session.undo_refused()

    def is_over(self, state: Any) -> bool:
        """Whether the game is over as the screen shows it: an attempt that ended the game at
        once, nobody holding a card that answers, has its reaction moment first, as it would
        with a card that could answer (the session's game as shown)."""
        s = self.session
        if s is not None and state is s.state:
            return bool(s.shown_game().is_over)
        return bool(state.is_over)

    def focus_first(self) -> None:
        self.panel.focus_first()

    def help_for(self, session: Session | None) -> None:
        """The rules at the section of the decision asked now (the top with no game)."""
        self.rules.open_for_decision(decision_kind(session.screen_view()[0]) if session is not None else "")

    def render_table(self, s: Session) -> None:
        seen, private = s.screen_view()
        asked, kind = decision(seen, private and bool(s.legal())), decision_kind(seen)
        # a reaction window's question, new: the board, whole, its contested token or box in view
        reaction = kind in ("cancel", "respond") and self.phone.brings(asked)
        tab, new = self.phone.bar.shown, self.phone.brings(asked)
        self.phone.follow(asked, kind)
        if new and not reaction and (self.phone.bar.shown != tab or s.actions_ended() is not None):
            # a new decision on another tab (or one the game jumped to): the status line and the
            # question in view, not the old tab's scroll (a play-tester's discard step came with
            # the status line scrolled away)
            el("status-line").scrollIntoView(js_object({"block": "nearest"}))
        if reaction:
            self.board.unzoom_quietly()
        self.board.draw()
        if reaction:
            self.board.bring_stake_into_view(seen)
        focused = browser.focused()  # null when nothing has the focus
        focus_in_panel = not is_null(focused) and not is_null(focused.closest("#actions"))
        self.panel.render()
        keys = el("keys-help")
        keys.hidden = not s.legal()
        keys.textContent = _(KEYS_HELP)
        if not self.rules.open_now and s.needs_handoff() is None and (focus_in_panel or self.table.keyboard_user):
            self.panel.focus_first()  # keyboard play: the focus stays in the action panel after each move
        seen, private = s.screen_view()
        show_summary(table_summary(seen, s.players.names, private))
        self.lesson.render()
        self.hint.show()
        self.review.render()

    # ---- the keys ----------------------------------------------------------------------------------
    def key(self, event: Any) -> bool:
        return self.hint.key(event)

    def shortcut(self, event: Any) -> None:
        return None

    def bind(self) -> None:
        self.board.bind()
        self.panel.bind()
        self.phone.bind()
        self.lesson.bind()
        self.hint.bind()
        self.review.bind()


Parts = SixBillionPage  # the name web/main.py looks for

if TYPE_CHECKING:

    def _meets_the_table(table: Table) -> GameParts:
        return SixBillionPage(table)  # mypy checks that 6 Billion supplies all the table asks

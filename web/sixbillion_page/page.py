"""6 Billion at the table (shell.table): its parts — the board, the action panel with the
reaction moments, the rules, the results, the hint and the review of one's decisions — on the
table that enters, saves, undoes, hands off, runs the computer players and switches the
language for any game.

Not yet here (see the branch's report): replays of a 6 Billion game, the phone's tabs. The
guided first game: lesson.py.
"""

import json
from collections.abc import Awaitable, Mapping
from typing import TYPE_CHECKING, Any

from game.sixbillion import IllegalAction
from shell.ai_client import AiWorker
from shell.browser import marked
from shell.dom import typing_in
from shell.i18n import _
from shell.players import Players
from shell.replay import Replay
from shell.replay_controls import ReplayControls
from shell.storage import StorageFull
from shell.store import SaveStore
from shell.table import GameParts, Table
from sixbillion_ui.describe import prompt, stake_text
from sixbillion_ui.game_kind import SIXBILLION_TABLE
from sixbillion_ui.session import Session

from .board import Board
from .end_screen import EndScreen
from .hint_panel import HintPanel
from .lesson import LessonGuide
from .panel import ActionPanel
from .review_panel import ReviewPanel
from .rules_panel import RulesPanel

# The reaction moment at the table (Session.moment_record), beside the saved games: one key,
# rewritten as the moment moves on (only one game is at a tab's table at a time).
MOMENT_KEY = "sixbillion:moment"


class NoReplay:
    """6 Billion's replays are not built yet: the table is told so (`build_replay` says why)."""

    def chapter_title(self, key: Any) -> str:
        return str(key)

    def show(self, replay: Replay, players: Players, seat: int | None) -> None:
        return None

    def finished(self, replay: Replay, players: Players) -> None:
        return None


class SixBillionPage:
    """6 Billion's parts at the table (shell.table.GameParts)."""

    game = SIXBILLION_TABLE
    refused = IllegalAction

    def __init__(self, table: Table) -> None:
        self.table = table
        self.board = Board(self)
        self.panel = ActionPanel(self)
        self.end = EndScreen(table.messages)
        self.rules = RulesPanel()
        self.replay_view = NoReplay()
        self.hint = HintPanel(self)
        self.lesson = LessonGuide(self)
        self.review = ReviewPanel(self)
        self.moment_kept = ""  # the moment last written to MOMENT_KEY

    @property
    def session(self) -> Session | None:
        return self.table.session

    @property
    def messages(self) -> Any:
        return self.table.messages

    @property
    def ai(self) -> AiWorker:
        """The computer players' worker, asked for hints and reviews too."""
        return self.table.computers.ai

    @property
    def replays(self) -> ReplayControls:
        return self.table.replays

    @property
    def store(self) -> SaveStore:
        return self.table.store

    def enter(self, session: Session) -> None:
        self.table.enter(session)

    def act(self, *actions: Any) -> None:
        self.table.act(*actions)

    def render(self) -> None:
        self.table.render()

    def moment_changed(self) -> None:
        """A reaction moment moved on (a claim, its close, its pause): passes may have been given."""
        self.table.save()
        self.table.render_and_play()

    # ---- its sessions ----------------------------------------------------------------------------
    def new_session(self, game_id: str, players: Players, seed: int, options: Mapping[str, bool]) -> Session:
        return Session.new(game_id, players, seed, discovery_track=options.get("discovery_track", False))

    def resume_session(self, game_id: str, state: Any, players: Players, log: list[str]) -> Session:
        return Session.resume(game_id, state, players, log, self.kept_moment())

    # ---- the reaction moment, kept for a reload ----------------------------------------------------
    def kept_moment(self) -> dict | None:
        """The reaction moment last shown (MOMENT_KEY), if one was kept and is readable."""
        text = self.table.store.storage.get(MOMENT_KEY)
        try:
            return json.loads(text) if text else None
        except ValueError:
            return None

    def keep_moment(self, session: Session) -> None:
        """Keep where the table's asking stands (who claimed, whose passes were given, whether
        the pause was shown), so that a reload shows the same moment: written when it changes.
        It is a screen's detail, not the game: storage that is full goes without it."""
        text = json.dumps(session.moment_record(), separators=(",", ":"))
        if text == self.moment_kept:
            return
        try:
            self.table.store.storage.set(MOMENT_KEY, text)
        except StorageFull:
            return
        self.moment_kept = text

    def build_replay(self, state: Any, players: Players) -> Replay | None:
        self.messages.show(_("Replays of 6 Billion games are not available yet."))
        return None

    def retell_replay(self) -> None:
        return None

    def lesson_offered(self) -> LessonGuide:
        return self.lesson

    def entered(self, session: Any, new: bool) -> None:
        return None

    def show_tabs(self) -> None:
        return None

    # ---- after an action -------------------------------------------------------------------------
    def acted(self) -> None:
        return None

    def after_action(self, session: Any) -> Awaitable[None] | None:
        if session is not None and session.last is not None:
            self.lesson.observe(*session.last)
        return None

    def busy(self) -> bool:
        return False

    def busy_text(self) -> str:
        return ""

    # ---- its screen --------------------------------------------------------------------------------
    def prompt(self, session: Session) -> str:
        screen = session.reaction_screen()
        seen, _private = session.screen_view()
        names = session.players.names
        if screen.kind == "anyone" and seen.window is not None:
            return _("Anyone answering? {stake}").format(stake=stake_text(seen, names))
        if screen.kind == "pause":
            return _("Waiting for answers…")
        return prompt(seen, names)

    def can_undo(self, session: Session) -> bool:
        return session.can_undo()

    def undo_label(self, session: Session) -> str:
        return _("Undo")

    def is_over(self, state: Any) -> bool:
        return bool(state.is_over)

    def focus_first(self) -> None:
        self.panel.focus_first()

    def help_for(self, session: Session | None) -> None:
        self.rules.open()

    def render_table(self, s: Session) -> None:
        self.keep_moment(s)  # what is drawn now is what a reload shows
        self.board.draw()
        self.panel.render()
        self.lesson.render()
        self.hint.show()
        self.review.render()

    # ---- the keys ----------------------------------------------------------------------------------
    def key(self, event: Any) -> bool:
        plain = not (event.ctrlKey or event.metaKey or event.altKey) and not typing_in(event.target)
        if event.key in ("h", "H") and plain:
            event.preventDefault()
            self.hint.request()
            return True
        if event.key == "Escape" and marked("hint"):
            self.hint.cancel()
            return True
        return False

    def shortcut(self, event: Any) -> None:
        return None

    def bind(self) -> None:
        self.board.bind()
        self.panel.bind()
        self.lesson.bind()
        self.hint.bind()
        self.review.bind()


Parts = SixBillionPage  # the name web/main.py looks for

if TYPE_CHECKING:

    def _meets_the_table(table: Table) -> GameParts:
        return SixBillionPage(table)  # mypy checks that 6 Billion supplies all the table asks

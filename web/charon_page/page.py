"""Charon at the table (shell.table): its parts — the board, the action panel, the phone's tabs,
the end screen, the rules, the replay view, the lesson, the hint and the review — and what only
Charon shows: the claiming walk-through, the round's recap, the keys' help.

The table (any game's) enters, saves, undoes, hands off, runs the computer players, routes
the keys and switches the language; it calls the hooks of `GameParts` here. Charon's parts
reach the table through this object (`session`, `act`, `render`...).
"""

import asyncio
from collections.abc import Awaitable, Mapping
from typing import TYPE_CHECKING, Any

from charon_ui import shortcuts, walkthrough
from charon_ui.describe import prompt
from charon_ui.game_kind import CHARON_ENGINE, CHARON_TABLE
from charon_ui.session import Session
from charon_ui.story import round_recap, tell, turn_end_notice
from game.charon import IllegalAction
from game.charon import view as view_of
from game.charon.state import CHOOSE_ROW, STAKE, STOLEN_INTELLIGENCE
from shell import browser, seating
from shell.browser import mark, now_ms
from shell.dom import el, is_null, set_text
from shell.forwarded import Forwarded
from shell.i18n import _
from shell.log import LogLine, visible_lines
from shell.log_panel import LogPanel
from shell.on_demand import on_demand
from shell.players import Players
from shell.replay import Replay
from shell.review_panel import ReviewPanel
from shell.table import GameParts, Table
from shell.table_parts import PartsAtTable

from .action_panel import ActionPanel
from .board import Board
from .end_screen import EndScreen
from .hint_panel import HintPanel
from .lesson import LessonGuide
from .phone_tabs import PhoneTabs
from .replay_view import CharonReplay
from .rules_panel import RulesPanel
from .summary import show_summary

if TYPE_CHECKING:
    from charon_ui import advice
else:
    advice = on_demand("charon_ui.advice")  # the advisor's words: imported at the first hint or review

SKIP_CHECK_MS = 100  # a walk's frame waits this long at a time for a skip


class GamePage(PartsAtTable[Session]):
    """Charon's parts at the table (shell.table.GameParts)."""

    game = CHARON_TABLE
    refused = IllegalAction

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.walking = False  # the claiming walk-through is on the board
        self.skip_walk = False
        self.log_upto: int | None = None  # while walking: how many of the log's lines it has told
        self.recap: list = []  # the events the round's recap tells, shown while its building phase lasts
        self.board = Board(self)
        self.phone = PhoneTabs(self)
        self.panel = ActionPanel(self)
        self.end = EndScreen(table.messages)
        self.rules = RulesPanel()
        self.replay_view = CharonReplay(self)
        self.lesson = LessonGuide(self)
        self.hint = HintPanel(self, CHARON_ENGINE, advice, self.lesson)
        self.review = ReviewPanel(self, CHARON_ENGINE, advice)

    # ---- the table, as Charon's parts reach it (beside shell.table_parts') ---------------------------
    log = Forwarded[LogPanel]("table")

    @property
    def keyboard_user(self) -> bool:
        return self.table.keyboard_user

    @keyboard_user.setter
    def keyboard_user(self, value: bool) -> None:
        self.table.keyboard_user = value

    # ---- its sessions ----------------------------------------------------------------------------
    def new_session(self, game_id: str, players: Players, seed: int, options: Mapping[str, bool]) -> Session:
        return Session.new(game_id, players, seed)  # Charon has no optional rules

    def resume_session(self, game_id: str, state: Any, players: Players, log: list[str]) -> Session:
        return Session.resume(game_id, state, players, log)

    def build_replay(self, state: Any, players: Players) -> Replay | None:
        return self.replay_view.build(state, players)

    def retell_replay(self) -> None:
        self.replay_view.retell()

    def entered(self, session: Any, new: bool) -> None:
        if new:
            self.recap = []

    # ---- after an action: the recap, and the claiming walk-through ------------------------------------
    def acted(self) -> None:
        self.panel.confirming_end = False
        self.panel.pick = None
        self.board.unzoom_quietly()

    def after_action(self, session: Any) -> Awaitable[None] | None:
        frames = self.begin_step()
        return self.walk(frames) if frames else None

    def begin_step(self) -> list:
        """After an action: the recap, and the claiming walk's frames if the action set off
        claiming (none for those who prefer reduced motion). With frames to show, the page
        is put into walking mode (and redrawn) at once, so that no stale button stays."""
        s = self.session
        if s is None or s.last is None:
            return []
        before, events = s.last
        self.lesson.observe(before, events)
        if any(e.type == "round_started" for e in events):
            # A notice of the last round (a building turn that ended by itself) is stale once the
            # next round's decisions come: it would stand over them until the player's next action
            # (the computer players' moves that end a round do not settle it), or its fade.
            self.messages.settle()
        notice = turn_end_notice(events, s.players.names, seating.humans(s.players.seats))
        if notice:  # the turn passed on by itself: said under the prompt, where the player looks,
            # or over the hand-off in hot seat (it covers the table)
            self.messages.notice(notice, over_table=s.sole_human is None)
        if round_recap(events, s.players.names):
            self.recap = events
        elif any(e.type in ("round_started", "game_over") for e in events):
            self.recap = []
        if not walkthrough.has_claiming(events) or browser.reduced_motion():
            return []
        frame = s.frame()
        viewer = frame.view.viewer
        assert viewer is not None  # a frame's view is always one player's
        readers = seating.humans(s.players.seats)
        # A phone's moon pane shows only the board: the caption in words under it (board.say_walk)
        in_words = self.phone.on_phone()
        frames = walkthrough.claiming_frames(view_of(before, viewer), events, s.players.names, readers, in_words)
        # The log tells the claiming as the walk reaches it (the step's lines as the session told them).
        step = len(visible_lines(tell(before, events, s.players.names), s.reader()))
        told = walkthrough.log_shown(s.visible_log(), step, frames)
        self.walking, self.skip_walk = True, False
        self.log_upto = told[0] if told else None
        mark("walking", "1")
        self.render()  # the panel says the walk can be skipped; the board is the walk's
        return [(f, frame.private, upto) for f, upto in zip(frames, told, strict=True)]

    async def walk(self, frames: list) -> None:
        """Claiming walked through zone by zone, until its end or a click or key."""
        s = self.session
        try:
            for frame, private, upto in frames:
                if self.skip_walk or self.session is not s:
                    break
                self.board.draw_walk(frame, private)
                if upto != self.log_upto:
                    self.log_upto = upto
                    self.table.render_log()
                await self.hold(frame.ms)
        finally:
            self.walking, self.log_upto = False, None
            mark("walking", "")
        self.render()

    async def hold(self, ms: int) -> None:
        """A frame held for `ms`, in short waits: a skip ends it at once (a caption held to be
        read stays up to 6 s)."""
        end = now_ms() + ms
        while not self.skip_walk and (left := end - now_ms()) > 0:
            await asyncio.sleep(min(left, SKIP_CHECK_MS) / 1000)

    def log_shown(self, lines: list[LogLine]) -> list[LogLine]:
        return lines if self.log_upto is None else lines[: self.log_upto]

    def skip(self, *_: Any) -> None:
        if self.walking:
            self.skip_walk = True

    def busy(self) -> bool:
        return self.walking

    def busy_text(self) -> str:
        return _("Claiming: each zone goes to the player with most influence…") if self.walking else ""

    # ---- its screen ------------------------------------------------------------------------------
    def show_tabs(self) -> None:
        self.phone.show()

    def prompt(self, session: Session) -> str:
        return prompt(session.state, session.players.names)

    def can_undo(self, session: Session) -> bool:
        return session.frame().can_undo()

    def undo_label(self, session: Session) -> str:
        return session.undo_label()

    def undo_refused(self, session: Session) -> str:
        return ""  # the table's words say it

    def is_over(self, state: Any) -> bool:
        return bool(state.is_over)

    def focus_first(self) -> None:
        self.panel.focus_first()

    def help_for(self, session: Session | None) -> None:
        self.rules.open_for_phase(session.state.phase if session is not None else "")

    def render_table(self, s: Session) -> None:
        """Charon's parts of the table for the game at it, from its frame (computed once for the
        board, the panel and the pointer)."""
        frame = s.frame()
        if self.walking:
            self.phone.follow_walk(s.state.round)
        elif frame.legal and frame.handoff is None:
            self.phone.follow((s.state.round, s.state.phase, s.to_move), s.state.phase)
        else:
            self.phone.follow(None, s.state.phase)
        mark("phase", s.state.phase)
        mark("round", str(s.state.round))
        if not self.walking:
            self.board.draw()
            self.board.keep_for_next_visit()
        names = s.players.names
        el("skip-btn").hidden = not self.walking
        recap = round_recap(self.recap, names) if self.recap else ""
        el("recap").hidden = not recap or self.walking
        set_text(el("recap-text"), recap)
        keys = el("keys-help")
        keys.hidden = self.walking or s.state.phase not in (STAKE, STOLEN_INTELLIGENCE, CHOOSE_ROW) or not frame.legal
        keys.textContent = shortcuts.help_text(self.hint.allowed(), row_choice=s.state.phase == CHOOSE_ROW)
        focused = browser.focused()  # null when nothing has the focus
        focus_in_panel = not is_null(focused) and not is_null(focused.closest("#actions"))
        self.panel.render(None if self.walking else frame)
        self.lesson.render()
        self.hint.show()
        if not self.walking:  # once the panel and the recap have their height: what they leave in view
            self.board.bring_spots_into_view(frame)
            self.board.bring_hand_into_view(frame)
        if focus_in_panel or (frame.handoff is None and self.table.keyboard_user):
            self.panel.focus_first()  # keyboard play: keep the focus in the action panel after each action
        show_summary(frame.view, names, frame.private)
        self.review.render()

    def close_recap(self, *_: Any) -> None:
        self.recap = []
        self.render()

    # ---- the keys and the language ----------------------------------------------------------------
    def key(self, event: Any) -> bool:
        if self.walking and event.key not in ("Shift", "Control", "Alt", "Meta"):
            self.skip_walk = True
            event.preventDefault()
            return True
        if event.key == "Escape" and self.panel.drop_pick():
            event.preventDefault()
            return True
        return self.hint.key(event)

    def shortcut(self, event: Any) -> None:
        self.panel.shortcut(event)

    def lesson_offered(self) -> LessonGuide:
        return self.lesson

    def bind(self) -> None:
        on = self.messages.on
        self.board.bind()
        self.phone.bind()
        self.panel.bind()
        self.lesson.bind()
        self.hint.bind()
        self.review.bind()
        on(el("skip-btn"), "click", self.skip)
        on(el("recap-close"), "click", self.close_recap)


Parts = GamePage  # the name web/main.py looks for

if TYPE_CHECKING:

    def _meets_the_table(table: Table) -> GameParts:
        return GamePage(table)  # mypy checks that Charon supplies all the table asks

"""Charon's game page: the game at the table and everything that happens to it. One path
enters a game (new, resumed, imported, kept as a copy); each action is applied, saved, and
the page redrawn from one frame; the claiming walk-through plays; the keyboard is routed.

The parts of the page live beside this module (board, action panel, log, end screen, rules,
replay); what any game needs lives in web/shell; what decides anything, in charon_ui.
"""

import asyncio
import time
from typing import Any

from js import Math, document, window

from charon_ui import shortcuts, walkthrough
from charon_ui.describe import prompt
from charon_ui.game_kind import CHARON, CHARON_TABLE
from charon_ui.session import Session
from charon_ui.story import round_recap
from game.charon import IllegalAction
from game.charon import view as view_of
from game.charon.state import STAKE, STOLEN_INTELLIGENCE
from shell import i18n, language
from shell.dom import el, is_null, typing_in
from shell.games_list import GamesList
from shell.handoff import show_handoff
from shell.i18n import _
from shell.local_storage import open_storage
from shell.log import imported_line
from shell.log_panel import LogPanel
from shell.messages import Messages
from shell.other_tabs import OtherTabs
from shell.players import Players
from shell.replay_controls import ReplayControls
from shell.setup import Setup, SetupError, parse_query, query_pace, setup_from_form
from shell.setup_screen import SetupScreen
from shell.storage import StorageFull
from shell.store import Entry, SaveStore, StaleSave
from shell.transfer import Imported

from .action_panel import ActionPanel
from .board import Board
from .computer_players import ComputerPlayers
from .end_screen import EndScreen
from .hint_panel import HintPanel
from .lesson import LessonGuide
from .phone_tabs import PhoneTabs
from .replay_view import CharonReplay
from .review_panel import ReviewPanel
from .rules_panel import RulesPanel
from .summary import show_summary


def random_seed() -> int:
    return int(Math.random() * 2_000_000_000)


class GamePage:
    def __init__(self) -> None:
        language.start()  # first: every word below is in the language shown
        i18n.on_change(self.language_changed)
        self.messages = Messages(CHARON.title)
        storage, warning = open_storage("charon:probe")
        self.store = SaveStore(storage, CHARON)
        self.session: Session | None = None
        self.keyboard_user = False  # playing with the keyboard: the focus stays in the action panel
        self.walking = False  # the claiming walk-through is on the board
        self.skip_walk = False
        self.recap: list = []  # the events the round's recap tells, shown while its building phase lasts
        self.board = Board(self)
        self.phone = PhoneTabs(self)
        self.panel = ActionPanel(self)
        self.log = LogPanel()
        self.end = EndScreen(self.messages)
        self.rules = RulesPanel()
        self.replay_view = CharonReplay(self)
        self.replays = ReplayControls(self.replay_view, self.messages, self.back_from_replay)
        self.games = GamesList(CHARON, self.store, self.messages, self)
        self.tabs = OtherTabs(self.store, self.messages, self)
        self.computers = ComputerPlayers(self)
        self.lesson = LessonGuide(self)
        self.hint = HintPanel(self)
        self.review = ReviewPanel(self)
        self.setup = SetupScreen(
            self.messages,
            CHARON_TABLE,
            self.submit_setup,
            self.games.render,
            learn=self.lesson.start,
            learned=self.lesson.learned,
        )
        if warning:
            self.messages.show(warning)

    # ---- entering a game ---------------------------------------------------------------------
    def enter(self, session: Session, entry: Entry | None = None, imported: str = "") -> None:
        """The one way a game comes to the table: a saved game (`entry`, opened in the store)
        or a game new to the storage (saved at once; `imported`: the file it came from). Either
        is the game to resume on the next visit (the store keeps that pointer)."""
        if session is not self.session:
            self.recap = []
        self.session = session
        self.end.dismissed = False
        self.tabs.reset()
        if entry is not None:
            self.store.open(entry)
        else:
            self.store.open_new(session.game_id, imported)
            self.save()
        self.setup.hide()
        self.render_and_play()

    def start_game(self, setup: Setup) -> None:
        self.enter(Session.new(self.store.new_id(time.time()), setup.players, setup.seed))

    def resume(self, entry: Entry) -> None:
        game = entry.game
        assert game is not None
        self.enter(Session.resume(entry.game_id, game.state, game.players, game.log), entry)

    def resume_saved(self, game_id: str) -> None:
        """Resume a game of the list, read afresh (another tab may have played it meanwhile)."""
        entry = self.store.load(game_id)
        if not entry.ok:
            self.games.render()
            self.games.error(_("This game cannot be resumed: {why}").format(why=entry.error))
            return
        self.resume(entry)

    def enter_imported(self, imported: Imported) -> None:
        session = Session.resume(self.store.new_id(time.time()), imported.state, imported.players, imported.log)
        session.log.append(imported_line(imported.state.round))
        self.enter(session, imported=imported.fingerprint)

    def submit_setup(self, names: list[str], colours: list[str], seed_text: str, seats: list[str]) -> str:
        try:
            setup = setup_from_form(CHARON_TABLE, names, colours, seed_text, random_seed(), seats)
        except SetupError as error:
            return str(error)
        self.start_game(setup)
        return ""

    # ---- what the Games list asks of the page (shell.games_list.GamesHost) ------------------------
    def current_game_id(self) -> str | None:
        return self.session.game_id if self.session is not None else None

    def leave_game(self, game_id: str) -> Session | None:
        if self.session is not None and self.session.game_id == game_id:
            left, self.session = self.session, None
            return left
        return None

    def return_to_game(self, left: Session) -> None:
        self.session = left

    def current_export(self) -> tuple[Any, Players, list[str]] | None:
        s = self.session
        return None if s is None else (s.state, s.players, s.log_texts())

    def open_replay(self, state: Any, players: Players) -> None:
        """Watch `state`'s game again from its start (the game at the table stays as it is)."""
        replay = self.replay_view.build(state, players)
        if replay is not None:
            self.replays.open(replay, players)

    def back_from_replay(self) -> None:
        self.log.forget()
        self.render_and_play()

    def replay_from_end(self, *_: Any) -> None:
        """Watch the replay of the game the end screen shows (the current one, or one replayed)."""
        if self.replays.active:
            self.replays.restart()
        elif self.session is not None:
            self.open_replay(self.session.state, self.session.players)

    # ---- saving, and the same game in two tabs ------------------------------------------------------
    def save(self) -> None:
        """Write the game after an action: whole, or not at all (then the player is told)."""
        s = self.session
        assert s is not None
        try:
            self.store.save(s.game_id, s.state, s.players, s.log_texts(), time.time())
        except StorageFull:
            self.tabs.unsaved = True
            self.messages.show(
                _(
                    "The browser's storage is full: this move could not be saved. The game goes on "
                    "in this tab; export it to a file to keep it."
                ),
                offer_export=True,
            )
            return
        except StaleSave as stale:
            self.tabs.unsaved = True
            self.tabs.show(stale.deleted)
            return
        self.tabs.unsaved = False

    # ---- what the other-tabs notice asks of the page (shell.other_tabs.TabsHost) ----------------------
    def keep_copy(self) -> None:
        """Keep this tab's game as a saved game of its own: nobody's moves are lost."""
        s = self.session
        assert s is not None
        imported = self.store.opened[s.game_id].imported if s.game_id in self.store.opened else ""
        s.game_id = self.store.new_id(time.time())
        self.enter(s, imported=imported)
        if not self.tabs.unsaved:
            self.messages.show(
                _("This tab's game is kept as a separate saved game: both are in the Games list."), info=True
            )

    def close_game(self) -> None:
        self.session = None
        self.render()

    def games_changed(self) -> None:
        if self.setup.shown:
            self.games.render()

    # ---- actions -------------------------------------------------------------------------------
    def act(self, *actions: Any) -> None:
        """Apply the player's action(s) — several for a plan (trades, then a build); each is
        checked, and the first refused stops the rest."""
        if self.walking or self.session is None:
            return
        try:
            for action in actions:
                self.session.act(action)
        except IllegalAction as error:  # the engine's reason (English, for developers) in our words
            self.messages.show(_("That move is not possible: {reason}").format(reason=error))
        self.panel.confirming_end = False
        self.board.unzoom_quietly()
        self.save()
        walk = self.begin_step()
        if walk:
            asyncio.ensure_future(self.walk_then_play(walk))
        else:
            self.render_and_play()

    def undo(self, *_: Any) -> None:
        s = self.session
        if s is None or self.walking or not s.frame().can_undo():
            return
        s.undo()
        self.save()
        self.render()
        if self.keyboard_user:
            self.panel.focus_first()

    def handoff_continue(self, event: Any = None) -> None:
        # detail == 0: the button was pressed with the keyboard (Enter/Space), not clicked.
        self.keyboard_user = bool(event is not None and event.detail == 0)
        assert self.session is not None
        self.session.confirm_handoff()
        self.render()

    # ---- the claiming walk-through -------------------------------------------------------------------
    def begin_step(self) -> list:
        """After an action: the recap, and the claiming walk's frames if the action set off
        claiming (none for those who prefer reduced motion). With frames to show, the page
        is put into walking mode (and redrawn) at once, so that no stale button stays."""
        s = self.session
        if s is None or s.last is None:
            return []
        before, events = s.last
        self.lesson.observe(before, events)
        if round_recap(events, s.players.names):
            self.recap = events
        elif any(e.type in ("round_started", "game_over") for e in events):
            self.recap = []
        if not walkthrough.has_claiming(events) or reduced_motion():
            return []
        frame = s.frame()
        viewer = frame.view.viewer
        assert viewer is not None  # a frame's view is always one player's
        frames = walkthrough.claiming_frames(view_of(before, viewer), events, s.players.names)
        self.walking, self.skip_walk = True, False
        document.body.dataset.walking = "1"
        self.render()  # the panel says the walk can be skipped; the board is the walk's
        return [(f, frame.private) for f in frames]

    async def walk(self, frames: list) -> None:
        """Claiming walked through zone by zone, until its end or a click or key."""
        s = self.session
        try:
            for frame, private in frames:
                if self.skip_walk or self.session is not s:
                    break
                self.board.draw_walk(frame, private)
                await asyncio.sleep(frame.ms / 1000)
        finally:
            self.walking = False
            document.body.dataset.walking = ""
        self.render()

    async def walk_then_play(self, frames: list) -> None:
        try:
            await self.walk(frames)
            self.render_and_play()
        except Exception as error:  # noqa: BLE001 - as in Messages.on
            self.messages.report_bug(error)

    def skip(self, *_: Any) -> None:
        if self.walking:
            self.skip_walk = True

    # ---- computer players ------------------------------------------------------------------
    def render_and_play(self) -> None:
        """Redraw, and let the computer players move if it is one's turn."""
        self.render()
        self.computers.play_if_due()

    # ---- drawing -------------------------------------------------------------------------
    def render(self) -> None:
        """The whole page from the game's frame (computed once for the board, the panel and
        the pointer), or the replay, or the set-up screen when no game is at the table."""
        self.phone.show()
        if self.replays.active:
            self.replays.render()
            return
        s = self.session
        if s is None:
            el("app").hidden = True
            self.show_setup()
            return
        frame = s.frame()
        if self.walking:
            self.phone.follow_walk(s.state.round)
        elif frame.legal and frame.handoff is None:
            self.phone.follow((s.state.round, s.state.phase, s.to_move), s.state.phase)
        else:
            self.phone.follow(None, s.state.phase)
        el("app").hidden = False
        body = document.body.dataset
        body.phase = s.state.phase
        body.round = str(s.state.round)
        body.toMove = "" if s.to_move is None else str(s.to_move)
        if not self.walking:
            self.board.draw()
            self.board.keep_for_next_visit()
        handoff = frame.handoff
        names = s.players.names
        show_handoff(None if handoff is None else names[handoff])
        thinking = s.thinking_text()
        body.thinking = "1" if thinking else ""
        el("prompt").classList.toggle("thinking", bool(thinking))
        if self.walking:
            el("prompt").textContent = _("Claiming: each zone goes to the player with most influence…")
        elif thinking:
            el("prompt").textContent = thinking
        else:
            waiting = _("Waiting for {name}.").format(name=names[handoff]) if handoff is not None else ""
            el("prompt").textContent = prompt(s.state, names) if handoff is None else waiting
        el("skip-btn").hidden = not self.walking
        undo = el("undo-btn")
        undo.hidden = self.walking or not frame.can_undo()
        undo.textContent = s.undo_label()
        recap = round_recap(self.recap, names) if self.recap else ""
        el("recap").hidden = not recap or self.walking
        el("recap-text").textContent = recap
        keys = el("keys-help")
        keys.hidden = self.walking or s.state.phase not in (STAKE, STOLEN_INTELLIGENCE) or not frame.legal
        keys.textContent = shortcuts.help_text(self.hint.allowed())
        focused = document.activeElement  # null when nothing has the focus
        focus_in_panel = not is_null(focused) and not is_null(focused.closest("#actions"))
        self.panel.render(None if self.walking else frame)
        self.lesson.render()
        self.hint.show()
        if focus_in_panel or (handoff is None and self.keyboard_user):
            self.panel.focus_first()  # keyboard play: keep the focus in the action panel after each action
        self.log.show(s.visible_log(), (id(s.log), s.reader()), names)
        show_summary(frame.view, names, frame.private)
        over = s.state.is_over
        end_open = over and not self.end.dismissed
        el("results-btn").hidden = not over or end_open
        if end_open and not self.end.shown:  # filled when it opens: the statistics replay the game
            self.end.render(s.state, s.players)
        el("end").hidden = not end_open
        self.review.render()

    def render_log(self, *_: Any) -> None:
        if self.replays.active:
            self.replays.render()
        elif self.session is not None:
            s = self.session
            self.log.show(s.visible_log(), (id(s.log), s.reader()), s.players.names)

    def show_setup(self, error: str = "") -> None:
        self.setup.show(error, closable=self.session is not None)

    def show_results(self, *_: Any) -> None:
        self.end.dismissed = False
        self.render()

    def dismiss_end(self) -> None:
        self.end.dismissed = True
        el("end").hidden = True
        el("results-btn").hidden = self.session is None or not self.session.state.is_over

    def new_game_from_end(self, *_: Any) -> None:
        self.dismiss_end()
        self.show_setup()  # the set-up, above the board

    def close_recap(self, *_: Any) -> None:
        self.recap = []
        self.render()

    # ---- the language ----------------------------------------------------------------------------
    def language_changed(self, lang: str) -> None:
        """Everything the page says, again in `lang`: the log told anew from the game's history,
        the rules, the set-up screen and the Games list, the replay, the end screen, the board.
        The game itself is untouched."""
        s = self.session
        if s is not None:
            s.retell()
        self.log.forget()
        self.rules.forget()
        self.replay_view.retell()
        if self.setup.shown:
            self.setup.seat_rows()
            self.games.render()
        if self.replays.active:
            self.replays.fill_choices()
        if self.end.shown and self.replays.active:
            self.replays.check_finished()
        elif self.end.shown and s is not None:
            self.end.render(s.state, s.players)
        self.render()

    # ---- the keyboard ---------------------------------------------------------------------------
    def phase_help(self, *_: Any) -> None:
        self.rules.open_for_phase(self.session.state.phase if self.session is not None else "")

    def key(self, event: Any) -> None:
        if self.rules.open_now:
            if event.key == "Escape":
                self.rules.close()
            return
        if event.key == "?" and not typing_in(event.target):
            event.preventDefault()
            self.phase_help()
            return
        if self.replays.active:
            self.replays.key(event)
            return
        if event.key in ("Tab", "Enter", " ", "ArrowUp", "ArrowDown"):
            self.keyboard_user = True
        if self.walking and event.key not in ("Shift", "Control", "Alt", "Meta"):
            self.skip_walk = True
            event.preventDefault()
            return
        plain = not (event.ctrlKey or event.metaKey or event.altKey) and not typing_in(event.target)
        if event.key in ("h", "H") and plain:
            event.preventDefault()
            self.hint.request()
            return
        if event.key == "Escape" and document.body.dataset.hint:
            self.hint.cancel()
            return
        if event.key.lower() == "z" and (event.ctrlKey or event.metaKey) and not event.shiftKey:
            if typing_in(event.target, ("INPUT", "TEXTAREA")):
                return  # the browser's own undo, in a text field
            event.preventDefault()
            self.undo()
            return
        self.panel.shortcut(event)

    # ---- start -----------------------------------------------------------------------------------
    def bind(self) -> None:
        on = self.messages.on
        self.board.bind()
        self.phone.bind()
        self.panel.bind()
        self.end.bind()
        self.replays.bind()
        self.setup.bind()
        self.lesson.bind()
        self.tabs.bind()
        self.hint.bind()
        self.review.bind()
        on(el("undo-btn"), "click", self.undo)
        on(el("rules-btn"), "click", lambda e: self.rules.open())
        on(el("rules-close"), "click", self.rules.close)
        on(el("prompt-help"), "click", self.phase_help)
        on(document, "pointerdown", lambda e: setattr(self, "keyboard_user", False))
        on(el("skip-btn"), "click", self.skip)
        on(el("recap-close"), "click", self.close_recap)
        on(el("log-player"), "change", self.render_log)
        on(el("log-round"), "change", self.render_log)
        on(document, "keydown", self.key)
        on(el("end-replay"), "click", self.replay_from_end)
        on(el("results-btn"), "click", self.show_results)
        on(el("handoff-continue"), "click", self.handoff_continue)
        on(el("import-file"), "change", self.games.import_file)
        on(el("menu-btn"), "click", lambda e: self.show_setup())
        on(el("new-btn"), "click", lambda e: self.show_setup())
        on(el("export-btn"), "click", self.games.export_current)
        on(el("message-export"), "click", self.games.export_current)
        on(el("message-close"), "click", self.messages.clear)
        on(el("end-board"), "click", lambda e: self.dismiss_end())
        on(el("end-new"), "click", self.new_game_from_end)
        for button in document.querySelectorAll("[data-lang]"):
            on(button, "click", lambda e: language.switch(str(e.currentTarget.dataset.lang)))

    def start(self) -> None:
        """Listen, then start what the URL asks for, or resume the last game, or show the set-up."""
        self.bind()
        query = str(window.location.search)
        try:
            setup = parse_query(CHARON_TABLE, query, random_seed())
            self.computers.pace_ms = query_pace(query)
        except SetupError as error:
            self.show_setup(_("The link asks for a game that cannot start: {why}").format(why=error))
            return
        if setup is not None:
            # Drop the query (but a chosen pace) so that a reload resumes this game instead of
            # starting a new one.
            kept = [f"pace={self.computers.pace_ms}"] if "pace=" in query else []
            asked = i18n.asked_in(query)
            kept += [f"lang={asked}"] if asked else []  # a reload shows the language the link asked for
            keep = "?" + "&".join(kept) if kept else ""
            window.history.replaceState(None, "", str(window.location.pathname) + keep)
            self.start_game(setup)
            return
        self.store.migrate_old_saves(time.time())  # saves of the older page: one record each
        current = self.store.current()
        if current is not None:
            entry = self.store.load(current)
            if entry.ok:
                self.resume(entry)
                return
            self.messages.show(
                _("The last game could not be resumed: {why}. Other saves are untouched.").format(why=entry.error)
            )
        self.render()
        self.setup.start_if_asked()  # Start, pressed on the loading screen's form


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)

"""The table: a game's life on the page, for any game. One path enters a game (new, resumed,
imported, kept as a copy); each action is applied, saved, and the page redrawn; undo;
hand-offs between humans sharing the screen; the computer players' turns; the keys; the start
from the URL; the language switch; the Games list, the other-tabs notice, replays and the
results screen's frame.

A game joins by supplying its parts (`GameParts`): its description, its sessions (the game at
the table: a `TableSession` of its own), its board and action panel drawn from a session, its words (the
prompt), its rules, its end screen, its replay view, and the hooks of its extras (a walk
through an automatic step, a lesson, hints). The table knows no game.
"""

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from js import Math, document, window

from . import i18n, language
from .computer_players import ComputerPlayers
from .dom import el, scroll_to_start, typing_in
from .game_words import show_game_words
from .games_list import GamesList
from .handoff import show_handoff
from .i18n import _
from .local_storage import open_storage
from .log import LogLine, imported_line
from .log_panel import LogPanel
from .messages import Messages
from .other_games import OtherSave, drop_resume, other_saves, replay_asked, resume_asked, resume_link, setup_asked
from .other_tabs import OtherTabs
from .overlays import show_overlay
from .players import Players
from .replay import Replay
from .replay_controls import ReplayControls, ReplayView
from .setup import Setup, SetupError, game_in_query, parse_query, query_pace, runtime_kept, setup_from_form
from .setup_screen import SetupScreen
from .storage import StorageFull
from .store import Entry, SaveStore, StaleSave
from .table_game import TableGame
from .table_session import TableSession
from .transfer import Imported

STORAGE_FULL = "storage-full"  # the message saying a move could not be saved: it goes once one is


class RulesHelp(Protocol):
    """The game's rules, shown over the table."""

    opener: Any  # what has the focus again when they close

    @property
    def open_now(self) -> bool: ...
    def open(self) -> None: ...
    def close(self, *_: Any) -> None: ...
    def forget(self) -> None: ...  # told again in a new language when next opened


class EndScreen(Protocol):
    """The results: the table shows and hides it; the game fills it."""

    dismissed: bool

    @property
    def shown(self) -> bool: ...
    def bind(self) -> None: ...
    def render(self, state: Any, players: Players) -> None: ...


class Lesson(Protocol):
    """A game's guided first game, offered on the set-up screen ("Learn to play")."""

    def start(self) -> None: ...
    def learned(self) -> bool: ...  # done once: offered below the rest from then on


class GameParts(Protocol):
    """What a game supplies to the table (made with the table it sits at: `Parts(table)`)."""

    @property
    def game(self) -> TableGame: ...
    @property
    def refused(self) -> type[Exception]: ...  # the engine's refusal of an illegal action
    @property
    def rules(self) -> RulesHelp: ...
    @property
    def end(self) -> EndScreen: ...
    @property
    def replay_view(self) -> ReplayView: ...

    # its sessions: a shell.table_session.TableSession of the game's own class, which also has
    # act(action) (raising `refused` for an illegal one), undo() and retell() (the log told
    # again, in the language shown)
    def new_session(
        self, game_id: str, players: Players, seed: int, options: Mapping[str, bool]
    ) -> TableSession: ...  # options: the game's optional rules (TableGame.options), by key
    def resume_session(self, game_id: str, state: Any, players: Players, log: list[str]) -> TableSession: ...
    def build_replay(self, state: Any, players: Players) -> Replay | None: ...  # None: said why
    def retell_replay(self) -> None: ...

    # its screen
    def lesson_offered(self) -> Lesson | None: ...
    def bind(self) -> None: ...
    def entered(self, session: Any, new: bool) -> None: ...  # a game came to the table (new: another game)
    def show_tabs(self) -> None: ...  # a phone's tab bar, before anything else is drawn
    def render_table(self, session: Any) -> None: ...  # its board, panels and extras
    def prompt(self, session: Any) -> str: ...  # what the player to move is asked
    def busy_text(self) -> str: ...  # what the prompt says while the game is busy showing something ('' if not)
    def busy(self) -> bool: ...  # showing something (a walk-through): no action, no undo meanwhile
    def log_shown(self, lines: list[LogLine]) -> list[LogLine]: ...  # the log as far as the screen has told it
    def can_undo(self, session: Any) -> bool: ...
    def undo_label(self, session: Any) -> str: ...
    def undo_refused(self, session: Any) -> str: ...  # why nothing can be taken back now ('': the table's words)
    def is_over(self, state: Any) -> bool: ...
    def focus_first(self) -> None: ...  # the action panel's first control (keyboard play)
    def help_for(self, session: Any) -> None: ...  # the rules of what is asked now ("?")

    # after an action
    def acted(self) -> None: ...  # an action was applied (or refused) from the screen
    def after_action(self, session: Any) -> Awaitable[None] | None: ...  # what to show of it first

    # the keys, after the table's own
    def key(self, event: Any) -> bool: ...  # handled (before undo's key)
    def shortcut(self, event: Any) -> None: ...  # the action panel's keys (after undo's)


def random_seed() -> int:
    return int(Math.random() * 2_000_000_000)


class Table:
    def __init__(
        self,
        game: TableGame,
        make_parts: Callable[["Table"], GameParts],
        games: Mapping[str, str] | None = None,
        finished_of: Callable[[str, str], bool] = lambda game, save: False,
    ) -> None:
        """`make_parts(table)`: the game's parts, made with the table they sit at; `games`: every
        game of the page (key -> title), for the set-up's choice and the Games list;
        `finished_of(game, save)`: whether another game's save is over (asked only of an older
        record, which does not say; shell.other_games)."""
        self.game_titles = dict(games or {game.key: game.title})
        self.finished_of = finished_of
        document.body.dataset.game = game.key  # the page's styles show each game's own parts only
        show_game_words(game)  # the frame's words name this game (first: the language words them)
        language.start()  # first: every word below is in the language shown
        i18n.on_change(self.language_changed)
        self.messages = messages = Messages(game.title)
        storage, warning = open_storage("charon:probe")
        self.store = SaveStore(storage, game.kind)
        self.saves_last = not warning  # saves outlive a reload (not a storage in memory)
        self.session: Any = None  # the game at the table (the game's TableSession), or None
        self.keyboard_user = False  # playing with the keyboard: the focus stays in the action panel
        self.acted = 0  # the player's moves taken from the screen (counted on the body, for tests)
        self.log = LogPanel()
        self.games = GamesList(game.kind, self.store, messages, self)
        self.tabs = OtherTabs(self.store, messages, self)
        self.computers = ComputerPlayers(self)
        self.parts = parts = make_parts(self)
        self.replays = ReplayControls(parts.replay_view, messages, self.back_from_replay)
        lesson = parts.lesson_offered()
        self.setup = SetupScreen(
            messages,
            game,
            self.submit_setup,
            self.games.render,
            learn=None if lesson is None else lesson.start,
            learned=(lambda: False) if lesson is None else lesson.learned,
            games=self.game_titles,
            choose_game=self.go_to_game,
        )
        if warning:
            self.messages.show(warning)

    # ---- entering a game ---------------------------------------------------------------------
    def enter(self, session: Any, entry: Entry | None = None, imported: str = "") -> None:
        """The one way a game comes to the table: a saved game (`entry`, opened in the store)
        or a game new to the storage (saved at once; `imported`: the file it came from). Either
        is the game to resume on the next visit (the store keeps that pointer)."""
        self.messages.settle()
        self.parts.entered(session, session is not self.session)
        self.session = session
        self.parts.end.dismissed = False
        self.tabs.reset()
        if entry is not None:
            self.store.open(entry)
        else:
            self.store.open_new(session.game_id, imported)
            self.save()
        self.setup.hide()
        self.render_and_play()

    def start_game(self, setup: Setup) -> None:
        options = {**self.parts.game.option_defaults(), **setup.options}
        self.enter(self.parts.new_session(self.store.new_id(time.time()), setup.players, setup.seed, options))

    def resume(self, entry: Entry) -> None:
        game = entry.game
        assert game is not None
        session = self.parts.resume_session(entry.game_id, game.state, game.players, game.log)
        session.restore_table(game.table)
        self.enter(session, entry)

    def resume_saved(self, game_id: str) -> None:
        """Resume a game of the list, read afresh (another tab may have played it meanwhile)."""
        entry = self.store.load(game_id)
        if not entry.ok:
            self.games.render()
            self.games.error(_("This game cannot be resumed: {why}").format(why=entry.error))
            return
        self.resume(entry)

    def enter_imported(self, imported: Imported) -> None:
        game_id = self.store.new_id(time.time())
        session = self.parts.resume_session(game_id, imported.state, imported.players, imported.log)
        session.restore_table(imported.table)
        session.log.append(imported_line(session.engine.round_of(imported.state)))
        self.enter(session, imported=imported.fingerprint)

    def submit_setup(
        self, names: list[str], colours: list[str], seed_text: str, seats: list[str], options: dict[str, bool]
    ) -> str:
        try:
            setup = setup_from_form(self.parts.game, names, colours, seed_text, random_seed(), seats, options)
        except SetupError as error:
            return str(error)
        self.start_game(setup)
        return ""

    # ---- what the Games list asks of the table (shell.games_list.GamesHost) ------------------------
    def current_game_id(self) -> str | None:
        return self.session.game_id if self.session is not None else None

    def leave_game(self, game_id: str) -> Any:
        if self.session is not None and self.session.game_id == game_id:
            left, self.session = self.session, None
            return left
        return None

    def return_to_game(self, left: Any) -> None:
        self.session = left

    def current_export(self) -> tuple[Any, Players, list[str], dict[str, Any]] | None:
        s = self.session
        return None if s is None else (s.state, s.players, s.log_texts(), s.table_data())

    def other_saves(self) -> list[OtherSave]:
        others = {key: title for key, title in self.game_titles.items() if key != self.parts.game.key}
        return other_saves(self.store.storage, others, time.time(), self.finished_of) if others else []

    def resume_elsewhere(self, save: OtherSave, replay: bool = False) -> None:
        """Resume (or replay) a saved game of another game: on that game's page."""
        query = str(window.location.search)
        link = resume_link(save, i18n.asked_in(query), replay)
        window.location.search = "&".join([link, *runtime_kept(query)])

    def go_to_game(self, key: str) -> None:
        """The set-up screen of another game of the page."""
        query = str(window.location.search)
        asked = i18n.asked_in(query)
        window.location.search = "?" + "&".join(
            [f"game={key}", "setup=1", *([f"lang={asked}"] if asked else []), *runtime_kept(query)]
        )

    def open_replay(self, state: Any, players: Players, position: int = 0, seat: int | None = None) -> None:
        """Watch `state`'s game again from `position`, its start unless asked (the game at the
        table stays as it is), with `seat`'s hand shown (a finished game's)."""
        replay = self.parts.build_replay(state, players)
        if replay is not None:
            self.replays.open(replay, players, position, seat)

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
        """Write the game after an action: whole, or not at all (then the player is told, until
        a later save succeeds)."""
        s = self.session
        assert s is not None
        try:
            self.store.save(s.game_id, s.state, s.players, s.log_texts(), time.time(), s.table_data())
        except StorageFull:
            self.tabs.unsaved = True
            self.messages.show(
                _(
                    "The browser's storage is full: this move could not be saved. The game goes on "
                    "in this tab; export it to a file to keep it."
                ),
                offer_export=True,
                tag=STORAGE_FULL,
            )
            return
        except StaleSave as stale:
            self.tabs.unsaved = True
            self.tabs.show(stale.deleted)
            return
        self.tabs.unsaved = False
        self.messages.withdraw(STORAGE_FULL)  # saved again: the game is safe

    # ---- what the other-tabs notice asks of the table (shell.other_tabs.TabsHost) ----------------------
    def keep_copy(self) -> None:
        """Keep this tab's game as a saved game of its own: nobody's moves are lost."""
        s = self.session
        assert s is not None
        imported = self.store.opened[s.game_id].imported if s.game_id in self.store.opened else ""
        s.game_id = self.store.new_id(time.time())
        self.enter(s, imported=imported)
        if not self.tabs.unsaved:
            self.messages.show(
                _("This tab's game is kept as a separate saved game: both are in the Games list."), confirms=True
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
        if self.parts.busy() or self.session is None:
            return
        self.messages.settle()
        try:
            for action in actions:
                self.session.act(action)
        except self.parts.refused as error:  # the engine's reason (English, for developers) in our words
            self.messages.show(_("That move is not possible: {reason}").format(reason=error))
        self.acted += 1
        document.body.dataset.acted = str(self.acted)  # taken (or refused): what a test waits for
        self.parts.acted()
        self.save()
        shown = self.parts.after_action(self.session)
        if shown is not None:
            asyncio.ensure_future(self.show_then_play(shown))
        else:
            self.render_and_play()

    async def show_then_play(self, shown: Awaitable[None]) -> None:
        try:
            await shown
            self.render_and_play()
        except Exception as error:  # noqa: BLE001 - as in Messages.on
            self.messages.report_bug(error)

    def undo(self, *_event: Any) -> None:
        s = self.session
        if s is None or self.parts.busy():
            return
        if not self.parts.can_undo(s):  # Ctrl+Z (the button is hidden): say why nothing happens
            if self.parts.is_over(s.state):
                why = _("Nothing to undo: the game is over.")
            else:
                why = self.parts.undo_refused(s) or _(
                    "Nothing to undo: only moves of the turn being played can be taken back, not those of a "
                    "turn that has ended, nor one that drew or revealed something."
                )
            self.messages.show(why, confirms=True)
            return
        self.messages.settle()
        s.undo()
        self.save()
        self.render()
        if self.keyboard_user:
            self.parts.focus_first()

    def handoff_continue(self, event: Any = None) -> None:
        # detail == 0: the button was pressed with the keyboard (Enter/Space), not clicked.
        self.keyboard_user = bool(event is not None and event.detail == 0)
        assert self.session is not None
        # The next player has the device: a notice that confirmed something to the one before
        # ("Ann: your building turn has ended") is not theirs (a play-test saw it on Béla's turn).
        self.messages.settle()
        self.session.confirm_handoff()
        self.render()

    # ---- computer players (what shell.computer_players.PlayersHost asks) -----------------------------
    def render_and_play(self) -> None:
        """Redraw, and let the computer players move if it is one's turn."""
        self.render()
        self.computers.play_if_due()

    def computer_due(self) -> Any:
        s = self.session
        return s if s is not None and not self.tabs.stale and s.ai_to_move() is not None else None

    def watching_replay(self) -> bool:
        return self.replays.active

    async def computer_moved(self) -> None:
        self.save()
        shown = self.parts.after_action(self.session)
        if shown is not None:
            await shown
        else:
            self.render()

    def say(self, text: str) -> None:
        self.messages.show(text)

    def report_bug(self, error: BaseException) -> None:
        self.messages.report_bug(error)

    # ---- drawing -------------------------------------------------------------------------
    def render(self) -> None:
        """The whole page from the game at the table, or the replay, or the set-up screen when
        no game is at the table."""
        self.parts.show_tabs()
        if self.replays.active:
            self.replays.render()
            return
        s = self.session
        if s is None:
            el("app").hidden = True
            self.show_setup()
            return
        el("app").hidden = False
        document.body.dataset.toMove = s.public_seat()
        handoff = s.needs_handoff()
        names = s.players.names
        show_handoff(None if handoff is None else names[handoff], s.handoff_to_answer())
        thinking = s.thinking_text()
        document.body.dataset.thinking = "1" if thinking else ""
        prompt = el("prompt")
        prompt.classList.toggle("thinking", bool(thinking))
        busy = self.parts.busy_text()
        if busy:
            words = busy
        elif thinking:
            words = thinking
        elif handoff is not None:
            words = _("Waiting for {name}.").format(name=names[handoff])
        else:
            words = self.parts.prompt(s)
        if prompt.textContent != words:  # the same words again are not news: a screen reader stays quiet
            prompt.textContent = words
        undo = el("undo-btn")
        undo.hidden = self.parts.busy() or not self.parts.can_undo(s)
        undo.textContent = self.parts.undo_label(s)
        self.parts.render_table(s)
        self.log.show(self.parts.log_shown(s.visible_log()), (id(s.log), s.reader()), names)
        end = self.parts.end
        over = self.parts.is_over(s.state)
        end_open = over and not end.dismissed
        el("results-btn").hidden = not over or end_open
        opening = end_open and not end.shown
        if opening:  # filled when it opens: the statistics replay the game
            end.render(s.state, s.players)
        show_overlay("end", end_open)
        if opening:  # the keyboard's place is in the results, at their head (who won)
            el("end-title").focus()

    def render_log(self, *_: Any) -> None:
        if self.replays.active:
            self.replays.render()
        elif self.session is not None:
            s = self.session
            self.log.show(self.parts.log_shown(s.visible_log()), (id(s.log), s.reader()), s.players.names)

    def show_setup(self, error: str = "") -> None:
        s = self.session
        self.setup.show(error, closable=s is not None, seated=None if s is None else s.players)

    def show_results(self, *_: Any) -> None:
        self.parts.end.dismissed = False
        self.render()
        scroll_to_start("end-title")  # the results at their head (who won), not where last left

    def dismiss_end(self) -> None:
        self.parts.end.dismissed = True
        show_overlay("end", False)
        el("results-btn").hidden = self.session is None or not self.parts.is_over(self.session.state)

    def new_game_from_end(self, *_: Any) -> None:
        self.dismiss_end()
        self.show_setup()  # the set-up, above the board

    # ---- the language ----------------------------------------------------------------------------
    def language_changed(self, lang: str) -> None:
        """Everything the page says, again in `lang`: the log told anew from the game's history,
        the rules, the set-up screen and the Games list, the replay, the end screen, the board.
        The game itself is untouched."""
        s = self.session
        if s is not None:
            s.players.reword()  # "Easy bot" is "Könnyű gép" now: the names the page made
            s.retell()
        self.log.forget()
        self.parts.rules.forget()
        self.parts.retell_replay()
        self.setup.reword()  # shown or not: opened later, it is in the language shown
        if self.setup.shown:
            self.games.render()
        if self.replays.active:
            self.replays.fill_choices()
        end = self.parts.end
        if end.shown and self.replays.active:
            self.replays.results()
        elif end.shown and s is not None:
            end.render(s.state, s.players)
        self.render()

    # ---- the keyboard ---------------------------------------------------------------------------
    def help(self, *_: Any) -> None:
        self.parts.help_for(self.session)

    def help_from(self, button: str, opens: Callable[[], None]) -> None:
        """The rules opened by `button`, which has the focus again when they close (the page's
        Python may not know that a click focused it: the worker hears the focus of moves only)."""
        opens()
        self.parts.rules.opener = el(button)

    def key(self, event: Any) -> None:
        rules = self.parts.rules
        if rules.open_now:
            if event.key == "Escape":
                rules.close()
            return
        if event.key in ("Tab", "Enter", " ", "ArrowUp", "ArrowDown"):
            self.keyboard_user = True  # on the set-up form too: its Start leaves the focus to the game
        if self.setup.shown:
            if event.key == "Escape" and self.setup.closable:
                self.setup.hide()  # as its "Back to the game" button: the game at the table goes on
            return
        if event.key == "?" and not typing_in(event.target):
            event.preventDefault()
            self.help()
            return
        if event.key == "Escape" and self.parts.end.shown and not self.replays.active:
            event.preventDefault()
            self.dismiss_end()  # as "Look at the board"; the Results button opens it again
            el("results-btn").focus()
            return
        if self.replays.active:
            self.replays.key(event)
            return
        if self.parts.key(event):
            return
        if event.key.lower() == "z" and (event.ctrlKey or event.metaKey) and not event.shiftKey:
            if typing_in(event.target, ("INPUT", "TEXTAREA")):
                return  # the browser's own undo, in a text field
            event.preventDefault()
            self.undo()
            return
        self.parts.shortcut(event)

    # ---- start -----------------------------------------------------------------------------------
    def bind(self) -> None:
        on = self.messages.on
        self.parts.bind()
        self.parts.end.bind()
        self.replays.bind()
        self.setup.bind()
        self.tabs.bind()
        on(el("undo-btn"), "click", self.undo)
        on(el("rules-btn"), "click", lambda e: self.help_from("rules-btn", self.parts.rules.open))
        on(el("rules-close"), "click", self.parts.rules.close)
        on(el("prompt-help"), "click", lambda e: self.help_from("prompt-help", self.help))
        on(document, "pointerdown", lambda e: setattr(self, "keyboard_user", False))
        on(el("log-player"), "change", self.render_log)
        on(el("log-round"), "change", self.render_log)
        on(el("log-fold"), "click", lambda e: self.log.fold(not self.log.opened))
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
        on(el("message"), "animationend", self.messages.faded)
        on(el("notice"), "animationend", self.messages.faded)
        on(el("end-board"), "click", lambda e: self.dismiss_end())
        on(el("end-new"), "click", self.new_game_from_end)
        for button in document.querySelectorAll("[data-lang]"):
            on(button, "click", lambda e: language.switch(str(e.currentTarget.dataset.lang)))

    def start(self) -> None:
        """Listen, then start what the URL asks for (a new game, or a saved one to resume), or
        resume the last game, or show the set-up (saying what is wrong with the link, if
        anything: a game the page does not have, a seat that is none...)."""
        self.bind()
        query = str(window.location.search)
        try:
            game_in_query(query, self.game_titles)
            setup = parse_query(self.parts.game, query, random_seed())
            self.computers.pace_ms = query_pace(query)
        except SetupError as error:
            self.show_setup(_("The link asks for a game that cannot start: {why}").format(why=error))
            return
        if setup is not None:
            self.start_game(setup)
            if self.saves_last and not self.tabs.unsaved:
                # Saved: drop the query (but a chosen pace, the game, the language) so that a
                # reload resumes this game instead of dealing a new one. Unsaved (storage full
                # or none), the link stays: a reload deals the same game again.
                kept = [f"pace={self.computers.pace_ms}"] if "pace=" in query else []
                kept += [f"game={self.parts.game.key}"] if "game=" in query else []
                asked = i18n.asked_in(query)
                kept += [f"lang={asked}"] if asked else []  # a reload shows the language the link asked for
                kept += runtime_kept(query)
                keep = "?" + "&".join(kept) if kept else ""
                window.history.replaceState(None, "", str(window.location.pathname) + keep)
            return
        self.store.migrate_old_saves(time.time())  # saves of the older page: one record each
        asked = resume_asked(query) or replay_asked(query)  # a saved game chosen in another game's Games list
        if setup_asked(query):
            # chosen on another game's set-up screen: this game's set-up, over the game left at
            # its table (a play-test found that game's results instead, and no set-up)
            window.history.replaceState(None, "", str(window.location.pathname) + drop_resume(query))
            if not self.resume_current():
                self.render()  # no game at the table: the set-up is what the page shows
                self.setup.start_if_asked()
            elif self.session is not None and self.parts.is_over(self.session.state):
                self.new_game_from_end()
            else:
                self.show_setup()
            return
        if asked:
            window.history.replaceState(None, "", str(window.location.pathname) + drop_resume(query))
            entry = self.store.load(asked)
            if entry.ok and asked != resume_asked(query):  # to watch again, over the set-up screen
                assert entry.game is not None
                self.render()
                self.open_replay(entry.game.state, entry.game.players)
                return
            if entry.ok:
                self.resume(entry)
                return
            self.render()  # the set-up, with the Games list
            self.games.error(_("This game cannot be resumed: {why}").format(why=entry.error))
            return
        if self.resume_current():
            return
        self.render()
        self.setup.start_if_asked()  # Start, pressed on the loading screen's form

    def resume_current(self) -> bool:
        """Resume the game last played on this page, if there is one and it can be (else say
        why, and nothing is lost): whether a game is at the table now."""
        current = self.store.current()
        if current is not None:
            entry = self.store.load(current)
            if entry.ok:
                self.resume(entry)
                return True
            self.messages.show(
                _("The last game could not be resumed: {why}. Other saves are untouched.").format(why=entry.error)
            )
        return False

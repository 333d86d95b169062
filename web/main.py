"""The page: wires the DOM, the canvas and localStorage to the pure modules in charon_ui.

Everything that decides anything lives in charon_ui (tested under CPython); this module
only reads events, calls it, and writes the result back to the page. Text from players
(names, imported files) only ever goes into `textContent` or canvas text, never into HTML.
"""

import asyncio
import json
import time
import traceback

from js import Math, document, performance, window

_t_start = performance.now()  # the page's clock: where start-up time goes (see benchmarks/page_load.py)
from pyodide.ffi import JsException, create_once_callable, to_js

import browser_glue  # web/browser_glue.py: DOM listeners and the AI worker client, shared with embed.py
from browser_glue import is_null
from charon_ui import ai_seats, charts, layout, plans, replay_table, rules_help, shortcuts, stats, walkthrough
from charon_ui.describe import (
    area_explanation,
    card_text,
    final_summary,
    group_actions,
    prompt,
    table_summary,
    zone_explanation,
)
from charon_ui.render import draw
from charon_ui.saves import CHARON, DEFAULT_COLOURS
from charon_ui.session import Session, SetupError, parse_query, query_pace, seat_names, setup_from_form
from charon_ui.story import LogLine, filtered, round_recap
from charon_ui.theme import PLAYER_COLOUR_NAMES
from game.charon import EndTurn, IllegalAction, action_from_json, action_to_json, history, new_game_with_events, step
from game.charon import view as view_of
from game.charon.actions import END_TURN
from game.charon.board import GEM_KINDS, POSITION_ZONES
from game.charon.cards import CARD_VALUE
from game.charon.state import BUILD, KEEP_GEMS, STAKE, STOLEN_INTELLIGENCE
from shell.listing import entry_words
from shell.replay import Replay, ReplayUnavailable
from shell.storage import MemoryStorage, StorageFull
from shell.store import SaveStore, StaleSave
from shell.transfer import ImportRefused, export_text, import_text

ASK_END_TURN = "charon:ask-end-turn"  # "no": end a building turn without asking
ZOOM_BELOW_PX = 600  # a board drawn narrower than this zooms in on a tapped zone

_t_imported = performance.now()
UNDO_DELETE_SECONDS = 10  # how long a deleted game can be brought back


def on(element, event, handler):
    """Listen to a DOM event; a bug in the handler is reported on the page (and as a console
    error, which the browser tests catch)."""
    browser_glue.on(element, event, handler, report_bug)


def report_bug(error):
    window.console.error("Charon, Inc.: " + "".join(traceback.format_exception(error)))
    el("message-text").textContent = (
        f"Something went wrong ({type(error).__name__}: {error}). The game is "
        "saved after every action; reloading the page resumes it."
    )
    el("message-export").hidden = True
    el("message").hidden = False


def el(element_id):
    return document.getElementById(element_id)


def make(tag, text=None, **attrs):
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    for key, value in attrs.items():
        node.setAttribute(key.rstrip("_").replace("_", "-"), value)
    return node


class LocalStorage:
    """localStorage as shell.storage.Storage; a refused write (quota) becomes StorageFull."""

    def __init__(self, backend):
        self.backend = backend

    def get(self, key):
        value = self.backend.getItem(key)
        return None if is_null(value) else str(value)

    def set(self, key, value):
        try:
            self.backend.setItem(key, value)
        except JsException as error:
            raise StorageFull(str(error)) from None

    def remove(self, key):
        self.backend.removeItem(key)

    def keys(self):
        # key(i) is null if another tab removed a key meanwhile
        keys = (self.backend.key(i) for i in range(self.backend.length))
        return [str(key) for key in keys if not is_null(key)]


def ai_ready(ok: bool) -> None:
    window.charonAiReady = ok
    window.charonAiReadyAt = performance.now()


def ai_decided(data: dict) -> None:
    """Each decision's time in the worker, and when it thought on the page's clock: tests and
    benchmarks read them (tests look for long main-thread tasks in those spans)."""
    window.charonAiTimes.push(data["ms"])
    origin = performance.timeOrigin
    window.charonThinking.push(to_js([data["from"] - origin, data["to"] - origin]))


def open_storage():
    try:
        backend = window.localStorage  # throws where storage is blocked; null where it is disabled
        if is_null(backend):
            raise RuntimeError("no localStorage")
        backend.getItem("charon:probe")
        return LocalStorage(backend), ""
    except Exception:  # storage disabled by the browser: play on without saves
        if window.self != window.top:  # a frame on another site, with third-party storage blocked
            return MemoryStorage(), (
                "Saving is unavailable in this frame: this game will not be kept after a reload. "
                "Open the game in a tab of its own to save it."
            )
        return MemoryStorage(), "This browser does not allow saving here: the game will not be kept after a reload."


class Page:
    def __init__(self):
        storage, warning = open_storage()
        self.store = SaveStore(storage, CHARON)
        self.stale = False  # another tab played on (or deleted) this game: the notice is up
        self.unsaved = False  # this tab has moves that are not in storage
        self.last_delete = None  # (what was deleted, its title, the session it ended) while it can be undone
        self.session: Session | None = None
        self.hover = None
        self.cards = layout.Cards()
        self.end_dismissed = False
        self.keyboard_user = False  # playing with the keyboard: the focus stays in the action panel
        self.pointed = None  # the board position of the focused action button
        self.typed = ("", 0.0)  # a shortcut being typed (a zone number has two digits), and when
        self.zoom = None  # the zone zoomed in on (small touch screens)
        self.canvas = el("board")
        self.ai = browser_glue.AiWorker(on_ready=ai_ready, on_decision=ai_decided)
        self.ai_running = False
        self.pace_ms = ai_seats.DEFAULT_PACE_MS
        window.charonAiTimes = to_js([])  # each decision's time in the worker, ms
        window.charonThinking = to_js([])  # [start, end] of each decision in the worker, page clock
        self.log_shown = (None, 0)  # (what #log shows: log list and filter, lines of it shown)
        self.walking = False  # the claiming walk-through is on the board
        self.skip_walk = False
        self.recap = ""  # the round's recap, shown while its building phase lasts
        self.confirming_end = False  # the action panel asks before a turn ends with a card buildable
        self.chart = "score"  # the end screen's chart shown
        self.end_stats = (None, None)  # (GameStats, Players) of the end screen
        self.replay = None  # a game being watched again (shell.replay.Replay), over the current one
        self.replay_players = None
        self.replay_told: list = []  # each position's log lines
        self.replay_seat = None  # whose hand the replay shows (a finished game only)
        self.replay_playing = False
        if warning:
            self.message(warning)

    # ---- messages ------------------------------------------------------------------------
    def message(self, text, offer_export=False, info=False):
        el("message-text").textContent = text
        el("message-export").hidden = not offer_export
        el("message").classList.toggle("info", info)
        el("message").hidden = False

    def clear_message(self, *_):
        el("message").hidden = True

    # ---- games ---------------------------------------------------------------------------
    def start_game(self, setup):
        game_id = self.store.new_id(time.time())
        self.session = Session.new(game_id, setup.players, setup.seed)
        self.begin_new_save()
        el("setup").hidden = True
        self.render_and_play()

    def begin_new_save(self, imported=""):
        """The session's game is new to the storage: save it, and resume it on the next visit."""
        self.store.open_new(self.session.game_id, imported)
        self.end_dismissed, self.stale = False, False
        self.save()
        self.store.set_current(self.session.game_id)

    # ---- computer players ------------------------------------------------------------------
    def render_and_play(self):
        """Redraw, and let the computer players move if it is one's turn."""
        self.render()
        ready = self.session is not None and not self.stale
        if ready and self.session.ai_to_move() is not None and not self.ai_running:
            self.ai_running = True
            asyncio.ensure_future(self.play_computers())

    async def play_computers(self):
        """Computer moves one by one while it is a computer's turn: ask the worker, wait out
        the pace, apply through the checked `apply` and log it like a human's move."""
        try:
            while self.session is not None and not self.stale and self.session.ai_to_move() is not None:
                if self.replay is not None:  # the game waits while another is watched
                    await asyncio.sleep(0.25)
                    continue
                s, before = self.session, self.session.state
                # Let the browser show the last move first, so that the main thread is idle
                # while the bot thinks (a frame, or 100 ms when frames are paused: hidden tab).
                await after_paint()
                if self.session is not s or s.state is not before:
                    continue
                started = performance.now()
                try:
                    text = await self.ai.choose(s.ai_request())
                except Exception as error:  # noqa: BLE001 - the worker's failure, reported
                    self.message(f"The computer player could not decide ({error}). Reload the page to retry.")
                    return
                answered = performance.now()
                # Wait out the pace; always yield once, so that the move is shown in a task of its own.
                await asyncio.sleep(max(0.0, (self.pace_ms - (answered - started)) / 1000))
                if self.session is not s or s.state is not before:
                    continue  # another game was started or resumed meanwhile
                try:
                    s.act(action_from_json(json.loads(text)))
                except (IllegalAction, ValueError) as error:
                    self.message(f"The computer player chose an impossible move ({error}).")
                    return
                self.save()
                walk = self.begin_step()
                if walk:
                    await self.walk(walk)
                else:
                    self.render()
        except Exception as error:  # noqa: BLE001 - last line of defence, as in on()
            report_bug(error)
        finally:
            self.ai_running = False

    def resume(self, entry):
        game = entry.game
        self.store.open(entry)
        self.session = Session.resume(entry.game_id, game.state, game.players, game.log)
        self.end_dismissed, self.stale, self.unsaved = False, False, False
        self.recap = ""
        el("stale").hidden = True
        self.store.set_current(entry.game_id)
        el("setup").hidden = True
        self.render_and_play()

    def resume_saved(self, game_id):
        """Resume a game of the list, read afresh (another tab may have played it meanwhile)."""
        entry = self.store.load(game_id)
        if not entry.ok:
            self.render_saves()
            el("saves-error").textContent = f"This game cannot be resumed: {entry.error}"
            return
        self.resume(entry)

    def save(self):
        """Write the game after an action: whole, or not at all (then the player is told)."""
        s = self.session
        try:
            self.store.save(s.game_id, s.state, s.players, s.log_texts(), time.time())
        except StorageFull:
            self.unsaved = True
            self.message(
                "The browser's storage is full: this move could not be saved. The game goes on "
                "in this tab; export it to a file to keep it.",
                offer_export=True,
            )
            return
        except StaleSave as stale:
            self.unsaved = True
            self.show_stale(stale.deleted)
            return
        self.unsaved = False

    # ---- the same game in two tabs -------------------------------------------------------------
    def storage_changed(self, event):
        """Another tab (or window) wrote to the storage: if it was this game, this tab is out
        of date, and says so before the player makes a move that could not be saved."""
        key = event.key
        cleared = is_null(key)  # localStorage.clear()
        s = self.session
        if s is not None and not self.stale and (cleared or str(key) == self.store.record_key(s.game_id)):
            change = self.store.changed_elsewhere(s.game_id)
            if change:
                self.show_stale(change == "deleted")
        if not el("setup").hidden:
            self.render_saves()

    def show_stale(self, deleted):
        self.stale = True
        if deleted:
            text = "This game was deleted in another tab or window."
        else:
            text = "This game was played on in another tab or window: this tab is out of date."
        if self.unsaved:
            text += " This tab's last move could not be saved."
        el("stale-text").textContent = text
        el("stale-reload").hidden = deleted
        el("stale-copy").hidden = not (deleted or self.unsaved)
        el("stale").hidden = False
        (el("stale-copy") if deleted else el("stale-reload")).focus()

    def stale_reload(self, *_):
        """Take up the game as the other tab left it."""
        entry = self.store.load(self.session.game_id)
        el("stale").hidden = True
        if not entry.ok:
            self.stale = False
            self.session = None
            self.message(f"The game saved by the other tab cannot be loaded: {entry.error}")
            self.render()
            return
        self.resume(entry)

    def stale_copy(self, *_):
        """Keep this tab's game as a saved game of its own: nobody's moves are lost."""
        s = self.session
        imported = self.store.opened[s.game_id].imported if s.game_id in self.store.opened else ""
        s.game_id = self.store.new_id(time.time())
        el("stale").hidden = True
        self.begin_new_save(imported)
        if not self.unsaved:
            self.message("This tab's game is kept as a separate saved game: both are in the Games list.", info=True)
        self.render_and_play()

    def stale_close(self, *_):
        el("stale").hidden = True
        self.stale, self.session = False, None
        self.render()

    def act(self, *actions):
        """Apply the player's action(s) — several for a plan (trades, then a build); each is
        checked, and the first refused stops the rest."""
        if self.walking:
            return
        try:
            for action in actions:
                self.session.act(action)
        except IllegalAction as error:
            self.message(str(error))
        self.confirming_end = False
        if self.zoom is not None:  # back to the whole board after a move
            self.zoom, self.hover = None, None
            el("unzoom").hidden = True
        self.save()
        walk = self.begin_step()
        if walk:
            asyncio.ensure_future(self.walk_then_play(walk))
        else:
            self.render_and_play()

    def begin_step(self) -> list:
        """After an action: the recap, and the claiming walk's frames if the action set off
        claiming (none for those who prefer reduced motion). With frames to show, the page
        is put into walking mode (and redrawn) at once, so that no stale button stays."""
        s = self.session
        if s is None or s.last is None:
            return []
        before, events = s.last
        recap = round_recap(events, s.players.names)
        if recap:
            self.recap = recap
        elif any(e.type in ("round_started", "game_over") for e in events):
            self.recap = ""
        if not walkthrough.has_claiming(events) or reduced_motion():
            return []
        viewer_state, private = s.screen_view()
        frames = walkthrough.claiming_frames(view_of(before, viewer_state.viewer), events, s.players.names)
        self.walking, self.skip_walk = True, False
        document.body.dataset.walking = "1"
        self.render()  # the panel says the walk can be skipped; the board is the walk's
        return [(frame, private) for frame in frames]

    async def walk(self, frames):
        """Claiming walked through zone by zone, until its end or a click or key."""
        s = self.session
        try:
            for frame, private in frames:
                if self.skip_walk or self.session is not s:
                    break
                self.draw_frame(frame, private)
                await asyncio.sleep(frame.ms / 1000)
        finally:
            self.walking = False
            document.body.dataset.walking = ""
        self.render()

    async def walk_then_play(self, frames):
        try:
            await self.walk(frames)
            self.render_and_play()
        except Exception as error:  # noqa: BLE001 - as in on()
            report_bug(error)

    def draw_frame(self, frame, private):
        s = self.session
        hl = {"positions": set(), "areas": frame.areas, "cards": set()}
        hover = ("zone", frame.zone) if frame.zone is not None else None
        ops, _ = draw(frame.state, private, s.players.names, s.players.colours, hl, hover, "Claiming…")
        window.charonDraw(self.canvas, json.dumps(ops + frame.overlay), layout.WIDTH, layout.HEIGHT)

    def skip(self, *_):
        if self.walking:
            self.skip_walk = True

    def undo(self, *_):
        s = self.session
        if s is None or self.walking or not s.can_undo():
            return
        s.undo()
        self.save()
        self.render()
        button = document.querySelector("#actions button")
        if not is_null(button) and self.keyboard_user:
            button.focus()

    # ---- the rules ---------------------------------------------------------------------------
    def open_rules(self, section: str = ""):
        """The rules panel, at `section` (an id of rules_help.SECTIONS)."""
        body = el("rules-body")
        if not body.children.length:  # built the first time it is opened
            toc = el("rules-toc")
            for sec in rules_help.SECTIONS:
                link = make("a", sec.title, href=f"#rules-{sec.id}")
                toc.appendChild(link)
                body.appendChild(make("h3", sec.title, id=f"rules-{sec.id}"))
                for para in sec.paras:
                    p = make("p", class_="pinned" if para.pinned else "")
                    if para.pinned:
                        p.appendChild(make("span", "our reading", class_="pinned-mark"))
                    p.appendChild(document.createTextNode(para.text))
                    body.appendChild(p)
                if sec.id == "claiming":
                    body.appendChild(self.rules_examples())
        el("rules").hidden = False
        el("rules-close").focus()  # first: focusing scrolls the close button into view
        target = el(f"rules-{section}") if section else None
        if target is not None and not is_null(target):
            target.scrollIntoView()

    def rules_examples(self):
        figures = make("div", class_="rules-examples")
        for example in rules_help.EXAMPLES:
            figure = make("figure")
            canvas = make("canvas", width=str(rules_help.EXAMPLE_W), height=str(rules_help.EXAMPLE_H), role="img")
            canvas.setAttribute("aria-label", example.caption)
            figure.appendChild(canvas)
            figure.appendChild(make("figcaption", example.caption))
            figures.appendChild(figure)
            ops = rules_help.example_ops(example)
            window.charonDraw(canvas, json.dumps(ops), rules_help.EXAMPLE_W, rules_help.EXAMPLE_H)
        return figures

    def close_rules(self, *_):
        el("rules").hidden = True

    def phase_help(self, *_):
        phase = self.session.state.phase if self.session is not None else ""
        self.open_rules(rules_help.PHASE_SECTION.get(phase, ""))

    def key(self, event):
        if not el("rules").hidden:
            if event.key == "Escape":
                self.close_rules()
            return
        target = event.target
        typing = not is_null(target) and str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA")
        if event.key == "?" and not typing:
            event.preventDefault()
            self.phase_help()
            return
        if self.replay is not None:
            self.replay_key(event)
            return
        if event.key in ("Tab", "Enter", " ", "ArrowUp", "ArrowDown"):
            self.keyboard_user = True
        if self.walking and event.key not in ("Shift", "Control", "Alt", "Meta"):
            self.skip_walk = True
            event.preventDefault()
            return
        if event.key.lower() == "z" and (event.ctrlKey or event.metaKey) and not event.shiftKey:
            target = event.target
            if not is_null(target) and str(target.tagName) in ("INPUT", "TEXTAREA"):
                return  # the browser's own undo, in a text field
            event.preventDefault()
            self.undo()
            return
        self.shortcut(event)

    def shortcut(self, event):
        """A letter jumps to an action area's button, a zone number to its flag spots'."""
        target = event.target
        if event.ctrlKey or event.metaKey or event.altKey or len(str(event.key)) != 1:
            return
        if not is_null(target) and str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return
        key, now = str(event.key).lower(), performance.now()
        typed, when = self.typed
        typed = typed + key if key.isdigit() and typed.isdigit() and now - when < 900 else key
        self.typed = (typed, now)
        legal = self.session.legal() if self.session is not None else []
        action = shortcuts.target(typed, legal)
        if action is None and len(typed) > 1:
            action = shortcuts.target(key, legal)
        if action is not None:
            button = document.querySelector(f"#actions button[data-action='{json.dumps(action_to_json(action))}']")
            if not is_null(button):
                self.keyboard_user = True
                button.focus()
                event.preventDefault()

    def panel_focus(self, event):
        """A focused flag button lights its spot on the board."""
        button = None if is_null(event.target) else event.target.closest("button[data-action]")
        spot = None
        if not is_null(button) and event.type == "focusin":
            try:
                spot = shortcuts.spot(action_from_json(json.loads(button.dataset.action)))
            except (IllegalAction, ValueError):
                spot = None
        if spot != self.pointed:
            self.pointed = spot
            if self.session is not None and not self.walking and self.replay is None:
                self.draw_board()

    # ---- drawing -------------------------------------------------------------------------
    def render(self):
        if self.replay is not None:
            self.render_replay()
            return
        s = self.session
        if s is None:
            el("app").hidden = True
            self.show_setup()
            return
        el("app").hidden = False
        body = document.body.dataset
        body.phase = s.state.phase
        body.round = str(s.state.round)
        body.toMove = "" if s.to_move is None else str(s.to_move)
        if not self.walking:
            self.draw_board()
            # Kept for the next visit's first second (web/draw.js), unless it shows a hot-seat hand.
            window.charonKeepFrame(self.canvas, s.sole_human is not None or not s.screen_view()[1])
        handoff = s.needs_handoff()
        el("handoff").hidden = handoff is None
        if handoff is not None:
            el("handoff-name").textContent = s.players.names[handoff]
            el("handoff-name2").textContent = s.players.names[handoff]
            el("handoff-continue").focus()
        names = s.players.names
        thinking = s.thinking_text()
        body.thinking = "1" if thinking else ""
        el("prompt").classList.toggle("thinking", bool(thinking))
        if self.walking:
            el("prompt").textContent = "Claiming: each zone goes to the player with most influence…"
        elif thinking:
            el("prompt").textContent = thinking
        else:
            el("prompt").textContent = prompt(s.state, names) if handoff is None else f"Waiting for {names[handoff]}."
        el("skip-btn").hidden = not self.walking
        undo = el("undo-btn")
        undo.hidden = self.walking or not s.can_undo()
        undo.textContent = s.undo_label()
        el("recap").hidden = not self.recap or self.walking
        el("recap-text").textContent = self.recap
        keys = el("keys-help")
        keys.hidden = self.walking or s.state.phase not in (STAKE, STOLEN_INTELLIGENCE) or not s.legal()
        keys.textContent = shortcuts.HELP
        focused = document.activeElement  # null when nothing has the focus
        focus_in_panel = not is_null(focused) and not is_null(focused.closest("#actions"))
        self.render_actions()
        if focus_in_panel or (handoff is None and self.keyboard_user):
            first = document.querySelector("#actions button")
            if not is_null(first):  # keyboard play: keep the focus in the action panel after each action
                first.focus()
        self.log_filter_options(s.players.names)
        self.render_log()
        state, private = s.screen_view()
        summary = el("summary")
        summary.replaceChildren()
        for line in table_summary(state, names, private):
            summary.appendChild(make("li", line))
        over = s.state.is_over
        end_open = over and not self.end_dismissed
        el("results-btn").hidden = not over or end_open
        if end_open and el("end").hidden:  # filled when it opens: the statistics replay the game
            self.render_end()
        el("end").hidden = not end_open

    def draw_board(self):
        s = self.session
        state, private = s.screen_view()
        names = s.players.names
        hl = s.highlights()
        status = s.thinking_text(short=True) or (
            "" if s.to_move is None or private or s.sole_human is not None else f"waiting for {names[s.to_move]}"
        )
        recent = s.recent_positions(state.viewer) if private or s.sole_human is not None else frozenset()
        ops, self.cards = draw(state, private, names, s.players.colours, hl, self.hover, status, recent, self.pointed)
        view = self.view()
        window.charonDraw(
            self.canvas, json.dumps(ops), layout.WIDTH, layout.HEIGHT, None if view is None else to_js(list(view))
        )

    def render_actions(self):
        box = el("actions")
        box.replaceChildren()
        s = self.session
        actions = [] if self.walking else s.legal()
        if not actions:
            return
        if self.confirming_end:
            self.render_end_turn_question(box)
            return
        useful: set = set()
        if s.state.phase == BUILD:
            useful = self.render_outlooks(box)
        elif s.state.phase == KEEP_GEMS:
            self.render_keep_gems(box)
        groups = group_actions(actions, s.state, useful)
        for title, items in groups:
            folded = title.startswith(("Trade", "Synchrotron"))
            if folded:
                holder = make("details")
                holder.appendChild(make("summary", f"{title} ({len(items)})"))
            else:
                holder = make("div")
                holder.appendChild(make("h3", title))
            for label, action in items:
                button = make("button", label, type="button")
                button.dataset.action = json.dumps(action_to_json(action))
                holder.appendChild(button)
            box.appendChild(holder)

    def render_log(self):
        """The whole log (what this screen may show), filtered by player and round."""
        s = self.session
        self.show_log(s.visible_log(), (id(s.log), s.reader()))

    def show_log(self, lines, source):
        """Show `lines` (from `source`: a log and who reads it) in #log, through the filter.
        New lines are appended; the list is rebuilt only when the filter or the source
        changes or the log shrank (after an undo): rebuilding costs the main thread more
        than a move."""
        who, rnd = el("log-player").value, el("log-round").value
        lines = filtered(lines, int(who) if who else None, int(rnd) if rnd else None)
        key = (source, who, rnd)
        shown_key, shown = self.log_shown
        log = el("log")
        if shown_key != key or shown > len(lines) or log.children.length != shown:
            log.replaceChildren()
            shown = 0
        elif shown and log.lastElementChild.textContent != lines[shown - 1].text:
            log.lastElementChild.textContent = lines[shown - 1].text  # a run of returned gems grew
        for line in lines[shown:]:
            log.appendChild(log_item(line))
        self.log_shown = (key, len(lines))
        log.scrollTop = log.scrollHeight

    def log_filter_options(self, names):
        """The log's player filter lists this game's players."""
        select = el("log-player")
        if [str(o.textContent) for o in select.options][1:] != names:
            select.replaceChildren(make("option", "All players", value=""))
            for i, name in enumerate(names):
                select.appendChild(make("option", name, value=str(i)))

    def render_end(self, state=None, players=None, game_stats=None):
        """The end screen of the current game (or of the game being replayed): scores, the
        tie-break, where the viewer came, charts by round and each player's game."""
        s = self.session
        state, players = state or s.state, players or s.players
        summary = final_summary(state, players.names)
        if game_stats is None and state.history is not None:
            game_stats = stats.stats_of(state)
        self.end_stats = (game_stats, players)
        el("end-stats").hidden = game_stats is None
        human = ai_seats.humans(players.seats)
        placement = el("end-placement")
        placement.hidden = game_stats is None or len(human) != 1 or self.replay is not None
        if not placement.hidden:
            placement.textContent = stats.placement_words(game_stats, human[0], players.names)
        if game_stats is not None:
            self.draw_chart(self.chart)
            box = el("end-players")
            box.replaceChildren()
            for p in game_stats.ranking:
                details = make("details")
                details.appendChild(make("summary", players.names[p]))
                items = make("ul")
                for line in stats.player_lines(game_stats, p, players.names):
                    items.appendChild(make("li", line))
                details.appendChild(items)
                box.appendChild(details)
        el("end-title").textContent = summary["headline"]
        body = el("end-scores").querySelector("tbody")
        body.replaceChildren()
        for p in summary["ranking"]:
            row = make("tr")
            if p in summary["winners"]:
                row.className = "winner"
            built = sorted((CARD_VALUE[c] for c in state.players[p].built), reverse=True)
            for text in (players.names[p], str(summary["scores"][p]), ", ".join(map(str, built)) or "none"):
                row.appendChild(make("td", text))
            body.appendChild(row)
        words = stats.tie_break_words(game_stats, players.names) if game_stats is not None else summary["tie_break"]
        el("end-tiebreak").textContent = words

    def draw_chart(self, which: str):
        """One of the end screen's charts, drawn by the same display-list painter as the board."""
        game_stats, players = self.end_stats
        if game_stats is None:
            return
        self.chart = which
        for tab in document.querySelectorAll("#end-chart-tabs button"):
            tab.setAttribute("aria-selected", "true" if tab.dataset.chart == which else "false")
        width, height = (360, 260) if window.innerWidth < 600 else (640, 300)
        draw_chart = {"score": charts.score_chart, "gems": charts.gems_chart, "wins": charts.wins_chart}[which]
        ops = draw_chart(game_stats, players.names, players.colours, width, height)
        canvas = el("end-chart")
        canvas.setAttribute(
            "aria-label", str(document.querySelector(f"#end-chart-tabs [data-chart='{which}']").textContent)
        )
        window.charonDraw(canvas, json.dumps(ops), width, height)

    def chart_click(self, event):
        tab = event.target.closest("button[data-chart]")
        if not is_null(tab):
            self.draw_chart(str(tab.dataset.chart))

    def show_results(self, *_):
        self.end_dismissed = False
        self.render()

    # ---- set-up screen and saves -------------------------------------------------------------
    def show_setup(self, error=""):
        el("setup").hidden = False
        el("setup-close").hidden = self.session is None
        el("setup-error").textContent = error
        if not el("setup-players").children.length:
            self.setup_rows()
        self.render_saves()
        el("saves-error").textContent = ""

    def setup_rows(self, *_):
        n = int(el("setup-count").value)
        box = el("setup-players")
        old = [
            (
                row.querySelector("input").value,
                row.querySelector("select.colour").value,
                row.querySelector("select.seat-kind").value,
            )
            for row in box.children
        ]
        box.replaceChildren()
        for i in range(n):
            row = make("div", class_="seat")
            name = make("input", type="text", maxlength="24", value=old[i][0] if i < len(old) else f"Player {i + 1}")
            name.setAttribute("aria-label", f"Name of player {i + 1}")
            colour = make("select", class_="colour")
            colour.setAttribute("aria-label", f"Colour of player {i + 1}")
            for c in DEFAULT_COLOURS:
                colour.appendChild(make("option", PLAYER_COLOUR_NAMES[c], value=c))
            colour.value = old[i][1] if i < len(old) else DEFAULT_COLOURS[i]
            kind = make("select", class_="seat-kind")
            kind.setAttribute("aria-label", f"Who plays seat {i + 1}")
            kind.appendChild(make("option", "Human", value=ai_seats.HUMAN))
            for level in ai_seats.LEVELS:
                kind.appendChild(make("option", f"Computer: {level}", value=f"ai:{level}"))
            # By default one human against computer players (easy ones: a fair first game).
            kind.value = old[i][2] if i < len(old) else (ai_seats.HUMAN if i == 0 else "ai:easy")
            row.appendChild(make("span", f"{i + 1}."))
            row.appendChild(name)
            row.appendChild(colour)
            row.appendChild(kind)
            box.appendChild(row)

    def submit_setup(self, event):
        event.preventDefault()
        rows = list(el("setup-players").children)
        names = [r.querySelector("input").value for r in rows]
        colours = [r.querySelector("select.colour").value for r in rows]
        seats = [r.querySelector("select.seat-kind").value for r in rows]
        try:
            setup = setup_from_form(names, colours, el("setup-seed").value, random_seed(), seats)
        except SetupError as error:
            el("setup-error").textContent = str(error)
            return
        self.start_game(setup)

    def render_saves(self):
        """The Games list: who plays, how far, when; the current game marked; damaged saves
        listed with the reason (delete only); a deleted game can be brought back for a while."""
        box = el("saves")
        box.replaceChildren()
        now = time.time()
        current = self.session.game_id if self.session is not None else self.store.current()
        if self.last_delete is not None:
            item = make("li", class_="undo")
            item.appendChild(make("span", f"Deleted “{self.last_delete[1]}”. "))
            undo = make("button", "Undo", type="button")
            on(undo, "click", lambda e: self.undo_delete())
            item.appendChild(undo)
            box.appendChild(item)
        entries = self.store.entries()
        if not entries and self.last_delete is None:
            box.appendChild(make("li", "No saved games yet.", class_="muted"))
        for entry in entries:
            words = entry_words(CHARON, entry, now, current)
            item = make("li")
            item.dataset.game = entry.game_id
            title = make("div", class_="save-title")
            title.appendChild(make("strong", words.title))
            if words.current:
                item.classList.add("current")
                title.appendChild(make("span", "current game", class_="badge"))
            item.appendChild(title)
            item.appendChild(make("div", words.detail, class_="muted" if entry.ok else "error"))
            buttons = make("div", class_="save-buttons")
            if entry.ok:
                resume = make("button", "Resume", type="button")
                on(resume, "click", lambda e, gid=entry.game_id: self.resume_saved(gid))
                export = make("button", "Export", type="button", title="A complete save: it shows every hand")
                game = entry.game
                on(export, "click", lambda e, g=game: self.download(g.state, g.players, g.log))
                buttons.appendChild(resume)
                if game.state.history is not None:  # saved with its history: it can be watched again
                    replay = make("button", "Replay", type="button")
                    on(replay, "click", lambda e, g=game: self.open_replay(g.state, g.players))
                    buttons.appendChild(replay)
                buttons.appendChild(export)
            else:
                item.classList.add("broken")
            delete = make("button", "Delete", type="button")
            on(delete, "click", lambda e, gid=entry.game_id, title=words.title: self.delete(gid, title))
            buttons.appendChild(delete)
            item.appendChild(buttons)
            box.appendChild(item)

    def delete(self, game_id, title):
        """Delete at once, with an Undo in the list for a few seconds."""
        deleted = self.store.delete(game_id)
        ended = None
        if self.session is not None and self.session.game_id == game_id:
            ended, self.session = self.session, None
        self.last_delete = (deleted, title, ended)
        window.setTimeout(create_once_callable(lambda: self.forget_undo(deleted)), UNDO_DELETE_SECONDS * 1000)
        self.render_saves()
        el("setup-close").hidden = self.session is None

    def undo_delete(self):
        deleted, _, ended = self.last_delete
        self.last_delete = None
        try:
            self.store.restore(deleted)
        except StorageFull:
            el("saves-error").textContent = "The game could not be put back: the browser's storage is full."
            return
        if ended is not None and self.session is None:
            self.session = ended
            self.store.open(self.store.load(deleted.game_id))
        self.render_saves()
        el("setup-close").hidden = self.session is None

    def forget_undo(self, deleted):
        if self.last_delete is not None and self.last_delete[0] is deleted:
            self.last_delete = None
            if not el("setup").hidden:
                self.render_saves()

    def download(self, state, players, log):
        stamp = time.strftime("%Y%m%d-%H%M", time.localtime())
        window.charonDownload(f"charon-{stamp}.json", export_text(CHARON, state, players, log))
        self.message(
            "Exported. The file is a complete save: it shows every player's hand and the cards to come, "
            "so share it only with people who may see everything.",
            info=True,
        )

    def export_current(self, *_):
        if self.session is not None:
            s = self.session
            self.download(s.state, s.players, s.log_texts())

    async def import_file(self, event):
        files = event.target.files
        if not files.length:
            return
        text = await files.item(0).text()
        event.target.value = ""
        try:
            imported = import_text(CHARON, str(text))
        except ImportRefused as error:
            el("saves-error").textContent = f"Import refused: {error}"
            return
        copy = self.store.find_copy(imported.fingerprint)
        if copy is not None:
            words = entry_words(CHARON, copy, time.time(), None)
            el(
                "saves-error"
            ).textContent = (
                f"This file is already in your saved games: “{words.title}” ({words.detail}). Nothing was imported."
            )
            return
        el("saves-error").textContent = ""
        self.session = Session.resume(self.store.new_id(time.time()), imported.state, imported.players, imported.log)
        self.session.log.append(LogLine("Game imported from a file.", imported.state.round, kind="new_game"))
        self.begin_new_save(imported.fingerprint)
        el("setup").hidden = True
        self.render_and_play()

    # ---- board events --------------------------------------------------------------------------
    def board_point(self, event):
        rect = self.canvas.getBoundingClientRect()
        x = (event.clientX - rect.left) * layout.WIDTH / rect.width
        y = (event.clientY - rect.top) * layout.HEIGHT / rect.height
        return x, y

    def zoomable(self) -> bool:
        """On a small screen the board's flag spots are too small for a finger: a tap on a
        zone zooms in on it first."""
        return float(self.canvas.getBoundingClientRect().width) < ZOOM_BELOW_PX

    def view(self):
        return layout.zoom_view(self.zoom) if self.zoom is not None else None

    def set_zoom(self, zone):
        self.zoom = zone
        self.hover = None if zone is None else ("zone", zone)
        el("unzoom").hidden = zone is None
        self.draw_board()

    def board_click(self, event):
        if self.replay is not None:
            return
        if self.walking:
            self.skip_walk = True
            return
        if self.session is None:
            return
        el("tooltip").hidden = True  # a tooltip opened by a tap closes on the next tap
        x, y = layout.unzoomed(*self.board_point(event), self.view())
        target = layout.hit_test(x, y, self.cards)
        action, hint = self.session.click(target)
        if self.zoomable() and self.zoom is None and target is not None and target[0] in ("zone", "position"):
            zone = target[1] if target[0] == "zone" else POSITION_ZONES[target[1]][0]
            self.set_zoom(zone)  # first a closer look; the next tap chooses the spot
            return
        if action is not None:
            if self.zoom is not None:
                self.set_zoom(None)
            self.act(action)
        elif hint:
            self.message(sentence(hint) + ".")
        elif self.zoom is not None:
            self.set_zoom(None)  # a tap on nothing to do: back to the whole board

    def board_move(self, event):
        if self.session is None or self.replay is not None or self.walking or self.zoom is not None:
            return
        x, y = self.board_point(event)
        target = layout.hit_test(x, y, self.cards)
        tip = el("tooltip")
        if target is not None and target[0] == "position":
            zone_target = ("zone", POSITION_ZONES[target[1]][0])
        else:
            zone_target = target
        words = ""
        if zone_target is not None and zone_target[0] == "zone":
            words = zone_explanation(self.session.state, zone_target[1], self.session.players.names)
        elif target is not None and target[0] == "area":
            words = area_explanation(self.session.state, target[1])
        if words:
            tip.textContent = words
            tip.hidden = False
            table = el("table").getBoundingClientRect()
            tip.style.left = f"{min(event.clientX - table.left + 14, table.width - 330)}px"
            tip.style.top = f"{event.clientY - table.top + 14}px"
        else:
            tip.hidden = True
        if zone_target != self.hover:
            self.hover = zone_target
            self.draw_board()
        self.canvas.style.cursor = "pointer" if self.session.click(target)[0] is not None else "default"

    def board_leave(self, event):
        el("tooltip").hidden = True
        if self.hover is not None and self.replay is None and not self.walking:
            self.hover = None
            self.draw_board()

    def render_outlooks(self, box) -> set:
        """The building turn: each card in hand and in the row, buildable now, by a plan
        (one click), or out of reach and why. Returns the trades the plans use."""
        holder = make("div", class_="outlooks")
        holder.appendChild(make("h3", "Your cards"))
        useful = set()
        for o in plans.outlooks(self.session.state):
            where = " (row)" if o.from_row else ""
            if o.now:
                holder.appendChild(make("p", f"{sentence(card_text(o.card))}{where}: can be built now.", class_="now"))
            elif o.steps:
                button = make("button", plans.plan_label(o.steps) + where, type="button", class_="plan")
                button.dataset.plan = json.dumps([action_to_json(a) for a in o.steps])
                holder.appendChild(button)
                useful.update(o.steps[:-1])
            else:
                holder.appendChild(make("p", f"{sentence(card_text(o.card))}{where}: {o.why_not}.", class_="out"))
        box.appendChild(holder)
        return useful

    def render_keep_gems(self, box):
        """The round's end, over the gem limit: one decision, which gems to keep."""
        state = self.session.state
        limit = plans.keep_limit(state)
        holder = make("div", class_="keep-gems")
        kind = plans.only_kind(state)
        gems = state.players[state.mover].gems
        if kind is not None:
            extra = gems[kind] - limit
            holder.appendChild(make("h3", "Return gems"))
            button = make("button", f"Return {extra} {kind} (all your gems are {kind})", type="button", class_="plan")
            button.dataset.plan = json.dumps([action_to_json(a) for a in plans.returns_for(state, {kind: limit})])
            holder.appendChild(button)
            box.appendChild(holder)
            return
        holder.appendChild(make("h3", f"Keep {limit} gems"))
        for g in GEM_KINDS:
            if gems[g]:
                label = make("label", f"{g} (of {gems[g]}) ")
                field = make("input", type="number", min="0", max=str(gems[g]), value="0")
                field.dataset.gem = g
                label.appendChild(field)
                holder.appendChild(label)
        keep = make("button", "Keep these, return the rest", type="button", class_="keep")
        holder.appendChild(keep)
        holder.appendChild(make("p", "", class_="error", role="alert"))
        box.appendChild(holder)

    def keep_gems(self, button):
        holder = button.closest(".keep-gems")
        keep = {str(f.dataset.gem): int(f.value or 0) for f in holder.querySelectorAll("input[data-gem]")}
        try:
            returns = plans.returns_for(self.session.state, keep)
        except ValueError as error:
            holder.querySelector(".error").textContent = sentence(str(error)) + "."
            return
        self.act(*returns)

    def render_end_turn_question(self, box):
        cards = ", ".join(card_text(c) for c in plans.unbuilt_affordable(self.session.state))
        holder = make("div", class_="confirm", role="group")
        holder.appendChild(make("p", f"You can still build {cards}. End your building turn anyway?"))
        end = make("button", "End my turn", type="button", class_="confirm-end")
        end.dataset.action = json.dumps(action_to_json(END_TURN))
        holder.appendChild(end)
        holder.appendChild(make("button", "Back to building", type="button", class_="confirm-back"))
        label = make("label", " Don't ask again")
        label.prepend(make("input", type="checkbox", class_="never-ask"))
        holder.appendChild(label)
        box.appendChild(holder)
        end.focus()

    def action_click(self, event):
        # A click on a group's heading or summary, or between buttons, is on no action button.
        target = event.target
        if self.session is None:
            return
        for selector, handler in (
            ("button[data-plan]", self.plan_click),
            ("button.keep", self.keep_gems),
            ("button.confirm-back", self.end_turn_back),
        ):
            found = target.closest(selector)
            if not is_null(found):
                handler(found)
                return
        button = target.closest("button[data-action]")
        if is_null(button):
            return
        try:
            action = action_from_json(json.loads(button.dataset.action))
        except (IllegalAction, ValueError) as error:
            self.message(str(error))
            return
        if button.classList.contains("confirm-end"):
            never = el("actions").querySelector(".never-ask")
            if not is_null(never) and never.checked:
                self.store.storage.set(ASK_END_TURN, "no")
        elif isinstance(action, EndTurn) and self.ask_before_ending():
            self.confirming_end = True
            self.render_actions()
            return
        self.act(action)

    def ask_before_ending(self) -> bool:
        """Ending a building turn with a card still buildable asks first (unless told not to)."""
        return self.store.storage.get(ASK_END_TURN) != "no" and bool(plans.unbuilt_affordable(self.session.state))

    def end_turn_back(self, _button):
        self.confirming_end = False
        self.render_actions()

    def plan_click(self, button):
        try:
            steps = [action_from_json(a) for a in json.loads(button.dataset.plan)]
        except (IllegalAction, ValueError) as error:
            self.message(str(error))
            return
        self.act(*steps)

    def handoff_continue(self, event=None):
        # detail == 0: the button was pressed with the keyboard (Enter/Space), not clicked.
        self.keyboard_user = bool(event is not None and event.detail == 0)
        self.session.confirm_handoff()
        self.render()

    # ---- start -----------------------------------------------------------------------------------
    def start(self):
        on(el("actions"), "click", self.action_click)
        on(el("undo-btn"), "click", self.undo)
        on(el("unzoom"), "click", lambda e: self.set_zoom(None))
        on(el("rules-btn"), "click", lambda e: self.open_rules())
        on(el("rules-close"), "click", self.close_rules)
        on(el("prompt-help"), "click", self.phase_help)
        on(el("actions"), "focusin", self.panel_focus)
        on(el("actions"), "focusout", self.panel_focus)
        on(document, "pointerdown", lambda e: setattr(self, "keyboard_user", False))
        on(el("skip-btn"), "click", self.skip)
        on(el("recap-close"), "click", lambda e: (setattr(self, "recap", ""), self.render()))
        on(el("log-player"), "change", lambda e: self.render_log())
        on(el("log-round"), "change", lambda e: self.render_log())
        on(document, "keydown", self.key)
        on(el("end-replay"), "click", self.replay_from_end)
        on(el("end-chart-tabs"), "click", self.chart_click)
        on(el("results-btn"), "click", self.show_results)
        on(el("replay-close"), "click", self.close_replay)
        on(el("replay-play"), "click", self.replay_toggle)
        for how, button in (
            ("start", "replay-start"),
            ("back", "replay-back"),
            ("forward", "replay-forward"),
            ("end", "replay-end"),
            ("previous", "replay-prev-chapter"),
            ("next", "replay-next-chapter"),
        ):
            on(el(button), "click", lambda e, how=how: self.replay_move(how))
        on(el("replay-slider"), "input", self.replay_slide)
        on(el("replay-chapter"), "change", self.replay_chapter)
        on(
            el("replay-speed"),
            "change",
            lambda e: self.replay and self.replay.set_speed(float(el("replay-speed").value)),
        )
        on(el("replay-seat"), "change", self.replay_choose_seat)
        on(self.canvas, "click", self.board_click)
        on(self.canvas, "mousemove", self.board_move)
        on(self.canvas, "mouseleave", self.board_leave)
        on(el("handoff-continue"), "click", self.handoff_continue)
        on(el("setup-count"), "change", self.setup_rows)
        on(el("setup-form"), "submit", self.submit_setup)
        on(el("import-file"), "change", self.import_file)
        on(el("menu-btn"), "click", lambda e: self.show_setup())
        on(el("new-btn"), "click", lambda e: self.show_setup())
        on(el("setup-close"), "click", lambda e: setattr(el("setup"), "hidden", True))
        on(el("export-btn"), "click", self.export_current)
        on(el("message-export"), "click", self.export_current)
        on(el("message-close"), "click", self.clear_message)
        on(window, "storage", self.storage_changed)
        on(el("stale-reload"), "click", self.stale_reload)
        on(el("stale-copy"), "click", self.stale_copy)
        on(el("stale-close"), "click", self.stale_close)
        on(el("end-board"), "click", lambda e: self.dismiss_end())
        on(el("end-new"), "click", lambda e: (self.dismiss_end(), self.show_setup()))  # the set-up above the scores
        query = str(window.location.search)
        try:
            setup = parse_query(query, random_seed())
            self.pace_ms = query_pace(query)
        except SetupError as error:
            self.show_setup(f"The link asks for a game that cannot start: {error}")
            return
        if setup is not None:
            # Drop the query (but a chosen pace) so that a reload resumes this game instead of
            # starting a new one.
            keep = f"?pace={self.pace_ms}" if "pace=" in query else ""
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
            self.message(f"The last game could not be resumed: {entry.error}. Other saves are untouched.")
        self.render()

    def dismiss_end(self):
        self.end_dismissed = True
        el("end").hidden = True
        el("results-btn").hidden = self.session is None or not self.session.state.is_over

    # ---- replay ------------------------------------------------------------------------------
    def open_replay(self, state, players):
        """Watch `state`'s game again from its start (the current game stays as it is)."""
        try:
            self.replay = Replay(
                new_game_with_events, step, replay_table.chapter, state.num_players, state.seed, history(state)
            )
        except (ValueError, ReplayUnavailable):
            self.message("This game was saved without its history, so it cannot be replayed.")
            return
        r = self.replay
        self.replay_players = players
        self.replay_told = replay_table.step_lines(r.states, r.events, players.names, seat_names(players))
        self.replay_seat = None
        self.replay_playing = False
        chapters = el("replay-chapter")
        chapters.replaceChildren()
        for i, c in enumerate(r.chapters):
            chapters.appendChild(make("option", replay_table.chapter_title(c.key), value=str(i)))
        seats = el("replay-seat")
        seats.replaceChildren(make("option", "Public table (no hands)", value=""))
        over = r.states[-1].is_over
        for i, name in enumerate(players.names):
            option = make("option", f"{name}'s hand" if over else f"{name}'s hand (after the game)", value=str(i))
            option.disabled = not over
            seats.appendChild(option)
        el("replay-slider").max = str(r.last)
        el("end").hidden = True
        el("setup").hidden = True
        document.body.dataset.replay = "1"
        self.render()

    def close_replay(self, *_):
        self.replay = None
        self.replay_playing = False
        document.body.dataset.replay = ""
        el("replay-bar").hidden = True
        self.log_shown = (None, 0)
        self.render_and_play()

    def render_replay(self):
        r, players = self.replay, self.replay_players
        el("app").hidden = False
        el("replay-bar").hidden = False
        el("handoff").hidden = True
        over = r.states[-1].is_over
        seen, private = replay_table.seen_from(r.state, self.replay_seat, over)
        status = f"Replay {r.position}/{r.last}"
        ops, self.cards = draw(seen, private, players.names, players.colours, None, None, status)
        window.charonDraw(self.canvas, json.dumps(ops), layout.WIDTH, layout.HEIGHT)
        title = replay_table.chapter_title(replay_table.chapter(r.state))
        el("prompt").textContent = f"Replay: step {r.position} of {r.last} · {title}"
        el("replay-slider").value = str(r.position)
        el("replay-chapter").value = str(r.chapters.index(r.chapter_at()))
        play = el("replay-play")
        play.textContent = "⏸ Pause" if self.replay_playing else "▶ Play"
        play.setAttribute("aria-label", "Pause" if self.replay_playing else "Play")
        self.log_filter_options(players.names)
        seat = self.replay_seat if over else None
        self.show_log(replay_table.log_upto(self.replay_told, r.position, seat), ("replay", r.position, seat))
        summary = el("summary")
        summary.replaceChildren()
        for line in table_summary(seen, players.names, private):
            summary.appendChild(make("li", line))
        el("skip-btn").hidden = el("undo-btn").hidden = True

    def replay_move(self, how):
        """A replay control: 'start', 'back', 'forward', 'end', 'previous', 'next'."""
        r = self.replay
        if r is None:
            return
        {
            "start": lambda: r.go(0),
            "back": r.back,
            "forward": r.forward,
            "end": lambda: r.go(r.last),
            "previous": r.previous_chapter,
            "next": r.next_chapter,
        }[how]()
        self.render()
        if how == "end":
            self.replay_finished()

    def replay_finished(self):
        r = self.replay
        if r.position == r.last and r.state.is_over:
            self.render_end(r.state, self.replay_players, stats.stats_from_steps(r.states, r.events))
            el("end").hidden = False

    def replay_from_end(self, *_):
        """Watch the replay of the game the end screen shows (the current one, or one replayed)."""
        if self.replay is not None:
            self.replay.go(0)
            el("end").hidden = True
            self.render()
        else:
            self.open_replay(self.session.state, self.session.players)

    def replay_toggle(self, *_):
        if self.replay is None:
            return
        self.replay_playing = not self.replay_playing
        if self.replay_playing:
            if self.replay.position == self.replay.last:
                self.replay.go(0)
            asyncio.ensure_future(self.play_replay(self.replay))
        self.render()

    async def play_replay(self, r):
        try:
            while self.replay is r and self.replay_playing:
                await asyncio.sleep(r.delay_ms() / 1000)
                if self.replay is not r or not self.replay_playing:
                    return
                if not r.forward():
                    self.replay_playing = False
                    self.render()
                    self.replay_finished()
                    return
                self.render()
        except Exception as error:  # noqa: BLE001 - as in on()
            report_bug(error)

    def replay_slide(self, *_):
        if self.replay is not None:
            self.replay.go(int(el("replay-slider").value))
            self.render()

    def replay_chapter(self, *_):
        if self.replay is not None:
            self.replay.go(self.replay.chapters[int(el("replay-chapter").value)].index)
            self.render()

    def replay_choose_seat(self, *_):
        value = el("replay-seat").value
        self.replay_seat = int(value) if value else None
        self.render()

    def replay_key(self, event):
        """Arrows step, Space plays or pauses, Home/End and Page Up/Down jump."""
        target = event.target
        if not is_null(target) and str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return False
        how = {
            "ArrowLeft": "back",
            "ArrowRight": "forward",
            "Home": "start",
            "End": "end",
            "PageUp": "previous",
            "PageDown": "next",
        }.get(event.key)
        if how:
            self.replay_move(how)
        elif event.key == " ":
            self.replay_toggle()
        elif event.key == "Escape":
            self.close_replay()
        else:
            return False
        event.preventDefault()
        return True


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def log_item(line: LogLine):
    item = make("li", line.text)
    if line.kind in ("round_started", "new_game", "game_over"):
        item.className = "heading"
    elif line.audience is not None:
        item.className = "private"
        item.title = "Only you see this line."
    return item


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


async def after_paint():
    """Resolve once the browser has had a chance to paint: after the next animation frame, or
    after 100 ms if frames are paused (a hidden tab), whichever comes first."""
    future = asyncio.get_event_loop().create_future()

    def done(*_):
        if not future.done():
            future.set_result(None)

    window.requestAnimationFrame(create_once_callable(lambda *_: window.setTimeout(create_once_callable(done), 0)))
    window.setTimeout(create_once_callable(done), 100)
    await future


def random_seed():
    return int(Math.random() * 2_000_000_000)


page = Page()
try:
    page.start()
finally:
    window.charonTimings = json.dumps(
        {"python_started": _t_start, "imports_done": _t_imported, "board_drawn": performance.now()}
    )
    window.charonLoaded()

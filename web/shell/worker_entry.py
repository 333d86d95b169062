"""The page's Python in a worker (docs/worker-page.md): web/page_worker.js hands every message
from web/painter.js to `receive`. `start` builds the worker's screen from the page's HTML
(shell/screen.py) and installs the `js` module the shell and the pages import
(shell/worker_window.py); page_worker.js then runs web/main.py unchanged and calls `started`.
Each message handled — an input, another tab's records, a storage answer, a new viewport —
runs the page's own listeners on the worker's screen; what they changed goes to the painter as
one `frame` (with the storage writes as one `store`) once they are done, timers and awaited
answers included.

Nothing here is imported on the main-thread page, and no page module knows which it runs on."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .screen import ChosenFile, Dataset, Element, Event, NodeList, Rect, Screen
from .worker_window import Window, js_module

try:  # Pyodide gives JS null to Python as `jsnull`, not None (shell/dom.py's is_null)
    from pyodide.ffi import jsnull
except ImportError:  # CPython, the tests: no JavaScript
    jsnull = None


class WorkerPage:
    """The screen, the window and the frames of one page."""

    def __init__(
        self,
        start: dict[str, Any],
        real_js: Any,
        post: Callable[[dict[str, Any]], None],
        later: Callable[[Callable[..., Any]], None],
    ):
        self.real_js = real_js
        self._post = post
        self.later = later
        self.scheduled = False
        # No frame before web/main.py has run: the page's first frame is its whole first screen,
        # which the page shows in one paint, as the page's Python on the main thread makes it in
        # one task (a screen painted half made, the loading screen's board still up, moves).
        self.running = False
        self.keys: set[str] = set()  # keys the page's listeners handled: the painter prevents their default
        self.keys_changed = False
        self.table: Any = None
        self.answered = self.answered_sent = 0  # the player's last input handled, and said so
        self.screen = Screen(on_change=self.schedule)
        self.screen.load(str(start.get("html", "")))
        self.title_sent = self.screen.title  # the page's own, shown already
        self.window = Window(self.screen, start, self.post, real_js)
        self.window.on_draw = self.schedule
        self.window.on_place = self.schedule
        self.window.records.on_write = self.schedule
        self.window.records.on_refused = self.refused
        self.fields = start.get("fields") or {}

    def install(self) -> None:
        """The `js` the page's modules import from now on."""
        sys.modules["js"] = js_module(self.real_js, self.screen, self.window)

    def post(self, message: dict[str, Any]) -> None:
        self._post(message)

    # ---- frames ------------------------------------------------------------------------------
    def schedule(self) -> None:
        """A frame after what is running now (a listener, a timer, an awaited answer) is done."""
        if not self.scheduled:
            self.scheduled = True
            self.later(self.flush_once)

    def flush_once(self) -> None:
        self.scheduled = False
        if self.running:
            self.flush()

    def flush(self, ready: bool = False) -> None:
        """One frame of what changed; `ready`: the first, with which the page hands the screen
        over from its loading screen (web/worker_start.js: charonLoaded) in the same paint."""
        frame: dict[str, Any] = {"kind": "frame"}
        if ready:
            frame["ready"] = True
        elements = self.screen.frame_elements()
        if elements:
            frame["elements"] = elements
        if self.window.canvases:
            frame["canvases"] = list(self.window.canvases.values())
            self.window.canvases = {}
        focus = self.screen.take_focus()
        if focus:
            frame["focus"] = focus
        scroll = self.screen.take_scroll()
        if scroll:
            frame["scroll"] = scroll
        tops = self.screen.take_scroll_tops()
        if tops:
            frame["scrollTop"] = tops
        if self.window.placings:
            frame["place"], self.window.placings = self.window.placings, []
        if self.screen.title != self.title_sent:  # document.title set by the page's Python
            frame["title"] = self.title_sent = self.screen.title
        if self.answered != self.answered_sent:
            frame["answered"] = self.answered_sent = self.answered
        if self.keys_changed:
            frame["keys"] = sorted(self.keys)
            self.keys_changed = False
        if len(frame) > 1:
            self.post(frame)
        if self.window.kept is not None:  # after its frame: the page keeps what that frame painted
            self.post(self.window.kept)
            self.window.kept = None
        store = self.window.records.take_writes()
        if store:
            self.post(store)

    # ---- messages ----------------------------------------------------------------------------
    def filled(self, form: dict[str, Any]) -> None:
        """The page's form as the player left it on the loading screen, just before web/main.py
        runs: the parts the loading screen made (the set-up form's seat rows...), which the
        page's Python takes over as on the main thread, and the fields' values, set once the
        page is made (`started`)."""
        for element_id, fragment in (form.get("early") or {}).items():
            element = self.screen.getElementById(element_id)
            if element is not None:
                self.screen.take_over(element, str(fragment))
        self.fields = form.get("fields", self.fields) or {}  # none changed since start: none

    def started(self, table: Any) -> None:
        """web/main.py has run: the fields filled in on the loading screen meanwhile are the
        form's, and the first frame goes."""
        self.table = table
        for field_id, value in self.fields.items():
            field = self.screen.getElementById(field_id)
            if field is not None:
                field.typed(None if isinstance(value, bool) else str(value), value if isinstance(value, bool) else None)
                field.changed(content=False)
        self.running = True
        self.flush(ready=True)

    def receive(self, message: dict[str, Any]) -> None:
        message = _nulls_as_none(message)
        kind = message.get("kind")
        if kind == "input":
            self.input(message)
        elif kind == "records":
            self.window.records.changed_elsewhere(message.get("records") or {}, bool(message.get("cleared")))
            for key, value in (message.get("records") or {}).items():
                event = Event("storage", key=None if message.get("cleared") else key, newValue=value)
                self.window.fire(event)
        elif kind == "stored":
            self.window.records.answered(message)
        elif kind == "viewport":
            self.window.resized(message.get("viewport") or {})
        elif kind in ("workerMessage", "workerError"):  # a worker the page started for this one
            self.window.workers.received(message)

    def input(self, message: dict[str, Any]) -> None:
        if message.get("seq"):
            self.answered = int(message["seq"])  # the next frame says it was handled
            self.schedule()
        kind = message.get("type", "")
        data = message.get("data") or {}
        target = self.screen.find(message.get("target"), data)
        if kind == "keydown":
            key = str(message.get("key", ""))
            event = Event(
                "keydown",
                key=key,
                ctrlKey=bool(message.get("ctrl")),
                shiftKey=bool(message.get("shift")),
                altKey=bool(message.get("alt")),
                metaKey=bool(message.get("meta")),
                repeat=bool(message.get("repeat")),
            )
            self.dispatch(target or self.screen.activeElement, event)
            if event.defaultPrevented and key not in self.keys:
                self.keys.add(key)
                self.keys_changed = True
                self.schedule()
            return
        if target is None and kind == "pointer":
            target = self.screen.body  # a press outside any canvas: the document's listeners hear it
        if target is None:
            return
        point: dict[str, float] = {}
        if "box" in message and target.tagName == "CANVAS":  # the canvas as the player sees it
            box = message["box"]
            self.screen.canvas_boxes[target.id] = Rect(box["width"], box["height"], box["left"], box["top"])
            point = {"clientX": float(message["clientX"]), "clientY": float(message["clientY"])}
        elif "x" in message:  # a display list's point only: the canvas measures as its size
            point = {"clientX": float(message["x"]), "clientY": float(message["y"])}
        if kind == "click":
            details = None
            if target.tagName == "SUMMARY" and target.parentNode is not None:
                details = target.parentNode  # the browser opened or closed it already
                details.attributes.pop("open", None) if "open" in details.attributes else details.attributes.update(
                    open=""
                )
            detail = int(message.get("detail", 1) or 0)  # 0: a key pressed it (Enter, Space)
            with as_seen(target, data):
                self.dispatch(target, Event("click", detail=detail, **point))
            if details is not None:  # then its "toggle", as the browser sends it after the click
                self.dispatch(details, Event("toggle"))
        elif kind == "hover":
            if message.get("left"):
                self.dispatch(target, Event("mouseleave"))
            else:
                self.dispatch(target, Event("mousemove", **point))
        elif kind in ("input", "change"):
            target.typed(message.get("value"), message.get("checked"))
            if message.get("files") is not None:
                target.files = NodeList(ChosenFile(f["name"], f.get("type", ""), f["text"]) for f in message["files"])
            self.dispatch(target, Event(kind))
        elif kind == "pointer":
            press = Event(str(message.get("event")), pointerType=str(message.get("pointerType") or "mouse"), **point)
            self.dispatch(target, press)
        elif kind == "animationend":
            self.dispatch(target, Event("animationend", animationName=str(message.get("animationName") or "")))
        elif kind == "submit":
            self.dispatch(target, Event("submit"))
        elif kind == "focus":
            self.screen.active = target
            self.dispatch(target, Event("focusin"))

    def dispatch(self, target: Element, event: Event) -> None:
        """The page's listeners on the way up, to the document and the window."""
        self.screen.dispatch(target, event, self.window)

    # ---- storage -----------------------------------------------------------------------------
    def refused(self, reason: str, bases: dict[str, str | None]) -> None:
        """The page refused this tab's last writes, and wrote none of them (the mirror is the
        page's again): the save store builds on what it last knew was written (`bases`), and the
        save is tried again, so that the table says why as on the main thread — storage full (the
        write refused at once), or another tab's save this tab had not heard of (`stale`: the
        save finds the record changed; the `storage` event it missed then follows)."""
        store = getattr(self.table, "store", None)
        for key, text in bases.items():
            if store is not None:
                store.unwritten(key, text)
        missed = {key: self.window.records.getItem(key) for key, text in bases.items()}
        missed = {key: value for key, value in missed.items() if value != bases[key]}
        if getattr(self.table, "session", None) is not None:
            if reason != "stale":
                self.window.records.refuse_next = reason
            self.table.save()
            self.window.records.refuse_next = ""  # a save that wrote nothing leaves none for the next
        for key, value in missed.items():
            self.window.fire(Event("storage", key=key, newValue=value))


@contextmanager
def as_seen(element: Element, data: dict[str, str]) -> Iterator[None]:
    """A click handled with the data-* attributes of the element as the player's page had it
    (the painter sends them with the click): what the main-thread page's listeners read from
    the element clicked. They differ when a frame changing them was still on its way, or when
    something on the page changed them (a test's tampered plan). Afterwards the worker's own
    values come back, unless a listener set that attribute itself meanwhile."""
    shown = {Dataset.attribute(name): str(value) for name, value in data.items() if name != "w"}
    own = {name: element.attributes.get(name) for name, value in shown.items() if element.attributes.get(name) != value}
    for name in own:
        element.attributes[name] = shown[name]  # not marked changed: the page shows it already
    try:
        yield
    finally:
        for name, value in own.items():
            if element.attributes.get(name) == shown[name]:
                if value is None:
                    element.attributes.pop(name, None)
                else:
                    element.attributes[name] = value


_page: WorkerPage | None = None


def start(message: Any) -> None:
    """The painter's `start` (with the page's HTML added by page_worker.js): the screen and the
    `js` module, before web/main.py runs."""
    global _page
    import js  # the worker's own: postMessage, timers, console
    from pyodide.ffi import create_once_callable, to_js

    def post(message: dict[str, Any]) -> None:
        js.postMessage(to_js(message, dict_converter=js.Object.fromEntries))

    def later(callback: Callable[..., Any]) -> None:
        js.setTimeout(create_once_callable(callback), 0)

    _page = WorkerPage(message.to_py(), js, post, later)
    _page.install()


def filled(form: Any) -> None:
    assert _page is not None
    _page.filled(form.to_py() if hasattr(form, "to_py") else form)


def started(table: Any) -> None:
    assert _page is not None
    _page.started(table)


def _nulls_as_none(value: Any) -> Any:
    """The page's message with JavaScript's nulls as None: a record the page does not hold is
    None to the save store, as `getItem` gives it on the main thread (a refused save's record
    that was never written crossed as `jsnull`, which the store read as a record's text)."""
    if value is jsnull:
        return None
    if isinstance(value, dict):
        return {key: _nulls_as_none(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_nulls_as_none(item) for item in value]
    return value


def receive(message: Any) -> None:
    assert _page is not None
    try:
        _page.receive(message.to_py() if hasattr(message, "to_py") else message)
    except Exception:  # noqa: BLE001 - the worker must go on answering; the console has it
        _page.real_js.console.error("".join(traceback.format_exc()))

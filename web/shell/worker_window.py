"""The browser as the page's Python sees it in a worker (docs/worker-page.md): a `js` module
whose `document` is the worker's Screen (shell/screen.py) and whose `window` answers what the
shell asks of the page's window — its address, size and media queries, localStorage (a mirror
of the page's records: every write goes to web/painter.js, which confirms or refuses it),
history, downloads, timers, the canvas painter (display lists gathered for the next frame).
Everything else falls through to the worker's own `js` (timers, `performance`, `Math`, `console`).

Installed as `sys.modules["js"]` by shell/worker_entry.py before any page module is imported:
the pages and the shell then run unchanged, and nothing here is imported on the main-thread page."""

from __future__ import annotations

import re
import types
from collections.abc import Callable
from typing import Any
from urllib.parse import SplitResult, urljoin, urlsplit

from .screen import Event, EventTarget, Screen
from .storage import StorageFull

Post = Callable[[dict[str, Any]], None]


class RecordMirror:
    """localStorage's records as the worker knows them (the page's at start, then each write of
    this tab and each `records` message of another's). Writes are gathered and sent with the
    next frame as one `store`, written all or nothing by the page, one `store` at a time. Each
    write carries the value this tab built it on (`base`: the page's value before this tab's
    first write of the key not yet confirmed): the page refuses the whole `store` (`stale`) if
    localStorage holds something else, as another tab's write whose `storage` event has not
    reached this one. A refused `store` writes nothing: the records here go back to the page's,
    the writes made meanwhile are dropped with it, and `on_refused(reason, bases)` hears of it
    with the value each dropped key was built on."""

    def __init__(self, records: dict[str, str], available: bool):
        self.records = dict(records)  # what this tab's Python reads: the page's, with its writes
        self.confirmed = dict(records)  # the page's localStorage as this tab last knew it
        self.base: dict[str, str | None] = {}  # per key written and not yet confirmed
        self.available = available
        self.writes: list[tuple[str, str | None]] = []
        self.sent: list[tuple[str, str | None]] | None = None  # the `store` awaiting its answer
        self.next_id = 0
        self.on_write: Callable[[], None] = lambda: None
        self.on_refused: Callable[[str, dict[str, str | None]], None] = lambda reason, bases: None
        self.on_answered: Callable[[bool], None] = lambda ok: None  # before on_refused
        self.refuse_next = ""  # the next write is refused at once, for this reason
        self.made = self.answered_count = 0  # writes made by this tab; of them, written or dropped

    # localStorage's calls
    def getItem(self, key: str) -> str | None:
        return self.records.get(str(key))

    def setItem(self, key: str, value: Any) -> None:
        self._write(str(key), str(value))

    def removeItem(self, key: str) -> None:
        if str(key) in self.records:
            self._write(str(key), None)

    def key(self, index: int) -> str | None:
        keys = list(self.records)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        return len(self.records)

    def _write(self, key: str, value: str | None) -> None:
        if self.refuse_next:
            reason, self.refuse_next = self.refuse_next, ""
            raise StorageFull(f"the page's storage refused the last save ({reason})")
        if key not in self.base:
            self.base[key] = self.confirmed.get(key)
        self.made += 1
        _put(self.records, key, value)
        self.writes.append((key, value))
        self.on_write()

    def take_writes(self) -> dict[str, Any] | None:
        """The `store` message of the writes since the last one (None: none, or the last one
        not yet answered: these go with the next frame after its answer)."""
        if not self.writes or self.sent is not None:
            return None
        self.next_id += 1
        self.sent, self.writes = self.writes, []
        known = dict(self.base)  # a key written twice in one store: the second builds on the first
        writes = []
        for key, value in self.sent:
            writes.append([key, value, known[key]])
            known[key] = value
        return {"kind": "store", "id": self.next_id, "writes": writes}

    def answered(self, message: dict[str, Any]) -> None:
        """The page's `stored`: written, or refused with the page's values of its keys."""
        sent, self.sent = self.sent or [], None
        if message.get("ok"):
            self.answered_count += len(sent)
            for key, value in sent:
                _put(self.confirmed, key, value)
            pending = {key for key, _value in self.writes}
            for key, value in sent:
                if key in pending:
                    self.base[key] = value
                else:
                    self.base.pop(key, None)
            if self.writes:
                self.on_write()
            self.on_answered(True)
            return
        page = message.get("records") or {}
        dropped = [key for key, _value in sent + self.writes]
        bases = {key: self.base.get(key) for key in dropped}
        self.writes, self.base = [], {}
        self.answered_count = self.made
        for key in bases:
            if key in page:
                _put(self.confirmed, key, page[key])
            _put(self.records, key, self.confirmed.get(key))
        self.on_answered(False)
        self.on_refused(str(message.get("reason") or "full"), bases)

    def changed_elsewhere(self, records: dict[str, str | None], cleared: bool) -> None:
        if cleared:
            self.records, self.confirmed = {}, {}
        for key, value in records.items():
            _put(self.records, key, value)
            _put(self.confirmed, key, value)


def _put(records: dict[str, str], key: str, value: str | None) -> None:
    if value is None:
        records.pop(key, None)
    else:
        records[key] = value


class MediaQueryList(EventTarget):
    """`matchMedia(query)`: width, height and reduced-motion queries, answered from the
    viewport the painter reports; a `change` event when a new viewport flips the answer."""

    def __init__(self, window: Window, media: str):
        super().__init__()
        self.window = window
        self.media = media
        self.matches = self.evaluate()

    def evaluate(self) -> bool:
        return any(all(self._holds(f) for f in re.findall(r"\(([^)]*)\)", part)) for part in self.media.split(","))

    def _holds(self, feature: str) -> bool:
        name, _, value = (s.strip() for s in feature.partition(":"))
        if name == "prefers-reduced-motion":
            return self.window.reduced_motion == (value == "reduce")
        number = float(re.sub(r"[^\d.]", "", value) or 0)
        size = {"width": self.window.innerWidth, "height": self.window.innerHeight}
        for prefix in ("max-", "min-"):
            if name.startswith(prefix) and name[len(prefix) :] in size:
                have = float(size[name[len(prefix) :]])
                return have <= number if prefix == "max-" else have >= number
        return False

    def recheck(self) -> None:
        now = self.evaluate()
        if now != self.matches:
            self.matches = now
            self.fire(Event("change", matches=now, media=self.media))


class Location:
    def __init__(self, href: str, post: Post):
        self._post = post
        self.href = href  # history.pushState changes it (History)

    @property
    def _parts(self) -> SplitResult:
        return urlsplit(self.href)

    @property
    def search(self) -> str:
        return f"?{self._parts.query}" if self._parts.query else ""

    @search.setter
    def search(self, value: str) -> None:
        # the page goes elsewhere: the main thread does it (the worker ends with the page)
        self._post({"kind": "navigate", "href": urljoin(self.href, "?" + str(value).lstrip("?"))})

    @property
    def pathname(self) -> str:
        return self._parts.path

    @property
    def hash(self) -> str:
        return f"#{self._parts.fragment}" if self._parts.fragment else ""

    @property
    def protocol(self) -> str:
        return self._parts.scheme + ":"

    @property
    def origin(self) -> str:
        return f"{self._parts.scheme}://{self._parts.netloc}"

    def assign(self, href: str) -> None:
        self._post({"kind": "navigate", "href": urljoin(self.href, str(href))})

    replace = assign

    def reload(self) -> None:
        self._post({"kind": "navigate", "href": self.href})

    def toString(self) -> str:
        return self.href


class History:
    """The page's address changed by its Python. On the main thread localStorage's writes are
    done (or refused) before the next line runs, so an address that follows a write may depend
    on it (a link's game saved: its players and seed dropped, so that a reload resumes it). Here
    the page writes them later: an address set while this tab's writes are not all answered
    waits for them, and goes to the page once they are written; if the page refuses them, it is
    dropped with them (built on what was never written), and the address is the page's again."""

    def __init__(self, location: Location, post: Post, records: RecordMirror):
        self.location = location
        self.post = post
        self.records = records
        self.shown = location.href  # the page's address
        self.held: tuple[int, str] | None = None  # (the writes it follows, the address)
        records.on_answered = self.answered

    def replaceState(self, _state: Any, _title: str, url: str | None = None) -> None:
        if url is not None:
            self.location.href = urljoin(self.location.href, str(url))
            self.held = (self.records.made, self.location.href)
            self.answered(True)

    pushState = replaceState

    def answered(self, ok: bool) -> None:
        """The page answered a `store` (or nothing is awaited): a held address follows it."""
        if self.held is None:
            return
        after, href = self.held
        if not ok:
            self.held, self.location.href = None, self.shown
        elif self.records.answered_count >= after:
            self.held, self.shown = None, href
            self.post({"kind": "history", "href": href})


class Window(EventTarget):
    """The page's window, in the worker."""

    def __init__(self, screen: Screen, start: dict[str, Any], post: Post, real_js: Any):
        super().__init__()
        self.document = screen
        self.post = post
        self.real_js = real_js
        self.location = Location(str(start.get("href", "")), post)
        self.records = RecordMirror(start.get("records") or {}, start.get("storage") == "available")
        self.history = History(self.location, post, self.records)
        viewport = start.get("viewport") or {}
        self.innerWidth = float(viewport.get("width", 1280))
        self.innerHeight = float(viewport.get("height", 800))
        self.reduced_motion = bool(start.get("reducedMotion"))
        # None where the page has no storage (a frame of another site): shell/local_storage.py
        # then keeps the game in memory and says so, as on the main thread
        self.localStorage = self.records if self.records.available else None
        self.framed = bool((start.get("page") or {}).get("framed"))
        self.self = self
        self.top = object() if self.framed else self
        self.media_lists: list[MediaQueryList] = []
        self.canvases: dict[str, dict[str, Any]] = {}  # display lists drawn since the last frame
        self.on_draw: Callable[[], None] = lambda: None
        self.placings: list[list[Any]] = []  # the page's layout calls since the last frame (`place`)
        self.on_place: Callable[[], None] = lambda: None
        self.kept: dict[str, Any] | None = None  # the canvases to keep for the next visit, once painted
        self.workers = PageWorker(self.location.href, post)  # `new Worker(url)`: started by the page
        for name, value in (start.get("page") or {}).items():
            if name != "framed":
                setattr(self, name, value)

    def __getattr__(self, name: str) -> Any:
        if name.startswith(("charon", "CHARON")):
            raise AttributeError(name)  # a page global not given: getattr's default
        return getattr(self.real_js, name)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if hasattr(value, "to_py"):  # a JavaScript array made by to_js (the AI's decision times)
            value = value.to_py()
        if name.startswith("charon") and isinstance(value, (str, int, float, bool, list)) and "post" in self.__dict__:
            self.post({"kind": "global", "name": name, "value": value})  # for tests and benchmarks

    # ---- what the shell calls ---------------------------------------------------------------
    def matchMedia(self, media: str) -> MediaQueryList:
        found = MediaQueryList(self, str(media))
        self.media_lists.append(found)
        return found

    def scrollBy(self, *_args: Any) -> None:
        pass  # the page scrolls as its player does; the worker does not move it

    # What needs the page's layout (web/placing.js, through shell/browser.py): the painter makes
    # the call once the frame is applied, with the page's real boxes.
    def charonBringIntoView(self, *args: Any) -> None:
        self._place("charonBringIntoView", args)

    def charonShowAdvised(self, *args: Any) -> None:
        self._place("charonShowAdvised", args)

    def charonPlaceTip(self, *args: Any) -> None:
        self._place("charonPlaceTip", args)

    def charonRestartAnimation(self, *args: Any) -> None:
        self._place("charonRestartAnimation", args)

    def _place(self, name: str, args: tuple[Any, ...]) -> None:
        self.placings.append([name, list(args)])
        self.on_place()

    def requestAnimationFrame(self, callback: Any) -> Any:
        return self.real_js.setTimeout(callback, 16)

    def charonDraw(
        self, canvas: Any, ops: str, width: float, height: float, view: Any = None, kept: Any = None
    ) -> None:
        key = str(canvas.id)
        entry: dict[str, Any] = {"id": key, "ops": str(ops), "width": float(width), "height": float(height)}
        if view is not None:
            entry["view"] = _plain(view)
        if kept is not None:
            entry["keptView"] = _plain(kept)
        self.document.canvas_sizes[key] = (float(width), float(height))
        if not self.canvases:
            self.on_draw()
        self.canvases[key] = entry

    def charonKeepFrame(self, canvases: Any, shareable: bool) -> None:
        # sent after the frame that draws them (shell/worker_entry.py), the page keeps them once painted
        self.kept = {"kind": "keep", "ids": [str(c.id) for c in _plain(canvases)], "shareable": bool(shareable)}
        self.on_place()

    def charonDownload(self, filename: str, text: str) -> None:
        self.post({"kind": "download", "filename": str(filename), "text": str(text)})

    def charonLoaded(self) -> None:
        pass  # the page is ready once its first frame is sent: shell/worker_entry.py says so then

    def resized(self, viewport: dict[str, Any]) -> None:
        self.innerWidth = float(viewport.get("width", self.innerWidth))
        self.innerHeight = float(viewport.get("height", self.innerHeight))
        for media in self.media_lists:
            media.recheck()
        self.fire(Event("resize"))


def _plain(value: Any) -> Any:
    """A value from `to_js` back as Python (the shell converts before calling JavaScript)."""
    to_py = getattr(value, "to_py", None)
    return to_py() if callable(to_py) else list(value)


class Received:
    """What a message's `data` is to its listener: here already Python, with JavaScript's
    `to_py()` (what the page's Python calls on a worker's message) giving it back."""

    def __init__(self, value: Any):
        self.value = value

    def to_py(self) -> Any:
        return self.value


class RelayedWorker(EventTarget):
    """A worker the page's Python starts (the computer players'): the page starts it beside this
    one and relays its messages both ways (web/painter.js), so that it is the page's worker as on
    the main-thread page — what the page's scripts, and a test holding a search, see — and not
    one nested in this worker, out of their reach."""

    def __init__(self, number: int, post: Post):
        super().__init__()
        self.number = number
        self._post = post

    def postMessage(self, message: Any) -> None:
        self._post({"kind": "workerPost", "id": self.number, "message": _python(message)})

    def terminate(self) -> None:
        self._post({"kind": "workerEnd", "id": self.number})

    def received(self, message: dict[str, Any]) -> None:
        """The page's `workerMessage` (its `data`) or `workerError` (its `message`)."""
        if message.get("kind") == "workerError":
            self.fire(Event("error", message=str(message.get("message") or "")))
        else:
            self.fire(Event("message", data=Received(message.get("data"))))


class PageWorker:
    """`new Worker(url)` from the page's Python: a URL of the page's, not of this worker's
    script; started by the page, its messages relayed (RelayedWorker)."""

    def __init__(self, page_href: str, post: Post):
        self.page_href = page_href
        self.post = post
        self.started: dict[int, RelayedWorker] = {}

    def new(self, url: str, options: Any = None) -> RelayedWorker:
        worker = RelayedWorker(len(self.started) + 1, self.post)
        self.started[worker.number] = worker
        href = urljoin(self.page_href, str(url))
        self.post({"kind": "workerStart", "id": worker.number, "url": href, "options": _python(options) or {}})
        return worker

    def received(self, message: dict[str, Any]) -> None:
        worker = self.started.get(int(message.get("id") or 0))
        if worker is not None:
            worker.received(message)


def _python(value: Any) -> Any:
    """A JavaScript value (`to_js`'s, as the shell makes them) as Python, to post."""
    to_py = getattr(value, "to_py", None)
    return to_py() if callable(to_py) else value


def js_module(real_js: Any, screen: Screen, window: Window) -> types.ModuleType:
    """The `js` module of the page's Python in the worker."""
    module = types.ModuleType("js")
    module.document = screen  # type: ignore[attr-defined]
    module.window = window  # type: ignore[attr-defined]
    module.Worker = window.workers  # type: ignore[attr-defined]
    setattr(module, "__getattr__", lambda name: getattr(real_js, name))  # noqa: B010 - the rest: the worker's own
    return module

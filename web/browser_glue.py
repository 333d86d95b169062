"""What both pages' DOM layers (web/main.py, web/embed.py) need from the browser: event
listeners whose bugs are reported instead of swallowed, and the client of the computer
players' worker (web/ai_worker.js). Delivered beside them by pyscript.toml's [files]."""

import asyncio
import inspect

from js import Object, Worker
from pyodide.ffi import create_proxy, to_js

try:  # Pyodide gives JS null to Python as `jsnull` (a falsy object, not None); undefined is None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover - older Pyodide: null is None too
    jsnull = None

_proxies = []  # keep the proxies handed to JavaScript alive for the life of the page


def is_null(value) -> bool:
    """Whether a value from JavaScript is null or undefined: what `closest`, `querySelector`,
    `getItem`, `key` and friends return for "nothing". `value is None` alone misses null."""
    return value is None or value is jsnull


def js_object(value: dict):
    """A plain JavaScript object (not a Map) from a dict."""
    return to_js(value, dict_converter=Object.fromEntries)


def on(element, event: str, handler, report) -> None:
    """Listen to a DOM event; an exception in `handler` (plain or async) goes to `report`,
    so a bug shows on the page instead of leaving it stuck."""
    if inspect.iscoroutinefunction(handler):

        async def guarded(evt):
            try:
                await handler(evt)
            except Exception as error:  # noqa: BLE001 - last line of defence
                report(error)
    else:

        def guarded(evt):
            try:
                handler(evt)
            except Exception as error:  # noqa: BLE001 - last line of defence
                report(error)

    proxy = create_proxy(guarded)
    _proxies.append(proxy)
    element.addEventListener(event, proxy)


class AiWorker:
    """The computer players' thinking in a Web Worker (web/ai_worker.js, its own Pyodide), so
    that the page never freezes. Started on first use; `choose` sends a request made by
    Session.ai_request and awaits the action's JSON text: the worker sees only that view.

    `on_ready(ok)` hears when the worker's Python has loaded (or failed to); `on_decision(data)`
    gets each answer's timings (`ms`, and `from`/`to` on the worker's clock)."""

    def __init__(self, url: str = "./web/ai_worker.js", on_ready=None, on_decision=None):
        self.url = url
        self.on_ready = on_ready
        self.on_decision = on_decision
        self.worker = None
        self.pending: dict[int, asyncio.Future] = {}
        self.next_id = 0

    def start(self) -> None:
        if self.worker is None:
            self.worker = Worker.new(self.url, js_object({"type": "module"}))
            for event, handler in (("message", self.on_message), ("error", self.on_error)):
                proxy = create_proxy(handler)
                _proxies.append(proxy)
                self.worker.addEventListener(event, proxy)

    def on_message(self, event) -> None:
        data = event.data.to_py()
        if "ready" in data:  # the worker's Python is loaded (or failed to load)
            if self.on_ready:
                self.on_ready(bool(data["ready"]))
            if not data["ready"]:
                self.fail_all(data.get("error", "the computer players could not start"))
            return
        future = self.pending.pop(data.get("id"), None)
        if future is None or future.done():
            return
        if "error" in data:
            future.set_exception(RuntimeError(data["error"]))
            return
        if self.on_decision:
            self.on_decision(data)
        future.set_result(data["action"])

    def on_error(self, event) -> None:
        event.preventDefault()
        self.fail_all(str(getattr(event, "message", "") or "the computer players' worker failed"))

    def fail_all(self, reason: str) -> None:
        for future in self.pending.values():
            if not future.done():
                future.set_exception(RuntimeError(reason))
        self.pending.clear()

    async def choose(self, request: dict) -> str:
        self.start()
        self.next_id += 1
        future = asyncio.get_event_loop().create_future()
        self.pending[self.next_id] = future
        self.worker.postMessage(js_object({"id": self.next_id, **request}))
        return await future

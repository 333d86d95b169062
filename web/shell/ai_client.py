"""The client of the computer players' worker (web/ai_worker.js, its own Pyodide), so that the
page never freezes while a bot thinks; and `after_paint`, to let the browser show a move before
the next one is asked for."""

import asyncio
from collections.abc import Callable, Mapping
from typing import Any

import js
from js import Worker, window
from pyodide.ffi import create_once_callable, create_proxy

from .browser import mark
from .computer_turns import AiRequest
from .dom import js_object, keep_alive

# A message from the worker, as JavaScript sent it (its fields: see web/ai_worker.js).
WorkerMessage = dict[str, Any]


class AiWorker:
    """Started on first use; `choose` sends a request (a game's view, the bot's spec, seed and
    time cap: see the worker) and awaits the action's JSON text: the worker sees only that view.
    `ask` sends a request of another kind (see the worker: advice, a review) and awaits its
    answer; `forget` drops a request whose answer is no longer wanted (a cancelled hint).

    `on_ready(ok)` hears when the worker's Python has loaded (or failed to); `on_decision(data)`
    gets each decision's timings (`ms`, and `from`/`to` on the worker's clock); `on_answer(data)`
    each other answer's. The answers dropped (forgotten meanwhile) are counted on the body
    (`data-ai-dropped`): that one came, and showed nothing, is what a test can wait for."""

    def __init__(
        self,
        url: str = "./web/ai_worker.js",
        on_ready: Callable[[bool], None] | None = None,
        on_decision: Callable[[WorkerMessage], None] | None = None,
        on_answer: Callable[[WorkerMessage], None] | None = None,
    ) -> None:
        self.url = url
        self.on_ready = on_ready
        self.on_decision = on_decision
        self.on_answer = on_answer
        self.worker: Any = None
        self.pending: dict[int, asyncio.Future[Any]] = {}
        self.next_id = 0
        self.dropped = 0  # answers that came for requests forgotten meanwhile

    def start(self) -> None:
        if self.worker is None:
            self.worker = Worker.new(self.url, js_object({"type": "module"}))
            for event, handler in (("message", self.on_message), ("error", self.on_error)):
                self.worker.addEventListener(event, keep_alive(create_proxy(handler)))
            # Pyodide's WebAssembly as this page's runtime compiled it, where it is kept (the
            # page's worker: web/page_worker.js; the main-thread page: web/indexeddb_fallback.js):
            # handed over first, the worker neither downloads nor compiles its own 9.6 MB.
            module = getattr(js, "charonPyodideModule", None)
            if module is not None:
                self.worker.postMessage(js_object({"kind": "module", "module": module}))

    def on_message(self, event: Any) -> None:
        data = event.data.to_py()
        if "ready" in data:  # the worker's Python is loaded (or failed to load)
            if self.on_ready:
                self.on_ready(bool(data["ready"]))
            if not data["ready"]:
                self.fail_all(data.get("error", "the computer players could not start"))
            return
        future = self.pending.pop(data.get("id"), None)
        if future is None or future.done():
            self.dropped += 1
            mark("aiDropped", str(self.dropped))
            return
        if "error" in data:
            future.set_exception(RuntimeError(data["error"]))
            return
        listener = self.on_decision if data.get("kind", "decide") == "decide" else self.on_answer
        if listener:
            listener(data)
        future.set_result(data["result"])

    def on_error(self, event: Any) -> None:
        event.preventDefault()
        self.fail_all(str(getattr(event, "message", "") or "the computer players' worker failed"))

    def fail_all(self, reason: str) -> None:
        for future in self.pending.values():
            if not future.done():
                future.set_exception(RuntimeError(reason))
        self.pending.clear()

    async def choose(self, request: AiRequest) -> str:
        action: str = await self.ask({**request, "kind": "decide"})
        return action

    def send(self, request: Mapping[str, object]) -> tuple[int, asyncio.Future[Any]]:
        """Post a request; its id (for `forget`) and the future of its answer."""
        self.start()
        self.next_id += 1
        future = asyncio.get_event_loop().create_future()
        self.pending[self.next_id] = future
        self.worker.postMessage(js_object({"id": self.next_id, **request}))
        return self.next_id, future

    async def ask(self, request: Mapping[str, object]) -> Any:
        return await self.send(request)[1]

    def forget(self, request_id: int) -> None:
        """The answer to `request_id` is no longer wanted: it is dropped when it comes (the
        worker cannot be interrupted mid-search; it goes on to the next request after it)."""
        future = self.pending.pop(request_id, None)
        if future is not None and not future.done():
            future.cancel()


async def after_paint() -> None:
    """Resolve once the browser has had a chance to paint: after the next animation frame, or
    after 100 ms if frames are paused (a hidden tab), whichever comes first."""
    future = asyncio.get_event_loop().create_future()

    def done(*_: Any) -> None:
        if not future.done():
            future.set_result(None)

    window.requestAnimationFrame(create_once_callable(lambda *_: window.setTimeout(create_once_callable(done), 0)))
    window.setTimeout(create_once_callable(done), 100)
    await future

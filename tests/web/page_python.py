"""The page's browser-facing Python (web/shell modules that import `js` and `pyodide`) run under
CPython, on the worker page's DOM (shell/screen.py) and window (shell/worker_window.py): the
same stand-ins the page's Python gets in worker mode, with `pyodide.ffi`'s few helpers as plain
functions. For tests of what those modules do to the page: the screen and the address are
plain Python objects to read."""

import sys
import time
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from shell.worker_entry import WorkerPage
from shell.worker_window import js_module

PAGE = (Path(__file__).parents[2] / "index.html").read_text(encoding="utf-8")


@contextmanager
def page_python(href: str = "http://host/index.html") -> Iterator[WorkerPage]:
    """The page at `href` (index.html's HTML), with `js` and `pyodide.ffi` installed for the
    modules imported inside the block; those modules are forgotten after it, so that nothing
    outside holds a module bound to this page."""
    posted: list[dict] = []
    start = {
        "html": PAGE,
        "href": href,
        "records": {},
        "storage": "available",
        "viewport": {"width": 1280, "height": 800},
    }
    # the worker's own `js`, what the page's Python reaches through it
    worker = types.SimpleNamespace(
        Object=types.SimpleNamespace(fromEntries=dict),
        performance=types.SimpleNamespace(now=lambda: time.perf_counter() * 1000),
        console=types.SimpleNamespace(log=print, warn=print, error=print),
    )
    page = WorkerPage(start, real_js=worker, post=posted.append, later=lambda callback: None)
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda f: f  # type: ignore[attr-defined]
    ffi.create_once_callable = lambda f: f  # type: ignore[attr-defined]
    ffi.to_js = lambda value, **_options: value  # type: ignore[attr-defined]
    ffi.jsnull = None  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    before = set(sys.modules)
    saved = {name: sys.modules.get(name) for name in ("js", "pyodide", "pyodide.ffi")}
    sys.modules.update({"js": js_module(worker, page.screen, page.window), "pyodide": pyodide, "pyodide.ffi": ffi})
    try:
        yield page
    finally:
        for name in set(sys.modules) - before:
            del sys.modules[name]
        for name, module in saved.items():
            if module is not None:
                sys.modules[name] = module

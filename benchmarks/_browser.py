"""What the browser benchmarks share: dist/ served on a loopback port, Debian's Chromium, the
page's long tasks recorded."""

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tools.local_server import served

REPO = Path(__file__).resolve().parent.parent
DIST = REPO / "dist"
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",  # as the browser tests: a container's /dev/shm may be tiny
]


@contextlib.contextmanager
def served_dist() -> Iterator[str]:
    """The built site on a free loopback port; yields its base URL."""
    if not (DIST / "index.html").exists():
        sys.exit("dist/ is not built: run ./build.sh first")
    with served(DIST) as url:
        yield url


# The browser's Long Tasks API: every task over 50 ms from now on (and those already buffered).
_WATCH_LONG_TASKS = """() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
}"""


def watch_long_tasks(page: Any) -> None:
    """Start recording the page's long tasks (read them with `long_tasks`)."""
    page.evaluate(_WATCH_LONG_TASKS)


def long_tasks(page: Any, start: float, end: float) -> list[float]:
    """The durations (ms) of the long tasks recorded that began between `start` and `end`
    (the page's `performance.now()` times)."""
    return [duration for began, duration in page.evaluate("window.__long") if start <= began <= end]

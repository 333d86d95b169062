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


# Start an AI worker as the page does and time decisions one by one: for each view, the worker's
# own time (the Python decision) and the time the page waited (messages included), in ms.
_TIME_DECISIONS = """async ([game, views, spec, seed, cap]) => {
  const worker = new Worker('./web/ai_worker.js', {type: 'module'});
  const answers = new Map();
  worker.onmessage = (e) => { if (e.data.id) answers.get(e.data.id)(e.data); };
  const ask = (id, view) => new Promise((resolve) => {
    answers.set(id, resolve);
    worker.postMessage({id, kind: 'decide', game, view, spec, seed, maxSeconds: cap});
  });
  const out = [];
  let id = 0;
  const warm = await ask(++id, views[0]);  // warm-up: the worker's start-up and first imports, not counted
  if (warm.error) throw new Error(warm.error);
  for (const v of views) {
    const t0 = performance.now();
    const answer = await ask(++id, v);
    if (answer.error) throw new Error(answer.error);
    out.push([answer.ms, performance.now() - t0]);
  }
  worker.terminate();
  return out;
}"""


def worker_decisions(
    game: str, views: list[str], runs: list[tuple[str, int, float | None]]
) -> list[list[tuple[float, float]]]:
    """For each (spec, seed, cap) of `runs`: (worker ms, round-trip ms) of every view (JSON) of the
    game `game` (its registry key), decided in the built page's AI worker in headless Chromium."""
    from playwright.sync_api import sync_playwright  # only when a browser is asked for

    with served_dist() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"{site}/index.html")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        timed = [page.evaluate(_TIME_DECISIONS, [game, views, spec, seed, cap]) for spec, seed, cap in runs]
        browser.close()
    return timed

"""6 Billion's page beside Charon's, in Chromium: how soon each is interactive (cold, warm,
offline), and how soon a click on 6 Billion's action panel is answered and redrawn.

    python -m benchmarks.sixbillion_page [--runs 3] [--clicks 60] [--seed 4]

Builds nothing: run `./build.sh` first. Page load is measured as benchmarks/page_load.py does
(the same `measure`: navigation start to the page's own "ready", the board drawn and its
handlers attached): "cold" a fresh context (empty HTTP cache), "warm" a reload in it (the
saved game resumed, service workers blocked), "offline" a first visit with the service
worker, then the network off and the page loaded again from its cache. Each page starts a
two-player hot-seat game from its URL. Aim: 6 Billion within 1.2x of Charon's page.

The clicks: a human against a random computer player (pace 0); each click on the first action
offered is timed twice — the main thread's time in the click's handler (the action applied,
the log told, the board and the panel redrawn: the page's Python runs inside `click()`), and
from the click to the next frame (the answer on screen). Long tasks (over 50 ms, the browser's
Long Tasks API) during the clicks are counted. Aim: a click answered and redrawn within 50 ms
of main-thread time.

The machine's load (`os.getloadavg()`) is printed before and after: on a shared, busy machine
every figure is slower than on a quiet one, and the ratios are the figures to read.
"""

import argparse
import os
import statistics

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, long_tasks, served_dist, watch_long_tasks
from benchmarks.page_load import measure

PAGES = {
    "charon": "index.html?players=human,human&seed=1&lang=en",
    "sixbillion": "index.html?game=sixbillion&players=human,human&seed=1&lang=en",
}
RESUME = {"charon": "index.html?lang=en", "sixbillion": "index.html?game=sixbillion&lang=en"}
# Click the first action offered (outside folded groups), or the moment's button; resolve with
# [handler ms, click -> next frame ms, click time], or null when there is nothing to click.
CLICK = """() => new Promise((resolve) => {
  const button = [...document.querySelectorAll('#actions button[data-action]')].find(b => !b.closest('details'))
    || document.querySelector('#actions button[data-moment]');
  if (!button || !document.getElementById('end').hidden) { resolve(null); return; }
  const t0 = performance.now();
  button.click();
  const handled = performance.now() - t0;
  requestAnimationFrame(() => setTimeout(() => resolve([handled, performance.now() - t0, t0])));
})"""


def load(base: str, runs: int) -> dict[str, dict[str, list[float]]]:
    results = {name: {"cold": [], "warm": [], "offline": []} for name in PAGES}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for run in range(runs):
            for name in PAGES if run % 2 == 0 else reversed(list(PAGES)):
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                results[name]["cold"].append(measure(page, f"{base}/{PAGES[name]}")[0])
                results[name]["warm"].append(measure(page, f"{base}/{RESUME[name]}")[0])
                context.close()
                context = browser.new_context()
                page = context.new_page()
                measure(page, f"{base}/{PAGES[name]}")
                page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
                context.set_offline(True)
                results[name]["offline"].append(measure(page, f"{base}/{RESUME[name]}")[0])
                context.close()
        browser.close()
    return results


def clicks(base: str, count: int, seed: int) -> tuple[list[float], list[float], list[float]]:
    handled, shown = [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        # The page's Python on the main thread (`?runtime=main`): the click's handler is timed there.
        page.goto(f"{base}/index.html?game=sixbillion&players=human,ai:random&seed={seed}&pace=0&lang=en&runtime=main")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        watch_long_tasks(page)
        first = None
        while len(handled) < count:
            page.wait_for_function(
                """() => !document.getElementById('end').hidden
                || document.querySelector('#actions button[data-action], #actions button[data-moment]') !== null""",
                timeout=60_000,
            )
            result = page.evaluate(CLICK)
            if result is None:
                break  # the game is over
            h, s, t0 = result
            first = t0 if first is None else first
            handled.append(h)
            shown.append(s)
        end = page.evaluate("performance.now()")
        long = long_tasks(page, first, end) if first is not None else []
        browser.close()
    return handled, shown, long


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    load_before = os.getloadavg()
    with served_dist() as base:
        results = load(base, args.runs)
        handled, shown, slow = clicks(base, args.clicks, args.seed)
    load_after = os.getloadavg()
    cores = os.cpu_count()
    before, after = (" ".join(f"{x:.1f}" for x in load) for load in (load_before, load_after))
    print(f"machine load (1, 5, 15 min): before {before}, after {after}, on {cores} cores")
    med = {n: {k: statistics.median(v) for k, v in r.items()} for n, r in results.items()}
    print(f"Page interactive, median of {args.runs} runs (headless Chromium, local server), seconds")
    print(f"{'page':11} {'cold':>7} {'warm':>7} {'offline':>8}")
    for name in PAGES:
        m = med[name]
        print(f"{name:11} {m['cold']:7.2f} {m['warm']:7.2f} {m['offline']:8.2f}")
    for kind in ("cold", "warm", "offline"):
        ratio = med["sixbillion"][kind] / med["charon"][kind]
        print(f"ratio sixbillion/charon, {kind}: {ratio:.2f}x ({'within' if ratio <= 1.2 else 'over'} the 1.2x aim)")
    if handled:
        over = sum(h > 50 for h in handled)
        print(f"{len(handled)} clicks on 6 Billion's action panel against a random computer player (seed {args.seed})")
        print(
            f"  main thread in the click's handler: median {statistics.median(handled):.0f} ms, "
            f"90th percentile {statistics.quantiles(handled, n=10)[-1]:.0f} ms, max {max(handled):.0f} ms; "
            f"{over} over 50 ms (aim: none)"
        )
        print(f"  click -> next frame: median {statistics.median(shown):.0f} ms, max {max(shown):.0f} ms")
        longest = f", longest {max(slow):.0f} ms" if slow else ""
        print(f"  long tasks (> 50 ms) while clicking: {len(slow)}{longest}")


if __name__ == "__main__":
    main()

"""How long a click on the table takes to be answered on the screen: the page's Python in its
worker (the default) against the main-thread page (`?runtime=main`), at normal speed and with
the CPU slowed by DevTools' throttling.

    python -m benchmarks.click_answer [--clicks 20] [--rates 1,4] [--runtimes worker,main] [--game charon]

A game of one human against a computer player (`ai:random`, no pace) is played by clicking
the first move the action panel offers, each time the human is asked. For every click, from
its input (the click event's `timeStamp`, heard first in the window's capture phase):

- **answered**: until the page's DOM shows the move taken (`body[data-acted]` changed: on the
  worker page when the painter applies the worker's frame, in an animation frame that the
  browser paints right after; on the main-thread page in the Python click handler);
- **event**: the click's Event Timing duration (input to the next paint after its handlers:
  what the browser and Lighthouse report as the interaction's INP; 0 where it was under the
  API's least threshold, 16 ms). On the worker page the handler only posts the input;
- **painted**: the later of the two, the issue's "a click's answer painted" (within 100 ms at
  4x CPU slowdown): on the main-thread page the event's paint shows the handler's change; on
  the worker page the frame's paint follows its change.

DevTools' CPU throttling (`Emulation.setCPUThrottlingRate`) slows the page's whole renderer
process, its workers included (checked: a busy loop in a dedicated worker started before the
throttling took 2.2-3.3x as long at rate 4 here). Printed: the median, p95 and max, and the
machine's load before and after (`os.getloadavg()`): on a shared machine every figure is
slower than on a quiet one.
"""

import argparse
import os
import statistics
from typing import Any

from benchmarks._browser import ARGS, CHROMIUM, served_dist

# Every click's input time (its event's timeStamp, heard first: the window's capture phase),
# every click's Event Timing entry (those of 16 ms and more: the API's least threshold) and
# every change of body[data-acted], on the page's clock.
_WATCH = """() => {
  window.__clicks = []; window.__events = []; window.__acted = [];
  window.addEventListener('click', (e) => window.__clicks.push(e.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__events.push([e.startTime, e.duration]);
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  new MutationObserver(() => window.__acted.push([performance.now(), document.body.dataset.acted]))
    .observe(document.body, {attributes: true, attributeFilter: ['data-acted']});
}"""

# The human (seat 0) is asked: a move on offer, no computer thinking, no walk-through running.
_ASKED = """() => { const d = document.body.dataset;
  return d.toMove === '0' && d.thinking !== '1' && d.walking !== '1'
    && !!document.querySelector('#actions button[data-action]'); }"""


# After "End building turn": the turn ended, or the page asks first.
_ENDED_OR_ASKED = """(n) => Number(document.body.dataset.acted || 0) > n
  || !!document.querySelector('#actions button.confirm-end')"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def summary(timed: list[tuple[float, float]]) -> str:
    painted = [max(answered, event) for answered, event in timed]
    answered, event = [t[0] for t in timed], [t[1] for t in timed]
    return "  ".join(
        f"{name}: median {statistics.median(values):4.0f} ms, p95 {percentile(values, 0.95):4.0f}, "
        f"max {max(values):4.0f}"
        for name, values in (("painted", painted), ("answered", answered), ("event", event))
    )


def play(page: Any, clicks: int) -> list[tuple[float, float]]:
    """(answered ms, event ms) of each timed click. A card for Charon's common row takes two
    presses (the first only picks it): those are played untimed. Where ending a building turn
    asks first, the answer is the timed click."""
    page.evaluate(_WATCH)
    timed: list[tuple[float, float]] = []
    while len(timed) < clicks:
        page.wait_for_function(_ASKED, timeout=120_000)
        button = page.locator("#actions button[data-action]").first
        action = button.get_attribute("data-action") or ""
        acted = int(page.evaluate("document.body.dataset.acted || '0'"))
        if '"choose_row_card"' in action:
            button.click()
            page.locator("#actions button.put-in-row").click()
            page.wait_for_function("(n) => Number(document.body.dataset.acted || 0) > n", arg=acted)
            continue
        if '"end_turn"' in action:
            # Charon asks before a building turn ends with a card still buildable: the
            # question's answer ("End my turn") is the click that acts, and is timed
            button.click()
            page.wait_for_function(_ENDED_OR_ASKED, arg=acted)
            if int(page.evaluate("document.body.dataset.acted || '0'")) > acted:
                continue
            button = page.locator("#actions button.confirm-end")
        seen = page.evaluate("window.__clicks.length")
        button.click()
        page.wait_for_function("(n) => Number(document.body.dataset.acted || 0) > n", arg=acted)
        # the click's Event Timing entry comes after its paint; one under 16 ms never comes
        page.wait_for_function("() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(true))))")
        started, answered_at, event = page.evaluate(
            """([n, acted]) => {
              const started = window.__clicks[n];
              const answered = window.__acted.find(([at, value]) => Number(value) > acted)[0];
              const entry = window.__events.find(([at]) => Math.abs(at - started) < 1);
              return [started, answered, entry ? entry[1] : 0];
            }""",
            [seen, acted],
        )
        timed.append((answered_at - started, event))
    return timed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--rates", default="1,4", help="DevTools CPU throttling rates of the page's main thread")
    parser.add_argument("--runtimes", default="worker,main")
    parser.add_argument("--game", default="charon", help="the game's key (?game=)")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright  # only when run

    print(f"load average before: {os.getloadavg()}")
    with served_dist() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for runtime in args.runtimes.split(","):
            for rate in (int(r) for r in args.rates.split(",")):
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                runtime_part = "&runtime=main" if runtime == "main" else ""
                page.goto(
                    f"{site}/index.html?game={args.game}&players=human,ai:random&seed={args.seed}&pace=0{runtime_part}"
                )
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
                context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
                timed = play(page, args.clicks)
                print(f"{runtime:6} {rate}x  {len(timed)} clicks  " + summary(timed))
                context.close()
        browser.close()
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()

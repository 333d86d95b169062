"""The main thread when a move is applied and the claiming walk-through starts, in Chromium.

    python -m benchmarks.claiming_walk [--seed 3] [--rounds 2]

Builds nothing: run `./build.sh` first. A human plays against a greedy bot (the first action
offered, pace 0); every click is timed: how long until the page answered (the click's handler,
the move applied, the board redrawn — the next frame), and the long tasks (over 50 ms, the
browser's Long Tasks API) from the click to the end of the walk it may start. Aim: no task over
50 ms when a move is applied and the walk starts.
"""

import argparse
import statistics

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, long_tasks, served_dist, watch_long_tasks

# Click the first action and resolve with [click time, time of the next frame after the handler].
CLICK = """() => new Promise((resolve) => {
  const button = document.querySelector('#actions button[data-action]');
  if (!button) { resolve(null); return; }
  const t0 = performance.now();
  button.click();
  const walking = () => document.body.dataset.walking === '1';
  requestAnimationFrame(() => setTimeout(() => resolve([t0, performance.now(), walking()])));
})"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2, help="play until this round's claiming is over")
    args = parser.parse_args()
    answers, walk_answers, walk_long = [], [], []
    with served_dist() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        # The page's Python on the main thread (`?runtime=main`): the click's handler is timed there.
        page.goto(f"{site}/index.html?players=human,ai:greedy&seed={args.seed}&pace=0&names=Ann,Bob&runtime=main")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        watch_long_tasks(page)
        walks = 0
        while walks < args.rounds:
            page.wait_for_function(
                "document.body.dataset.walking !== '1' && document.body.dataset.thinking !== '1'", timeout=60_000
            )
            result = page.evaluate(CLICK)
            if result is None:
                page.wait_for_timeout(50)
                continue
            t0, answered, walking = result
            answers.append(answered - t0)
            if walking:
                walks += 1
                walk_answers.append(answered - t0)
                page.wait_for_function("document.body.dataset.walking !== '1'", timeout=60_000)
                end = page.evaluate("performance.now()")
                walk_long += long_tasks(page, t0, end)
        browser.close()
    print(f"{len(answers)} human moves against a greedy bot (seed {args.seed}), {len(walk_answers)} started a walk")
    print(f"  click -> next frame, every move: median {statistics.median(answers):.0f} ms, max {max(answers):.0f} ms")
    print(f"  click -> next frame, moves that start the walk: {', '.join(f'{a:.0f} ms' for a in walk_answers)}")
    longest = max(walk_long, default=0)
    print(
        f"  long tasks (> 50 ms) from such a click to the walk's end: {len(walk_long)}"
        + (f", longest {longest:.0f} ms" if walk_long else "")
        + f"  (aim: none; {'met' if not walk_long else 'NOT met'})"
    )


if __name__ == "__main__":
    main()

"""What the advisor costs: a hint's time in the page's AI worker, and a post-game review's.

    python -m benchmarks.advisor [--hints 20] [--seed 1]

Builds nothing: run `./build.sh` first (dist/ is served from a local server). Hints are asked
(`kind: "advise"` at the page's hint level, its time cap off so that the whole budget is timed)
of a fresh `web/ai_worker.js` in headless Chromium, from views of real 3-player games where
the mover has more than one move worth searching, after one warm-up request; beside them the
same requests under CPython. The review: one finished 3-player game (greedy seats, the human's
seat 0), every one of seat 0's decisions rated in the worker as the results screen does.
"""

import argparse
import json
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, DIST, served_dist
from benchmarks.ai_latency import line, percentile, positions
from charon_ui.advice import HINT_LEVEL
from game.ai import make_bot
from game.ai.worker import advise, review, review_count
from game.charon import apply, new_game, to_json, view

RUN = """async ([views, game, seed, level]) => {
  const worker = new Worker('./web/ai_worker.js', {type: 'module'});
  const answers = new Map();
  worker.onmessage = (e) => { if (e.data.id) answers.get(e.data.id)(e.data); };
  let id = 0;
  const ask = (message) => new Promise((resolve, reject) => {
    const mine = ++id;
    answers.set(mine, (a) => a.error ? reject(new Error(a.error)) : resolve(a));
    worker.postMessage({id: mine, game: 'charon', ...message});
  });
  await ask({kind: 'advise', view: views[0], level, seed});  // warm-up: start-up, imports
  const hints = [];
  for (const view of views) hints.push((await ask({kind: 'advise', view, level, seed})).ms);
  const t0 = performance.now();
  const count = JSON.parse((await ask({kind: 'reviewCount', save: game, player: 0})).result).count;
  const reviewed = [];
  for (let number = 0; number < count; number++)
    reviewed.push((await ask({kind: 'review', save: game, player: 0, number, seed})).ms);
  const total = performance.now() - t0;
  worker.terminate();
  return {hints, reviewed, total};
}"""


def finished_game(seed: int) -> str:
    state = new_game(3, seed)
    bots = [make_bot("greedy", seed + p) for p in range(3)]
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    return to_json(state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not (DIST / "web" / "ai_worker.js").exists():
        sys.exit("dist/ is not built (or has no AI worker): run ./build.sh first")
    views = positions(args.hints, args.seed)
    game = finished_game(args.seed)
    seed = 7

    cpython_hints = []
    for v in views:
        t0 = time.perf_counter()
        advise("charon", v, HINT_LEVEL, seed)
        cpython_hints.append((time.perf_counter() - t0) * 1000)
    t0 = time.perf_counter()
    count = json.loads(review_count("charon", game, 0))["count"]
    for number in range(count):
        review("charon", game, 0, number, seed)
    cpython_review = time.perf_counter() - t0

    with served_dist() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"{site}/index.html")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        timed = page.evaluate(RUN, [views, game, seed, HINT_LEVEL])
        browser.close()

    print(f"hint (advise, {HINT_LEVEL}, no time cap): {len(views)} views from real 3-player positions")
    print(line("browser worker", timed["hints"]))
    print(line("CPython", cpython_hints))
    print(f"review of one finished 3-player game: {count} decisions of seat 0")
    print(
        f"  browser worker   {timed['total'] / 1000:6.1f} s in all, {statistics.median(timed['reviewed']) / 1000:.2f} s"
        f" median per decision (p95 {percentile(timed['reviewed'], 0.95) / 1000:.2f} s)"
    )
    print(f"  CPython          {cpython_review:6.1f} s in all")


if __name__ == "__main__":
    main()

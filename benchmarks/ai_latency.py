"""Computer player latency in the browser: one bot's decision time in the page's AI worker.

    python -m benchmarks.ai_latency [--level medium] [--decisions 30] [--seed 1] [--cap]

Builds nothing: run `./build.sh` first (dist/ is served from a local server, no special
headers). Positions come from real games: seeded 3-player games of greedy and random bots
played under CPython, keeping the views in which the mover has more than one move worth
searching (single-option decisions return at once and would flatter the figures). Each view
goes to a fresh `web/ai_worker.js` started from the game page in headless Chromium, one at a
time, after one warm-up decision; the time is the worker's own (the Python decision), and
beside it the time the page waited (messages included). By default
the level's time cap is off, so that the full iteration budget is measured; `--cap` uses it.
Prints median and p95 beside the same decisions under CPython, and the iteration budget
that would fit the aim (median <= 1 s, p95 <= 2 s in the browser).
"""

import argparse
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, DIST, served_dist
from charon_ui import ai_seats
from game.ai import make_bot
from game.ai.candidates import candidate_actions
from game.ai.ismcts import LEVELS as ISMCTS_LEVELS
from game.ai.worker import decide
from game.charon import apply, legal_actions, new_game, to_json, view

AIM_MEDIAN_S, AIM_P95_S = 1.0, 2.0

# Start a worker like the page does, and time decisions one by one.
RUN = """async ([views, spec, seed, cap]) => {
  const worker = new Worker('./web/ai_worker.js', {type: 'module'});
  const answers = new Map();
  worker.onmessage = (e) => { if (e.data.id) answers.get(e.data.id)(e.data); };
  const ask = (id, view) => new Promise((resolve) => {
    answers.set(id, resolve);
    worker.postMessage({id, view, spec, seed, maxSeconds: cap});
  });
  const out = [];
  let id = 0;
  await ask(++id, views[0]);  // warm-up: the worker's start-up and first imports, not counted
  for (const v of views) {
    const t0 = performance.now();
    const answer = await ask(++id, v);
    if (answer.error) throw new Error(answer.error);
    out.push([answer.ms, performance.now() - t0]);
  }
  worker.terminate();
  return out;
}"""


def positions(count: int, seed: int) -> list[str]:
    """Views (JSON) from real games where the mover has a real choice, spread over the game."""
    out: list[str] = []
    game = 0
    while len(out) < count:
        state = new_game(3, seed + game)
        bots = [make_bot(spec, seed + game + i) for i, spec in enumerate(("greedy", "random", "greedy"))]
        step = 0
        while not state.is_over and len(out) < count:
            p = state.to_move
            seen = view(state, p)
            if step % 7 == 3 and len(candidate_actions(seen, legal_actions(seen))) > 1:
                out.append(to_json(seen))
            state = apply(state, bots[p].choose(seen))
            step += 1
        game += 1
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium", choices=list(ai_seats.LEVELS))
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", action="store_true", help="use the level's time cap (default: off)")
    args = parser.parse_args()
    if not (DIST / "web" / "ai_worker.js").exists():
        sys.exit("dist/ is not built (or has no AI worker): run ./build.sh first")
    seat = f"ai:{args.level}"
    spec, cap = ai_seats.bot_spec(seat), (ai_seats.time_cap(seat) if args.cap else None)
    views = positions(args.decisions, args.seed)
    seed = ai_seats.bot_seed(args.seed, 0)

    cpython = []
    for v in views:
        t0 = time.perf_counter()
        decide(v, spec, seed, cap)
        cpython.append((time.perf_counter() - t0) * 1000)

    with served_dist() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"{site}/index.html")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
        timed = page.evaluate(RUN, [views, spec, seed, cap])
        browser.close()
    worker = [ms for ms, _ in timed]
    round_trip = [rt for _, rt in timed]
    print(
        f"ai:{args.level} ({spec}{'' if cap is None else f', capped at {cap} s'}): "
        f"{len(views)} decisions from real 3-player positions"
    )
    for name, values in (("browser worker", worker), ("  incl. messages", round_trip), ("CPython", cpython)):
        print(
            f"  {name:16s} median {statistics.median(values) / 1000:6.2f} s"
            f"   p95 {percentile(values, 0.95) / 1000:6.2f} s"
            f"   max {max(values) / 1000:6.2f} s"
        )
    print(f"  browser / CPython (medians): {statistics.median(worker) / statistics.median(cpython):.2f}x")
    level = args.level
    if spec.startswith("ismcts:") and cap is None:
        iterations = ISMCTS_LEVELS[level]["iterations"]
        fit = min(AIM_MEDIAN_S * 1000 / statistics.median(worker), AIM_P95_S * 1000 / percentile(worker, 0.95))
        verdict = "meets" if fit >= 1 else "misses"
        print(
            f"  {verdict} the aim (median <= {AIM_MEDIAN_S:g} s, p95 <= {AIM_P95_S:g} s) at {iterations} iterations; "
            f"about {int(iterations * min(fit, 1) // 10 * 10) if fit < 1 else iterations} iterations would fit "
            f"({iterations * fit:.0f} at the limit)"
        )


if __name__ == "__main__":
    main()

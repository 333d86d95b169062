"""Computer player latency: each level's decision time in the page's AI worker and in CPython.

    python -m benchmarks.ai_latency [--level all|easy|medium|hard|...] [--decisions 30] [--seed 1]
                                    [--players 3] [--cap] [--no-browser]

Builds nothing: run `./build.sh` first (dist/ is served from a local server, no special
headers). Positions come from real games: seeded games (3 players unless `--players`) of greedy and random bots
played under CPython, keeping the views in which the mover has more than one move worth
searching (single-option decisions return at once and would flatter the figures). Each view
goes to a fresh `web/ai_worker.js` started from the game page in headless Chromium, one at a
time, after one warm-up decision; the time is the worker's own (the Python decision), and
beside it the time the page waited (messages included). By default
the level's time cap is off, so that the full iteration budget is measured; `--cap` uses it.
Prints, for every level (or the one asked for), median and p95 beside the same decisions
under CPython, the searches' iterations per second, and the iteration budget that would fit
the aim in the browser (median <= 1 s, p95 <= 2 s; medium's median <= 0.5 s). `--no-browser` times CPython alone.
"""

import argparse
import statistics
import sys
import time

from benchmarks._browser import DIST, worker_decisions
from game.ai import make_bot
from game.ai.worker import decide
from game.charon import apply, legal_actions, new_game, to_json, view
from game.charon.players.candidates import candidate_actions
from game.charon.players.search import LEVELS as ISMCTS_LEVELS
from shell import seating

AIM_MEDIAN_S, AIM_P95_S = 1.0, 2.0  # in the browser worker, for every searching level...
AIMS = {"medium": (0.5, AIM_P95_S)}  # ...but a stricter median for medium (issue 13)


def positions(count: int, seed: int, players: int = 3) -> list[str]:
    """Views (JSON) from real games where the mover has a real choice, spread over the game."""
    out: list[str] = []
    game = 0
    while len(out) < count:
        state = new_game(players, seed + game)
        bots = [make_bot(("greedy", "random")[i % 2], seed + game + i) for i in range(players)]
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


def line(name: str, values: list[float], iterations: int | None = None) -> str:
    """Times in ms as one line of seconds: median, p95 and max, and with `iterations` (each
    run's) the iterations per second."""
    speed = "" if iterations is None else f"   {iterations * len(values) / (sum(values) / 1000):7.0f} iterations/s"
    return (
        f"  {name:16s} median {statistics.median(values) / 1000:6.2f} s"
        f"   p95 {percentile(values, 0.95) / 1000:6.2f} s"
        f"   max {max(values) / 1000:6.2f} s{speed}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="all", choices=["all", *seating.LEVELS])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3, choices=range(2, 6))
    parser.add_argument("--cap", action="store_true", help="use the level's time cap (default: off)")
    parser.add_argument("--no-browser", action="store_true", help="time CPython only")
    args = parser.parse_args()
    if not args.no_browser and not (DIST / "web" / "ai_worker.js").exists():
        sys.exit("dist/ is not built (or has no AI worker): run ./build.sh first")
    levels = [lv for lv in seating.LEVELS if lv != "random"] if args.level == "all" else [args.level]
    views = positions(args.decisions, args.seed, args.players)
    seed = seating.bot_seed("charon", args.seed, 0)
    runs = []
    for level in levels:
        seat = f"ai:{level}"
        runs.append((seating.bot_spec(seat), seed, seating.time_cap(seat) if args.cap else None))

    cpython = []
    for spec, _, cap in runs:
        times = []
        for v in views:
            t0 = time.perf_counter()
            decide("charon", v, spec, seed, cap)
            times.append((time.perf_counter() - t0) * 1000)
        cpython.append(times)
    browser = None if args.no_browser else worker_decisions("charon", views, runs)

    for i, (level, (spec, _, cap)) in enumerate(zip(levels, runs, strict=True)):
        # Every position offers more than one move worth searching, so an uncapped search runs
        # its whole budget: iterations per second follow from the times.
        budget = ISMCTS_LEVELS[level]["iterations"] if spec.startswith("ismcts:") and cap is None else None
        print(
            f"ai:{level} ({spec}{'' if cap is None else f', capped at {cap} s'}): "
            f"{len(views)} decisions from real {args.players}-player positions"
        )
        if browser is not None:
            worker = [ms for ms, _ in browser[i]]
            print(line("browser worker", worker, budget))
            print(line("  incl. messages", [rt for _, rt in browser[i]]))
        print(line("CPython", cpython[i], budget))
        if browser is None:
            continue
        print(f"  browser / CPython (medians): {statistics.median(worker) / statistics.median(cpython[i]):.2f}x")
        if budget is not None:
            aim_median, aim_p95 = AIMS.get(level, (AIM_MEDIAN_S, AIM_P95_S))
            fit = min(aim_median * 1000 / statistics.median(worker), aim_p95 * 1000 / percentile(worker, 0.95))
            aim = f"the aim (median <= {aim_median:g} s, p95 <= {aim_p95:g} s) at {budget} iterations"
            if fit >= 1:
                print(f"  meets {aim}, with room for about {budget * fit:.0f}")
            else:
                fits = f"about {int(budget * fit // 10 * 10)} would fit ({budget * fit:.0f} at the limit)"
                print(f"  misses {aim}; {fits}")


if __name__ == "__main__":
    main()

"""6 Billion's searching player: decision time per level in CPython and in the page's AI worker.

    python -m benchmarks.sixbillion_search [--decisions 30] [--seed 1] [--players 3] [--cap]
                                           [--level easy|medium|hard]... [--no-browser]

Positions come from seeded greedy games: the views in which the mover decides something the
search searches (a card play, a reaction, an Opening Treaty request) and weighs more than one
move (a single candidate returns at once and would flatter the figures). Each level decides
every such view once — under CPython, then (unless `--no-browser`) in a `web/ai_worker.js`
started from the built page (dist/: `python -m tools.build_site` first) in headless Chromium,
one at a time after a warm-up decision, timed by the worker itself. Without `--cap` the whole
iteration budget is searched; with it, the page's time cap per level (search.TIME_CAPS).
Prints the median and p95 decision time and the iterations per second, against the aims:
medium's median <= 0.5 s; hard's median <= 1 s and p95 <= 2 s.
"""

import argparse
import statistics
import sys
import time

from game.sixbillion import apply, legal_actions, new_game, to_json, view
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import LEVELS, SIXBILLION, TIME_CAPS, SearchBot, searched

AIMS = {"medium": (0.5, None), "hard": (1.0, 2.0)}  # (median, p95) in the browser's worker


def positions(players: int, seed: int, count: int) -> list:
    out = []
    game = 0
    while len(out) < count:
        s = new_game(players, seed + game)
        bots = [GreedyBot(seed + p) for p in range(players)]
        while not s.is_over and len(out) < count:
            me = s.to_move
            v = view(s, me)
            if searched(v) and len(SIXBILLION.candidates(v, legal_actions(v), True)) > 1:
                out.append(v)
            s = apply(s, bots[me].choose(v))
        game += 1
    return out


def in_browser(views: list, runs: list[tuple[str, int, float | None]]) -> list[list[float]]:
    """Seconds per decision in the page's worker, for each (spec, seed, cap)."""
    from benchmarks._browser import worker_decisions

    timed = worker_decisions("sixbillion", [to_json(v) for v in views], runs)
    return [[ms / 1000 for ms, _ in run] for run in timed]


def line(where: str, times: list[float], iterations: float | None) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    speed = "" if iterations is None else f" {iterations / sum(times):13.0f}"
    return f"  {where:8} {statistics.median(times):9.3f} {p95:7.3f} {max(times):7.3f}{speed}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", choices=list(LEVELS), action="append", help="only these levels")
    parser.add_argument("--cap", action="store_true", help="the page's time cap per level (default: off)")
    parser.add_argument("--no-browser", action="store_true", help="time CPython only")
    args = parser.parse_args()
    views = positions(args.players, args.seed, args.decisions)
    levels = args.level or list(LEVELS)
    runs = [(f"ismcts:{level}", args.seed, TIME_CAPS[level] if args.cap else None) for level in levels]
    browser = None if args.no_browser else in_browser(views, runs)
    print(f"6 Billion search, {len(views)} searched decisions of {args.players}-player greedy games")
    for i, level in enumerate(levels):
        cap = runs[i][2]
        times, done = [], 0
        for v in views:
            bot = SearchBot(args.seed, iterations=LEVELS[level], max_seconds=cap)
            started = time.perf_counter()
            bot.choose(v)
            times.append(time.perf_counter() - started)
            done += bot.search.last_iterations
        capped = "" if cap is None else f", capped at {cap:g} s"
        print(f"ismcts:{level} ({LEVELS[level]} iterations{capped})")
        print(f"  {'':8} {'median s':>9} {'p95 s':>7} {'max s':>7} {'iterations/s':>13}")
        print(line("CPython", times, done))
        if browser is not None:
            print(line("browser", browser[i], None if cap else LEVELS[level] * len(views)))
            median_aim, p95_aim = AIMS.get(level, (None, None))
            worker = sorted(browser[i])
            met = (median_aim is None or statistics.median(worker) <= median_aim) and (
                p95_aim is None or worker[int(0.95 * (len(worker) - 1))] <= p95_aim
            )
            if median_aim is not None:
                aim = f"median <= {median_aim:g} s" + ("" if p95_aim is None else f", p95 <= {p95_aim:g} s")
                print(f"  browser aim ({aim}): {'met' if met else 'missed'}")
    if browser is None:
        print("(no browser: CPython only)", file=sys.stderr)


if __name__ == "__main__":
    main()

"""6 Billion's searching player under CPython: decision time and iterations per second.

    python -m benchmarks.sixbillion_search [--decisions 30] [--seed 1] [--players 3]

Positions come from seeded greedy games: the views in which the mover decides something the
search searches (a card play, a reaction, an Opening Treaty request). Each level decides
every such view once, without a time cap; prints the median and p95 decision time and the
iterations per second. The aim is the browser's: medium at most about 1 s a decision.
"""

import argparse
import statistics
import time

from game.sixbillion import apply, new_game, view
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import LEVELS, SearchBot, searched


def positions(players: int, seed: int, count: int) -> list:
    out = []
    game = 0
    while len(out) < count:
        s = new_game(players, seed + game)
        bots = [GreedyBot(seed + p) for p in range(players)]
        while not s.is_over and len(out) < count:
            me = s.to_move
            v = view(s, me)
            if searched(v):
                out.append(v)
            s = apply(s, bots[me].choose(v))
        game += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    views = positions(args.players, args.seed, args.decisions)
    print(f"6 Billion search, CPython, {len(views)} searched decisions of {args.players}-player greedy games")
    print(f"{'level':8} {'iterations':>10} {'median s':>9} {'p95 s':>7} {'iterations/s':>13}")
    for level, iterations in LEVELS.items():
        times, done = [], 0
        for v in views:
            bot = SearchBot(args.seed, iterations=iterations)
            started = time.perf_counter()
            bot.choose(v)
            times.append(time.perf_counter() - started)
            done += bot.search.last_iterations
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{level:8} {iterations:10} {statistics.median(times):9.3f} {p95:7.3f} {done / sum(times):13.0f}")


if __name__ == "__main__":
    main()

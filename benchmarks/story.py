"""The story of a game: what a save with its history costs, in CPython and in Pyodide.

    python -m benchmarks.story [--players 5] [--seed 1] [--repeat 9] [--games 60]

Prints, for a finished game of greedy players: its save size, the time to load it
(`from_json` replays and verifies the history), the time to replay it with events (what the
page does to rebuild the log and a replay), and random-game speed through `play` with and
without a history (the engine's fast path must not slow down by more than 10%).
Aims: load <= 100 ms in Pyodide, save <= 64 KB, speed with history >= 0.9x.
"""

import argparse
import json
import sys
from pathlib import Path

from benchmarks._story_pyodide import measure  # the same timing code runs in both runtimes
from tools.pyodide import run_python_file

BENCH_DIR = Path(__file__).resolve().parent


def show(name: str, m: dict) -> None:
    ratio = m["games_per_s_with_history"] / m["games_per_s_without_history"]
    print(f"  {name} {m['python']}:")
    print(f"    load the save (from_json, verified by replay)  {m['from_json_ms']:7.1f} ms")
    print(f"    replay it with events (the page's log)         {m['replay_with_events_ms']:7.1f} ms")
    print(
        f"    random 4-player games/s through play: {m['games_per_s_without_history']:.0f} without history,"
        f" {m['games_per_s_with_history']:.0f} with ({ratio:.2f}x)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=9, help="timed loads and replays (median)")
    parser.add_argument("--games", type=int, default=60, help="random games per speed sample")
    args = parser.parse_args()
    opts = ["--players", str(args.players), "--seed", str(args.seed), "--repeat", str(args.repeat)]
    opts += ["--games", str(args.games)]

    cpython = measure(args.players, args.seed, args.repeat, args.games)
    print(
        f"A finished {args.players}-player game of greedy players (seed {args.seed}):"
        f" {cpython['actions']} actions, save {cpython['save_bytes'] / 1024:.1f} KB (aim <= 64 KB)"
    )
    show("CPython", cpython)
    pyodide = json.loads(run_python_file(BENCH_DIR / "_story_pyodide.py", *opts).strip().splitlines()[-1])
    show("Pyodide", pyodide)
    print(f"  aim: load <= 100 ms in Pyodide: {'met' if pyodide['from_json_ms'] <= 100 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

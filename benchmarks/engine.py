"""Engine speed: full random games per second in CPython and in Pyodide under Node.

    python -m benchmarks.engine [--games 300] [--seed 1] [--players 4] [--json]
    ./build.sh bench [same options]          (installs what is needed first)

Both runtimes run the same games (same players, count and seed) through
game.charon.simulate.play_random_games; only the games are timed, not Pyodide's start-up.
"""

import argparse
import json
import sys
from pathlib import Path

from benchmarks._engine_pyodide import measure  # the same timing code runs in both runtimes
from tools.pyodide import run_python_file

BENCH_DIR = Path(__file__).resolve().parent

PYODIDE_SNIPPET = BENCH_DIR / "_engine_pyodide.py"


def rate(m: dict) -> float:
    return m["result"]["games"] / m["wall_seconds"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=300, help="games per runtime (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--json", action="store_true", help="also print all figures as one JSON line")
    args = parser.parse_args()
    opts = ["--players", str(args.players), "--games", str(args.games), "--seed", str(args.seed)]

    print(f"{args.games} random {args.players}-player games, seed {args.seed}", flush=True)
    cpython = measure(args.players, args.games, args.seed)
    print(
        f"  {'CPython ' + cpython['python'] + ':':16} {rate(cpython):9.1f} games/s  ({cpython['wall_seconds']:.2f} s)",
        flush=True,
    )

    out = run_python_file(PYODIDE_SNIPPET, *opts)
    pyodide = json.loads(out.strip().splitlines()[-1])
    print(
        f"  {'Pyodide ' + pyodide['python'] + ':':16} {rate(pyodide):9.1f} games/s"
        f"  ({pyodide['wall_seconds']:.2f} s, load time excluded)"
    )

    ratio = rate(cpython) / rate(pyodide)
    print(f"  CPython / Pyodide speed ratio: {ratio:.2f}x")

    # Same seed, same engine: apart from timings, both runtimes should report the same games.
    strip = lambda m: {k: v for k, v in m["result"].items() if k not in ("seconds", "games_per_second")}  # noqa: E731
    if strip(cpython) != strip(pyodide):
        print("  WARNING: CPython and Pyodide results differ for the same seed (non-determinism?)")

    if args.json:
        print(
            json.dumps(
                {
                    "games": args.games,
                    "seed": args.seed,
                    "players": args.players,
                    "cpython": cpython,
                    "pyodide": pyodide,
                    "ratio": ratio,
                }
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

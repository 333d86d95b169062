"""6 Billion engine speed in CPython and in Pyodide under Node, against the issue's aims:
>= 100 random 4-player games/s in CPython, Pyodide / CPython >= 0.5, and a finished game's
save loading in <= 50 ms in Pyodide.

    python -m benchmarks.sixbillion [--games 200] [--seed 1] [--players 4] [--json]

Both runtimes run the same games (same players, count and seed) through
game.sixbillion.simulate.play_random_games; only the games are timed, not Pyodide's start-up.
"""

import argparse
import json
import sys
from pathlib import Path

from benchmarks._sixbillion_pyodide import measure  # the same timing code runs in both runtimes
from tools.pyodide import run_python_file

BENCH_DIR = Path(__file__).resolve().parent

PYODIDE_SNIPPET = BENCH_DIR / "_sixbillion_pyodide.py"
AIM_GAMES_PER_SECOND, AIM_RATIO, AIM_LOAD_MS = 100, 0.5, 50


def rate(m: dict) -> float:
    return m["result"]["games"] / m["wall_seconds"]


def cpu_rate(m: dict) -> float:
    """Games per second of the process's own CPU time (0 if the runtime has no CPU clock)."""
    return m["result"]["games"] / m["cpu_seconds"] if m["cpu_seconds"] > 0 else 0.0


def verdict(ok: bool) -> str:
    return "meets the aim" if ok else "BELOW the aim"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per runtime (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--json", action="store_true", help="also print all figures as one JSON line")
    args = parser.parse_args()
    opts = ["--players", str(args.players), "--games", str(args.games), "--seed", str(args.seed)]

    print(f"6 Billion: {args.games} random {args.players}-player games, seed {args.seed}", flush=True)
    cpython = measure(args.players, args.games, args.seed)
    pyodide = json.loads(run_python_file(PYODIDE_SNIPPET, *opts).strip().splitlines()[-1])
    for name, m in (("CPython", cpython), ("Pyodide", pyodide)):
        # Pyodide's process clock is its wall clock, so only CPython has a separate CPU figure.
        cpu = f"; {cpu_rate(m):.1f} per CPU second" if name == "CPython" else ""
        print(
            f"  {name + ' ' + m['python'] + ':':16} {rate(m):8.1f} games/s ({m['wall_seconds']:.2f} s{cpu});"
            f" a finished 5-player save ({m['save_bytes'] // 1024} KB, {m['save_decisions']} decisions)"
            f" loads in {m['load_ms_median']:.1f} ms"
        )
    ratio = rate(pyodide) / rate(cpython)
    print("  aims (wall clock; on a busy shared machine CPython's CPU-time figure is the steadier):")
    speed = rate(cpython)
    print(f"    CPython >= {AIM_GAMES_PER_SECOND} games/s:  {speed:.1f}  {verdict(speed >= AIM_GAMES_PER_SECOND)}")
    print(f"    Pyodide / CPython >= {AIM_RATIO}:  {ratio:.2f}  {verdict(ratio >= AIM_RATIO)}")
    load = pyodide["load_ms_median"]
    print(f"    save load in Pyodide <= {AIM_LOAD_MS} ms:  {load:.1f} ms  {verdict(load <= AIM_LOAD_MS)}")
    strip = lambda m: {k: v for k, v in m["result"].items() if k not in ("seconds", "games_per_second")}  # noqa: E731
    if strip(cpython) != strip(pyodide):
        print("  WARNING: CPython and Pyodide results differ for the same seed (non-determinism?)")
    if args.json:
        print(json.dumps({"cpython": cpython, "pyodide": pyodide, "ratio": ratio}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Time random games with the engine and print the result as one JSON line.

Run inside Pyodide by benchmarks/engine.py (via tools/pyodide.py); engine.py also imports
`measure` from here for the CPython figure, so both runtimes are timed the same way.
Self-contained on purpose: only this file is copied into Pyodide, not its neighbours.
"""

import argparse
import json
import platform
import sys
import time

WARM_UP_GAMES = 20


def measure(players: int, games: int, seed: int) -> dict:
    """Play `games` random games; time only the games (imports and runtime load excluded).

    A few games are played first, untimed, so that both runtimes are measured in the steady
    state the computer players run in (the engine's small action caches filled).
    """
    from game.charon.simulate import play_random_games

    play_random_games(players=players, games=WARM_UP_GAMES, seed=seed + 1)
    start = time.perf_counter()
    result = play_random_games(players=players, games=games, seed=seed)
    wall = time.perf_counter() - start
    return {
        "result": json.loads(json.dumps(result, default=str)),
        "wall_seconds": wall,
        "python": platform.python_version(),
        "implementation": f"{platform.python_implementation()} on {sys.platform}",
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(measure(args.players, args.games, args.seed)))


if __name__ == "__main__":
    main()

"""Time 6 Billion in this runtime and print the figures as one JSON line: random games per
second, and how long a finished game's save takes to load (its history is replayed).

Run inside Pyodide by benchmarks/sixbillion.py (via tools/pyodide.py); sixbillion.py also
imports `measure` from here for the CPython figures, so both runtimes are timed the same way.
Self-contained on purpose: only this file is copied into Pyodide, not its neighbours.
"""

import argparse
import json
import platform
import sys
import time
from statistics import median

WARM_UP_GAMES = 10
LOADS = 15


def finished_save(players: int, seed: int) -> str:
    """The save of a finished random game (with its whole history)."""
    from game.sixbillion import legal_actions, new_game, play, rng, to_json

    state = new_game(players, seed)
    chooser = rng.seed_state(seed)
    while not state.is_over:
        options = legal_actions(state)
        chooser, i = rng.below(chooser, len(options))
        play(state, options[i])
    return to_json(state)


def measure(players: int, games: int, seed: int) -> dict:
    """Random games (imports and runtime load excluded) and full-game save loads."""
    from game.sixbillion import from_json
    from game.sixbillion.simulate import play_random_games

    play_random_games(players=players, games=WARM_UP_GAMES, seed=seed + 1)
    start, cpu_start = time.perf_counter(), time.process_time()
    result = play_random_games(players=players, games=games, seed=seed)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    save = finished_save(5, seed)
    loads = []
    for _ in range(LOADS):
        t = time.perf_counter()
        from_json(save)
        loads.append(time.perf_counter() - t)
    return {
        "result": json.loads(json.dumps(result, default=str)),
        "wall_seconds": wall,
        "cpu_seconds": cpu,  # this process's CPU time: what other work on a shared machine does not inflate
        "save_bytes": len(save),
        "save_decisions": len(json.loads(save)["history"]),
        "load_ms_median": median(loads) * 1000,
        "python": platform.python_version(),
        "implementation": f"{platform.python_implementation()} on {sys.platform}",
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(measure(args.players, args.games, args.seed)))


if __name__ == "__main__":
    main()

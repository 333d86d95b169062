"""Time what the story of a game costs and print the figures as one JSON line.

Run inside Pyodide by benchmarks/story.py (via tools/pyodide.py), which also imports
`measure` from here for the CPython figures. Self-contained on purpose: only this file is
copied into Pyodide.
"""

import json
import platform
import statistics
import sys
import time


def finished_game(players: int, seed: int):
    """A whole game of greedy players (a game as people play it: few pointless trades)."""
    from game.ai import make_bot
    from game.charon import apply, new_game, view

    bots = [make_bot("greedy", seed + p) for p in range(players)]
    state = new_game(players, seed)
    while not state.is_over:
        p = state.to_move
        state = apply(state, bots[p].choose(view(state, p)))
    return state


def _median_ms(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _random_games(games: int, seed: int, keep_history: bool) -> float:
    """Random 4-player games per second through `play`, with or without a history."""
    from game.charon import legal_actions, new_game, play

    start = time.perf_counter()
    for g in range(games):
        state = new_game(4, seed + g)
        if not keep_history:
            state.history = None  # as before the engine kept one (and as search worlds are)
        n = 0
        while not state.is_over:
            options = legal_actions(state)
            n = (n * 1103515245 + 12345) % 2**31
            play(state, options[n % len(options)])
    return games / (time.perf_counter() - start)


def measure(players: int, seed: int, repeat: int, games: int) -> dict:
    from game.charon import from_json, history, new_game_with_events, step, to_json

    final = finished_game(players, seed)
    text = to_json(final)

    def replay_with_events():
        state, _ = new_game_with_events(final.num_players, final.seed)
        for action in history(final):
            state, _ = step(state, action)

    _random_games(5, seed, True)  # warm the engine's caches
    without, with_history = [], []
    for _ in range(3):  # alternate, so that a busy moment hurts both alike
        without.append(_random_games(games, seed, False))
        with_history.append(_random_games(games, seed, True))
    return {
        "python": platform.python_version(),
        "implementation": f"{platform.python_implementation()} on {sys.platform}",
        "actions": len(history(final)),
        "save_bytes": len(text.encode()),
        "from_json_ms": _median_ms(lambda: from_json(text), repeat),
        "replay_with_events_ms": _median_ms(replay_with_events, repeat),
        "games_per_s_without_history": max(without),
        "games_per_s_with_history": max(with_history),
    }


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    print(json.dumps(measure(args.players, args.seed, args.repeat, args.games)))


if __name__ == "__main__":
    main()

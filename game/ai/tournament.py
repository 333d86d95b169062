"""Bots against bots: seats rotate so that every bot plays every seat equally often."""

import math
import time
from collections.abc import Callable, Mapping
from statistics import mean, median
from typing import TypedDict

from game.registry import State, game_info

# `run_tournament`'s progress report: (games done, games in all, each entry's wins so far).
Progress = Callable[[int, int, list[float]], None]


class Standing(TypedDict):
    """One entry's results in a tournament (times in seconds)."""

    bot: str
    wins: float
    win_rate: float
    ci95: tuple[float, float]
    mean_score: float
    decision_median_s: float
    decision_p95_s: float


def play_game(
    specs: list[str],
    seed: int,
    timings: dict[int, list[float]] | None = None,
    game: str = "charon",
    options: Mapping[str, object] | None = None,
) -> State:
    """One game of `game` (a registry key) with its `options`, bot `specs[i]` in seat i;
    returns the final state."""
    info = game_info(game)
    engine = info.engine()
    bots = [info.make_bot(spec, seed * 31 + seat) for seat, spec in enumerate(specs)]
    state, _ = engine.start(len(specs), seed, options)
    while not state.is_over:
        player = state.to_move  # every engine: someone is to move until the game is over
        assert player is not None, "a game not over has a player to move"
        started = time.perf_counter()
        action = bots[player].choose(engine.view(state, player))
        if timings is not None:
            timings.setdefault(player, []).append(time.perf_counter() - started)
        state = engine.apply(state, action)
    return state


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def _rotated_game(
    seats: list[str], seed: int, g: int, game: str = "charon", options: Mapping[str, object] | None = None
) -> tuple[list[int], list[int], list[int], dict[int, list[float]]]:
    """Game `g` of a tournament: (seat -> entry, scores, winners, decision times per seat)."""
    n = len(seats)
    order = [(i + g) % n for i in range(n)]  # seat s is played by entry order[s]
    timings: dict[int, list[float]] = {}
    final = play_game([seats[e] for e in order], seed + g, timings, game, options)
    engine = game_info(game).engine()
    return order, engine.scores(final), engine.winners(final), timings


def run_tournament(
    seats: list[str],
    games: int,
    seed: int,
    progress: Progress | None = None,
    jobs: int = 1,
    game: str = "charon",
    options: Mapping[str, object] | None = None,
) -> list[Standing]:
    """Play `games` games rotating seats; per entry of `seats`: wins, win rate and its 95%
    interval, average score and decision times. A shared win counts as 1/k of a win.
    `jobs` > 1 plays games in that many processes; the results do not depend on it (each
    game's seed is fixed by its number), only the decision times may."""
    n = len(seats)
    wins = [0.0] * n
    points: list[list[int]] = [[] for _ in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    numbers = range(games)
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(jobs)
        results = pool.map(_rotated_game, [seats] * games, [seed] * games, numbers, [game] * games, [options] * games)
    else:
        pool = None
        results = (_rotated_game(seats, seed, g, game, options) for g in numbers)
    try:
        for done, (order, result, best, timings) in enumerate(results, 1):
            for seat, entry in enumerate(order):
                points[entry].append(result[seat])
                times[entry].extend(timings.get(seat, []))
                if seat in best:
                    wins[entry] += 1 / len(best)
            if progress:
                progress(done, games, wins)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    rows: list[Standing] = []
    for e in range(n):
        low, high = wilson_interval(wins[e], games)
        ordered = sorted(times[e])
        rows.append(
            {
                "bot": seats[e],
                "wins": wins[e],
                "win_rate": wins[e] / games,
                "ci95": (low, high),
                "mean_score": mean(points[e]),
                "decision_median_s": median(ordered) if ordered else 0.0,
                "decision_p95_s": ordered[int(0.95 * (len(ordered) - 1))] if ordered else 0.0,
            }
        )
    return rows

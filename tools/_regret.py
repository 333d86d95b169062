"""What the two regret tools (tools.decision_regret for Charon, tools.sixbillion_regret for 6
Billion) share: the positions sampled from games, the reference values of the positions, kept
in a cache file, a chooser's regret on them and the report. Each tool gives its own engine,
eligible decisions, reference and choosers."""

import pickle
import random
import sys
from collections.abc import Callable, Hashable
from pathlib import Path
from types import ModuleType
from typing import Any

Values = dict[Hashable, float]  # a position's candidate moves -> their reference values


def sample_views(
    engine: ModuleType,
    players: int,
    bots: Callable[[int], list[Any]],
    eligible: Callable[[Any], bool],
    sampled: float,
    count: int,
    seed: int,
) -> list[Any]:
    """`count` views of decisions from games of `engine` (its `new_game`, `view` and `apply`) of
    `players` played by `bots(game)` (the games seeded from `seed` on): of the decisions
    `eligible` says are worth measuring, the share `sampled`, so that positions spread over games."""
    pick = random.Random(seed)
    views: list[Any] = []
    game = seed
    while len(views) < count:
        state = engine.new_game(players, game)
        seats = bots(game)
        while not state.is_over:
            mover = state.to_move
            seen = engine.view(state, mover)
            if eligible(seen) and pick.random() < sampled:
                views.append(seen)
            state = engine.apply(state, seats[mover].choose(seen))
        game += 1
    return views[:count]


def references(
    cache: Path | None,
    options: tuple,
    views: Callable[[], list[Any]],
    value: Callable[[Any, int], Values],
    every: int,
) -> list[tuple[Any, Values]]:
    """Each of `views()` with `value(view, n)` (n counts from 1), reported every `every` positions;
    read from `cache` instead when it was made with the same `options`, and written there."""
    if cache and cache.exists():
        saved_options, positions = pickle.loads(cache.read_bytes())
        if saved_options == options:
            return positions
    seen = views()
    positions = []
    for n, view in enumerate(seen, 1):
        positions.append((view, value(view, n)))
        if n % every == 0:
            print(f"  reference: {n} of {len(seen)} positions", file=sys.stderr, flush=True)
    if cache:
        cache.write_bytes(pickle.dumps((options, positions)))
    return positions


def regret(choose: Callable[[Any], Any], positions: list[tuple[Any, Values]]) -> tuple[float, float]:
    """(mean regret, share of positions where the best move was chosen) of a chooser. A move the
    reference did not value counts as its worst."""
    total = best_chosen = 0.0
    for seen, values in positions:
        chosen = choose(seen)
        loss = max(values.values()) - values.get(chosen, min(values.values()))
        total += loss
        best_chosen += loss == 0
    return total / len(positions), best_chosen / len(positions)


def report(
    positions: list[tuple[Any, Values]], choosers: list[tuple[str, Callable[[Any], Any], str]], width: int
) -> None:
    """A line a chooser (name, choose, note): its mean regret on `positions`, how often it chose
    the best move, then the note (the name padded to `width`)."""
    for name, choose, note in choosers:
        mean_regret, best_share = regret(choose, positions)
        print(f"  {name:<{width}} regret {mean_regret:.4f}   best move chosen {best_share:.0%}{note}")

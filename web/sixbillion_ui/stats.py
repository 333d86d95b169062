"""A finished (or unfinished) game's numbers by round, for the results screen's charts: each
player's score on the score track after each round, each faction's population on the sites'
tracks after each round, and the final totals. Read from the game's positions (a replay's
states), never from the screen.

    >>> from game.sixbillion import new_game
    >>> numbers = stats_from_states([new_game(3, 5)])
    >>> numbers.rounds, numbers.score, numbers.population[0]
    (1, ((0,), (0,), (0,)), (1,))
"""

from collections.abc import Sequence
from dataclasses import dataclass

import game.sixbillion as sixbillion
from game.sixbillion import State, scores


@dataclass(frozen=True)
class GameStats:
    rounds: int  # the rounds played (the last may have been cut short by the game's end)
    score: tuple[tuple[int, ...], ...]  # per player: the score track after each round
    population: tuple[tuple[int, ...], ...]  # per faction (players, then neutrals), after each round
    final: tuple[int, ...] | None  # per player: the total after the final scoring (None: not over)
    colours: tuple[str, ...]  # per faction: its colour


def population(state: State, faction: int) -> int:
    """The billions of `faction` on the sites' tracks (its tokens' values)."""
    return sum(track[faction] for track in state.tracks.values())


def stats_from_states(states: Sequence[State]) -> GameStats:
    """The numbers of a game from its positions in order (a replay's states): each round's
    last position gives that round's values."""
    if not states:
        raise ValueError("a game's numbers need at least its first position")
    ends: dict[int, State] = {}
    for s in states:
        ends[s.round] = s  # later positions of a round replace earlier ones
    last = [ends[r] for r in sorted(ends)]
    first = states[0]
    final = states[-1]
    return GameStats(
        rounds=len(last),
        score=tuple(tuple(s.score[p] for s in last) for p in range(first.num_players)),
        population=tuple(tuple(population(s, f) for s in last) for f in range(first.num_factions)),
        final=tuple(scores(final)) if final.is_over else None,
        colours=tuple(f["colour"] for f in first.factions),
    )


def states_of(state: State) -> list[State]:
    """Every position of `state`'s game from its start (ValueError if it keeps no history: a
    view, or a save made without one)."""
    position, _events = sixbillion.start_from(sixbillion.start_of(state))
    positions = [position]
    for action in sixbillion.history(state):
        position, _events = sixbillion.step(position, action)
        positions.append(position)
    return positions


def stats_of(state: State) -> GameStats | None:
    """The numbers of `state`'s game, or None for a game without its history."""
    try:
        return stats_from_states(states_of(state))
    except ValueError:
        return None

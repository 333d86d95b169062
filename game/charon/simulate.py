"""Random games: a sanity table for the rules and the engine's speed benchmark.

The random player here picks uniformly among `legal_actions` and plays through the fast
in-place path (`engine.play`), i.e. the same rules code the checked `apply` uses.
"""

import time
from collections.abc import Mapping
from statistics import mean, pstdev
from typing import Any

from .. import rng
from .board import ACTION_AREAS
from .engine import legal_actions, new_game, play
from .scoring import scores, winners
from .staking import area_winners
from .state import STAKE, State


def random_playout(state: State, generator: int) -> tuple[State, int]:
    """Play `state` (changed in place) to the end with uniformly random legal actions.

    `generator` is an rng state (see rng.py); returns the final state and the new rng state.
    """
    while not state.is_over:
        options = legal_actions(state)
        generator, i = rng.below(generator, len(options))
        play(state, options[i])
    return state, generator


def play_random_games(players: int, games: int, seed: int) -> dict[str, Any]:
    """Play `games` random games; return timing, score statistics and, per action area, the
    share of rounds in which it was triggered."""
    generator = rng.seed_state(seed)
    all_scores: list[int] = []
    winning_scores: list[int] = []
    triggered = {a: 0 for a in ACTION_AREAS}
    decisions = rounds = 0
    started = time.perf_counter()
    for game_index in range(games):
        state = new_game(players, seed * 100_003 + game_index)
        while not state.is_over:
            options = legal_actions(state)
            generator, i = rng.below(generator, len(options))
            staking = state.phase == STAKE
            play(state, options[i])
            decisions += 1
            if staking and state.phase != STAKE:
                # Staking is over: the flags left on the action areas say who won what.
                rounds += 1
                for area in ACTION_AREAS:
                    triggered[area] += bool(area_winners(state, area))
        points = scores(state)
        all_scores.extend(points)
        winning_scores.append(points[winners(state)[0]])
    seconds = time.perf_counter() - started
    return {
        "players": players,
        "games": games,
        "seconds": seconds,
        "games_per_second": games / seconds if seconds else float("inf"),
        "decisions_per_game": decisions / games if games else 0,
        "mean_score": mean(all_scores) if all_scores else 0,
        "score_spread": pstdev(all_scores) if all_scores else 0,
        "mean_winning_score": mean(winning_scores) if winning_scores else 0,
        "triggered_share": {a: (n / rounds if rounds else 0) for a, n in triggered.items()},
    }


def report(players: int, games: int, seed: int, options: Mapping[str, object] | None = None) -> str:
    """`python -m game simulate`'s text: speed and a sanity table of `games` random games."""
    if options:
        raise ValueError(f"Charon, Inc. has no options, not {', '.join(map(repr, sorted(options)))}")
    result = play_random_games(players, games, seed)
    lines = [
        f"{result['games']} random {result['players']}-player games (seed {seed})",
        f"  speed          {result['games_per_second']:.1f} games/s "
        f"({result['decisions_per_game']:.0f} decisions per game)",
        f"  average score  {result['mean_score']:.2f} (spread, standard deviation: {result['score_spread']:.2f})",
        f"  winning score  {result['mean_winning_score']:.2f} on average",
        "  action areas triggered (share of rounds):",
    ]
    for area, share in result["triggered_share"].items():
        lines.append(f"    {area.replace('_', ' '):22} {share:6.1%}")
    return "\n".join(lines)

"""Random games: a sanity table for the rules and the engine's speed benchmark.

The random player picks uniformly among `legal_actions` and plays through the fast in-place
path (`engine.play`), the same rules code the checked `apply` uses.
"""

import time
from collections import Counter
from collections.abc import Mapping
from statistics import mean, pstdev
from typing import Any

from .. import rng
from .actions import Play, React, Symbol
from .components import CARD_TYPES
from .engine import legal_actions, new_game, play
from .scoring import end_reason, scores, winners
from .state import State


def random_playout(state: State, generator: int) -> tuple[State, int]:
    """Play `state` (changed in place) to the end with uniformly random legal actions."""
    while not state.is_over:
        options = legal_actions(state)
        generator, i = rng.below(generator, len(options))
        play(state, options[i])
    return state, generator


def play_random_games(players: int, games: int, seed: int, discovery_track: bool = False) -> dict[str, Any]:
    """Play `games` random games; return timing, game length, how games ended, scores and,
    per card type, how often it was played (as an action, a reaction or for its symbol)."""
    generator = rng.seed_state(seed)
    rounds: list[int] = []
    decisions = 0
    endings: Counter[str | None] = Counter()
    plays: Counter[tuple[str, str]] = Counter()
    all_scores: list[int] = []
    winning: list[int] = []
    started = time.perf_counter()
    for game_index in range(games):
        state = new_game(players, seed * 100_003 + game_index, discovery_track=discovery_track)
        while not state.is_over:
            options = legal_actions(state)
            generator, i = rng.below(generator, len(options))
            action = options[i]
            if isinstance(action, (Play, React)):
                plays[action.card.split(".")[0], action.type] += 1
            elif isinstance(action, Symbol):
                for card in action.cards:
                    plays[card.split(".")[0], "symbol"] += 1
            play(state, action)
            decisions += 1
        rounds.append(state.round)
        endings[end_reason(state)] += 1
        points = scores(state)
        all_scores.extend(points)
        winning.append(points[winners(state)[0]])
    seconds = time.perf_counter() - started
    return {
        "players": players,
        "games": games,
        "seconds": seconds,
        "games_per_second": games / seconds if seconds else float("inf"),
        "decisions_per_game": decisions / games,
        "mean_rounds": mean(rounds),
        "rounds_range": [min(rounds), max(rounds)],
        "endings": {k: endings[k] / games for k in ("1024", "all_tracks")},
        "mean_score": mean(all_scores),
        "score_spread": pstdev(all_scores),
        "mean_winning_score": mean(winning),
        "card_plays_per_game": {
            t: {how: plays[t, how] / games for how in ("play", "react", "symbol") if plays[t, how]}
            for t in CARD_TYPES
            if any(plays[t, how] for how in ("play", "react", "symbol"))
        },
    }


def report(players: int, games: int, seed: int, options: Mapping[str, object] | None = None) -> str:
    """`python -m game simulate --game sixbillion`'s text: speed and a sanity table."""
    track = bool((options or {}).get("discovery_track", False))
    r = play_random_games(players, games, seed, track)
    low, high = r["rounds_range"]
    ends = r["endings"]
    lines = [
        f"{r['games']} random {r['players']}-player games of 6 Billion"
        f"{' with the Discovery Track' if track else ''} (seed {seed})",
        f"  speed          {r['games_per_second']:.1f} games/s ({r['decisions_per_game']:.0f} decisions per game)",
        f"  game length    {r['mean_rounds']:.1f} rounds on average ({low}-{high})",
        f"  how games end  a token on 1024 {ends['1024']:.0%}, every track occupied {ends['all_tracks']:.0%}",
        f"  average score  {r['mean_score']:.1f} (spread, standard deviation: {r['score_spread']:.1f})",
        f"  winning score  {r['mean_winning_score']:.1f} on average",
        "  cards played per game:     as an action  in a reaction  for its symbol",
    ]
    for kind, how in r["card_plays_per_game"].items():
        cells = [f"{how[k]:.2f}" if k in how else "-" for k in ("play", "react", "symbol")]
        lines.append(f"    {kind.replace('_', ' '):24} {cells[0]:>12} {cells[1]:>14} {cells[2]:>15}")
    return "\n".join(lines)

"""Whether more search changes 6 Billion's decisions: on fixed views, the move the search picks
at each of several budgets, and how far apart its own two best moves are.

    python -m tools.sixbillion_convergence [--views 30] [--players 2] [--seed 500]
                                           [--budgets 200,450,1800]

Views are searched decisions (card plays, reactions, Opening Treaty requests with two moves or
more) from seeded greedy games. Each budget's search (the shipped settings, its iterations only
changed) picks a move; the longest budget is the reference. For the reference's two most visited
moves it prints their difference of mean return (a win share) and the standard error of that
difference (the returns' measured spread): if the smaller budgets already pick the reference's
move wherever the difference is clear, and the rest are differences the search cannot see even
at the longest budget, more iterations cannot make a stronger player (docs/sixbillion-players.md,
fifth session).
"""

import argparse
import math
from dataclasses import dataclass

import game.sixbillion as sixbillion
from game.ai.choice import options_to_choose
from game.sixbillion import Action, legal_actions
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import SIXBILLION, SearchBot, searched
from game.sixbillion.state import State

from . import _regret

SAMPLED = 0.1  # the share of eligible decisions kept, so that views spread over games
CLEAR = 0.01  # a difference of mean return the table calls clear (a point of win chance)


def eligible(seen: State) -> bool:
    """A decision the search makes with two moves or more to weigh."""
    return searched(seen) and len(SIXBILLION.candidates(seen, options_to_choose(legal_actions(seen)), True)) >= 2


@dataclass
class Decision:
    kind: str  # "play", "reaction" or "consent"
    picks: dict[int, Action]  # budget -> the move chosen
    gap: float  # the longest budget's best two moves: difference of mean return ...
    error: float  # ... and its standard error


def decide(seen: State, budgets: list[int], seed: int = 7) -> Decision:
    """The move each budget picks on `seen`, and the longest budget's margin."""
    picks: dict[int, Action] = {}
    gap, error = 0.0, 0.0
    for n in sorted(budgets):
        search = SearchBot(seed, iterations=n).search
        ranked = search.rank(seen)
        picks[n] = ranked[0][0]
        (first, n1, m1), (second, n2, m2) = ranked[0], ranked[1]
        if m1 is not None and m2 is not None:
            s1, s2 = search.last_spreads.get(first, 0.0), search.last_spreads.get(second, 0.0)
            gap, error = m1 - m2, math.sqrt(s1 * s1 / n1 + s2 * s2 / n2)
    kind = "reaction" if seen.window is not None else "consent" if seen.pending is not None else "play"
    return Decision(kind, picks, gap, error)


def collect_views(count: int, players: int, seed: int) -> list[State]:
    """`count` searched decisions' views from greedy games of `players`, seeded from `seed` on."""
    return _regret.sample_views(
        sixbillion,
        players,
        lambda game: [GreedyBot(game * players + p) for p in range(players)],
        eligible,
        SAMPLED,
        count,
        seed,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=30)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--budgets", default="200,450,1800")
    args = parser.parse_args()
    budgets = sorted(int(b) for b in args.budgets.split(","))
    reference = budgets[-1]
    views = collect_views(args.views, args.players, args.seed)
    decisions = [decide(seen, budgets) for seen in views]
    for d in decisions:
        same = " ".join(f"{n}:{'=' if d.picks[n] == d.picks[reference] else 'x'}" for n in budgets[:-1])
        print(f"  {d.kind:8} gap {d.gap:.4f} ± {d.error:.4f}  {same}")
    for label, chosen in (
        (f"clear (gap >= {CLEAR})", [d for d in decisions if d.gap >= CLEAR]),
        (f"close (gap < {CLEAR})", [d for d in decisions if d.gap < CLEAR]),
    ):
        agree = ", ".join(f"{n}: {sum(d.picks[n] == d.picks[reference] for d in chosen)}" for n in budgets[:-1])
        print(f"{label}: {len(chosen)} views; the reference's move picked at {agree}")
    middle = len(decisions) // 2
    gap, error = sorted(d.gap for d in decisions)[middle], sorted(d.error for d in decisions)[middle]
    print(f"median gap {gap:.4f}, median standard error {error:.4f} at {reference} iterations")


if __name__ == "__main__":
    main()

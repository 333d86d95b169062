"""A quick screen of a 6 Billion searching player's settings: a variant plays games against
other bots with seats rotating, as the tournament does, and its wins are printed with their
Wilson 95% interval. For choosing levers before a tournament of the shipped levels.

    python -m tools.sixbillion_screen --variant iterations=200,horizon=3 --against greedy,greedy
                                      [--games 60] [--seed 7000]

The variant's keys are SearchBot's settings (iterations, horizon, exploration, evaluation: lead,
fitted or outlook; prior; free_doubling=1: the search orders the free doublings too); the others
are bot specs. Tune on one seed block and confirm on another you never tuned on.
"""

import argparse
import sys
from collections.abc import Callable

from game.ai.tournament import wilson_interval
from game.sixbillion import Action, apply, new_game, scores, view, winners
from game.sixbillion.players.bots import make_bot
from game.sixbillion.players.rollout import RolloutBot
from game.sixbillion.players.search import SearchBot
from game.sixbillion.state import State

# A seat's player as the screen drives it: (the whole game, the seat) -> its move. Every bot but
# a measurement's oracle (tools/sixbillion_ceiling.py) is shown only the seat's view.
Seat = Callable[[State, int], Action]


def from_view(bot) -> Seat:
    """A bot that decides from a view, as a seat."""
    return lambda state, seat: bot.choose(view(state, seat))


SETTINGS = {
    "iterations": int,
    "horizon": int,
    "exploration": float,
    "evaluation": str,
    "prior": float,
    "free_doubling": lambda v: v not in ("0", "false", "no"),
    "rollout": int,  # RolloutBot instead of the search: this many sampled worlds a decision
    "rollout_horizon": int,  # ... playing out this many faction turns (0: to its next faction turn)
}


def parse_variant(text: str) -> dict:
    """'iterations=200,horizon=3' -> {'iterations': 200, 'horizon': 3}; ValueError if unknown."""
    settings: dict = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        if key not in SETTINGS:
            raise ValueError(f"unknown setting {key!r}: expected one of {', '.join(SETTINGS)}")
        settings[key] = SETTINGS[key](value)
    return settings


def player(seed: int, settings: dict):
    """The variant's bot: the flat Monte Carlo player if `rollout` is set, else the search."""
    if "rollout" in settings:
        return RolloutBot(seed, worlds=settings["rollout"], horizon=settings.get("rollout_horizon", 0))
    return SearchBot(seed, **settings)


def screen(
    settings: dict, against: list[str], games: int, seed: int, variant: Callable[[int], Seat] | None = None
) -> tuple[float, list[float]]:
    """The variant's wins over `games` (shared wins split), and every entry's average score.
    `variant` (a seed -> its seat) replaces the SearchBot with `settings`."""
    if variant is None:
        variant = lambda bot_seed: from_view(player(bot_seed, settings))  # noqa: E731
    n = len(against) + 1
    wins = 0.0
    points = [0.0] * n
    for g in range(games):
        game_seed = seed + g
        order = [(i + g) % n for i in range(n)]  # seat s is played by entry order[s]
        bots = [
            variant(game_seed * 31 + s) if e == 0 else from_view(make_bot(against[e - 1], game_seed * 31 + s))
            for s, e in enumerate(order)
        ]
        state = new_game(n, game_seed)
        while not state.is_over:
            me = state.to_move
            state = apply(state, bots[me](state, me))
        best, result = winners(state), scores(state)
        for s, e in enumerate(order):
            points[e] += result[s] / games
            if e == 0 and s in best:
                wins += 1 / len(best)
        if (g + 1) % 10 == 0:
            print(f"  game {g + 1}/{games}: variant {wins / (g + 1):.0%}", file=sys.stderr, flush=True)
    return wins, points


def main(label: str = "variant", variant_of: Callable[[dict], Callable[[int], Seat]] | None = None) -> None:
    """The command line; `label` names the variant in the result line, `variant_of(settings)`
    makes its seats (the ceiling's oracle) instead of the searching player's own."""
    parser = argparse.ArgumentParser(description=(sys.modules["__main__"].__doc__ or __doc__ or "").splitlines()[0])
    parser.add_argument("--variant", default="")
    parser.add_argument("--against", default="greedy,greedy")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7000)
    args = parser.parse_args()
    settings = parse_variant(args.variant)
    against = args.against.split(",")
    variant = variant_of(settings) if variant_of else None
    wins, points = screen(settings, against, args.games, args.seed, variant=variant)
    low, high = wilson_interval(wins, args.games)
    print(
        f"{label} {args.variant or '(defaults)'} vs {','.join(against)}: {wins:g}/{args.games} = "
        f"{wins / args.games:.1%} (95% {low:.0%}-{high:.0%}), seeds {args.seed}-{args.seed + args.games - 1}, "
        f"avg scores {' '.join(f'{p:.1f}' for p in points)}"
    )


if __name__ == "__main__":
    main()

"""A MEASUREMENT, never a player: how often 6 Billion's search could win against two greedy
players if it saw the whole game (every hand, agenda, Discovery card and the deck's order).

    python -m tools.sixbillion_ceiling [--variant iterations=200,...] [--against greedy,greedy]
                                       [--games 60] [--seed 7000]

The oracle searches the true position: every sampled world is the game itself (only the
generator of the draws to come differs), so its tree sees what a player never does. What it
wins is an upper bound for a searching player with the same settings and playouts: if even the
oracle stays near the greedy players' share, the game's luck caps any fair player's edge, and
no honest player can reach an aim above that. Its non-searched decisions are the greedy
player's on its own view, as SearchBot's are. The screen and its seats are
tools/sixbillion_screen.py's.
"""

import argparse

from game import rng
from game.ai.ismcts import IsmctsBot
from game.ai.tournament import wilson_interval
from game.sixbillion import Action, view
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import EVALUATION, LEVEL_EXPLORATION, SixBillionGame, searched
from game.sixbillion.state import State

from .sixbillion_screen import Seat, parse_variant, screen


class OracleGame(SixBillionGame):
    """6 Billion for the search, where the 'view' it is given is the whole game."""

    def determinize(self, view: State, seed: int) -> State:
        assert view.viewer is None, "the oracle is handed the whole game"
        world = view.copy()
        world.history = None
        world.undoable = 0
        world.rng = rng.seed_state(seed)  # the present is known, the draws to come are not
        return world


def oracle(settings: dict):
    """A seed -> a seat that searches the true position (SearchBot's settings) and plays the
    greedy player's rules on its view where SearchBot does."""
    game = OracleGame(settings.get("evaluation", EVALUATION))

    def make(seed: int) -> Seat:
        search = IsmctsBot(
            game,
            seed=seed,
            iterations=settings.get("iterations", 200),
            horizon_rounds=settings.get("horizon", 1),
            exploration=settings.get("exploration", LEVEL_EXPLORATION),
            prior_bias=settings.get("prior", 0.0),
        )
        greedy = GreedyBot(seed)

        def decide(state: State, seat: int) -> Action:
            seen = view(state, seat)
            return search.choose(state) if searched(seen) else greedy.choose(seen)

        return decide

    return make


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="")
    parser.add_argument("--against", default="greedy,greedy")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7000)
    args = parser.parse_args()
    settings = parse_variant(args.variant)
    against = args.against.split(",")
    wins, points = screen(settings, against, args.games, args.seed, variant=oracle(settings))
    low, high = wilson_interval(wins, args.games)
    print(
        f"ORACLE (sees the whole game) {args.variant or '(defaults)'} vs {','.join(against)}: "
        f"{wins:g}/{args.games} = {wins / args.games:.1%} (95% {low:.0%}-{high:.0%}), "
        f"seeds {args.seed}-{args.seed + args.games - 1}, avg scores {' '.join(f'{p:.1f}' for p in points)}"
    )


if __name__ == "__main__":
    main()

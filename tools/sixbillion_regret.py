"""How well 6 Billion's players pick their card plays, without playing tournaments: the regret
of their choices on fixed positions against a reference that plays every candidate out.

    python -m tools.sixbillion_regret [--positions 40] [--per-move 60] [--seed 300] [--cache FILE]
                                      [--variant NAME:iterations=200,horizon=3]...

Positions come from seeded three-player games of the greedy player: views in the action step
where the search weighs three moves or more (SIXBILLION.candidates at the root). The reference
values each candidate by playing it in `--per-move` sampled worlds (the same worlds for every
candidate, so that their differences are not drowned by the deal) and finishing each game with
the search's fast policy: its value is the mover's mean return (a win share, game/ai/protocol.py).
Unlike Charon's tools/decision_regret.py, the reference does not stop at a horizon and score
the position, so it judges the evaluation as well as how the search spends its iterations; it
is as good as the fast policy that finishes the games. A player's regret on a position is the
best value less the value of the move it chooses; the mean over positions is printed beside
how often it chose the best. The reference is noisy (about ±0.05 a move at 60 worlds): compare
players with each other, not with zero.

Without `--variant`, greedy and the shipped levels are scored. Reference values take minutes:
`--cache` keeps them (reused when the file was made with the same options).
"""

import argparse
from pathlib import Path

import game.sixbillion as sixbillion
from game import rng
from game.sixbillion import legal_actions
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import LEVELS, SIXBILLION, SearchBot, fast_action
from game.sixbillion.state import ACTIONS, State

from . import _regret
from .sixbillion_screen import parse_variant

SAMPLED = 0.15  # the share of eligible decisions kept, so that positions spread over games


def eligible(seen: State) -> bool:
    """An action-step decision where the search weighs three moves or more."""
    if seen.step != ACTIONS or seen.window is not None or seen.pending is not None:
        return False
    return len(SIXBILLION.candidates(seen, legal_actions(seen), True)) >= 3


def collect(count: int, seed: int) -> list[State]:
    """`count` views from greedy three-player games seeded from `seed` on."""
    return _regret.sample_views(
        sixbillion, 3, lambda game: [GreedyBot(game * 3 + p) for p in range(3)], eligible, SAMPLED, count, seed
    )


def reference(seen: State, per_move: int, salt: int) -> dict:
    """Every candidate move -> the mover's mean return when it is played and the game finished
    by the fast policy, over the same `per_move` sampled worlds."""
    me = seen.to_move
    moves = SIXBILLION.candidates(seen, legal_actions(seen), True)
    totals = dict.fromkeys(moves, 0.0)
    generator = rng.seed_state(salt)
    for _ in range(per_move):
        generator, world_seed = rng.next64(generator)
        generator, policy_seed = rng.next64(generator)
        world = SIXBILLION.determinize(seen, world_seed)
        for move in moves:
            state = world.copy()
            SIXBILLION.play(state, move)
            policy = rng.seed_state(policy_seed)
            while not state.is_over:
                policy_move, policy = fast_action(state, legal_actions(state), policy)
                SIXBILLION.play(state, policy_move)
            totals[move] += SIXBILLION.returns(state)[me]
    return {move: total / per_move for move, total in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--per-move", type=int, default=60)
    parser.add_argument("--seed", type=int, default=300)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--variant", action="append", default=[])
    args = parser.parse_args()
    options = (args.positions, args.per_move, args.seed)
    positions = _regret.references(
        args.cache,
        options,
        lambda: collect(args.positions, args.seed),
        lambda seen, n: reference(seen, args.per_move, args.seed * 1000 + n),
        every=10,
    )
    choosers = [("greedy", lambda seen: GreedyBot(11).choose(seen), "")]
    variants = args.variant or [f"ismcts:{level}:iterations={n}" for level, n in LEVELS.items()]
    for text in variants:
        name, _, changes = text.rpartition(":") if "=" in text else (text, "", "")
        settings = parse_variant(changes)
        choosers.append((f"{name} {changes}".strip(), lambda seen, s=settings: SearchBot(11, **s).choose(seen), ""))
    print(f"{len(positions)} positions, {args.per_move} worlds a move, played out to the end")
    _regret.report(positions, choosers, 40)


if __name__ == "__main__":
    main()

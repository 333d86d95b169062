"""How well a search level picks its move, without playing tournaments: the simple regret of
its choices against a reference that searches every candidate evenly.

    python -m tools.decision_regret [--positions 120] [--per-move 200] [--width 20] [--seed 100]
                                    [--cache FILE] [--variant NAME:KEY=VALUE,...]...

Positions come from seeded two-player games of the greedy player: views where the mover has
three moves or more worth searching. The reference searches each of them, at `--width`
positions for a flag (the greedy player's best first), move by move: every candidate gets
`--per-move` iterations of hard's search with the root forced to it, and its mean return
(a win share) is its value. A level's regret on a position is the best value less the value
of the move it chooses; the mean over positions is printed beside how often it chose the
best. The reference is noisy (about ±0.035 a move at 200 iterations), which lifts every
level's regret by the same floor: compare levels with each other, not with zero. The same
evaluation scores both, so this measures how a level spends its iterations and which moves
it weighs, not how good the evaluation is (tournaments judge that).

Variants change hard's settings, e.g. `--variant wide:root_positions=20,iterations=650`;
without any, the shipped levels are scored. Reference values take minutes: `--cache` keeps
them (and reuses them when the file exists and was made with the same options).
"""

import argparse
from collections.abc import Callable
from pathlib import Path

import game.charon as charon
from game import rng
from game.ai.ismcts import Node
from game.charon import Action, legal_actions
from game.charon.players.candidates import candidate_actions
from game.charon.players.greedy import GreedyBot
from game.charon.players.search import LEVELS, Level, search_bot
from game.charon.state import State

from . import _regret

SAMPLED = 0.12  # the share of eligible decisions kept, so that positions spread over games


def collect(count: int, seed: int) -> list[State]:
    """`count` views from greedy two-player games seeded from `seed` on."""
    return _regret.sample_views(
        charon,
        2,
        lambda game: [GreedyBot(game), GreedyBot(game + 1)],
        lambda seen: len(candidate_actions(seen, legal_actions(seen), 10)) >= 3,
        SAMPLED,
        count,
        seed,
    )


def reference(seen: State, per_move: int, width: int, salt: int) -> dict:
    """Every candidate move (at `width` flag positions) -> its mean return when searched alone."""
    bot = search_bot(seed=salt, **LEVELS["hard"])
    me = seen.mover
    values = {}
    for n, move in enumerate(candidate_actions(seen, legal_actions(seen), width)):
        root = Node()
        root.candidates = [move]  # the search keeps a root's ranked candidates: only this one
        generator = rng.seed_state(salt * 1000 + n + 1)
        for _ in range(per_move):
            generator, world = rng.next64(generator)
            generator = bot._iterate(root, bot.game.determinize(seen, world), me, generator)
        child = root.children[move]
        values[move] = child.reward / child.visits
    return values


def regret(settings: dict, positions: list[tuple[State, dict]]) -> tuple[float, float]:
    """(mean regret, share of positions where the best move was chosen) of a level."""
    return _regret.regret(_searcher(settings), positions)


def _searcher(settings: dict) -> Callable[[State], Action]:
    """The searching player of `settings` as a chooser (the same seed at every position)."""
    return lambda seen: search_bot(seed=11, **settings).choose(seen)


def parse_variant(text: str) -> tuple[str, dict]:
    """'NAME:key=value,...' -> (NAME, hard's settings with those changed)."""
    name, _, changes = text.partition(":")
    settings: dict = dict(LEVELS["hard"])
    for change in filter(None, changes.split(",")):
        key, _, value = change.partition("=")
        if key not in Level.__annotations__:
            raise argparse.ArgumentTypeError(
                f"unknown setting {key!r}: expected one of {', '.join(Level.__annotations__)}"
            )
        words = {"None": None, "True": True, "False": False}
        settings[key] = words[value] if value in words else float(value) if "." in value else int(value)
    return name, settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--per-move", type=int, default=200)
    parser.add_argument("--width", type=int, default=20, help="flag positions in the reference")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--variant", action="append", default=[], type=parse_variant)
    args = parser.parse_args()
    options = (args.positions, args.per_move, args.width, args.seed)
    positions = _regret.references(
        args.cache,
        options,
        lambda: collect(args.positions, args.seed),
        lambda seen, n: reference(seen, args.per_move, args.width, n),
        every=20,
    )
    variants = args.variant or [(f"ismcts:{level}", dict(settings)) for level, settings in LEVELS.items()]
    print(f"{len(positions)} positions, {args.per_move} iterations a move, flags at {args.width} positions")
    _regret.report(positions, [(name, _searcher(settings), f"   {settings}") for name, settings in variants], 16)


if __name__ == "__main__":
    main()

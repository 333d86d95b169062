"""A computer player from its spec, the same grammar for every game: `random`, `greedy` or
`ismcts:LEVEL`. Each game's players/bots.py gives its own greedy player and searching player."""

from collections.abc import Callable, Collection, Sequence

from game.registry import Action, Bot, State

from .random_bot import RandomBot


def bot_from_spec(
    spec: str,
    seed: int,
    *,
    title: str,
    legal_actions: Callable[[State], Sequence[Action]],
    greedy: Callable[[int], Bot],
    search: Callable[[str, int], Bot],
    levels: Collection[str],
) -> Bot:
    """`random` (RandomBot over the game's `legal_actions`), `greedy(seed)` or
    `search(level, seed)`; ValueError naming the specs `title`'s game has for any other."""
    if spec == "random":
        return RandomBot(legal_actions, seed)
    if spec == "greedy":
        return greedy(seed)
    kind, _, level = spec.partition(":") if isinstance(spec, str) else ("", "", "")
    if kind == "ismcts" and level in levels:
        return search(level, seed)
    raise ValueError(f"unknown {title} bot {spec!r}: expected random, greedy or ismcts:{'|'.join(levels)}")

"""Computer players for Charon, Inc. One entry point: `make_bot(spec, seed)`.

    random          uniformly random legal actions
    greedy          rules of thumb, no look-ahead
    ismcts:LEVEL    Information Set Monte Carlo Tree Search; LEVEL easy, medium or hard

Every bot has `choose(view) -> Action`, deciding for `view.to_move` from that player's
view alone (see game.charon.view).
"""


def make_bot(spec: str, seed: int):
    """A bot from its spec string; ValueError for an unknown spec."""
    from .greedy import GreedyBot
    from .random_bot import RandomBot

    if spec == "random":
        return RandomBot(seed)
    if spec == "greedy":
        return GreedyBot(seed)
    if isinstance(spec, str) and spec.startswith("ismcts:"):
        from .ismcts import LEVELS, IsmctsBot

        level = spec.split(":", 1)[1]
        if level in LEVELS:
            return IsmctsBot(seed=seed, **LEVELS[level])
    raise ValueError(f"unknown bot {spec!r}: expected random, greedy or ismcts:easy|medium|hard")

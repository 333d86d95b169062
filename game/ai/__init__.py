"""Computer players. One entry point: `make_bot(spec, seed, game="charon")`.

Charon, Inc. (game="charon"):
    random          uniformly random legal actions
    greedy          rules of thumb, no look-ahead
    ismcts:LEVEL    Information Set Monte Carlo Tree Search; LEVEL easy, medium or hard
6 Billion (game="sixbillion"):
    random          uniformly random legal actions
    greedy          rules of thumb with one step of look-ahead on the player's own view
    ismcts:LEVEL    Information Set MCTS for card plays, reactions and consent (greedy for
                    the bookkeeping decisions); LEVEL easy, medium or hard (iterations per
                    decision: game.ai.sixbillion_search.LEVELS)

Every bot has `choose(view) -> Action`, deciding for `view.to_move` from that player's
view alone (see game.charon.view and game.sixbillion.view).
"""


def make_bot(spec: str, seed: int, game: str = "charon", max_seconds: float | None = None):
    """A bot from its spec string; ValueError for an unknown spec or game. `max_seconds` caps
    a searching bot's time per decision (it then plays a little weaker, never slower)."""
    if game == "sixbillion":
        from .sixbillion_bots import make_sixbillion_bot

        return make_sixbillion_bot(spec, seed, max_seconds)
    if game != "charon":
        raise ValueError(f"unknown game {game!r}: expected charon or sixbillion")
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
            return IsmctsBot(seed=seed, max_seconds=max_seconds, **LEVELS[level])
    raise ValueError(f"unknown bot {spec!r}: expected random, greedy or ismcts:easy|medium|hard")

"""6 Billion's computer players by their spec (game.ai.make_bot dispatches here by the game's
key, through game.registry):

    random          uniformly random legal actions
    greedy          rules of thumb with one step of look-ahead on the player's own view
    ismcts:LEVEL    Information Set MCTS for card plays, reactions and consent (greedy for
                    the bookkeeping decisions); LEVEL easy, medium or hard (iterations per
                    decision: search.LEVELS)
"""

from game.ai.specs import bot_from_spec
from game.sixbillion import legal_actions

from .greedy import GreedyBot
from .search import LEVELS, SearchBot


def make_bot(spec: str, seed: int, max_seconds: float | None = None):
    """A bot from its spec; ValueError for an unknown spec."""
    return bot_from_spec(
        spec,
        seed,
        title="6 Billion",
        legal_actions=legal_actions,
        greedy=GreedyBot,
        search=lambda level, seed: SearchBot(seed, iterations=LEVELS[level], max_seconds=max_seconds),
        levels=LEVELS,
    )

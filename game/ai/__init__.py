"""Computer players. One entry point: `make_bot(spec, seed, game="charon")`, for any game of
the registry (game.registry): each game lists its specs (`game_info(key).bot_specs`: random,
greedy and ismcts:LEVEL) and makes its own players (game/<game>/players/bots.py).

Every bot has `choose(view) -> Action`, deciding for `view.to_move` from that player's view
alone. This package holds what knows no game: the search (ismcts.py) and the protocol it
calls (protocol.py), the random player, the tournament and the AI worker's entry points.
"""

from game.registry import Bot, game_info


def make_bot(spec: str, seed: int, game: str = "charon", max_seconds: float | None = None) -> Bot:
    """A bot from its spec string; ValueError for an unknown spec or game. `max_seconds` caps
    a searching bot's time per decision (it then plays a little weaker, never slower)."""
    return game_info(game).make_bot(spec, seed, max_seconds)

"""The end (RULES.md 5): scores are the values of built cards; ties go to the better cards."""

from .cards import CARD_VALUE
from .state import State


def scores(state: State) -> list[int]:
    """Each player's score so far: the sum of the values of the cards they built."""
    return [sum(CARD_VALUE[c] for c in p.built) for p in state.players]


def _rank_key(state: State, player: int) -> tuple[int, list[int]]:
    # Python compares lists item by item and, when one is a prefix of the other, ranks the
    # longer one higher: exactly the tie-break (highest card, next highest, ..., more cards).
    values = sorted((CARD_VALUE[c] for c in state.players[player].built), reverse=True)
    return sum(values), values


def winners(state: State) -> list[int]:
    """The player(s) with the best score after the tie-break; several share the win."""
    keys = [_rank_key(state, p) for p in range(state.num_players)]
    best = max(keys)
    return [p for p, key in enumerate(keys) if key == best]


def tie_break_used(state: State) -> bool:
    """Whether the highest score is shared, so the built cards decide (or the win is shared)."""
    points = scores(state)
    return points.count(max(points)) > 1

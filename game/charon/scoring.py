"""The end (RULES.md 5): scores are the values of built cards; ties go to the better cards."""

from .cards import CARD_VALUE
from .state import State


def scores(state: State) -> list[int]:
    """Each player's score so far: the sum of the values of the cards they built."""
    return [sum(CARD_VALUE[c] for c in p.built) for p in state.players]


def _rank_key(state: State, player: int) -> tuple[int, list[int]]:
    # Python compares lists item by item: the tie-break (highest card, then the next highest...).
    # The rulebook's last step, more cards winning when one list runs out, can never decide:
    # with equal totals and equal values so far, the longer list would hold more points.
    values = sorted((CARD_VALUE[c] for c in state.players[player].built), reverse=True)
    return sum(values), values


def winners(state: State) -> list[int]:
    """The player(s) with the best score after the tie-break; several share the win."""
    keys = [_rank_key(state, p) for p in range(state.num_players)]
    best = max(keys)
    return [p for p, key in enumerate(keys) if key == best]

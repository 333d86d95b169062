"""The end (RULES.md 5): scores are the values of built cards; ties go to the better cards."""

from dataclasses import dataclass

from .cards import CARD_VALUE
from .state import State


def scores(state: State) -> list[int]:
    """Each player's score so far: the sum of the values of the cards they built."""
    return [sum(CARD_VALUE[c] for c in p.built) for p in state.players]


def tie_break_values(state: State, player: int) -> tuple[int, ...]:
    """The values of the cards `player` built, highest first: what a tie compares."""
    return tuple(sorted((CARD_VALUE[c] for c in state.players[player].built), reverse=True))


def _rank_key(state: State, player: int) -> tuple[int, tuple[int, ...]]:
    # Python compares tuples item by item: the tie-break (highest card, then the next highest...).
    # The rulebook's last step, more cards winning when one list runs out, can never decide:
    # with equal totals and equal values so far, the longer list would hold more points.
    values = tie_break_values(state, player)
    return sum(values), values


@dataclass(frozen=True)
class TieBreak:
    """How a shared top score is settled: `tied` share it, `values` are each one's built
    cards' values (highest first), `winners` those the tie-break leaves first (all of `tied`:
    the same values, a shared win)."""

    points: int
    tied: tuple[int, ...]
    values: dict[int, tuple[int, ...]]
    winners: tuple[int, ...]

    @property
    def shared(self) -> bool:
        return self.winners == self.tied

    def deciding(self, loser: int) -> int:
        """Which card decides against `loser` (0: the highest, 1: the next...): the first where
        the winners' values and theirs differ."""
        mine, theirs = self.values[self.winners[0]], self.values[loser]
        return next(i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b)


def tie_break(state: State) -> TieBreak | None:
    """The tie-break of the top score, or None when one player alone has it."""
    points = scores(state)
    top = max(points)
    tied = tuple(p for p, n in enumerate(points) if n == top)
    if len(tied) < 2:
        return None
    values = {p: tie_break_values(state, p) for p in tied}
    return TieBreak(top, tied, values, tuple(winners(state)))


def winners(state: State) -> list[int]:
    """The player(s) with the best score after the tie-break; several share the win."""
    keys = [_rank_key(state, p) for p in range(state.num_players)]
    best = max(keys)
    return [p for p, key in enumerate(keys) if key == best]

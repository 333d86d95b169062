"""Scoring an unfinished game for search: what each player has built, plus what their gems
and hand promise for the rounds left, turned into shares of a win."""

import math

from game.charon.cards import CARD_VALUE
from game.charon.scoring import scores
from game.charon.state import LAST_ROUND, State

from . import heuristics as h

SPREAD = 6.0  # points of lead that make a player a clear favourite


def promise(state: State, player: int) -> float:
    """Points the player can still hope for: the best few cards they could build, discounted
    by the gems they lack, scaled by the rounds left."""
    rounds_left = LAST_ROUND - state.round + 1
    me = state.players[player]
    gems = me.gems
    hopes = sorted((CARD_VALUE[c] / (1 + h.deficit(c, gems)) for c in h.wanted_cards(state, player)), reverse=True)
    return 0.5 * sum(hopes[: 1 + rounds_left]) + 0.3 * sum(gems.values())


def evaluate(state: State) -> list[float]:
    """Each player's estimated share of a win, in [0, 1]."""
    points = scores(state)
    worth = [points[p] + promise(state, p) for p in range(state.num_players)]
    out = []
    for p, w in enumerate(worth):
        best_other = max(x for q, x in enumerate(worth) if q != p)
        out.append(1 / (1 + math.exp(-(w - best_other) / SPREAD)))
    return out

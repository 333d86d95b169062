"""Which moves the search considers: all of them where there are few, the promising ones
where there are many (a building turn can offer a hundred trades, staking fifty positions).

Without this a search of a few hundred iterations spreads itself so thin that it cannot
tell a good trade from a ruinous one; with it, the search compares the moves a sensible
player would weigh and lets the look-ahead choose between them.
"""

from game.charon.actions import END_TURN, PASS, Action, Build, LiftFlag, PlaceFlag, TakeCard
from game.charon.cards import CARD_VALUE
from game.charon.state import BUILD, ENGINEERING_ADVANCE, STAKE, STOLEN_INTELLIGENCE, State

from . import heuristics as h
from .greedy import choose_greedy

TOP_POSITIONS = 6
TOP_CARDS = 3


def candidate_actions(state: State, options: list, top_positions: int = TOP_POSITIONS) -> list:
    """A subset of `options` (never empty, in `options` order) worth searching; a flag is
    considered for the `top_positions` positions that look best to the greedy player."""
    if len(options) <= top_positions:
        return options
    player = state.mover
    phase = state.phase
    if phase in (STAKE, STOLEN_INTELLIGENCE) and isinstance(options[-1], PlaceFlag):
        needs = h.colour_needs(state, player)
        gains = h.position_gains(state, player, [a.position for a in options], needs)
        ranked = sorted(options, key=lambda a: -gains[a.position])
        return _in_order(options, ranked[:top_positions])
    if phase == STOLEN_INTELLIGENCE:
        kept = {PASS, choose_greedy(state, player, options)}
        return _in_order(options, [a for a in options if a in kept or not isinstance(a, LiftFlag)] + list(kept))
    if phase == ENGINEERING_ADVANCE:
        takes = sorted((a for a in options if isinstance(a, TakeCard)), key=lambda a: -CARD_VALUE[a.card])
        return _in_order(options, [PASS] + takes[:TOP_CARDS])
    if phase == BUILD:
        # Every card that can be built (its most economical payment), ending the turn, and
        # the greedy player's pick, which covers the trades and exchanges worth making.
        cheapest: dict[str, Build] = {}
        for a in options:
            if isinstance(a, Build) and (a.card not in cheapest or len(a.wild) < len(cheapest[a.card].wild)):
                cheapest[a.card] = a
        keep: list[Action] = [*cheapest.values(), END_TURN, choose_greedy(state, player, options)]
        return _in_order(options, keep)
    return options


def _in_order(options: list, chosen: list) -> list:
    wanted = set(chosen)
    return [a for a in options if a in wanted]

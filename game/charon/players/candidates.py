"""Which moves the search considers: all of them where there are few, the promising ones
where there are many (a building turn can offer a hundred trades, staking fifty positions).

Without this a search of a few hundred iterations spreads itself so thin that it cannot
tell a good trade from a ruinous one; with it, the search compares the moves a sensible
player would weigh and lets the look-ahead choose between them.
"""

from collections.abc import Sequence

from game.charon.actions import (
    END_TURN,
    PASS,
    Action,
    Build,
    LiftFlag,
    PhaseOptions,
    PlaceFlag,
    Synchrotron,
    TakeCard,
    Trade,
)
from game.charon.building import ROW_USED, colours_missing, pointless_trade, rule_refusal
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.state import BUILD, ENGINEERING_ADVANCE, STAKE, STOLEN_INTELLIGENCE, State

from . import heuristics as h
from .greedy import choose_greedy

TOP_POSITIONS = 6
TOP_CARDS = 3


def candidate_actions(state: State, options: PhaseOptions, top_positions: int = TOP_POSITIONS) -> list[Action]:
    """A subset of `options` (never empty, in `options` order) worth searching; a flag is
    considered for the `top_positions` positions that look best to the greedy player; a trade
    taking back a colour it gives (building.pointless_trade) never."""
    if state.phase == BUILD:
        options = [a for a in options if not pointless_trade(a)]
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
        return _in_order(options, [PASS, *takes[:TOP_CARDS]])
    if phase == BUILD:
        # Every card that can be built (its most economical payment), ending the turn, the
        # greedy player's pick, and a step towards each of the best cards not yet affordable.
        cheapest: dict[str, Build] = {}
        for a in options:
            if isinstance(a, Build) and (a.card not in cheapest or len(a.wild) < len(cheapest[a.card].wild)):
                cheapest[a.card] = a
        keep: list[Action] = [*cheapest.values(), END_TURN, choose_greedy(state, player, options)]
        return _in_order(options, keep + steps_towards_cards(state, player, options))
    return options


def steps_towards_cards(state: State, player: int, options: PhaseOptions) -> list[Action]:
    """For each of the TOP_CARDS best cards the player cannot pay for yet, the trade or
    Synchrotron exchange among `options` that brings a colour the card lacks for gems it does
    not need, giving up the least (in the player's colour needs)."""
    exchanges = [a for a in options if isinstance(a, Trade | Synchrotron)]
    if not exchanges:
        return []
    gems = state.players[player].gems
    needs = h.colour_needs(state, player)
    steps: list[Action] = []
    for card in h.wanted_cards(state, player)[:TOP_CARDS]:
        missing = colours_missing(card, gems)
        if not missing or rule_refusal(state, player, card) == ROW_USED:
            continue
        cost = dict(CARD_COST[card])
        spare = {g: n - cost.get(g, 0) for g, n in gems.items()}
        fitting = [
            a
            for a in exchanges
            if a.take in missing
            and (
                all(a.give.count(g) <= spare[g] for g in set(a.give))
                if isinstance(a, Trade)
                else a.count <= missing[a.take] and spare[a.give] >= a.count
            )
        ]
        if fitting:
            steps.append(min(fitting, key=lambda a: _exchange_loss(needs, a)))
    return steps


def _exchange_loss(needs: dict[str, float], action: Trade | Synchrotron) -> float:
    """What an exchange gives up, less what it brings, in gem worth (lower is better)."""
    if isinstance(action, Trade):
        return sum(h.gem_worth(needs, g) for g in action.give) - h.gem_worth(needs, action.take)
    return h.gem_worth(needs, action.give, action.count) - h.gem_worth(needs, action.take, action.count)


def _in_order(options: list[Action], chosen: Sequence[Action]) -> list[Action]:
    wanted = set(chosen)
    return [a for a in options if a in wanted]

"""Which moves the search considers: all of them where there are few, the promising ones
where there are many (a building turn can offer a hundred trades, staking fifty positions).

Without this a search of a few hundred iterations spreads itself so thin that it cannot
tell a good trade from a ruinous one; with it, the search compares the moves a sensible
player would weigh and lets the look-ahead choose between them.

Some moves are never weighed, however few the options: an exchange (a trade, the
Synchrotron) that neither brings a build of this turn nearer nor leaves a gem the player
will keep for a later round — its gems would go back at the round's end for nothing, which
is how the hint once traded for a black and a purple and then returned both — and, at the
round's end, a gem the hand's cards need while one they do not need could go back instead
(the rule of game/charon/keeping.py, which the page's suggestion follows too).
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
    ReturnGem,
    Synchrotron,
    TakeCard,
    Trade,
)
from game.charon.building import exchanges_towards_builds, gems_after, pointless_trade
from game.charon.cards import CARD_VALUE
from game.charon.keeping import kinds_to_return, later_use
from game.charon.state import BUILD, ENGINEERING_ADVANCE, KEEP_GEMS, STAKE, STOLEN_INTELLIGENCE, State

from . import heuristics as h
from .greedy import choose_greedy

TOP_POSITIONS = 6
TOP_CARDS = 3


def candidate_actions(state: State, options: PhaseOptions, top_positions: int = TOP_POSITIONS) -> list[Action]:
    """A subset of `options` (never empty, in `options` order) worth searching; a flag is
    considered for the `top_positions` positions that look best to the greedy player; an
    exchange of no use (useful_building_options) and, at the round's end, a gem the rule keeps
    while another kind goes first (keeping.kinds_to_return) never."""
    if state.phase == BUILD:
        options = useful_building_options(state, state.mover, options)
    elif state.phase == KEEP_GEMS:
        going = kinds_to_return(state, state.mover)
        options = [a for a in options if not isinstance(a, ReturnGem) or a.gem in going] or options
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
        # greedy player's pick, and every exchange left (the few of use).
        cheapest: dict[str, Build] = {}
        for a in options:
            if isinstance(a, Build) and (a.card not in cheapest or len(a.wild) < len(cheapest[a.card].wild)):
                cheapest[a.card] = a
        exchanges = [a for a in options if isinstance(a, Trade | Synchrotron)]
        keep: list[Action] = [*cheapest.values(), END_TURN, choose_greedy(state, player, options), *exchanges]
        return _in_order(options, keep)
    return options


def useful_building_options(state: State, player: int, options: PhaseOptions) -> list[Action]:
    """`options` of a building turn without the exchanges of no use: those that bring no build
    of this turn nearer (building.exchanges_towards_builds) and leave no more gems towards the
    hand's cards for the next round (keeping.keeps_more_for_later; of those, the one giving up
    least for each colour received), and the pointless trades (building.pointless_trade)."""
    towards = set(exchanges_towards_builds(state, player))
    gems = state.players[player].gems
    needs: dict[str, float] | None = None
    for_later: dict[str, Trade | Synchrotron] = {}
    of_use_later = later_use(state, player)
    for a in options:
        if not isinstance(a, Trade | Synchrotron) or a in towards or pointless_trade(a):
            continue
        if of_use_later(gems_after(gems, a)):
            needs = needs if needs is not None else h.colour_needs(state, player)
            best = for_later.get(a.take)
            if best is None or _exchange_loss(needs, a) < _exchange_loss(needs, best):
                for_later[a.take] = a
    kept = towards | set(for_later.values())
    return [a for a in options if not isinstance(a, Trade | Synchrotron) or (a in kept and not pointless_trade(a))]


def _exchange_loss(needs: dict[str, float], action: Trade | Synchrotron) -> float:
    """What an exchange gives up, less what it brings, in gem worth (lower is better)."""
    if isinstance(action, Trade):
        return sum(h.gem_worth(needs, g) for g in action.give) - h.gem_worth(needs, action.take)
    return h.gem_worth(needs, action.give, action.count) - h.gem_worth(needs, action.take, action.count)


def _in_order(options: list[Action], chosen: Sequence[Action]) -> list[Action]:
    wanted = set(chosen)
    return [a for a in options if a in wanted]

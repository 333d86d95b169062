"""Building turns (RULES.md 4.4): trades, the Synchrotron, building cards and paying for them.

Trades and the Synchrotron belong to the rulebook's pre-building step: within a building
turn they come before the player's first build; after a build, only more builds or the end.
"""

from collections.abc import Mapping
from itertools import combinations, product

from .actions import BUILD_ACTIONS, END_TURN, SYNCHROTRON_ACTIONS, TRADE_ACTIONS, Action, Build, Synchrotron, Trade
from .board import COLOURS, GEM_KINDS
from .cards import CARD_COST, CARD_PRICE, CARD_VALUE
from .events import Built, Event, SynchrotronUsed, Traded
from .staking import won
from .state import State

TRADE_RATE, WAREHOUSE_TRADE_RATE = 3, 2
GEM_LIMIT, WAREHOUSE_GEM_LIMIT = 2, 6


def has_warehouse(state: State, player: int) -> bool:
    return won(state, "underground_warehouse", player)


def trade_rate(state: State, player: int) -> int:
    """How many gems a trade gives for one: 3, or 2 with the Underground Warehouse."""
    return WAREHOUSE_TRADE_RATE if has_warehouse(state, player) else TRADE_RATE


def gem_limit(state: State, player: int) -> int:
    """How many gems a player keeps at the end of the round."""
    return WAREHOUSE_GEM_LIMIT if has_warehouse(state, player) else GEM_LIMIT


def building_options(state: State, player: int) -> list[Action]:
    """Every legal action of `player`'s building turn, ending with EndTurn."""
    me = state.players[player]
    gems = me.gems
    options: list[Action] = []
    if not state.built_this_turn:
        rate = trade_rate(state, player)
        options += _trades(gems, rate, state.supply)
        if not state.synchrotron_used and won(state, "synchrotron", player):
            _add_synchrotron(state, gems, options)
    built_values = {CARD_VALUE[c] for c in me.built}
    total = sum(gems.values())
    for card in me.hand:
        if CARD_PRICE[card] <= total and CARD_VALUE[card] not in built_values:
            _add_payments(card, gems, options)
    if not state.built_from_row:
        for card in state.common_row:
            if CARD_PRICE[card] <= total and CARD_VALUE[card] not in built_values:
                _add_payments(card, gems, options)
    options.append(END_TURN)
    return options


def has_building_choice(state: State, player: int) -> bool:
    """Whether the building turn offers anything but ending it (same answer as
    `len(building_options(...)) > 1`, found without listing everything)."""
    me = state.players[player]
    gems = me.gems
    rate = trade_rate(state, player)
    if not state.built_this_turn:
        if sum(gems.values()) >= rate and (any(state.supply.values()) or any(gems[c] for c in COLOURS)):
            return True  # a trade: some colour is in the supply, or one given can be taken back
        if not state.synchrotron_used and won(state, "synchrotron", player):
            if any(gems[a] and state.supply[b] for a in COLOURS for b in COLOURS if a != b):
                return True
    built_values = {CARD_VALUE[c] for c in me.built}
    total = sum(gems.values())
    cards = me.hand if state.built_from_row else me.hand + state.common_row
    return any(CARD_PRICE[c] <= total and CARD_VALUE[c] not in built_values and _affordable(c, gems) for c in cards)


def colours_missing(card: str, gems: Mapping[str, int]) -> dict[str, int]:
    """The coloured gems lacking to pay for `card`, clear gems not counted.

    >>> colours_missing("3a", {"yellow": 1, "purple": 0, "clear": 1})
    {'purple': 2}
    """
    return {colour: need - gems[colour] for colour, need in CARD_COST[card] if need > gems[colour]}


def gems_short(card: str, gems: Mapping[str, int]) -> int:
    """How many gems short of paying for `card` (0: it can be paid), clear gems standing in."""
    short = -gems["clear"]
    for colour, need in CARD_COST[card]:
        have = gems[colour]
        if need > have:
            short += need - have
    return short if short > 0 else 0


def _affordable(card: str, gems: dict[str, int]) -> bool:
    return gems_short(card, gems) == 0


# (rate, gem counts capped at the rate) -> every trade when no supply colour is empty.
_TRADE_CACHE: dict[tuple[int, ...], tuple[Trade, ...]] = {}


def _trades(gems: dict[str, int], rate: int, supply: dict[str, int]) -> tuple[Trade, ...] | list[Trade]:
    # Owning more than `rate` gems of a kind allows no other trade, so counts are capped.
    capped = [min(gems[g], rate) for g in GEM_KINDS]
    key = (rate, *capped)
    trades = _TRADE_CACHE.get(key)
    if trades is None:
        pool = [g for g, n in zip(GEM_KINDS, capped, strict=False) for _ in range(n)]
        gives = dict.fromkeys(combinations(pool, rate))  # ordered, without repeats
        trades = _TRADE_CACHE[key] = tuple(TRADE_ACTIONS[give, take] for give in gives for take in COLOURS)
    if all(supply.values()):
        return trades
    # The gems given are back in the supply before the one received is taken.
    return [t for t in trades if supply[t.take] or t.take in t.give]


def _add_synchrotron(state: State, gems: dict[str, int], options: list[Action]) -> None:
    for give in COLOURS:
        have = gems[give]
        if not have:
            continue
        for take in COLOURS:
            if take != give:
                for count in range(1, min(have, state.supply[take]) + 1):
                    options.append(SYNCHROTRON_ACTIONS[give, take, count])


def _add_payments(card: str, gems: dict[str, int], options: list[Action]) -> None:
    """One Build per way to pay the card's exact cost, clear gems standing in for colours."""
    clear = gems["clear"]
    cost = CARD_COST[card]
    if gems_short(card, gems):
        return
    if clear == 0:
        options.append(BUILD_ACTIONS[card, ()])
        return
    # For each colour, how many of its gems clear ones replace: at least the shortfall.
    choices = [range(max(0, need - gems[colour]), min(need, clear) + 1) for colour, need in cost]
    for counts in product(*choices):
        if sum(counts) <= clear:
            wild = tuple(colour for (colour, _), n in zip(cost, counts, strict=False) for _ in range(n))
            options.append(BUILD_ACTIONS[card, wild])


def perform_trade(state: State, player: int, action: Trade, events: list[Event] | None = None) -> None:
    gems = state.players[player].gems
    for gem in action.give:
        gems[gem] -= 1
        if gem == "clear":
            state.clear_pool += 1
        else:
            state.supply[gem] += 1
    state.supply[action.take] -= 1
    gems[action.take] += 1
    if events is not None:
        events.append(Traded(player, action.give, action.take))


def perform_synchrotron(state: State, player: int, action: Synchrotron, events: list[Event] | None = None) -> None:
    gems = state.players[player].gems
    gems[action.give] -= action.count
    state.supply[action.give] += action.count
    state.supply[action.take] -= action.count
    gems[action.take] += action.count
    state.synchrotron_used = True
    if events is not None:
        events.append(SynchrotronUsed(player, action.give, action.take, action.count))


def perform_build(state: State, player: int, action: Build, events: list[Event] | None = None) -> None:
    me = state.players[player]
    gems = me.gems
    for colour, need in CARD_COST[action.card]:
        paid = need - action.wild.count(colour)
        gems[colour] -= paid
        state.supply[colour] += paid
    gems["clear"] -= len(action.wild)
    state.clear_pool += len(action.wild)
    from_row = action.card not in me.hand
    if from_row:
        state.common_row.remove(action.card)
        state.built_from_row = True
    else:
        me.hand.remove(action.card)
    me.built.append(action.card)
    state.built_this_turn = True
    if events is not None:
        events.append(Built(player, action.card, CARD_VALUE[action.card], action.wild, from_row))

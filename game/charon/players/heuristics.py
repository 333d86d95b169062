"""What a position is worth to a player, in quick rules of thumb: which colours they need,
what a flag position would win them, what a card or a gem is worth to them now.

Shared by the greedy player and by the playouts of the search player, so they must stay
fast: they only read the state.
"""

from game.charon.board import (
    ACTIVE_ZONES,
    COLOURS,
    POSITION_KIND,
    POSITION_ZONES,
    ZONE_CENTRE,
    ZONE_IDS,
    ZONE_POSITIONS,
)
from game.charon.building import gems_short, new_values
from game.charon.cards import CARD_COST, CARD_IDS, CARD_PRICE, CARD_VALUE
from game.charon.claiming import decide_claim, zone_tally
from game.charon.state import State

CLEAR_WORTH = 1.6  # a wild gem is worth more than any one colour


def wanted_cards(state: State, player: int) -> list[str]:
    """Cards the player could still build (hand and row), best first."""
    me = state.players[player]
    cards = new_values(state, player, me.hand + state.common_row)
    cards.sort(key=_BEST_FIRST.__getitem__)
    return cards


# card -> its place when all cards are sorted most valuable first (ties by id): sorting by it
# is sorting by (-value, id), without a tuple per card.
_BEST_FIRST = {c: i for i, c in enumerate(sorted(CARD_IDS, key=lambda c: (-CARD_VALUE[c], c)))}


deficit = gems_short  # the engine's rule: how many gems short of paying for a card


def colour_needs(state: State, player: int) -> dict[str, float]:
    """How much the player wants one more gem of each colour (0 = not at all)."""
    gems = state.players[player].gems
    needs = {c: 0.0 for c in COLOURS}
    for card in wanted_cards(state, player)[:4]:
        weight = CARD_VALUE[card] / (1 + deficit(card, gems))
        for colour, need in CARD_COST[card]:
            if need > gems[colour]:
                needs[colour] += weight * (need - gems[colour]) / CARD_PRICE[card]
    return needs


def gem_worth(needs: dict[str, float], colour: str, count: int = 1) -> float:
    """Worth of `count` gems of `colour` to a player with these needs (any gem is worth a bit:
    it can be traded)."""
    if colour == "clear":
        return CLEAR_WORTH * count
    return count * (0.4 + needs[colour])


def position_gain(state: State, player: int, position: str, needs: dict[str, float]) -> float:
    """What placing a flag of `player` on `position` would change in this round's claims, in
    gem worth: zones it wins (or keeps from being lost), zones it denies to others."""
    return position_gains(state, player, [position], needs)[position]


def position_gains(state: State, player: int, positions: list[str], needs: dict[str, float]) -> dict[str, float]:
    """`position_gain` for many positions at once. What a flag changes in a zone depends only
    on who holds the zone's spots and, when the flag would tie the leader, on the kind of spot
    it is on: each zone is worked out once per call, for all three kinds (a search asks this
    for every open position at every flag of its playouts)."""
    zone_gems = state.zone_gems
    flags = state.flags
    active = _ACTIVE_SET[state.num_players]
    by_zone: list[tuple[float, float, float] | None] = [None] * _ZONE_SLOTS  # by zone id
    gains: dict[str, float] = {}
    for position in positions:
        gain = 0.0
        for zone, kind in _SPOTS[position]:
            zone_gains = by_zone[zone]
            if zone_gains is None:
                gems = zone_gems[zone]
                if gems and zone in active:
                    zone_gains = by_zone[zone] = _zone_gains(flags, player, zone, gems, needs)
                else:
                    zone_gains = by_zone[zone] = _NO_GAINS
            gain += zone_gains[kind]
        gains[position] = gain
    return gains


_ACTIVE_SET = {n: frozenset(zones) for n, zones in ACTIVE_ZONES.items()}
_KINDS = ("center", "road", "crossroads")
# position -> (zone, index of the position's kind in _KINDS) for every zone it touches.
_SPOTS = {p: tuple((z, _KINDS.index(POSITION_KIND[p])) for z in zones) for p, zones in POSITION_ZONES.items()}
_NO_GAINS = (0.0, 0.0, 0.0)
_ZONE_SLOTS = max(ZONE_IDS) + 1
# What one more flag does to a zone's claim, as an index into _zone_gains' `values`.
_WINS, _DENIES, _INFLUENCES, _NOTHING = range(4)
# (zone, player, who holds each of the zone's spots) -> the effect of the player's extra flag
# there, per kind of spot: a pure function of its key, kept across calls (a playout's flags
# repeat the same patterns) and emptied when large.
_EFFECTS: dict[tuple[object, ...], tuple[int, int, int]] = {}
_EFFECTS_KEPT = 50_000


def _zone_gains(
    flags: dict[str, int], player: int, zone: int, gems: dict[str, int], needs: dict[str, float]
) -> tuple[float, float, float]:
    """What one more flag of `player` touching `zone` gains there, for each kind of spot."""
    key = (zone, player, *map(flags.get, ZONE_POSITIONS[zone]))
    effects = _EFFECTS.get(key)
    if effects is None:
        if len(_EFFECTS) >= _EFFECTS_KEPT:
            _EFFECTS.clear()
        effects = _EFFECTS[key] = _zone_effects(flags, player, zone)
    colour, count = next(iter(gems.items()))
    values = (gem_worth(needs, colour, count), 0.3 * count, 0.1 * count, 0.0)
    return values[effects[0]], values[effects[1]], values[effects[2]]


def _zone_effects(flags: dict[str, int], player: int, zone: int) -> tuple[int, int, int]:
    """The claim's change when `player` adds a flag touching `zone` (on a centre, a road, a
    crossroads): more than anyone takes the zone, less than the leader changes nothing, a tie
    with the leader is decided by the whole rule with the flag added."""
    influence, roads = zone_tally(zone, flags)
    centre = flags.get(ZONE_CENTRE[zone])
    before = decide_claim(influence, roads, centre)
    mine = influence.get(player, 0) + 1
    rival = max((n for p, n in influence.items() if p != player), default=0)
    if mine != rival:
        effect = _effect(player, before, player if mine > rival else before)
        return effect, effect, effect
    tied = {**influence, player: mine}
    return (
        _effect(player, before, decide_claim(tied, roads, player)),
        _effect(player, before, decide_claim(tied, {**roads, player: roads.get(player, 0) + 1}, centre)),
        _effect(player, before, decide_claim(tied, roads, centre)),
    )


def _effect(player: int, before: int | None, after: int | None) -> int:
    if after == player and before != player:
        return _WINS
    if before is not None and before != player and after is None:
        return _DENIES  # at least the leader does not get them
    if after != player:
        return _INFLUENCES  # influence that a later flag may turn into a win
    return _NOTHING


def flag_value(state: State, player: int, position: str, needs: dict[str, float]) -> float:
    """What the player's flag already on `position` is worth (what removing it would lose)."""
    without = state.copy()
    del without.flags[position]
    return position_gain(without, player, position, needs)


def card_utility(state: State, player: int, card: str) -> float:
    """How good a card in hand is for this player: its value, discounted by the gems missing."""
    if not new_values(state, player, [card]):
        return 0.0
    return CARD_VALUE[card] / (1 + deficit(card, state.players[player].gems))


def row_worth(state: State, player: int, card: str) -> float:
    """What giving `card` of the hand to the common row loses: its `card_utility`, or nothing when
    the hand holds another card of its value worth at least as much (one card of each value can
    be built: the twin is the card to give up; of twins worth the same, the first in the hand,
    as the row choice took the first of equals)."""
    worth = card_utility(state, player, card)
    hand = state.players[player].hand
    mine = hand.index(card)
    for i, other in enumerate(hand):
        if i != mine and CARD_VALUE[other] == CARD_VALUE[card]:
            other_worth = card_utility(state, player, other)
            if other_worth > worth or (other_worth == worth and mine < i):
                return 0.0
    return worth

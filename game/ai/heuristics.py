"""What a position is worth to a player, in quick rules of thumb: which colours they need,
what a flag position would win them, what a card or a gem is worth to them now.

Shared by the greedy player and by the playouts of the search player, so they must stay
fast: they only read the state.
"""

from game.charon.board import ACTIVE_ZONES, COLOURS, POSITION_KIND, POSITION_ZONES, ZONE_CENTRE
from game.charon.building import gems_short
from game.charon.cards import CARD_COST, CARD_PRICE, CARD_VALUE
from game.charon.claiming import decide_claim, zone_tally
from game.charon.state import State

CLEAR_WORTH = 1.6  # a wild gem is worth more than any one colour


def wanted_cards(state: State, player: int) -> list[str]:
    """Cards the player could still build (hand and row), best first."""
    me = state.players[player]
    built_values = {CARD_VALUE[c] for c in me.built}
    cards = [c for c in me.hand + state.common_row if CARD_VALUE[c] not in built_values]
    return sorted(cards, key=lambda c: (-CARD_VALUE[c], c))


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
    """`position_gain` for many positions at once. Each zone is tallied once; what a flag
    there changes depends only on the zone, or, in a tie, on the zone and the kind of spot,
    so it is worked out once however many positions share it (a search asks this for every
    open position at every flag of its playouts)."""
    zone_gems = state.zone_gems
    active = _ACTIVE_SET[state.num_players]
    by_zone: dict[int, tuple[float, _Tally | None]] = {}
    by_kind: dict[tuple[int, str], float] = {}
    gains: dict[str, float] = {}
    for position in positions:
        gain = 0.0
        for zone in POSITION_ZONES[position]:
            effect = by_zone.get(zone)
            if effect is None:
                effect = by_zone[zone] = (
                    _zone_effect(state, player, zone, needs) if zone_gems[zone] and zone in active else _NOTHING
                )
            zone_gain, tie = effect
            if tie is not None:
                kind = POSITION_KIND[position]
                zone_gain = by_kind.get((zone, kind), -1.0)
                if zone_gain < 0:
                    zone_gain = by_kind[(zone, kind)] = _tie_gain(state, player, zone, kind, needs, tie)
            gain += zone_gain
        gains[position] = gain
    return gains


_ACTIVE_SET = {n: frozenset(zones) for n, zones in ACTIVE_ZONES.items()}
# A zone's tally: influence and roads per player, the centre's owner, who claims it now.
_Tally = tuple[dict[int, int], dict[int, int], int | None, int | None]
_NOTHING: tuple[float, _Tally | None] = (0.0, None)


def _zone_effect(state: State, player: int, zone: int, needs: dict[str, float]) -> tuple[float, _Tally | None]:
    """(gain, None): what one more flag of `player` touching `zone` gains there; or (0, the
    zone's tally) when that flag would tie the leader, and the kind of spot decides."""
    flags = state.flags
    influence, roads = zone_tally(zone, flags)
    centre = flags.get(ZONE_CENTRE[zone])
    before = decide_claim(influence, roads, centre)
    mine = influence.get(player, 0) + 1
    rival = max((n for p, n in influence.items() if p != player), default=0)
    if mine == rival:
        return 0.0, (influence, roads, centre, before)
    # More than anyone takes the zone; less than the leader changes nothing.
    return _claim_gain(state, player, zone, before, player if mine > rival else before, needs), None


def _tie_gain(state: State, player: int, zone: int, kind: str, needs: dict[str, float], tally: _Tally) -> float:
    """The gain of a flag that ties the leader of `zone`: the whole rule with it added."""
    influence, roads, centre, before = tally
    influence = {**influence, player: influence.get(player, 0) + 1}
    if kind == "road":
        roads = {**roads, player: roads.get(player, 0) + 1}
    elif kind == "center":
        centre = player
    return _claim_gain(state, player, zone, before, decide_claim(influence, roads, centre), needs)


def _claim_gain(
    state: State, player: int, zone: int, before: int | None, after: int | None, needs: dict[str, float]
) -> float:
    colour, count = next(iter(state.zone_gems[zone].items()))
    if after == player and before != player:
        return gem_worth(needs, colour, count)
    if before is not None and before != player and after is None:
        return 0.3 * count  # at least the leader does not get them
    if after != player:
        return 0.1 * count  # influence that a later flag may turn into a win
    return 0.0


def flag_value(state: State, player: int, position: str, needs: dict[str, float]) -> float:
    """What the player's flag already on `position` is worth (what removing it would lose)."""
    without = state.copy()
    del without.flags[position]
    return position_gain(without, player, position, needs)


def card_utility(state: State, player: int, card: str) -> float:
    """How good a card in hand is for this player: its value, discounted by the gems missing."""
    me = state.players[player]
    if CARD_VALUE[card] in {CARD_VALUE[c] for c in me.built}:
        return 0.0
    return CARD_VALUE[card] / (1 + deficit(card, me.gems))

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
    """`position_gain` for many positions at once, tallying each zone only once."""
    flags = state.flags
    active = ACTIVE_ZONES[state.num_players]
    tallies: dict[int, tuple] = {}
    gains: dict[str, float] = {}
    for position in positions:
        gain = 0.0
        kind = POSITION_KIND[position]
        for zone in POSITION_ZONES[position]:
            gems = state.zone_gems[zone]
            if not gems or zone not in active:
                continue
            tally = tallies.get(zone)
            if tally is None:
                influence, roads = zone_tally(zone, flags)
                centre = flags.get(ZONE_CENTRE[zone])
                tally = tallies[zone] = (influence, roads, centre, decide_claim(influence, roads, centre))
            influence, roads, centre, before = tally
            mine = influence.get(player, 0) + 1
            rival = max((n for p, n in influence.items() if p != player), default=0)
            if mine != rival:
                # Clear cases: more than anyone takes the zone; less than the leader changes
                # nothing. Only a tie needs the whole rule with this flag added.
                after = player if mine > rival else before
            else:
                influence = {**influence, player: mine}
                if kind == "road":
                    roads = {**roads, player: roads.get(player, 0) + 1}
                elif kind == "center":
                    centre = player
                after = decide_claim(influence, roads, centre)
            colour, count = next(iter(gems.items()))
            if after == player and before != player:
                gain += gem_worth(needs, colour, count)
            elif before is not None and before != player and after is None:
                gain += 0.3 * count  # at least the leader does not get them
            elif after != player:
                gain += 0.1 * count  # influence that a later flag may turn into a win
        gains[position] = gain
    return gains


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

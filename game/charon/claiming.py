"""Claiming gems (RULES.md 4.2): who takes a zone's gems, and taking them."""

from collections.abc import Mapping

from .board import ACTIVE_ZONES, POSITION_KIND, POSITION_ZONES, ZONE_CENTRE, ZONE_POSITIONS
from .events import Claim, ClaimReason, Event
from .state import State


def claim_winner(zone: int, flags: Mapping[str, int]) -> int | None:
    """The player who takes the gems of `zone`, given position id -> player; None for nobody.

    Each flag touching the zone is 1 influence. Most influence wins; among players tied for
    the most, the one on the zone's centre wins, else the one with the most road flags
    touching the zone; otherwise nobody does.

    >>> claim_winner(7, {"R7-8": 0, "X1-7": 1})   # road beats crossroads in a 1-1 tie
    0
    >>> claim_winner(7, {"R7-8": 0, "R6-7": 1}) is None
    True
    """
    influence, roads = zone_tally(zone, flags)
    return decide_claim(influence, roads, flags.get(ZONE_CENTRE[zone]))


def zone_tally(zone: int, flags: Mapping[str, int]) -> tuple[dict[int, int], dict[int, int]]:
    """Per player: the flags touching `zone` (influence) and how many of them are roads."""
    influence: dict[int, int] = {}
    roads: dict[int, int] = {}
    for position in ZONE_POSITIONS[zone]:
        player = flags.get(position)
        if player is None:
            continue
        influence[player] = influence.get(player, 0) + 1
        if POSITION_KIND[position] == "road":
            roads[player] = roads.get(player, 0) + 1
    return influence, roads


def decide_claim(influence: Mapping[int, int], roads: Mapping[int, int], centre_owner: int | None) -> int | None:
    """The claiming rule on a zone's tally: most influence; ties go to the centre, then to
    the most roads, else to nobody."""
    return decide_claim_why(influence, roads, centre_owner)[0]


def decide_claim_why(
    influence: Mapping[int, int], roads: Mapping[int, int], centre_owner: int | None
) -> tuple[int | None, ClaimReason]:
    """`decide_claim`, and what decided it: "influence" (the most flags alone), "centre" or
    "roads" (the tie-break), or "tie" (nobody takes the gems, also when no flag touches).

    >>> decide_claim_why({0: 3, 1: 3}, {0: 1, 1: 2}, 0)
    (0, 'centre')
    """
    if not influence:
        return None, "tie"
    most = max(influence.values())
    tied = [p for p, n in influence.items() if n == most]
    if len(tied) == 1:
        return tied[0], "influence"
    if centre_owner in tied:
        return centre_owner, "centre"
    most_roads = max(roads.get(p, 0) for p in tied)
    road_leaders = [p for p in tied if roads.get(p, 0) == most_roads]
    if len(road_leaders) == 1 and most_roads > 0:
        return road_leaders[0], "roads"
    return None, "tie"


def claim_zone(zone: int, flags: Mapping[str, int]) -> tuple[int | None, ClaimReason]:
    """Who takes the gems of `zone` and why (see `decide_claim_why`)."""
    influence, roads = zone_tally(zone, flags)
    return decide_claim_why(influence, roads, flags.get(ZONE_CENTRE[zone]))


_NONE: Mapping[int, int] = {}  # no flag touches the zone


def claim_all_zones(state: State, events: list[Event] | None = None) -> None:
    """Every active zone holding gems goes to its claim winner; unclaimed gems stay put."""
    flags = state.flags
    # Every zone's tally in one pass over the flags (fewer than the spots of all the zones).
    influence: dict[int, dict[int, int]] = {}
    roads: dict[int, dict[int, int]] = {}
    for position, player in flags.items():
        road = POSITION_KIND[position] == "road"
        for zone in POSITION_ZONES[position]:
            zone_influence = influence.setdefault(zone, {})
            zone_influence[player] = zone_influence.get(player, 0) + 1
            if road:
                zone_roads = roads.setdefault(zone, {})
                zone_roads[player] = zone_roads.get(player, 0) + 1
    for zone in ACTIVE_ZONES[state.num_players]:
        gems = state.zone_gems[zone]
        if not gems:
            continue
        # As claim_zone(zone, flags) says, from the tally made above.
        winner, reason = decide_claim_why(
            influence.get(zone, _NONE), roads.get(zone, _NONE), flags.get(ZONE_CENTRE[zone])
        )
        if events is not None:
            events.append(Claim(zone, winner, dict(gems), reason))
        if winner is None:
            continue
        mine = state.players[winner].gems
        for colour, count in gems.items():
            mine[colour] += count
        state.zone_gems[zone] = {}

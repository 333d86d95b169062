"""Flags on the board: where they may go, and who won which action area (RULES.md 4.1)."""

from .board import ACTIVE_POSITIONS, ACTIVE_ZONES, ZONE_POSITIONS
from .state import CHOOSE_ROW, REPLACE, STAKE, State

RICH_ZONE_GEMS = 3  # Stolen Intelligence may not move a flag next to a zone holding this many


def open_positions(state: State) -> list[str]:
    """Empty positions in play (touching at least one active zone), in board order."""
    flags = state.flags
    return [p for p in ACTIVE_POSITIONS[state.num_players] if p not in flags]


def stolen_intelligence_destinations(state: State) -> list[str]:
    """Open positions touching no zone that holds three or more gems right now."""
    blocked: set[str] = set()
    for zone in ACTIVE_ZONES[state.num_players]:
        gems = state.zone_gems[zone]
        if gems and sum(gems.values()) >= RICH_ZONE_GEMS:
            blocked.update(ZONE_POSITIONS[zone])
    flags = state.flags
    return [p for p in ACTIVE_POSITIONS[state.num_players] if p not in flags and p not in blocked]


def trigger_limit(num_players: int) -> int:
    """The most flags left on an action area that still trigger it: 1 with 2-3 players, 2 with 4-5."""
    return 2 if num_players >= 4 else 1


def areas_decided(state: State) -> bool:
    """Whether staking is over this round, so that the flags left on the areas say who won them."""
    return state.phase not in (REPLACE, CHOOSE_ROW, STAKE)


def area_winners(state: State, area: str) -> list[int]:
    """The winners of an action area, in reverse turn order (the order in which they act).

    An area is triggered when exactly one flag remains on it (2-3 players) or one or two
    (4-5 players); meaningful once staking is over.
    """
    remaining = state.action_flags[area]
    if not 1 <= len(remaining) <= trigger_limit(state.num_players):
        return []
    return [p for p in reversed(state.turn_order) if p in remaining]


def won(state: State, area: str, player: int) -> bool:
    """Whether `player` won `area` this round (a quick `player in area_winners(...)`)."""
    remaining = state.action_flags[area]
    return player in remaining and len(remaining) <= trigger_limit(state.num_players)


def flags_on_board(state: State, player: int) -> list[str]:
    return [p for p, owner in state.flags.items() if owner == player]

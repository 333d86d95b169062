"""Generation and destinations (RULES.md 7.2-7.3): drawing billions from a token, and where
they may go.

A token keeps, for the current faction turn, how many billions were drawn from it and a
credit: one halving yields up to 2 billion, the second kept as a credit until the turn ends.
"""

from .components import DISTANCE, HALF_CAPACITY, SITES
from .events import Event, TokenMoved
from .state import State


def _draw_once(space: int, drawn: int, credit: int) -> tuple[int, int, int] | None:
    """(space, drawn, credit) after drawing one billion, or None if it cannot be drawn (7.2)."""
    if credit:
        return space, drawn + 1, credit - 1
    if space >= 32 and drawn < 2:
        return space, drawn + 1, 0
    if space in (8, 16) and drawn == 0:
        return space, drawn + 1, 0
    if space >= 4:
        return space // 2, drawn + 1, 1
    if space == 2:
        return 1, drawn + 1, 0
    return None


def space_after_draw(state: State, faction: int, site: str) -> int | None:
    """Where the faction's token on `site` stands after one billion is drawn from it now (7.2),
    or None if none can be drawn: a question the computer players ask before a colony or
    migrants card."""
    drawn, credit = state.generation.get((faction, site), (0, 0))
    step = _draw_once(state.tracks[site][faction], drawn, credit)
    return None if step is None else step[0]


def can_draw(state: State, faction: int, site: str, billions: int = 1) -> bool:
    """Whether `billions` (1 or 2) can be drawn from the faction's token on `site` now."""
    space = state.tracks[site][faction]
    if not space:
        return False
    if billions == 1 and space >= 2:
        return True  # rules 2-5 of 7.2 always yield one billion from a token on 2 or more
    drawn, credit = state.generation.get((faction, site), (0, 0))
    for _ in range(billions):
        step = _draw_once(space, drawn, credit)
        if step is None:
            return False
        space, drawn, credit = step
    return True


def draw_billion(state: State, faction: int, site: str, ev: list[Event] | None) -> None:
    """Draw one billion from the token (the caller has checked `can_draw`)."""
    track = state.tracks[site]
    before = track[faction]
    drawn, credit = state.generation.get((faction, site), (0, 0))
    step = _draw_once(before, drawn, credit)
    assert step is not None, "the caller has checked can_draw"
    space, drawn, credit = step
    track[faction] = space
    state.generation[(faction, site)] = (drawn, credit)
    if ev is not None and space != before:
        ev.append(TokenMoved(faction=faction, site=site, before=before, after=space, reason="generation"))


# The sites within each card distance of each site, in board order.
_REACH = {(a, d): tuple(b for b in SITES if DISTANCE[a, b] <= d) for a in SITES for d in range(0, 13)}


def colony_dests(state: State, faction: int, source: str, distance: int) -> list[str]:
    """Colony halves the faction can reach from `source` with a card of `distance` (7.3)."""
    tracks, boxes = state.tracks, state.boxes
    return [s for s in _REACH[source, distance] if not tracks[s][faction] and boxes[s][faction][0] < HALF_CAPACITY]


def migrant_dests(state: State, faction: int, source: str | None, distance: int, billions: int = 1) -> list[str]:
    """Migrant halves the faction can reach (7.3): another faction must be on the track.
    `source` None: no distance limit (the neutral migrant)."""
    tracks, boxes = state.tracks, state.boxes
    # The faction has no token there, so any token on the track is another faction's.
    return [
        s
        for s in (SITES if source is None else _REACH[source, distance])
        if not tracks[s][faction] and boxes[s][faction][1] + billions <= HALF_CAPACITY and any(tracks[s])
    ]

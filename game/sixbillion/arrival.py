"""Arrival (RULES.md 6): the current faction's holding-box billions settle on the tracks.

>>> from .components import arrival_space
>>> arrival_space("uranus", 3), arrival_space("pluto", 3), arrival_space("pluto", 1)
(2, 1, 0)
"""

from .components import SITES, arrival_space
from .events import BoxChanged, Event, TokenMoved
from .state import State


def settle_sites(state: State, faction: int) -> list[str]:
    """Boxes where the faction's billions would settle now (a lone billion on Mercury or
    Pluto waits in the box, so settling it would change nothing)."""
    boxes = state.boxes
    return [s for s in SITES if arrival_space(s, sum(boxes[s][faction]))]


def settle(state: State, faction: int, site: str, ev: list[Event] | None) -> None:
    half = state.boxes[site][faction]
    space = arrival_space(site, half[0] + half[1])
    half[0] = half[1] = 0
    state.tracks[site][faction] = space
    if ev is not None:
        ev.append(BoxChanged(faction=faction, site=site, colony=0, migrant=0, reason="arrival"))
        ev.append(TokenMoved(faction=faction, site=site, before=0, after=space, reason="arrival"))

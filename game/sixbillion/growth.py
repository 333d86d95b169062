"""Free doubling (RULES.md 5): which tokens may try, and the growth-limit test (5.2).

>>> track = [8, 4, 2, 2]          # Saturn, limit 16: 1/2 + 1/4 = 3/4
>>> growth_allows("saturn", track)
True
>>> growth_allows("saturn", [8, 4, 4, 2])   # 1/2 + 1/4 + 1/4 = 1
False
"""

from .components import GROWTH_LIMIT, SITES, TRACK_MAX
from .state import State


def growth_allows(site: str, track: list[int]) -> bool:
    """Whether the site's growth limit lets its tokens free-double (5.2)."""
    limit = GROWTH_LIMIT[site]
    if limit is None:
        return True
    # Weights in quarters, to stay in integers: L or above 4, L/2 2, L/4 1.
    quarters = 0
    for space in track:
        if space >= limit:
            quarters += 4
        elif space * 2 == limit:
            quarters += 2
        elif space * 4 == limit:
            quarters += 1
    return quarters < 4


def can_free_double(state: State, faction: int, site: str) -> bool:
    """A token that is eligible (5.1): below its last space, on a track that passes 5.2."""
    track = state.tracks[site]
    space = track[faction]
    return 0 < space < TRACK_MAX[site] and growth_allows(site, track)


def free_double_sites(state: State, faction: int) -> list[str]:
    """The faction's eligible tokens not yet attempted this turn, in board order."""
    attempted = state.attempted
    return [s for s in SITES if s not in attempted and can_free_double(state, faction, s)]

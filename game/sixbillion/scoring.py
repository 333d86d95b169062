"""Scoring and the end (RULES.md 13, 15.5).

>>> site_points([8, 4, 4, 2], (4, 2, 1))     # the Venus example of 13.3
[4, 1, 1, 1]
"""

from .components import AGENDA_SITE, DISCOVERY_ROW, DISCOVERY_SITE, END_SPACE, END_SPACE_SITES, POINTS, ROW_POINTS, ROWS
from .events import Event, GameOver
from .state import State


def ends_the_game(site: str, space: int) -> bool:
    """Whether a token reaching `space` on `site` ends the game (13.2: 1024 of Earth or the
    Asteroid Belt)."""
    return space == END_SPACE and site in END_SPACE_SITES


def end_reason(state: State) -> str | None:
    """Why the game ends now (13.2), or None: a token on 1024 of Earth or the Asteroid Belt,
    or a token on every track."""
    tracks = state.tracks
    for site in END_SPACE_SITES:
        if any(ends_the_game(site, space) for space in tracks[site]):
            return "1024"
    if all(any(t) for t in tracks.values()):
        return "all_tracks"
    return None


def site_points(spaces: list[int], values: tuple[int, ...]) -> list[int]:
    """Points per entry of `spaces` (0 = absent) by dense rank (13.3): the top three distinct
    spaces score the site's value for the place minus 1 per other faction sharing it, at least 1."""
    distinct = sorted({s for s in spaces if s}, reverse=True)[: len(values)]
    out = []
    for space in spaces:
        if space and space in distinct:
            place = distinct.index(space)
            out.append(max(1, values[place] - (spaces.count(space) - 1)))
        else:
            out.append(0)
    return out


def doubled_sites(state: State) -> list[set[str]]:
    """The sites each player's final points double on: their Hidden Agenda's, and each whose
    Discovery card they hold (13.3, point 4)."""
    doubled: list[set[str]] = [set() for _ in range(state.num_players)]
    for p, sites in enumerate(doubled):
        if state.agendas[p] in AGENDA_SITE:
            sites.add(AGENDA_SITE[state.agendas[p]])
        sites.update(DISCOVERY_SITE[c] for c, _ in state.discoveries[p] if c in DISCOVERY_SITE)
    return doubled


def final_points(state: State) -> list[dict[str, int]]:
    """Each player's final-scoring points per site (and per Discovery Track row), doublings included."""
    n = state.num_players
    out: list[dict[str, int]] = [{} for _ in range(n)]
    doubled = doubled_sites(state)
    row_cards = [[DISCOVERY_ROW[c] for c, _ in state.discoveries[p] if c in DISCOVERY_ROW] for p in range(n)]
    for site, track in state.tracks.items():
        # Neutrals take places (they are in the track) but never score.
        for p, pts in enumerate(site_points(track, POINTS[site])[:n]):
            if pts:
                out[p][site] = pts * 2 if site in doubled[p] else pts
    if state.dtrack is not None:
        for row in ROWS:
            for p, pts in enumerate(site_points([r[row] for r in state.dtrack], ROW_POINTS)):
                if pts:
                    # Each optional Discovery card of that row doubles it (15.3, 15.5).
                    out[p][row] = pts * 2 ** row_cards[p].count(row)
    return out


def scores(state: State) -> list[int]:
    """Each player's VP: the score track, plus the final scoring once the game is over."""
    if not state.is_over:
        return state.score[:]
    return [s + sum(points.values()) for s, points in zip(state.score, final_points(state), strict=True)]


def winners(state: State) -> list[int]:
    """Every player with the highest score (a tie is a shared win, 13.4); before the end, the leaders."""
    points = scores(state)
    best = max(points)
    return [p for p, s in enumerate(points) if s == best]


def finish_if_over(state: State, ev: list[Event] | None) -> bool:
    """End the game at once if an end condition holds (13.2): the turn stops, anything
    unresolved is dropped, and the final scoring counts from now on (`scores`)."""
    reason = end_reason(state)
    if reason is None:
        return False
    state.step = "over"
    state.window = None
    state.resolving = None
    state.pending = None
    state.to_move = None
    state.options = ()
    state.revealed = True
    if ev is not None:
        points = final_points(state)
        ev.append(
            GameOver(
                reason=reason,
                points=tuple(points),
                scores=tuple(scores(state)),
                winners=tuple(winners(state)),
            )
        )
    return True

"""The results screen's words and numbers: the final scoring site by site (each player's place,
points and doublings), the Discovery Track's rows, the score track and the total.

    >>> from game.sixbillion import scenario
    >>> s = scenario(2, tracks={"earth": {0: 8, 1: 4, 2: 2}, "mars": {0: 2}})
    >>> header, rows = final_table(s, ["Ann", "Bob"])
    >>> header, rows[1], rows[-1][0]
    (['', 'Ann', 'Bob'], ['Mercury', '–', '–'], 'Total')
"""

from collections.abc import Sequence

from game.sixbillion import State, doubled_sites, final_points, scores, winners
from game.sixbillion.components import AGENDA_SITE, DISCOVERY_SITE, ROWS, SITES
from shell.i18n import _, listed, ngettext

from .theme import row_name, site_name


def final_table(state: State, names: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """The final scoring as a table with a column per player: each player's Hidden Agenda, then
    a line per site (and per Discovery Track row, when played) with each player's points ('–'
    for none; '4 ×2 = 8' where the site doubled them), then the points scored during play, then
    the total."""
    points, doubled = final_points(state), doubled_sites(state)
    lines = list(SITES) + (list(ROWS) if state.dtrack is not None else [])
    players = range(state.num_players)
    header = [""] + [names[p] for p in players]
    rows = [[_("Hidden Agenda")] + [_agenda_site(state, p) for p in players]]
    for key in lines:
        label = site_name(key) if key in SITES else row_name(key)
        rows.append([label] + [_points(points[p].get(key, 0), key in doubled[p]) for p in players])
    rows.append([_("During play")] + [str(state.score[p]) for p in players])
    total = scores(state)
    rows.append([_("Total")] + [str(total[p]) for p in players])
    return header, rows


def _agenda_site(state: State, player: int) -> str:
    agenda = state.agendas[player]
    return site_name(AGENDA_SITE[agenda]) if agenda in AGENDA_SITE else "–"


def _points(points: int, doubled: bool) -> str:
    """'8', '4 ×2 = 8' where the site doubled them (the note under the table says why; '8 ×2'
    read as 16 to a play-tester), '–' for none."""
    if not points:
        return "–"
    return _("{points} ×2 = {doubled}").format(points=points // 2, doubled=points) if doubled else str(points)


def doubling_note(state: State, names: Sequence[str]) -> list[str]:
    """Why some points are marked ×2, when some are: said under the table, then each player's
    doubled sites and what doubles each (a newcomer saw Saturn doubled for a player whose Hidden
    Agenda was Earth, and could not tell it was a Discovery card they held). Public at the end."""
    doubled = doubled_sites(state)
    if not any(site in doubled[p] for p, points in enumerate(final_points(state)) for site in points):
        return []
    lines = [_("×2: the site of the player's Hidden Agenda, or of a Discovery card they hold, scores double.")]
    for p in range(state.num_players):
        agenda = AGENDA_SITE.get(state.agendas[p])
        held = [DISCOVERY_SITE[c] for c, _up in state.discoveries[p] if c in DISCOVERY_SITE]
        why = [_("{site} (Hidden Agenda)").format(site=site_name(agenda))] if agenda is not None else []
        why += [_("{site} (Discovery card)").format(site=site_name(site)) for site in SITES if site in held]
        if why:
            lines.append(_("{name} ×2: {sites}").format(name=names[p], sites=listed(why)))
    return lines


def headline(state: State, names: Sequence[str]) -> str:
    best = winners(state)
    top = max(scores(state))
    return ngettext(
        "{players} wins with {points} points!", "{players} share the win with {points} points!", len(best)
    ).format(players=listed([names[p] for p in best]), points=top)

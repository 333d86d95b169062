"""The results screen's words and numbers: the final scoring site by site (each player's place,
points and doublings), the Discovery Track's rows, the score track and the total.

    >>> from game.sixbillion import scenario
    >>> s = scenario(2, tracks={"earth": {0: 8, 1: 4, 2: 2}, "mars": {0: 2}})
    >>> header, rows = final_table(s, ["Ann", "Bob"])
    >>> header[:3], rows[0][:3]
    (['Player', 'During play', 'Mercury'], ['Ann', '0', '–'])
"""

from collections.abc import Sequence

from game.sixbillion import State, final_points, scores, winners
from game.sixbillion.components import ROWS, SITES
from shell.i18n import _, listed, ngettext

from .theme import row_name, site_name


def final_table(state: State, names: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """One row per player: name, the score track's points, points per site (and per Discovery
    Track row, when played), the total. '–' where a player scores nothing."""
    points = final_points(state)
    columns = list(SITES) + (list(ROWS) if state.dtrack is not None else [])
    header = [_("Player"), _("During play")]
    header += [site_name(c) if c in SITES else row_name(c) for c in columns]
    header.append(_("Total"))
    total = scores(state)
    rows = []
    for p in range(state.num_players):
        row = [names[p], str(state.score[p])]
        row += [str(points[p][c]) if points[p].get(c) else "–" for c in columns]
        row.append(str(total[p]))
        rows.append(row)
    return header, rows


def headline(state: State, names: Sequence[str]) -> str:
    best = winners(state)
    top = max(scores(state))
    return ngettext(
        "{players} wins with {points} points!", "{players} share the win with {points} points!", len(best)
    ).format(players=listed([names[p] for p in best]), points=top)

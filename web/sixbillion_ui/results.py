"""The results screen's words and numbers: the final scoring site by site (each player's place,
points and doublings), the Discovery Track's rows, the score track and the total.

    >>> from game.sixbillion import scenario
    >>> s = scenario(2, tracks={"earth": {0: 8, 1: 4, 2: 2}, "mars": {0: 2}})
    >>> header, rows = final_table(s, ["Ann", "Bob"])
    >>> header, rows[0], rows[-1][0]
    (['', 'Ann', 'Bob'], ['Mercury', '–', '–'], 'Total')
"""

from collections.abc import Sequence

from game.sixbillion import State, final_points, scores, winners
from game.sixbillion.components import ROWS, SITES
from shell.i18n import _, listed, ngettext

from .theme import row_name, site_name


def final_table(state: State, names: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """The final scoring as a table with a column per player: a line per site (and per
    Discovery Track row, when played) with each player's points ('–' for none), then the
    points scored during play, then the total."""
    points = final_points(state)
    lines = list(SITES) + (list(ROWS) if state.dtrack is not None else [])
    players = range(state.num_players)
    header = [""] + [names[p] for p in players]
    rows = []
    for key in lines:
        label = site_name(key) if key in SITES else row_name(key)
        rows.append([label] + [str(points[p][key]) if points[p].get(key) else "–" for p in players])
    rows.append([_("During play")] + [str(state.score[p]) for p in players])
    total = scores(state)
    rows.append([_("Total")] + [str(total[p]) for p in players])
    return header, rows


def headline(state: State, names: Sequence[str]) -> str:
    best = winners(state)
    top = max(scores(state))
    return ngettext(
        "{players} wins with {points} points!", "{players} share the win with {points} points!", len(best)
    ).format(players=listed([names[p] for p in best]), points=top)

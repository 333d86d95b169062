"""Charon's charts (drawn by the shell's charts, shell.charts): a line chart for the score by
round, grouped bars for gems and for zones and action areas won."""

from collections.abc import Sequence

from game.charon.state import LAST_ROUND
from shell.charts import MARKERS, Chart, Series, bar_chart, line_chart
from shell.i18n import _

from .stats import GameStats
from .theme import PLAYER_COLOURS

__all__ = ["MARKERS", "Chart", "bar_chart", "gems_chart", "line_chart", "player_series", "score_chart", "wins_chart"]


def player_series(stats: GameStats, names: list[str], colours: list[str], values) -> list[Series]:
    """One series per player, in the player's colour and seat marker; `values(player_stats)`
    gives the values."""
    return [
        Series(names[p.player], tuple(values(p)), PLAYER_COLOURS[colours[p.player]], MARKERS[p.player % len(MARKERS)])
        for p in stats.players
    ]


def _by_round(values: Sequence[int]) -> tuple[int | None, ...]:
    return tuple(values[r] if r < len(values) else None for r in range(LAST_ROUND))


def _rounds() -> tuple[str, ...]:
    return tuple(_("Round {round}").format(round=r) for r in range(1, LAST_ROUND + 1))


def score_chart(stats: GameStats, names: list[str], colours: list[str], width: float, height: float) -> list[list]:
    series = player_series(stats, names, colours, lambda p: _by_round(p.score_by_round))
    return line_chart(Chart(series, _rounds(), _("Score after each round"), _("points")), width, height)


def gems_chart(stats: GameStats, names: list[str], colours: list[str], width: float, height: float) -> list[list]:
    series = player_series(stats, names, colours, lambda p: _by_round(p.gems_after_claiming))
    return bar_chart(Chart(series, _rounds(), _("Gems held after claiming"), _("gems")), width, height)


def wins_chart(stats: GameStats, names: list[str], colours: list[str], width: float, height: float) -> list[list]:
    series = player_series(stats, names, colours, lambda p: (p.zones_won, sum(len(a) for a in p.areas_won)))
    categories = (_("Zones won"), _("Action areas won"))
    return bar_chart(Chart(series, categories, _("Zones and action areas won"), _("won")), width, height)

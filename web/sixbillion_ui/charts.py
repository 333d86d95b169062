"""6 Billion's charts on the results screen (drawn by the shell's charts, shell.charts): each
player's score by round, and each faction's population by round. Every series has its
faction's colour and its token's shape, as on the board."""

from collections.abc import Sequence

from shell.canvas import fit
from shell.charts import Chart, Series, line_chart
from shell.i18n import _

from .stats import GameStats
from .theme import FACTION_FILL, FACTION_SHAPE, colour_name

LABEL_ROOM = 22  # px a round's number needs under the chart; narrower, every other round is numbered


def _rounds(numbers: GameStats, width: float, final: bool = False) -> list[str]:
    """The rounds' numbers under the chart (the title says they are rounds), and "final" under
    the final scoring's point when `final` and it fits beside the last round's number (else the
    title, "…, then final", names that point alone). The last round is always numbered: the axis
    ends at the round the log's last heading names (its place was once left free for "final",
    and a game the log ended in round 13 showed an axis ending at 12). A long game in a narrow
    box numbers every other round, counting back from the last."""
    last = numbers.rounds
    word = _("final")
    slot = (width - 130) / (last + final)  # about the room of each point (the chart's margins kept)
    every = 2 if slot < LABEL_ROOM else 1
    labels = [str(r) if (last - r) % every == 0 else "" for r in range(1, last + 1)]
    if not final:
        return labels
    # a label between two others has its point's room (shell.charts draws them at 12 px)
    return labels + [word if fit(word, 12, slot - 4) == word else ""]


def _series(numbers: GameStats, faction: int, name: str, values: Sequence[int | None]) -> Series:
    colour = numbers.colours[faction]
    return Series(name, tuple(values), FACTION_FILL[colour], FACTION_SHAPE[colour])


def score_chart(numbers: GameStats, names: Sequence[str], width: float, height: float) -> list[list]:
    """The score track after each round and, once the game is over, the totals after the final
    scoring as the last point: the line that ends highest is the winner's (the track alone,
    17 to 12 to 8, once crowned another player than the sites' scoring did)."""
    final = numbers.final
    series = [
        _series(numbers, p, names[p], by_round + ((final[p],) if final else ()))
        for p, by_round in enumerate(numbers.score)
    ]
    title = _("Points by round, then final") if final else _("Score track after each round")
    return line_chart(Chart(series, _rounds(numbers, width, final is not None), title, _("points")), width, height)


def population_chart(numbers: GameStats, names: Sequence[str], width: float, height: float) -> list[list]:
    """Each faction's billions on the sites after each round, the neutrals' too."""
    series = []
    for f, by_round in enumerate(numbers.population):
        if f < len(names):
            name = names[f]
        else:
            name = _("Neutral {colour}").format(colour=colour_name(numbers.colours[f]))
        series.append(_series(numbers, f, name, by_round))
    title = _("Population on the sites after each round")
    # Tokens grow by doubling: an axis by doublings keeps 4 and 16 apart beside 1024.
    return line_chart(Chart(series, _rounds(numbers, width), title, _("billions")), width, height, doubling=True)

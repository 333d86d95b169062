"""The table in a few lines (#summary), beside the log: Charon's scores, gems and cards, for
screen readers too."""

from charon_ui.describe import table_summary
from game.charon import State
from shell import summary


def show_summary(state: State, names: list[str], private: bool) -> None:
    """The table in a few lines (#summary): scores, gems, cards, for screen readers too."""
    summary.show_summary(table_summary(state, names, private))

"""The table in words (#summary, under "The table in words"), for any game: the lines the
game tells of its table, for screen readers too."""

from collections.abc import Iterable

from .dom import el, make


def show_summary(lines: Iterable[str]) -> None:
    summary = el("summary")
    summary.replaceChildren(*(make("li", line) for line in lines))

"""6 Billion's results (#end): the winner, the final scoring site by site
(sixbillion_ui.results), and the charts by round — score and population — drawn by the
display-list painter as the board is (sixbillion_ui.charts)."""

import json
from typing import TYPE_CHECKING, Any

from shell.browser import query_all, window_size
from shell.dom import el, is_null, make
from shell.i18n import _
from shell.messages import Messages
from shell.on_demand import on_demand
from shell.painter import paint
from shell.players import Players

if TYPE_CHECKING:
    from sixbillion_ui import charts, results, stats
else:  # the final scoring, the numbers by round and their charts: imported when a game's end is first shown
    charts = on_demand("sixbillion_ui.charts")
    results = on_demand("sixbillion_ui.results")
    stats = on_demand("sixbillion_ui.stats")


def chart_tabs() -> dict[str, str]:
    """The charts offered (their keys, as the tabs' data-chart) and their tabs' words."""
    return {"score": _("Score by round"), "population": _("Population by round")}


class EndScreen:
    def __init__(self, messages: Messages):
        self.messages = messages
        self.dismissed = False
        self.chart = "score"  # the chart shown
        self.numbers: tuple[Any, list[str]] = (None, [])  # (stats.GameStats, the players' names) shown

    def bind(self) -> None:
        self.messages.on(el("end-chart-tabs"), "click", self.chart_click)

    @property
    def shown(self) -> bool:
        return not el("end").hidden

    def render(self, state: Any, players: Players, numbers: Any = None) -> None:
        """The results of a game (the current one, or one replayed, whose `numbers` the replay
        has already read from its positions)."""
        el("end-title").textContent = results.headline(state, players.names)
        header, rows = results.final_table(state, players.names)
        table = el("end-scores")
        head = table.querySelector("thead")
        head.replaceChildren()
        tr = make("tr")
        for text in header:
            tr.appendChild(make("th", text))
        head.appendChild(tr)
        body = table.querySelector("tbody")
        body.replaceChildren()
        for row in rows:
            tr = make("tr")
            for i, text in enumerate(row):
                tr.appendChild(make("th" if i == 0 else "td", text))
            body.appendChild(tr)
        note = el("end-tiebreak")  # (a shared win has no tie-break): why some points doubled, a line each
        note.replaceChildren()
        for n, line in enumerate(results.doubling_note(state, players.names)):
            if n:
                note.appendChild(make("br"))
            note.appendChild(make("span", line))
        if numbers is None:
            numbers = stats.stats_of(state)  # None for a game kept without its history
        self.numbers = (numbers, list(players.names))
        el("end-stats").hidden = numbers is None
        el("end-players").replaceChildren()  # Charon's lines per player; 6 Billion's table says it
        if numbers is not None:
            self.fill_tabs()
            self.draw_chart(self.chart)

    def fill_tabs(self) -> None:
        """This game's charts as tabs, in the language shown."""
        tabs = el("end-chart-tabs")
        tabs.replaceChildren()
        for key, text in chart_tabs().items():
            tabs.appendChild(make("button", text, type="button", role="tab", data_chart=key, aria_selected="false"))

    def draw_chart(self, which: str) -> None:
        numbers, names = self.numbers
        if numbers is None:
            return
        self.chart = which
        for tab in query_all("#end-chart-tabs button"):
            tab.setAttribute("aria-selected", "true" if tab.dataset.chart == which else "false")
        width, height = (360, 260) if window_size()[0] < 600 else (640, 300)
        draw = charts.score_chart if which == "score" else charts.population_chart
        ops = draw(numbers, names, width, height)
        canvas = el("end-chart")
        canvas.setAttribute("aria-label", chart_tabs()[which])
        canvas.dataset.chart = which
        paint(canvas, json.dumps(ops), width, height)

    def chart_click(self, event: Any) -> None:
        tab = event.target.closest("button[data-chart]")
        if not is_null(tab):
            self.draw_chart(str(tab.dataset.chart))

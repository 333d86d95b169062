"""The end screen (#end): the scores and the tie-break, where the viewer came, the charts by
round (drawn through the board's display-list painter) and each player's game in lines."""

import json
from typing import TYPE_CHECKING, Any

from charon_ui.describe import final_summary
from game.charon import State
from game.charon.scoring import tie_break_values
from shell import seating
from shell.browser import query, query_all, window_size
from shell.dom import el, is_null, make
from shell.i18n import _
from shell.messages import Messages
from shell.on_demand import on_demand
from shell.painter import paint
from shell.players import Players

if TYPE_CHECKING:
    from charon_ui import charts, stats
else:  # the game's statistics and charts: imported when a game's end is first shown
    charts, stats = on_demand("charon_ui.charts"), on_demand("charon_ui.stats")

CHARTS = {"score": "score_chart", "gems": "gems_chart", "wins": "wins_chart"}  # charon_ui.charts' functions


class EndScreen:
    def __init__(self, messages: Messages):
        self.messages = messages
        self.dismissed = False  # the player went back to the board
        self.chart = "score"  # the chart shown
        self.stats: tuple[Any, Players | None] = (None, None)  # (GameStats, Players) shown
        self.told: State | None = None  # the game whose end is shown

    def bind(self) -> None:
        self.messages.on(el("end-chart-tabs"), "click", self.chart_click)

    @property
    def shown(self) -> bool:
        return not el("end").hidden

    def render(self, state: State, players: Players, game_stats: Any = None, replaying: bool = False) -> None:
        """The end screen of a game (the current one, or one replayed: `replaying`): scores,
        the tie-break, where the viewer came, charts by round and each player's game."""
        summary = final_summary(state, players.names)
        if game_stats is None and state.history is not None:
            game_stats = stats.stats_of(state)
        self.stats = (game_stats, players)
        el("end-stats").hidden = game_stats is None
        human = seating.humans(players.seats)
        viewer = human[0] if len(human) == 1 and not replaying else None
        title, placed = stats.end_lines(game_stats, summary["headline"], viewer, players.names)
        placement = el("end-placement")
        placement.hidden = not placed
        placement.textContent = placed
        if game_stats is not None:
            self.draw_chart(self.chart)
            box = el("end-players")
            # a player's game the reader opened stays open when the same end is told again (a
            # switch of language); another game's end comes folded
            opened = {str(d.dataset.player) for d in box.querySelectorAll("details[open]")}
            opened = opened if state is self.told else set()
            box.replaceChildren()
            for p in game_stats.ranking:
                details = make("details")
                details.dataset.player = str(p)
                details.open = str(p) in opened
                details.appendChild(make("summary", players.names[p]))
                items = make("ul")
                for line in stats.player_lines(game_stats, p, players.names):
                    items.appendChild(make("li", line))
                details.appendChild(items)
                box.appendChild(details)
        self.told = state
        el("end-title").textContent = title
        body = el("end-scores").querySelector("tbody")
        body.replaceChildren()
        for p in summary["ranking"]:
            row = make("tr")
            if p in summary["winners"]:
                row.className = "winner"
            built = tie_break_values(state, p)
            for text in (players.names[p], str(summary["scores"][p]), ", ".join(map(str, built)) or _("none")):
                row.appendChild(make("td", text))
            body.appendChild(row)
        el("end-tiebreak").textContent = summary["tie_break"]

    def draw_chart(self, which: str) -> None:
        """One of the charts, drawn by the same display-list painter as the board."""
        game_stats, players = self.stats
        if game_stats is None or players is None:
            return
        self.chart = which
        for tab in query_all("#end-chart-tabs button"):
            tab.setAttribute("aria-selected", "true" if tab.dataset.chart == which else "false")
        width, height = (360, 260) if window_size()[0] < 600 else (640, 300)
        ops = getattr(charts, CHARTS[which])(game_stats, players.names, players.colours, width, height)
        canvas = el("end-chart")
        canvas.setAttribute("aria-label", str(query(f"#end-chart-tabs [data-chart='{which}']").textContent))
        paint(canvas, json.dumps(ops), width, height)

    def chart_click(self, event: Any) -> None:
        tab = event.target.closest("button[data-chart]")
        if not is_null(tab):
            self.draw_chart(str(tab.dataset.chart))

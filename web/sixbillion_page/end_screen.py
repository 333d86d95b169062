"""6 Billion's results (#end): the winner, and the final scoring site by site
(sixbillion_ui.results)."""

from typing import Any

from shell.dom import el, make
from shell.messages import Messages
from shell.players import Players
from sixbillion_ui.results import final_table, headline


class EndScreen:
    def __init__(self, messages: Messages):
        self.messages = messages
        self.dismissed = False

    def bind(self) -> None:
        pass

    @property
    def shown(self) -> bool:
        return not el("end").hidden

    def render(self, state: Any, players: Players) -> None:
        el("end-title").textContent = headline(state, players.names)
        el("end-stats").hidden = True
        header, rows = final_table(state, players.names)
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
        el("end-tiebreak").textContent = ""

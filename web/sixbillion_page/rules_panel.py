"""6 Billion's rules panel (#rules): sixbillion_ui.rules_help's sections in the shell's panel,
each pinned point marked as this project's decision or a proposal in a player's words, what the
two marks mean at the top, and the sites' table and the distance chart."""

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from shell import rules_panel
from shell.browser import text_node
from shell.dom import el, make
from shell.on_demand import on_demand
from shell.rules_text import Para, Section

if TYPE_CHECKING:
    from sixbillion_ui import rules_help
else:
    rules_help = on_demand("sixbillion_ui.rules_help")  # the rules' text: imported when the panel first opens


class RulesPanel(rules_panel.RulesPanel):
    MARK_GAP = " "

    def sections(self) -> Iterable[Section]:
        return rules_help.sections()

    def mark(self, para: Para) -> tuple[str, str]:
        return f"pinned {para.pinned}", rules_help.pin_label(para.pinned)

    def after(self, section_id: str) -> list[Any]:
        if section_id != "tables":
            return []
        return [table(*rules_help.sites_table()), table(*rules_help.distance_table())]

    def open_for_decision(self, kind: str) -> None:
        """The section of the rules about this kind of decision (describe.decision_kind; '': the start)."""
        self.open(rules_help.DECISION_SECTION.get(kind, ""))

    def build(self) -> None:
        note = el("rules-note")  # the page's note is Charon's ("our reading"): 6 Billion marks two kinds
        intro, marks = rules_help.pins_explained()
        items = make("ul", class_="pin-kinds")
        for kind, mark, words in marks:
            item = make("li", class_=f"pinned {kind}")
            item.appendChild(make("span", mark, class_="pinned-mark"))
            item.appendChild(text_node(" " + words))
            items.appendChild(item)
        note.replaceChildren(make("span", intro), items)
        super().build()


def table(header: list[str], rows: list[list[str]]) -> Any:
    out = make("table", class_="rules-table")
    head = make("tr")
    for text in header:
        head.appendChild(make("th", text))
    out.appendChild(head)
    for row in rows:
        tr = make("tr")
        for i, text in enumerate(row):
            tr.appendChild(make("th" if i == 0 else "td", text))
        out.appendChild(tr)
    return out

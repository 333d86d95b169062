"""6 Billion's rules panel (#rules): sixbillion_ui.rules_help's sections, each pinned point marked
as this project's decision or a proposal, and the sites' table and the distance chart."""

from typing import TYPE_CHECKING, Any

from shell.browser import text_node
from shell.dom import el, make
from shell.i18n import _
from shell.on_demand import on_demand

if TYPE_CHECKING:
    from sixbillion_ui import rules_help
else:
    rules_help = on_demand("sixbillion_ui.rules_help")  # the rules' text: imported when the panel first opens


class RulesPanel:
    @property
    def open_now(self) -> bool:
        return not el("rules").hidden

    def forget(self) -> None:
        el("rules-toc").replaceChildren()
        el("rules-body").replaceChildren()
        if self.open_now:
            self.build()

    def open(self) -> None:
        if not el("rules-body").children.length:
            self.build()
        el("rules").hidden = False
        el("rules-close").focus()

    def build(self) -> None:
        note = el("rules-note")  # the page's note is Charon's ("our reading"): 6 Billion marks two kinds
        note.replaceChildren(
            make(
                "span",
                _(
                    "Where the printed rulebook is silent or unclear, this version had to decide: a paragraph marked "
                    "as this project's decision is how it plays that point; one marked as a proposal gives a value "
                    "no source gives, to be replaced if the real one turns up."
                ),
            )
        )
        body, toc = el("rules-body"), el("rules-toc")
        for sec in rules_help.sections():
            toc.appendChild(make("a", sec.title, href=f"#rules-{sec.id}"))
            body.appendChild(make("h3", sec.title, id=f"rules-{sec.id}"))
            for para in sec.paras:
                p = make("p", class_=f"pinned {para.pinned}" if para.pinned else "")
                if para.pinned:
                    p.appendChild(make("span", rules_help.pin_label(para.pinned), class_="pinned-mark"))
                    p.appendChild(text_node(" "))
                p.appendChild(text_node(para.text))
                body.appendChild(p)
            if sec.id == "tables":
                body.appendChild(table(*rules_help.sites_table()))
                body.appendChild(table(*rules_help.distance_table()))

    def close(self, *_: Any) -> None:
        el("rules").hidden = True


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

"""The rules panel (#rules): charon_ui.rules_help's sections, built when it first opens (and
again after a language switch), with the worked claiming examples drawn by the board's own
renderer."""

import json
from typing import TYPE_CHECKING, Any

from shell.browser import text_node
from shell.dom import el, is_null, make
from shell.i18n import _
from shell.on_demand import on_demand
from shell.painter import paint

if TYPE_CHECKING:
    from charon_ui import rules_help
else:
    rules_help = on_demand("charon_ui.rules_help")  # the rules' text: imported when the panel first opens


class RulesPanel:
    @property
    def open_now(self) -> bool:
        return not el("rules").hidden

    def forget(self) -> None:
        """Build the panel again (in the language shown) when it next opens, or now if it is open."""
        el("rules-toc").replaceChildren()
        el("rules-body").replaceChildren()
        if self.open_now:
            self.build()

    def open(self, section: str = "") -> None:
        """The rules panel, at `section` (an id of rules_help.SECTIONS)."""
        if not el("rules-body").children.length:  # built the first time it is opened
            self.build()
        el("rules").hidden = False
        el("rules-close").focus()  # first: focusing scrolls the close button into view
        target = el(f"rules-{section}") if section else None
        if target is not None and not is_null(target):
            target.scrollIntoView()

    def build(self) -> None:
        """The sections, in the language shown, with the table of contents."""
        body, toc = el("rules-body"), el("rules-toc")
        for sec in rules_help.sections():
            toc.appendChild(make("a", sec.title, href=f"#rules-{sec.id}"))
            body.appendChild(make("h3", sec.title, id=f"rules-{sec.id}"))
            for para in sec.paras:
                p = make("p", class_="pinned" if para.pinned else "")
                if para.pinned:
                    p.appendChild(make("span", _("our reading"), class_="pinned-mark"))
                p.appendChild(text_node(para.text))
                body.appendChild(p)
            if sec.id == "claiming":
                body.appendChild(examples())

    def open_for_phase(self, phase: str) -> None:
        """The section of the rules about this phase ('': the start)."""
        self.open(rules_help.PHASE_SECTION.get(phase, ""))

    def close(self, *_: Any) -> None:
        el("rules").hidden = True


def examples() -> Any:
    figures = make("div", class_="rules-examples")
    for example in rules_help.EXAMPLES:
        figure = make("figure")
        canvas = make("canvas", width=str(rules_help.EXAMPLE_W), height=str(rules_help.EXAMPLE_H), role="img")
        canvas.setAttribute("aria-label", _(example.caption))
        figure.appendChild(canvas)
        figure.appendChild(make("figcaption", _(example.caption)))
        figures.appendChild(figure)
        ops = rules_help.example_ops(example)
        paint(canvas, json.dumps(ops), rules_help.EXAMPLE_W, rules_help.EXAMPLE_H)
    return figures

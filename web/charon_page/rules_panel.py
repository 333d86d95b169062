"""Charon's rules panel (#rules): charon_ui.rules_help's sections in the shell's panel, its
pinned points marked as the project's reading, with the worked claiming examples drawn by the
board's own renderer."""

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from shell import rules_panel
from shell.dom import make
from shell.i18n import _
from shell.on_demand import on_demand
from shell.painter import paint
from shell.rules_text import Para, Section

if TYPE_CHECKING:
    from charon_ui import rules_help
else:
    rules_help = on_demand("charon_ui.rules_help")  # the rules' text: imported when the panel first opens


class RulesPanel(rules_panel.RulesPanel):
    def sections(self) -> Iterable[Section]:
        return rules_help.sections()

    def mark(self, para: Para) -> tuple[str, str]:
        return "pinned", _("our reading")

    def after(self, section_id: str) -> list[Any]:
        return [examples()] if section_id == "claiming" else []

    def open_for_phase(self, phase: str) -> None:
        """The section of the rules about this phase ('': the start)."""
        self.open(rules_help.PHASE_SECTION.get(phase, ""))


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

"""6 Billion's board on the page: the canvas drawn from the session's view, a click turned into
an action (sixbillion_ui.targets through the session), and the tooltips of sites, tokens and
cards on hover."""

import json
from typing import TYPE_CHECKING, Any

from shell.dom import el
from shell.painter import paint
from sixbillion_ui import layout
from sixbillion_ui.render import draw
from sixbillion_ui.tips import card_tip, site_tip, token_tip

if TYPE_CHECKING:
    from .page import SixBillionPage

TIP_GAP = 14  # between the pointer and its tooltip, in CSS pixels


class Board:
    def __init__(self, page: "SixBillionPage"):
        self.page = page
        self.canvas = el("board")
        self.hover: tuple | None = None

    def bind(self) -> None:
        on = self.page.messages.on
        on(self.canvas, "click", self.click)
        on(self.canvas, "mousemove", self.move)
        on(self.canvas, "mouseleave", self.leave)

    def draw(self) -> None:
        s = self.page.session
        if s is None:
            return
        seen, private = s.screen_view()
        names = s.players.names
        ops = draw(seen, private, names, s.highlights(), self.hover, s.thinking_text(short=True))
        ops += self.page.lesson.overlay()  # the part of the table the lesson talks about, lit
        view = layout.pane_view(layout.TABLE, layout.WIDTH)
        paint(self.canvas, json.dumps(ops), layout.WIDTH, layout.HEIGHT, view, view)
        self.canvas.style.setProperty("--aspect", f"{layout.WIDTH / layout.HEIGHT:.4f}")
        self.canvas.style.setProperty("--width", f"{layout.WIDTH}px")
        self.canvas.dataset.view = json.dumps([layout.WIDTH, layout.HEIGHT, 1.0, 0, 0])

    def target_at(self, event: Any) -> tuple | None:
        """What is under the pointer, in the table's logical pixels."""
        s = self.page.session
        if s is None:
            return None
        rect = self.canvas.getBoundingClientRect()
        if not rect.width:
            return None
        scale = layout.WIDTH / rect.width
        x, y = (event.clientX - rect.left) * scale, (event.clientY - rect.top) * scale
        seen, private = s.screen_view()
        hand = seen.hands[seen.viewer] if private and seen.viewer is not None else []
        return layout.hit_test(x, y, seen.tracks, hand, seen.num_players)

    def click(self, event: Any) -> None:
        s = self.page.session
        if s is None or self.page.busy():
            return
        action = s.click(self.target_at(event))
        if action is not None:
            self.page.act(action)
        else:
            self.page.render()  # the pick changed what is lit

    def move(self, event: Any) -> None:
        target = self.target_at(event)
        if target != self.hover:
            self.hover = target
            self.draw()
        self.tip(event, target)

    def leave(self, event: Any) -> None:
        self.hover = None
        el("tooltip").hidden = True
        self.draw()

    def tip(self, event: Any, target: tuple | None) -> None:
        s = self.page.session
        tooltip = el("tooltip")
        text = ""
        if s is not None and target is not None:
            seen, _private = s.screen_view()
            names = s.players.names
            kind = target[0]
            if kind in ("site", "space", "box"):
                text = site_tip(seen, target[1], names)
            elif kind == "token":
                text = token_tip(seen, target[1], target[2], names)
            elif kind == "card":
                text = card_tip(seen, target[2], names)
            elif kind == "face_up" and seen.face_up[target[1]] is not None:
                text = card_tip(seen, seen.face_up[target[1]], names)
        if not text:
            tooltip.hidden = True
            return
        tooltip.textContent = text
        tooltip.hidden = False
        tooltip.style.left = f"{event.clientX + TIP_GAP}px"
        tooltip.style.top = f"{event.clientY + TIP_GAP}px"

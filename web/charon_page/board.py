"""The board on the page: the canvas drawn from the frame, hit-testing a click or a tap into
an action, the hover tooltip, zooming in on a zone on small touch screens, and the claiming
walk-through's frames. What to draw is charon_ui.render's; where things are, charon_ui.layout's."""

import json
from typing import TYPE_CHECKING, Any

from js import window
from pyodide.ffi import to_js

from charon_ui import layout
from charon_ui.describe import area_explanation, sentence, zone_explanation
from charon_ui.render import draw
from charon_ui.walkthrough import WalkFrame
from game.charon.board import POSITION_ZONES
from shell.dom import el

if TYPE_CHECKING:
    from .page import GamePage

ZOOM_BELOW_PX = 600  # a board drawn narrower than this zooms in on a tapped zone


class Board:
    def __init__(self, page: "GamePage"):
        self.page = page
        self.canvas = el("board")
        self.cards = layout.Cards()  # where the cards were last drawn (for hit-testing)
        self.hover: tuple | None = None  # the zone under the pointer
        self.zoom: int | None = None  # the zone zoomed in on (small touch screens)
        self.pointed: str | None = None  # the board position of the focused action button

    def bind(self) -> None:
        on = self.page.messages.on
        on(self.canvas, "click", self.click)
        on(self.canvas, "mousemove", self.move)
        on(self.canvas, "mouseleave", self.leave)
        on(el("unzoom"), "click", lambda e: self.set_zoom(None))

    # ---- drawing -------------------------------------------------------------------------
    def draw(self) -> None:
        """The game at the table, as its frame shows it."""
        s = self.page.session
        assert s is not None
        frame = s.frame()
        names = s.players.names
        status = s.thinking_text(short=True) or (
            "" if s.to_move is None or frame.private or s.sole_human is not None else f"waiting for {names[s.to_move]}"
        )
        shown = frame.private or s.sole_human is not None
        recent = s.recent_positions(frame.view.viewer) if shown else frozenset()
        ops, self.cards = draw(
            frame.view,
            frame.private,
            names,
            s.players.colours,
            frame.highlights,
            self.hover,
            status,
            recent,
            self.pointed,
        )
        view = self.view()
        window.charonDraw(
            self.canvas, json.dumps(ops), layout.WIDTH, layout.HEIGHT, None if view is None else to_js(list(view))
        )

    def keep_for_next_visit(self) -> None:
        """Kept for the next visit's first second (web/draw.js), unless it shows a hot-seat hand."""
        s = self.page.session
        assert s is not None
        window.charonKeepFrame(self.canvas, s.sole_human is not None or not s.frame().private)

    def draw_walk(self, frame: WalkFrame, private: bool) -> None:
        """One frame of the claiming walk-through."""
        s = self.page.session
        assert s is not None
        hl = {"positions": set(), "areas": frame.areas, "cards": set()}
        hover = ("zone", frame.zone) if frame.zone is not None else None
        ops, _ = draw(frame.state, private, s.players.names, s.players.colours, hl, hover, "Claiming…")
        window.charonDraw(self.canvas, json.dumps(ops + frame.overlay), layout.WIDTH, layout.HEIGHT)

    def draw_seen(self, seen: Any, private: bool, names: list[str], colours: list[str], status: str) -> None:
        """A position of a replay: nothing to click."""
        ops, self.cards = draw(seen, private, names, colours, None, None, status)
        window.charonDraw(self.canvas, json.dumps(ops), layout.WIDTH, layout.HEIGHT)

    # ---- the pointer ---------------------------------------------------------------------
    def point(self, event: Any) -> tuple[float, float]:
        rect = self.canvas.getBoundingClientRect()
        x = (event.clientX - rect.left) * layout.WIDTH / rect.width
        y = (event.clientY - rect.top) * layout.HEIGHT / rect.height
        return x, y

    def zoomable(self) -> bool:
        """On a small screen the board's flag spots are too small for a finger: a tap on a
        zone zooms in on it first."""
        return float(self.canvas.getBoundingClientRect().width) < ZOOM_BELOW_PX

    def view(self) -> tuple | None:
        return layout.zoom_view(self.zoom) if self.zoom is not None else None

    def set_zoom(self, zone: int | None) -> None:
        self.zoom = zone
        self.hover = None if zone is None else ("zone", zone)
        el("unzoom").hidden = zone is None
        self.draw()

    def unzoom_quietly(self) -> None:
        """Back to the whole board after a move (drawn with the move)."""
        if self.zoom is not None:
            self.zoom, self.hover = None, None
            el("unzoom").hidden = True

    def pointer_off(self) -> bool:
        """Whether the board answers no pointer now: a replay, or the walk-through, is on it."""
        return self.page.replays.active or self.page.walking

    def click(self, event: Any) -> None:
        page = self.page
        if page.replays.active:
            return
        if page.walking:
            page.skip_walk = True
            return
        if page.session is None:
            return
        el("tooltip").hidden = True  # a tooltip opened by a tap closes on the next tap
        x, y = layout.unzoomed(*self.point(event), self.view())
        target = layout.hit_test(x, y, self.cards)
        action, hint = page.session.frame().click(target)
        if self.zoomable() and self.zoom is None and target is not None and target[0] in ("zone", "position"):
            zone = target[1] if target[0] == "zone" else POSITION_ZONES[target[1]][0]
            self.set_zoom(zone)  # first a closer look; the next tap chooses the spot
            return
        if action is not None:
            if self.zoom is not None:
                self.set_zoom(None)
            page.act(action)
        elif hint:
            page.messages.show(sentence(hint) + ".")
        elif self.zoom is not None:
            self.set_zoom(None)  # a tap on nothing to do: back to the whole board

    def move(self, event: Any) -> None:
        """The tooltip and the hovered zone; the frame is read, never computed again."""
        s = self.page.session
        if s is None or self.pointer_off() or self.zoom is not None:
            return
        x, y = self.point(event)
        target = layout.hit_test(x, y, self.cards)
        tip = el("tooltip")
        if target is not None and target[0] == "position":
            zone_target: tuple | None = ("zone", POSITION_ZONES[target[1]][0])
        else:
            zone_target = target
        words = ""
        if zone_target is not None and zone_target[0] == "zone":
            words = zone_explanation(s.state, zone_target[1], s.players.names)
        elif target is not None and target[0] == "area":
            words = area_explanation(s.state, target[1])
        if words:
            tip.textContent = words
            tip.hidden = False
            table = el("table").getBoundingClientRect()
            tip.style.left = f"{min(event.clientX - table.left + 14, table.width - 330)}px"
            tip.style.top = f"{event.clientY - table.top + 14}px"
        else:
            tip.hidden = True
        if zone_target != self.hover:
            self.hover = zone_target
            self.draw()
        self.canvas.style.cursor = "pointer" if s.frame().click(target)[0] is not None else "default"

    def leave(self, event: Any) -> None:
        el("tooltip").hidden = True
        if self.hover is not None and not self.pointer_off():
            self.hover = None
            self.draw()

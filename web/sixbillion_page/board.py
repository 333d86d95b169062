"""6 Billion's board on the page: the canvases drawn from the session's view, a click or a tap
turned into an action (sixbillion_ui.targets through the session), and what a site, a token or
a card is, in words: on hover on a desktop, on a long press on a touch screen.

On a phone the table is shown in tabs (phone_tabs.py): the board's canvas shows the phone's
board (sixbillion_ui.layout.PHONE_BOARD), its legend below; a tap on a site's row zooms in on
it (layout.zoom_geometry: every space and box half a finger's target), where the next tap
decides, and "Whole board" goes back. A tap on a lit destination's row decides at once."""

import json
from typing import Any

from game.sixbillion import State
from shell.board_events import BoardEvents
from shell.browser import bring_into_view, matches, whole_page
from shell.dom import el, is_null
from shell.i18n import _
from shell.long_press import LongPress
from shell.painter import paint
from shell.tooltip import hide_tip, show_tip, show_tip_above
from sixbillion_ui import layout
from sixbillion_ui.describe import status_line, token_key
from sixbillion_ui.render import (
    NOTHING,
    Highlights,
    draw,
    draw_phone_board,
    draw_phone_hand,
    draw_phone_legend,
    draw_phone_zoom,
    stake_target,
)
from sixbillion_ui.targets import click as click_target
from sixbillion_ui.targets import lit_spots
from sixbillion_ui.tips import card_tip, site_tip, token_tip

from .hosts import BoardHost
from .pane import Pane

ROW_KINDS = ("site", "space", "token", "box")  # the targets on a site's row
NARROW = "(max-width: 600px)"  # a phone held upright: the phone's board, one site zoomed by a tap


class Board:
    def __init__(self, page: BoardHost):
        self.page = page
        self.canvas = el("board")
        self.hover: tuple | None = None
        self.zoom: str | None = None  # the site zoomed in on (a phone)
        self.panes: dict[str, Pane] = {}  # the panes drawn last, by canvas id
        self.touch = LongPress(self.aimed, self.tip_words, show_tip_above, page.messages.report_bug, self.answers_touch)
        # each canvas listened to once (a phone's panes are made as they are needed)
        self.events = BoardEvents(page.messages.on, self.click, self.move, self.leave, self.touch)
        self.lit: frozenset[tuple[str, int]] = frozenset()  # the tokens lit when last drawn (they take their space)
        # A position of a replay on the board: (view, its private parts drawn, names, status).
        self.replayed: tuple[State, bool, list[str], str] | None = None

    def bind(self) -> None:
        self.events.listen(self.canvas)
        on = self.page.messages.on
        on(el("unzoom"), "click", lambda e: self.set_zoom(None))
        on(whole_page(), "pointerdown", self.tap_anywhere)  # a tooltip goes at the next tap, anywhere

    # ---- drawing -----------------------------------------------------------------------------
    def watching(self) -> bool:
        return bool(self.page.table.watching_replay())

    def shown(self) -> tuple[State, bool, list[str], Highlights, str] | None:
        """What the board shows: a replay's position while one is watched, else the game at the
        table as its screen may show it; None with neither."""
        if self.watching():
            if self.replayed is None:
                return None
            seen, private, names, status = self.replayed
            return seen, private, names, NOTHING, status
        s = self.page.session
        if s is None:
            return None
        seen, private = s.screen_view()
        return seen, private, s.players.names, s.highlights(), s.status_text()

    def draw_seen(self, seen: State, private: bool, names: list[str], status: str) -> None:
        """A replay's position (`seen`: one player's view; its private parts drawn if `private`)."""
        self.replayed = (seen, private, list(names), status)
        self.draw()

    def draw(self) -> None:
        shown = self.shown()
        if shown is None:
            return
        seen, private, names, hl, status = shown
        self.lit = hl.tokens  # kept for the pointer: the legal actions are not listed again at each move
        phone = self.page.phone.tabs_shown() and not self.watching()  # a replay shows the whole table
        if not phone:
            self.unzoom_quietly()
        table = draw(seen, private, names, hl, None if phone else self.hover, status, replay=self.watching())
        if not self.watching():
            table += self.page.lesson.overlay()  # the part of the table the lesson talks about, lit
        cue = el("zoom-cue")  # on a phone's whole board: a tap on a site shows its tokens larger
        if not phone:
            cue.hidden = True
            el("status-line").hidden = True  # the whole table is drawn, its status line with it
            el("token-key").hidden = True  # ... and its players, with their tokens
            self.paint([(Pane(self.canvas, layout.TABLE, "table"), table)], hl, seen.tracks)
            return
        legend = el("areas-canvas")
        legend.hidden = not matches(NARROW)
        header = el("status-line")  # a phone's board has no status line: the page's header says it
        header.hidden = legend.hidden
        header.textContent = status_line(seen, names, status)
        key = el("token-key")  # under the legend: whose tokens the letters mark
        key.hidden = legend.hidden
        key.textContent = token_key(seen, names)
        # (its crowded spaces' tokens are small: nothing else told a player that a tap enlarges them)
        cue.hidden = legend.hidden or self.zoom is not None
        cue.textContent = _("Tap a planet to see its tokens larger")
        if legend.hidden:  # a short, wide window (a phone held sideways): the whole table fits its width best
            self.unzoom_quietly()
            drawn = [(Pane(self.canvas, layout.TABLE, "table"), table)]
        elif self.zoom is not None:
            zoomed = draw_phone_zoom(seen, private, names, self.zoom, hl)
            drawn = [
                (Pane(self.canvas, layout.ZOOM_PANE, "zoom"), zoomed),
                (Pane(legend, layout.PHONE_LEGEND_PANE, "legend"), draw_phone_legend()),
            ]
        else:
            board = draw_phone_board(seen, private, names, hl)
            drawn = [
                (Pane(self.canvas, layout.PHONE_PANE, "board"), board),
                (Pane(legend, layout.PHONE_LEGEND_PANE, "legend"), draw_phone_legend()),
            ]
        for pane in self.page.phone.panes(seen, private):
            drawn.append((pane, draw_phone_hand(seen, private, names, hl) if pane.kind == "hand" else table))
        self.paint(drawn, hl, seen.tracks)

    def paint(self, drawn: list[tuple[Pane, list]], hl: Highlights, tracks: dict[str, list[int]]) -> None:
        """Each pane's display list on its canvas, through its view. The canvas says what it
        shows (data-view: width, height, scale, x, y) and where what it lights is (data-lit:
        targets.lit_spots), for tests that tap on it."""
        self.panes = {}
        payloads: dict[int, str] = {}
        for pane, ops in drawn:
            self.events.listen(pane.canvas)
            self.panes[str(pane.canvas.id)] = pane
            payload = payloads.setdefault(id(ops), json.dumps(ops))
            x, y, w, h = pane.shown
            view = (1.0, x, y)
            paint(pane.canvas, payload, w, h, view, view)
            pane.canvas.style.setProperty("--aspect", f"{w / h:.4f}")
            pane.canvas.style.setProperty("--width", f"{w}px")
            pane.canvas.dataset.view = json.dumps([w, h, *view])
            spots = [p for p in lit_spots(hl, tracks, pane.kind, self.zoom) if layout.inside(p[-2], p[-1], pane.shown)]
            pane.canvas.dataset.lit = json.dumps(spots)

    # ---- zooming in on a site (a phone) ----------------------------------------------------------
    def set_zoom(self, site: str | None) -> None:
        self.zoom = site
        el("unzoom").hidden = site is None
        self.draw()
        # the zoomed site at the top of the window, under the tab bar
        bring_into_view([(self.canvas, 0, 0)], "phone-tabs", "", 4, edge="top")

    def bring_hand_into_view(self) -> None:
        """On a phone's Hand tab, the hand's title and first line of cards between the tab bar
        and the hint box stuck under it, and the pinned action panel: the hint box pushed them
        under the panel when it opened, thought or got its advice. The page measures (shell.browser: the page's Python
        may run in a worker, which has no layout); nothing moves when they are in view."""
        s = self.page.session
        if s is None or not self.page.phone.hand_shown():
            return
        seen, private = s.screen_view()
        if not private or seen.viewer is None:
            return
        first_line = layout.PHONE_HAND_TOP + layout.PHONE_CARD_H + 4
        end = min(1.0, first_line / layout.phone_hand_height(len(seen.hands[seen.viewer])))
        bring_into_view([(el("hand-canvas"), 0, end)], "phone-tabs coach hint", "actions", 6)

    def bring_stake_into_view(self, seen: State) -> None:
        """On a phone's whole board, the row of what a reaction window is about (the doubled
        token, the box in trouble) between the tab bar (and the hint box under it) and the pinned
        action panel, where the answers are: the question opened with it out of sight."""
        stake = stake_target(seen)
        if stake is None or self.zoom is not None or not self.page.phone.board_shown() or not matches(NARROW):
            return
        _x, y, _w, h = layout.PHONE_BOARD.row(stake[1])
        tall = layout.PHONE_PANE[3]
        bring_into_view([(self.canvas, y / tall, (y + h) / tall)], "phone-tabs coach hint", "actions", 6)

    def unzoom_quietly(self) -> None:
        """Back to the whole board (drawn with what comes next)."""
        if self.zoom is not None:
            self.zoom = None
            el("unzoom").hidden = True

    # ---- the pointer -------------------------------------------------------------------------------
    def point(self, event: Any) -> tuple[Pane, float, float]:
        """Which pane the pointer is on, and where in its drawing's logical pixels."""
        canvas = event.currentTarget
        pane = self.panes.get(str(canvas.id)) or Pane(self.canvas, layout.TABLE, "table")
        rect = canvas.getBoundingClientRect()
        x, y, w, h = pane.shown
        width, height = float(rect.width) or w, float(rect.height) or h
        return pane, x + (event.clientX - rect.left) * w / width, y + (event.clientY - rect.top) * h / height

    def target_at(self, event: Any) -> tuple[Pane, tuple | None]:
        """The pane under the pointer, and what is under it there (layout.hit_test)."""
        pane, x, y = self.point(event)
        shown = self.shown()
        if shown is None:
            return pane, None
        seen, private = shown[0], shown[1]
        hand = seen.hands[seen.viewer] if private and seen.viewer is not None else []
        lit = self.lit
        if pane.kind == "hand":
            return pane, layout.phone_hand_hit(x, y, hand)
        if pane.kind == "board":
            return pane, layout.hit_test(x, y, seen.tracks, g=layout.PHONE_BOARD, lit=lit)
        if pane.kind == "zoom" and self.zoom is not None:
            return pane, layout.hit_test(x, y, seen.tracks, g=layout.zoom_geometry(self.zoom), lit=lit)
        if pane.kind == "legend":  # (words only: nothing to tap)
            return pane, None
        return pane, layout.hit_test(x, y, seen.tracks, hand, seen.num_players, lit=lit)

    def click(self, event: Any) -> None:
        s = self.page.session
        if s is None or self.page.busy() or self.watching():
            return  # (a replay is watched, not played)
        if self.touch.pressed:  # the end of a long press: it showed words, it chooses nothing
            self.touch.pressed = False
            return
        hide_tip()
        pane, target = self.target_at(event)
        if pane.kind == "board":
            self.tap_board(target)
            return
        if pane.kind == "zoom":
            self.tap_zoom(target, event)
            return
        why = s.out_of_reach(target)  # asked before the click: a click off the lit sites drops the pick
        action = s.click(target)
        if action is not None:
            self.unzoom_quietly()
            self.page.act(action)
            return
        if why:
            self.page.messages.show(why)  # a dimmed site says why, where Charon's board says it
        hl = s.highlights()
        if pane.kind == "hand" and hl.chosen_card is not None and (hl.tokens or hl.boxes or hl.sites):
            self.page.phone.select("board")  # a card picked: its token or destination is on the board
            return
        if self.page.phone.tabs_shown() and target is not None and target[0] in ("card", "face_up"):
            self.explain(target, event)  # a card with nothing to do now: a tap says what it is
        self.page.render()  # the pick changed what is lit

    def tap_board(self, target: tuple | None) -> None:
        """A tap on a phone's whole board: on a lit destination's row, that destination (or
        settling there); elsewhere on a site's row, a closer look at the site."""
        s = self.page.session
        assert s is not None
        if target is None or target[0] not in ROW_KINDS:
            return
        site = target[1]
        seen, _private = s.screen_view()
        action, _pick = click_target(seen, s.legal(), s.pick, ("site", site))
        if action is not None:
            s.click(("site", site))
            self.page.act(action)
        elif site in s.highlights().sites:
            self.page.render()  # lit, but more than one way to go there: the panel asks which
        else:
            self.set_zoom(site)

    def tap_zoom(self, target: tuple | None, event: Any) -> None:
        """A tap on a zoomed site: a lit token or box decides (or picks a card's source, then
        the destinations show on the whole board); anything else says what it is."""
        s = self.page.session
        assert s is not None
        if target is None or target[0] not in ROW_KINDS or target[1] != self.zoom:
            return
        before = s.pick
        action = s.click(target)
        if action is not None:
            self.unzoom_quietly()
            self.page.act(action)
        elif s.pick != before and s.highlights().sites:
            self.set_zoom(None)  # a source picked: its destinations are lit on the whole board
        elif s.pick != before:
            self.draw()
        else:
            self.explain(target, event)

    def explain(self, target: tuple, event: Any) -> None:
        words = self.tip_words(target)
        if words:
            show_tip(words, event)

    def tip_words(self, target: tuple | None) -> str:
        """What a site, a token or a card is, in words, as the screen's player may know it."""
        shown = self.shown()
        if shown is None or target is None:
            return ""
        seen, names = shown[0], shown[2]
        kind = target[0]
        if kind in ("site", "space", "box"):
            return site_tip(seen, target[1], names)
        if kind == "token":
            return token_tip(seen, target[1], target[2], names)
        if kind == "card":
            return card_tip(seen, target[2], names)
        if kind == "face_up" and seen.face_up[target[1]] is not None:
            return card_tip(seen, seen.face_up[target[1]], names)
        return ""

    # ---- hover (a desktop) -------------------------------------------------------------------------
    def move(self, event: Any) -> None:
        if self.touch.pressed or self.zoom is not None or not el("areas-canvas").hidden:
            return  # a phone's board (the mouse events a touch sends must not move a long press's words)
        _pane, target = self.target_at(event)
        if target != self.hover:
            self.hover = target
            self.draw()
        words = self.tip_words(target)
        if words:
            show_tip(words, event)
        else:
            hide_tip()

    def leave(self, event: Any) -> None:
        hide_tip()
        if self.hover is not None:
            self.hover = None
            self.draw()

    # ---- a long press on a touch screen: what is under the finger, in words ------------------------
    def aimed(self, event: Any) -> tuple | None:
        """What a finger's press is on (a long press's target)."""
        return self.target_at(event)[1]

    def answers_touch(self) -> bool:
        return self.page.session is not None

    def tap_anywhere(self, event: Any) -> None:
        """Any tap closes the words a long press or a tap opened; the new press may open more."""
        hide_tip()
        if is_null(event.target) or str(event.target.tagName) != "CANVAS":
            self.touch.pressed = False

"""The board on the page: the canvas drawn from the frame, hit-testing a click or a tap into
an action, the tooltips (zones, action areas, cards), zooming in on a zone on small touch
screens, and the claiming walk-through's frames. What to draw is charon_ui.render's; where
things are, charon_ui.layout's.

On a phone the table is shown in panes (charon_ui.layout): the board on the main canvas, and
the cards and player panels on canvases of their own in the phone's tabs — one display list,
drawn on each canvas shown through its view."""

import json
from typing import TYPE_CHECKING, Any

from charon_ui import layout, row_pick
from charon_ui.describe import area_explanation, sentence, zone_explanation
from charon_ui.layout import POSITION_XY
from charon_ui.phone_tabs import PHASE_TAB
from charon_ui.render import draw, round_phase
from charon_ui.walkthrough import WalkFrame
from game.charon import ChooseRowCard, PlaceFlag
from game.charon.board import POSITION_ZONES
from shell.board_events import BoardEvents
from shell.browser import bring_into_view, matches, whole_page
from shell.canvas import View, unzoomed
from shell.dom import el, is_null
from shell.i18n import _
from shell.long_press import LongPress
from shell.on_demand import on_demand
from shell.painter import keep_frame, paint
from shell.phone_tab_bar import UPRIGHT_MEDIA
from shell.storage import StorageFull
from shell.tooltip import hide_tip, show_tip, show_tip_above

from .hosts import BoardHost

if TYPE_CHECKING:
    from charon_ui import card_help

else:
    card_help = on_demand("charon_ui.card_help")  # a card's tooltip: imported at the first one

ZOOM_BELOW_PX = 600  # a board drawn narrower than this zooms in on a tapped zone
ZOOM_LEARNED = "charon:zoom-learned"  # "1": the player has chosen a spot on a zoomed board


class Pane:
    """A canvas showing one part of the table (`shown`, logical pixels) at the canvas's size."""

    def __init__(self, canvas: Any, shown: layout.Rect):
        self.canvas = canvas
        self.shown = shown


class Board:
    def __init__(self, page: BoardHost):
        self.page = page
        self.canvas = el("board")
        self.cards = layout.Cards()  # where the cards were last drawn (for hit-testing)
        self.hover: tuple | None = None  # the zone under the pointer
        self.zoom: int | None = None  # the zone zoomed in on (small touch screens)
        self.pointed: str | None = None  # the board position of the focused action button
        self.panes: dict[str, Pane] = {}  # the panes drawn last, by canvas id
        self.touch = LongPress(self.aimed, self.tip_words, show_tip_above, page.messages.report_bug, self.answers_touch)
        # each canvas listened to once (a phone's panes are made as they are needed)
        self.events = BoardEvents(page.messages.on, self.click, self.move, self.leave, self.touch)
        self.spots_brought: object = None  # the position whose flag spots were last brought into view
        self.hand_brought: object = None  # the position whose hand was last brought into view

    def bind(self) -> None:
        self.events.listen(self.canvas)
        on = self.page.messages.on
        on(el("unzoom"), "click", lambda e: self.set_zoom(None))
        on(whole_page(), "pointerdown", self.tap_anywhere)  # a tapped tooltip goes at the next tap, anywhere

    # ---- drawing -------------------------------------------------------------------------
    def board_panes(self) -> list[Pane]:
        """The main canvas with the whole table, or on a phone the moon and, below it, the action
        areas and tracks on a canvas of their own."""
        if not self.page.phone.on_phone():
            return [Pane(self.canvas, layout.TABLE)]
        return [Pane(self.canvas, layout.MOON_PANE), Pane(el("areas-canvas"), layout.AREAS_PANE)]

    def moon(self) -> layout.BoardGeometry:
        """The moon's geometry: on a phone its zones' words larger (its pane is shown small)."""
        return layout.PHONE_BOARD if self.page.phone.on_phone() else layout.FULL_BOARD

    def shown_panes(self) -> list[Pane]:
        """The board (always drawn: it is kept for the next visit), and the panes of the
        phone's tab shown."""
        panes = self.board_panes()
        s = self.page.session
        if s is not None:
            panes += self.page.phone.panes(s.frame().view)
        for pane in panes:
            self.events.listen(pane.canvas)
        return panes

    def view_of(self, pane: Pane) -> View:
        if pane.canvas is self.canvas and self.zoom is not None:
            return layout.zoom_view(self.zoom, shown=pane.shown)
        return layout.pane_view(pane.shown)

    def paint(self, ops: list, panes: list[Pane]) -> None:
        """One display list on every pane, each through its view. The canvas says what it shows
        (data-view: width, height, scale, x, y), for tests that tap on it."""
        payload = json.dumps(ops)
        self.panes = {str(p.canvas.id): p for p in panes}
        for pane in panes:
            _, _, w, h = pane.shown
            view = self.view_of(pane)
            kept = layout.pane_view(pane.shown)  # for the next visit: never a zoom
            paint(pane.canvas, payload, w, h, view, kept)
            pane.canvas.style.setProperty("--aspect", f"{w / h:.4f}")  # web/style.css: a short window's fit
            pane.canvas.style.setProperty("--width", f"{w}px")
            pane.canvas.dataset.view = json.dumps([w, h, *view])

    def draw(self) -> None:
        """The game at the table, as its frame shows it."""
        s = self.page.session
        assert s is not None
        frame = s.frame()
        names = s.players.names
        status = s.thinking_text(short=True) or (
            ""
            if s.to_move is None or frame.private or s.sole_human is not None
            else _("waiting for {name}").format(name=names[s.to_move])
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
            self.page.hint.target(),
            picked=row_pick.picked(self.page.panel.pick, frame),
            geometry=self.moon(),
        )
        ops += self.page.lesson.overlay(self.cards)  # Learn to play: where to look, and "Show me"
        self.paint(ops, self.shown_panes())
        self.say_zoom(bool(frame.highlights["positions"]))
        self.say_round(round_phase(frame.view))
        self.say_walk("")  # the walk is over

    def say_round(self, words: str) -> None:
        """On a phone held upright the board's panes leave out the table's status line: the
        page's header says the round and the phase ("Round 2/4 · Staking claims") above the
        prompt, which says who decides (a newcomer played into round 4 without seeing its
        number). The loading screen paints it again from the kept board (web/draw.js,
        web/loading.js), so nothing moves when Python takes over. A short window (800x600)
        has no height to spare for it: its areas' pane says the round, as the whole table's
        canvas does elsewhere."""
        header = el("status-line")
        header.hidden = not (self.page.phone.on_phone() and matches(UPRIGHT_MEDIA))
        header.textContent = words

    def say_zoom(self, spots_lit: bool) -> None:
        """Under a board too small for a finger, what a tap on it does: a newcomer's first tap
        zoomed in without a word. Until they have chosen a spot on a zoomed board once, the lit
        spots come with "tap a zone to zoom in"; a zoomed board always says which zone it shows."""
        if self.zoom is not None and spots_lit:
            text = _("Zone {zone}, up close: tap a lit spot to choose it, or “Whole board” to go back.")
        elif self.zoom is not None:  # nothing to choose on the moon now (an action area's flag, say)
            text = _("Zone {zone}, up close: nothing to choose here now; “Whole board” goes back.")
        elif spots_lit and self.zoomable() and not self.pointer_off() and not self.zoom_was_learned():
            text = _("Tap a zone to zoom in; tap again to choose.")
        else:
            text = ""
        cue = el("zoom-cue")
        cue.hidden = not text
        cue.textContent = text.format(zone=self.zoom)

    def zoom_was_learned(self) -> bool:
        """The player has chosen a spot on a zoomed board before (asked only where the cue could
        show: a board drawn at every frame need not read the storage)."""
        return self.page.store.storage.get(ZOOM_LEARNED) == "1"

    def zoom_learned(self) -> None:
        """A spot chosen on a zoomed board: the first tap's zoom needs no more words."""
        try:
            self.page.store.storage.set(ZOOM_LEARNED, "1")
        except StorageFull:
            pass  # the cue shows again next time: no harm

    def bring_into_view(self, *rects: layout.Rect, hint_too: bool = False, cue_too: bool = False) -> None:
        """On a phone: scroll the window so that the parts of the table `rects` (logical pixels,
        on one pane or several) — and the hint box above them, `hint_too`, when it is open, and
        what a tap on the moon does, under it, `cue_too`, when it is said — show together
        between the sticky tab bar and coach above and the pinned action panel below (their
        top first, when they are taller than that).
        Nothing moves when they are in view. The page measures the panes (shell.browser: the
        page's Python may run in a worker, which has no layout); a pane not shown (a hidden
        one, or one in a tab not shown) counts for nothing."""
        if not self.page.phone.on_phone():
            return
        bands = [band for rect in rects for band in self.bands(rect)]
        if bands:
            hint = [(el("hint"), 0.0, 1.0)] if hint_too else []  # a closed hint counts for nothing
            cue = [(el("zoom-cue"), 0.0, 1.0)] if cue_too else []  # and a hidden cue
            bring_into_view(hint + bands + cue, "phone-tabs coach", "actions", 6)

    def bands(self, rect: layout.Rect) -> list[tuple[Any, float, float]]:
        """The panes that hold a part of the table `rect`, each with the part of its height the
        rect takes (fractions: a pane is drawn at its canvas's width)."""
        x, y, w, h = rect
        out = []
        for pane in self.panes.values():
            sx, sy, sw, sh = pane.shown
            if x >= sx + sw or sx >= x + w or y >= sy + sh or sy >= y + h:
                continue
            out.append((pane.canvas, (max(y, sy) - sy) / sh, (min(y + h, sy + sh) - sy) / sh))
        return out

    def bring_spots_into_view(self, frame: Any, again: bool = False) -> None:
        """On a phone, a flag lifted from an action area (below the moon) is placed on the moon:
        its lit spots are brought into view, once for each new position, or `again` when what is
        above them changed its height (the hint box opened, grew with its advice, or unfolded:
        "More" pushed the moon under the pinned panel, a newcomer's play-test)."""
        if frame.state is self.spots_brought and not again:
            return
        self.spots_brought = frame.state
        spots = [a.position for a in frame.legal if isinstance(a, PlaceFlag)]
        if not spots or frame.handoff is not None or len(spots) != len(frame.legal):
            return
        xs = [POSITION_XY[p][0] for p in spots]
        ys = [POSITION_XY[p][1] for p in spots]
        r = layout.HIT_RADIUS
        # "Tap a zone to zoom in" under the moon with them (the pinned panel covered it, a play-test's)
        self.bring_into_view(
            (min(xs) - r, min(ys) - r, max(xs) - min(xs) + 2 * r, max(ys) - min(ys) + 2 * r), cue_too=True
        )

    def bring_hand_into_view(self, frame: Any, again: bool = False, reading: bool = False) -> None:
        """On a phone, a decision about the cards (choosing, building, keeping gems) is made in
        the Hand tab: the player's own panel (their gems), the row and the hand are brought into
        view above the pinned action panel (the round's recap above the tabs once pushed them
        under the panel; the hint box stuck under the tabs once covered the gems it told the
        player to pay), once for each new position, or `again` when what is above them changed
        its height (the hint box opened, grew with its advice, unfolded or closed). The hint box
        scrolls with them (style.css), above the player's panel, and comes into view with them
        where all fit; where the three do not fit, the cards come first — unless the player is
        `reading` the hint's reasons (unfolded): then the hint from its top, the rest under it."""
        if frame.state is self.hand_brought and not again:
            return
        self.hand_brought = frame.state
        own = frame.view.viewer
        if not frame.legal or frame.handoff is not None or own is None or PHASE_TAB.get(frame.state.phase) != "hand":
            return
        cards = (layout.ROW_PANE, layout.hand_pane(len(frame.view.players[own].hand)))
        own_panel = layout.player_pane(frame.view.num_players, own)
        self.bring_into_view(own_panel, *cards, hint_too=True)
        if reading:
            return
        self.bring_into_view(own_panel, *cards)  # no move when they are in view already
        self.bring_into_view(*cards)  # no move when they are in view already

    def keep_for_next_visit(self) -> None:
        """Kept for the next visit's first second (web/draw.js), unless it shows a hot-seat hand."""
        s = self.page.session
        assert s is not None
        canvases = [pane.canvas for pane in self.board_panes()]
        keep_frame(canvases, s.sole_human is not None or not s.frame().private)

    def draw_walk(self, frame: WalkFrame, private: bool) -> None:
        """One frame of the claiming walk-through."""
        s = self.page.session
        assert s is not None
        hl = {"positions": set(), "areas": frame.areas, "cards": set()}
        hover = ("zone", frame.zone) if frame.zone is not None else None
        names, colours = s.players.names, s.players.colours
        # The status line names the claiming, not the staking the frame's board was left in.
        ops, _cards = draw(
            frame.state,
            private,
            names,
            colours,
            hl,
            hover,
            _("Claiming…"),
            phase=_("Claiming gems"),
            geometry=self.moon(),
        )
        self.paint(ops + frame.overlay, self.board_panes())
        self.say_round(round_phase(frame.state, _("Claiming gems")))
        self.say_zoom(spots_lit=False)  # nothing to tap while the gems fly ("tap a zone to zoom" stood over the walk)
        self.say_walk(frame.caption if self.page.phone.on_phone() else "")

    def say_walk(self, caption: str) -> None:
        """A phone's walk-through caption, in words under the moon: its moon pane shows only the
        board, and the caption's box across the board's top or foot hid a row of zones and their
        gems (a newcomer's play-test, issue 38). Elsewhere the table's canvas draws it beside the
        board (charon_ui.walkthrough.banner)."""
        line = el("walk-caption")
        line.hidden = not caption
        line.textContent = caption

    def draw_seen(self, seen: Any, private: bool, names: list[str], colours: list[str], status: str) -> None:
        """A position of a replay: nothing to click. On a phone in the panes of the tabs, as in play."""
        ops, self.cards = draw(seen, private, names, colours, None, None, status, geometry=self.moon())
        self.paint(ops, self.board_panes() + self.page.phone.panes(seen))
        self.say_round(round_phase(seen))  # as in play: on a phone the header, elsewhere the table's line

    # ---- the pointer ---------------------------------------------------------------------
    def point(self, event: Any) -> tuple[tuple[float, float], Pane]:
        """Where on the table the pointer is (logical pixels), and on which pane."""
        canvas = event.currentTarget
        pane = self.panes.get(str(canvas.id)) or self.board_panes()[0]
        rect = canvas.getBoundingClientRect()
        _, _, w, h = pane.shown
        x = (event.clientX - rect.left) * w / rect.width
        y = (event.clientY - rect.top) * h / rect.height
        return unzoomed(x, y, self.view_of(pane)), pane

    def zoomable(self) -> bool:
        """On a small screen the board's flag spots are too small for a finger: a tap on a
        zone zooms in on it first."""
        return float(self.canvas.getBoundingClientRect().width) < ZOOM_BELOW_PX

    def set_zoom(self, zone: int | None) -> None:
        self.zoom = zone
        self.hover = None if zone is None else ("zone", zone)
        el("unzoom").hidden = zone is None
        self.draw()
        if zone is not None and self.page.phone.on_phone():
            # The zone, what a tap does there and the way back, above the pinned panel (its
            # instruction was cut by the panel, a newcomer's play-test).
            parts = [(self.canvas, 0.0, 1.0), (el("zoom-cue"), 0.0, 1.0), (el("unzoom"), 0.0, 1.0)]
            bring_into_view(parts, "phone-tabs coach", "actions", 6)

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
        if self.touch.pressed:  # the end of a long press: it showed a tooltip, it chooses nothing
            self.touch.pressed = False
            return
        hide_tip()  # a tooltip opened by a tap closes on the next tap
        (x, y), pane = self.point(event)
        target = layout.hit_test(x, y, self.cards)
        action, hint = page.session.frame().click(target)
        on_spots = target is not None and target[0] in ("zone", "position") and pane.canvas is self.canvas
        if on_spots and self.zoomable() and self.zoom is None:
            assert target is not None
            zone = target[1] if target[0] == "zone" else POSITION_ZONES[target[1]][0]
            self.set_zoom(zone)  # first a closer look; the next tap chooses the spot
            return
        if isinstance(action, ChooseRowCard):
            page.panel.press_row_card(action.card)  # picked first, put in on the second press
        elif action is not None:
            if self.zoom is not None:
                self.zoom_learned()
                self.set_zoom(None)
            page.act(action)
        elif target is not None and target[0] == "card" and page.panel.ask_payment(target[2]):
            return  # several ways to pay: the action panel asks which
        elif target is not None and target[0] == "card" and self.card_tip(target, event):
            return  # a card with nothing to do now: a tap says what it is (the next tap closes it)
        elif hint:
            page.messages.show(sentence(hint) + ".")
        elif self.zoom is not None:
            self.set_zoom(None)  # a tap on nothing to do: back to the whole board

    def card_tip(self, target: tuple, event: Any) -> bool:
        """The tooltip of a card under the pointer; False for a hidden card."""
        s = self.page.session
        assert s is not None
        words = self.tip_words(target)
        if words:
            show_tip(words, event)
        return bool(words)

    def tip_words(self, target: tuple | None) -> str:
        """What the tooltip says of `target`: a zone (or a flag spot's zone), an action area, or
        a card as the screen's player may know it (on a shared screen, nobody's prospects)."""
        s = self.page.session
        if s is None or target is None:
            return ""
        if target[0] == "position":
            target = ("zone", POSITION_ZONES[target[1]][0])
        if target[0] == "zone":
            return zone_explanation(s.state, target[1], s.players.names)
        if target[0] == "area":
            return area_explanation(s.state, target[1])
        if target[0] == "card":
            frame = s.frame()
            return card_help.card_help(frame.view, target[2], personal=frame.private)
        return ""

    def move(self, event: Any) -> None:
        """The tooltip and the hovered zone; the frame is read, never computed again."""
        s = self.page.session
        if s is None or self.pointer_off() or self.zoom is not None or self.touch.pressed:
            return  # (the mouse events a touch sends must not move a long press's tooltip)
        (x, y), pane = self.point(event)
        target = layout.hit_test(x, y, self.cards)
        if target is not None and target[0] == "position":
            zone_target: tuple | None = ("zone", POSITION_ZONES[target[1]][0])
        else:
            zone_target = target
        words = self.tip_words(target)
        if words:
            show_tip(words, event)
        else:
            hide_tip()
        if zone_target != self.hover:
            self.hover = zone_target
            self.draw()
        pane.canvas.style.cursor = "pointer" if s.frame().click(target)[0] is not None else "default"

    def leave(self, event: Any) -> None:
        hide_tip()
        if self.hover is not None and not self.pointer_off():
            self.hover = None
            self.draw()

    # ---- a long press on a touch screen: the tooltip of what is under the finger ---------------
    def aimed(self, event: Any) -> tuple | None:
        """What a finger's press is on (a long press's target)."""
        (x, y), _ = self.point(event)
        return layout.hit_test(x, y, self.cards)

    def answers_touch(self) -> bool:
        return not self.pointer_off() and self.page.session is not None

    def tap_anywhere(self, event: Any) -> None:
        """Any tap closes a tooltip (a long press's, or one a tap opened); the new press may open
        the next one."""
        hide_tip()
        if is_null(event.target) or str(event.target.tagName) != "CANVAS":
            self.touch.pressed = False

"""Charon on a phone: the tabs (the board, the cards large — the row, the hand and the player's
own panel —, the players' panels, the log) on the shell's tab bar (shell.phone_tab_bar), and the
canvases of the tab shown, each with the part of the table it shows. The action panel stays
outside the tabs, pinned at the bottom, whenever a decision is asked. Which tab a decision
brings is charon_ui.phone_tabs's."""

from typing import Any

from charon_ui import layout
from charon_ui.phone_tabs import WALK, charon_tabs, player_panel_label
from game.charon.state import State
from shell.browser import new_canvas
from shell.dom import el
from shell.phone_tab_bar import PhoneTabBar

from .board import Pane
from .hosts import TabsHost

PANELS = {"board": "table", "hand": "hand-pane", "players": "players-pane", "log": "log-section"}


class PhoneTabs:
    def __init__(self, page: TabsHost):
        self.page = page
        self.bar = PhoneTabBar(charon_tabs(), PANELS, phone_only=("hand", "players"))
        self.players_shown = 0  # the player canvases made in the Players tab

    def bind(self) -> None:
        self.bar.bind(self.page.messages, self.selected, self.page.render)

    def on_phone(self) -> bool:
        """Whether the table is shown in tabs now (a replay's too: the whole table at a phone's
        width had words of 5-7 px)."""
        return bool(self.bar.phone_sized)

    # ---- which tab -------------------------------------------------------------------------------
    def follow(self, decision: Any, phase: str) -> None:
        """Bring the tab of a new decision (`decision` None: none is asked of the screen)."""
        self.bar.follow(decision, phase, self.tabs_shown())

    def follow_walk(self, round_: int) -> None:
        self.follow(("walk", round_), WALK)

    def selected(self) -> None:
        self.show()
        if self.page.replays.active:
            self.page.render()  # the replay's position, in the tab chosen
        elif self.page.session is not None and not self.page.walking:
            self.page.board.draw()

    # ---- showing it ----------------------------------------------------------------------------
    def tabs_shown(self) -> bool:
        return self.on_phone() and (self.page.session is not None or self.page.replays.active)

    def show(self) -> None:
        """The tab bar and panels as the window asks: tabs on a phone, the usual page elsewhere."""
        phone = self.tabs_shown()
        self.bar.show(phone)
        el("areas-canvas").hidden = not phone  # elsewhere the areas are on the one canvas

    def panes(self, view: State) -> list[Pane]:
        """The canvases of the tab shown, and the part of the table each shows."""
        if not self.on_phone():
            return []
        tab = self.bar.shown
        n = view.num_players
        if tab == "hand":
            own = view.viewer if view.viewer is not None else view.to_move
            hand = len(view.players[own].hand) if own is not None else 0
            panes = [Pane(el("row-canvas"), layout.ROW_PANE), Pane(el("hand-canvas"), layout.hand_pane(hand))]
            own_canvas = el("own-canvas")
            own_canvas.hidden = own is None
            if own is not None:
                panes.insert(0, Pane(own_canvas, layout.player_pane(n, own)))
            return panes
        if tab == "players":
            canvases = self.player_canvases(n)
            return [Pane(canvas, layout.player_pane(n, p)) for p, canvas in enumerate(canvases)]
        return []

    def player_canvases(self, n: int) -> list[Any]:
        """One canvas per player in the Players tab, made once per number of players."""
        box = el("players-pane")
        if self.players_shown != n:
            box.replaceChildren()
            for p in range(n):
                canvas = new_canvas(f"player-canvas-{p}", "pane")
                canvas.setAttribute("role", "img")
                box.appendChild(canvas)
            self.players_shown = n
        canvases = [el(f"player-canvas-{p}") for p in range(n)]
        session = self.page.session
        if session is not None:  # the words are in "The table in words"; here, whose panel it is
            for canvas, name in zip(canvases, session.players.names, strict=False):
                canvas.setAttribute("aria-label", player_panel_label(name))
        return canvases

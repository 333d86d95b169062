"""A phone's tabs (ARIA tabs: a tablist of tabs, each controlling a tabpanel; arrow keys, Home
and End move between them): the board, the cards large (the row, the hand and the player's own
panel), the players' panels, the log. The action panel stays outside the tabs, pinned at the
bottom, whenever a decision is asked. Which tab a decision brings is charon_ui.phone_tabs's.

Only on a narrow or short window (PHONE_MEDIA); elsewhere the page is laid out as always: the whole
table on one canvas and the log beside it."""

from typing import TYPE_CHECKING, Any

from js import document, window

from charon_ui import layout
from charon_ui.phone_tabs import TAB_IDS, WALK, TabChoice, neighbour, player_panel_label
from game.charon.state import State
from shell.dom import el

from .board import Pane

if TYPE_CHECKING:
    from .page import GamePage

# A phone, or a window too short for the whole table to be read (800x600): as in web/style.css.
PHONE_MEDIA = "(max-width: 600px), (max-width: 1000px) and (max-height: 700px)"
PANELS = {"board": "table", "hand": "hand-pane", "players": "players-pane", "log": "log-section"}


class PhoneTabs:
    def __init__(self, page: "GamePage"):
        self.page = page
        self.choice = TabChoice()
        self.media = window.matchMedia(PHONE_MEDIA)
        self.tablist = el("phone-tabs")
        self.players_shown = 0  # the player canvases made in the Players tab

    def bind(self) -> None:
        """The tab buttons are in the page (index.html) from its first paint."""
        on = self.page.messages.on
        for tab in TAB_IDS:
            on(el(f"tab-{tab}"), "click", lambda e, tab=tab: self.select(tab))
        on(self.tablist, "keydown", self.key)
        on(self.media, "change", lambda e: self.page.render())

    def on_phone(self) -> bool:
        """Whether the table is shown in tabs now (a replay shows the whole table as elsewhere)."""
        return bool(self.media.matches) and not self.page.replays.active

    # ---- which tab -------------------------------------------------------------------------------
    def follow(self, decision: Any, phase: str) -> None:
        """Bring the tab of a new decision (`decision` None: none is asked of the screen)."""
        self.choice.follow(decision, phase)
        self.show()

    def follow_walk(self, round_: int) -> None:
        self.follow(("walk", round_), WALK)

    def select(self, tab: str, focus: bool = False) -> None:
        """The player's choice of tab: kept until the next decision."""
        self.choice.choose(tab)
        self.show()
        if focus:
            el(f"tab-{tab}").focus()
        if self.page.session is not None and not self.page.walking:
            self.page.board.draw()

    def key(self, event: Any) -> None:
        if event.key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            event.preventDefault()
            self.select(neighbour(self.choice.shown, event.key), focus=True)

    # ---- showing it ----------------------------------------------------------------------------
    def show(self) -> None:
        """The tab bar and panels as the window asks: tabs on a phone, the usual page elsewhere."""
        phone = self.on_phone() and self.page.session is not None
        document.body.dataset.phone = "1" if phone else ""
        self.tablist.hidden = not phone
        el("areas-canvas").hidden = not phone  # elsewhere the areas are on the one canvas
        shown = self.choice.shown
        for tab, panel_id in PANELS.items():
            panel, button = el(panel_id), el(f"tab-{tab}")
            selected = tab == shown
            button.setAttribute("aria-selected", "true" if selected else "false")
            button.tabIndex = 0 if selected else -1
            if phone:
                panel.setAttribute("role", "tabpanel")
                panel.setAttribute("aria-labelledby", f"tab-{tab}")
                panel.hidden = not selected
            elif tab in ("hand", "players"):
                panel.hidden = True  # only a phone has them: elsewhere the table shows all
            else:
                panel.removeAttribute("role")
                panel.removeAttribute("aria-labelledby")
                panel.hidden = False

    def panes(self, view: State) -> list[Pane]:
        """The canvases of the tab shown, and the part of the table each shows."""
        if not self.on_phone():
            return []
        tab = self.choice.shown
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
                canvas = document.createElement("canvas")
                canvas.id = f"player-canvas-{p}"
                canvas.className = "pane"
                canvas.setAttribute("role", "img")
                box.appendChild(canvas)
            self.players_shown = n
        canvases = [el(f"player-canvas-{p}") for p in range(n)]
        session = self.page.session
        if session is not None:  # the words are in "The table in words"; here, whose panel it is
            for canvas, name in zip(canvases, session.players.names, strict=False):
                canvas.setAttribute("aria-label", player_panel_label(name))
        return canvases

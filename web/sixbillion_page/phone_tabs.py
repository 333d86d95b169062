"""6 Billion on a phone: the tabs (the board; the cards on the table over the player's hand;
the players; the log) on the shell's tab bar (shell.phone_tab_bar), and the canvases of the tab
shown, each with the part of the table it shows. The action panel stays outside the tabs, pinned
at the bottom, whenever a decision is asked. Which tab a decision brings is
sixbillion_ui.phone_tabs's; the board's own canvas (a site zoomed or not) is board.py's."""

from typing import Any

from game.sixbillion import State
from shell.browser import new_canvas
from shell.dom import el, is_null
from shell.i18n import _
from shell.phone_tab_bar import PhoneTabBar
from sixbillion_ui import layout
from sixbillion_ui.phone_tabs import sixbillion_tabs

from .hosts import TabsHost
from .pane import Pane

PANELS = {"board": "table", "hand": "hand-pane", "players": "players-pane", "log": "log-section"}
PLAYERS_CANVAS = "sb-players-canvas"


class PhoneTabs:
    def __init__(self, page: TabsHost):
        self.page = page
        self.bar = PhoneTabBar(sixbillion_tabs(), PANELS, phone_only=("hand", "players"))

    def bind(self) -> None:
        self.bar.bind(self.page.messages, self.selected, self.page.render)

    def tabs_shown(self) -> bool:
        return self.bar.phone_sized and self.page.session is not None

    def brings(self, decision: Any) -> bool:
        """Whether `decision` is a new one asked of the screen (it brings its tab)."""
        return self.tabs_shown() and decision is not None and decision != self.bar.choice.decision

    def board_shown(self) -> bool:
        """Whether a phone shows the Board tab now."""
        return self.tabs_shown() and self.bar.shown == "board"

    def follow(self, decision: Any, phase: str) -> None:
        """Bring the tab of a new decision (`decision` None: none is asked of the screen)."""
        self.bar.follow(decision, phase, self.tabs_shown())

    def select(self, tab: str) -> None:
        """Bring a tab as the player would (a card picked in the hand wants the board next)."""
        self.bar.select(tab, self.selected)

    def selected(self) -> None:
        self.show()
        if self.page.session is not None:
            self.page.board.draw()

    def show(self) -> None:
        """The tab bar and panels as the window asks: tabs on a phone, the usual page elsewhere."""
        phone = self.tabs_shown()
        self.bar.show(phone)
        if not phone:
            el("areas-canvas").hidden = True  # a phone's board has its legend below it (board.py)
        el("own-canvas").hidden = True  # the player's own cards are drawn with their hand

    def hand_shown(self) -> bool:
        """Whether a phone shows the Hand tab now."""
        return self.tabs_shown() and self.bar.shown == "hand"

    def panes(self, seen: State, private: bool) -> list[Pane]:
        """The canvases of the tab shown (the board's are board.py's), and what each shows."""
        tab = self.bar.shown
        if tab == "hand":
            me = seen.viewer if private else None
            height = layout.PHONE_HIDDEN_HAND_H if me is None else layout.phone_hand_height(len(seen.hands[me]))
            hand = (0, 0, layout.PHONE_WIDTH, height)
            return [Pane(el("row-canvas"), layout.CARDS_PANE, "table"), Pane(el("hand-canvas"), hand, "hand")]
        if tab == "players":
            return [Pane(self.players_canvas(), layout.PLAYERS_PANE, "table")]
        return []

    def players_canvas(self) -> Any:
        """The Players tab's canvas, made the first time it is shown."""
        box = el("players-pane")
        canvas = box.querySelector(f"#{PLAYERS_CANVAS}")
        if is_null(canvas):
            box.replaceChildren()
            canvas = new_canvas(PLAYERS_CANVAS, "pane")
            canvas.setAttribute("role", "img")
            box.appendChild(canvas)
        canvas.setAttribute("aria-label", _("The players, the neutral factions and the turn order"))
        return canvas

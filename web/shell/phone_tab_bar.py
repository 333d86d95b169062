"""A phone's tab bar (ARIA tabs: a tablist of tabs, each controlling a tabpanel; arrow keys,
Home and End move between them), for any game. The game names its tabs, the panel each shows
and the tabs only a phone has; which tab a decision brings is shell.phone_tabs's.

Only on a narrow or short window (PHONE_MEDIA); elsewhere the page is laid out as always.
The tab buttons (`#tab-<id>`) and the bar (`#phone-tabs`) are in the page from its first paint.
A list marked `data-newest-last` (the log) opens at its end when its tab is shown: a list that
was hidden could not be scrolled to its newest line when the line came."""

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from js import document, window

from .browser import bring_into_view
from .dom import el
from .messages import Messages
from .phone_tabs import TabChoice, neighbour

# A phone, or a window too short for the whole table to be read (800x600): as in web/style.css.
PHONE_MEDIA = "(max-width: 600px), (max-width: 1000px) and (max-height: 700px)"
UPRIGHT_MEDIA = "(max-width: 600px)"  # a phone held upright: the tabs, and height to scroll in


class PhoneTabBar:
    def __init__(self, choice: TabChoice, panels: Mapping[str, str], phone_only: tuple[str, ...]):
        """`panels`: each tab's panel (an element id); `phone_only`: the tabs whose panels only a
        phone shows (elsewhere the table shows all they hold)."""
        self.choice, self.panels, self.phone_only = choice, dict(panels), phone_only
        self.media = window.matchMedia(PHONE_MEDIA)
        self.tablist = el("phone-tabs")

    def bind(self, messages: Messages, selected: Callable[[], None], window_changed: Callable[[], None]) -> None:
        """`selected()`: a tab was picked (redraw what it shows); `window_changed()`: the window
        became a phone's, or stopped being one (redraw the page)."""
        on = messages.on
        for tab in self.choice.tabs:
            on(el(f"tab-{tab}"), "click", lambda e, tab=tab: self.select(tab, selected))
        on(self.tablist, "keydown", lambda e: self.key(e, selected))
        on(self.media, "change", lambda e: window_changed())

    @property
    def phone_sized(self) -> bool:
        return bool(self.media.matches)

    @property
    def shown(self) -> str:
        return self.choice.shown

    def follow(self, decision: Hashable, phase: str, phone: bool) -> None:
        """Bring the tab of a new decision (`decision` None: none is asked of the screen)."""
        self.choice.follow(decision, phase)
        self.show(phone)

    def select(self, tab: str, selected: Callable[[], None], focus: bool = False) -> None:
        """The player's choice of tab: kept until the next decision."""
        self.choice.choose(tab)
        selected()
        if focus:
            el(f"tab-{tab}").focus()

    def key(self, event: Any, selected: Callable[[], None]) -> None:
        if event.key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            event.preventDefault()
            self.select(neighbour(self.choice.tabs, self.choice.shown, event.key), selected, focus=True)

    def show(self, phone: bool) -> None:
        """The tab bar and panels as the window asks: tabs on a phone (`phone`), the usual page elsewhere."""
        document.body.dataset.phone = "1" if phone else ""
        self.tablist.hidden = not phone
        shown = self.choice.shown
        for tab, panel_id in self.panels.items():
            panel, button = el(panel_id), el(f"tab-{tab}")
            selected = tab == shown
            button.setAttribute("aria-selected", "true" if selected else "false")
            button.tabIndex = 0 if selected else -1
            if phone:
                panel.setAttribute("role", "tabpanel")
                panel.setAttribute("aria-labelledby", f"tab-{tab}")
                revealed = selected and panel.hidden
                panel.hidden = not selected
                if revealed:
                    newest_in_view(panel)
            elif tab in self.phone_only:
                panel.hidden = True  # only a phone has them: elsewhere the table shows all
            else:
                panel.removeAttribute("role")
                panel.removeAttribute("aria-labelledby")
                panel.hidden = False


def newest_in_view(panel: Any) -> None:
    """The lists of a tab's panel that tell their newest last (the log) shown at their end, and
    that end above the action panel pinned at the window's bottom (the page scrolls if needed)."""
    for scrolled in panel.querySelectorAll("[data-newest-last]"):
        scrolled.scrollTop = scrolled.scrollHeight
        bring_into_view([(scrolled, 0, 1)], "", "actions", 6, edge="bottom")

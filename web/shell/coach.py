"""The coach box (#coach) for any game's guided lesson: what the moment is about (a title and
a paragraph), where to look (one sentence; the game lights the region on its board), a list
folded under its title (e.g. what just happened and why: opened by the learner), a suggested
move with its reason and a "Show me" button, and "Leave the lesson". The game decides every
word; this only shows them.

On a narrow screen (web/style.css) the box is folded to its title and where to look, with
"Show me": the board and the pinned action panel stay in view beside it. "More" unfolds the
rest, and the box stays as the learner left it from step to step."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .browser import bring_into_view
from .dom import el, make, set_text
from .i18n import _
from .messages import Messages


@dataclass(frozen=True)
class Coaching:
    title: str
    text: str
    pointer: str = ""
    list_title: str = ""
    items: Sequence[str] = ()
    suggestion: str = ""  # the move suggested ('' when the learner has nothing to decide)
    reason: str = ""
    leave_label: str = ""  # '' : "Leave the lesson"


class CoachBox:
    def __init__(self, messages: Messages, show_me: Callable[[], None], leave: Callable[[], None]):
        self.messages, self.show_me, self.leave = messages, show_me, leave
        self.said: Coaching | None = None
        self.unfolded = False  # on a narrow screen: the whole explanation shown (see style.css)

    def bind(self) -> None:
        on = self.messages.on
        on(el("coach-show"), "click", lambda e: self.show_me())
        on(el("coach-leave"), "click", lambda e: self.leave())
        on(el("coach-more"), "click", lambda e: self.unfold_pressed())

    def unfold_pressed(self) -> None:
        """A press on "More" or "Less": the box unfolded or folded, its words in view (on a phone,
        Charon's unfolded box leaves the tab bar and scrolls with the table, web/style.css: the
        window brings it back between the tab bar and the pinned action panel, its top first)."""
        self.fold(not self.unfolded)
        bring_into_view([(el("coach"), 0.0, 1.0)], "phone-tabs", "actions", 6)

    def fold(self, unfolded: bool) -> None:
        self.unfolded = unfolded
        el("coach").classList.toggle("unfolded", unfolded)
        more = el("coach-more")
        more.setAttribute("aria-expanded", "true" if unfolded else "false")
        more.textContent = _("Less") if unfolded else _("More")
        for host in ("coach-body", "coach"):  # the cue under its words where they run on (web/style.css)
            el(host).setAttribute("data-more", _("more below"))

    def show(self, coaching: Coaching) -> None:
        """Fill the box (untouched when it already says the same: no flicker, no lost focus)."""
        el("coach").hidden = False
        if coaching == self.said:
            return
        self.said = coaching
        self.fold(self.unfolded)  # its words in the language shown
        el("coach-title").textContent = coaching.title
        set_text(el("coach-text"), coaching.text)
        for scroller in ("coach-explain", "coach-body"):  # a new explanation is read from its start
            el(scroller).scrollTop = 0  # (its words scroll in the first on a wide screen, the second on a narrow)
        el("coach-pointer").textContent = coaching.pointer
        el("coach-pointer").hidden = not coaching.pointer
        el("coach-list-box").hidden = not coaching.items
        el("coach-list-title").textContent = coaching.list_title
        items = el("coach-list")
        items.replaceChildren()
        for item in coaching.items:
            items.appendChild(make("li", item))
        el("coach-suggestion").hidden = not coaching.suggestion
        set_text(el("coach-suggestion-text"), coaching.suggestion)
        set_text(el("coach-reason"), coaching.reason)
        el("coach-show").hidden = not coaching.suggestion
        el("coach-leave").textContent = coaching.leave_label or _("Leave the lesson")

    def hide(self, *_: Any) -> None:
        el("coach").hidden = True
        self.said = None

"""The page's message box (#message) and its bug report: what went wrong, said on the page
and as a console error (which the browser tests catch)."""

import traceback
from typing import Any

from js import window

from .browser import restart_animation
from .dom import el, listen
from .i18n import _


class Messages:
    def __init__(self, title: str):
        self.title = title  # the game's name, in console errors
        self.tag = ""  # what the message shown is about, for `withdraw`

    def show(
        self, text: str, offer_export: bool = False, info: bool = False, tag: str = "", confirms: bool = False
    ) -> None:
        """Say `text` in the message box; `tag` names what it is about, so that it can be
        withdrawn once it no longer holds (a later save succeeded). A notice that only
        `confirms` (an info) leaves by itself: it fades out after a while (style.css), and goes
        at the player's next action or the next game at the latest (`settle`)."""
        self.tag = tag
        box = el("message")
        el("message-text").textContent = text
        el("message-export").hidden = not offer_export
        box.classList.toggle("info", info or confirms)
        box.classList.toggle("confirms", confirms)
        if confirms:
            restart_animation(box, "confirms")  # the fade-out starts afresh for a notice shown again
        box.hidden = False

    def notice(self, text: str, over_table: bool = False) -> None:
        """Say `text` as a notice that only confirms, in the table's notice line under the
        prompt: in the page's flow, it covers nothing (in the message box over the top bar it hid
        the round and the next instruction for its 9 s). It fades out and goes as the box's
        confirming notices do. `over_table`: a hand-off will cover the table (hot seat), so the
        message box says it over that, unless it holds a message still to be read (an error, a
        warning): a passing notice never covers one."""
        if not over_table:
            line = el("notice")
            line.textContent = text
            line.hidden = False
            line.classList.add("confirms")  # in the page's own copy too (a worker's): `settle` reads it
            restart_animation(line, "confirms")  # its fade-out starts afresh
            return
        box = el("message")
        if box.hidden or box.classList.contains("confirms"):
            self.show(text, confirms=True)

    def clear(self, *_: Any) -> None:
        el("message").hidden = True

    def settle(self) -> None:
        """The player moved on: a notice that only confirmed something has been read."""
        for box in (el("message"), el("notice")):
            if box.classList.contains("confirms"):
                box.classList.remove("confirms")
                box.hidden = True

    def faded(self, event: Any) -> None:
        """A confirming notice's fade-out (style.css) ended: it is gone."""
        if event.animationName == "notice-leaves":
            self.settle()

    def withdraw(self, tag: str) -> None:
        """Close the message if it is the one about `tag` (another message stays)."""
        if self.tag == tag and not el("message").hidden:
            self.clear()

    def report_bug(self, error: BaseException) -> None:
        self.tag = ""
        window.console.error(f"{self.title}: " + "".join(traceback.format_exception(error)))
        el("message-text").textContent = _(
            "Something went wrong ({error}). The game is saved after every action; reloading the page resumes it."
        ).format(error=f"{type(error).__name__}: {error}")
        el("message-export").hidden = True
        el("message").classList.remove("confirms")
        el("message").hidden = False

    def on(self, element: Any, event: str, handler: Any) -> None:
        """Listen to a DOM event; a bug in the handler is reported here."""
        listen(element, event, handler, self.report_bug)

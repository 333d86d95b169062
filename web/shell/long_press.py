"""A long press on a touch screen, for any game's board: a finger held still on the canvas for
half a second shows, in words, what is under it (the board's tooltip, above the finger, which
would hide words below it). A finger that moves away or lifts first shows nothing.

The board supplies what is a game's: what lies under a point (`aim`, read when the finger goes
down: the event is gone once its handler returns), its words (`explain`), whether the board
answers a finger now (`ready`), and how the words are shown (`show`). The browser's own
long-press menu is kept off the words, and the click a lifted long press sends chooses nothing
(the board asks `pressed`).
"""

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

HOLD_S = 0.5  # a touch held this long shows what is under it, in words
SLOP_PX = 10  # a finger moving farther than this is not a long press

Listen = Callable[[Any, str, Callable[[Any], object]], None]  # messages.on: (element, event, handler)


def _always() -> bool:
    return True


class LongPress:
    def __init__(
        self,
        aim: Callable[[Any], object],
        explain: Callable[[Any], str],
        show: Callable[[str, float, float], None],
        report_bug: Callable[[BaseException], None],
        ready: Callable[[], bool] = _always,
        hold: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        """`aim(event)`: what is under the finger; `explain(target)`: its words ('' for none);
        `show(words, x, y)`: the words at the finger; `report_bug`: an error while waiting (no
        handler sees it); `ready()`: the board answers a finger now (asked at the press and
        after the hold); `hold(seconds)`: the wait (a test's clock)."""
        self.aim, self.explain, self.show, self.report_bug = aim, explain, show, report_bug
        self.ready, self.hold = ready, hold
        self.press: tuple[float, float] | None = None  # where a touch went down, while it may become a long press
        self.pressed = False  # a long press showed its words: the click that ends it does nothing else

    def listen(self, on: Listen, canvas: Any) -> None:
        on(canvas, "pointerdown", self.down)
        on(canvas, "pointermove", self.moved)
        on(canvas, "pointerup", self.up)
        on(canvas, "pointercancel", self.up)
        on(canvas, "contextmenu", self.context_menu)

    def down(self, event: Any) -> "asyncio.Future[None] | None":
        """A finger went down: the hold begins (the waiting task, None for no touch)."""
        if event.pointerType != "touch" or not self.ready():
            return None
        self.pressed = False
        press = self.press = (float(event.clientX), float(event.clientY))
        target = self.aim(event)  # the event is gone after this call: read it now
        return asyncio.ensure_future(self.held(target, press))

    async def held(self, target: object, press: tuple[float, float]) -> None:
        try:
            await self.hold(HOLD_S)
            if self.press != press or not self.ready():
                return  # lifted, moved or cancelled meanwhile
            words = self.explain(target)
            if words:
                self.pressed = True
                self.show(words, *press)
        except Exception as error:  # noqa: BLE001 - as in Messages.on: no handler would see it
            self.report_bug(error)

    def moved(self, event: Any) -> None:
        if self.press is not None:
            dx, dy = float(event.clientX) - self.press[0], float(event.clientY) - self.press[1]
            if dx * dx + dy * dy > SLOP_PX**2:
                self.press = None

    def up(self, event: Any) -> None:
        self.press = None

    def context_menu(self, event: Any) -> None:
        if self.pressed:  # a long press is ours: no browser menu over its words
            event.preventDefault()

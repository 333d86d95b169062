"""A board's canvases as the pointer reaches them, for any game: each canvas listened to once
(a phone's panes are made as they are needed), its clicks, the mouse's hover and leaving, and
a finger's long press (shell.long_press)."""

from collections.abc import Callable
from typing import Any

from .long_press import Listen, LongPress

Handler = Callable[[Any], None]


class BoardEvents:
    def __init__(self, on: Listen, click: Handler, move: Handler, leave: Handler, touch: LongPress) -> None:
        self.on, self.click, self.move, self.leave, self.touch = on, click, move, leave, touch
        self.bound: set[str] = set()  # the canvases listened to, by id

    def listen(self, canvas: Any) -> None:
        """The board's handlers on `canvas` (once: a canvas listened to again is left as it is)."""
        if str(canvas.id) in self.bound:
            return
        self.bound.add(str(canvas.id))
        self.on(canvas, "click", self.click)
        self.on(canvas, "mousemove", self.move)
        self.on(canvas, "mouseleave", self.leave)
        self.touch.listen(self.on, canvas)

"""A board's canvases (shell.board_events.BoardEvents): each is listened to once, however often
the board is drawn (a phone's panes are made as needed), so that a click is answered once."""

from typing import Any

from shell.board_events import BoardEvents
from shell.long_press import LongPress


class Canvas:
    def __init__(self, canvas_id: str) -> None:
        self.id = canvas_id


def test_each_canvas_is_listened_to_once_with_the_clicks_hover_and_long_press():
    heard: list[tuple[str, str, Any]] = []

    def on(element: Canvas, event: str, handler: Any) -> None:
        heard.append((element.id, event, handler))

    def click(event: Any) -> None:
        return None

    touch = LongPress(aim=lambda e: None, explain=lambda t: "", show=lambda w, x, y: None, report_bug=print)
    events = BoardEvents(on, click, click, click, touch)
    board, moon = Canvas("board"), Canvas("moon-canvas")
    for canvas in (board, moon, board, moon, board):  # the board drawn again and again
        events.listen(canvas)
    by_canvas = {c: [e for i, e, _h in heard if i == c] for c in ("board", "moon-canvas")}
    wanted = ["click", "mousemove", "mouseleave", "pointerdown", "pointermove", "pointerup", "pointercancel"]
    for canvas_events in by_canvas.values():
        assert sorted(canvas_events) == sorted([*wanted, "contextmenu"])
    assert [h for i, e, h in heard if i == "board" and e == "pointerdown"] == [touch.down]

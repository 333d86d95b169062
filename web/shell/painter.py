"""The canvas painter (web/draw.js), for any game: a display list (a game's drawing operations,
as JSON) painted on a canvas at its logical size, through a view (a zoom or a pane), and the
board kept for the next visit's first paint. The painter knows no game."""

from collections.abc import Sequence
from typing import Any

from js import window
from pyodide.ffi import to_js


def paint(
    canvas: Any,
    ops_json: str,
    width: float,
    height: float,
    view: Sequence[float] | None = None,
    kept_view: Sequence[float] | None = None,
) -> None:
    """Paint `ops_json` on `canvas` (logical `width` x `height`); `view`: the part shown
    (x, y, w, h); `kept_view`: the part to keep for the next visit (never a zoom)."""
    if view is None:
        window.charonDraw(canvas, ops_json, width, height)
    else:
        kept = None if kept_view is None else to_js(list(kept_view))
        window.charonDraw(canvas, ops_json, width, height, to_js(list(view)), kept)


def keep_frame(canvases: list[Any], shareable: bool) -> None:
    """Keep what `canvases` show for the next visit's first second (`shareable`: it shows no
    hand a hot-seat player would hide)."""
    window.charonKeepFrame(to_js(canvases), shareable)

"""A canvas and the part of a drawing it shows: what the board and the phone's tabs hand each
other (its own module, so that hosts.py may name it without importing a part)."""

from typing import Any

from sixbillion_ui import layout


class Pane:
    """A canvas showing one part of a drawing (`shown`, logical pixels) at the canvas's size.
    `kind` says which drawing and how a tap on it is read: 'table' (the whole table's), 'board'
    (a phone's board), 'zoom' (a site zoomed), 'hand' (a phone's hand), 'legend' (a phone's board's
    legend: words only)."""

    def __init__(self, canvas: Any, shown: layout.Rect, kind: str):
        self.canvas, self.shown, self.kind = canvas, shown, kind

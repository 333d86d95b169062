"""The page's window, for the page's parts: the body's marks (its `data-*`, which the style
sheet and the tests read), queries of the document, the focus, the window's size and
scrolling, media queries, the clock. A game's page parts reach the browser through these (and
dom.py, painter.py, local_storage.py, ai_client.py), never through `js` themselves: the page's
Python can then move off the main thread without touching a game."""

import json
from collections.abc import Sequence
from typing import Any

from js import document, performance, window

from .dom import is_null


def mark(name: str, value: str) -> None:
    """`<body data-name="value">` ('' clears it in effect: the attribute stays, empty)."""
    setattr(document.body.dataset, name, value)


def marked(name: str) -> str:
    value = getattr(document.body.dataset, name, None)
    return "" if value is None or is_null(value) else str(value)


def query(selector: str) -> Any:
    """The first element matching `selector`, or JavaScript's null (see dom.is_null)."""
    return document.querySelector(selector)


def query_all(selector: str) -> list[Any]:
    return list(document.querySelectorAll(selector))


def whole_page() -> Any:
    """The document, to listen to its events (a tap anywhere, a key)."""
    return document


def focused() -> Any:
    """The element with the focus (null when none has it)."""
    return document.activeElement


def new_canvas(element_id: str, class_name: str) -> Any:
    canvas = document.createElement("canvas")
    canvas.id = element_id
    canvas.className = class_name
    return canvas


def text_node(text: str) -> Any:
    return document.createTextNode(text)


def window_size() -> tuple[float, float]:
    return float(window.innerWidth), float(window.innerHeight)


# What needs the boxes of the page's elements is done by the page itself (web/placing.js): the
# page's Python may run in a worker, which has none (docs/worker-page.md).


def bring_into_view(
    bands: Sequence[tuple[Any, float, float]], above: str, below: str, gap: float, edge: str = "both"
) -> None:
    """Scroll the window so that `bands` — each an element with the part of its height to show
    (from `start` to `end`, fractions) — show together between the elements pinned above and
    below them (`above`, `below`: their ids, space-separated), `gap` CSS pixels clear; `edge`
    "top" or "bottom" keeps only that edge in view, "both" the whole (its top first when it is
    taller than the room). An element not shown counts for nothing. Done by the page
    (web/placing.js), which has the layout; the bands cross as JSON, the same in both runtimes."""
    spans = [[str(element.id), start, end] for element, start, end in bands]
    window.charonBringIntoView(json.dumps(spans), above, below, gap, edge)


def show_advised(panel: Any, selector: str = "button.advised", least: bool = False) -> None:
    """The hint's ringed move (or the first button `selector` finds) whole in the scrolling
    `panel`, from its group's heading where that leaves it whole above the panel's pinned foot;
    `least`: the panel from its top where the move is whole there, else scrolled the least that
    shows it whole (what is above it, the panel's first choices, kept in sight). Never under its
    group's pinned heading (web/placing.js); the window does not move."""
    window.charonShowAdvised(str(panel.id), selector, least)


def place_tip(tip: Any, client_x: float, client_y: float, above: bool, gap: float) -> None:
    """The shown tooltip `tip` beside a point of the window, kept inside it: below the point,
    or `above` it (also when there is no room below)."""
    window.charonPlaceTip(str(tip.id), client_x, client_y, above, gap)


def restart_animation(element: Any, class_name: str) -> None:
    """The CSS animation `class_name` gives `element` (which has it), started afresh."""
    window.charonRestartAnimation(str(element.id), class_name)


def matches(media_query: str) -> bool:
    return bool(window.matchMedia(media_query).matches)


def reduced_motion() -> bool:
    """The player prefers less motion (the operating system's setting)."""
    return matches("(prefers-reduced-motion: reduce)")


def now_ms() -> float:
    """The page's clock, in milliseconds."""
    return float(performance.now())

"""The page's tooltip (#tooltip), for any game: beside the pointer on a desktop's hover, above
the finger after a long press on a touch screen, kept inside the window."""

from typing import Any

from .browser import window_size
from .dom import el, set_text

TIP_GAP = 14  # between the pointer and its tooltip, in CSS pixels


def show_tip(words: str, event: Any) -> None:
    """The tooltip beside the pointer of `event`."""
    show_tip_at(words, float(event.clientX), float(event.clientY))


def show_tip_at(words: str, client_x: float, client_y: float, above: bool = False) -> None:
    """The tooltip beside a point of the window; `above` it (a finger hides what is below it),
    or when there is no room below."""
    tip = el("tooltip")
    set_text(tip, words)
    tip.hidden = False
    width, window_height = window_size()
    left = min(client_x + TIP_GAP, width - float(tip.offsetWidth) - 4)
    tip.style.left = f"{max(4.0, left)}px"
    height = float(tip.offsetHeight)
    below = not above and client_y + TIP_GAP + height <= window_height
    top = client_y + TIP_GAP if below else client_y - TIP_GAP - height
    tip.style.top = f"{max(0.0, top)}px"


def show_tip_above(words: str, client_x: float, client_y: float) -> None:
    """A long press's tooltip: above the finger, which hides what is below it."""
    show_tip_at(words, client_x, client_y, above=True)


def hide_tip() -> None:
    el("tooltip").hidden = True

"""The page's tooltip (#tooltip), for any game: beside the pointer on a desktop's hover, above
the finger after a long press on a touch screen, kept inside the window."""

from typing import Any

from .browser import place_tip
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
    place_tip(tip, client_x, client_y, above, TIP_GAP)  # its size is the page's to know


def show_tip_above(words: str, client_x: float, client_y: float) -> None:
    """A long press's tooltip: above the finger, which hides what is below it."""
    show_tip_at(words, client_x, client_y, above=True)


def hide_tip() -> None:
    el("tooltip").hidden = True

"""Hot-seat hand-offs: several humans share one screen, so before a player's hand is shown the
screen asks for the device to be passed to them (#handoff), for any game."""

from .dom import el
from .overlays import show_overlay


def show_handoff(name: str | None) -> None:
    """Ask for the device to be passed to `name`; None: no hand-off (the screen is shown)."""
    show_overlay("handoff", name is not None)
    if name is not None:
        el("handoff-name").textContent = name
        el("handoff-name2").textContent = name
        el("handoff-continue").focus()


def hide_handoff() -> None:
    show_overlay("handoff", False)

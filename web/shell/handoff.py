"""Hot-seat hand-offs: several humans share one screen, so before a player's hand is shown the
screen asks for the device to be passed to them (#handoff), for any game. Its words are whole
sentences with the name inside, so that each language puts the name where it belongs; the same
words are in web/loading.js, which asks again at once when a game resumes."""

from .dom import el
from .i18n import _
from .overlays import show_overlay


def handoff_words(name: str, answering: bool) -> tuple[str, str]:
    """The title and the button of the hand-off to `name`; `answering`: they are only to answer
    (a reaction out of turn), so the button does not speak of their turn."""
    title = _("Pass the device to {name}").format(name=name)
    if answering:
        return title, _("I am {name} – show my hand").format(name=name)
    return title, _("I am {name} – show my turn").format(name=name)


def show_handoff(name: str | None, answering: bool = False) -> None:
    """Ask for the device to be passed to `name`; None: no hand-off (the screen is shown)."""
    show_overlay("handoff", name is not None)
    if name is not None:
        title, button = handoff_words(name, answering)
        # who and why, for the board the page keeps (web/draw.js) to ask again on resuming
        el("handoff").dataset.name = name
        el("handoff").dataset.answering = "1" if answering else ""
        el("handoff-title").textContent = title
        el("handoff-continue").textContent = button
        el("handoff-continue").focus()


def hide_handoff() -> None:
    show_overlay("handoff", False)

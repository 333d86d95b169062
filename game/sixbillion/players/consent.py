"""How a computer player answers an Opening Treaty request (RULES.md 10), in one place: the
greedy player and the search's playouts answer by it, and the search never weighs a card its
owner would refuse by it — so the hint never advises one (a newcomer who followed it was
bounced). A cancellation of a protected player's doubling is one: the owner made the doubling,
or allowed the Double, and never wants it cancelled."""

from game.sixbillion.actions import CONSENT, REFUSE, Action, Play
from game.sixbillion.components import CARD_TYPE
from game.sixbillion.engine import consent_needed
from game.sixbillion.state import State


def consents(request: Action) -> bool:
    """Only a Double (other player) on one's own token is worth the 3 VP it gives away; a card
    that takes a billion from it, or cancels its doubling, is refused."""
    return isinstance(request, Play) and CARD_TYPE[request.card] == "double_other"


def answer(request: Action) -> Action:
    """The owner's answer to `request`: CONSENT or REFUSE."""
    return CONSENT if consents(request) else REFUSE


def will_be_refused(state: State, action: Action) -> bool:
    """Whether `action` of the player to move needs an owner's consent that they refuse."""
    return not consents(action) and consent_needed(state, action) is not None

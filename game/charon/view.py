"""What one player may see (RULES.md 6). Screens and computer players only ever get a view."""

from .cards import CARD_ORDER
from .state import ENGINEERING_ADVANCE, HIDDEN, State


def view(state: State, player: int) -> State:
    """A copy of `state` as `player` sees it: others' hands and secret row choices, the deck
    and the discard pile (unless `player` is choosing from it now) are replaced by HIDDEN
    ("?"), and the random generator is dropped, so nothing in a view predicts the deck or
    the bag. For the player to move, `legal_actions(view(s, p)) == legal_actions(s)`."""
    if type(player) is not int or not 0 <= player < state.num_players:
        raise ValueError(f"player must be 0..{state.num_players - 1}, not {player!r}")
    if state.viewer is not None and state.viewer != player:
        raise ValueError(f"this is player {state.viewer}'s view; it cannot show player {player}'s")
    seen = state.copy()
    seen.viewer = player
    seen.rng = None
    seen.seed = None  # the seed predicts the deck and the bag
    seen.history = None  # the actions would show others' secret choices
    seen.undoable = 0
    seen.deck = [HIDDEN] * len(state.deck)
    if state.phase == ENGINEERING_ADVANCE and state.to_move == player:
        # Looking through the pile shows its cards, not the order they lie in.
        seen.discard = sorted(state.discard, key=CARD_ORDER.__getitem__)
    else:
        seen.discard = [HIDDEN] * len(state.discard)
    for other, belongings in enumerate(seen.players):
        if other != player:
            belongings.hand = [HIDDEN] * len(belongings.hand)
            belongings.dealt = [HIDDEN] * len(belongings.dealt)
    seen.row_choices = {p: (c if p == player else HIDDEN) for p, c in state.row_choices.items()}
    return seen

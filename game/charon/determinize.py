"""From one player's view to a complete game that is consistent with it.

Information Set MCTS searches many such games: each fills what the player cannot see — the
other hands, their secret row choices, the deck and discard order, and the bag's next
draws — with a random guess among the cards the player has not seen.
"""

from game import rng
from game.charon.cards import CARD_IDS
from game.charon.state import HIDDEN, State


def determinize(view: State, seed: int) -> State:
    """A full State (viewer None, rng set) equal to `view` wherever `view` shows something."""
    state = view.copy()
    generator = rng.seed_state(seed)
    seen = set(state.deck) | set(state.discard) | set(state.common_row) | set(state.row_choices.values())
    for p in state.players:
        seen.update(p.hand)
        seen.update(p.built)
    unseen = [c for c in CARD_IDS if c not in seen]
    generator = rng.shuffle(generator, unseen)

    def fill(cards: list[str]) -> list[str]:
        return [unseen.pop() if c == HIDDEN else c for c in cards]

    for p in state.players:
        if HIDDEN in p.hand:
            p.hand = fill(p.hand)
            # Cards dealt this round are some of the hand: the last ones dealt, as dealing appends.
            p.dealt = p.hand[len(p.hand) - len(p.dealt) :] if p.dealt else []
    state.row_choices = {q: (unseen.pop() if c == HIDDEN else c) for q, c in state.row_choices.items()}
    state.discard = fill(state.discard)
    state.deck = fill(state.deck)
    generator, state.rng = rng.next64(generator)
    state.viewer = None
    return state

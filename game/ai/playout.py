"""The fast policy that finishes games inside the search: greedy where it is cheap to be
(building, returning gems, row and card choices), random where a good choice would cost a
scan of the board (staking flags), and a pass on Stolen Intelligence."""

from game.charon import rng
from game.charon.actions import PASS, Build
from game.charon.cards import CARD_VALUE
from game.charon.state import BUILD, ENGINEERING_ADVANCE, KEEP_GEMS, STOLEN_INTELLIGENCE, State

from .greedy import choose_greedy


def playout_action(state: State, options: list, generator: int) -> tuple[object, int]:
    """(action, new generator state) for the player to move."""
    phase = state.phase
    if phase == STOLEN_INTELLIGENCE and state.lifted is None:
        return PASS, generator
    if phase == BUILD:
        best = None
        for action in options:
            if type(action) is Build and (best is None or CARD_VALUE[action.card] > CARD_VALUE[best.card]):
                best = action
        if best is not None:
            return best, generator
        return choose_greedy(state, state.to_move, options), generator
    if phase in (KEEP_GEMS, ENGINEERING_ADVANCE) or phase == "choose_row" or phase == "replace_duplicates":
        return choose_greedy(state, state.to_move, options), generator
    generator, i = rng.below(generator, len(options))
    return options[i], generator

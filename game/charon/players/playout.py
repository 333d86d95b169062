"""The fast policy that finishes games inside the search.

Greedy where that is cheap (building, returning gems, row and card choices, which action
area to keep), greedy-like staking (a flag goes to the best of a few random positions, so
that claims in playouts look like claims between sensible players; or, for a stronger and
slower search, to the best of all of them, as the greedy player itself stakes), and a pass on
Stolen Intelligence.
"""

from game import rng
from game.ai.protocol import PlayoutMemo
from game.charon.actions import PASS, Action, Build, PhaseOptions
from game.charon.cards import CARD_VALUE
from game.charon.state import BUILD, STAKE, STOLEN_INTELLIGENCE, State

from . import heuristics as h
from .greedy import choose_greedy

SAMPLED_POSITIONS = 4  # staking positions tried per flag unless the caller asks otherwise
EVERY_POSITION = None


def playout_action(
    state: State,
    options: PhaseOptions,
    generator: int,
    memo: PlayoutMemo | None = None,
    positions: int | None = SAMPLED_POSITIONS,
) -> tuple[Action, int]:
    """(action, new generator state) for the player to move. `memo` (one per playout) keeps
    each player's colour needs through a staking phase, where gems and hands do not change.
    A flag goes to the best of `positions` random legal positions, or of all of them when
    `positions` is EVERY_POSITION (None) or at least their number."""
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
    elif phase == STAKE and state.lifted is not None:
        if positions is EVERY_POSITION or positions >= len(options):
            sample = options
        else:
            sample = []
            for _ in range(positions):
                generator, i = rng.below(generator, len(options))
                sample.append(options[i])
        player = state.mover
        key = (player, state.round)
        needs = memo.get(key) if memo is not None else None
        if needs is None:
            needs = h.colour_needs(state, player)
            if memo is not None:
                memo[key] = needs
        gains = h.position_gains(state, player, [a.position for a in sample], needs)
        # The first of the best, as max() gives, without a key function per position.
        best, best_gain = sample[0], gains[sample[0].position]
        for action in sample:
            gain = gains[action.position]
            if gain > best_gain:
                best, best_gain = action, gain
        return best, generator
    elif phase == STOLEN_INTELLIGENCE:
        generator, i = rng.below(generator, len(options))
        return options[i], generator
    return choose_greedy(state, state.mover, options), generator

"""The fast policy that finishes games inside the search.

Greedy where that is cheap (returning gems, row and card choices, which action area to keep),
in the building turn a playout starts in, the most points it can make (the building panel's
own rule, `game.charon.building.best_turn`, planned once and followed: a playout that builds
the biggest card at once abandons a plan whose first trade the search is weighing, and the
search then rates that trade by a turn nobody would play), greedy-like staking (a flag goes to the best
of a few random positions, so that claims in playouts look like claims between sensible
players; or, for a stronger and slower search, to the best of all of them, as the greedy
player itself stakes), and a pass on Stolen Intelligence.
"""

from game import rng
from game.ai.protocol import PlayoutMemo
from game.charon.actions import PASS, Action, Build, PhaseOptions
from game.charon.building import best_turn
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
        step = _planned_step(state, memo)
        if step is not None:
            return step, generator
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


def _planned_step(state: State, memo: PlayoutMemo | None) -> Action | None:
    """The next step of the most points the mover's building turn can make (best_turn): the
    exchanges, then the builds; None once the plan is done or nothing can be built, and for a
    building turn the playout did not start in. The turn a playout starts in may be a plan half
    made (the search's own trade at the root); the turns it reaches later are played by the
    cheap rule below (a plan for each would cost a hard decision a fifth more time). Planned
    once and kept in `memo` (only the mover acts in their building turn, so each step stays
    legal after the last)."""
    key = ("turn plan", state.mover, state.round)
    steps = memo.get(key) if memo is not None else None
    if steps is None:
        if memo:  # not the playout's first decision: a turn it began itself
            return None
        best = best_turn(state, state.mover)
        steps = list(best.actions) if best is not None else []
        if memo is not None:
            memo[key] = steps
    return steps.pop(0) if steps else None

"""The search's playouts play a building turn as the building panel plans it: the most points
the turn can make (game.charon.building.best_turn), trades first, carried through. A playout
that builds the biggest card at once abandons a plan half made, and the search (the hint, the
post-game review) then measures the plan's first trade by a turn nobody would play."""

import pytest

from game.charon import Build, EndTurn, Trade, apply, legal_actions
from game.charon.building import best_turn
from game.charon.cards import CARD_VALUE
from game.charon.players.playout import playout_action
from tests.situations import builder


def playout_turn(state, memo):
    """Player 0's building turn played by the playout policy: the cards it builds."""
    built = []
    while state.to_move == 0:
        action, _gen = playout_action(state, legal_actions(state), 1, memo)
        if isinstance(action, Build):
            built.append(action.card)
        state = apply(state, action)
        if isinstance(action, EndTurn):
            break
    return built


def planned():
    # The 10 (3 blue, 3 yellow) can be built at once; the 10 and the 4 (2 yellow, 1 green)
    # together, only after two trades of 3 purple for a yellow, made before the first build.
    return builder("blue blue blue yellow yellow yellow green " + "purple " * 6, hands={0: ["10a", "4c"]})


def test_the_plan_is_worth_more_than_the_biggest_card_alone():
    best = best_turn(planned(), 0)
    assert best is not None and {b.card for b in best.builds} == {"10a", "4c"} and best.points == 14
    assert all(isinstance(a, Trade) for a in best.exchanges) and len(best.exchanges) == 2


@pytest.mark.parametrize("traded_first", [0, 1])
def test_a_playout_carries_the_turns_plan_through(traded_first):
    state = planned()
    # ...also when the turn's first trade was the search's own move (a playout then starts mid-plan).
    for step in best_turn(state, 0).exchanges[:traded_first]:
        state = apply(state, step)
    built = playout_turn(state, {})
    assert sorted(built) == ["10a", "4c"] and sum(CARD_VALUE[c] for c in built) == 14

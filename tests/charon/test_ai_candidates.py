"""The moves the search weighs: always legal, and on a building turn the first step of the fewest
exchanges towards each build of the turn, and exchanges only where they are of use."""

import pytest

from game.ai import make_bot
from game.charon import apply, legal_actions, new_game, view
from game.charon.actions import Synchrotron, Trade
from game.charon.building import exchanges_towards_builds, gems_after
from game.charon.cards import CARD_COST
from game.charon.keeping import keeps_more_for_later
from game.charon.players.advisor import advise
from game.charon.players.candidates import candidate_actions
from game.charon.state import BUILD
from tests.situations import UW, builder


def decisions(players: int, seed: int):
    """Every decision of a seeded greedy game, as (the mover's view, its legal actions)."""
    state = new_game(players, seed)
    bots = [make_bot("greedy", seed + i) for i in range(players)]
    while not state.is_over:
        seen = view(state, state.mover)
        yield seen, legal_actions(seen)
        state = apply(state, bots[state.mover].choose(seen))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_candidates_are_legal_distinct_and_never_empty(players):
    for seed in range(6):
        for seen, options in decisions(players, seed):
            chosen = candidate_actions(seen, options)
            assert chosen and len(set(chosen)) == len(chosen)
            assert all(a in options for a in chosen)


def test_building_candidates_are_the_exchanges_of_use_and_include_every_step_towards_a_build():
    found = later = 0
    for seed in range(12):
        for seen, options in decisions(3, seed):
            if seen.phase != BUILD:
                continue
            me = seen.mover
            chosen = candidate_actions(seen, options)
            towards = exchanges_towards_builds(seen, me)
            assert set(towards) <= set(chosen)
            for step in towards:
                # It brings a colour the turn's cards pay with (one lacks it, or several together).
                wanted = seen.players[me].hand + ([] if seen.built_from_row else seen.common_row)
                assert any(step.take in dict(CARD_COST[c]) for c in wanted)
            for a in chosen:
                if isinstance(a, Trade | Synchrotron) and a not in towards:
                    assert keeps_more_for_later(seen, me, gems_after(seen.players[me].gems, a))
                    later += 1
            found += len(towards)
    assert found > 0 and later > 0


def test_the_search_never_weighs_a_trade_taking_back_a_colour_it_gives():
    # With the Underground Warehouse and only 2 yellow, the engine lists 5 trades of them: the
    # one for yellow leaves 1 yellow of 2. The hint offered it as a next-best move.
    seen = view(builder("yellow yellow", hands={0: ["2d"]}, keep={0: UW}), 0)
    options = legal_actions(seen)
    pointless = Trade(("yellow", "yellow"), "yellow")
    assert pointless in options  # legal (RULES.md 4.4)...
    assert pointless not in candidate_actions(seen, options)  # ...but never weighed
    assert all(o.action != pointless for o in advise(seen, "easy", seed=1).options)

"""6 Billion's computer players through the AI worker's Python entry (game.ai.worker), as the
browser's worker runs them: each decision from the JSON of the mover's view only."""

import json

import pytest

from game.ai.worker import advise, decide, review_count
from game.sixbillion import action_from_json, apply, legal_actions, new_game, to_json, view, winners


def test_a_whole_game_of_computer_players_through_the_worker():
    state = new_game(3, 12, discovery_track=True)
    seats = ["greedy", "ismcts:easy", "random"]
    decisions = 0
    while not state.is_over:
        me = state.to_move
        seen = to_json(view(state, me))
        answer = decide("sixbillion", seen, seats[me], 100 + me, 0.02)
        action = action_from_json(json.loads(answer))
        assert action in legal_actions(state)
        state = apply(state, action)
        decisions += 1
    assert decisions > 50 and winners(state)


def test_a_view_altered_in_transit_is_refused():
    state = new_game(2, 3)
    seen = json.loads(to_json(view(state, state.to_move)))
    seen["state"]["to_move"] = 1 - state.to_move  # says the other player is to move, in this player's view
    with pytest.raises(ValueError, match="altered"):
        decide("sixbillion", json.dumps(seen), "greedy", 1)


def test_hints_and_reviews_are_refused_for_a_game_without_an_advisor():
    state = new_game(2, 3)
    with pytest.raises(ValueError, match="6 Billion has no advisor"):
        advise("sixbillion", to_json(view(state, state.to_move)), "medium", 1)
    with pytest.raises(ValueError, match="6 Billion has no advisor"):
        review_count("sixbillion", to_json(state), 0)
    with pytest.raises(ValueError, match="unknown game 'go'"):
        decide("go", to_json(view(state, state.to_move)), "greedy", 1)

"""6 Billion's computer players through the AI worker's Python entry (game.ai.worker), as the
browser's worker runs them: each decision from the JSON of the mover's view only."""

import json
from dataclasses import replace

import pytest

from game.ai.worker import advise, decide, review, review_count
from game.registry import game_info
from game.sixbillion import action_from_json, apply, legal_actions, new_game, to_json, view, winners
from game.sixbillion.players.greedy import GreedyBot


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


def test_hints_and_reviews_through_the_worker():
    """6 Billion's advisor (game/sixbillion/players/advising.py) answers the worker's hint and
    review requests from the player's view and the finished game's save."""
    state = new_game(2, 3)
    bots = [GreedyBot(0), GreedyBot(1)]
    while state.step != "actions" or state.window is not None or state.pending is not None:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    hint = json.loads(advise("sixbillion", to_json(view(state, state.to_move)), "easy", 1))
    assert action_from_json(hint["options"][0]["action"]) in legal_actions(state)
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    count = json.loads(review_count("sixbillion", to_json(state), 0))
    assert count["count"] > 0 and count["iterations"] > 0
    rating = json.loads(review("sixbillion", to_json(state), 0, 0, 1, 10))
    assert rating["number"] == 0 and rating["played"]["type"]


def test_hints_are_refused_for_a_game_without_an_advisor_and_an_unknown_game():
    state = new_game(2, 3)
    without = replace(game_info("sixbillion"), load_advisor=None)
    with pytest.raises(ValueError, match="6 Billion has no advisor"):
        without.advisor()
    with pytest.raises(ValueError, match="unknown game 'go'"):
        decide("go", to_json(view(state, state.to_move)), "greedy", 1)

"""6 Billion's post-game review as sharp as Charon's (tests/web/test_review_budget.py): the move
played is always weighed (a card play the advisor's look-ahead would not search still gets a
figure), the measured spread of the playouts narrows the intervals, a head-to-head look gives
both moves an equal share, and a clearly bad play is called costly with its interval."""

import json

from game.ai.confidence import wilson
from game.ai.head_to_head import head_to_head
from game.ai.worker import review
from game.sixbillion import Play, apply, legal_actions, new_game, to_json, view
from game.sixbillion.players.greedy import GreedyBot, after, position_value
from game.sixbillion.players.review import REVIEW_ITERATIONS, decisions, searcher
from game.sixbillion.players.search import SIXBILLION, TOP_PLAYS
from shell.review_plan import first_look
from sixbillion_ui import advice as words
from tests.web.conftest import assert_called_costly, assert_every_decision_worded, reviewed_as_the_page_does

NAMES = ["Ann", "Bob"]


def _spoiled_game():
    """A 2-player game of greedy players in which seat 0's first card play of round 2 went,
    instead, to the play that leaves seat 0 worst placed (with more plays to choose from than
    the search keeps at its root): (the finished game, that play)."""
    state = new_game(2, 1)
    bots = [GreedyBot(1), GreedyBot(2)]
    spoiled = None
    while not state.is_over:
        mine = view(state, state.to_move)
        action = bots[state.to_move].choose(mine)
        if spoiled is None and state.to_move == 0 and state.round == 2 and isinstance(action, Play):
            plays = [a for a in legal_actions(mine) if isinstance(a, Play)]
            if len(plays) > TOP_PLAYS:
                spoiled = action = min(plays, key=lambda a: position_value(after(mine, a), 0))
        state = apply(state, action)
    assert spoiled is not None
    return state, spoiled


def test_a_play_that_helps_only_the_rival_is_called_costly_with_its_interval():
    state, spoiled = _spoiled_game()
    found = decisions(state, 0)
    bad = next(d for d in found if d.played == spoiled)
    # The advisor itself would not have searched that play...
    assert spoiled not in SIXBILLION.candidates(bad.view, legal_actions(bad.view), True)
    save = to_json(state)
    first = json.loads(review("sixbillion", save, 0, bad.number, 7, first_look(REVIEW_ITERATIONS)))
    # ... yet the move played gets a figure from the first look on.
    assert first["playedChance"] is not None and first["playedVisits"] > 0 and first["cost"] is not None
    [rating] = reviewed_as_the_page_does("sixbillion", REVIEW_ITERATIONS, save, [bad.number], len(found))
    assert rating["sure"] and rating["costLow"] > 0
    # The interval comes from the playouts' measured spread: far narrower than Wilson's bound.
    low, high = wilson(rating["bestChance"], rating["bestVisits"])
    assert rating["bestSpread"] is not None and rating["bestHigh"] - rating["bestLow"] < (high - low) / 2
    assert_called_costly(rating, words.review_lines([rating], view(state, 0), NAMES))


def test_every_decision_gets_a_figure_and_the_advisors_own_moves_are_said_to_be():
    state, _ = _spoiled_game()
    found = decisions(state, 0)
    numbers = [d.number for d in found]
    ratings = reviewed_as_the_page_does("sixbillion", REVIEW_ITERATIONS, to_json(state), numbers, len(found))
    _, _, every = words.review_lines(ratings, view(state, 0), NAMES)
    assert_every_decision_worded(ratings, every)


def test_a_head_to_head_look_gives_both_moves_an_equal_share():
    state, spoiled = _spoiled_game()
    bad = next(d for d in decisions(state, 0) if d.played == spoiled)
    search = searcher(7, 4 * REVIEW_ITERATIONS)
    best = search.choose(bad.view)
    stats = head_to_head(search, bad.view, [best, spoiled])
    visits = sorted(n for _, n, _ in stats)
    assert sum(visits) == 4 * REVIEW_ITERATIONS and visits[1] - visits[0] <= 1
    assert search.even_root is False  # the bot's own search is left as it was

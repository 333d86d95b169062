"""The post-game review spends its budget where a claim is at stake: a cheap first look at every
decision, then longer looks at the open decisions with the largest gaps until their intervals
separate; the move played is always weighed (a flag spot the advisor would not search still gets
a figure), and a clearly bad move is called costly with its interval."""

import json

from charon_ui import advice as words
from game.ai import make_bot
from game.ai.confidence import SPREAD_PLAYOUTS, compared, interval, wilson
from game.ai.worker import review
from game.charon import PlaceFlag, action_to_json, apply, legal_actions, new_game, to_json, view
from game.charon.players.advisor import reasons
from game.charon.players.candidates import TOP_POSITIONS, candidate_actions
from game.charon.players.review import decisions
from shell.review_plan import LONGEST_LOOK, ReviewBudget, first_look
from tests.web.conftest import assert_called_costly, assert_every_decision_worded, reviewed_as_the_page_does


def _spoiled_game():
    """A 2-player game of greedy players in which seat 0's first flag of round 2 went, instead, to
    a spot that wins and denies nothing (the first that has one): (the finished game, that flag)."""
    state = new_game(2, 2)
    bots = [make_bot("greedy", 2), make_bot("greedy", 3)]
    spoiled = None
    while not state.is_over:
        mine = view(state, state.to_move)
        action = bots[state.to_move].choose(mine)
        if spoiled is None and state.to_move == 0 and state.round == 2 and isinstance(action, PlaceFlag):
            useless = [a for a in legal_actions(state) if isinstance(a, PlaceFlag) and not reasons(mine, a)]
            if useless:
                spoiled = action = useless[0]
        state = apply(state, action)
    return state, spoiled


def test_a_flag_that_wins_nothing_is_called_costly_with_its_interval():
    state, spoiled = _spoiled_game()
    found = decisions(state, 0)
    bad = next(d for d in found if d.played == spoiled)
    # The advisor itself would not have searched that spot...
    assert spoiled not in candidate_actions(bad.view, legal_actions(bad.view), TOP_POSITIONS)
    save = to_json(state)
    first = json.loads(review("charon", save, 0, bad.number, 7, first_look(80)))
    # ... yet the move played gets a figure from the first look on.
    assert first["playedChance"] is not None and first["playedVisits"] > 0 and first["cost"] is not None
    [rating] = reviewed_as_the_page_does("charon", 80, save, [bad.number], len(found))
    assert rating["sure"] and rating["costLow"] > 0
    assert_called_costly(rating, words.review_lines([rating], view(state, 0)))


def test_every_decision_gets_a_figure_and_the_advisors_own_moves_are_said_to_be():
    state, _ = _spoiled_game()
    found = decisions(state, 0)
    flags = [d.number for d in found if d.phase == "stake"][:8]
    ratings = reviewed_as_the_page_does("charon", 80, to_json(state), flags, len(found))
    _, _, every = words.review_lines(ratings, view(state, 0))
    assert_every_decision_worded(ratings, every)


def _rating(number: int, cost: float | None, sure: bool = False, focused: bool = True, hinted: bool = False) -> dict:
    played = action_to_json(PlaceFlag("C1"))
    best = played if cost == 0 else action_to_json(PlaceFlag("C2"))
    return {"number": number, "cost": cost, "sure": sure, "played": played, "best": best, "focused": focused} | (
        {"hinted": True} if hinted else {}
    )


def test_the_budget_goes_to_the_largest_open_gap_in_ever_longer_looks():
    ratings = [_rating(0, 0.0), _rating(1, 0.2), _rating(2, None), _rating(3, 0.05), _rating(4, 0.4, sure=True)]
    budget = ReviewBudget(len(ratings), 80)
    for r in ratings:
        budget.first_look(r["number"])
    assert budget.spent == 5 * first_look(80)
    # Decision 4 is surely costly already (by a longer look), 0 agreed, 2 unmeasured: the largest
    # open gap is 1's.
    assert budget.next_look(ratings, 1.0) == (1, 2 * first_look(80))
    assert budget.next_look(ratings, 2.0) == (1, 4 * first_look(80))  # still open: a look twice as long
    ratings[1] = _rating(1, 0.2, sure=True)  # its intervals separated
    number, iterations = budget.next_look(ratings, 3.0)
    assert number == 3 and first_look(80) < iterations <= LONGEST_LOOK * 80
    while budget.next_look(ratings, 3.0) is not None:
        pass
    assert 0 <= budget.left < 2 * LONGEST_LOOK * 80 and budget.spent <= budget.total  # spent, not exceeded
    ratings[3] = _rating(3, 0.05, sure=True)
    assert ReviewBudget(5, 80).next_look(ratings, 0.0) is None  # nothing open


def test_the_looks_stay_within_the_time_cap():
    ratings = [_rating(0, 0.2)]
    budget = ReviewBudget(40, 80, time_cap=60.0)
    budget.first_look(0)
    # 32 iterations took 20 s: a longer look of 64 would end past the cap at this pace.
    assert budget.next_look(ratings, 20.0) == (0, 64)
    assert budget.next_look(ratings, 50.0) is None


def test_a_measured_spread_narrows_the_interval_once_there_are_enough_playouts():
    # Returns that spread a third as much as a win-or-lose: an interval about a third as wide.
    narrow, safe = interval(0.5, 100, 0.16), wilson(0.5, 100)
    assert safe[0] < narrow[0] < 0.5 < narrow[1] < safe[1]
    assert (narrow[1] - narrow[0]) < 0.4 * (safe[1] - safe[0])
    assert interval(0.5, SPREAD_PLAYOUTS - 1, 0.16) == wilson(0.5, SPREAD_PLAYOUTS - 1)  # too few to trust it
    # A 10% gap over 100 playouts each: too close to call by the safe bound, sure by the spread.
    assert not compared((0.6, 100), (0.5, 100))["sure"]
    assert compared((0.6, 100), (0.5, 100), (0.15, 0.15))["sure"]


def test_a_first_looks_sure_call_waits_for_a_longer_look_and_hinted_decisions_come_first():
    # A first look separated decision 1's intervals on a few playouts: not a call yet, it is open;
    # decision 2, where the player followed the hint, is looked at before the larger gap of 0.
    ratings = [_rating(0, 0.4), _rating(1, 0.3, sure=True, focused=False), _rating(2, 0.1, hinted=True)]
    budget = ReviewBudget(10, 80)  # three of ten decisions open
    for r in ratings:
        budget.first_look(r["number"])
    assert budget.next_look(ratings, 1.0) == (2, 2 * first_look(80))
    ratings[2] = _rating(2, 0.1, sure=True, hinted=True)  # the longer look is sure: closed
    assert budget.next_look(ratings, 1.0) == (0, 2 * first_look(80))
    ratings[0] = _rating(0, 0.0)
    assert budget.next_look(ratings, 1.0) == (1, 2 * first_look(80))
    ratings[1] = _rating(1, 0.3, sure=True)
    assert budget.next_look(ratings, 1.0) is None

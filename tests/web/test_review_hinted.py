"""The hint and the post-game review agree, or the review says why not: the page remembers the
moves the hint showed (shell.hinted_moves, by how many actions the game had then, as the review
counts its decisions); a decision where the player followed the hint is looked at again first,
called costly only if a longer look is sure, and then worded as the review overruling the hint's
quick look, never as the player's own mistake; a first look's call, unconfirmed, is no call."""

import json

from charon_ui import advice as words
from game.ai.worker import review
from game.charon import EndTurn, Pass, action_to_json, history, new_game, to_json, view
from game.charon.players.review import decisions
from game.sixbillion import apply as sb_apply
from game.sixbillion import history as sb_history
from game.sixbillion import new_game as sb_new_game
from game.sixbillion import view as sb_view
from game.sixbillion.players.bots import make_bot as sb_bot
from game.sixbillion.players.review import decisions as sb_decisions
from shell.hinted_moves import KEPT_GAMES, HintedMoves, mark_hinted
from shell.review_claims import rating_text
from shell.storage import MemoryStorage
from tests.web.conftest import played_out

PASS, END = action_to_json(Pass()), action_to_json(EndTurn())


def _rating(played: dict, sure: bool, focused: bool, cost: float = 0.3) -> dict:
    """Player's 1st end of a building turn in round 4, rated against the advisor's pass."""
    return {
        "number": 0, "round": 4, "phase": "build", "ply": 57, "played": played, "best": PASS,
        "playedChance": 0.3, "bestChance": 0.3 + cost, "cost": 0.0 if played == PASS else cost,
        "costLow": cost - 0.1, "costHigh": cost + 0.1, "sure": sure, "focused": focused,
    }  # fmt: skip


def test_the_hints_moves_are_remembered_by_game_and_ply():
    storage = MemoryStorage()
    hinted = HintedMoves(storage, "charon")
    hinted.record("g1", 57, END)
    hinted.record("g1", 60, PASS)
    hinted.record("g1", 60, END)  # undone and asked again: the last hint shown there
    hinted.record("g2", 3, PASS)
    again = HintedMoves(storage, "charon")  # after a reload
    assert again.of("g1") == {57: END, 60: END} and again.of("g2") == {3: PASS}
    assert HintedMoves(storage, "sixbillion").of("g1") == {}  # another game's
    # The move played there is the hint's: hinted; another move, or another point: not.
    assert mark_hinted(_rating(END, True, True), again.of("g1"))["hinted"]
    assert not mark_hinted(_rating(END, True, True), again.of("g2"))["hinted"]
    assert not mark_hinted(_rating(PASS, False, True), {57: END})["hinted"]
    for number in range(KEPT_GAMES + 1):  # only the newest games' are kept
        hinted.record(f"new{number}", 1, PASS)
    assert hinted.of("g1") == {} and hinted.of(f"new{KEPT_GAMES}") == {1: PASS}
    storage.set("charon:hinted", "{not json")
    assert HintedMoves(storage, "charon").of("g1") == {}  # unreadable: as if nothing was hinted


def test_gems_given_back_in_one_click_follow_the_hint_when_they_hold_its_gem():
    # The hint names the panel's whole set that holds its gem; the review's decision is the set
    # (its first gem played, the rest `also`): a play-test followed such a hint and was told it had not.
    black, green, yellow = ({"type": "return_gem", "gem": gem} for gem in ("black", "green", "yellow"))
    rating = {**_rating(yellow, True, True), "also": [yellow, green]}
    assert mark_hinted(dict(rating), {57: green})["hinted"]
    assert not mark_hinted(dict(rating), {57: black})["hinted"]


def test_a_decisions_ply_is_the_count_of_actions_the_page_had_when_it_showed_the_hint():
    state = played_out(6, ["random", "greedy"])
    actions = history(state)
    found = decisions(state, 0)
    assert found and all(actions[d.ply] == d.played for d in found)
    assert [d.ply for d in found] == sorted({d.ply for d in found})
    rating = json.loads(review("charon", to_json(state), 0, found[3].number, 3, 20))
    assert rating["ply"] == found[3].ply and rating["focused"] is False
    # 6 Billion's decisions count the same way.
    game = sb_new_game(2, 4)
    bots = [sb_bot("random", 1), sb_bot("random", 2)]
    while not game.is_over and len(sb_history(game)) < 60:
        game = sb_apply(game, bots[game.to_move].choose(sb_view(game, game.to_move)))
    sb_actions = sb_history(game)
    sb_found = sb_decisions(game, 0)
    assert sb_found and all(sb_actions[d.ply] == d.played for d in sb_found)


def _lines(*ratings: dict) -> tuple[str, list[str], list[str]]:
    return words.review_lines(list(ratings), view(new_game(2, 1), 0))


def test_a_hinted_move_a_longer_look_is_sure_of_is_the_review_overruling_the_hint():
    rating = mark_hinted(_rating(END, sure=True, focused=True), {57: END})
    summary, costly, every = _lines(rating)
    assert "In the one decision where the advisor would have moved otherwise, you had followed the hint." in summary
    # a hinted move the review agrees with is no difference to explain (a play-test read
    # "you followed the hint in 34 of 34" beside "the same move in 29" as a contradiction)
    agreed, _costly, _every = _lines(mark_hinted(_rating(PASS, sure=True, focused=True), {57: PASS}))
    assert "followed the hint" not in agreed
    assert costly == every  # a real mistake is never hidden...
    assert (
        "the hint's quick look chose this; a longer look prefers Pass, about 30% more win chance (20–40%)" in every[0]
    )
    assert "cost you" not in every[0]  # ... but it was the hint's, not the player's own


def test_each_number_of_the_summary_says_what_it_counts():
    """'In 10 of those you had followed the hint' made readers stop: of the 28, or of the 49?"""
    differs = mark_hinted(_rating(END, sure=True, focused=True), {57: END})
    summary, _costly, _every = _lines(
        _rating(PASS, sure=True, focused=True), differs, differs, _rating(END, sure=True, focused=True)
    )
    assert "the same move in 1 of your 4 decisions" in summary
    assert "In 2 of the 3 decisions where the advisor would have moved otherwise, you had followed the hint." in summary
    assert "of those" not in summary
    summary, _costly, _every = _lines(differs, differs, _rating(PASS, sure=True, focused=True))
    assert "In all 2 decisions where the advisor would have moved otherwise, you had followed the hint." in summary


def test_a_first_looks_call_is_not_a_call_until_a_longer_look_is_sure():
    first = _rating(END, sure=True, focused=False)
    summary, costly, every = _lines(first)
    assert costly == [] and "cost you" not in every[0] and "not checked" in every[0]
    _, costly, every = _lines(mark_hinted(first, {57: END}))
    assert costly == [] and "the hint's choice; not checked" in every[0]
    hinted = mark_hinted(_rating(END, sure=False, focused=True), {57: END})
    _, costly, every = _lines(hinted)
    assert costly == [] and "the hint's choice; too close to call" in every[0]
    agreed = mark_hinted(_rating(PASS, sure=False, focused=False), {57: PASS})
    _, _, every = _lines(agreed)
    assert "the hint's choice, and the advisor's too" in every[0]


def test_a_narrow_interval_is_never_written_as_one_number():
    # A newcomer read "(5–5%)" as a slip: an interval that rounds to one percent is widened to
    # the whole percents around it, and still holds the measured one.
    rating = {**_rating(END, True, True, cost=0.05), "costLow": 0.046, "costHigh": 0.054}
    line = rating_text("Your 1st end of a building turn in round 4", rating, "Pass")
    assert "(4–6%" in line and "5–5" not in line, line
    wide = rating_text("Your 1st end of a building turn in round 4", _rating(END, True, True), "Pass")
    assert "(20–40%" in wide, wide

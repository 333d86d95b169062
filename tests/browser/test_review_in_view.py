"""The review's verdicts where the player is looking (issue 38): the results dialog scrolls
under buttons pinned at its foot (#end-buttons), and "Rate my decisions" sits low in it, so the
verdicts, when they came, appeared below the fold. Now they are brought into view as they
arrive, in both games, at 1280x800 and on a 390x844 phone."""

import json

import pytest

from game.registry import game_info
from tests.browser.conftest import RECORD_DRAWS, finished_game, finished_record, results_of_a_finished_game, screenshot
from tests.browser.in_view import PROBLEMS, not_whole

AI_TIMEOUT_MS = 120_000  # the worker's own Pyodide start-up, then the first ratings

SIZES = {"1280x800": {"width": 1280, "height": 800}, "390x844": {"width": 390, "height": 844}}


def two_rated(page) -> None:
    """Until two decisions are rated ("Rating your decisions: 2 of 53…"; the bar counts the
    searches spent, not the decisions: a review stopped after one search had rated none)."""
    page.wait_for_function(
        "/: ([2-9]|\\d\\d+) of /.test(document.getElementById('review-status').textContent)", timeout=AI_TIMEOUT_MS
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_the_reviews_verdicts_are_brought_into_view_as_they_arrive(browser, site_url, game, size):
    context, page, errors = results_of_a_finished_game(browser, site_url, game, SIZES[size])
    page.click("#review-start")  # (brought into view by the click, as a player scrolls to it)
    two_rated(page)
    page.click("#review-cancel")  # the ratings so far: the verdicts arrive
    page.wait_for_function("document.body.dataset.review === ''")
    assert page.text_content("#review-summary").startswith("Review stopped after")
    screenshot(page, f"review-verdicts-{game}-{size}.png")
    assert not_whole(page.locator("#review-summary")) == []
    assert not_whole(page.locator("#end-new")) == []  # the buttons still at the foot
    # Closed to look at the board, and opened again: the results start at their head (who won),
    # not at the verdicts where they were left (a newcomer found the winner scrolled away).
    page.click("#end-board")
    page.click("#results-btn")
    page.wait_for_selector("#end:not([hidden])")
    assert not_whole(page.locator("#end-title")) == []
    assert not errors
    context.close()


# The dialog scrolled so that "Every decision" sits just above the buttons pinned at its foot, as
# a player finds it scrolling down to it.
AT_THE_FOOT = """() => {
  const summary = document.querySelector('#review-all summary');
  let scroller = summary.parentElement;
  while (!/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
  const foot = document.getElementById('end-buttons').getBoundingClientRect().top;
  scroller.scrollTop += summary.getBoundingClientRect().bottom - (foot - 4);
}"""


@pytest.mark.parametrize("size", SIZES)
def test_every_decision_opened_at_the_foot_of_the_results_is_brought_into_view(browser, site_url, size):
    context, page, errors = results_of_a_finished_game(browser, site_url, "charon", SIZES[size])
    page.click("#review-start")
    two_rated(page)
    page.click("#review-cancel")
    page.wait_for_selector("#review-all:not([hidden])")
    page.evaluate(AT_THE_FOOT)
    assert not_whole(page.locator("#review-all summary")) == []  # where the player sees it
    page.click("#review-all summary")
    page.wait_for_function("document.getElementById('review-all').open")
    # Brought into view by the next frame the page paints (the worker's), or at once.
    page.wait_for_function(f"({PROBLEMS})(document.getElementById('review-list')).length === 0", timeout=10_000)
    screenshot(page, f"review-every-decision-{size}.png")
    assert not_whole(page.locator("#review-list")) == []
    assert page.locator("#review-list li").count() >= 2
    assert not errors
    context.close()


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_a_reviewed_decision_says_the_move_made_and_opens_the_replay_at_its_moment(browser, site_url, game):
    # Newcomers read "your 3rd flag in round 2" and could neither tell which move it was nor go
    # and look at it.
    context, page, errors = results_of_a_finished_game(browser, site_url, game, SIZES["1280x800"])
    page.click("#review-start")
    two_rated(page)
    # Stopped, or already over (6 Billion's short game: its review can end before a click lands)
    page.locator("#review-cancel").dispatch_event("click")
    page.wait_for_selector("#review-all:not([hidden])")
    page.click("#review-all summary")
    second = page.locator("#review-list li").nth(1)
    assert "You played “" in second.text_content()
    screenshot(page, f"review-show-in-replay-{game}.png")
    second.get_by_role("button", name="Show in the replay").click()
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert page.locator("#end").is_hidden()
    ply = game_info(game).advisor().decisions(finished_game(game), 0)[1].ply
    assert page.text_content("#prompt").startswith(f"Replay: step {ply} of ")
    assert page.input_value("#replay-seat") == "0"  # Ann's hand, which her decision was about
    assert not errors
    context.close()


# The review's words and its bar, as boxes: each line of the words, and the bar.
PROGRESS_BOXES = """() => {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('review-status'));
  const bar = document.getElementById('review-bar').getBoundingClientRect();
  return { lines: [...range.getClientRects()].map(r => [r.top, r.bottom]), bar: [bar.top, bar.bottom] };
}"""


def test_on_a_phone_in_hungarian_the_charts_rounds_and_the_reviews_words_read_whole(browser, site_url):
    """A newcomer's phone: the chart's rounds were cut ("1. fordu…"), and "Döntéseid értékelése:
    2 / 53…" began beside the review's bar and went on under it. The rounds are drawn whole, the
    review's words on lines of their own above its bar."""
    context = browser.new_context(viewport=SIZES["390x844"], locale="hu-HU", reduced_motion="reduce")
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?game=charon")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=AI_TIMEOUT_MS)
    page.evaluate(
        "record => { localStorage.setItem('charon:record:g1', record); localStorage.setItem('charon:current', 'g1'); }",
        finished_record("charon"),
    )
    page.reload()
    page.wait_for_selector("#end:not([hidden])", timeout=AI_TIMEOUT_MS)
    page.wait_for_function("!!(window.charonDrawn && window.charonDrawn['end-chart'])")
    words = [op[3] for op in json.loads(page.evaluate("window.charonDrawn['end-chart'].ops")) if op[0] == "text"]
    assert "forduló" in words and not [w for w in words if str(w).endswith("…")], words
    page.click("#review-start")
    page.wait_for_function(
        "/: ([1-9]|\\d\\d+) \\/ /.test(document.getElementById('review-status').textContent)", timeout=AI_TIMEOUT_MS
    )
    page.locator("#review-progress").scroll_into_view_if_needed()
    boxes = page.evaluate(PROGRESS_BOXES)
    screenshot(page, "review-progress-hu-390x844.png")
    top, _bottom = boxes["bar"]
    assert all(bottom <= top + 0.5 for _top, bottom in boxes["lines"]), boxes  # every line above the bar
    page.click("#review-cancel")
    context.close()


def test_on_a_phone_show_in_the_replay_opens_the_tab_its_decision_is_made_in(browser, site_url):
    # A newcomer's phone opened a flag's decision on the Hand tab, the board out of sight: the
    # replay opens at a decision on its tab, as the game brings it in play (the row card's: Hand).
    context, page, errors = results_of_a_finished_game(browser, site_url, "charon", SIZES["390x844"])
    page.click("#review-start")
    two_rated(page)
    page.locator("#review-cancel").dispatch_event("click")
    page.wait_for_selector("#review-all:not([hidden])")
    page.click("#review-all summary")
    first = game_info("charon").advisor().decisions(finished_game("charon"), 0)[0]
    assert first.phase == "choose_row"
    page.locator("#review-list li").nth(0).get_by_role("button", name="Show in the replay").click()
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.wait_for_function("document.getElementById('tab-hand').getAttribute('aria-selected') === 'true'")
    assert page.is_visible("#hand-canvas") and page.is_hidden("#board")
    screenshot(page, "review-show-in-replay-phone-hand.png")
    assert not errors
    context.close()

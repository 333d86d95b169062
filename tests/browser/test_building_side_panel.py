"""Charon's building turn beside the board, the hint open (issue 38, the third play-test at
1280x800): the side column crowded — the log down to one line, and pressing Hint scrolled the
column so far that the top bar's buttons left the view. Now the top bar stays, the hint's move is
whole in view (with "End building turn" where the panel can hold both), and the log keeps 4 lines
and more or folds to its head with "Show the log" in sight (6 Billion's fold, shell.log_panel);
opened, it keeps its lines and the decision stays whole."""

import json

import pytest

from game.charon import to_json
from tests.browser.conftest import ANN_AND_TWO_GREEDY, KEEP_ONE_GAME, page_errors, screenshot, sized_context, wait_ready
from tests.browser.in_view import not_whole
from tests.situations import seven_cards_to_build

AI_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine

LONG_TURN = seven_cards_to_build()  # the longest panel (tests.situations)
LOG = [f"Round {n // 10 + 1}: a line of the game's story, number {n}." for n in range(30)]

TOP_BAR = ("#menu-btn", "#new-btn", "#rules-btn", "#hint-btn")
# The log's height in its lines (a line: its font's size × 1.2), and whether it shows.
# Whether the action panel can hold "End building turn" and the hint's advised move together (a
# hint advising a card far down the longest panel cannot have both in sight at once: then the
# advised move is the one shown, End building turn a scroll away in the same panel).
BOTH_FIT = """() => { const box = document.getElementById('actions');
  const end = box.querySelector("button[data-action*='end_turn']").getBoundingClientRect();
  const advised = box.querySelector('button.advised').getBoundingClientRect();
  return Math.max(end.bottom, advised.bottom) - Math.min(end.top, advised.top) <= box.clientHeight; }"""
LOG_LINES = """() => { const log = document.getElementById('log');
  const size = parseFloat(getComputedStyle(log).fontSize);
  return log.checkVisibility() ? log.clientHeight / (size * 1.2) : 0; }"""


def in_view(page, selectors) -> dict:
    """What keeps each part from being whole in sight (only the parts with a problem)."""
    found = {s: not_whole(page.locator(s).first) for s in selectors}
    return {s: problems for s, problems in found.items() if problems}


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_with_the_hint_open_the_top_bar_the_decision_and_a_readable_or_folded_log_show(browser, site_url, size):
    context = sized_context(browser, size)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(site_url + "/index.html")
    wait_ready(page)
    meta = {"players": ANN_AND_TWO_GREEDY, "log": LOG, "updated": 1}
    page.evaluate(KEEP_ONE_GAME, [to_json(LONG_TURN), json.dumps(meta)])
    page.reload()
    wait_ready(page)
    unfold = page.locator("#log-fold")
    assert page.evaluate(LOG_LINES) >= 4  # without the hint the log has its room
    page.locator("#hint-btn").click()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, f"building-hint-{size[0]}x{size[1]}.png")
    decision = ["#hint-text", "#hint-cancel", "#actions button.advised"]
    if page.evaluate(BOTH_FIT):
        decision.append("#actions button[data-action*='end_turn']")
    assert in_view(page, [*TOP_BAR, *decision]) == {}
    assert page.evaluate(LOG_LINES) >= 4 or (not_whole(unfold) == [] and unfold.text_content() == "Show the log")
    if unfold.is_visible():
        unfold.click()
        page.wait_for_function(f"({LOG_LINES})() >= 4")
        screenshot(page, f"building-hint-log-opened-{size[0]}x{size[1]}.png")
        assert not_whole(page.locator("#log")) == [] and unfold.text_content() == "Fold the log"
        for button in ("#actions button[data-action*='end_turn']", "#actions button.advised"):
            page.locator(button).first.evaluate("b => b.scrollIntoView({block: 'nearest'})")
            assert in_view(page, [*TOP_BAR, button]) == {}
    page.locator("#hint-cancel").click()
    page.wait_for_selector("#hint", state="hidden")
    assert page.evaluate(LOG_LINES) >= 4 and in_view(page, TOP_BAR) == {}
    assert errors == []
    context.close()

"""The page's start imports only what the first board needs. The lesson's, the hint's, the
review's, the rules', a card tooltip's and the end screen's modules are imported when first
used (shell.on_demand): a faster start (benchmarks/page_load.py). Each still works then
(here the rules, a card's tooltip and the lesson; the hint and the review: test_hint.py)."""

import pytest

from tests.browser.conftest import wait_ready

ON_DEMAND = {
    "charon_ui.tutorial",  # the lesson's steps (and game.ai.greedy, its suggestions)
    "game.ai.greedy",
    "charon_ui.advice",  # the hint's and the review's words
    "charon_ui.card_help",  # a card's tooltip
    "charon_ui.rules_help",  # the rules panel
    "charon_ui.stats",  # the end screen
    "charon_ui.charts",
}
START = "JSON.parse(window.charonTimings).modules"  # the project's modules imported at start (web/main.py)


@pytest.mark.parametrize("query", ["", "?players=human,ai:greedy&seed=3&pace=0"], ids=["first-visit", "game"])
def test_the_start_leaves_the_lesson_hint_review_and_rules_modules_for_their_first_use(watched, query):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html{query}")
    wait_ready(page)
    modules = set(page.evaluate(START))
    assert {"charon_page.page", "charon_ui.render", "game.charon.engine"} <= modules  # the page's own, listed
    assert not ON_DEMAND & modules, sorted(ON_DEMAND & modules)
    if not query:  # the set-up screen offers the lesson: it starts
        assert page.is_visible("#learn-btn")
        page.click("#learn-btn")
        page.wait_for_selector("#coach:not([hidden])", timeout=120_000)
        assert page.text_content("#coach-title")
    page.click("#rules-btn")  # the rules panel, built at its first opening
    page.wait_for_selector("#rules:not([hidden])")
    assert page.locator("#rules-body h3").count() >= 5
    assert page.locator("#rules-body .rules-examples canvas").count() >= 1
    page.click("#rules-close")

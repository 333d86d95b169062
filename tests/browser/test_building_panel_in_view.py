"""Charon's building turn, the decision whole in view (issue 38, a newcomer in the lesson at
1024x768): "Other plans:" showed with nothing readable under it (the plans' box, capped at 30% of
the window, held the warning and the best plan, the other plans a sliver below its edge), and
"End building turn" sat under the plans, a scroll away when they grew. Now the best plan, the
heading of the other plans with the first of them, and "End building turn" are whole in sight
at once, in the lesson or not, beside the board or on a phone; and "End building turn" stays
pinned at the panel's foot however the panel is scrolled."""

import pytest

from game.charon import to_json
from tests.browser.conftest import (
    ANN_AND_TWO_GREEDY,
    follow_lesson_to_building,
    resume_saved,
    screenshot,
    sized_context,
    wait_ready,
)
from tests.browser.in_view import not_whole
from tests.situations import seven_cards_to_build

END = "#actions button[data-action*='end_turn']"
BEST = "#actions button.turn-plan"
OTHERS = "#actions .outlooks p.others"
FIRST_OTHER = "#actions .outlooks p.others + *"
# Every box that scrolls in the panel (the panel and any box of its own inside it), to its end.
SCROLL_TO_END = """() => { for (const box of [document.getElementById('actions'),
  ...document.querySelectorAll('#actions *')]) box.scrollTop = 1e6; }"""


def assert_decision_whole(page, shot: str) -> None:
    screenshot(page, shot)
    for selector in (BEST, OTHERS, FIRST_OTHER, END):
        assert not_whole(page.locator(selector).first) == [], (selector, shot)
    page.evaluate(SCROLL_TO_END)  # reading the last of the builds: the turn's end stays pinned
    assert not_whole(page.locator(END)) == [], shot


@pytest.mark.parametrize(
    ("width", "height", "lang"),
    [(1024, 768, "hu"), (1024, 768, "en"), (1024, 768, "es"), (1280, 800, "en"), (1280, 800, "hu")],
)
def test_the_lessons_building_decision_is_whole_in_view(browser, site_url, width, height, lang):
    context = sized_context(browser, (width, height))
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    follow_lesson_to_building(page)
    assert_decision_whole(page, f"building-decision-lesson-{width}x{height}-{lang}.png")
    context.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (390, 844)])
def test_a_games_building_decision_is_whole_in_view(browser, site_url, size):
    context = sized_context(browser, size)
    page = context.new_page()
    resume_saved(page, site_url, to_json(seven_cards_to_build()), ANN_AND_TWO_GREEDY)
    page.wait_for_selector(BEST)
    assert_decision_whole(page, f"building-decision-game-{size[0]}x{size[1]}.png")
    context.close()


# Whether the panel's plans and builds run on under its pinned foot, and the log's height over its least.
CUT_AND_LOG = """() => {
  const panel = document.getElementById('actions');
  const log = document.getElementById('log-section');
  const least = parseFloat(getComputedStyle(log).minHeight);
  return [panel.scrollHeight > panel.clientHeight + 1, log.getBoundingClientRect().height - least];
}"""


def test_beside_the_board_the_log_gives_way_to_the_building_decision(browser, site_url):
    # A newcomer's 1280x800 game (play-test 20): a build button cut under the pinned "End building
    # turn", while the log under the panel kept 230 px of empty room (the panel capped at 55%).
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    resume_saved(page, site_url, to_json(seven_cards_to_build()), ANN_AND_TWO_GREEDY)
    page.wait_for_selector(BEST)
    cut, spare = page.evaluate(CUT_AND_LOG)
    screenshot(page, "building-decision-log-gives-way-1280x800.png")
    assert not cut or spare <= 1, (cut, spare)  # the log at its least: its head and four lines
    context.close()

"""The lesson's decision is in sight beside the board before "Show me" (a newcomer's play at
1280x800 in Spanish): the top bar wrapped on three lines in the side column, the coach took the
rest, and the building turn's suggested card and the gems-to-keep heading sat below the window or
under the coach. Now the top bar is one row above the board, and the suggested move's button is
brought into the action panel's view with its group's heading, whole and uncovered."""

import pytest

from tests.browser.conftest import acted, press_first, screenshot, wait_acted, wait_ready
from tests.browser.in_view import not_whole

# The top bar's height in lines (of its first button's height, the gap between lines counted in).
BAR_LINES = """() => { const bar = document.getElementById('topbar').getBoundingClientRect();
  const button = document.getElementById('menu-btn').getBoundingClientRect();
  return bar.height / (button.height + 6); }"""
# Marks the panel's button whose words the coach suggests (the label the learner looks for), and
# the heading of its group, for the test to find: 'no button' when there is none.
FIND = """() => { const want = document.getElementById('coach-suggestion-text').textContent.replace(/\\.$/, '');
  const button = [...document.querySelectorAll('#actions button')].find(b => b.textContent.trim() === want);
  if (!button) return 'no button: ' + want;
  button.dataset.testSuggested = '1';
  const heading = button.parentElement.querySelector('h3');
  if (heading) heading.dataset.testHeading = '1';
  return want; }"""
DECISION = "() => !document.getElementById('coach-show').hidden && document.body.dataset.thinking !== '1'"


@pytest.mark.parametrize(("width", "height", "lang"), [(1280, 800, "es"), (1024, 768, "hu")])
def test_the_lessons_suggested_build_and_gems_to_keep_are_whole_in_sight(browser, site_url, width, height, lang):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    checked = []
    for _ in range(40):
        page.wait_for_function(DECISION, timeout=120_000)
        assert page.evaluate(BAR_LINES) <= 2.05, page.evaluate(BAR_LINES)
        phase = page.evaluate("document.body.dataset.phase")
        if phase in ("build", "keep_gems") and phase not in checked:
            words = page.evaluate(FIND)
            screenshot(page, f"lesson-decision-{phase}-{width}x{height}-{lang}.png")
            assert not words.startswith("no button"), words
            assert not_whole(page.locator("[data-test-suggested]")) == [], (phase, words)
            assert not_whole(page.locator("[data-test-heading]")) == [], phase
            checked.append(phase)
            if phase == "keep_gems":
                break
        page.click("#coach-show")
        before = acted(page)
        press_first(page, selector="#actions button.suggested")
        wait_acted(page, before)
    assert checked == ["build", "keep_gems"]
    context.close()

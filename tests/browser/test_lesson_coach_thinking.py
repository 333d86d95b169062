"""While a computer player thinks in the lesson, the coach box is as tall as its words (a
newcomer's play-test at 1024x768 in Hungarian saw a large empty area under "Leave the lesson":
the floor that keeps a decision's suggestion and "Show me" in view held the box open with neither
in it)."""

import pytest

from tests.browser.conftest import screenshot, wait_ready

# The blank height under the coach's last shown row (its buttons), inside its padding and border.
BLANK = """() => { const coach = document.getElementById('coach');
  const look = getComputedStyle(coach);
  const inner = coach.getBoundingClientRect().bottom - parseFloat(look.paddingBottom)
    - parseFloat(look.borderBottomWidth);
  return inner - coach.querySelector('.coach-buttons').getBoundingClientRect().bottom; }"""


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "en")])
def test_the_coach_shrinks_to_its_words_while_a_computer_player_thinks(browser, site_url, width, height, lang):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    # A pace of seconds between the computer players' moves: the lesson's first one (before the
    # learner's first decision) is long enough in thought to be looked at.
    page.goto(f"{site_url}/index.html?pace=3000&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_function(
        "() => document.body.dataset.thinking === '1' && !document.getElementById('coach').hidden", timeout=120_000
    )
    screenshot(page, f"lesson-coach-thinking-{width}x{height}-{lang}.png")
    assert page.is_hidden("#coach-show")  # nothing to show: the learner has no decision now
    assert page.evaluate(BLANK) <= 8
    context.close()

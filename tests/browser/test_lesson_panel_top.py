"""The lesson's first building turn opens with the action panel's first choices in sight (a
play-tester at 1024x768 in Hungarian): the panel opened scrolled ~300 px down to the suggested
card's group, its one-click plan ("Most points this turn") and "End building turn" out of sight
above it. Now the panel shows from its top where the suggested button is whole there, else it is
scrolled the least that shows it whole: never a pixel more than that.

The same in a game dealt otherwise (the learner staked other flags), with the claiming walk-through
played (motion not reduced), where a tester found the first plan scrolled above the panel's view:
the suggested button (here a trade, below "End building turn") marked and whole in sight with
"End building turn", scrolled the least, and the first one-click plan whole with them where the
panel's height holds them together (the coach's words keep their room: test_lesson_decision_in_view)."""

import pytest

from tests.browser.conftest import follow_lesson_to_building, other_flags, press, screenshot, wait_ready
from tests.browser.in_view import not_whole

# The panel's scroll, and how far the lesson's suggested button (ringed, its outline counted)
# lies above the panel's visible foot: scrolled the least, that is 0 (or the panel is at its top).
PANEL = """() => { const panel = document.getElementById('actions');
  const move = panel.querySelector('button.coached');
  const look = getComputedStyle(move);
  const ring = (parseFloat(look.outlineWidth) || 0) + (parseFloat(look.outlineOffset) || 0);
  const foot = panel.getBoundingClientRect().top + panel.clientTop + panel.clientHeight;
  return {scrolled: panel.scrollTop, aboveFoot: foot - move.getBoundingClientRect().bottom - ring}; }"""
# Whether the first one-click plan and the suggested button (its ring counted) fit in the panel's
# height together.
FITS = """() => { const panel = document.getElementById('actions');
  const plan = panel.querySelector('button.plan'), move = panel.querySelector('button.coached');
  if (!plan) return false;
  const look = getComputedStyle(move);
  const ring = (parseFloat(look.outlineWidth) || 0) + (parseFloat(look.outlineOffset) || 0);
  return move.getBoundingClientRect().bottom + ring - plan.getBoundingClientRect().top <= panel.clientHeight; }"""
END_TURN = '#actions button[data-action=\'{"type": "end_turn"}\']'


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "en")])
def test_the_first_building_turn_shows_the_panels_first_choices_with_the_suggested_card(
    browser, site_url, width, height, lang
):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    follow_lesson_to_building(page)
    screenshot(page, f"lesson-panel-top-{width}x{height}-{lang}.png")
    assert page.evaluate("document.body.dataset.phase") == "build"
    assert not_whole(page.locator("#actions button.coached")) == []
    # "End building turn", just above the cards to build, in sight with the suggested one.
    assert not_whole(page.locator(END_TURN)) == []
    panel = page.evaluate(PANEL)
    assert panel["scrolled"] == 0 or panel["aboveFoot"] <= 2, panel  # scrolled no more than it takes
    if panel["scrolled"] == 0:  # all of it fits: the one-click plan too
        assert not_whole(page.locator("#actions button.turn-plan")) == []
    context.close()


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "en")])
def test_in_a_game_dealt_otherwise_the_first_building_turn_shows_its_first_choices_with_the_suggestion(
    browser, site_url, width, height, lang
):
    context = browser.new_context(viewport={"width": width, "height": height}, reduced_motion="no-preference")
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    follow_lesson_to_building(page, other_flags())
    screenshot(page, f"lesson-panel-top-other-deal-{width}x{height}-{lang}.png")
    assert page.evaluate("[document.body.dataset.phase, document.body.dataset.round]") == ["build", "1"]
    assert page.locator("#actions button.coached").count() == 1  # marked before "Show me"
    assert not_whole(page.locator("#actions button.coached")) == []
    assert not_whole(page.locator(END_TURN)) == []
    panel = page.evaluate(PANEL)
    assert panel["scrolled"] == 0 or panel["aboveFoot"] <= 2, panel
    # The first one-click plan whole with them where the panel has the room (scrolled the least,
    # nothing above is hidden that could show: the coach's words keep their room).
    if page.evaluate(FITS):
        assert not_whole(page.locator("#actions button.plan").first) == []
    context.close()


# The lesson's suggested move, as the panel's button marks it: '' when none is.
COACHED_MOVE = (
    "() => { const b = document.querySelector('#actions button.coached'); return b ? b.dataset.action || '' : ''; }"
)


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1024, 768, "es"), (1280, 800, "en")])
def test_a_suggested_trade_is_in_sight_with_end_building_turn(browser, site_url, width, height, lang):
    """Play-tests 15–16 (1024x768): a building turn with nothing to build, the coach suggesting a
    trade — its box and the panel's first lines took more than the side column's height, and the
    suggested trade or "End building turn" was cut. The game dealt otherwise (other flags staked in
    round 2) comes to such a turn in round 2: the trade and "End building turn" are whole in sight
    together. (Round 1's other flags came to one in round 3 until the greedy player's staking
    changed: a search of the lesson's deal in CPython finds the round-2 deviation.)"""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    choose = other_flags(staking_round=2)
    for _building_decision in range(20):
        follow_lesson_to_building(page, choose)
        if '"trade"' in page.evaluate(COACHED_MOVE):
            break
        page.click("#coach-show")
        press(page, page.locator("#actions button.suggested").first)
    screenshot(page, f"lesson-suggested-trade-{width}x{height}-{lang}.png")
    assert '"trade"' in page.evaluate(COACHED_MOVE)
    assert not_whole(page.locator("#actions button.coached")) == []
    assert not_whole(page.locator(END_TURN)) == []
    context.close()

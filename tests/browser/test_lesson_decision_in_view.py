"""The lesson's decision is in sight beside the board before "Show me" (a newcomer's play at
1280x800 in Spanish): the top bar wrapped on three lines in the side column, the coach took the
rest, and the building turn's suggested card and the gems-to-keep heading sat below the window or
under the coach. Now the top bar is one row above the board, and the suggested move's button is
brought into the action panel's view with its group's heading, whole and uncovered."""

import json

import pytest

from tests.browser.conftest import acted, press_first, screenshot, wait_acted, wait_ready
from tests.browser.in_view import not_whole

# The top bar's height in lines (of its first button's height, the gap between lines counted in).
BAR_LINES = """() => { const bar = document.getElementById('topbar').getBoundingClientRect();
  const button = document.getElementById('menu-btn').getBoundingClientRect();
  return bar.height / (button.height + 6); }"""
# Marks the panel's button whose words the coach suggests (the label the learner looks for; in a
# building turn the one-click plan it names, "Follow the panel's plan for …", brought into view as
# the step came), and the heading of its group, for the test to find: 'no button' when there is none.
FIND = """() => { const want = document.getElementById('coach-suggestion-text').textContent.replace(/\\.$/, '');
  const button = [...document.querySelectorAll('#actions button')].find(b => b.textContent.trim() === want)
    || document.querySelector('#actions button.plan.coached');
  if (!button) return 'no button: ' + want;
  button.dataset.testSuggested = '1';
  const heading = button.parentElement.querySelector('h3');
  if (heading) heading.dataset.testHeading = '1';
  return want; }"""
# How far the coach's words run past their box (hidden, "more below"): 0 when they show whole.
WORDS_OVER = "() => { const x = document.getElementById('coach-explain'); return x.scrollHeight - x.clientHeight; }"
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


# Marks the button the lesson brought into the panel's view as the step came (before "Show me")
# and its group's heading; returns its action ('' when none is marked).
COACHED = """() => { const button = document.querySelector('#actions button.coached');
  if (!button) return '';
  button.dataset.testSuggested = '1';
  const heading = button.parentElement.querySelector(':scope > h3, :scope > summary');
  if (heading) heading.dataset.testHeading = '1';
  return button.dataset.action || button.dataset.plan; }"""
UNMARK = """() => document.querySelectorAll('[data-test-suggested], [data-test-heading]').forEach(e => {
  delete e.dataset.testSuggested; delete e.dataset.testHeading; })"""


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "es")])
def test_the_lessons_suggested_plan_is_whole_in_sight_with_the_coachs_words(browser, site_url, width, height, lang):
    """At 1024x768 in Hungarian the first building turn's suggested trade was scrolled out of the
    panel's view, and the coach's words were cut mid-sentence ("lejjebb folytatódik"). The first
    building turn now suggests the panel's one-click plan for the most points (a play-tester saw
    "build the 6" beside the panel's 13 points): it, its heading and the coach's words are whole."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    for _decision in range(30):
        page.wait_for_function(DECISION, timeout=120_000)
        if page.evaluate("document.body.dataset.phase") == "build":
            break
        page.click("#coach-show")
        before = acted(page)
        press_first(page, selector="#actions button.suggested")
        wait_acted(page, before)
    move = page.evaluate(COACHED)
    screenshot(page, f"lesson-plan-{width}x{height}-{lang}.png")
    steps = json.loads(move)
    assert isinstance(steps, list) and steps[0]["type"] == "trade" and steps[-1]["type"] == "build", move
    assert not_whole(page.locator("[data-test-suggested]")) == []
    assert not_whole(page.locator("[data-test-heading]")) == []
    assert page.evaluate(WORDS_OVER) <= 1  # the coach's words whole, no "more below"
    context.close()


# The tightest window (the side column is 300 px wide at both sizes, 1024x768 the shorter) in the
# two longest languages: each case plays the whole lesson, ~3 minutes.
@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1024, 768, "es")])
def test_the_coachs_words_show_whole_at_every_step_of_the_lesson(browser, site_url, width, height, lang):
    """At 1280x800 in Spanish the coach's explanation still scrolled in its box ("sigue abajo")
    at several steps, and at 1024x768 in Hungarian while flags were staked and in every building
    turn. Now, at each decision of the lesson followed to its end, its words show whole, and
    the suggested move's button and its group's heading are whole in sight and uncovered."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    problems, phases = [], set()
    for _ in range(80):
        page.wait_for_function(f"() => ({DECISION})() || !document.getElementById('end').hidden", timeout=120_000)
        if page.evaluate("document.getElementById('coach-show').hidden"):
            break  # the game is over
        phase = page.evaluate("document.body.dataset.phase")
        phases.add(phase)
        over = page.evaluate(WORDS_OVER)
        move = page.evaluate(COACHED)
        if over > 1:
            problems.append((phase, page.evaluate("document.getElementById('coach-title').textContent"), over))
            screenshot(page, f"lesson-words-over-{phase}-{width}x{height}-{lang}.png")
        for what in ("[data-test-suggested]", "[data-test-heading]"):
            cut = not_whole(page.locator(what)) if move and page.locator(what).count() else []
            if cut:
                problems.append((phase, what, cut))
        page.evaluate(UNMARK)
        page.click("#coach-show")
        before = acted(page)
        press_first(page, selector="#actions button.suggested")
        wait_acted(page, before)
    assert problems == []
    assert {"choose_row", "stake", "build", "keep_gems", "engineering_advance"} <= phases, phases
    context.close()

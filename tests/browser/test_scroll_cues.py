"""A box whose words scroll says that more is below (issue 38, the last play-test): the building
turn's plans ended mid-line in their short box, and beside the board the hint's
"Next best" sat below its box's edge with no sign that it was there (now behind "More").
Wherever such a box overflows, its foot fades until it is scrolled to its end; a box whose
words fit does not fade."""

import pytest

from game.charon import to_json
from tests.browser.conftest import ANN_AND_TWO_GREEDY, resume_saved, screenshot, sized_context, wait_ready
from tests.situations import five_cards_to_build

AI_MS = 120_000  # the hint's worker: its own Pyodide start-up, then one search, on a busy machine
BUILDING = five_cards_to_build()
THREE = ANN_AND_TWO_GREEDY
# How far a box overflows, and whether its foot fades (the cue) now.
CUE = """(selector) => { const box = document.querySelector(selector);
  return {over: box.scrollHeight - box.clientHeight, top: box.scrollTop,
          fades: getComputedStyle(box).maskImage !== 'none'}; }"""
TO_END = "(selector) => { const box = document.querySelector(selector); box.scrollTop = box.scrollHeight; }"


def says_more_below(page, selector: str) -> None:
    """The box overflows and its foot fades; scrolled to its end, the fade goes."""
    cue = page.evaluate(CUE, selector)
    assert cue["over"] > 1 and cue["top"] == 0, (selector, cue)  # the case this is about: more below
    assert cue["fades"], (selector, cue)
    page.evaluate(TO_END, selector)
    page.wait_for_function(f"() => !({CUE})({selector!r}).fades", timeout=5000)  # from the next frame on


# The building panel's plans are no box of their own but part of the panel's one scroll, over
# "End building turn" pinned at its foot (issue 38): a shadow over the pinned bar's top is the cue
# (a fade on the panel would dim the pinned button), gone once the panel is scrolled to its end.
PINNED_SHADOW = """() => { const panel = document.getElementById('actions');
  const bar = panel.querySelector(':scope > div:has(> button[data-action*=end_turn])');
  return {over: panel.scrollHeight - panel.clientHeight, top: panel.scrollTop,
          shadow: getComputedStyle(bar).boxShadow !== 'none'}; }"""


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (390, 844)])
def test_the_plans_say_when_more_is_below(browser, site_url, size):
    context = sized_context(browser, size)
    page = context.new_page()
    resume_saved(page, site_url, to_json(BUILDING), THREE)
    screenshot(page, f"plans-more-below-{size[0]}x{size[1]}.png")
    cue = page.evaluate(PINNED_SHADOW)
    assert cue["over"] > 1 and cue["top"] == 0 and cue["shadow"], cue
    page.evaluate(TO_END, "#actions")
    page.wait_for_function(f"() => !({PINNED_SHADOW})().shadow", timeout=5000)  # from the next frame on
    context.close()


def test_the_hints_next_best_says_it_is_there(browser, site_url):
    # Beside the board the hint's reasons are whole, no box of their own to scroll and fade (a
    # play-test read half of them under the fade), and its next best is behind "More".
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    resume_saved(page, site_url, to_json(BUILDING), THREE)
    page.click("#topbar [data-lang='hu']")
    page.click("#hint-btn")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, "hint-more-below-hu-1280x800.png")
    cue = page.evaluate(CUE, "#hint-more")
    assert cue["over"] <= 1 and not cue["fades"], cue
    assert page.is_visible("#hint-why") and page.is_hidden("#hint-others")
    page.click("#hint-fold")  # "More": the next best
    page.wait_for_selector("#hint-others", state="visible")
    assert page.locator("#hint-others li").count() >= 1
    context.close()


def test_the_set_up_cards_fields_say_when_a_seat_is_below(browser, site_url):
    """The second play-test of 6 December: at 1024x768 the fifth seat was below the set-up card's
    scrolling words and fields, with no sign that it was there."""
    context = sized_context(browser, (1024, 768))
    page = context.new_page()
    page.goto(f"{site_url}/index.html?game=sixbillion&lang=hu")
    wait_ready(page)
    page.select_option("#setup-count", "5")
    screenshot(page, "setup-more-below-hu-1024x768.png")
    says_more_below(page, "#setup-body")
    context.close()

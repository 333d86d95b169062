"""A box whose words scroll says that more is below (issue 38, the last play-test): on a phone
the building turn's plans ended mid-line in their short box, and beside the board the hint's
"Next best" sat below its box's edge with no sign that it was there. Wherever such a box
overflows, its foot fades until it is scrolled to its end; a box whose words fit does not fade."""

import pytest

from game.charon import to_json
from game.charon.state import BUILD
from tests.browser.conftest import resume_saved, screenshot, sized_context
from tests.situations import UW, situation

AI_MS = 120_000  # the hint's worker: its own Pyodide start-up, then one search, on a busy machine
BUILDING = situation(
    3, BUILD, round=3, order=[0, 1, 2],
    gems={0: "blue blue blue blue blue yellow yellow green green green purple", 1: "green green", 2: "blue"},
    hands={0: ["10a", "12a", "9a", "5a", "3a"]}, row=["11c", "8a"], keep={0: UW},
)  # fmt: skip
THREE = {"names": ["Ann", "Bob", "Cy"], "colours": ["red", "white", "blue"],
         "seats": ["human", "ai:greedy", "ai:greedy"], "bot_seed": 0}  # fmt: skip
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


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_plans_say_when_more_is_below(browser, site_url, size):
    context = sized_context(browser, size)
    page = context.new_page()
    resume_saved(page, site_url, to_json(BUILDING), THREE)
    screenshot(page, f"plans-more-below-{size[0]}x{size[1]}.png")
    says_more_below(page, "#actions .outlooks")
    context.close()


def test_the_hints_next_best_says_it_is_there(browser, site_url):
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    resume_saved(page, site_url, to_json(BUILDING), THREE)
    page.click("#topbar [data-lang='hu']")
    page.click("#hint-btn")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, "hint-more-below-hu-1280x800.png")
    says_more_below(page, "#hint-more")
    context.close()

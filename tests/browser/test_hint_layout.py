"""The hint never hides the decision (issue 38, the last play-tests). On a 390x844 phone the open
hint, stuck under the tabs, covered about a third of the window: the player's own gems while
building, which its advice told them to pay. At 1280x800 a long hint scrolled its own "Hide the
hint" out of its box, and in 6 Billion opening it scrolled "End my actions" out of the action
panel. The hint's advice, its buttons and the controls it names show together, both games."""

import pytest

from game.charon import to_json
from tests.browser.conftest import ANN_AND_TWO_GREEDY, page_errors, resume_saved, screenshot, sized_context, wait_ready
from tests.browser.in_view import not_whole
from tests.situations import five_cards_to_build, seven_cards_to_build

AI_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine
SHOWN = "document.body.dataset.hint === 'shown'"

BUILDING = five_cards_to_build()
THREE = ANN_AND_TWO_GREEDY
# 6 Billion: Ann's first turn on this seed, her plays in two folded groups.
SIXBILLION = "{site}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0&names=Ann,Bob,Cleo"
SIXBILLION_ASKED = """() => document.body.dataset.thinking !== '1'
  && document.querySelector('#actions details') !== null
  && document.querySelector('#hint-btn:not([hidden]):not([disabled])') !== null"""


def box(page, selector: str) -> dict:
    return page.locator(selector).bounding_box()


def open_charon_building(page, site_url: str, lang: str) -> None:
    resume_saved(page, site_url, to_json(BUILDING), THREE)
    if lang != "en":
        page.locator(f"button[data-lang={lang}]:visible").click()


def ask_hint(page, tap: bool) -> None:
    hint = page.locator("#hint-btn")
    hint.tap() if tap else hint.click()
    page.wait_for_function(SHOWN, timeout=AI_MS)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_on_a_phone_the_hint_leaves_the_gems_the_cards_and_its_move_in_view(browser, site_url, lang):
    context = sized_context(browser, (390, 844))
    page = context.new_page()
    errors = page_errors(page)
    open_charon_building(page, site_url, lang)
    ask_hint(page, tap=True)
    screenshot(page, f"hint-phone-building-{lang}-390x844.png")
    # The advice and the hint's buttons, and the move it advises ringed in the pinned panel...
    for part in ("#hint-text", "#hint-cancel", "#actions button.advised"):
        assert not_whole(page.locator(part)) == [], part
    # ... with the player's own panel (the gems to pay), the row and the hand between the hint
    # and the panel.
    under_hint = box(page, "#hint")["y"] + box(page, "#hint")["height"]
    panel = box(page, "#actions")["y"]
    for canvas in ("#own-canvas", "#row-canvas", "#hand-canvas"):
        top, height = box(page, canvas)["y"], box(page, canvas)["height"]
        assert under_hint <= top + 0.5 and top + height <= panel + 0.5, (canvas, top, height, under_hint, panel)
    # "More" unfolds the reasons and the next best (the buttons still in the box); "Less" folds them.
    assert not_whole(page.locator("#hint-fold")) == [] and page.is_hidden("#hint-why")
    assert min(box(page, b)["height"] for b in ("#hint-fold", "#hint-cancel")) >= 44  # a finger's
    page.locator("#hint-fold").tap()
    assert page.is_visible("#hint-why") and page.get_attribute("#hint-fold", "aria-expanded") == "true"
    screenshot(page, f"hint-phone-building-unfolded-{lang}-390x844.png")
    assert not_whole(page.locator("#hint-cancel")) == []
    page.locator("#hint-fold").tap()
    assert page.is_hidden("#hint-why") and page.get_attribute("#hint-fold", "aria-expanded") == "false"
    assert errors == []
    context.close()


LONG_TURN = seven_cards_to_build()  # the longest panel (tests.situations)
HINT_PARTS = ("#hint-text", "#hint-more", "#hint-fold", "#hint-cancel")
CARDS = ("#own-canvas", "#row-canvas", "#hand-canvas")


def overlaps(a: dict | None, b: dict | None) -> bool:
    """Whether two boxes share a band of the window's height (a part not shown shares none)."""
    if a is None or b is None:
        return False
    return a["y"] < b["y"] + b["height"] - 0.5 and b["y"] < a["y"] + a["height"] - 0.5


@pytest.mark.parametrize("unfolded", [False, True])
def test_on_a_phone_the_hint_never_covers_the_gems_or_the_cards(browser, site_url, unfolded):
    context = sized_context(browser, (390, 844))
    page = context.new_page()
    errors = page_errors(page)
    resume_saved(page, site_url, to_json(LONG_TURN), THREE)
    ask_hint(page, tap=True)
    if unfolded:  # "More": its reasons and the next best too
        page.locator("#hint-fold").tap()
    # At rest the hint's advice whole; then the page scrolled from its top to its end, 40 px at
    # a time: the hint's box and buttons never over the player's gems, the row or the hand.
    assert not_whole(page.locator("#hint-text")) == []
    screenshot(page, f"hint-phone-long-turn{'-unfolded' if unfolded else ''}-390x844.png")
    rest = page.evaluate("scrollY")
    end = page.evaluate("document.scrollingElement.scrollHeight - innerHeight")
    for scrolled in [rest, *range(0, end + 40, 40)]:
        page.evaluate(f"window.scrollTo(0, {scrolled})")
        for part in HINT_PARTS:
            for canvas in CARDS:
                assert not overlaps(box(page, part), box(page, canvas)), (scrolled, part, canvas)
    assert errors == []
    context.close()


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_at_1280x800_the_hints_buttons_and_the_decision_stay_whole(browser, site_url, game):
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    errors = page_errors(page)
    if game == "charon":
        open_charon_building(page, site_url, "hu")
        decision = ["#actions button[data-action*='end_turn']"]
    else:
        page.goto(SIXBILLION.format(site=site_url) + "&lang=hu")
        wait_ready(page)
        page.wait_for_function(SIXBILLION_ASKED, timeout=AI_MS)
        decision = ["#actions > div > h3", "#actions button[data-action*='end_actions']"]
    ask_hint(page, tap=False)
    screenshot(page, f"hint-{game}-hu-1280x800.png")
    # The hint's move and its button whole, never scrolled out of its own box...
    for part in ("#hint-text", "#hint-cancel"):
        assert not_whole(page.locator(part)) == [], part
    # Its reasons whole, never scrolled under a fade (both games: a play-test read half of
    # Charon's); "More" for the next best (test_sixbillion_readable)
    assert not_whole(page.locator("#hint-why")) == [] and page.is_hidden("#hint-others")
    # ... and the decision with it: its heading and the button that ends the turn, and the move
    # the hint advises, ringed.
    for part in [*decision, "#actions button.advised"]:
        assert not_whole(page.locator(part).first) == [], part
    assert errors == []
    context.close()

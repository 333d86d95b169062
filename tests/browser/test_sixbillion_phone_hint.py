"""6 Billion's Hint on a 390x844 phone: the hint box shows whole as it opens and while the page
scrolls on every tab, covered by no bar (the tabs, the lesson's coach, the pinned action panel);
in a lesson the Hint is the coach's suggestion, marked, the coach whole on every tab."""

from tests.browser.conftest import PHONE, page_errors, screenshot, wait_ready
from tests.browser.in_view import not_whole

AI_TIMEOUT_MS = 120_000  # the AI worker's own start-up, then one search, on a busy machine
PLAYS = """() => [...document.querySelectorAll('#actions button[data-action]')].map(b => b.dataset.action)
  .some(a => JSON.parse(a).type === 'play') && !!document.querySelector('#hint-btn:not([hidden]):not([disabled])')"""
HINT = ("#hint-text", "#hint-fold", "#hint-cancel")
COACH = ("#coach-title", "#coach-more", "#coach-show")


def on_a_phone(browser, url: str):
    """(context, page, page errors): `url` opened on a 390x844 touch phone, motion reduced."""
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = context.new_page()
    errors = page_errors(page)
    page.goto(url)
    wait_ready(page)
    return context, page, errors


def covered(page, parts) -> dict[str, list[str]]:
    """The parts that are not whole in sight, with why."""
    found = {part: not_whole(page.locator(part)) for part in parts}
    return {part: why for part, why in found.items() if why}


def open_hint(page) -> None:
    page.wait_for_selector("#hint-btn:not([hidden]):not([disabled])", timeout=AI_TIMEOUT_MS)
    page.tap("#hint-btn")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_TIMEOUT_MS)


def scrolled_on_every_tab(page, parts) -> dict:
    """What is covered of `parts` on each tab with the page scrolled down (the bars stuck)."""
    found = {}
    for tab in ("board", "hand", "players", "log"):
        page.locator(f"#tab-{tab}").tap()
        page.evaluate("window.scrollTo(0, 400)")
        found.update({f"{tab}: {part}": why for part, why in covered(page, parts).items()})
    return found


def test_on_a_phone_the_hint_is_whole_as_it_opens_and_while_the_page_scrolls(browser, site_url):
    context, page, errors = on_a_phone(
        browser, f"{site_url}/index.html?game=sixbillion&players=human,ai:greedy,ai:greedy&seed=5&pace=0"
    )
    page.wait_for_function(PLAYS, timeout=AI_TIMEOUT_MS)
    open_hint(page)
    assert covered(page, HINT) == {}
    screenshot(page, "sixbillion-phone-hint-390x844.png")
    assert scrolled_on_every_tab(page, HINT) == {}
    page.tap("#hint-fold")  # unfolded: its reasons too
    assert scrolled_on_every_tab(page, HINT) == {}
    assert errors == []
    context.close()


def test_in_a_lesson_on_a_phone_the_hint_shows_the_coachs_suggestion_whole(browser, site_url):
    # One voice in a first game: the Hint marks the lesson's suggestion (the coach's, with its
    # reason) and opens no second advice box over it.
    context, page, errors = on_a_phone(browser, f"{site_url}/index.html?game=sixbillion&pace=0")
    page.tap("#learn-btn")
    page.wait_for_selector("#coach-show", state="visible", timeout=AI_TIMEOUT_MS)
    page.wait_for_selector("#hint-btn:not([hidden]):not([disabled])", timeout=AI_TIMEOUT_MS)
    page.tap("#hint-btn")
    assert page.locator("#actions button.suggested").count() == 1
    assert page.is_hidden("#hint")
    assert covered(page, COACH) == {}
    assert scrolled_on_every_tab(page, COACH) == {}
    page.locator("#tab-hand").tap()
    page.evaluate("window.scrollTo(0, 400)")
    screenshot(page, "sixbillion-lesson-hint-stuck-390x844.png")
    assert errors == []
    context.close()

"""A phone's gems to keep at a round's end, more than the limit held (issue 38, a newcomer's
play-test at 390x844): "Keep these, return the rest" was below the fold of the pinned panel, the
Hint rang a one-gem button ("Return a black gem") beside the whole sets the panel proposes, and
the prompt said "return 9 more" before anything was returned. The keep decision shows whole, the
hint names and rings the whole set it advises, and the prompt says what is held and kept."""

import pytest

from game.charon import to_json
from game.charon.state import KEEP_GEMS
from tests.browser.conftest import ANN_AND_TWO_GREEDY, PHONE, page_errors, resume_saved, screenshot
from tests.browser.in_view import not_whole
from tests.situations import situation

AI_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine
GEMS = "black black black black black blue blue green green green yellow"  # 11, two to keep
OVER_THE_LIMIT = situation(3, KEEP_GEMS, order=[1, 2, 0], pending=[0], gems={0: GEMS}, hands={0: ["2c", "6a"]})
PROMPTS = {
    "en": "Ann: you hold 11 gems and may keep 2 – return 9.",
    "hu": "Ann: 11 drágaköved van, ebből 2 maradhat – adj vissza 9 darabot.",
    "es": "Ann: tienes 11 gemas y puedes quedarte con 2 – devuelve 9.",
}


def opened(browser, site_url):
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = context.new_page()
    errors = page_errors(page)
    resume_saved(page, site_url, to_json(OVER_THE_LIMIT), ANN_AND_TWO_GREEDY)
    return context, page, errors


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_keep_decision_shows_whole_and_says_how_many_to_return(browser, site_url, lang):
    context, page, errors = opened(browser, site_url)
    if lang != "en":
        page.click(f"button[data-lang={lang}]:visible")
    screenshot(page, f"phone-keep-gems-{lang}-390x844.png")
    assert page.text_content("#prompt") == PROMPTS[lang]
    sets = page.locator("#actions .keep-gems button.plan")
    assert sets.count() == 2
    for part in [sets.nth(0), sets.nth(1), page.locator("#actions .keep-gems button.keep")]:
        assert not_whole(part) == [], part.text_content()
    assert errors == []
    context.close()


def test_the_hint_rings_the_whole_set_it_advises(browser, site_url):
    context, page, errors = opened(browser, site_url)
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, "phone-keep-gems-hint-390x844.png")
    advised = page.locator("#actions button.advised")
    assert advised.count() == 1
    assert advised.evaluate("b => b.matches('.keep-gems button.plan')"), advised.text_content()
    # The hint says the set it rings, in its button's words.
    assert page.text_content("#hint-text").startswith(f"Hint: {advised.text_content()} (")
    assert not_whole(advised) == []
    assert not_whole(page.locator("#actions .keep-gems button.keep")) == []
    advised.tap()  # the whole set, in one press: the round is over for Ann
    page.wait_for_function("document.body.dataset.round === '2'", timeout=AI_MS)
    assert errors == []
    context.close()

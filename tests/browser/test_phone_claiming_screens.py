"""Charon on a 390x844 touch phone in Spanish, against two computer players (play-test 19, issue
38): the claiming walk-through keeps its Skip in view however the page is scrolled, the building turn heads its
plan for the most points "Most points this turn", and Stolen Intelligence's buttons stand under
a heading that says they move a flag (not staking's "take a flag")."""

import pytest

from game.charon import from_json
from tests.browser.conftest import (
    PHONE,
    PHONE_3X,
    acted,
    page_errors,
    press_first,
    resume_saved,
    screenshot,
    wait_acted,
    wait_ready,
)
from tests.sample_saves import recorded_game

ASKED_OR_WALKING = (
    "document.body.dataset.walking === '1' || (document.body.dataset.toMove === '0'"
    " && document.body.dataset.thinking !== '1' && !!document.querySelector('#actions button'))"
)
TOP_BOTTOM = "s => { const b = document.querySelector(s).getBoundingClientRect(); return [b.top, b.bottom]; }"


def rect(page, selector: str) -> tuple[float, float]:
    top, bottom = page.evaluate(TOP_BOTTOM, selector)
    return top, bottom


def test_staking_the_walk_and_building_on_a_spanish_phone(browser, site_url):
    context = browser.new_context(**PHONE, device_scale_factor=3)  # motion not reduced: the walk is shown
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy,ai:greedy&seed=3&pace=0&names=Ann,Bob,Cy&lang=es")
    wait_ready(page)
    walk_checked = False
    while True:
        page.wait_for_function(ASKED_OR_WALKING, timeout=120_000)
        if page.evaluate("document.body.dataset.walking") == "1":
            # The walk-through: its Skip in view at the page's top and scrolled to its foot.
            for y in (0, 100_000):
                page.evaluate("y => window.scrollTo(0, y)", y)
                top, bottom = rect(page, "#skip-btn")
                assert 0 <= top and bottom <= 844, (y, top, bottom)
            screenshot(page, "phone-walk-skip-390x844-es.png")
            page.locator("#skip-btn").tap()
            page.wait_for_function("document.body.dataset.walking !== '1'", timeout=10_000)
            walk_checked = True
            continue
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "build":
            break
        before = acted(page)
        press_first(page, tap=True)
        wait_acted(page, before)
    assert walk_checked
    # Building: two plans, each for one card; the one for the most points is headed so.
    page.wait_for_selector("#actions .outlooks button.plan")
    screenshot(page, "phone-building-best-390x844-es.png")
    first = page.locator("#actions .outlooks > :is(p.best, button.plan)")
    assert first.nth(0).text_content() == "Más puntos este turno:"
    assert "turn-plan" in (first.nth(1).get_attribute("class") or "")
    assert not errors
    context.close()


def stolen_intelligence():
    """A three-player game at its first Stolen Intelligence decision (seat 1's)."""
    texts, _, _ = recorded_game(3, 1)
    return next(t for t in texts if (s := from_json(t)).phase == "stolen_intelligence" and s.lifted is None)


HEADINGS = [("en", "Move a flag"), ("es", "Mover una bandera"), ("hu", "Zászló áthelyezése")]


@pytest.mark.parametrize(("lang", "heading"), HEADINGS)
def test_stolen_intelligences_flags_are_headed_as_moved(browser, site_url, lang, heading):
    context = browser.new_context(**PHONE_3X)
    page = context.new_page()
    errors = page_errors(page)
    players = {"names": ["Ann", "Bob", "Cy"], "colours": ["red", "white", "blue"],
               "seats": ["ai:greedy", "human", "ai:greedy"], "bot_seed": 0}  # fmt: skip
    resume_saved(page, site_url, stolen_intelligence(), players)
    page.goto(f"{site_url}/index.html?lang={lang}")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    groups = page.locator("#actions > div:has(button[data-action*='lift_flag'])")
    assert groups.count() == 1
    assert groups.locator("h3").text_content() == heading
    screenshot(page, f"phone-stolen-intelligence-390x844-{lang}.png")
    assert not errors
    context.close()

"""A phone (390x844, touch) at the row choice, "Choose a card for the common row" (issue 38, a
newcomer's play-test): the pinned action panel covered the bottom of the hand's cards and cut
its fourth choice in half, and the first game screen opened slightly scrolled (the top bar
partly off), the hand brought above a panel too tall for it. Now the decision is whole in view —
every choice and the cards they name — and a game's first screen opens at its top."""

import pytest

from game.charon import to_json
from game.charon.state import CHOOSE_ROW
from tests.browser.conftest import ANN_AND_TWO_GREEDY, PHONE, page_errors, resume_saved, screenshot, wait_ready
from tests.browser.in_view import not_whole
from tests.situations import situation

CHOICES = "#actions button[data-action*='choose_row_card']"


def round_2_row_choice():
    """Round 2's row choice, Ann (seat 0) holding four cards: the two she kept and two dealt."""
    hands = {0: ["3a", "11a", "12a", "4b"], 1: ["9a", "2a"], 2: ["3b", "2b"]}
    return situation(3, CHOOSE_ROW, round=2, hands=hands, built={0: ["5a"], 1: ["6a"], 2: ["7a"]})


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_every_choice_of_a_four_card_hand_and_the_cards_show_whole(browser, site_url, lang):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = page_errors(page)
    resume_saved(page, site_url, to_json(round_2_row_choice()), ANN_AND_TWO_GREEDY)
    if lang != "en":
        page.goto(f"{site_url}/index.html?lang={lang}")
        wait_ready(page)
    page.wait_for_selector(CHOICES)
    screenshot(page, f"row-choice-4-cards-{lang}-390x844.png")
    choices = page.locator(CHOICES)
    assert choices.count() == 4
    for i in range(4):
        assert not_whole(choices.nth(i)) == [], choices.nth(i).text_content()
    assert not_whole(page.locator("#hand-canvas")) == []  # the cards the choices name
    assert not errors, errors
    context.close()


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_a_games_first_screen_on_a_phone_opens_at_its_top(browser, site_url, lang):
    """Start on the set-up: the first screen (round 1's row choice, three cards) shows the top bar
    whole, with the hand and its three choices."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?lang={lang}")
    wait_ready(page)
    page.locator("#setup-start").tap()
    page.wait_for_selector(CHOICES)
    screenshot(page, f"first-screen-{lang}-390x844.png")
    assert page.evaluate("scrollY") == 0
    assert not_whole(page.locator("#topbar")) == []
    choices = page.locator(CHOICES)
    assert choices.count() == 3
    for i in range(3):
        assert not_whole(choices.nth(i)) == [], choices.nth(i).text_content()
    assert not_whole(page.locator("#hand-canvas")) == []
    assert not errors, errors
    context.close()


def test_a_card_picked_for_the_row_and_the_hint_leave_the_hand_whole(browser, site_url):
    """Issue 38 (newcomers' play-tests): after picking a card, the pinned panel — taller with the
    pick said and "Put … into the row" — came over the bottom of the hand's cards; with the hint
    the panel's words were cut at its top. The cards, the pick's words and its buttons show whole,
    before the hint and with it."""
    context = browser.new_context(**PHONE, device_scale_factor=3, reduced_motion="reduce")
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:easy,ai:easy&seed=11&pace=0&names=Ann,Bob,Cy")
    wait_ready(page)
    page.wait_for_selector(CHOICES)
    page.locator(CHOICES).first.tap()
    page.wait_for_selector("#actions .row-pick")
    screenshot(page, "row-choice-picked-390x844.png")
    for part in ("#hand-canvas", "#actions .row-pick p", "#actions .put-in-row", "#actions .pick-back"):
        assert not_whole(page.locator(part)) == [], part
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    screenshot(page, "row-choice-picked-hint-390x844.png")
    for part in ("#hint-text", "#hand-canvas", "#actions .row-pick p", "#actions .put-in-row"):
        assert not_whole(page.locator(part)) == [], part
    assert not errors, errors
    context.close()

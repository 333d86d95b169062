"""Nothing hides a decision's button (issue 38, a last play-test): on a 390x844 phone the folded
"The table in words" bar sat over the top of the first Decide button, pushed below the pinned
action panel's edge by the building turn's prospects (a line or two for each card in hand and in
the row; at 1024x768 in Hungarian, the same). The decision's buttons show whole, and what is
at a button's top edge and centre is the button, whatever the prospects' length."""

import pytest

from game.charon import to_json
from game.charon.state import BUILD
from tests.browser.conftest import resume_saved, screenshot, sized_context, sized_page
from tests.browser.in_view import not_whole
from tests.situations import UW, situation

PLAYERS = {"names": ["Ann", "Bob"], "colours": ["red", "white"], "seats": ["human", "ai:greedy"], "bot_seed": 0}
SIZES = [(390, 844), (1024, 768), (1280, 800)]


def many_prospects():
    """Ann's building turn with five cards in hand and two in the row: seven prospects, most of
    them out of reach (two lines each in Hungarian), two buildable now, a plan of a trade."""
    return situation(
        2, BUILD, order=[0, 1], gems={0: "yellow yellow purple purple black black", 1: "green green green"},
        hands={0: ["11e", "4e", "10a", "9b", "6c"]}, row=["11c", "8a"], keep={0: UW},
    )  # fmt: skip


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["hu", "es"])
def test_the_decide_buttons_of_a_long_building_turn_show_whole(browser, site_url, size, lang):
    width, height = size
    context = sized_context(browser, size)
    page = context.new_page()
    resume_saved(page, site_url, to_json(many_prospects()), PLAYERS)
    page.click(f"button[data-lang={lang}]:visible")
    screenshot(page, f"decide-in-view-{lang}-{width}x{height}.png")
    decide = page.locator("#actions button[data-action*='end_turn']")
    assert decide.count() == 1
    assert not_whole(decide) == []
    # The prospects, in a box of their own, begin with what can be done: the one-click plan
    # shows whole too, and every line of them can be scrolled to.
    plan = page.locator("#actions .outlooks button.plan")
    assert plan.count() == 1 and not_whole(plan) == []
    last = page.locator("#actions .outlooks p").last
    last.evaluate("p => p.scrollIntoView({block: 'nearest'})")
    assert not_whole(last) == []
    context.close()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
def test_the_table_in_words_opened_beside_the_board_gives_way_to_the_choices(browser, site_url, size):
    # A play-tester opened "The table in words" at the common row's choice: the action panel
    # shrank with it and the last card's button went out of sight below its fold.
    context, page = sized_page(
        browser, size, f"{site_url}/index.html?players=human,ai:easy,ai:easy&seed=21&lang=en&pace=0"
    )
    page.wait_for_selector("#actions button")
    page.click("#summary-box summary")
    screenshot(page, f"table-in-words-open-{size[0]}x{size[1]}.png")
    choices = page.locator("#actions button")
    assert choices.count() == 3  # the three cards of the hand
    assert [not_whole(choices.nth(i)) for i in range(3)] == [[], [], []]
    assert page.locator("#summary-box li").first.is_visible()  # and the table's words show too
    context.close()

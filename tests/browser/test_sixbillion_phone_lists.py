"""6 Billion's long decisions on a touch phone (390x844, a 3x screen), as play-test 16's newcomer
met them: a discard's choices and an opened group's plays whole in the pinned panel where they fit,
a group's title in sight while its plays scroll, no "Decide" heading to tap in vain, and the
whole question above the board readable (none of it faded or scrolled away)."""

import re

import pytest

from game.sixbillion import legal_actions, view
from sixbillion_ui import layout as L  # the page's own geometry: where the hand's cards are drawn
from sixbillion_ui.describe import decision_kind, fold_rule, group_actions
from tests.browser.conftest import acted, screenshot, wait_acted
from tests.browser.in_view import not_whole
from tests.browser.sixbillion_saved import NAMES, open_position, position


def _long_discard(s) -> bool:
    """A discard step of eight choices: keeping the hand, each of its six cards, or all of it."""
    return decision_kind(s) == "discard" and len(legal_actions(s)) >= 8


def _folded_groups(s) -> list[int]:
    """The sizes of the groups the action panel folds at this decision."""
    groups = group_actions(legal_actions(s), view(s, s.to_move), NAMES)
    fold = fold_rule(groups)
    return [len(items) for _title, items in groups if fold(items)]


def _groups_of_4_and_6(s) -> bool:
    """Ann's actions step with a folded group of 4 plays and one of 6 (each play's label two to
    four lines long on a phone)."""
    return decision_kind(s) == "actions" and {4, 6} <= set(_folded_groups(s))


def _problems(page, selector: str) -> list:
    buttons = page.locator(selector)
    assert buttons.count() >= 4
    return [(buttons.nth(i).text_content(), not_whole(buttons.nth(i))) for i in range(buttons.count())]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_discards_choices_are_all_whole_in_the_panel(phone3x, site_url, lang):
    # The newcomer's discard of seven cards showed 3 of its choices in the pinned panel.
    page, errors = phone3x
    open_position(page, site_url, position(2016, _long_discard), lang)
    screenshot(page, f"sixbillion-phone3x-long-discard-{lang}.png")
    assert page.locator("#actions button[data-action*='discard']").count() >= 8
    cut = [p for p in _problems(page, "#actions button[data-action]") if p[1]]
    assert cut == [], cut
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_an_opened_group_shows_its_plays_and_keeps_its_title_in_sight(phone3x, site_url, lang):
    # Opening "… (4 choices)" showed 2 of its 4 plays, the rest out of reach; and in a longer group
    # scrolled to its end, its title had scrolled away: the player no longer knew what the plays were for.
    page, errors = phone3x
    open_position(page, site_url, position(2013, _groups_of_4_and_6), lang)
    groups = page.locator("#actions details")
    four = groups.filter(has=page.locator("summary", has_text=re.compile(r"\(4 ")))
    four.locator("summary").tap()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    screenshot(page, f"sixbillion-phone3x-group-of-4-{lang}.png")
    # each play whole once the list brings it in (the panel keeps the hand its room: issue 36 §4),
    # under the group's title
    plays = four.locator("button[data-action]")
    assert plays.count() == 4
    for i in range(4):
        plays.nth(i).evaluate("b => b.scrollIntoView({block: 'nearest'})")  # as a finger scrolls the list
        assert (plays.nth(i).text_content(), not_whole(plays.nth(i))) == (plays.nth(i).text_content(), [])
        assert not_whole(four.locator("summary")) == []
    four.locator("summary").tap()  # folded again, as it was
    page.wait_for_function("!document.querySelector('#actions details[open]')")
    six = groups.filter(has=page.locator("summary", has_text=re.compile(r"\(6 ")))
    six.locator("summary").tap()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    last = six.locator("button[data-action]").last
    last.evaluate("b => b.scrollIntoView({block: 'nearest'})")  # as a finger scrolls the list
    screenshot(page, f"sixbillion-phone3x-group-of-6-end-{lang}.png")
    assert not_whole(last) == []
    assert not_whole(six.locator("summary")) == []
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_no_decide_heading_and_the_whole_question_in_sight(phone3x, site_url, lang):
    # The newcomer tapped the panel's "DECIDE" (nothing happened), and read the question's last
    # line faded at three lines, or not at all ("How does this work?" under the fade).
    page, errors = phone3x
    open_position(page, site_url, position(2013, _groups_of_4_and_6), lang)
    shown = page.evaluate(
        """() => [...document.querySelectorAll('#actions h3')].filter((h) => {
             const r = h.getBoundingClientRect();
             return r.width > 1 && r.height > 1 && getComputedStyle(h).clipPath === 'none'; })
           .map((h) => h.textContent)"""
    )
    assert shown == [], shown  # the quick decisions' buttons say what they do
    prompt = page.locator("#prompt-line")
    assert prompt.evaluate("p => getComputedStyle(p).maskImage") == "none"  # no line faded
    # inside the window and no box cutting it (an inline run of lines: what lies in its bounding
    # box's gaps, the line's end, the link, is not over it)
    assert [p for p in not_whole(page.locator("#prompt")) if "covered" not in p] == []
    assert prompt.evaluate("p => getComputedStyle(p).overflowY") == "visible"  # nothing scrolled away
    assert not errors, errors


# The board's height in sight: between the pinned tab bar (and anything else pinned over the
# page's top) and the pinned action panel at the window's foot.
BOARD_IN_SIGHT = """() => {
  const board = document.getElementById("board").getBoundingClientRect();
  const top = document.getElementById("phone-tabs").getBoundingClientRect().bottom;
  const foot = document.getElementById("actions").getBoundingClientRect().top;
  return Math.max(0, Math.min(board.bottom, foot) - Math.max(board.top, top));
}"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_on_the_board_tab_an_opened_group_leaves_the_board_usable(phone3x, site_url, lang):
    # Issue 36 §4: on the Board tab, opening a group of plays grew the pinned panel to 60% of the
    # window, and ~60 px of the board showed above it (one site's name): nothing to read or tap.
    page, errors = phone3x
    open_position(page, site_url, position(2013, _groups_of_4_and_6), lang)
    page.locator("#tab-board").tap()
    page.wait_for_function("document.getElementById('tab-board').getAttribute('aria-selected') === 'true'")
    shut = page.evaluate(BOARD_IN_SIGHT)
    groups = page.locator("#actions details")
    six = groups.filter(has=page.locator("summary", has_text=re.compile(r"\(6 ")))
    six.locator("summary").tap()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    opened = page.evaluate(BOARD_IN_SIGHT)
    screenshot(page, f"sixbillion-phone3x-board-tab-group-open-{lang}.png")
    # about four of its sites (a site's name and track take ~63 px here), where it showed six
    assert opened >= 240, (shut, opened)
    # the group still usable: its title and its first plays whole in the panel
    assert not_whole(six.locator("summary")) == []
    plays = six.locator("button[data-action]")
    assert [not_whole(plays.nth(i)) for i in range(2)] == [[], []]


# The border of the button at a point, and of the panel's other buttons.
BORDERS_AT = """([x, y]) => {
  const at = document.elementFromPoint(x, y)?.closest('#actions button');
  const others = [...document.querySelectorAll('#actions button')].filter((b) => b !== at);
  return [at ? getComputedStyle(at).borderTopColor : null, others.map((b) => getComputedStyle(b).borderTopColor)];
}"""


def test_nothing_looks_pressed_where_the_discard_was_tapped(phone3x, site_url):
    # A newcomer's discard button kept its highlight after the tap (issue 36): a phone's browser
    # leaves its hover where the finger was, and the button there looked pressed. Tapped, then
    # the hover left on the next decision's button (as a finger's tap leaves it): none looks pressed.
    page, errors = phone3x
    open_position(page, site_url, position(2016, _long_discard))
    before = acted(page)
    page.locator("#actions button[data-action*='\"discard\"']").nth(1).tap()
    wait_acted(page, before)
    drawn = page.locator("#actions button[data-action*='draw']").first
    drawn.wait_for()
    box = drawn.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)  # the hover a phone's browser keeps at a tapped point
    at, others = page.evaluate(BORDERS_AT, [x, y])
    screenshot(page, "sixbillion-phone3x-after-discard.png")
    assert at is not None and others and at == others[0] and len(set(others)) == 1, (at, others)
    assert not errors, errors


# The hand's height in sight, in the hand canvas's own pixels: between the pinned tab bar and the
# pinned action panel.
HAND_IN_SIGHT = """(width) => {
  const hand = document.getElementById("hand-canvas").getBoundingClientRect();
  const top = document.getElementById("phone-tabs").getBoundingClientRect().bottom;
  const foot = document.getElementById("actions").getBoundingClientRect().top;
  return Math.max(0, Math.min(hand.bottom, foot) - Math.max(hand.top, top)) * width / hand.width;
}"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_on_the_hand_tab_an_opened_group_leaves_two_lines_of_the_hand(phone3x, site_url, lang):
    # Issue 36 §4 (p1_18, p1_19): a group opened on the Hand tab grew the panel to 60% of the
    # window, and the hand showed one line of its cards, squeezed above it.
    page, errors = phone3x
    open_position(page, site_url, position(2013, _groups_of_4_and_6), lang)
    assert page.get_attribute("#tab-hand", "aria-selected") == "true"
    six = page.locator("#actions details").filter(has=page.locator("summary", has_text=re.compile(r"\(6 ")))
    six.locator("summary").tap()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    # the player scrolls the page up to the hand's title, under the pinned tab bar, as a finger does
    page.evaluate(
        """() => { const tabs = document.getElementById('phone-tabs').getBoundingClientRect();
             const hand = document.getElementById('hand-canvas').getBoundingClientRect();
             window.scrollBy(0, hand.top - tabs.height); }"""
    )
    page.wait_for_function(
        """() => Math.abs(document.getElementById('hand-canvas').getBoundingClientRect().top
             - document.getElementById('phone-tabs').getBoundingClientRect().bottom) <= 2"""
    )
    screenshot(page, f"sixbillion-phone3x-hand-tab-group-open-{lang}.png")
    # its title and two whole lines of cards (six of them) between the tab bar and the panel
    assert page.evaluate(HAND_IN_SIGHT, L.PHONE_WIDTH) >= L.PHONE_HAND_TOP + 2 * L.PHONE_CARD_H + 8
    # the group still usable: its title and its first plays whole in the panel
    assert not_whole(six.locator("summary")) == []
    plays = six.locator("button[data-action]")
    assert [not_whole(plays.nth(i)) for i in range(2)] == [[], []]
    assert not errors, errors

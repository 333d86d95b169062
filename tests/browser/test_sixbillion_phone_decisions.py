"""6 Billion's decisions on a touch phone (390x844, a 3x screen), as two newcomers played them:
a reaction question's answers all whole above the window's foot, the pinned decision panel
compact enough to leave the board most of the window, and a discard step the game jumped to by
itself (no card could be played) saying so in the decision, the status line still in view."""

import json

import pytest

from game.sixbillion import action_to_json, apply, legal_actions
from game.sixbillion.actions import END_ACTIONS
from sixbillion_ui.describe import decision_kind
from tests.browser.conftest import screenshot
from tests.browser.in_view import not_whole
from tests.browser.sixbillion_saved import open_position, position


def _asked_to_cancel(s) -> bool:
    return decision_kind(s) in ("cancel", "respond")


def _ended_by_itself(s) -> bool:
    """Ann at her discard step with an action unused, not ended by her: no card could be played."""
    return decision_kind(s) == "discard" and s.actions_used < 2 and bool(s.history) and s.history[-1] is not END_ACTIONS


# The panel's share of the window's height, and each of its buttons' problems (in_view.PROBLEMS)
# once brought into view as a finger's scroll brings it (block 'nearest', inside the panel).
PANEL_SHARE = "() => document.getElementById('actions').getBoundingClientRect().height / innerHeight"


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_a_reaction_questions_answers_are_whole_in_a_compact_panel(phone3x, site_url, lang):
    page, errors = phone3x
    open_position(page, site_url, position(2024, _asked_to_cancel), lang)
    screenshot(page, f"sixbillion-phone3x-reaction-{lang}.png")
    buttons = page.locator("#actions button")
    assert buttons.count() >= 2
    for i in range(buttons.count()):
        buttons.nth(i).evaluate("b => b.scrollIntoView({block: 'nearest'})")
        assert not_whole(buttons.nth(i)) == [], (i, buttons.nth(i).text_content(), not_whole(buttons.nth(i)))
    # compact: the question (whole, none of it faded or scrolled away: play-test 16) and the
    # panel leave the board, under the tab bar, most of half the window as the page opens (half
    # with the question cut at three lines)
    assert page.evaluate(PANEL_SHARE) <= 0.3
    board_top = page.locator("#board").bounding_box()["y"]
    panel_top = page.locator("#actions").bounding_box()["y"]
    assert panel_top - board_top >= 0.44 * 844, (board_top, panel_top)
    assert not errors, errors


def _a_play_ends_the_actions(s) -> bool:
    """Ann's actions step with a play after which no other card can be played."""
    return decision_kind(s) == "actions" and any(
        _ended_by_itself(apply(s, a)) for a in legal_actions(s) if a is not END_ACTIONS
    )


# Whether the page's status line (the round, the step, whose decision) is whole in the window.
STATUS = "() => { const r = document.getElementById('status-line').getBoundingClientRect(); return [r.top, r.bottom]; }"


WHY = {
    "en": ("You can play no other card now: your action step ended.", "Discard"),
    "hu": ("Most több lapot nem tudsz kijátszani: véget ért az akciólépésed.", "Eldobás"),
    "es": ("No puedes jugar ninguna otra carta ahora: tu paso de acciones terminó.", "Descartar"),
}


@pytest.mark.parametrize("lang", list(WHY))
def test_a_discard_step_the_game_jumped_to_says_why_with_the_status_in_view(phone3x, site_url, lang):
    # A play-tester's Colony 2 left no card playable: the turn jumped to the discard step with
    # only the log saying why, and the page had scrolled the status line away.
    page, errors = phone3x
    s = None

    def found(state) -> bool:
        nonlocal s
        s = state
        return _a_play_ends_the_actions(state)

    open_position(page, site_url, position(2013, found), lang)
    play = next(a for a in legal_actions(s) if a is not END_ACTIONS and _ended_by_itself(apply(s, a)))
    # the card played as from the board, its page scrolled down to a site's row
    page.locator("#tab-board").tap()
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate(STATUS)[1] < 0  # (the status line scrolled away above)
    button = page.locator(f"#actions button[data-action='{json.dumps(action_to_json(play))}']")
    if not button.is_visible():  # in a folded group: unfolded first, as a player does
        button.locator("xpath=ancestor::details/summary").tap()
    button.tap()
    page.wait_for_selector("#actions button[data-action*='no_discard']")
    why = page.locator("#actions .why")
    words, step = WHY[lang]
    assert why.text_content() == words, page.locator("#actions").inner_text()
    assert not_whole(why) == []
    top, bottom = page.evaluate(STATUS)
    assert 0 <= top and bottom <= 844, (top, bottom)
    assert step in page.text_content("#status-line")
    screenshot(page, f"sixbillion-phone3x-discard-ended-{lang}.png")
    assert not errors, errors


@pytest.mark.parametrize(("lang", "neutral"), [("en", "NP = Neutral pink"), ("es", "NR = Neutral rosa")])
def test_the_phone_board_says_whose_tokens_the_letters_mark(phone3x, site_url, lang, neutral):
    # A newcomer asked what "NR" (Neutral rosa's mark, in Spanish) meant: nothing on the board said.
    page, errors = phone3x
    open_position(page, site_url, position(2024, _asked_to_cancel), lang)
    assert page.get_attribute("#tab-board", "aria-selected") == "true"
    key = page.locator("#token-key")
    key.scroll_into_view_if_needed()
    said = key.text_content().replace("\u00a0", " ")
    assert neutral in said and "A = Annamária" in said, said
    screenshot(page, f"sixbillion-phone3x-token-key-{lang}.png")
    assert not errors, errors

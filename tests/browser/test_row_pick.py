"""The row choice takes two presses (issue 38): one click on a hand card put it into the common
row for good — a secret choice, simultaneous, with no undo once all have chosen. Now a click on
the board, a button of the panel or Enter picks the card (lit on the board, said in the panel),
"Put … into the row" or a second press of the same card puts it in, another card moves the pick,
Escape drops it. On a phone the same by taps (tests/browser/test_phone.py)."""

import json

from charon_ui import layout as L
from game.charon import from_json
from tests.browser.conftest import (
    RECORD_DRAWS,
    SNAPSHOT,
    acted,
    click_board,
    press_first,
    saved_game,
    screenshot,
    wait_acted,
    wait_asked_or_past,
    wait_ready,
)
from tests.browser.in_view import not_whole

PUT = "#actions button.put-in-row"
# The white frame the board draws round the card picked (charon_ui.render), and the hand's title.
PICK_DRAWN = """() => { const ops = JSON.parse(window.charonDrawn.board.ops);
  return [ops.filter(op => op[0] === 'rect' && op.includes('#ffffff')).length,
          ops.filter(op => op[0] === 'text' && String(op[3]).includes('picked for the row')).length]; }"""


def at_the_row_choice(page) -> list[str]:
    """Play any duplicates' question until Ann chooses her card for the row; her hand's cards."""
    while (phase := wait_asked_or_past(page, ("replace_duplicates", "choose_row"))) == "replace_duplicates":
        before = acted(page)
        press_first(page)
        wait_acted(page, before)
    assert phase == "choose_row"
    actions = page.eval_on_selector_all("#actions button[data-action]", "bs => bs.map(b => b.dataset.action)")
    return [json.loads(a)["card"] for a in actions]


def click_hand_card(page, index: int, count: int) -> None:
    x, y, w, h = L.card_slots(L.HAND_AREA, count)[index]
    click_board(page, x + w / 2, y + h / 2)


def row_once_shown(page) -> list[str]:
    """The common row once every player has chosen (the game as saved)."""
    page.wait_for_function("document.body.dataset.phase !== 'choose_row'", timeout=120_000)
    return from_json(saved_game(page, page.evaluate(SNAPSHOT))).common_row


def put_shows(page) -> str:
    """The card the panel's "Put … into the row" would put in (None when nothing is picked)."""
    return json.loads(page.get_attribute(PUT, "data-action"))["card"] if page.locator(PUT).count() else None


def test_a_click_on_a_hand_card_picks_it_and_only_the_second_puts_it_into_the_row(watched, site_url):
    page, watch = watched
    page.add_init_script(RECORD_DRAWS)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    hand = at_the_row_choice(page)
    assert len(hand) >= 2
    screenshot(page, "row-choice-1280x800.png")
    assert page.evaluate(PICK_DRAWN) == [0, 0]
    before = acted(page)
    click_hand_card(page, 0, len(hand))
    page.wait_for_selector(PUT)
    # Picked, not played: the phase is the same, the card lit on the board and said in the panel.
    assert acted(page) == before and page.evaluate("document.body.dataset.phase") == "choose_row"
    assert put_shows(page) == hand[0]
    assert page.text_content(PUT).startswith("Put ") and page.text_content(PUT).endswith(" into the row")
    assert "cannot be taken back" in page.text_content("#actions .row-pick")
    assert page.evaluate(PICK_DRAWN) == [1, 1]
    assert not_whole(page.locator(PUT)) == []
    screenshot(page, "row-pick-1280x800.png")
    # Another card moves the pick; Escape drops it.
    click_hand_card(page, 1, len(hand))
    page.wait_for_function(f"document.querySelector('{PUT}').dataset.action.includes({json.dumps(hand[1])})")
    pressed = page.eval_on_selector_all("#actions button[aria-pressed='true']", "bs => bs.map(b => b.dataset.action)")
    assert [json.loads(a)["card"] for a in pressed] == [hand[1]]
    page.keyboard.press("Escape")
    page.wait_for_selector(PUT, state="detached")
    assert acted(page) == before and page.evaluate(PICK_DRAWN) == [0, 0]
    # The keyboard: Enter on a card's button picks it, the focus goes to "Put … into the row",
    # and Enter there puts it in.
    page.focus("#actions button[data-action]")
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement.classList.contains('put-in-row')")
    assert acted(page) == before and put_shows(page) == hand[0]
    page.keyboard.press("Enter")
    wait_acted(page, before)
    assert row_once_shown(page) and hand[0] in row_once_shown(page)
    watch.check()


def test_a_second_click_on_the_picked_card_puts_it_into_the_row(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    hand = at_the_row_choice(page)
    before = acted(page)
    click_hand_card(page, 1, len(hand))
    page.wait_for_selector(PUT)
    assert acted(page) == before
    click_hand_card(page, 1, len(hand))
    wait_acted(page, before)
    assert hand[1] in row_once_shown(page)  # the card clicked twice went in, not the first
    watch.check()

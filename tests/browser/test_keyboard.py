"""Playing with the keyboard: shortcuts jump to an action area or a zone's flag spots, the
focused spot is lit on the board, and the focus stays in the action panel after the computer
players' moves."""

import json

from charon_ui import layout as L  # the page's own geometry, to point at the board
from game.charon.board import POSITION_ZONES
from game.charon.cards import CARD_VALUE
from tests.browser.conftest import CARD_PHASES, acted, screenshot, wait_acted, wait_asked_or_past, wait_ready

FOCUSED = "document.activeElement && document.activeElement.dataset.action || ''"


def focused_action(page) -> dict:
    text = page.evaluate(FOCUSED)
    return json.loads(text) if text else {}


def test_shortcuts_and_the_focus_in_the_panel(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    # The cards first: the focus on the first choice, Enter takes it.
    while wait_asked_or_past(page, CARD_PHASES) in CARD_PHASES:
        page.focus("#actions button[data-action]")
        before = acted(page)
        page.keyboard.press("Enter")
        if page.evaluate("document.body.dataset.phase") == "choose_row":  # Enter picked the card:
            page.wait_for_function("document.activeElement.classList.contains('put-in-row')")
            assert acted(page) == before
            page.keyboard.press("Enter")  # ...and Enter on "Put … into the row" puts it in
        wait_acted(page, before)
    # The bot's worker starts (Pyodide of its own) on a busy machine: give it time.
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    assert page.is_visible("#keys-help")
    # The help says what the keys do: a letter goes to its area's button, Enter takes it.
    assert "S, R, E, Y, U go to an action area's button" in page.text_content("#keys-help")
    assert "Enter takes the chosen one" in page.text_content("#keys-help")
    before = acted(page)
    page.keyboard.press("y")
    assert focused_action(page) == {"type": "lift_flag", "source": "synchrotron"}
    assert acted(page) == before  # the letter alone did not play
    assert page.evaluate("document.activeElement.getAttribute('aria-keyshortcuts')") == "Y"
    page.keyboard.press("Enter")
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    page.keyboard.type("14")  # zone 14's flag spots
    spot = focused_action(page)
    assert spot["type"] == "place_flag" and 14 in POSITION_ZONES[spot["position"]]
    page.keyboard.type("14")  # again: its next spot (its "1" alone went to zone 1, then "14" back to the first)
    following = focused_action(page)
    assert following["type"] == "place_flag" and 14 in POSITION_ZONES[following["position"]]
    assert following != spot
    screenshot(page, "keyboard-spot-1280x800.png")
    page.keyboard.press("Enter")
    # The bot moves; the focus comes back to the panel for Ann's next flag.
    page.wait_for_function("document.activeElement && !!document.activeElement.closest('#actions')", timeout=120_000)
    assert focused_action(page).get("type") == "lift_flag"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineWidth")
    assert outline == "3px"  # a focus ring one can see
    # Ctrl+Z now, the flag's turn over: nothing happens, and the page says why.
    before = acted(page)
    page.keyboard.press("Control+z")
    assert page.is_visible("#message")
    assert page.text_content("#message-text").startswith(
        "Nothing to undo: only moves of the turn being played can be taken back, not those of a turn that has ended"
    )
    assert acted(page) == before and focused_action(page).get("type") == "lift_flag"


def test_in_hungarian_an_areas_key_is_a_letter_of_its_hungarian_name(watched, site_url):
    """Play-test 20: the Hungarian keys line named S, R, E, Y, U, "their English names' letters",
    beside "Lopott intelligencia"…: in Hungarian, L goes to Lopott intelligencia's button."""
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob&lang=hu")
    wait_ready(page)
    while wait_asked_or_past(page, CARD_PHASES) in CARD_PHASES:
        page.focus("#actions button[data-action]")
        before = acted(page)
        page.keyboard.press("Enter")
        if page.evaluate("document.body.dataset.phase") == "choose_row":
            page.wait_for_function("document.activeElement.classList.contains('put-in-row')")
            page.keyboard.press("Enter")
        wait_acted(page, before)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)  # after the bot's card
    assert "L, R, M, S, I" in page.text_content("#keys-help")
    page.keyboard.press("l")
    assert focused_action(page) == {"type": "lift_flag", "source": "stolen_intelligence"}
    assert page.evaluate("document.activeElement.getAttribute('aria-keyshortcuts')") == "L"


def test_the_rules_are_one_key_away(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,human&seed=4&names=Ann,Bob")
    wait_ready(page)
    page.click("#handoff-continue")
    page.keyboard.press("?")
    dialog = page.locator("#rules [role='dialog']")
    assert dialog.is_visible()
    assert page.locator("#rules-body h3").count() >= 8
    assert page.locator("#rules-body p.pinned").count() >= 8  # the project's readings, marked
    assert page.locator(".rules-examples canvas").count() == 3  # claiming drawn on the board
    screenshot(page, "rules-1280x800.png")
    page.keyboard.press("Escape")
    assert page.is_hidden("#rules")
    # The prompt's link opens the section of the phase being played (choosing the row: set-up).
    page.click("#prompt-help")
    top = page.evaluate(
        """() => document.getElementById('rules-setup').getBoundingClientRect().top
                 - document.querySelector('#rules .dialog').getBoundingClientRect().top"""
    )
    assert 0 <= top < 200
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules", state="hidden")
    # The keyboard is back where it was (it fell to the page's body: a play-test's)
    page.wait_for_function("document.activeElement.id === 'prompt-help'")
    page.focus("#rules-btn")
    page.keyboard.press("Enter")
    page.wait_for_selector("#rules:not([hidden])")
    page.click("#rules-close")
    assert page.is_hidden("#rules")
    page.wait_for_function("document.activeElement.id === 'rules-btn'")


def test_the_set_up_screen_and_the_board_explain_themselves(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    page.wait_for_selector("#setup:not([hidden])")
    kinds = page.eval_on_selector_all("#setup-players select.seat-kind", "s => s.map(x => x.value)")
    assert kinds == ["human", "ai:easy", "ai:easy"]  # one human against two computer players
    assert "The same seed deals the same game" in page.text_content("#setup-seed-help")
    page.click("#setup-start")
    page.wait_for_selector("#actions button[data-action]", timeout=120_000)
    # Hovering an action area says what it does and when it triggers.
    box = page.locator("#board").bounding_box()
    ax, ay, aw, ah = L.AREA_RECT["stolen_intelligence"]
    page.mouse.move(box["x"] + (ax + 60) * box["width"] / L.WIDTH, box["y"] + (ay + ah / 2) * box["height"] / L.HEIGHT)
    page.wait_for_selector("#tooltip:not([hidden])")
    tip = page.text_content("#tooltip")
    assert tip.startswith("Stolen Intelligence:") and "triggers when exactly one flag is left" in tip


def test_at_the_row_choice_a_cards_value_goes_to_its_button(watched, site_url):
    # The 6 December play-test pressed a number at the row choice: nothing happened, and no keys
    # line said what would.
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action*='choose_row_card']")
    assert "a card's value goes to its button" in page.text_content("#keys-help")
    choices = page.eval_on_selector_all(
        "#actions button[data-action*='choose_row_card']", "buttons => buttons.map(b => JSON.parse(b.dataset.action))"
    )
    card = choices[-1]["card"]  # the last of the hand, far from the first Tab
    before = acted(page)
    page.keyboard.type(str(CARD_VALUE[card]))
    assert focused_action(page) == {"type": "choose_row_card", "card": card}
    assert acted(page) == before  # the number alone did not play
    page.keyboard.press("Enter")  # picks it...
    page.wait_for_function("document.activeElement.classList.contains('put-in-row')")
    page.keyboard.press("Enter")  # ...and puts it in
    wait_acted(page, before)

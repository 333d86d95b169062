"""The New game form as a newcomer reads it (issue 38): each seat's Human/Computer choice sits
under its own seat's name, the names the form gives say who plays as the game will name them
('Easy bot 2', each computer with its seat's number whoever else plays), Escape closes the
form over a game, and on a phone Start is in sight."""

import json

from tests.browser.conftest import screenshot, wait_ready

NAMES = "() => [...document.querySelectorAll('#setup-players .seat input')].map(i => i.value)"


def test_in_spanish_a_computers_made_name_keeps_its_number(watched, site_url):
    """Seat 3's computer stays "IA fácil 3" when seat 2 becomes a human (it once lost its number;
    the loading screen's form is checked alike in test_loading.py)."""
    page, _watch = watched
    page.add_init_script("localStorage.setItem('shell:lang', 'es')")
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.evaluate(NAMES) == ["Jugador 1", "IA fácil 2", "IA fácil 3"]
    page.locator("#setup-players select.seat-kind").nth(1).select_option("human")
    assert page.evaluate(NAMES) == ["Jugador 1", "Jugador 2", "IA fácil 3"]
    screenshot(page, "setup-seats-es-1280x800.png")


def test_made_names_follow_who_plays_and_typed_names_stay(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.evaluate(NAMES) == ["Player 1", "Easy bot 2", "Easy bot 3"]
    kinds = page.locator("#setup-players select.seat-kind")
    kinds.nth(1).select_option("human")
    assert page.evaluate(NAMES) == ["Player 1", "Player 2", "Easy bot 3"]  # still seat 3's bot
    kinds.nth(2).select_option("ai:hard")
    assert page.evaluate(NAMES) == ["Player 1", "Player 2", "Hard bot 3"]
    page.locator("#setup-players .seat input").nth(1).fill("Zed")
    kinds.nth(1).select_option("ai:hard")
    assert page.evaluate(NAMES) == ["Player 1", "Zed", "Hard bot 3"]
    # Each seat's choice is under its own name, clear of the next seat's row.
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('#setup-players .seat')].map(row => {
             const r = (s) => row.querySelector(s).getBoundingClientRect();
             return {name: r('input'), kind: r('select.seat-kind'), row: row.getBoundingClientRect()}; })"""
    )
    for seat, following in zip(boxes, boxes[1:], strict=False):
        assert abs(seat["kind"]["left"] - seat["name"]["left"]) < 1 and seat["kind"]["top"] > seat["name"]["bottom"]
        assert following["row"]["top"] - seat["kind"]["bottom"] >= 10
    screenshot(page, "setup-seats-1280x800.png")
    # The game takes the names as the form shows them.
    page.click("#setup-start")
    page.wait_for_selector("#setup", state="hidden")
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    names = json.loads(record)["players"]["names"]
    assert names == ["Player 1", "Zed", "Hard bot 3"]
    # Over a game, Escape closes the New game form, as "Back to the game" does.
    page.click("#menu-btn")
    assert page.is_visible("#setup")
    page.keyboard.press("Escape")
    assert page.is_hidden("#setup") and page.is_visible("#board")
    watch.check()


def test_on_a_phone_start_is_in_sight_on_a_first_visit(phone_page, site_url):
    page, errors = phone_page
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.is_visible("#learn-box.first")  # the first visit: what the game is, and the lesson, come first
    start = page.locator("#setup-start").bounding_box()
    assert start["y"] >= 0 and start["y"] + start["height"] <= 844
    screenshot(page, "setup-first-visit-390x844.png")
    page.locator("#setup-start").tap()
    page.wait_for_selector("#setup", state="hidden")
    assert not errors

"""The spot of a flag button focused by the keyboard is ringed on the board (keyboard play);
a tap or a click leaves no such ring behind (a flag placed by tapping its button stayed ringed
for the rest of staking, as if chosen again: two newcomers on phones asked why)."""

import json

from tests.browser.conftest import acted, recording_page, until_staking, wait_acted

URL = "/index.html?players=human,ai:greedy,ai:greedy&seed=2037&pace=0"
RINGED = """() => { const drawn = (window.charonDrawn.board || {ops: '[]'}).ops;
  const ops = typeof drawn === 'string' ? JSON.parse(drawn) : drawn;
  return ops.some(op => op[0] === 'circle' && op[3] === 20 && op[5] === '#ffffff' && op[6] === 3); }"""


def placing(page) -> None:
    """Play through the row choice, then lift the first area's flag: a flag to place."""
    until_staking(page, tap=True)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=60_000)
    page.locator("#actions button[data-action*='lift_flag']").first.tap()
    page.wait_for_selector("#actions button[data-action*='place_flag']")


def test_a_tapped_flag_leaves_no_ring_and_the_keyboards_focus_rings_its_spot(browser, site_url):
    context, page, errors = recording_page(browser, (390, 844), site_url + URL)
    placing(page)
    before = acted(page)
    page.locator("#actions button[data-action*='place_flag']").nth(3).tap()
    wait_acted(page, before)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=60_000)  # my next flag
    assert not page.evaluate(RINGED)  # the flag placed by a tap is not left ringed
    page.locator("#actions button[data-action*='lift_flag']").first.tap()
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    assert not page.evaluate(RINGED)  # nothing ringed that the player did not point at
    # The keyboard: a focused flag button's spot is ringed.
    page.keyboard.press("Tab")
    button = page.locator("#actions button[data-action*='place_flag']").first
    button.focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function(RINGED)
    focused = page.evaluate("document.activeElement.dataset.action || ''")
    assert json.loads(focused)["type"] == "place_flag"
    assert errors == []
    context.close()

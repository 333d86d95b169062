"""The board's tooltip goes when a click acts (issue 38, play-test 19): hovering a lit flag spot
shows its zone's tooltip ("Player 1: 1 influence…"); the click that places the flag there must
take it away, and it must not come back over the board until the pointer moves again (it
stayed, covering the zone the flag went to)."""

import json

from charon_ui import layout
from tests.browser.conftest import SNAPSHOT, acted, open_game, screenshot, until_staking, wait_acted


def to_page(page, x: float, y: float) -> tuple[float, float]:
    """A point of the table's logical layout, on the page."""
    box = page.locator("#board").bounding_box()
    return box["x"] + x * box["width"] / layout.WIDTH, box["y"] + y * box["height"] / layout.HEIGHT


def test_a_zone_s_tooltip_goes_when_a_click_places_a_flag(watched):
    page, watch = watched
    page.set_viewport_size({"width": 1024, "height": 768})
    open_game(page, watch.origin, "human,ai:greedy,ai:greedy", 2037)
    until_staking(page)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=60_000)
    before = acted(page)
    page.click("#actions button[data-action*='lift_flag'] >> nth=0")
    wait_acted(page, before)
    snap = page.evaluate(SNAPSHOT)
    spot = next(json.loads(a)["position"] for a in snap["actions"] if json.loads(a)["type"] == "place_flag")
    point = to_page(page, *layout.POSITION_XY[spot])
    page.mouse.move(*point)
    tip = page.locator("#tooltip")
    tip.wait_for(state="visible")
    assert "influence" in tip.text_content() or "No flags touch it" in tip.text_content()
    screenshot(page, "board-tooltip-hovered-1024x768.png")
    before = acted(page)
    page.mouse.click(*point)
    wait_acted(page, before)
    # The computer players move next, and the board is drawn again under the still pointer.
    page.wait_for_function("() => document.body.dataset.thinking !== '1' && document.body.dataset.toMove === '0'")
    screenshot(page, "board-tooltip-after-click-1024x768.png")
    assert tip.is_hidden()

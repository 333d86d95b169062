"""A touch phone (390x844): the board's flag spots are too small for a finger, so a tap on a
zone zooms in on it, and the next tap on a spot places the flag there."""

import json

import pytest

from charon_ui import layout as L  # the page's own geometry, to tap on the board
from tests.browser.conftest import screenshot, wait_ready


@pytest.fixture
def phone_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def tap_logical(page, x, y, view=None):
    """Tap the canvas at a logical point of the table (as zoomed by `view`)."""
    if view is not None:
        scale, ox, oy = view
        x, y = (x - ox) * scale, (y - oy) * scale
    box = page.locator("#board").bounding_box()
    page.touchscreen.tap(box["x"] + x * box["width"] / L.WIDTH, box["y"] + y * box["height"] / L.HEIGHT)


def test_a_tap_zooms_in_and_the_next_places_the_flag(browser, site_url, phone_context_args):
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    # The cards first (the panel), then a flag lifted from an action area by a tap on it.
    while True:
        phase, to_move = page.evaluate("[document.body.dataset.phase, document.body.dataset.toMove]")
        if phase not in ("replace_duplicates", "choose_row"):
            break
        if to_move == "0":
            page.tap("#actions button[data-action]")
        page.wait_for_timeout(200)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    ax, ay, aw, ah = L.AREA_RECT["synchrotron"]
    tap_logical(page, ax + 40, ay + ah / 2)
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    spots = [json.loads(b) for b in page.eval_on_selector_all(
        "#actions button[data-action*='place_flag']", "bs => bs.map(b => b.dataset.action)")]  # fmt: skip
    position = next(s["position"] for s in spots if 8 in L.POSITION_ZONES[s["position"]])
    # A tap on zone 8 zooms in on it (nothing is placed yet)...
    zx, zy, zw, zh = L.FULL_BOARD.zone_rect[8]
    tap_logical(page, zx + zw / 4, zy + zh * 3 / 4)  # on the zone, away from its flag spots
    assert page.is_visible("#unzoom")
    assert page.query_selector("#actions button[data-action*='place_flag']") is not None
    screenshot(page, "phone-zoomed-390x844.png")
    # ...where a flag spot is at least 44 px wide for a finger...
    view = L.zoom_view(8)
    box = page.locator("#board").bounding_box()
    assert 2 * L.HIT_RADIUS * view[0] * box["width"] / L.WIDTH >= 44
    # ...and the next tap places the flag there, back on the whole board.
    tap_logical(page, *L.FULL_BOARD.position_xy[position], view)
    page.wait_for_selector("#unzoom", state="hidden")
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert any(line.startswith("Ann stakes a flag from Synchrotron on ") for line in log)
    assert not errors
    context.close()


@pytest.mark.parametrize("size", [(800, 600), (390, 844)])
def test_the_whole_table_with_the_hand_shows_above_the_action_panel(browser, site_url, size):
    """Whenever a decision is asked, the pinned action panel leaves the table — the player's
    own hand at its bottom included — in view."""
    width, height = size
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=width < 500, has_touch=width < 500
    )
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ana,Ben")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    board = page.locator("#board").bounding_box()
    actions = page.locator("#actions").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= min(actions["y"], height)
    screenshot(page, f"table-{width}x{height}.png")
    context.close()

"""A phone's staking turn (issue 38, item 12): a flag lifted from an action area, which a phone
shows below the moon, is placed on the moon; the moon is brought back so that its lit flag
spots are in view, between the tab bar above and the pinned action panel below."""

import json

from charon_ui import layout as L
from tests.browser.conftest import canvas_view, wait_ready


def spot_on_screen(page, position: str) -> float:
    """Where a flag spot of the moon is in the window (its y, CSS pixels)."""
    _, h, (scale, _, oy) = canvas_view(page)
    box = page.locator("#board").bounding_box()
    return box["y"] + (L.POSITION_XY[position][1] - oy) * scale * box["height"] / h


def test_the_lit_flag_spots_are_brought_into_view_after_a_lift(phone_page, site_url):
    page, errors = phone_page
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    for _ in range(10):  # the cards first (the panel), until Ann's flag is to lift
        page.wait_for_function(
            "() => document.body.dataset.toMove === '0' && document.querySelector('#actions button[data-action]')",
            timeout=120_000,
        )
        if page.locator("#actions button[data-action*='lift_flag']").count():
            break
        page.tap("#actions button[data-action]")
    # The areas, below the moon, scrolled into view as a player scrolls to read them; a tap on
    # the pinned action panel lifts a flag.
    page.locator("#areas-canvas").scroll_into_view_if_needed()
    page.tap("#actions button[data-action*='lift_flag'][data-action*='synchrotron']")
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    spots = [json.loads(a)["position"] for a in page.eval_on_selector_all(
        "#actions button[data-action*='place_flag']", "bs => bs.map(b => b.dataset.action)")]  # fmt: skip
    top = page.locator("#phone-tabs").bounding_box()
    above = top["y"] + top["height"] if top["y"] >= 0 else 0
    below = page.locator("#actions").bounding_box()["y"]
    seen = [p for p in spots if above <= spot_on_screen(page, p) <= below]
    assert seen == spots, (spots, [round(spot_on_screen(page, p)) for p in spots], above, below)
    assert not errors

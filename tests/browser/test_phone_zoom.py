"""A phone's zoomed zone (issue 38, newcomers' play-tests at 390x844): a tap on a zone zooms in
on it, and the zone's instruction was cut by the pinned action panel while "Whole board", over the
canvas's top right corner, covered a lit flag spot. Every lit spot in the zoomed view can be
tapped (nothing over it, above the panel), and the instruction and "Whole board" show whole."""

import json

import pytest

from charon_ui import layout as L  # the page's own geometry, to find the spots on the board
from tests.browser.conftest import (
    PHONE,
    canvas_view,
    page_errors,
    screenshot,
    until_staking,
    wait_ready,
)
from tests.browser.in_view import not_whole

PLACE = "#actions button[data-action*='place_flag']"
# Whether the point (x, y) of the window shows the board's canvas, clear of the pinned panel.
TAPPABLE = """([x, y]) => { const hit = document.elementFromPoint(x, y);
  return hit !== null && hit.id === 'board' && y < document.getElementById('actions').getBoundingClientRect().top; }"""


def window_point(page, x, y):
    """The window's point of a logical point of the table, through the board's view (a zoom)."""
    w, h, (scale, ox, oy) = canvas_view(page)
    box = page.locator("#board").bounding_box()
    return box["x"] + (x - ox) * scale * box["width"] / w, box["y"] + (y - oy) * scale * box["height"] / h


def a_flag_lifted(browser, site_url, **context_args):
    """A phone's page (a new context: `context_args`) at the human's staking, a flag lifted: the
    spots to place it on lit. Returns the context, the page and its errors."""
    context = browser.new_context(**PHONE, reduced_motion="reduce", **context_args)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    until_staking(page, tap=True)
    page.locator("#actions button[data-action*='lift_flag']").first.tap(timeout=120_000)
    page.wait_for_selector(PLACE)
    return context, page, errors


@pytest.mark.parametrize("hint", ["no-hint", "hint", "hint-more"])
def test_every_lit_spot_of_a_zoomed_zone_can_be_tapped_and_its_instruction_shows(browser, site_url, hint):
    """Also with the Hint open, folded or unfolded ("More": its reasons and the next best), the
    box above the board (a newcomer's: "More" pushed the board under the pinned panel)."""
    context, page, errors = a_flag_lifted(browser, site_url, device_scale_factor=3)
    if hint != "no-hint":
        page.locator("#hint-btn").tap()
        page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
        if hint == "hint-more":
            page.locator("#hint-fold").tap()
        screenshot(page, f"phone-place-{hint}-390x844.png")
    lit = [json.loads(b)["position"] for b in page.eval_on_selector_all(PLACE, "bs => bs.map(b => b.dataset.action)")]
    # A tap on zone 8, away from its spots, where the page shows it, zooms in on it.
    zx, zy, zw, zh = L.FULL_BOARD.zone_rect[8]
    x, y = window_point(page, zx + zw / 4, zy + zh * 3 / 4)
    assert page.evaluate(TAPPABLE, [x, y])
    page.touchscreen.tap(x, y)
    page.wait_for_selector("#unzoom:not([hidden])")
    screenshot(page, f"phone-zoomed-spots-{hint}-390x844.png")
    for part in ("#zoom-cue", "#unzoom", "#phone-tabs"):  # the tab bar too: no hint over it
        assert not_whole(page.locator(part)) == [], part
    # Every lit spot the zoomed board shows: the board itself under it, above the panel.
    w, h, (scale, ox, oy) = canvas_view(page)
    shown = [p for p in lit if ox <= L.FULL_BOARD.position_xy[p][0] <= ox + w / scale]
    shown = [p for p in shown if oy <= L.FULL_BOARD.position_xy[p][1] <= oy + h / scale]
    assert len(shown) >= 4, (lit, shown)
    board = page.locator("#board").bounding_box()
    r = L.HIT_RADIUS / 2  # half way to the edge of a spot's tap area, each way
    for position in shown:
        px, py = L.FULL_BOARD.position_xy[position]
        for dx, dy in ((0, 0), (-r, 0), (r, 0), (0, -r), (0, r)):
            x, y = window_point(page, px + dx, py + dy)
            if board["x"] < x < board["x"] + board["width"] and board["y"] < y < board["y"] + board["height"]:
                assert page.evaluate(TAPPABLE, [x, y]), (position, dx, dy)
    assert errors == []
    context.close()


@pytest.mark.parametrize("hint", ["no-hint", "hint"])
def test_the_tap_to_zoom_cue_is_not_under_the_pinned_panel(browser, site_url, hint):
    """ "Tap a zone to zoom in" under the moon, as a flag is to be placed: whole in sight, the
    pinned action panel over none of it (a newcomer's play-test: the panel covered it)."""
    context, page, errors = a_flag_lifted(browser, site_url, locale="hu-HU")
    if hint == "hint":
        page.locator("#hint-btn").tap()
        page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    page.wait_for_selector("#zoom-cue:not([hidden])")
    assert page.text_content("#zoom-cue").startswith("Koppints egy zónára")
    screenshot(page, f"phone-zoom-cue-{hint}-hu-390x844.png")
    assert not_whole(page.locator("#zoom-cue")) == []
    assert errors == []
    context.close()

"""A phone's staking turn (issue 38, item 12): a flag lifted from an action area, which a phone
shows below the moon, is placed on the moon; the moon is brought back so that its lit flag
spots are in view, between the tab bar above and the pinned action panel below."""

import json

import pytest

from charon_ui import layout as L
from tests.browser.conftest import (
    PHONE,
    RECORD_DRAWS,
    WORDS_DRAWN,
    canvas_view,
    page_errors,
    press_first,
    screenshot,
    wait_ready,
)
from tests.browser.in_view import not_whole


def spot_on_screen(page, position: str) -> float:
    """Where a flag spot of the moon is in the window (its y, CSS pixels)."""
    _, h, (scale, _, oy) = canvas_view(page)
    box = page.locator("#board").bounding_box()
    return box["y"] + (L.POSITION_XY[position][1] - oy) * scale * box["height"] / h


def staking_as_ann(page, site_url: str, tap: bool, lang: str = "en") -> None:
    """A game against the greedy player, played by the panel (the cards first) until Ann's
    flag is to lift."""
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob&lang={lang}")
    wait_ready(page)
    for _ in range(10):
        page.wait_for_function(
            "() => document.body.dataset.toMove === '0' && document.querySelector('#actions button[data-action]')",
            timeout=120_000,
        )
        if page.locator("#actions button[data-action*='lift_flag']").count():
            return
        press_first(page, tap=tap)


def test_the_lit_flag_spots_are_brought_into_view_after_a_lift(phone_page, site_url):
    page, errors = phone_page
    staking_as_ann(page, site_url, tap=True)
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


def area_name_point(page, canvas: str, area: str) -> tuple[float, float]:
    """Where an action area's name is drawn in the window: its first words, on its title line."""
    w, h, (scale, ox, oy) = canvas_view(page, canvas)
    box = page.locator(canvas).bounding_box()
    ax, ay, _, _ = L.AREA_RECT[area]
    x, y = ax + 40, ay + 17  # the title's baseline row (web/charon_ui/render.py), past its first letters
    return box["x"] + (x - ox) * scale * box["width"] / w, box["y"] + (y - oy) * scale * box["height"] / h


def press_area_name(page, canvas: str, area: str, tap: bool) -> None:
    """A tap (or a click) on an action area's name, its canvas scrolled into view first."""
    page.locator(canvas).scroll_into_view_if_needed()
    x, y = area_name_point(page, canvas, area)
    page.touchscreen.tap(x, y) if tap else page.mouse.click(x, y)


@pytest.mark.parametrize("phone", [True, False], ids=["phone-tap", "desktop-click"])
def test_a_tap_on_an_action_areas_name_takes_the_flag_as_its_button_does(browser, site_url, phone):
    """Issue 38: tapping "Engineering Advance" on the board did nothing while staking; only the
    panel's buttons took the flag. A tap (or a click) on an area's name does what its button does."""
    context = browser.new_context(**PHONE) if phone else browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = page_errors(page)
    staking_as_ann(page, site_url, tap=phone)
    lifts = [json.loads(a) for a in page.eval_on_selector_all(
        "#actions button[data-action*='lift_flag']", "bs => bs.map(b => b.dataset.action)")]  # fmt: skip
    area = next(a["source"] for a in lifts if a["source"] in L.AREA_RECT)
    canvas = "#areas-canvas" if phone else "#board"
    press_area_name(page, canvas, area, phone)
    page.wait_for_selector("#actions button[data-action*='place_flag']", timeout=10_000)
    assert page.evaluate("document.body.dataset.phase") == "stake"
    # Another area's name, with that flag in hand: the tap says why it takes nothing.
    other = next(a["source"] for a in lifts if a["source"] in L.AREA_RECT and a["source"] != area)
    press_area_name(page, canvas, other, phone)
    page.wait_for_selector("#message", state="visible", timeout=10_000)
    screenshot(page, f"area-name-tap-{'phone' if phone else 'desktop'}.png")
    assert page.inner_text("#message-text").startswith("First place the flag from ")
    assert page.locator("#actions button[data-action*='place_flag']").count()  # nothing else happened
    assert not errors
    context.close()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_flag_to_take_shows_whole_in_the_pinned_panel(browser, site_url, lang):
    """Issue 38 (the last play-test, a Hungarian phone): of the five "take my flag" buttons the
    last sat half under the window's foot, the panel giving no sign that it scrolled. Each is
    whole in sight as the turn opens, with no scrolling."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = page_errors(page)
    staking_as_ann(page, site_url, tap=True, lang=lang)
    lifts = page.locator("#actions button[data-action*='lift_flag']")
    assert lifts.count() == 5
    screenshot(page, f"phone-staking-lifts-{lang}-390x844.png")
    for i in range(5):
        assert not_whole(lifts.nth(i)) == [], (i, lifts.nth(i).text_content())
    assert not errors
    context.close()


def test_the_hints_mark_on_the_moon_reads_on_a_phone(phone_page, site_url):
    # Its "hint" label was drawn at the desktop's 13 px: 7 CSS px on a phone's moon.
    page, errors = phone_page
    page.add_init_script(RECORD_DRAWS)
    staking_as_ann(page, site_url, tap=True)
    page.locator("#actions button[data-action*='lift_flag']").first.tap()
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    page.wait_for_function(f"({WORDS_DRAWN})().some(([size, text]) => text === 'hint')")
    sizes = [size for size, text in page.evaluate(WORDS_DRAWN) if text == "hint"]
    assert min(sizes) >= 11, sizes
    screenshot(page, "phone-hint-mark-390x844.png")
    assert not errors

"""The top bar beside the table holds still: Undo coming and going neither moves the language
switch nor changes the bar's height (the switch once dropped to a line of its own when Undo
appeared), in every language and at the desktop sizes."""

import pytest

from tests.browser.conftest import PHONE, press_first, screenshot, sized_context, wait_ready
from tests.browser.in_view import not_whole

# The top bar's height and the language switch's place, as the player sees them.
BAR = """() => { const bar = document.getElementById('topbar').getBoundingClientRect();
  const langs = document.querySelector('#topbar .lang-switch').getBoundingClientRect();
  return {height: Math.round(bar.height), x: Math.round(langs.x), y: Math.round(langs.y)}; }"""


def test_undo_appearing_and_going_moves_nothing_in_the_top_bar(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?players=human,ai:random&seed=1&pace=0")
    wait_ready(page)
    press_first(page)  # a card of the row: no taking back, Undo stays away
    page.wait_for_selector("body[data-phase='stake'] #actions button[data-action]")
    assert page.is_hidden("#undo-btn")
    for width, height in ((1280, 800), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        for lang in ("en", "hu", "es"):
            page.click(f"#topbar [data-lang='{lang}']")
            page.wait_for_selector(f"html[lang='{lang}']", state="attached")
            without = page.evaluate(BAR)
            page.click("#actions button[data-action]")  # a flag lifted: it can be taken back
            page.wait_for_selector("#undo-btn:not([hidden])")
            with_undo = page.evaluate(BAR)
            if lang == "en":
                screenshot(page, f"topbar-undo-{width}x{height}.png")
            assert with_undo == without, f"{width}x{height} {lang}: {without} -> {with_undo} when Undo appeared"
            page.click("#undo-btn")
            page.wait_for_selector("#undo-btn", state="hidden")
            assert page.evaluate(BAR) == without, f"{width}x{height} {lang}: the bar moved when Undo went"


# The buttons that take room on the page (a box) with neither words shown nor an accessible name.
EMPTY = """() => [...document.querySelectorAll('button, summary, [role=button], [role=tab]')].filter(b => {
  const r = b.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && !b.innerText.trim() && !(b.getAttribute('aria-label') || '').trim();
}).map(b => { const r = b.getBoundingClientRect();
  return `${b.id || b.className || b.tagName} ${Math.round(r.width)}x${Math.round(r.height)}`; })"""


def test_no_button_is_empty_when_a_flag_is_to_lift(browser, site_url):
    """At the flag-lifting moment a newcomer found an empty 59x30 button beside Hint: Undo's
    place kept by the hidden button made invisible. Every button with a box has words or a name,
    before and after the lift, beside the board and on a phone."""
    for size in ((1280, 800), (390, 844)):
        context = sized_context(browser, size)
        page = context.new_page()
        page.goto(f"{site_url}/index.html?players=human,ai:random&seed=1&pace=0")
        wait_ready(page)
        press_first(page)  # a card of the row; then the staking's flags to lift
        page.wait_for_selector("body[data-phase='stake'] #actions button[data-action*='lift_flag']")
        assert page.evaluate(EMPTY) == [], size
        page.locator("#actions button[data-action*='lift_flag']").first.click()
        page.wait_for_selector("#undo-btn:not([hidden])")
        assert page.evaluate(EMPTY) == [], size
        context.close()


# Where the phone's top bar puts each of its parts shown: (id, left, top in the bar); and the bar's
# height. In the bar: the window may scroll meanwhile (a lifted flag brings its lit spots and
# "Tap a zone to zoom in" into view), which moves the bar, not its buttons in it.
PARTS = """() => { const bar = document.getElementById('topbar').getBoundingClientRect();
  return [['topbar', 0, Math.round(bar.height)],
  ...[...document.querySelectorAll('#topbar > *')].filter(e => e.getClientRects().length)
    .map(e => { const r = e.getBoundingClientRect();
      return [e.id || e.className, Math.round(r.x), Math.round(r.y - bar.top)]; })]; }"""


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_on_a_phone_putting_the_flag_back_moves_no_button_of_the_top_bar(browser, site_url, lang):
    """Issue 38 (a newcomer's play-test at 390x844): "Put the flag back" came into the phone's top
    bar before Hint, pushing it down to the second line. The buttons there stay where they were,
    on two lines in every language."""
    context = browser.new_context(**PHONE, device_scale_factor=3, reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:random&seed=1&pace=0&lang={lang}")
    wait_ready(page)
    press_first(page, tap=True)  # a card of the row
    page.wait_for_selector("body[data-phase='stake'] #actions button[data-action]")
    without = page.evaluate(PARTS)
    page.locator("#actions button[data-action*='lift_flag']").first.tap()
    page.wait_for_selector("#undo-btn:not([hidden])")
    screenshot(page, f"topbar-put-flag-back-{lang}-390x844.png")
    assert lang != "en" or page.text_content("#undo-btn") == "Put the flag back"
    with_undo = page.evaluate(PARTS)
    assert [part for part in with_undo if part[0] != "undo-btn"] == without
    # Two lines in every language: the buttons on the first, Undo beside the language switch.
    tops = sorted({top for _part, _x, top in with_undo[1:]})
    assert len(tops) == 2, with_undo
    assert not_whole(page.locator("#undo-btn")) == []
    context.close()

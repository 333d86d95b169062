"""What the pinned action panel of a 390x844 touch phone left covered (a newcomer's play-test in
Hungarian, issue 38): the flag spots' key while a flag is placed (only its first line and a half
showed over the panel, the whole board or a zone zoomed), the moon's bottom row with the hint
open as a flag is taken, and, in the claiming walk-through, a row of zones and their gems under
the caption drawn across the moon's top or foot."""

import pytest

from charon_ui import layout as L
from tests.browser.conftest import (
    PHONE,
    RECORD_WALK_BANNERS,
    acted,
    overlap,
    page_errors,
    press_first,
    screenshot,
    until_staking,
    wait_acted,
    wait_ready,
)
from tests.browser.in_view import not_whole

PLACE = "#actions button[data-action*='place_flag']"
# The key the page shows: under the moon, or atop the pinned panel.
KEY = ":is(#spot-legend, #actions .spot-key) >> visible=true"
KEY_WORDS = {
    "en": ["Flag spots (1 influence per zone):", "centre: 1 zone", "road: 2 zones", "crossroads: 4 zones"],
    "hu": ["Zászlóhelyek (zónánként 1 befolyás):", "zóna közepe: 1 zóna", "út: 2 zóna", "kereszteződés: 4 zóna"],
}


def phone_game(browser, site_url: str, lang: str, script: str = "", **context_args):
    """A phone's game against the greedy player in `lang` (`script` run before the page's own):
    the context, the page, its errors."""
    context = browser.new_context(**PHONE, device_scale_factor=3, **context_args)
    if script:
        context.add_init_script(script)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob&lang={lang}")
    return context, page, errors


def key_problems(page) -> dict[str, list[str]]:
    """Each line of the flag spots' key that is not whole in sight, with what hides it."""
    key = page.locator(KEY)
    assert key.count() == 1
    lines = key.locator(":scope > *")
    return {lines.nth(i).inner_text(): not_whole(lines.nth(i)) for i in range(lines.count())}


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_flag_spots_key_reads_whole_while_a_flag_is_placed(browser, site_url, lang):
    context, page, errors = phone_game(browser, site_url, lang, reduced_motion="reduce")
    wait_ready(page)
    until_staking(page, tap=True)
    page.locator("#actions button[data-action*='lift_flag']").first.tap(timeout=120_000)
    page.wait_for_selector(PLACE)
    words = page.locator(KEY).inner_text()
    assert all(w in words for w in KEY_WORDS[lang]), words
    # The whole board, as the spots are lit.
    screenshot(page, f"phone-key-place-{lang}.png")
    assert key_problems(page) == {line: [] for line in key_problems(page)}, key_problems(page)
    assert len(key_problems(page)) == 4
    # A zone zoomed in on (a tap on the board).
    box = page.locator("#board").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.55)
    page.wait_for_selector("#unzoom:not([hidden])")
    screenshot(page, f"phone-key-zoom-{lang}.png")
    assert all(p == [] for p in key_problems(page).values()), key_problems(page)
    for part in ("#zoom-cue", "#unzoom"):
        assert not_whole(page.locator(part)) == [], part
    page.locator("#unzoom").tap()
    # The hint open: its advice, the moon and the key, the hinted spot in the panel.
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    screenshot(page, f"phone-key-hint-{lang}.png")
    assert all(p == [] for p in key_problems(page).values()), key_problems(page)
    assert not_whole(page.locator("#actions button.advised")) == []
    assert not errors
    context.close()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_moon_stays_whole_with_the_hint_open_as_a_flag_is_taken(browser, site_url, lang):
    """The panel held all five flags to take whole, and with the hint open above the moon it
    covered the moon's bottom row: now the moon shows whole between them, and the hinted flag
    whole in the panel."""
    context, page, errors = phone_game(browser, site_url, lang, reduced_motion="reduce")
    wait_ready(page)
    until_staking(page, tap=True)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    screenshot(page, f"phone-hint-lift-{lang}.png")
    board, panel = page.locator("#board").bounding_box(), page.locator("#actions").bounding_box()
    assert board["y"] + board["height"] <= panel["y"], (board, panel)
    assert not_whole(page.locator("#board")) == []
    assert not_whole(page.locator("#actions button.advised")) == []
    assert not errors
    context.close()


# While the walk is on: each caption said in words with where it stands (kept as it changes: the
# walk's frames come and go at a reading pace), beside every caption box drawn on the moon
# (conftest's RECORD_WALK_BANNERS).
RECORD_CAPTIONS = """(() => {
  window.walkCaptions = [];
  const watch = () => {
    const line = document.getElementById("walk-caption");
    if (!line) return;
    new MutationObserver(() => {
      if (line.hidden || !line.textContent) return;
      const at = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
      const r = line.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      window.walkCaptions.push({text: line.textContent, caption: at(line), board: at(document.getElementById("board")),
        skip: at(document.getElementById("skip-btn")), height: innerHeight, seen: hit === line || line.contains(hit)});
    }).observe(line, {childList: true, characterData: true, subtree: true, attributes: true});
  };
  document.addEventListener("DOMContentLoaded", watch);
})();"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_walks_caption_stands_under_the_moon_clear_of_its_zones(browser, site_url, lang):
    record = RECORD_WALK_BANNERS + "\n" + RECORD_CAPTIONS
    context, page, errors = phone_game(browser, site_url, lang, record)  # motion not reduced: the walk is shown
    wait_ready(page)
    for _ in range(30):
        page.wait_for_function(
            "document.body.dataset.walking === '1' || (document.body.dataset.toMove === '0'"
            " && document.body.dataset.thinking !== '1' && !!document.querySelector('#actions button'))",
            timeout=120_000,
        )
        if page.evaluate("document.body.dataset.walking") == "1":
            break
        before = acted(page)
        press_first(page, tap=True)
        wait_acted(page, before)
    page.wait_for_function("() => window.walkBanners.length + window.walkCaptions.length > 1")
    screenshot(page, f"phone-walk-caption-{lang}.png")
    page.wait_for_function("() => document.body.dataset.walking !== '1'", timeout=120_000)
    # Nothing over the moon's zones and their gems...
    banners = page.evaluate("window.walkBanners")
    covered = {(tuple(b), z) for b in banners for z, box in L.FULL_BOARD.zone_rect.items() if overlap(b, box)}
    assert covered == set(), sorted(covered)[:5]
    # ... and every caption said in words under the moon, above the pinned Skip, in sight.
    captions = page.evaluate("window.walkCaptions")
    assert len({c["text"] for c in captions}) > 3, captions  # the areas, the zones, the turn order
    for c in captions:
        assert c["board"][1] <= c["caption"][0] and c["caption"][1] <= c["skip"][0], c
        assert 0 <= c["caption"][0] and c["seen"], c
    assert not page.locator("#walk-caption").is_visible()  # gone with the walk
    assert not errors
    context.close()

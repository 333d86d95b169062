"""The claiming walk-through's caption never covers a zone (a play-tester at 1024x768 in
Hungarian and 1280x800 in English): it was drawn across the board's top, over its top row of
zones, the very zones whose gems it was telling about. Now it stands over the status line,
above the board, clear of every zone's box, at every frame of the lesson's first walk. And
its button says it skips the showing, not the gems: in Hungarian it read "A drágakövek
megszerzésének átugrása" (skipping getting the gems). Nor does it cover the game's header (the
status line: the round, whose move it is), where it stood over the status line at 1024x768 (a
newcomer's play-test, issue 38), nor the players' panels the gems fly to."""

import pytest

from charon_ui import layout as L
from tests.browser.conftest import RECORD_WALK_BANNERS, acted, overlap, press_first, screenshot, wait_acted, wait_ready

DECISION = "() => !document.getElementById('coach-show').hidden && document.body.dataset.thinking !== '1'"


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "en")])
def test_the_claiming_walks_caption_covers_no_zone(browser, site_url, width, height, lang):
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(RECORD_WALK_BANNERS)  # the first frame's screenshot is taken as the walk starts
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    for _ in range(30):
        page.wait_for_function(DECISION, timeout=120_000)
        phase = page.evaluate("document.body.dataset.phase")
        page.click("#coach-show")
        before = acted(page)
        press_first(page, selector="#actions button.suggested")
        wait_acted(page, before)
        if phase == "stake" and page.evaluate("document.body.dataset.walking") == "1":
            break
    page.wait_for_function("() => window.walkBanners.length > 0")
    skip = page.locator("#skip-btn").text_content()
    assert skip == {"hu": "A drágakő-megszerzés bemutatásának átugrása", "en": "Skip the claiming walk-through"}[lang]
    screenshot(page, f"lesson-walk-banner-{width}x{height}-{lang}.png")
    page.wait_for_function("() => document.body.dataset.walking !== '1'", timeout=120_000)  # the walk to its end
    banners = page.evaluate("window.walkBanners")
    assert len(banners) > 3  # the areas' results, the zones, the turn order
    covered = {(tuple(b), zone) for b in banners for zone, box in L.FULL_BOARD.zone_rect.items() if overlap(b, box)}
    assert covered == set(), sorted(covered)[:5]
    over_header = [b for b in banners if overlap(b, L.STATUS)]
    assert over_header == [], over_header[:3]
    over_panels = [b for b in banners for panel in L.player_panels(3) if overlap(b, panel)]
    assert over_panels == [], over_panels[:3]
    context.close()

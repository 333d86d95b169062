"""6 Billion read by a newcomer in Spanish at 1280x800 (and on a 390x844 phone): every body's name
in Spanish, on the canvases and in the panels ("Pluto" was left in English on the board and on
its Discovery card); and the hint's reasons readable whole, not scrolled under a fade, with
"More" showing all of the next best; and on a phone, a site zoomed (where a phone reads a site:
its overview's numbers are a map to tap) and the Hand tab's cards with every word at least 11
CSS px (the tokens' letters were 8.6, the site's name and points 10.5, what a card does 9.6)."""

import re

import pytest

from sixbillion_ui import layout as L
from tests.browser.conftest import VISIBLE_TEXT, recording_page, screenshot, sized_context, wait_ready
from tests.browser.in_view import not_whole
from tests.browser.sixbillion_saved import PUT, opened, position, show_tab, zoom_on_site

# Ann's turn in round 3 or later, with a Discovery card in her hand and one face down on the board.
SAVED = position(2026, lambda s: s.round >= 3 and s.current == 0 and s.discoveries[0] and s.step == "actions")

AI_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine
# The bodies' English names that Spanish writes otherwise (Venus is Venus in both).
ENGLISH = re.compile(r"\b(Mercury|Earth|Mars|Asteroid Belt|Jupiter|Saturn|Uranus|Neptune|Pluto|Sun)\b")
CANVAS_WORDS = """() => Object.entries(window.charonDrawn)
  .filter(([id]) => { const c = document.getElementById(id); return c && c.offsetParent; })
  .flatMap(([, { ops }]) => JSON.parse(ops).filter((op) => op[0] === "text").map((op) => String(op[3])))"""


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280x800", "390x844"])
def test_the_spanish_page_names_every_body_in_spanish(browser, site_url, size):
    context, page, errors = recording_page(browser, size, f"{site_url}/index.html?game=sixbillion&lang=es")
    page.evaluate(PUT, SAVED)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    words = page.evaluate(CANVAS_WORDS)
    if size[0] < 500:  # a phone: each tab's canvases too
        for tab in ("hand", "players"):
            page.locator(f"#tab-{tab}").tap()
            page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
            words += page.evaluate(CANVAS_WORDS)
        page.locator("#tab-board").tap()
    screenshot(page, f"sixbillion-es-bodies-{size[0]}x{size[1]}.png")
    assert {"Plutón", "Mercurio", "Tierra"} <= set(words), words
    panels = page.evaluate(VISIBLE_TEXT)
    assert [w for w in words + panels if ENGLISH.search(w)] == []
    assert not errors, errors
    context.close()


SIXBILLION = "{site}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0&names=Ann,Bob,Cleo&lang=es"
ASKED = """() => document.body.dataset.thinking !== '1'
  && document.querySelector('#actions details') !== null
  && document.querySelector('#hint-btn:not([hidden]):not([disabled])') !== null"""
# Whether a box's words all show without scrolling it (a box that scrolls fades at its foot).
UNSCROLLED = "(el) => el.scrollHeight <= el.clientHeight + 1"


def test_at_1280x800_in_spanish_the_hints_reasons_read_whole_and_more_shows_the_next_best(browser, site_url):
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    page.goto(SIXBILLION.format(site=site_url))
    wait_ready(page)
    page.wait_for_function(ASKED, timeout=AI_MS)
    page.click("#hint-btn")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, "sixbillion-hint-es-1280x800.png")
    # The move and its reasons whole, in a box that does not scroll them under its fade.
    assert page.text_content("#hint-why").strip()
    for part in ("#hint-text", "#hint-why", "#hint-fold", "#hint-cancel"):
        assert not_whole(page.locator(part)) == [], part
    assert page.locator("#hint-more").evaluate(UNSCROLLED)
    assert page.is_hidden("#hint-others")
    # "More": the next best, every line of it, the box still unscrolled.
    page.click("#hint-fold")
    assert page.get_attribute("#hint-fold", "aria-expanded") == "true"
    others = page.locator("#hint-others li")
    assert others.count() == 2
    assert page.locator("#hint-more").evaluate(UNSCROLLED)
    for i in range(others.count()):
        others.nth(i).scroll_into_view_if_needed()
        assert not_whole(others.nth(i)) == [], i
    screenshot(page, "sixbillion-hint-es-more-1280x800.png")
    page.click("#hint-fold")
    assert page.is_hidden("#hint-others") and not_whole(page.locator("#hint-why")) == []
    context.close()


# Each word drawn on the board's pane, with its size on the screen in CSS px (its font's size
# times the view's scale and the canvas's own).
WORD_SIZES = """(id) => {
  const canvas = document.getElementById(id);
  const [w, h, scale, ox, oy] = JSON.parse(canvas.dataset.view);
  const css = canvas.getBoundingClientRect().width / w;
  const shown = (op) => op[1] >= ox && op[1] <= ox + w / scale && op[2] >= oy && op[2] <= oy + h / scale;
  return JSON.parse(window.charonDrawn[id].ops)
    .filter((op) => op[0] === "text" && shown(op))
    .map((op) => [String(op[3]), parseFloat(op[4].match(/([\\d.]+)px/)[1]) * scale * css]);
}"""


@pytest.mark.parametrize("lang", ["es", "hu"])
def test_on_a_phone_every_word_of_a_zoomed_site_reads_whole_at_11_css_px(browser, site_url, lang):
    context, page, errors = opened(browser, site_url, (390, 844), lang, SAVED)
    show_tab(page, "board")  # (a decision on cards opens the Hand tab)
    small, words = [], 0
    for site in L.SITES:
        zoom_on_site(page, site)
        drawn = page.evaluate(WORD_SIZES, "board")
        words += len(drawn)
        small += [(site, text, round(size, 1)) for text, size in drawn if size < 11 or text.endswith("…")]
        if site in ("asteroid_belt", "earth", "neptune"):  # two lines; tokens; a badge
            screenshot(page, f"sixbillion-zoom-{site}-{lang}-390x844.png")
        page.locator("#unzoom").tap()
        page.wait_for_selector("#unzoom", state="hidden")
    assert small == []
    assert words >= 10 * 20, words
    assert not errors, errors
    context.close()


@pytest.mark.parametrize("lang", ["es", "hu"])
def test_on_a_phone_every_word_of_the_hand_reads_at_11_css_px(browser, site_url, lang):
    context, page, errors = opened(browser, site_url, (390, 844), lang, SAVED)
    show_tab(page, "hand")
    drawn = page.evaluate(WORD_SIZES, "hand-canvas")
    screenshot(page, f"sixbillion-hand-{lang}-390x844.png")
    page.locator("#hand-canvas").scroll_into_view_if_needed()
    screenshot(page, f"sixbillion-hand-cards-{lang}-390x844.png")
    assert len(drawn) >= 6 * 5, drawn  # six cards, each its name, what it does, its distance...
    assert [(text, round(size, 1)) for text, size in drawn if size < 11] == []
    assert not errors, errors
    context.close()

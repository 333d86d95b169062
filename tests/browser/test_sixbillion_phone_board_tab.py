"""6 Billion's board tab on a 390x844 touch phone, as a player reads it: the legend under the
board in lines of their own (cut from the whole table's drawing, it had the board's frame across
its first line and its lines as close as its letters were tall), a line under the board saying
that a tap on a planet shows its small tokens larger (nothing said it), and the prompt's "How
does this work?" a finger's height clear of the tab bar under it (its foot was over the tabs)."""

import pytest

from tests.browser.conftest import RECORD_DRAWS, page_errors, screenshot, wait_ready

URL = "{site}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=7&pace=0&names=Ann,Bob,Cleo&lang={lang}"
LINE_SPACING = 1.4  # a legend's lines at least this many times their letters' height apart

# The legend canvas's lines of words (their middle and their letters' height, CSS px) and the
# drawn edges (a frame's side, a rule) that cross a word, from its recorded display list.
LEGEND = """() => {
  const canvas = document.getElementById("areas-canvas");
  const [w, h, scale, ox, oy] = JSON.parse(canvas.dataset.view);
  const css = canvas.getBoundingClientRect().width / w * scale;
  const ctx = document.createElement("canvas").getContext("2d");
  const ops = JSON.parse(window.charonDrawn["areas-canvas"].ops);
  const inView = (x, y) => x >= ox && x <= ox + w && y >= oy && y <= oy + h;
  const words = [];
  for (const op of ops) {
    if (op[0] !== "text" || !inView(op[1], op[2])) continue;
    const [, x, y, text, font, , align, , maxWidth] = op;
    ctx.font = font;
    const natural = ctx.measureText(text).width, tw = maxWidth ? Math.min(natural, maxWidth) : natural;
    const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
    const left = align === "center" ? x - tw / 2 : align === "right" ? x - tw : x;
    words.push({ text, left, right: left + tw, top: y - size / 2, bottom: y + size / 2, y, size });
  }
  const edges = [];  // horizontal strokes: [left, right, y]
  for (const op of ops) {
    if (op[0] === "rect" && op[6]) edges.push([op[1], op[1] + op[3], op[2]], [op[1], op[1] + op[3], op[2] + op[4]]);
    if (op[0] === "line" && op[2] === op[4]) edges.push([Math.min(op[1], op[3]), Math.max(op[1], op[3]), op[2]]);
  }
  const crossed = [];
  for (const word of words)
    for (const [l, r, y] of edges)
      if (l < word.right && word.left < r && word.top < y && y < word.bottom) crossed.push(word.text);
  const lines = [...new Set(words.map((word) => Math.round(word.y * 10) / 10))].sort((a, b) => a - b);
  const size = Math.max(...words.map((word) => word.size));
  return { lines: lines.map((y) => (y - oy) * css), size: size * css, crossed };
}"""

PROMPT_AND_TABS = """() => {
  window.scrollTo(0, 0);
  const help = document.getElementById("prompt-help").getBoundingClientRect();
  const tabs = document.getElementById("phone-tabs").getBoundingClientRect();
  return { helpBottom: help.bottom, helpHeight: help.height, tabsTop: tabs.top };
}"""


@pytest.fixture
def phone(browser):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=3
    )
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    yield page, errors
    context.close()


def open_board_tab(page, site_url, lang):
    page.goto(URL.format(site=site_url, lang=lang))
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    page.locator("#tab-board").tap()
    page.wait_for_function("document.getElementById('tab-board').getAttribute('aria-selected') === 'true'")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_phone_boards_legend_has_lines_of_its_own_and_nothing_across_them(phone, site_url, lang):
    page, errors = phone
    open_board_tab(page, site_url, lang)
    page.locator("#areas-canvas").scroll_into_view_if_needed()
    legend = page.evaluate(LEGEND)
    screenshot(page, f"sixbillion-phone-legend-{lang}.png")
    lines = legend["lines"]
    assert len(lines) == 5, legend  # its four keys and the agenda's "×2" (every mark drawn is told)
    gaps = [b - a for a, b in zip(lines, lines[1:], strict=False)]
    assert min(gaps) >= LINE_SPACING * legend["size"], legend
    assert legend["crossed"] == [], legend
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_phone_board_says_a_tap_shows_a_planets_tokens_larger(phone, site_url, lang):
    page, errors = phone
    open_board_tab(page, site_url, lang)
    cue = page.locator("#zoom-cue")
    assert cue.is_visible()
    assert cue.inner_text().strip()
    # right under the board, over its legend and the tokens' key
    board = page.locator("#board").bounding_box()
    assert board["y"] + board["height"] <= cue.bounding_box()["y"] <= page.locator("#areas-canvas").bounding_box()["y"]
    page.locator("#zoom-cue").scroll_into_view_if_needed()
    screenshot(page, f"sixbillion-phone-tap-cue-{lang}.png")
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_how_does_this_work_is_clear_of_the_tab_bar(phone, site_url, lang):
    page, errors = phone
    open_board_tab(page, site_url, lang)
    at = page.evaluate(PROMPT_AND_TABS)
    assert at["helpHeight"] >= 44, at
    assert at["helpBottom"] <= at["tabsTop"], at
    assert not errors, errors

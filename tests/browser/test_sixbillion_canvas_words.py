"""6 Billion's canvas words as the page draws them, at 1600x900, 1280x800 and on a 390x844 touch
phone (every tab, and a site zoomed), in English, Hungarian and Spanish, with long names: no label
runs off its canvas, out of its box or into another, nor comes within ROOM of one beside it
(conftest.MEASURE, measured by Chromium's fonts), none is cut short with "…" and none is
squeezed unreadably narrow; a zoomed site's words stay clear of the "Whole board" button over
its canvas.

The positions: a mid-game turn of the human with a Hidden Agenda and a Discovery card, the
Discovery Track on; and a neutral's turn that the human controls ("Neutral black: controlled
now by …"). The human decides in both, so no status line ends with "…" of its own ("is
thinking…", "Waiting for answers…"): a label ending with "…" was cut."""

import pytest

from sixbillion_ui import layout as L
from tests.browser.conftest import MEASURE, recording_page, screenshot, wait_ready
from tests.browser.sixbillion_saved import PUT, position, zoom_on_site

SIZES = [(1600, 900), (1280, 800), (390, 844)]
# A label may be squeezed a little to its width (web/draw.js: fillText's maxWidth), not more.
SQUEEZE = 0.85
# Two words side by side keep this many CSS pixels apart: "★ 8/4/2" and "bloqueado" touched.
ROOM = 3

# Labels cut with "…", and labels squeezed narrower than SQUEEZE of their natural width.
CUT = """(squeeze) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [];
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.offsetParent || !canvas.dataset.view) continue;  // not on the page now
    const [w, h, , ox, oy] = JSON.parse(canvas.dataset.view);
    for (const op of JSON.parse(ops)) {
      if (op[0] !== "text") continue;
      const [, x, y, text, font, , , , maxWidth] = op;
      if (x < ox || x > ox + w || y < oy || y > oy + h) continue;  // not on this pane
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width;
      if (String(text).endsWith("…")) found.push([id, "cut", String(text)]);
      if (maxWidth && maxWidth < squeeze * natural) found.push([id, "squeezed", String(text)]);
    }
  }
  return found;
}"""


# The board canvas's words under the "Whole board" button (an element over the canvas, which
# MEASURE does not see), ROOM CSS pixels round it: the box halves' names ran into it.
UNDER_UNZOOM = """(room) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const button = document.getElementById("unzoom").getBoundingClientRect();
  const canvas = document.getElementById("board"), at = canvas.getBoundingClientRect();
  const [w, , scale, ox, oy] = JSON.parse(canvas.dataset.view);
  const css = at.width / w;
  const found = [];
  for (const op of JSON.parse(window.charonDrawn.board.ops)) {
    if (op[0] !== "text") continue;
    const [, x, y, text, font, , align, baseline, maxWidth] = op;
    ctx.font = font;
    const natural = ctx.measureText(String(text)).width, tw = maxWidth ? Math.min(natural, maxWidth) : natural;
    const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
    const x0 = align === "center" ? x - tw / 2 : align === "right" ? x - tw : x;
    const y0 = baseline === "top" ? y : baseline === "bottom" ? y - size : y - size / 2;
    const left = at.left + (x0 - ox) * scale * css, top = at.top + (y0 - oy) * scale * css;
    const right = left + tw * scale * css, bottom = top + size * scale * css;
    const near = left < button.right + room && button.left < right + room;
    if (near && top < button.bottom + room && button.top < bottom + room)
      found.push(["board", "under 'Whole board'", String(text)]);
  }
  return found;
}"""


@pytest.fixture(scope="module")
def saved_games() -> list[dict[str, str]]:
    own_turn = position(2026, lambda s: s.round >= 3 and s.current == 0 and s.discoveries[0] and s.step == "actions")
    neutral = position(2026, lambda s: s.current is not None and s.current >= s.num_players and s.controller == 0)
    return [own_turn, neutral]


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_sixbillion_canvas_words_fit_whole_at_each_window_size(browser, site_url, saved_games, size, lang):
    problems, counted = [], {}
    phone = size[0] < 500  # a touch phone: every tab, and a site zoomed
    context, page, errors = recording_page(browser, size, f"{site_url}/index.html?game=sixbillion&lang={lang}")

    def measure(number: int, where: str) -> None:
        # (but on a phone's board, where a crowded space's tokens sit side by side, CROWDED_GAP apart)
        measured = page.evaluate(MEASURE, 0 if where == "board" else ROOM)
        problems.extend([number, where, *p] for p in measured["found"] + page.evaluate(CUT, SQUEEZE))
        for canvas, labels in measured["counted"].items():
            counted[canvas] = counted.get(canvas, 0) + labels
        screenshot(page, f"sixbillion-words-{number}-{where}-{lang}-{size[0]}x{size[1]}.png")

    for number, saved in enumerate(saved_games):
        page.evaluate(PUT, saved)
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#actions button[data-action]")
        if not phone:
            measure(number, "table")
            continue
        for tab in ("board", "hand", "players"):
            page.locator(f"#tab-{tab}").tap()
            page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
            measure(number, tab)
        page.locator("#tab-board").tap()
        zoom_on_site(page, "asteroid_belt")  # the longest name
        problems.extend([number, "zoom", *p] for p in page.evaluate(UNDER_UNZOOM, ROOM))
        measure(number, "zoom")
        page.locator("#unzoom").tap()
    assert problems == [], problems
    assert sum(counted.values()) >= 100, counted
    assert not errors, errors
    context.close()


def answerable_by_a_human(state) -> bool:
    """A reaction window of round 2 or later that one of the two humans could answer."""
    return state.round >= 2 and state.window is not None and state.to_move in (0, 1)


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_a_hidden_hand_is_said_whole_on_a_phone(browser, site_url, lang):
    """Two players at one phone: at the public "Anyone answering?" moment no hand is shown, and
    the Hand tab says why in words not cut with "…" (cut in Hungarian at issue 35's play-test)."""
    saved = position(2026, answerable_by_a_human, kinds=("human", "human", "ai:greedy"), mover=None)
    context, page, errors = recording_page(browser, (390, 844), f"{site_url}/index.html?game=sixbillion&lang={lang}")
    page.evaluate(PUT, saved)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-moment]")  # the public moment: nobody's hand is shown
    page.locator("#tab-hand").tap()
    page.wait_for_function("document.getElementById('tab-hand').getAttribute('aria-selected') === 'true'")
    drawn = page.evaluate("JSON.parse(window.charonDrawn['hand-canvas'].ops).filter(op => op[0] === 'text')")
    assert drawn and all(not op[3].endswith("…") and not op[3].startswith("Annamária") for op in drawn), drawn
    measured = page.evaluate(MEASURE)
    problems = measured["found"] + page.evaluate(CUT, SQUEEZE)
    screenshot(page, f"sixbillion-words-hidden-hand-{lang}-390x844.png")
    assert problems == [], problems
    assert not errors, errors
    context.close()


# The words drawn inside a box of the table on the canvases that show it: [CSS px, text].
WORDS_IN = """([bx, by, bw, bh]) => {
  const words = [];
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.checkVisibility() || !canvas.dataset.view) continue;
    const [w, , scale] = JSON.parse(canvas.dataset.view);
    const css = (canvas.getBoundingClientRect().width / w) * scale;
    for (const [kind, x, y, text, font] of JSON.parse(ops))
      if (kind === "text" && bx <= x && x <= bx + bw && by <= y && y <= by + bh)
        words.push([parseFloat(font.match(/([\\d.]+)px/)[1]) * css, String(text)]);
  }
  return words;
}"""
LEGEND_FLOOR = 10  # CSS px: Charon's table words read at 10-14 at 1280x800; the legend's read at 9.5


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_board_legend_reads_as_large_as_the_tables_words(browser, site_url, saved_games, lang):
    context, page, errors = recording_page(browser, (1280, 800), f"{site_url}/index.html?game=sixbillion&lang={lang}")
    page.evaluate(PUT, saved_games[0])
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    x, y, w, h = L.LEGEND
    wide = L.LEGEND_NARROW * L.LEGEND_TEXT  # its first lines beside the discard pile's count, the others under it
    words = page.evaluate(WORDS_IN, [x, y, L.LEGEND_NARROW_W, wide]) + page.evaluate(
        WORDS_IN, [x, y + wide, w, h - wide]
    )
    screenshot(page, f"sixbillion-legend-{lang}-1280x800.png")
    assert len(words) >= 12, words  # its five lines
    assert all(size >= LEGEND_FLOOR for size, _text in words), words
    assert not errors, errors
    context.close()

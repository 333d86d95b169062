"""The canvas's words as the page draws them, at the window sizes of the issue (1600x900, 1280x800,
800x600, and a 390x844 touch phone with its panes) in English, Hungarian and Spanish, on a mid-game
board with long names: no label runs off its canvas, out of the box it is drawn in, or into
another. Measured in Chromium from the display lists the page drew (web/draw.js), each through
its canvas's view (a phone's pane shows part of the table, scaled) and its size on the page.
(tests/browser/test_canvas_words.py checks many more moments at the table's logical size.)"""

import json

import pytest

from game.ai import make_bot
from game.charon import to_json, view
from game.charon.state import BUILD, STAKE
from tests.browser.conftest import RECORD_DRAWS, page_errors, screenshot, wait_ready

NAMES = ["Annamária", "Bartholomew", "Cy", "Dee", "Evelin Szentgyörgyi"]
COLOURS = ["red", "white", "blue", "gold", "teal"]
SIZES = [(1600, 900), (1280, 800), (800, 600), (390, 844)]  # 1600: where a Hungarian legend once ran over

MEASURE = """() => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [], counted = {};
  const inside = (a, b, slack) =>
    a.x0 >= b.x0 - slack && a.x1 <= b.x1 + slack && a.y0 >= b.y0 - slack && a.y1 <= b.y1 + slack;
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.offsetParent || !canvas.dataset.view) continue;  // not on the page now
    const [w, h, scale, ox, oy] = JSON.parse(canvas.dataset.view);
    const css = canvas.getBoundingClientRect().width / w;  // CSS pixels per canvas pixel
    // Logical table pixels to CSS pixels on this canvas, through its view.
    const on = (b) => ({ text: b.text, x0: (b.x0 - ox) * scale * css, x1: (b.x1 - ox) * scale * css,
                         y0: (b.y0 - oy) * scale * css, y1: (b.y1 - oy) * scale * css });
    const edge = { x0: 0, x1: w * css, y0: 0, y1: h * css };
    const rects = [], shown = [];
    for (const op of JSON.parse(ops)) {
      if (op[0] === "rect") rects.push({ x0: op[1], y0: op[2], x1: op[1] + op[3], y1: op[2] + op[4] });
      if (op[0] !== "text") continue;
      const [, x, y, text, font, , align, baseline, maxWidth] = op;
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width, tw = maxWidth ? Math.min(natural, maxWidth) : natural;
      const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
      const x0 = align === "center" ? x - tw / 2 : align === "right" ? x - tw : x;
      const y0 = baseline === "top" ? y : baseline === "bottom" ? y - size : y - size / 2;
      const box = { text: String(text), x0, x1: x0 + tw, y0, y1: y0 + size };
      const drawn = on(box);
      const away = drawn.x1 <= edge.x0 || drawn.x0 >= edge.x1 || drawn.y1 <= edge.y0 || drawn.y0 >= edge.y1;
      if (away) continue;  // not on this pane
      if (!inside(drawn, edge, 1)) found.push([id, "runs off the canvas", box.text]);
      // The box it is written in: the smallest rectangle drawn before it round its anchor.
      const holders = rects.filter((r) => r.x0 <= x && x <= r.x1 && r.y0 <= y && y <= r.y1);
      const holder = holders.sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
      if (holder && !inside(box, holder, 1)) found.push([id, "runs out of its box", box.text]);
      shown.push(drawn);
      counted[id] = (counted[id] || 0) + 1;
    }
    shown.forEach((a, j) => shown.slice(j + 1).forEach((b) => {
      if (a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1) found.push([id, a.text, b.text]);
    }));
  }
  return { found, counted };
}"""


def mid_game(players: int, phase: str, round_: int) -> list[str]:
    """A game of greedy players at `phase` of `round_`, the human (seat 0) to move: the saved
    game and its players, as the page keeps them."""
    from game.charon import apply, new_game

    state = new_game(players, 2026)
    bots = [make_bot("greedy", seat) for seat in range(players)]
    while not (state.round == round_ and state.phase == phase and state.to_move == 0):
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    seats = ["human"] + ["ai:greedy"] * (players - 1)
    who = {"names": NAMES[:players], "colours": COLOURS[:players], "seats": seats, "bot_seed": 1}
    return [to_json(state), json.dumps({"players": who, "log": [], "updated": 1})]


def recording_page(browser, size: tuple[int, int], url: str):
    """A page at a window size (a touch phone under 500 px wide) that keeps the display lists it
    draws (RECORD_DRAWS), opened at `url` and ready: its context, itself and its errors."""
    width, height = size
    phone = width < 500
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone, reduced_motion="reduce"
    )
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(url)
    wait_ready(page)
    return context, page, errors


@pytest.fixture(scope="module")
def saved_games() -> list[list[str]]:
    """Round 2's building turn with 4 players; round 3's staking with 5."""
    return [mid_game(4, BUILD, 2), mid_game(5, STAKE, 3)]


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_canvas_words_fit_as_drawn_at_each_window_size(browser, site_url, saved_games, size, lang):
    width, height = size
    context, page, errors = recording_page(browser, size, f"{site_url}/index.html?lang={lang}")
    phone = width < 500
    problems, counted = [], {}
    for number, saved in enumerate(saved_games):
        page.evaluate(
            """([game, meta]) => { localStorage.clear(); localStorage.setItem('charon:game:g1', game);
               localStorage.setItem('charon:meta:g1', meta); localStorage.setItem('charon:current', 'g1'); }""",
            saved,
        )
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#actions button[data-action]")
        tabbed = page.locator("#phone-tabs").is_visible()  # a phone, or a short window (800x600)
        for tab in ("board", "hand", "players") if tabbed else ("",):
            if tab:
                page.locator(f"#tab-{tab}").tap() if phone else page.locator(f"#tab-{tab}").click()
                page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
            measured = page.evaluate(MEASURE)
            problems += [[number, tab, *p] for p in measured["found"]]
            for canvas, labels in measured["counted"].items():
                counted[canvas] = counted.get(canvas, 0) + labels
            screenshot(page, f"canvas-words-{number}-{tab or 'table'}-{lang}-{width}x{height}.png")
    assert problems == []
    assert sum(counted.values()) >= 200, counted  # the table's words were measured, on every canvas shown
    assert not errors, errors
    context.close()


def test_the_measure_finds_an_overlap_a_label_off_its_canvas_and_one_out_of_its_box(page):
    """The check above, on a display list made to fail it three ways (and one label that fits)."""
    font = "600 13px system-ui, sans-serif"
    ops = [
        ["rect", 10, 10, 60, 30, "#222", None, 0, 0],
        ["text", 14, 25, "Fits", font, "#fff", "left", "middle"],
        ["text", 40, 70, "Synchrotron", font, "#fff", "left", "middle"],
        ["text", 50, 72, "Engineering", font, "#fff", "left", "middle"],
        ["text", 190, 120, "Off the edge", font, "#fff", "left", "middle"],
        ["rect", 10, 140, 40, 20, "#222", None, 0, 0],
        ["text", 14, 150, "Much too long for its box", font, "#fff", "left", "middle"],
    ]
    page.set_content("""<canvas id="c" width="200" height="200" data-view="[200, 200, 1, 0, 0]"
        style="width: 400px; height: 400px"></canvas>""")
    page.evaluate("(ops) => { window.charonDrawn = { c: { ops: JSON.stringify(ops) } }; }", ops)
    measured = page.evaluate(MEASURE)
    assert sorted(measured["found"]) == sorted([
        ["c", "Synchrotron", "Engineering"],
        ["c", "runs off the canvas", "Off the edge"],
        ["c", "runs out of its box", "Much too long for its box"],
    ])  # fmt: skip
    assert measured["counted"] == {"c": 5}

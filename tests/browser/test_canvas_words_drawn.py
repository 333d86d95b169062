"""The canvas's words as the page draws them, at the window sizes of the issue (1600x900, 1280x800,
1024x768, 800x600, and a 390x844 touch phone with its panes) in English, Hungarian and Spanish, on a mid-game
board with long names: no label runs off its canvas, out of the box it is drawn in, or into
another. Measured in Chromium from the display lists the page drew (web/draw.js), each through
its canvas's view (a phone's pane shows part of the table, scaled) and its size on the page.
(tests/browser/test_canvas_words.py checks many more moments at the table's logical size.)"""

import json

import pytest

from charon_ui import layout as L
from game.ai import make_bot
from game.charon import to_json, view
from game.charon.state import BUILD, STAKE
from tests.browser.conftest import MEASURE, recording_page, screenshot, wait_ready

NAMES = ["Annamária", "Bartholomew", "Cy", "Dee", "Evelin Szentgyörgyi"]
COLOURS = ["red", "white", "blue", "gold", "teal"]
SIZES = [(1600, 900), (1280, 800), (1024, 768), (800, 600), (390, 844)]  # 1600: where a Hungarian legend once ran over

# The legends' lines — the flag spots' along the board's foot, the gems' under the supply — end
# this many CSS pixels inside their box as the window shows it: the Hungarian "…nem dönt el"
# ended 8 table pixels from the spot legend's edge (at 1280x800 and 1600x900: read as cut).
LEGEND_MARGIN = 10
# The flag spots' legend's words are at least this tall on the screen (CSS px: their font's px
# through the canvas's scale): at 1024x768 they were 8 px, squeezed, unreadable (play-test 16).
SPOT_LEGEND_FLOOR = 10
_POOL_FOOT = L.POOL[1] + L.POOL[3]
# Each box, with the least height of its words: the spots' legend, the gems'.
LEGEND_BOXES = [
    [*L.LEGEND, SPOT_LEGEND_FLOOR],
    [L.POOL[0], _POOL_FOOT, L.POOL[2], L.LEGEND[1] - _POOL_FOOT, SPOT_LEGEND_FLOOR],
]
# The other small words a player reads on the table are as tall, and squeezed to no less than
# SQUEEZE_FLOOR of their width: the board's zone numbers, "out of play" and flags' initials (7–8.7
# CSS px at 1024x768, play-test 19), the action areas' effects, flags' initials and "★ won", the
# player panels' "hand: 3 cards" and "built:" (at 1024x768 all were 8 CSS px, the effects squeezed
# beside the flags), and the round, turn order and supply's words and numbers (8.7–9.4 CSS px there).
WORDS_FLOOR, SQUEEZE_FLOOR = 10, 0.8
WORD_BOXES = [list(rect) for rect in [L.BOARD, *L.AREA_RECT.values(), L.ROUND_TRACK, L.TURN_TRACK, L.POOL]] + [
    [16, L.PANELS_Y, L.WIDTH - 32, L.PANEL_H]
]
# In the board and the action areas every word counts, one letter too (a zone's number, a flag's
# initial); elsewhere a lone letter or digit is a count beside a gem (the panels': not yet).
EVERY_WORD_BOXES = 1 + len(L.AREA_RECT)
# Each text drawn inside one of `boxes` on a canvas that shows that box whole, as the window shows
# it: its canvas, words, box (its index), left end and width in table pixels (a squeezed text's
# drawn width), the height of its font and its squeeze. Heights are CSS pixels (the font's px
# through the canvas's scale, and the canvas's size on the page).
TEXTS_IN_BOXES = """(boxes) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const texts = [];
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.offsetParent || !canvas.dataset.view) continue;
    const [w, , scale, ox] = JSON.parse(canvas.dataset.view);
    const css = (canvas.getBoundingClientRect().width / w) * scale;  // CSS pixels per table pixel
    for (const [kind, x, y, text, font, , align, , maxWidth] of JSON.parse(ops)) {
      if (kind !== "text") continue;
      const box = boxes.findIndex(([bx, by, bw, bh]) => bx <= x && x <= bx + bw && by <= y && y <= by + bh);
      if (box < 0) continue;
      const [bx, , bw] = boxes[box];
      if ((bx + bw - ox) * scale > w || (bx - ox) * scale < 0) continue;  // not shown whole here
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width;
      const drawn = maxWidth ? Math.min(natural, maxWidth) : natural;
      const left = align === "center" ? x - drawn / 2 : align === "right" ? x - drawn : x;
      const tall = parseFloat(font.match(/([\\d.]+)px/)[1]) * css;
      texts.push({ id, text: String(text), box, left, drawn, css, tall, squeeze: drawn / natural });
    }
  }
  return texts;
}"""


def legend_lines_near_their_edges(page) -> tuple[list[list], int]:
    """Each legend line whose ends are not LEGEND_MARGIN CSS px inside its box (half that on the
    left, where a line starts), or whose words are shorter than its box's floor; and how many
    lines were measured."""
    texts = page.evaluate(TEXTS_IN_BOXES, [box[:4] for box in LEGEND_BOXES])
    found = []
    for t in texts:
        bx, _, bw, _, floor = LEGEND_BOXES[t["box"]]
        left, right = (t["left"] - bx) * t["css"], (bx + bw - t["left"] - t["drawn"]) * t["css"]
        if left < LEGEND_MARGIN / 2 or right < LEGEND_MARGIN:
            found.append([t["id"], t["text"], round(left), round(right)])
        if t["tall"] < floor:
            found.append([t["id"], t["text"], "too small", round(t["tall"], 1)])
    return found, len(texts)


def words_too_small(page) -> list[list]:
    """The words in WORD_BOXES (a lone letter only in the board and the areas) shorter than
    WORDS_FLOOR or squeezed to less than SQUEEZE_FLOOR of their width."""
    found = []
    for t in page.evaluate(TEXTS_IN_BOXES, WORD_BOXES):
        if len(t["text"]) < 2 and t["box"] >= EVERY_WORD_BOXES:
            continue
        if t["tall"] < WORDS_FLOOR:
            found.append([t["id"], t["text"], "too small", round(t["tall"], 1)])
        if t["squeeze"] < SQUEEZE_FLOOR:
            found.append([t["id"], t["text"], "squeezed", round(t["squeeze"], 2)])
    return found


# Each flag's initial wider than its disc's inside (its diameter less its edge's line), measured
# as drawn: the text drawn centred on the disc drawn just before it (render.flag).
INITIALS_OUT_OF_DISCS = """() => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [];
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    let disc = null;
    for (const op of JSON.parse(ops)) {
      if (op[0] === "circle") { disc = op; continue; }
      if (op[0] !== "text" || !disc) { disc = null; continue; }
      const [, x, y, text, font] = op, [, cx, cy, r, , , lw] = disc;
      disc = null;
      if (x !== cx || Math.abs(y - 0.5 - cy) > 0.01) continue;
      ctx.font = font;
      const wide = ctx.measureText(String(text)).width;
      if (wide > 2 * r - lw) found.push([id, String(text), Math.round(wide * 10) / 10, 2 * r - lw]);
    }
  }
  return found;
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
    problems, counted, legend_lines = [], {}, 0
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
            near_edges, lines = legend_lines_near_their_edges(page)
            problems += [[number, tab, "legend line too near its box's edge", *p] for p in near_edges]
            legend_lines += lines
            if not tabbed:  # the whole table in view (a phone's panes are not held to it yet)
                problems += [[number, tab, "small words", *p] for p in words_too_small(page)]
            problems += [[number, tab, "initial out of its disc", *p] for p in page.evaluate(INITIALS_OUT_OF_DISCS)]
            for canvas, labels in measured["counted"].items():
                counted[canvas] = counted.get(canvas, 0) + labels
            screenshot(page, f"canvas-words-{number}-{tab or 'table'}-{lang}-{width}x{height}.png")
    assert problems == []
    assert sum(counted.values()) >= 200, counted  # the table's words were measured, on every canvas shown
    if not phone and width >= 1024:  # the whole table: both legends drawn, in both games shown
        assert legend_lines == 2 * (4 + 6), legend_lines
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

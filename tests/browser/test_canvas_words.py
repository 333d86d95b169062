"""The canvas's words fit in every language: the full table and the compact one, drawn by the
page's own web/draw.js in Chromium (whose fonts measure the text), at several moments of
games of 3 and 5 players with long names, in English, Hungarian and Spanish. No label may run
into another or off the canvas, nor beside the moon into a gem, flag or spot drawn next to it.
(The canvas is drawn at one logical size and scaled as a whole, so what fits at 1280x800 fits
at 1600x900, 800x600 and 390x844.)"""

import json
import random

import pytest

from charon_ui import compact
from charon_ui import layout as L
from charon_ui.render import draw
from charon_ui.session import Session
from game.charon import legal_actions, view
from game.charon.state import BUILD, ENGINEERING_ADVANCE, KEEP_GEMS, STAKE
from shell import i18n
from shell.players import Players
from tests.browser.conftest import DIST
from tools import i18n as catalogues  # the catalogues at build time (Babel)

NAMES = ["Annamária", "Bartholomew", "Cy", "Dee", "Eve"]
COLOURS = ["red", "white", "blue", "gold", "teal"]

MEASURE = """([frames]) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [];
  frames.forEach(([ops, width, height], i) => {
    charonDraw(document.getElementById("c" + i), ops, width, height, null);
    const boxes = JSON.parse(ops).filter((op) => op[0] === "text").map(([, x, y, text, font, , align, , maxWidth]) => {
      ctx.font = font;
      // a text with a maxWidth is squeezed into it by fillText, as draw.js draws it
      const natural = ctx.measureText(String(text)).width, w = maxWidth ? Math.min(natural, maxWidth) : natural;
      const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
      const x0 = align === "center" ? x - w / 2 : align === "right" ? x - w : x;
      return { text: String(text), x0, x1: x0 + w, y0: y - size / 2, y1: y + size / 2 };
    });
    boxes.forEach((a, j) => {
      if (a.x0 < 0 || a.x1 > width) found.push([i, "off the canvas", a.text]);
      boxes.slice(j + 1).forEach((b) => {
        if (a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 2 && b.y0 < a.y1 - 2) found.push([i, a.text, b.text]);
      });
    });
  });
  return found;
}"""


# Each label of the full table beside the moon (its zones' numbers and hatching are the moon's
# own drawing) against the small marks drawn there: gems, flags, flag spots. A label keeps 2 px
# clear of every mark it is not written on (a Spanish "amarilla" once touched the next gem, the
# supply's "Reserva" its first gem, "…incolora (comodín)" the clear gem after it).
BESIDE_MARKS = """([frames, moon]) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [];
  const [mx, my, mw, mh] = moon;
  frames.forEach(([ops, width, height], i) => {
    const list = JSON.parse(ops), marks = [];
    for (const op of list) {
      let m = null;
      const [, x, y, a, b] = op;
      if (op[0] === "circle" && a <= 12) m = { x0: x - a, x1: x + a, y0: y - a, y1: y + a };
      if (op[0] === "rect" && a <= 20 && b <= 20) m = { x0: x, x1: x + a, y0: y, y1: y + b };
      if (op[0] === "poly") {
        const xs = op[1].filter((_, k) => k % 2 === 0), ys = op[1].filter((_, k) => k % 2 === 1);
        m = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
        if (m.x1 - m.x0 > 24 || m.y1 - m.y0 > 24) m = null;
      }
      if (m) marks.push(m);
    }
    for (const op of list) {
      if (op[0] !== "text") continue;
      const [, x, y, text, font, , align, , maxWidth] = op;
      if (mx <= x && x <= mx + mw && my <= y && y <= my + mh) continue;  // on the moon
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width, w = maxWidth ? Math.min(natural, maxWidth) : natural;
      const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
      const x0 = align === "center" ? x - w / 2 : align === "right" ? x - w : x;
      const a = { x0, x1: x0 + w, y0: y - size / 2, y1: y + size / 2 };
      for (const m of marks) {
        if (m.x0 <= x && x <= m.x1 && m.y0 <= y && y <= m.y1) continue;  // written on the mark
        if (a.x0 < m.x1 + 2 && m.x0 - 2 < a.x1 && a.y0 < m.y1 - 1 && m.y0 < a.y1 - 1) found.push([i, String(text)]);
      }
    }
  });
  return found;
}"""


def frames_of_games(lang_folder, lang: str) -> list[tuple[str, float, float]]:
    """Display lists of the full and compact tables at staking, Engineering Advance, building,
    keeping gems and the end, in `lang`."""
    i18n.use(lang, lang_folder)
    try:
        frames = []
        for players in (3, 5):
            rng = random.Random(players)
            seats = ["human"] * players
            session = Session.new("g", Players(NAMES[:players], COLOURS[:players], seats), 11)
            wanted = [STAKE, ENGINEERING_ADVANCE, BUILD, KEEP_GEMS]
            while not session.state.is_over:
                state = session.state
                if wanted and state.phase == wanted[0] and state.round >= 2:
                    shown = view(state, state.to_move)
                    private = state.phase != ENGINEERING_ADVANCE  # not the discard pile over the board
                    frames.append(
                        (json.dumps(draw(shown, private, NAMES[:players], COLOURS[:players])[0]), L.WIDTH, L.HEIGHT)
                    )
                    ops = compact.draw_compact(shown, NAMES[:players], COLOURS[:players], thinking=True)
                    frames.append((json.dumps(ops), compact.WIDTH, compact.HEIGHT))
                    wanted.pop(0)
                session.act(rng.choice(legal_actions(state)))
            end = session.state
            frames.append((json.dumps(draw(end, False, NAMES[:players], COLOURS[:players])[0]), L.WIDTH, L.HEIGHT))
            frames.append(
                (
                    json.dumps(compact.draw_compact(end, NAMES[:players], COLOURS[:players])),
                    compact.WIDTH,
                    compact.HEIGHT,
                )
            )
        return frames
    finally:
        i18n.use(None)


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_no_canvas_label_runs_into_another_or_off_the_canvas(page, tmp_path, lang):
    folder = tmp_path / "locale"
    for code, compiled in catalogues.compiled().items():
        (folder / code / "LC_MESSAGES").mkdir(parents=True)
        (folder / code / "LC_MESSAGES" / "messages.mo").write_bytes(compiled)
    frames = frames_of_games(folder, lang)
    assert len(frames) >= 12
    page.set_content("".join(f'<canvas id="c{i}"></canvas>' for i in range(len(frames))))
    page.add_script_tag(path=str(DIST / "web" / "draw.js"))
    assert page.evaluate(MEASURE, [frames]) == []
    full = [f for f in frames if f[1:] == (L.WIDTH, L.HEIGHT)]
    assert page.evaluate(BESIDE_MARKS, [full, list(L.BOARD)]) == []
    assert page.evaluate(IN_THE_LEGEND, [full, list(L.LEGEND)]) == []


# The flag spots' legend along the board's foot: its words keep a margin inside its box, not only
# inside it (the Hungarian "…nem dönt el" ended flush with the box's right edge: read as cut).
LEGEND_MARGIN = 10  # logical px: the canvas is scaled as a whole, so this holds at every size
IN_THE_LEGEND = """([frames, legend]) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const [lx, ly, lw, lh] = legend, found = [];
  frames.forEach(([ops], i) => {
    for (const [kind, x, y, text, font, , align, , maxWidth] of JSON.parse(ops)) {
      if (kind !== "text" || x < lx || x > lx + lw || y < ly || y > ly + lh) continue;
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width, w = maxWidth ? Math.min(natural, maxWidth) : natural;
      const x0 = align === "center" ? x - w / 2 : align === "right" ? x - w : x;
      if (x0 < lx + MARGIN - 2 || x0 + w > lx + lw - MARGIN) found.push([i, String(text), x0 + w, lx + lw]);
    }
  });
  return found;
}""".replace("MARGIN", str(LEGEND_MARGIN))

"""6 Billion at 1280x800, as play-testers saw it: the lesson's outline round the hand clear of
the hand's title (it ran along the title's accents) and of the board's legend and score track
above; "Leave the lesson" a button as tall as "Show me" (it was an 18 px link); and at a
discard step the game came to by itself, its "why" said once on the screen (the prompt and
the panel both said it)."""

import pytest

from sixbillion_ui.describe import decision_kind
from tests.browser.conftest import recording_page, screenshot
from tests.browser.sixbillion_saved import opened, position

TIMEOUT_MS = 120_000
DECIDING = "() => !document.getElementById('coach-show').hidden || !document.getElementById('end').hidden"
HAND_POINTER = {"en": "Your hand:", "hu": "A kezed:"}
HAND_TITLE = {"en": "Player 1's hand", "hu": "1. játékos keze"}

# On the table's canvas, in its logical pixels: the lesson's outline (its last two rects, drawn
# over the table: a glow, then the line) and how far apart the outline's top band is from the
# hand's title as Chromium draws it (its glyphs' ink, accents included), and the words of the
# table the band crosses.
OUTLINE = """(title) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const ops = JSON.parse(window.charonDrawn.board.ops);
  const rects = ops.filter((op) => op[0] === "rect" && op[6] && op[5] === null);
  const [glow, line] = rects.slice(-2);
  const band = [glow[2] - glow[7] / 2, line[2] + line[7] / 2];  // the outline's top, glow to line
  const [x0, x1] = [glow[1], glow[1] + glow[3]];
  let gap = null;
  const crossed = [];
  for (const op of ops) {
    if (op[0] !== "text") continue;
    const [, x, y, text, font, , align] = op;
    ctx.font = font;
    const m = ctx.measureText(String(text));
    const left = align === "center" ? x - m.width / 2 : align === "right" ? x - m.width : x;
    const top = y - m.actualBoundingBoxAscent, bottom = y + m.actualBoundingBoxDescent;  // baseline "middle"
    if (String(text).startsWith(title)) gap = top - band[1];
    else if (left < x1 && left + m.width > x0 && top < band[1] && bottom > band[0]) crossed.push(String(text));
  }
  return { gap, crossed };
}"""


def _until_the_hand_is_pointed_at(page, lang: str) -> None:
    """The lesson followed ("Show me", then the suggested button) until its coach points at the hand."""
    for _ in range(30):
        page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
        if page.text_content("#coach-pointer").startswith(HAND_POINTER[lang]):
            return
        page.click("#coach-show")
        page.wait_for_selector("#actions button.suggested")
        page.click("#actions button.suggested")
        page.wait_for_function("() => !document.querySelector('#actions button.suggested')", timeout=TIMEOUT_MS)
    raise AssertionError("the lesson never pointed at the hand")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_lesson_outlines_the_hand_clear_of_its_title_and_leaves_by_a_button(browser, site_url, lang):
    url = f"{site_url}/index.html?game=sixbillion&pace=0&lang={lang}"
    context, page, errors = recording_page(browser, (1280, 800), url)
    page.evaluate("() => localStorage.clear()")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")
    page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
    leave, show = page.locator("#coach-leave").bounding_box(), page.locator("#coach-show").bounding_box()
    assert leave["height"] >= 28 and abs(leave["height"] - show["height"]) <= 1, (leave, show)
    _until_the_hand_is_pointed_at(page, lang)
    screenshot(page, f"sixbillion-lesson-hand-1280x800-{lang}.png")
    found = page.evaluate(OUTLINE, HAND_TITLE[lang])
    assert found["gap"] is not None and found["gap"] >= 4, found  # a clear line between, in table pixels
    assert found["crossed"] == [], found
    assert not errors, errors
    context.close()


def _discard_after_both_actions(s) -> bool:
    return decision_kind(s) == "discard" and s.actions_used >= 2


WHY = {"en": "Both your actions are played.", "hu": "Mindkét akciódat kijátszottad."}


@pytest.mark.parametrize("lang", list(WHY))
def test_a_discard_step_after_both_actions_says_why_once(browser, site_url, lang):
    context, page, errors = opened(browser, site_url, (1280, 800), lang, position(2013, _discard_after_both_actions))
    screenshot(page, f"sixbillion-discard-why-1280x800-{lang}.png")
    said = page.evaluate("() => document.body.innerText")
    assert said.count(WHY[lang]) == 1, said
    assert page.locator("#actions .why").text_content() == WHY[lang]
    assert not errors, errors
    context.close()

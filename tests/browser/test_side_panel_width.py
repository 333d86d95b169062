"""The side panel is as wide in every language (issue 38, the last play-test): beside the board
at 1280x800 it measured 300 px in English, 302 in Hungarian and 364 in Spanish (the log's two
choices side by side), so a switch of language made the board jump. Both games."""

import pytest

from game.charon import to_json
from tests.browser.conftest import ANN_AND_TWO_GREEDY, resume_saved, screenshot, sized_context, wait_ready
from tests.situations import five_cards_to_build

BUILDING = five_cards_to_build()
THREE = ANN_AND_TWO_GREEDY
SIXBILLION = "{site}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0&names=Ann,Bob,Cleo"
BOXES = """() => Object.fromEntries(['board', 'side'].map(id => {
  const r = document.getElementById(id).getBoundingClientRect();
  return [id, [r.x, r.y, r.width, r.height].map(Math.round)]; }))"""


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_the_board_and_the_panel_keep_their_boxes_in_every_language(browser, site_url, game):
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    if game == "charon":
        resume_saved(page, site_url, to_json(BUILDING), THREE)
    else:
        page.goto(SIXBILLION.format(site=site_url))
        wait_ready(page)
    boxes = {}
    for lang in ("en", "hu", "es"):
        page.click(f"#topbar [data-lang='{lang}']")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        boxes[lang] = page.evaluate(BOXES)
    screenshot(page, f"side-width-{game}-es-1280x800.png")
    assert boxes["hu"] == boxes["en"] and boxes["es"] == boxes["en"], boxes
    assert boxes["en"]["side"][2] == 300  # the panel's own width, whatever its words
    context.close()

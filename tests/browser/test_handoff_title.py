"""The hot-seat hand-off's title on a 390x844 phone, in every language: its lines balanced, no
word left alone on the last ("Pass the device to Player" over a lone "1", play-test 18)."""

import pytest

from tests.browser.conftest import screenshot, wait_ready

# The widths of the title's lines (a Range's rectangles: one per line of its words).
LINE_WIDTHS = """() => {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById("handoff-title"));
  const lines = {};
  for (const r of range.getClientRects()) lines[Math.round(r.top)] = (lines[Math.round(r.top)] || 0) + r.width;
  return Object.values(lines);
}"""


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_hand_offs_title_leaves_no_word_alone_on_a_phone(phone3x, site_url, lang):
    page, errors = phone3x
    page.goto(f"{site_url}/index.html?players=human,human&seed=6&lang={lang}")
    wait_ready(page)
    page.locator("#handoff-title").wait_for(state="visible")
    widths = page.evaluate(LINE_WIDTHS)
    screenshot(page, f"handoff-title-{lang}-390x844.png")
    assert len(widths) == 1 or min(widths) >= 0.4 * max(widths), (page.locator("#handoff-title").text_content(), widths)
    assert errors == []

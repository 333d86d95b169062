"""The rules dialog's close button (×) never sits over its words (issue 38, a last play-test:
the × stuck to the top of the scrolling dialog and covered the first line under it, the title's
or a section's opened from the prompt). Both games share the dialog (web/shell/rules_panel.py)."""

import pytest

from tests.browser.conftest import screenshot, sized_page

# Each line of text in the dialog, as much of it as its scrolling boxes show, that meets the ×.
UNDER_THE_CLOSE = """() => {
  const close = document.getElementById('rules-close').getBoundingClientRect();
  const dialog = document.querySelector('#rules [role=dialog]');
  const found = [];
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || node.parentElement.closest('#rules-close')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      let [top, bottom, left, right] = [line.top, line.bottom, line.left, line.right];
      for (let box = node.parentElement; box && dialog.contains(box); box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible') continue;
        const b = box.getBoundingClientRect(), bt = b.top + box.clientTop, bl = b.left + box.clientLeft;
        [top, bottom] = [Math.max(top, bt), Math.min(bottom, bt + box.clientHeight)];
        [left, right] = [Math.max(left, bl), Math.min(right, bl + box.clientWidth)];
      }
      if (top < bottom && left < right && right > close.left && left < close.right
          && bottom > close.top && top < close.bottom) found.push(node.textContent.trim().slice(0, 40));
    }
  }
  return found;
}"""

# The box that scrolls the section `h`, scrolled a little further.
SCROLL_ON = """(h) => { let box = h.parentElement;
  while (getComputedStyle(box).overflowY === 'visible') box = box.parentElement;
  box.scrollTop += 37; }"""


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (390, 844)])
@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_the_close_button_never_covers_the_rules_words(browser, site_url, game, size):
    width, height = size
    context, page = sized_page(
        browser, size, f"{site_url}/index.html?game={game}&players=human,ai:greedy&seed=3&pace=0&lang=es"
    )
    page.click("#rules-btn")
    page.wait_for_selector("#rules [role='dialog']")
    screenshot(page, f"rules-{game}-es-{width}x{height}.png")
    assert page.evaluate(UNDER_THE_CLOSE) == [], "at the top"
    # Opened at each section (as the prompt's "How does this work?" does), and scrolled a little
    # further: the × is over none of the words it then shows.
    sections = page.eval_on_selector_all("#rules-body h3", "hs => hs.map(h => h.id)")
    assert len(sections) >= 5
    for section in sections:
        page.eval_on_selector(f"#{section}", "h => h.scrollIntoView()")
        assert page.evaluate(UNDER_THE_CLOSE) == [], section
        page.eval_on_selector(f"#{section}", SCROLL_ON)
        assert page.evaluate(UNDER_THE_CLOSE) == [], f"{section}, scrolled on"
    assert page.is_visible("#rules-close")
    page.click("#rules-close")
    assert page.is_hidden("#rules")
    context.close()

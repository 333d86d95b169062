"""A phone's building turn (issue 38, newcomers' play-tests at 390x844): the pinned action panel
is a scroll box of about a third of the window holding the plans, "End building turn" and every
Build. Bringing the hint's build into view scrolled "End building turn" out of the box and left
the box's top cutting its first heading, or its first explanation mid-sentence. "End building
turn" stays whole however the box is scrolled, and what the hint brings into view starts at a
heading: nothing is cut at the box's top."""

from game.charon import to_json
from tests.browser.conftest import ANN_AND_TWO_GREEDY, PHONE, page_errors, resume_saved, screenshot
from tests.browser.in_view import not_whole
from tests.situations import seven_cards_to_build

AI_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine
LONG_TURN = seven_cards_to_build()  # the longest panel (tests.situations)
END = "#actions button[data-action*='end_turn']"

# The words, headings and buttons of the panel that its scroll box's top edge cuts across (as
# shown: a part of them hidden in a scroll box of their own inside the panel does not count).
CUT_AT_TOP = """() => {
  const box = document.getElementById('actions'), top = box.getBoundingClientRect().top + box.clientTop;
  const shown = (e) => { const r = e.getBoundingClientRect(); let [t, b] = [r.top, r.bottom];
    for (let a = e.parentElement; a && a !== box; a = a.parentElement) {
      if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(a).overflowY)) continue;
      const c = a.getBoundingClientRect().top + a.clientTop; [t, b] = [Math.max(t, c), Math.min(b, c + a.clientHeight)];
    }
    return [t, b]; };
  return [...box.querySelectorAll('h3, p, button, summary')].filter(e => e.getClientRects().length)
    .filter(e => { const [t, b] = shown(e); return t < top - 0.5 && b > top + 0.5; })
    .map(e => e.textContent); }"""


def test_end_building_turn_stays_whole_and_the_hints_build_comes_from_its_heading(browser, site_url):
    context = browser.new_context(**PHONE, device_scale_factor=3, reduced_motion="reduce")
    page = context.new_page()
    errors = page_errors(page)
    resume_saved(page, site_url, to_json(LONG_TURN), ANN_AND_TWO_GREEDY)
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=AI_MS)
    screenshot(page, "phone-building-panel-hint-390x844.png")
    # The hint's build in the box, from its group's heading: nothing cut at the box's top.
    assert not_whole(page.locator("#actions button.advised")) == []
    assert page.evaluate(CUT_AT_TOP) == []
    assert not_whole(page.locator(END)) == []
    # However the player scrolls the box, "End building turn" stays whole in it.
    end = page.eval_on_selector("#actions", "a => a.scrollHeight - a.clientHeight")
    assert end > 0
    for scrolled in (0, end // 2, end):
        page.evaluate(f"document.getElementById('actions').scrollTop = {scrolled}")
        assert not_whole(page.locator(END)) == [], scrolled
    screenshot(page, "phone-building-panel-scrolled-390x844.png")
    assert errors == []
    context.close()

"""The lesson's coach says when its words run on (issue 38): its explanation scrolls within a
small box, and the browser's scrollbar may be an overlay that shows only while scrolling, so a
learner saw a paragraph end at a line's end and never knew the rest was there. Wherever the
words overflow the box, its foot fades and says "more below ↓" until it is scrolled to the end;
a box whose words all fit says nothing more. At 1280x800, 1024x768 and a 390x844 phone (where
the unfolded coach scrolls), in the lesson's first round."""

import pytest

from tests.browser.conftest import acted, follow_lesson_to_building, press_first, screenshot, wait_acted, wait_ready
from tests.browser.in_view import PROBLEMS, not_whole

# The coach's scrolling box now (the explanation on a wide screen, the whole body on a narrow one
# unfolded) and its cue: how far it overflows, and the cue's words and opacity.
CUE = """() => {
  const box = [document.getElementById('coach-explain'), document.getElementById('coach-body')]
    .find(x => ['auto', 'scroll'].includes(getComputedStyle(x).overflowY));
  // The cue: a row under the box (the explanation's, above the suggestion; the body's, above the buttons).
  const host = box.id === 'coach-explain' ? box.parentElement : document.getElementById('coach');
  const after = box.id === 'coach-explain' ? document.getElementById('coach-suggestion')
                                           : document.querySelector('#coach .coach-buttons');
  const cue = getComputedStyle(host, '::after');
  const row = after.getBoundingClientRect().top - box.getBoundingClientRect().bottom;
  return {id: box.id, over: box.scrollHeight - box.clientHeight, top: box.scrollTop,
          words: cue.content, shown: cue.content !== 'none' && cue.display !== 'none' && +cue.opacity > 0.9,
          gone: cue.content === 'none' || +cue.opacity < 0.1,
          row, cueHeight: parseFloat(cue.height) || 0, afterShown: after.checkVisibility()};
}"""


# Opens the coach's folded list of the round's claims, when it shows one.
OPEN_CLAIMS = "() => { const list = document.getElementById('coach-list-box'); if (!list.hidden) list.open = true; }"


@pytest.mark.parametrize(
    ("width", "height", "lang"), [(1280, 800, "en"), (1024, 768, "en"), (390, 844, "en"), (390, 844, "hu")]
)
def test_the_coach_says_when_its_words_run_on(browser, site_url, width, height, lang):
    phone = width < 600
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")
    if phone:
        page.click("#coach-more")  # folded, the coach shows one line; unfolded, its words scroll
    overflowed = 0
    for _ in range(14):  # the first round's decisions
        page.wait_for_function(
            "() => !document.getElementById('coach-show').hidden && document.body.dataset.thinking !== '1'",
            timeout=120_000,
        )
        # The round's claims, folded under their title, opened as a learner would read them: beside
        # the board the explanation shows whole until then.
        page.evaluate(OPEN_CLAIMS)
        cue = page.evaluate(CUE)
        if cue["over"] > 1 and cue["top"] >= cue["over"] - 1:
            assert cue["gone"], cue  # the same words as the last decision's, left read to their end
        elif cue["over"] > 1:
            overflowed += 1
            # more below: said (the cue follows the box's scroll timeline from the next frame on)
            page.wait_for_function(f"() => ({CUE})().shown", timeout=5000)
            cue = page.evaluate(CUE)
            # in a row of its own under the words, over none of them (it sat on the last visible line)
            assert cue["cueHeight"] >= 12 and (not cue["afterShown"] or cue["row"] >= cue["cueHeight"] - 1), cue
            assert ("more below" if lang == "en" else "lejjebb") in cue["words"], cue
            if overflowed == 1:
                screenshot(page, f"coach-more-below-{width}x{height}-{lang}.png")
            page.evaluate(f"document.getElementById('{cue['id']}').scrollTop = 1e6")
            # Scrolled to its end: nothing more to say (the cue follows the scroll on the next frame).
            page.wait_for_function(f"() => ({CUE})().gone && ({CUE})().top > 0", timeout=5000)
        else:
            assert cue["gone"], cue  # all of it in view: no cue
        page.click("#coach-show")
        before = acted(page)
        press_first(page, selector="#actions button.suggested")
        wait_acted(page, before)
    assert overflowed, "no step's words overflowed the coach: the cue was never checked"
    context.close()


def test_at_1280x800_the_coachs_words_show_whole_where_there_is_room(browser, site_url):
    """A newcomer at 1280x800 read the lesson's first words in a 90 px box, "more below": the
    column had the room once the log folded to its head ("Show the log" in sight)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_function("() => !document.getElementById('coach-show').hidden", timeout=120_000)
    screenshot(page, "coach-whole-1280x800.png")
    explain = page.evaluate(
        "() => { const b = document.getElementById('coach-explain'); return [b.scrollHeight, b.clientHeight]; }"
    )
    assert explain[0] <= explain[1] + 1, explain  # not clipped
    unfold = page.locator("#log-fold")
    assert unfold.is_visible() and unfold.text_content() == "Show the log"
    assert page.locator("#coach-show").is_visible() and page.locator("#actions button[data-action]").last.is_visible()
    context.close()


# The coach's words: how far they run past their box, how far the box is scrolled, and whether
# the "more below" cue shows.
WORDS = """() => { const box = document.getElementById('coach-explain');
  const cue = getComputedStyle(document.getElementById('coach-body'), '::after');
  return {over: box.scrollHeight - box.clientHeight, top: box.scrollTop,
          cue: cue.content !== 'none' && +cue.opacity > 0.1 && parseFloat(cue.height) > 0}; }"""


@pytest.mark.parametrize(("width", "height", "lang"), [(1024, 768, "hu"), (1280, 800, "en")])
def test_the_coachs_claims_open_in_sight_and_fold_away_whole(browser, site_url, width, height, lang):
    """A play-tester opened the coach's folded list of the round's claims: it opened below the
    coach's fold, out of sight. Folded again, the coach's words stayed scrolled by ~6 px under
    "lejjebb folytatódik ↓" (more below), though nothing was below. Now the list opens in sight
    within the coach, and folded, the words show whole from their start, no cue."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(f"{site_url}/index.html?pace=0&lang={lang}")
    wait_ready(page)
    page.click("#learn-btn")
    follow_lesson_to_building(page)
    assert page.locator("#coach-list-box").is_visible()  # the claims of the round just staked
    assert page.evaluate(WORDS) == {"over": 0, "top": 0, "cue": False}
    page.click("#coach-list-title")  # opened as a learner does
    first = page.locator("#coach-list li").first
    page.wait_for_function(f"(li) => ({PROBLEMS})(li).length === 0", arg=first.element_handle(), timeout=5000)
    screenshot(page, f"coach-claims-open-{width}x{height}-{lang}.png")
    assert not_whole(page.locator("#coach-list-title")) == []
    page.click("#coach-list-title")  # folded again
    page.wait_for_function(f"() => ({WORDS})().over <= 0 && !({WORDS})().cue", timeout=5000)
    screenshot(page, f"coach-claims-folded-{width}x{height}-{lang}.png")
    assert page.evaluate(WORDS) == {"over": 0, "top": 0, "cue": False}
    context.close()

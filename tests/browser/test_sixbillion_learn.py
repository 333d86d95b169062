"""Learn to play 6 Billion in the browser: offered by the set-up screen's Learn button when 6
Billion is chosen; the guided game's first steps each explained, with a suggestion and its
reason, "Show me" marking the suggested button, and the action buttons in view beside the
coach at 1280x800 and 390x844; a reload resumes the lesson where it was; followed to the end,
the final scoring is explained; "Leave the lesson" leaves an ordinary game."""

import os
from pathlib import Path

from tests.browser.conftest import page_errors, wait_ready

SHOTS = Path(os.environ.get("SBHINT_SHOTS", "/tmp/shots/sbhint"))
TIMEOUT_MS = 120_000

STATE = """() => ({
  end: !document.getElementById('end').hidden,
  coach: !document.getElementById('coach').hidden,
  title: document.getElementById('coach-title').textContent,
  text: document.getElementById('coach-text').textContent,
  suggesting: !document.getElementById('coach-show').hidden,
  suggestion: document.getElementById('coach-suggestion-text').textContent,
  reason: document.getElementById('coach-reason').textContent,
})"""
# Whether the coach's buttons and the first action button are on the screen, uncovered.
IN_VIEW = """() => {
  const seen = (e) => { if (!e || !e.offsetParent) return false; const b = e.getBoundingClientRect();
    if (b.top < 0 || b.bottom > innerHeight || b.height === 0) return false;
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return !!hit && (hit === e || e.contains(hit)); };
  return { show: seen(document.getElementById('coach-show')),
           action: seen(document.querySelector('#actions button[data-action]')) };
}"""
DECIDING = "() => !document.getElementById('coach-show').hidden || !document.getElementById('end').hidden"


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def start_lesson(page, site_url) -> None:
    page.goto(f"{site_url}/index.html?game=sixbillion&pace=0")
    wait_ready(page)
    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_ready(page)
    assert page.is_visible("#setup") and page.is_visible("#learn-btn")
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")


def follow(page) -> dict:
    """Wait for the learner's decision; then "Show me" and the marked button. The state before."""
    page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
    now = page.evaluate(STATE)
    if now["end"]:
        return now
    page.click("#coach-show")
    page.wait_for_selector("#actions button.suggested")
    page.click("#actions button.suggested")
    page.wait_for_function("() => !document.querySelector('#actions button.suggested')", timeout=TIMEOUT_MS)
    return now


def test_the_first_steps_explained_the_buttons_in_view_a_reload_resumes_and_the_end_is_scored(watched, site_url):
    page, _ = watched
    start_lesson(page, site_url)
    titles: list[str] = []
    shots = {"A reaction window: cancelling": "lesson-reaction-1280x800.png",
             "A New Colony, and its distance": "lesson-colony-1280x800.png",
             "The Opening Treaty": "lesson-treaty-1280x800.png"}  # fmt: skip
    for i in range(10):
        page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
        now = page.evaluate(STATE)
        assert now["coach"] and now["suggesting"] and now["suggestion"] and now["reason"], now
        assert page.evaluate(IN_VIEW) == {"show": True, "action": True}, (now["title"], page.evaluate(IN_VIEW))
        # the title names the step; what happened just before is told first in the text, by its name
        parts = [*(topic for topic in shots if now["text"].startswith(f"{topic}: ")), now["title"]]
        if i == 0:  # a normal turn of the learner's own, welcomed: not a reaction window first
            assert now["title"] == "Your actions" and now["text"].startswith("Your first game of 6 Billion: "), now
            assert page.locator("#actions button[data-action*='react']").count() == 0
            shot(page, "lesson-first-1280x800.png")
        for part in parts:
            if part in shots and part not in titles:
                shot(page, shots[part])
            titles.append(part)
        follow(page)
    met = set(titles)
    assert {"A reaction window: cancelling", "A New Colony, and its distance", "The Opening Treaty"} <= met, titles

    # A reload resumes the lesson: the coach is back, and what was told is not told as new.
    page.reload()
    wait_ready(page)
    page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
    again = page.evaluate(STATE)
    assert again["coach"] and not again["text"].startswith("Your first game of 6 Billion"), again

    # Followed to the end: the final scoring explained, beside the results.
    for _ in range(400):
        if follow(page)["end"]:
            break
    page.wait_for_function("() => !document.getElementById('end').hidden", timeout=TIMEOUT_MS)
    assert page.text_content("#coach-title") == "The final scoring"
    assert page.text_content("#coach-leave") == "Close the lesson"
    titles_met = met | {page.text_content("#coach-title")}
    assert len(titles_met) >= 6
    assert page_errors(page) == []


def test_leaving_the_lesson_leaves_an_ordinary_game(watched, site_url):
    page, _ = watched
    start_lesson(page, site_url)
    follow(page)
    page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
    page.click("#coach-leave")
    assert page.is_hidden("#coach")
    assert page.query_selector("#actions button[data-action]") is not None
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]", timeout=TIMEOUT_MS)
    assert page.is_hidden("#coach"), "left: a reload does not bring the lesson back"


def test_on_a_phone_the_coach_and_the_action_buttons_are_in_view_together(watched, site_url):
    page, _ = watched
    page.set_viewport_size({"width": 390, "height": 844})
    start_lesson(page, site_url)
    for i in range(3):
        page.wait_for_function(DECIDING, timeout=TIMEOUT_MS)
        page.locator("#coach-show").scroll_into_view_if_needed()
        page.click("#coach-show")
        page.wait_for_selector("#actions button.suggested")
        where = page.evaluate(
            """() => { const b = document.querySelector('#actions button.suggested').getBoundingClientRect();
                       const c = document.getElementById('coach').getBoundingClientRect();
                       return { button: [b.top, b.bottom], coach: [c.top, c.bottom], height: innerHeight }; }"""
        )
        assert 0 <= where["button"][0] and where["button"][1] <= where["height"], where
        assert where["coach"][1] <= where["button"][0] or where["coach"][0] >= where["button"][1], "not covered"
        if i == 0:
            assert page.text_content("#coach-title").endswith("Your actions")
            shot(page, "lesson-390x844.png")
        page.click("#actions button.suggested")
        page.wait_for_function("() => !document.querySelector('#actions button.suggested')", timeout=TIMEOUT_MS)

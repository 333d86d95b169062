"""A switch of language in the middle of the lesson, both games (play-tests 14–16): the coach's
suggestion (the move it names and why), and in Charon the round's claims it lists, are told in
the new language at once, as a page opened in that language tells the same moment — they stayed
in the old one until the next step — and "Show me" still marks the suggested move's button."""

from tests.browser.conftest import LESSON_DECISION, follow_lesson_to_building, screenshot, wait_ready

# What the coach says at the learner's decision.
COACH = """() => ({
  title: document.getElementById('coach-title').textContent,
  suggestion: document.getElementById('coach-suggestion-text').textContent,
  reason: document.getElementById('coach-reason').textContent,
  claims: [...document.querySelectorAll('#coach-list li')].map(li => li.textContent),
})"""
# The move of the button "Show me" marks (an action's JSON, or a plan's list of them).
MARKED = """() => [...document.querySelectorAll('#actions button.suggested')]
  .map(b => b.dataset.action || b.dataset.plan)"""


def lesson(page, site_url: str, query: str) -> None:
    """The lesson started on a first visit's page (`query`: the game and the language)."""
    page.goto(f"{site_url}/index.html?pace=0&{query}")
    wait_ready(page)
    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")


def switch_to_hungarian(page) -> None:
    page.click("#topbar [data-lang='hu']")
    page.wait_for_function("document.documentElement.lang === 'hu'")


def shown_me(page) -> list[str]:
    page.click("#coach-show")
    page.wait_for_selector("#actions button.suggested")
    return page.evaluate(MARKED)


def told_then_in_hungarian(page, site_url: str, query: str, reach, name: str) -> tuple[dict, dict, list[str]]:
    """The coach at the moment `reach(page)` comes to in English, after a switch to Hungarian,
    and what "Show me" marks then; screenshots before and after the switch."""
    lesson(page, site_url, f"{query}&lang=en")
    reach(page)
    english = page.evaluate(COACH)
    screenshot(page, f"lesson-switch-{name}-en-1280x800.png")
    switch_to_hungarian(page)
    switched = page.evaluate(COACH)
    marked = shown_me(page)
    screenshot(page, f"lesson-switch-{name}-hu-1280x800.png")
    return english, switched, marked


def fresh_hungarian(page, site_url: str, query: str, reach) -> tuple[dict, list[str]]:
    """The same moment on a page opened in Hungarian: what its coach says and "Show me" marks."""
    fresh = page.context.new_page()
    lesson(fresh, site_url, f"{query}&lang=hu")
    reach(fresh)
    return fresh.evaluate(COACH), shown_me(fresh)


def first_decision(page) -> None:
    page.wait_for_function(LESSON_DECISION, timeout=120_000)


def test_charon_lessons_building_turn_is_told_in_the_new_language(watched, site_url):
    page, _watch = watched
    reach = follow_lesson_to_building
    english, switched, marked = told_then_in_hungarian(page, site_url, "game=charon", reach, "charon")
    assert english["suggestion"] and english["reason"] and english["claims"]  # a plan, why, the round's claims
    told, marks = fresh_hungarian(page, site_url, "game=charon", reach)
    assert switched == told  # the suggestion, its reason and the claims: as a Hungarian page tells them
    assert switched["suggestion"] != english["suggestion"] and switched["reason"] != english["reason"]
    assert switched["claims"] != english["claims"]
    assert marked == marks and len(marked) == 1  # "Show me": the same move's button


def test_six_billions_lesson_suggestion_is_told_in_the_new_language(watched, site_url):
    page, _watch = watched
    english, switched, marked = told_then_in_hungarian(page, site_url, "game=sixbillion", first_decision, "sixbillion")
    assert english["suggestion"] and english["reason"]
    told, marks = fresh_hungarian(page, site_url, "game=sixbillion", first_decision)
    assert switched == told
    assert switched["suggestion"] != english["suggestion"] and switched["reason"] != english["reason"]
    assert marked == marks and len(marked) == 1

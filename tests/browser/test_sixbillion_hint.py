"""6 Billion's Hint and "Rate my decisions" in the browser: the hint is asked of the AI worker
from the human's own view, shown with its reasons in words and two alternatives with their
win chances, gone when the player acts; cancelled by Escape; and a finished game's decisions
rated one by one on the results screen."""

import json
import os
from pathlib import Path

from game.ai.worker import review_count
from tests.browser.conftest import dropped, press_handled, wait_dropped, wait_ready
from tests.browser.in_view import not_whole

AI_TIMEOUT_MS = 120_000  # the worker's own Pyodide start-up, then one search, on a busy machine
HINT = "() => document.body.dataset.hint || ''"
SHOTS = Path(os.environ.get("SBHINT_SHOTS", "/tmp/shots/sbhint"))

STATE = """() => ({
  end: !document.getElementById('end').hidden,
  moment: [...document.querySelectorAll('#actions button[data-moment]')].map(b => b.dataset.moment),
  actions: [...document.querySelectorAll('#actions button[data-action]')].map(b => b.dataset.action),
  hint: !!document.querySelector('#hint-btn:not([hidden]):not([disabled])'),
})"""
SOMETHING = """() => !document.getElementById('end').hidden
  || document.querySelector('#actions button[data-moment]') !== null
  || (document.querySelector('#actions button[data-action]') !== null
      && document.querySelector('#hint-btn:not([hidden]):not([disabled])') !== null)"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def to_a_card_play(page) -> None:
    """Play the human's first offered moves until they may play a card (the search's decision)."""
    for _ in range(80):
        page.wait_for_function(SOMETHING, timeout=AI_TIMEOUT_MS)
        now = page.evaluate(STATE)
        assert not now["end"]
        if any(json.loads(a)["type"] == "play" for a in now["actions"]) and now["hint"]:
            return
        if now["moment"]:
            button = page.query_selector(f"#actions button[data-moment='{now['moment'][0]}']")
        else:
            button = page.locator(f"#actions button[data-action='{now['actions'][0]}']").first.element_handle()
        button.click()  # the panel is drawn again (the worker page's morph may keep the button: settled)
        page.wait_for_function(
            "b => !b.isConnected || document.documentElement.dataset.runtime === 'worker'", arg=button
        )
    raise AssertionError("never came to play a card")


def test_a_hint_for_the_humans_view_with_reasons_and_alternatives_goes_when_they_act(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:greedy,ai:greedy&seed=5&pace=0")
    wait_ready(page)
    to_a_card_play(page)
    page.click("#hint-btn")
    assert page.evaluate(HINT) == "thinking"
    assert "Thinking" in page.text_content("#hint-text")
    page.wait_for_function(f"({HINT})() === 'shown'", timeout=AI_TIMEOUT_MS)
    text = page.text_content("#hint-text")
    assert text.startswith("Hint: ") and "win chance" in text, text
    why = page.text_content("#hint-why")
    assert why.startswith("It ") and why.endswith("."), why
    assert len(page.query_selector_all("#hint-others li")) == 2
    assert page.is_visible("#actions button[data-action]"), "the moves stay in reach below the hint"
    shot(page, "hint-1280x800.png")
    # The advised move is one of the buttons on offer: the hint is for this position. (A button in
    # a folded group says what differs from the group's others; its whole name is its aria-label.)
    buttons = page.query_selector_all("#actions button[data-action]")
    labels = [b.get_attribute("aria-label") or b.text_content() for b in buttons]
    assert any(text.startswith(f"Hint: {label}") for label in labels), (text, labels)
    # Its button is ringed and brought whole into sight in the scrolling panel (shell.hint_panel).
    advised = page.locator("#actions button.advised")
    assert advised.count() == 1 and not_whole(advised) == []
    page.locator("#actions button[data-action] >> nth=0").click()
    page.wait_for_function(f"({HINT})() === ''")
    assert page.is_hidden("#hint")


def test_the_h_key_asks_and_escape_drops_the_hint(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:greedy&seed=8&pace=0")
    wait_ready(page)
    to_a_card_play(page)
    page.keyboard.press("h")
    assert page.evaluate(HINT) == "thinking"
    before = dropped(page)
    page.keyboard.press("Escape")
    assert page.evaluate(HINT) == "" and page.is_hidden("#hint")
    wait_dropped(page, before, AI_TIMEOUT_MS)
    assert page.evaluate(HINT) == "" and page.is_hidden("#hint")
    page.keyboard.press("H")
    page.wait_for_function(f"({HINT})() === 'shown'", timeout=AI_TIMEOUT_MS)
    assert page.text_content("#hint-cancel") == "Hide the hint"


def test_hints_are_off_in_hot_seat_until_switched_on(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,human&seed=8")
    wait_ready(page)
    for _ in range(20):  # past public moments and hand-offs, to a player's own decision
        page.wait_for_function(
            """() => !document.getElementById('handoff').hidden
                || !!document.querySelector('#actions button[data-action], #actions button[data-moment]')"""
        )
        if page.is_visible("#handoff"):
            page.click("#handoff button")
        elif page.query_selector("#actions button[data-moment]"):
            page.click("#actions button[data-moment]")
        else:
            break
    page.wait_for_selector("#actions button[data-action]")
    assert page.is_hidden("#hint-btn") and page.is_visible("#hints-switch")
    press_handled(page, "h")
    assert page.evaluate(HINT) == "" and page.is_hidden("#hint")
    page.check("#hints-allowed")
    assert page.is_visible("#hint-btn")


def finished_game() -> str:
    from game.registry import game_info
    from game.sixbillion import apply, new_game, to_json, view

    info = game_info("sixbillion")
    state = new_game(2, 2)
    bots = [info.make_bot("greedy", 0, None), info.make_bot("random", 1, None)]
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    return to_json(state)


def test_a_finished_game_is_rated_decision_by_decision(watched, site_url):
    page, _ = watched
    players = {"names": ["Ann", "Bob"], "colours": ["red", "blue"], "seats": ["human", "ai:greedy"], "bot_seed": 2}
    game_json = finished_game()
    page.goto(site_url + "/index.html?game=sixbillion")
    wait_ready(page)
    page.evaluate(
        """([game, meta]) => { localStorage.clear(); localStorage.setItem('sixbillion:game:g1', game);
           localStorage.setItem('sixbillion:meta:g1', meta); localStorage.setItem('sixbillion:current', 'g1'); }""",
        [game_json, json.dumps({"players": players, "log": [], "updated": 1})],
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#end:not([hidden])")
    assert page.is_visible("#review-start")
    page.click("#review-start")
    page.wait_for_function("document.getElementById('review-bar').value >= 2", timeout=AI_TIMEOUT_MS)
    page.click("#review-cancel")
    page.wait_for_function("document.body.dataset.review === ''")
    assert page.text_content("#review-summary").startswith("Review stopped after")
    page.click("#review-start")
    page.wait_for_function("document.body.dataset.review === 'done'", timeout=300_000)
    # Every decision rated (the bar also counts the second, longer looks at the costliest-seeming).
    total = json.loads(review_count("sixbillion", game_json, 0))["count"]
    assert page.get_attribute("#review-bar", "value") == page.get_attribute("#review-bar", "max")
    assert len(page.query_selector_all("#review-list li")) == total > 2
    assert "The advisor would have made the same move in" in page.text_content("#review-summary")
    assert "in round" in page.text_content("#review-list")
    page.click("#review-all summary")
    shot(page, "review-1280x800.png")

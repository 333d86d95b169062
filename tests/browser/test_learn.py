"""Learning in the page: "Learn to play" offered first on a first visit (and not after), the
guided game played through by following its suggestions ("Show me", then the marked button),
each phase explained as it comes; a card's tooltip on hover (hand and row) and on a long press
on a touch phone; the flag spots' legend on the board."""

import json
import sys

import pytest

from tests.browser.conftest import (
    REPO,
    acted,
    page_errors,
    press_first,
    screenshot,
    until_staking,
    wait_ready,
)
from tests.browser.in_view import not_whole

sys.path.insert(0, str(REPO / "web"))
from charon_ui import layout as L  # noqa: E402  (the page's own geometry, to point at cards)
from charon_ui import tutorial as T  # noqa: E402
from charon_ui.render import draw  # noqa: E402
from game.charon import new_game  # noqa: E402

STATE = """() => ({
  end: !document.getElementById('end').hidden,
  coach: !document.getElementById('coach').hidden,
  title: document.getElementById('coach-title').textContent,
  claims: [...document.querySelectorAll('#coach-list li')].map(li => li.textContent),
  listTitle: document.getElementById('coach-list-box').hidden
    ? '' : document.getElementById('coach-list-title').textContent,
  suggesting: !document.getElementById('coach-show').hidden,
  suggestion: document.getElementById('coach-suggestion-text').textContent,
  phase: document.body.dataset.phase, lifted: document.body.dataset.toMove,
})"""


def learn_box_first(page) -> bool:
    """Whether "Learn to play" comes before the new-game form (and looks like the first choice)."""
    return page.evaluate(
        """() => { const box = document.getElementById('learn-box');
                   const form = document.getElementById('setup-columns');
                   return !box.hidden && box.classList.contains('first')
                          && !!(box.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING); }"""
    )


def test_learn_to_play_first_then_the_guided_game_to_its_end(watched):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html?pace=0")
    wait_ready(page)
    assert page.is_visible("#setup") and learn_box_first(page)
    screenshot(page, "learn-first-visit-1280x800.png")
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")
    titles: set[str] = set()
    claims_seen: list[str] = []
    shot_staking = False
    followed = []
    for _ in range(400):
        page.wait_for_function(
            "() => !document.getElementById('coach-show').hidden || !document.getElementById('end').hidden",
            timeout=120_000,
        )
        now = page.evaluate(STATE)
        titles.update({now["title"], now["listTitle"]})
        claims_seen += now["claims"]
        if now["end"]:
            break
        page.click("#coach-show")
        button = page.locator("#actions button.suggested")
        assert button.count() == 1  # "Show me" marks the suggested action's button
        label, wanted = button.text_content().strip(), now["suggestion"].rstrip(".")
        # (at the row choice a card's button names the card, a press only picks it; the coach names
        # the move as the button that then puts it in: "Put the 3 (2 blue, 1 purple) into the row")
        # (in a building turn it names the panel's one-click plan for the most points, whose own
        # line lists every trade: "Follow the panel's plan for the most points this turn")
        plan = now["phase"] == "build" and "plan" in (button.get_attribute("class") or "").split()
        assert (
            label == wanted
            or (now["phase"] == "choose_row" and label.lower() in wanted.lower())
            or (plan and wanted == "Follow the panel's plan for the most points this turn")
        )
        if now["phase"] == "stake" and "place the flag" in now["title"] and not shot_staking:
            screenshot(page, "learn-mid-staking-1280x800.png")
            shot_staking = True
        move = button.get_attribute("data-action")  # a set of gems to give back: its plan's first (one
        followed.append(json.loads(move) if move else json.loads(button.get_attribute("data-plan"))[0])  # decision)
        press_first(page, selector="#actions button.suggested")
    else:
        pytest.fail("the guided game did not end")
    # Each suggestion followed is kept for the review as the hint's moves are: the review then
    # never blames the learner for a move the lesson suggested (a newcomer's play-test).
    kept = json.loads(page.evaluate("localStorage.getItem('charon:hinted')") or "[]")
    suggested = [move for _game, moves in kept for move in moves.values()]
    assert followed and all(move in suggested for move in followed), (followed, suggested)
    now = page.evaluate(STATE)
    titles.add(now["title"])
    # Every phase of the lesson's game was explained as it came, claiming included (above its claims).
    assert titles >= {e.title for e in T.EXPLANATIONS.values()}, titles
    assert any("influence" in line for line in claims_seen)  # why a zone went to whom
    assert page.is_visible("#end") and "You won with" in page.text_content("#end-title")
    # The results' buttons in sight at 1280x800 however long the dialog (charts, the review).
    assert not_whole(page.locator("#end-new")) == []
    assert page.evaluate("localStorage.getItem('charon:learned')") == "1"
    # A second visit: the game resumes; the set-up screen offers the lesson, but not first.
    page.reload()
    wait_ready(page)
    page.click("#end-board")
    page.click("#new-btn")
    assert page.is_visible("#learn-btn") and not learn_box_first(page)
    assert page.evaluate("document.getElementById('learn-box').classList.contains('later')")


# Counts each moment the coach suggests a move while the claimed gems still fly (the walk-through),
# and keeps the coach's title each time a walk begins.
WATCH_WALKS = """() => { window.walkTitles = []; window.suggestedMidWalk = 0; let was = false;
  const check = () => { const walking = document.body.dataset.walking === '1';
    if (walking && !was) window.walkTitles.push(document.getElementById('coach-title').textContent);
    if (walking && !document.getElementById('coach-show').hidden) window.suggestedMidWalk += 1;
    was = walking; };
  new MutationObserver(check).observe(document.body, {attributes: true, subtree: true, childList: true}); }"""


def test_the_lessons_next_move_waits_until_the_claimed_gems_have_landed(watched):
    page, watch = watched
    page.emulate_media(reduced_motion="no-preference")  # the walk-through is on
    page.goto(f"{watch.origin}/index.html?pace=0")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")
    page.evaluate(WATCH_WALKS)
    shot = False
    while page.evaluate("window.walkTitles.length") < 2:  # the first two rounds' claiming
        page.wait_for_function(
            "() => !document.getElementById('coach-show').hidden || document.body.dataset.walking === '1'",
            timeout=120_000,
        )
        if page.evaluate("document.body.dataset.walking === '1'"):
            now = page.evaluate(STATE)
            assert not now["suggesting"] and now["suggestion"] == ""  # nothing to do while the gems fly
            if not shot:
                screenshot(page, "learn-claiming-walk-1280x800.png")
                shot = True
            # (held at a reading pace for a player at the screen: half a minute and more)
            page.wait_for_function("document.body.dataset.walking !== '1'", timeout=120_000)
            continue
        page.click("#coach-show")
        page.click("#actions button.suggested")
    # Once the walk is over, the lesson's next move is suggested (the learner's, when it is theirs).
    page.wait_for_selector("#coach-show:not([hidden])", timeout=120_000)
    assert page.text_content("#coach-suggestion-text").strip()
    assert page.evaluate("window.suggestedMidWalk") == 0
    assert all(title.startswith("Claiming") for title in page.evaluate("window.walkTitles"))


def test_leaving_the_lesson_keeps_the_game_going(watched):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html?pace=0")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_selector("#coach-show:not([hidden])", timeout=120_000)
    page.click("#coach-leave")
    assert page.is_hidden("#coach")
    assert page.evaluate("localStorage.getItem('charon:learned')") == "1"
    press_first(page)  # the game goes on, as an ordinary game
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 4")
    assert page.is_hidden("#coach")


def test_in_the_lesson_the_hint_shows_the_lessons_suggestion_and_after_it_the_advisors(watched):
    # A newcomer saw the lesson's suggestion and the hint's differ on 9 of 19 decisions: in the
    # lesson the Hint (button or H) marks the lesson's own suggestion and opens no second advice.
    page, watch = watched
    page.goto(f"{watch.origin}/index.html?pace=0")
    wait_ready(page)
    page.click("#learn-btn")
    page.wait_for_selector("#coach-show:not([hidden])", timeout=120_000)
    wanted = page.text_content("#coach-suggestion-text").strip().rstrip(".")
    page.click("#hint-btn")
    button = page.locator("#actions button.suggested")
    assert button.count() == 1
    label = button.text_content().strip()
    assert label == wanted or label.lower() in wanted.lower(), (label, wanted)  # the row choice names the card
    assert page.is_hidden("#hint") and not page.evaluate("document.body.dataset.hint")
    page.keyboard.press("h")
    assert page.is_hidden("#hint") and button.count() == 1
    # Out of the lesson, the Hint is the advisor's again.
    page.click("#coach-leave")
    page.click("#hint-btn")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    assert page.text_content("#hint-text").strip()


def card_point(region: str, index: int, count: int) -> tuple[float, float]:
    area = L.ROW_AREA if region == "row" else L.HAND_AREA
    x, y, w, h = L.card_slots(area, count)[index]
    return x + w / 2, y + h / 2


def to_page(page, x: float, y: float) -> tuple[float, float]:
    box = page.locator("#board").bounding_box()
    return box["x"] + x * box["width"] / L.WIDTH, box["y"] + y * box["height"] / L.HEIGHT


def test_hovering_a_card_in_the_hand_and_in_the_row_says_what_it_costs_and_lacks(watched):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html?players=human,ai:greedy,ai:greedy&seed=2037&pace=0")
    wait_ready(page)
    until_staking(page)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=60_000)
    page.mouse.move(*to_page(page, *card_point("hand", 0, 2)))
    tip = page.locator("#tooltip")
    tip.wait_for(state="visible")
    words = tip.text_content()
    assert " points. Costs " in words and ("You lack" in words or "You hold every gem" in words)
    assert "from your hand" in words
    screenshot(page, "card-tooltip-hand-1280x800.png")
    page.mouse.move(*to_page(page, *card_point("row", 0, 3)))
    page.wait_for_function("() => document.getElementById('tooltip').textContent.includes('from the row')")
    assert " points. Costs " in tip.text_content()
    screenshot(page, "card-tooltip-row-1280x800.png")
    page.mouse.move(5, 5)
    tip.wait_for(state="hidden")


def test_the_flag_spot_legend_fits_its_slots_at_every_size(browser, site_url):
    ops, _ = draw(new_game(2, 3), False, ["Ana", "Ben"], ["red", "white"])
    x, y, w, h = L.LEGEND
    legend = [(op[3], op[4], op[8]) for op in ops if op[0] == "text" and y <= op[2] <= y + h]
    assert len(legend) == 4  # the title and the three kinds of spot
    for width, height in ((1280, 800), (800, 600), (390, 844)):
        context = browser.new_context(
            viewport={"width": width, "height": height}, is_mobile=width < 500, has_touch=width < 500
        )
        page = context.new_page()
        page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ana,Ben")
        wait_ready(page)
        # Each text fits its slot as this browser measures it: nothing squeezed, nothing overlapping.
        measured = page.evaluate(
            """(texts) => { const c = document.createElement('canvas').getContext('2d');
                            return texts.map(([t, font]) => { c.font = font; return c.measureText(t).width; }); }""",
            [[text, font] for text, font, _ in legend],
        )
        for (text, _, slot), used in zip(legend, measured, strict=True):
            assert used <= slot, f"{text!r} needs {used:.0f} px, its slot is {slot:.0f}"
        screenshot(page, f"legend-{width}x{height}.png")
        context.close()


def test_a_long_press_on_a_card_shows_its_tooltip_on_a_phone(browser, site_url):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce"
    )
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy,ai:greedy&seed=2037&pace=0")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action*='choose_row_card']", timeout=60_000)
    cdp = context.new_cdp_session(page)
    # On a phone the choice of a card brings the Hand tab: the hand drawn large on a canvas of its own.
    page.wait_for_selector("#hand-canvas", state="visible")
    w, h, scale, ox, oy = json.loads(page.get_attribute("#hand-canvas", "data-view"))
    cx, cy = card_point("hand", 0, 3)
    box = page.locator("#hand-canvas").bounding_box()
    x, y = box["x"] + (cx - ox) * scale * box["width"] / w, box["y"] + (cy - oy) * scale * box["height"] / h

    def touch(kind: str, points: list) -> None:
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    before = acted(page)
    touch("touchStart", [{"x": x, "y": y}])
    tip = page.locator("#tooltip")
    tip.wait_for(state="visible")  # held long enough, as the page's own clock says: the tooltip, finger still down
    touch("touchEnd", [])
    assert tip.is_visible()
    assert " points. Costs " in tip.text_content()
    screenshot(page, "card-tooltip-long-press-390x844.png")
    # The long press chose nothing: the card is still to be chosen.
    assert page.query_selector("#actions button[data-action*='choose_row_card']") is not None
    assert page.evaluate("document.body.dataset.phase") == "choose_row"
    # The next tap elsewhere closes it.
    prompt = page.locator("#prompt").bounding_box()
    page.touchscreen.tap(prompt["x"] + 10, prompt["y"] + prompt["height"] / 2)
    tip.wait_for(state="hidden")
    # That tap came after the long press ended: the long press took no move, even late.
    assert acted(page) == before and page.evaluate("document.body.dataset.phase") == "choose_row"
    assert not errors, errors
    context.close()

"""6 Billion's decision stays in view: the quick decisions ("Decide", "End my actions") stay at
the action panel's top, and an opened card group shows all its moves in the list of plays under
them, the panel's one scroll (a group scrolling in a box of its own showed 2 of its moves at
1280x800, a scroll inside a scroll); opening it brings it into view."""

import pytest

from game.sixbillion import legal_actions
from game.sixbillion.actions import Migrate
from sixbillion_ui import layout as L  # the page's own geometry: where the hand's cards are drawn
from tests.browser.conftest import page_errors, screenshot, sized_context, sized_page, wait_ready
from tests.browser.in_view import PROBLEMS, not_whole
from tests.browser.sixbillion_saved import PUT, opened, position

# Ann's first turn on this seed: her actions step, with eight Colony 2 plays folded in a group.
URL = "{site}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0&names=Ann,Bob,Cleo"
ASKED = "() => document.body.dataset.thinking !== '1' && document.querySelector('#actions details') !== null"
LONGEST = """() => { const groups = [...document.querySelectorAll('#actions details')];
  const sizes = groups.map(d => d.querySelectorAll('button').length);
  return sizes.indexOf(Math.max(...sizes)); }"""


# The boxes that scroll round an element, up to the page's own.
SCROLLERS = """(el) => { const found = [];
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
    if (/(auto|scroll)/.test(getComputedStyle(a).overflowY)) found.push(a.id || a.className || a.tagName);
  return found; }"""


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_an_opened_card_group_shows_its_moves_in_the_panels_one_scroll(browser, site_url, size):
    context, page = sized_page(browser, size, URL.format(site=site_url))
    errors = page_errors(page)
    page.wait_for_function(ASKED, timeout=120_000)
    group = page.locator("#actions details").nth(page.evaluate(LONGEST))
    moves = group.locator("button")
    assert moves.count() >= 8
    group.locator("summary").click()
    # Opening it brings it into the panel's view: its heading and its first move at once, and
    # beside the board all its moves (the panel's room holds them; a box of its own showed 2).
    shown = [group.locator("summary"), moves.first] + (
        [moves.nth(i) for i in range(moves.count())] if size[0] > 500 else []
    )
    for move in shown:
        page.wait_for_function(f"el => ({PROBLEMS})(el).length === 0", arg=move.element_handle(), timeout=10_000)
    screenshot(page, f"sixbillion-group-open-{size[0]}x{size[1]}.png")
    # ... and down to its last move one scroll, the panel's, with the decision above it whole.
    # (On a phone the quick decisions' "Decide" heading is said to screen readers only.)
    decision = [page.locator("#actions button[data-action*='end_actions']")]
    if size[0] > 500:
        decision.append(page.locator("#actions h3", has_text="Decide"))
    for i in range(moves.count()):
        moves.nth(i).evaluate("b => b.scrollIntoView({block: 'nearest'})")
        assert [not_whole(part) for part in (moves.nth(i), *decision)] == [[]] * (1 + len(decision)), i
        assert len(moves.nth(i).evaluate(SCROLLERS)) == 1, moves.nth(i).evaluate(SCROLLERS)
    assert errors == []
    context.close()


def _migrant_from_two_sites(s) -> bool:
    return len({a.site for a in legal_actions(s) if isinstance(a, Migrate)}) >= 2


# Each play brought into view as the page brings one (its move hinted: web/placing.js's
# charonShowAdvised) and as the keyboard does (focused): what it shows then, in words.
HINTED = """(b) => { b.classList.add('advised'); window.charonShowAdvised('actions');
  b.classList.remove('advised'); }"""


@pytest.mark.parametrize(("size", "lang"), [((1280, 800), "es"), ((390, 844), "hu")])
def test_each_neutral_migrant_play_brought_into_view_is_whole_where_a_click_lands(browser, site_url, size, lang):
    # The neutral migrant's 8 plays, from Earth and Jupiter: the first site's plays were kept above
    # the list as if they were the quick decisions ("Decide"), they took the panel's room and the
    # other site's plays, in a list 0 px tall, were under them: a click landed on another play.
    context, page, errors = opened(browser, site_url, size, lang, position(2, _migrant_from_two_sites))
    plays = page.locator("#actions button[data-action]")
    assert plays.count() == 8
    for i in range(plays.count()):
        play = plays.nth(i)
        play.evaluate(HINTED)
        assert not_whole(play) == [], ("hinted", i)
        play.evaluate("b => b.focus()")
        assert not_whole(play) == [], ("focused", i)
    screenshot(page, f"sixbillion-migrant-plays-{lang}-{size[0]}x{size[1]}.png")
    assert errors == []
    context.close()


def _anyone_may_answer(s) -> bool:
    return s.round >= 2 and s.window is not None and s.to_move in (0, 1)


@pytest.mark.parametrize(("lang", "humans"), [("en", 3), ("hu", 2)])
def test_nobody_answers_shows_whole_on_a_phone_on_every_tab(browser, site_url, lang, humans):
    # The last play-test: "Nobody answers" sat 2 px below a 390x844 phone's edge (hot seat).
    kinds = ("human",) * humans + ("ai:greedy",) * (3 - humans)
    saved = position(2026, _anyone_may_answer, kinds=kinds, mover=None)
    context = sized_context(browser, (390, 844))
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?game=sixbillion&lang={lang}")
    wait_ready(page)
    page.evaluate(PUT, saved)
    page.reload()
    wait_ready(page)
    nobody = page.locator("#actions button[data-moment='close']")
    nobody.wait_for()
    for tab in ("board", "hand", "players", "log"):
        page.locator(f"#tab-{tab}").tap()
        page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
        screenshot(page, f"sixbillion-nobody-answers-{lang}-{tab}-390x844.png")
        assert not_whole(nobody) == [], tab
    assert errors == []
    context.close()


def test_the_hand_stays_above_the_panel_when_the_hint_opens_on_a_phone(browser, site_url):
    # As Charon's did: the hint box opens (stuck under the tabs) and grows with its advice, pushing the
    # hand under the pinned action panel (only its cards' names showed). The hand's first line of
    # cards is brought back whole between the tab bar and the panel, and again when it closes.
    context = sized_context(browser, (390, 844))
    page = context.new_page()
    errors = page_errors(page)
    page.goto(URL.format(site=site_url))
    wait_ready(page)
    page.wait_for_function(ASKED, timeout=120_000)
    assert page.get_attribute("#tab-hand", "aria-selected") == "true"

    def first_cards_whole(when: str) -> None:
        hand = page.locator("#hand-canvas").bounding_box()
        scale = hand["width"] / L.PHONE_WIDTH
        top = hand["y"] + L.PHONE_HAND_TOP * scale
        bottom = top + L.PHONE_CARD_H * scale
        tabs = page.locator("#phone-tabs").bounding_box()
        panel = page.locator("#actions").bounding_box()
        assert tabs["y"] + tabs["height"] <= top and bottom <= panel["y"], (when, top, bottom, panel["y"])
        hint = page.locator("#hint")
        if hint.is_visible():  # stuck under the tabs on a phone: the cards below it, not under it
            box = hint.bounding_box()
            assert box["y"] + box["height"] <= top, (when, "under the hint", top, box)

    first_cards_whole("before the hint")
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=120_000)
    screenshot(page, "sixbillion-phone-hint-hand-390x844.png")
    first_cards_whole("with the hint")
    page.locator("#hint-cancel").tap()
    page.wait_for_selector("#hint", state="hidden")
    first_cards_whole("after the hint")
    assert errors == []
    context.close()


# The log's height in its lines (a line: its font's size × 1.2), and whether it shows.
LOG_LINES = """() => { const log = document.getElementById('log');
  const size = parseFloat(getComputedStyle(log).fontSize);
  return log.checkVisibility() ? log.clientHeight / (size * 1.2) : 0; }"""


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_beside_an_opened_group_the_log_folds_with_a_way_to_open_it_or_keeps_5_lines(browser, site_url, size):
    """A play-test at 1280x800: with a long card group open, the log was gone (or 2 lines beside
    a hint) with no sign of it. The decision first: every play of the group in reach, and the log
    folded to its head with "Show the log" in sight; opened, it keeps 5 lines and more while the
    plays scroll above it in the panel's one scroll."""
    context, page = sized_page(browser, size, URL.format(site=site_url))
    errors = page_errors(page)
    page.wait_for_function(ASKED, timeout=120_000)
    group = page.locator("#actions details").nth(page.evaluate(LONGEST))
    moves = group.locator("button")
    group.locator("summary").click()
    unfold = page.locator("#log-fold")

    def every_play_in_reach() -> None:
        for i in range(moves.count()):
            moves.nth(i).evaluate("b => b.scrollIntoView({block: 'nearest'})")
            assert not_whole(moves.nth(i)) == [], i
            assert len(moves.nth(i).evaluate(SCROLLERS)) == 1, moves.nth(i).evaluate(SCROLLERS)

    every_play_in_reach()
    assert page.evaluate(LOG_LINES) >= 5 or (not_whole(unfold) == [] and unfold.text_content() == "Show the log")
    screenshot(page, f"sixbillion-group-log-folded-{size[0]}x{size[1]}.png")
    unfold.click()
    page.wait_for_function(f"({LOG_LINES})() >= 5")
    assert not_whole(page.locator("#log")) == [] and unfold.text_content() == "Fold the log"
    every_play_in_reach()
    screenshot(page, f"sixbillion-group-log-opened-{size[0]}x{size[1]}.png")
    group.locator("summary").click()  # the group closed: the log as ever, its button gone
    page.wait_for_function("() => !document.getElementById('log-fold').checkVisibility()")
    assert page.evaluate(LOG_LINES) >= 5
    assert errors == []
    context.close()


# The log's lines wholly inside its box (a line cut at its top or foot does not count).
LINES_WHOLE = """() => { const log = document.getElementById('log').getBoundingClientRect();
  return [...document.querySelectorAll('#log li')].filter(li => { const r = li.getBoundingClientRect();
    return r.height > 0 && r.top >= log.top - 1 && r.bottom <= log.bottom + 1; }).length; }"""


def test_the_log_opened_beside_an_opened_card_group_shows_five_lines(browser, site_url):
    # A play-tester opened the log with a card group open at 1280x800: it read ~2 of its lines
    # (most 6 Billion lines take two). The plays' list yields to it; the decision stays whole.
    context, page = sized_page(browser, (1280, 800), URL.format(site=site_url))
    errors = page_errors(page)
    page.wait_for_function(ASKED, timeout=120_000)
    group = page.locator("#actions details").nth(page.evaluate(LONGEST))
    group.locator("summary").click()
    page.locator("#log-fold").click()
    page.wait_for_function("document.getElementById('log-section').classList.contains('opened')")
    assert page.locator("#log li").count() >= 5
    page.wait_for_function(f"({LINES_WHOLE})() >= 5", timeout=10_000)
    screenshot(page, "sixbillion-group-and-log-open-1280x800.png")
    decision = [
        page.locator("#actions h3", has_text="Decide"),
        page.locator("#actions button[data-action*='end_actions']"),
    ]
    assert [not_whole(part) for part in (*decision, group.locator("summary"))] == [[], [], []]
    assert errors == []
    context.close()


def test_a_move_told_apart_by_its_discovery_symbol_says_what_the_symbol_means(browser, site_url):
    # Ann holds two Colony 2 cards: "Colony 2 ($)" and "Colony 2 (❦)" had no legend.
    context, page = sized_page(browser, (1280, 800), URL.format(site=site_url))
    page.wait_for_function(ASKED, timeout=120_000)
    # (its whole name: in the opened group it says "($) Earth ...", under the title "Colony 2")
    marked = page.locator("#actions button[data-action][aria-label^='Colony 2 ($)']").first
    assert marked.get_attribute("title").startswith("$ is its Discovery symbol (Dollar)")
    assert page.locator("#actions button[data-action*='end_actions']").get_attribute("title") is None
    context.close()

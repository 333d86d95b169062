"""A touch phone (390x844): the board's flag spots are too small for a finger, so a tap on a
zone zooms in on it, and the next tap on a spot places the flag there."""

import json

import pytest

from charon_ui import layout as L  # the page's own geometry, to tap on the board
from game.charon import from_json
from tests.browser.conftest import (
    ANN_ASKED,
    CARD_PHASES,
    RECORD_DRAWS,
    WORDS_DRAWN,
    acted,
    canvas_view,
    page_errors,
    play_to_anns_building_turn,
    press_first,
    screenshot,
    until_staking,
    wait_acted,
    wait_asked_or_past,
    wait_ready,
)
from tests.browser.in_view import not_whole


@pytest.fixture
def phone_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def tap_logical(page, x, y, canvas="#board"):
    """Tap a canvas at a logical point of the table, through the canvas's own view (a phone's
    pane, a zoom)."""
    w, h, (scale, ox, oy) = canvas_view(page, canvas)
    box = page.locator(canvas).bounding_box()
    cx, cy = (x - ox) * scale * box["width"] / w, (y - oy) * scale * box["height"] / h
    # As a player would: scroll the spot to the middle of the window, clear of the tab bar
    # above and the pinned action panel below.
    page.evaluate(f"window.scrollBy(0, {box['y'] + cy - 300})")
    box = page.locator(canvas).bounding_box()
    page.touchscreen.tap(box["x"] + cx, box["y"] + cy)


def test_a_tap_zooms_in_and_the_next_places_the_flag(browser, site_url, phone_context_args):
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    # The cards first (the panel), then a flag lifted from an action area by a tap on it.
    until_staking(page, tap=True)
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    # A tap on the moon while a flag is to be taken from an action area: nothing to choose there,
    # and the zoomed board says so (it once said "tap a lit spot" with none lit).
    zx, zy, zw, zh = L.FULL_BOARD.zone_rect[8]
    tap_logical(page, zx + zw / 4, zy + zh * 3 / 4)
    cue = page.locator("#zoom-cue")
    assert page.is_visible("#unzoom")
    assert cue.text_content() == "Zone 8, up close: nothing to choose here now; “Whole board” goes back."
    page.tap("#unzoom")
    page.wait_for_selector("#unzoom", state="hidden")
    ax, ay, aw, ah = L.AREA_RECT["synchrotron"]
    tap_logical(page, ax + 40, ay + ah / 2, "#areas-canvas")  # on a phone, below the moon
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    spots = [json.loads(b) for b in page.eval_on_selector_all(
        "#actions button[data-action*='place_flag']", "bs => bs.map(b => b.dataset.action)")]  # fmt: skip
    position = next(s["position"] for s in spots if 8 in L.POSITION_ZONES[s["position"]])
    # Issue 38: the first tap zoomed without a word. The board says what a tap does, under the moon.
    assert cue.is_visible() and cue.text_content() == "Tap a zone to zoom in; tap again to choose."
    screenshot(page, "phone-zoom-cue-390x844.png")
    # A tap on zone 8 zooms in on it (nothing is placed yet), and the board says so...
    tap_logical(page, zx + zw / 4, zy + zh * 3 / 4)  # on the zone, away from its flag spots
    assert page.is_visible("#unzoom")
    assert cue.is_visible() and cue.text_content().startswith("Zone 8, up close: tap a lit spot to choose it")
    assert page.query_selector("#actions button[data-action*='place_flag']") is not None
    board, said = page.locator("#board").bounding_box(), cue.bounding_box()
    assert board["y"] + board["height"] <= said["y"] + 1 and said["y"] + said["height"] <= 844  # under the moon
    screenshot(page, "phone-zoomed-390x844.png")
    # ...where a flag spot is at least 44 px wide for a finger...
    w, _, (scale, _, _) = canvas_view(page)
    box = page.locator("#board").bounding_box()
    assert 2 * L.HIT_RADIUS * scale * box["width"] / w >= 44
    # ...and the next tap places the flag there, back on the whole board.
    tap_logical(page, *L.FULL_BOARD.position_xy[position])
    page.wait_for_selector("#unzoom", state="hidden")
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert any(line.startswith("Ann stakes a flag from Synchrotron on ") for line in log)
    assert cue.is_hidden()
    # Learnt: at the next flag to place, the board no longer explains the first tap.
    page.wait_for_selector("#actions button[data-action*='lift_flag']", timeout=120_000)
    page.tap("#actions button[data-action*='lift_flag']")
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    assert cue.is_hidden()
    assert not errors
    context.close()


@pytest.mark.parametrize("size", [(800, 600), (390, 844)])
def test_the_whole_table_with_the_hand_shows_above_the_action_panel(browser, site_url, size):
    """Whenever a decision is asked, the pinned action panel leaves what it is about — the
    player's own hand, for a card — in view: on a phone and in a short window, in tabs."""
    width, height = size
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=width < 500, has_touch=width < 500
    )
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ana,Ben")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    # On a phone, and in a short window, the choice of a card brings the Hand tab: the hand drawn
    # large, above the panel.
    assert page.locator("#phone-tabs").is_visible()
    board = page.locator("#hand-canvas").bounding_box()
    actions = page.locator("#actions").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= min(actions["y"], height)
    # Whatever scrolls under the pinned panel is hidden, not shown through it as ghost words.
    style = page.eval_on_selector("#actions", "e => [getComputedStyle(e).position, getComputedStyle(e).background]")
    assert style[0] == "sticky" and style[1].startswith("rgb(14, 19, 32)")  # the page's own colour, opaque
    screenshot(page, f"table-{width}x{height}.png")
    # The flag spots' legend: on the canvas along the board's edge, which the tabs' moon pane
    # leaves out, so the tabs say it in words under the moon, in the Board tab.
    page.locator("#tab-board").tap() if width < 500 else page.locator("#tab-board").click()
    legend = page.locator("#spot-legend")
    assert legend.is_visible()
    assert legend.bounding_box()["y"] > page.locator("#board").bounding_box()["y"]
    words = legend.inner_text()
    assert all(kind in words for kind in ("centre: 1 zone", "road: 2 zones", "crossroads: 4 zones"))
    assert legend.locator(".spot").count() == 3  # each with the shape the board draws
    context.close()


def body(page, key):
    return page.evaluate(f"document.body.dataset.{key}")


def shown_tab(page):
    return page.get_attribute("#phone-tabs [role=tab][aria-selected=true]", "data-tab")


def legal(page, kind):
    """The actions of one kind the action panel offers now (its buttons' data)."""
    found = page.eval_on_selector_all("#actions button[data-action]", "bs => bs.map(b => JSON.parse(b.dataset.action))")
    return [a for a in found if a["type"] == kind]


def wait_for_ann(page, timeout=120_000):
    """Until Ann (seat 0) is asked something, or the walk-through is on the board."""
    page.wait_for_function(ANN_ASKED, timeout=timeout)


def tap_card(page, canvas, area, count, index):
    x, y, w, h = L.card_slots(area, count)[index]
    tap_logical(page, x + w / 2, y + h / 2, canvas)


def lift_by_tap(page):
    """A tap on an action area lifts one of Ann's flags from it."""
    area = legal(page, "lift_flag")[0]["source"]
    ax, ay, aw, ah = L.AREA_RECT[area]
    tap_logical(page, ax + aw / 2, ay + ah / 2, "#areas-canvas")
    page.wait_for_selector("#actions button[data-action*='place_flag']")


def place_by_taps(page):
    """A tap on a zone zooms in on it; a tap on a flag spot there places the flag."""
    position = legal(page, "place_flag")[0]["position"]
    zone = L.POSITION_ZONES[position][0]
    zx, zy, zw, zh = L.FULL_BOARD.zone_rect[zone]
    spot = L.FULL_BOARD.position_xy[position]
    # A point of the zone far from any flag spot, to zoom in without choosing one.
    away = max(
        ((zx + zw * i / 8, zy + zh * j / 8) for i in range(1, 8) for j in range(1, 8)),
        key=lambda p: min((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for q in L.POSITION_XY.values()),
    )
    tap_logical(page, *away)
    page.wait_for_selector("#unzoom:not([hidden])")
    tap_logical(page, *spot)
    page.wait_for_selector("#unzoom", state="hidden")


@pytest.fixture
def moving_phone(phone_context_args):
    """A phone whose owner lets things move: the claiming walk-through is played, to be watched."""
    return {**phone_context_args, "reduced_motion": "no-preference"}


def open_on_phone(browser, context_args, site_url, query):
    """Ann against a greedy Bob (seed 3) on a phone, the page ready: its context, page and errors."""
    context = browser.new_context(**context_args)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&names=Ann,Bob&{query}")
    wait_ready(page)
    return context, page, errors


def test_a_whole_round_by_taps(browser, site_url, moving_phone):
    """Round 1 of a game against a computer player, played on a phone by taps alone: a card
    chosen on the Hand tab, every flag staked on the board (zoom, then the spot), the claiming
    walk watched and skipped by a tap, the building turn (a build or a plan, then the end of the
    turn) — into round 2. The tab shown follows each decision, unless the player picked one."""
    context, page, errors = open_on_phone(browser, moving_phone, site_url, "pace=0")
    tabs = page.locator("#phone-tabs [role=tab]")
    assert tabs.count() == 4 and page.get_attribute("#phone-tabs", "role") == "tablist"

    # Choosing a card: the Hand tab, the hand drawn large; a tap on a card chooses it.
    chose_on_canvas = False
    while (phase := wait_asked_or_past(page, CARD_PHASES)) in CARD_PHASES:
        # Ann is asked: nothing moves until she answers.
        assert shown_tab(page) == "hand"
        assert page.is_visible("#hand-canvas") and not page.is_visible("#board")
        before = acted(page)
        if phase == "choose_row":
            screenshot(page, "phone-tab-hand-390x844.png")
            # A tap picks a card, nothing more (issue 38: one tap put it into the row for good); a
            # tap on another moves the pick; the second tap on the picked card puts it in.
            tap_card(page, "#hand-canvas", L.HAND_AREA, 3, 0)
            first = page.locator("#actions button.put-in-row").get_attribute("data-action")
            tap_card(page, "#hand-canvas", L.HAND_AREA, 3, 1)
            page.wait_for_function(f"document.querySelector('#actions button.put-in-row').dataset.action !== {first!r}")
            pressed = page.locator("#actions button[aria-pressed='true']")
            assert acted(page) == before and pressed.count() == 1
            put = page.locator("#actions button.put-in-row")
            assert pressed.get_attribute("data-action") == put.get_attribute("data-action")
            assert not_whole(put) == []
            screenshot(page, "phone-row-pick-390x844.png")
            tap_card(page, "#hand-canvas", L.HAND_AREA, 3, 1)
            chose_on_canvas = True
        else:
            page.locator("#actions button[data-action]").first.tap()
        wait_acted(page, before)
    assert chose_on_canvas

    # Staking: the Board tab; every one of Ann's flags by taps on the board.
    staked = 0
    while True:
        wait_for_ann(page)
        if body(page, "walking") == "1" or body(page, "phase") not in ("stake", "stolen_intelligence"):
            break
        if body(page, "phase") == "stolen_intelligence":
            page.locator("#actions button[data-action]").first.tap()
            continue
        assert shown_tab(page) == "board"
        if staked == 0:
            screenshot(page, "phone-tab-board-390x844.png")
            # A tab picked in the middle of a decision stays while it lasts (the flag lifted
            # with the panel's button meanwhile); a tap on a card with nothing to do says
            # what it is, and the next tap anywhere closes it.
            page.locator("#tab-hand").tap()
            assert shown_tab(page) == "hand" and page.is_hidden("#board")
            page.locator("#actions button[data-action*='lift_flag']").first.tap()
            page.wait_for_selector("#actions button[data-action*='place_flag']")
            assert shown_tab(page) == "hand"
            tap_card(page, "#hand-canvas", L.HAND_AREA, 2, 0)
            page.wait_for_selector("#tooltip:not([hidden])")
            assert page.text_content("#tooltip").startswith("The ")
            page.locator("#tab-board").tap()
            assert page.is_hidden("#tooltip") and shown_tab(page) == "board"
        else:
            lift_by_tap(page)
        place_by_taps(page)
        staked += 1
    assert staked >= 2

    # Claiming, watched on the board; a tap skips the rest of the walk.
    page.wait_for_function("document.body.dataset.walking === '1'", timeout=120_000)
    assert shown_tab(page) == "board"
    page.locator("#board").tap()
    page.wait_for_function("document.body.dataset.walking !== '1'", timeout=10_000)

    # Building: the Hand tab; a build (or a plan) by a tap, then the end of the turn (which
    # the engine ends by itself once nothing but ending it is left).
    built = False
    while True:
        wait_for_ann(page)
        if body(page, "round") != "1":
            break
        before = acted(page)
        if body(page, "phase") != "build":
            page.locator("#actions button[data-action], #actions button.plan").first.tap()
        elif not built and (legal(page, "build") or page.query_selector("#actions button.plan")):
            assert shown_tab(page) == "hand"
            for tab in ("board", "players", "log", "hand"):
                page.locator(f"#tab-{tab}").tap()
                screenshot(page, f"phone-tab-{tab}-building-390x844.png")
            page.locator("#actions button.plan, #actions button[data-action*='\"build\"']").first.tap()
            page.wait_for_function(
                "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('Ann builds'))"
            )
            built = True
        else:
            page.locator("#actions button[data-action*='end_turn']").tap()
            # Ended, or asked first whether to end with something still to do.
            page.wait_for_function(
                "(n) => Number(document.body.dataset.acted || 0) > n"
                " || !!document.querySelector('#actions button.confirm-end')",
                arg=before,
            )
            if page.query_selector("#actions button.confirm-end"):
                page.locator("#actions button.confirm-end").tap()
        wait_acted(page, before)
    assert built
    page.wait_for_function("document.body.dataset.round === '2'")
    assert not errors, errors
    context.close()


def test_the_tabs_are_aria_tabs(browser, site_url, phone_context_args):
    """Arrow keys, Home and End move between the tabs; the tab chosen shows its panel only. The
    Players tab of a two-player game reads at 11 CSS px at least (its wide panels, across a
    phone's width, drew their lines at 8.8)."""
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    page.add_init_script(RECORD_DRAWS)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#phone-tabs [aria-selected=true]")
    page.focus("#phone-tabs [aria-selected=true]")
    start = shown_tab(page)
    page.keyboard.press("ArrowRight")
    after = shown_tab(page)
    assert after != start
    assert page.evaluate("document.activeElement.dataset.tab") == after
    page.keyboard.press("End")
    assert shown_tab(page) == "log" and page.is_visible("#log-section") and page.is_hidden("#table")
    assert page.get_attribute("#log-section", "role") == "tabpanel"
    assert page.get_attribute("#log-section", "aria-labelledby") == "tab-log"
    page.keyboard.press("ArrowRight")
    assert shown_tab(page) == "board" and page.is_visible("#board") and page.is_hidden("#log-section")
    page.keyboard.press("ArrowLeft")
    assert shown_tab(page) == "log"
    page.locator("#tab-players").tap()
    assert page.locator("#players-pane canvas").count() == 2
    page.wait_for_function("document.querySelector('#players-pane canvas').dataset.view !== undefined")
    words = page.evaluate(WORDS_DRAWN)
    assert any("card" in text for _size, text in words)  # the panels' lines are drawn and counted
    size, text = min(words)
    assert size >= 11, f"“{text}” is drawn {size} px high"
    screenshot(page, "phone-tab-players-390x844.png")
    context.close()


def test_every_button_a_finger_presses_is_at_least_44_px(browser, site_url, phone_context_args):
    """The action panel's buttons, the top bar's and EN/HU: as tall as the tabs (44 px), the
    language buttons as wide too (a finger is not a mouse pointer)."""
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    sizes = page.evaluate(
        """() => [...document.querySelectorAll('#actions button, #topbar button')]
             .filter(b => b.offsetParent !== null)
             .map(b => [b.id || b.dataset.lang || b.textContent.trim().slice(0, 20),
                        b.getBoundingClientRect().width, b.getBoundingClientRect().height,
                        b.hasAttribute('data-lang')])"""
    )
    assert any(lang for *_, lang in sizes) and len(sizes) > 3
    small = [(name, w, h) for name, w, h, lang in sizes if h < 44 or (lang and w < 44)]
    assert small == []
    screenshot(page, "phone-buttons-390x844.png")
    context.close()


def card_boxes(page, canvas, area, count):
    """The window's boxes (x, y, width, height) of the cards a canvas draws in `area`."""
    w, h, (scale, ox, oy) = canvas_view(page, canvas)
    box = page.locator(canvas).bounding_box()
    sx, sy = scale * box["width"] / w, scale * box["height"] / h
    return [
        (box["x"] + (x - ox) * sx, box["y"] + (y - oy) * sy, cw * sx, ch * sy)
        for x, y, cw, ch in L.card_slots(area, count)
    ]


def test_building_the_hand_shows_whole_and_the_log_opens_at_its_newest_line(browser, site_url, phone_context_args):
    """Issue 38: after claiming, the round's recap above the tabs pushed the hand down under the
    pinned action panel, which covered the top of its cards: each card shows whole. And the Log
    tab opened at the game's first lines: it opens at the last."""
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    play_to_anns_building_turn(page)
    assert shown_tab(page) == "hand" and page.is_visible("#recap")  # the recap above: the hand pushed down
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    count = len(from_json(json.loads(record)["save"]).players[0].hand)
    screenshot(page, "phone-building-hand-390x844.png")
    panel = page.locator("#actions").bounding_box()
    tabs = page.locator("#phone-tabs").bounding_box()
    for _x, y, _w, h in card_boxes(page, "#hand-canvas", L.HAND_AREA, count):
        assert tabs["y"] + tabs["height"] <= y and y + h <= panel["y"], (y, y + h, panel["y"])
    # The Log tab opens at its newest lines (a whole round's: longer than the tab shows).
    page.locator("#tab-log").tap()
    top, height, total = page.eval_on_selector("#log", "l => [l.scrollTop, l.clientHeight, l.scrollHeight]")
    assert total > height and top + height >= total - 1, (top, height, total)
    last = page.locator("#log li").last.bounding_box()
    assert last["y"] + last["height"] <= page.locator("#actions").bounding_box()["y"]  # not under the panel
    screenshot(page, "phone-building-log-390x844.png")
    context.close()


def test_the_cards_of_a_building_turn_stay_above_the_panel_when_the_hint_opens(browser, site_url, phone_context_args):
    """Issue 38 (again): in a building turn the hint box opened above the tabs, and grew when its
    advice came, pushing the hand down under the pinned action panel (only the top edge of its
    cards showed). The row and the hand stay whole above the panel, before and after the hint;
    and with the hint open its advice shows too (its top once scrolled out of sight above the tabs)."""
    context = browser.new_context(**phone_context_args)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    play_to_anns_building_turn(page)
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    state = from_json(json.loads(record)["save"])
    hand, row = len(state.players[0].hand), len(state.common_row)

    def assert_cards_whole(when):
        panel = page.locator("#actions").bounding_box()
        above = page.locator("#phone-tabs").bounding_box()
        if page.locator("#hint").is_visible():  # the hint's box sticks under the tabs: the cards below it
            above = page.locator("#hint").bounding_box()
        boxes = card_boxes(page, "#row-canvas", L.ROW_AREA, row) + card_boxes(page, "#hand-canvas", L.HAND_AREA, hand)
        for _x, y, _w, h in boxes:
            assert above["y"] + above["height"] <= y and y + h <= panel["y"], (when, y, y + h, panel["y"])

    assert_cards_whole("at the start")
    screenshot(page, "phone-building-before-hint-390x844.png")
    page.locator("#hint-btn").tap()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=90_000)
    assert page.locator("#hint").is_visible() and shown_tab(page) == "hand"
    screenshot(page, "phone-building-hint-390x844.png")
    assert_cards_whole("with the hint")
    # ... and the hint's advice with them: its move in the window, not scrolled away above it.
    advice, tabs = page.locator("#hint-text").bounding_box(), page.locator("#phone-tabs").bounding_box()
    assert advice["y"] >= tabs["y"] + tabs["height"] - 1 and advice["height"] > 0, (advice, tabs)
    page.locator("#hint-cancel").tap()
    page.wait_for_selector("#hint", state="hidden")
    assert_cards_whole("after the hint")
    context.close()


# What the prompt and the action panel said at each change while the claiming walk-through
# played (body[data-walking="1"]), recorded as it happened.
RECORD_WALK_PROMPTS = """(() => {
  window.walkSeen = [];
  document.addEventListener('DOMContentLoaded', () => {
    const prompt = document.getElementById('prompt'), actions = document.getElementById('actions');
    const note = () => {
      if (document.body.dataset.walking === '1') {
        window.walkSeen.push([prompt.textContent, [...actions.querySelectorAll('button')].map(b => b.textContent)]);
      }
    };
    const watch = new MutationObserver(note);
    watch.observe(document.body, {attributes: true, attributeFilter: ['data-walking']});
    watch.observe(prompt, {subtree: true, childList: true, characterData: true});
    watch.observe(actions, {childList: true});
  });
})()"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_while_the_claiming_walk_plays_the_prompt_tells_the_walk(browser, site_url, size):
    """Issue 38: the play-tester read "your building turn – trade, build…" while the only button
    was "Skip the claiming walk-through". While the walk plays, the prompt tells the claiming
    and the panel offers nothing; the building prompt comes when building can start."""
    width, height = size
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.add_init_script(RECORD_WALK_PROMPTS)
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    while True:  # round 1 by the panel's first buttons, as play_to_anns_building_turn (a click off a phone)
        wait_for_ann(page)
        if body(page, "walking") == "1":
            page.wait_for_function("document.body.dataset.walking !== '1'", timeout=120_000)
            continue
        if body(page, "phase") == "build":
            break
        before = acted(page)
        press_first(page, tap=phone)
        wait_acted(page, before)
    seen = page.evaluate("window.walkSeen")
    assert seen, "the walk-through was shown"
    for prompt, buttons in seen:
        assert prompt.startswith("Claiming: each zone goes to the player with most influence"), prompt
        assert "building turn" not in prompt and not buttons, (prompt, buttons)
    assert page.inner_text("#prompt") == "Ann: your building turn – trade, build, then end your turn."
    context.close()


@pytest.mark.parametrize("lang, round_words", [("en", "Round 1/4 · "), ("hu", "Forduló: 1/4 · ")])
def test_a_phones_header_says_the_round_and_the_phase(browser, site_url, phone_context_args, lang, round_words):
    """A newcomer played Charon on a phone into round 4 without seeing its number: the board's
    panes leave out the table's status line, so the page's header says it (as 6 Billion's does),
    whole, above the prompt. The loading screen paints it too, so the board does not move when
    Python takes over (test_loading); a short window (800x600) has no room for it (test_game_page)."""
    context, page, errors = open_on_phone(browser, phone_context_args, site_url, f"lang={lang}")
    header = page.locator("#status-line")
    assert header.is_visible() and header.text_content().startswith(round_words), header.text_content()
    box, prompt = header.bounding_box(), page.locator("#prompt").bounding_box()
    assert box["y"] + box["height"] <= prompt["y"] + 1  # above the prompt
    assert header.evaluate("line => line.scrollWidth <= line.clientWidth")  # whole
    screenshot(page, f"phone-header-round-390x844-{lang}.png")
    page.set_viewport_size({"width": 1280, "height": 800})  # the whole table: its canvas says it
    page.wait_for_function("() => document.getElementById('status-line').hidden")
    assert not errors
    context.close()

"""The New game form as a newcomer reads it (issue 38): each seat's Human/Computer choice sits
under its own seat's name, the names the form gives say who plays as the game will name them
('Easy bot 2', each computer with its seat's number whoever else plays), Escape closes the
form over a game, and on a phone Start is in sight."""

import json

import pytest

from tests.browser.conftest import screenshot, sized_context, wait_ready

NAMES = "() => [...document.querySelectorAll('#setup-players .seat input')].map(i => i.value)"


def test_in_spanish_a_computers_made_name_keeps_its_number(watched, site_url):
    """Seat 3's computer stays "IA fácil 3" when seat 2 becomes a human (it once lost its number;
    the loading screen's form is checked alike in test_loading.py)."""
    page, _watch = watched
    page.add_init_script("localStorage.setItem('shell:lang', 'es')")
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.evaluate(NAMES) == ["Jugador 1", "IA fácil 2", "IA fácil 3"]
    page.locator("#setup-players select.seat-kind").nth(1).select_option("human")
    assert page.evaluate(NAMES) == ["Jugador 1", "Jugador 2", "IA fácil 3"]
    screenshot(page, "setup-seats-es-1280x800.png")


def test_made_names_follow_who_plays_and_typed_names_stay(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.evaluate(NAMES) == ["Player 1", "Easy bot 2", "Easy bot 3"]
    kinds = page.locator("#setup-players select.seat-kind")
    kinds.nth(1).select_option("human")
    assert page.evaluate(NAMES) == ["Player 1", "Player 2", "Easy bot 3"]  # still seat 3's bot
    kinds.nth(2).select_option("ai:hard")
    assert page.evaluate(NAMES) == ["Player 1", "Player 2", "Hard bot 3"]
    page.locator("#setup-players .seat input").nth(1).fill("Zed")
    kinds.nth(1).select_option("ai:hard")
    assert page.evaluate(NAMES) == ["Player 1", "Zed", "Hard bot 3"]
    # Each seat's choice is under its own name, clear of the next seat's row.
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('#setup-players .seat')].map(row => {
             const r = (s) => row.querySelector(s).getBoundingClientRect();
             return {name: r('input'), kind: r('select.seat-kind'), row: row.getBoundingClientRect()}; })"""
    )
    for seat, following in zip(boxes, boxes[1:], strict=False):
        assert abs(seat["kind"]["left"] - seat["name"]["left"]) < 1 and seat["kind"]["top"] > seat["name"]["bottom"]
        assert following["row"]["top"] - seat["kind"]["bottom"] >= 10
    screenshot(page, "setup-seats-1280x800.png")
    # The game takes the names as the form shows them.
    page.click("#setup-start")
    page.wait_for_selector("#setup", state="hidden")
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    names = json.loads(record)["players"]["names"]
    assert names == ["Player 1", "Zed", "Hard bot 3"]
    # Over a game, Escape closes the New game form, as "Back to the game" does.
    page.click("#menu-btn")
    assert page.is_visible("#setup")
    page.keyboard.press("Escape")
    assert page.is_hidden("#setup") and page.is_visible("#board")
    watch.check()


def test_on_a_phone_start_is_in_sight_on_a_first_visit(phone_page, site_url):
    page, errors = phone_page
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.is_visible("#learn-box.first")  # the first visit: what the game is, and the lesson, come first
    start = page.locator("#setup-start").bounding_box()
    assert start["y"] >= 0 and start["y"] + start["height"] <= 844
    screenshot(page, "setup-first-visit-390x844.png")
    page.locator("#setup-start").tap()
    page.wait_for_selector("#setup", state="hidden")
    assert not errors


# Each field of the New game form that the player fills, brought into view as the browser
# brings a field it focuses (the form's card scrolled to its top first, as on arrival): what is
# at the field's centre then, if not the field itself.
COVERED = """() => {
  const card = document.querySelector('#setup .dialog');
  const covered = [];
  for (const field of document.querySelectorAll('#setup-form input, #setup-form select')) {
    if (!field.offsetParent) continue;  // not shown
    card.scrollTop = 0;
    field.scrollIntoView({block: 'nearest'});
    const r = field.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit !== field && !field.contains(hit)) covered.push([field.id || field.className, hit && hit.id]);
  }
  return covered;
}"""


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_on_a_phone_start_covers_no_field_of_the_form(phone_page, site_url, game):
    """On a 390x844 phone Start stays at the card's bottom edge (above), and yet no field the
    player fills is under it when brought into view: the last seat's choice was (issue 35's
    play-test), for every number of players of both games."""
    page, errors = phone_page
    page.goto(f"{site_url}/index.html?game={game}&lang=hu")
    wait_ready(page)
    counts = page.eval_on_selector_all("#setup-count option", "options => options.map(o => o.value)")
    assert len(counts) >= 3
    for count in counts:
        page.select_option("#setup-count", count)
        assert page.evaluate(COVERED) == [], count
    screenshot(page, f"setup-{game}-last-field-390x844.png")
    assert not errors


# Each seat of the form as it is filled: its name, colour and who plays it.
ROWS = """() => [...document.querySelectorAll('#setup-players .seat')].map(row =>
  [row.querySelector('input').value, row.querySelector('select.colour').value,
   row.querySelector('select.seat-kind').value])"""


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_new_game_during_a_game_offers_the_same_players_again(watched, site_url, game):
    """Issue 38: New game, opened during a game, showed the last set-up's seats (three, a
    default form), not the running game's. Now it is filled with the game's own players — their
    names, colours, humans and computer levels — so that the same again is one click; a name the
    page made ('Hard bot 3') is the form's own, re-worded with the language."""
    page, watch = watched
    page.goto(f"{site_url}/index.html?game={game}&players=ai:hard,human,ai:medium,ai:easy&seed=4&pace=0")
    wait_ready(page)
    record_key = f"{game}:record:"
    record = json.loads(page.evaluate(f"localStorage.getItem('{record_key}' + localStorage.getItem('{game}:current'))"))
    colours = record["players"]["colours"]
    page.click("#menu-btn")
    assert page.is_visible("#setup")
    assert page.input_value("#setup-count") == "4"
    assert page.evaluate(ROWS) == [
        ["Hard bot 1", colours[0], "ai:hard"],
        ["Player 2", colours[1], "human"],
        ["Medium bot 3", colours[2], "ai:medium"],
        ["Easy bot 4", colours[3], "ai:easy"],
    ]
    screenshot(page, f"setup-same-again-{game}-1280x800.png")
    page.locator("#setup-players .seat input").nth(1).fill("Zed")  # a name typed for this game...
    page.click("#setup-start")
    page.wait_for_selector("#setup", state="hidden")
    again = json.loads(page.evaluate(f"localStorage.getItem('{record_key}' + localStorage.getItem('{game}:current'))"))
    assert again["players"]["seats"] == record["players"]["seats"] and again["players"]["colours"] == colours
    assert again["players"]["names"] == ["Hard bot 1", "Zed", "Medium bot 3", "Easy bot 4"]
    page.click("#menu-btn")  # ...is offered again with the game that has it
    assert [row[0] for row in page.evaluate(ROWS)] == ["Hard bot 1", "Zed", "Medium bot 3", "Easy bot 4"]
    page.click("#setup button[data-lang=hu]")
    assert [row[0] for row in page.evaluate(ROWS)] == ["Nehéz gép 1", "Zed", "Közepes gép 3", "Könnyű gép 4"]
    watch.check()


# The controls of the set-up card covered by something else where they show: the part of each
# inside the card's scrolled view and the window (a control scrolled out of the card is out of
# sight, not covered), probed at its centre and near its corners; on arrival, and with the card
# scrolled to each control in turn, as the player scrolls down it.
COVERED_CONTROLS = """() => {
  const CONTROLS = ':is(button, select, summary, input:not([type=hidden]))';
  const clip = (a, b) => [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  const edges = (r) => [r.left, r.top, r.right, r.bottom];
  const inside = (box) => {  // a scrolling box's view: within its borders
    const r = box.getBoundingClientRect();
    const [left, top] = [r.left + box.clientLeft, r.top + box.clientTop];
    return [left, top, left + box.clientWidth, top + box.clientHeight];
  };
  function covered() {
    const found = [];
    for (const control of document.querySelectorAll('#setup ' + CONTROLS)) {
      if (!control.getClientRects().length) continue;  // not shown
      let [left, top, right, bottom] = edges(control.getBoundingClientRect());
      for (let box = control.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          [left, top, right, bottom] = clip([left, top, right, bottom], inside(box));
        }
      }
      [left, top, right, bottom] = clip([left, top, right, bottom], [0, 0, innerWidth, innerHeight]);
      if (right - left < 2 || bottom - top < 2) continue;  // out of sight
      for (const [fx, fy] of [[0.5, 0.5], [0.05, 0.1], [0.95, 0.1], [0.05, 0.9], [0.95, 0.9]]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        if (hit !== control && !control.contains(hit)) {
          found.push(`${control.id || control.className || control.tagName} under ${hit && (hit.id || hit.tagName)}`);
          break;
        }
      }
    }
    return found;
  }
  const card = document.querySelector('#setup .dialog');
  const seen = covered().map((c) => 'on arrival: ' + c);
  for (const control of card.querySelectorAll(CONTROLS)) {
    control.scrollIntoView({block: 'nearest'});
    seen.push(...covered());
  }
  card.scrollTop = 0;
  return [...new Set(seen)];
}"""


@pytest.mark.parametrize("size", [(390, 844), (412, 915)])
@pytest.mark.parametrize("form", ["loading", "charon", "sixbillion"])
def test_on_a_phone_no_control_of_the_set_up_is_covered_by_another(browser, site_url, size, form):
    """Issue 37's Lighthouse: on a 412 px phone the third seat's name field sat half under the
    sticky Start. Start stays in sight below the card, and the card's fields scroll above it:
    with five seats, no control covers another, on arrival or scrolled down to any control —
    the loading screen's form (web/loading.js, while Python loads) and Python's, both games."""
    context = sized_context(browser, size)
    held = []
    if form == "loading":  # the runtime held back: the form loading.js makes
        context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = context.new_page()
    page.goto(f"{site_url}/index.html" + ("?game=sixbillion" if form == "sixbillion" else ""))
    if form == "loading":
        page.locator("#setup-players .seat").first.wait_for()
    else:
        wait_ready(page)
    page.select_option("#setup-count", "5")
    assert page.locator("#setup-players .seat").count() == 5
    screenshot(page, f"setup-five-seats-{form}-{size[0]}x{size[1]}.png")
    start = page.locator("#setup-start").bounding_box()
    assert start["y"] >= 0 and start["y"] + start["height"] <= size[1]  # the way in, in sight
    assert page.evaluate(COVERED_CONTROLS) == []
    if form == "loading":
        assert not page.evaluate("document.body.dataset.ready")  # all of it before Python was up
        for route in held:
            route.continue_()
    context.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_on_a_desktop_start_is_whole_in_sight_and_covers_nothing(browser, site_url, size, game):
    """The play-test of 6 December: at 1280x800 in Hungarian the card was taller than the window
    and Start was cut by the card's bottom edge. Start stays whole in sight at the card's foot,
    below the fields it never covers, however long the words and however many the seats."""
    context = sized_context(browser, size)
    page = context.new_page()
    page.goto(f"{site_url}/index.html?game={game}&lang=hu")
    wait_ready(page)
    page.select_option("#setup-count", "5")
    screenshot(page, f"setup-five-seats-{game}-hu-{size[0]}x{size[1]}.png")
    start = page.locator("#setup-start").bounding_box()
    card = page.locator("#setup .dialog").bounding_box()
    assert start["y"] >= card["y"] and start["y"] + start["height"] <= min(card["y"] + card["height"], size[1])
    assert page.evaluate(COVERED_CONTROLS) == []
    context.close()

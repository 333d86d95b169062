"""What the page shows while Python starts: on a first visit the set-up form (Python takes it
over as it stands), for a link that starts a game a title board, on a return the last board of
the game (painted from its kept display list, marked "resuming"), and a clear message when the
page is opened from disk, where it can never start.

The runtime's WebAssembly download is held back while the test looks, so that the page is
caught before Python runs, however fast the machine."""

import functools
import http.server
import re
import threading

import pytest

from tests.browser.conftest import DIST, IN_WORKER, Watch, in_runtime, page_errors, screenshot, wait_ready
from tools.local_server import QuietHandler

KEPT = "localStorage.getItem('charon:last-board')"
# Layout shifts not caused by input, summed (the browser's own CLS bookkeeping).
CLS_SO_FAR = """() => new Promise((done) => {
  let total = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) total += e.value; }))
    .observe({ type: "layout-shift", buffered: true });
  setTimeout(() => done(total), 200);
})"""

# Two pixels of the title board's moon, as web/loading.js painted it: inside zone 1 (a tenth of
# the way into the moon) and on the frame round it (just inside the canvas's corner).
PIXELS_OF_THE_MOON = """() => {
  const canvas = document.getElementById("title-moon");
  const ctx = canvas.getContext("2d");
  const rgb = (x, y) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
  return [rgb(canvas.width * 0.1, canvas.height * 0.12), rgb(canvas.width * 0.01, canvas.height * 0.5)];
}"""
ZONE_1_FILL = [0xC9, 0xB9, 0x8F]  # web/charon_ui/theme.py: ZONE_FILL["yellow"], zone 1's group
MOON_FRAME_FILL = [0x2A, 0x2F, 0x3C]  # render.board's frame


class Guard(Watch):
    """The usual watch (nothing outside the origin), which can also hold back the runtime's
    WebAssembly download until released."""

    def __init__(self, origin: str):
        super().__init__(origin)
        self.holding = False
        self.held = []

    def route(self, route):
        if self.holding and route.request.url.endswith("/pyodide.asm.wasm"):
            self.held.append(route)
        else:
            super().route(route)

    def hold(self):
        self.holding = True

    def release(self):
        self.holding = False
        for route in self.held:
            super().route(route)
        self.held.clear()


def new_page(browser, browser_context_args, site_url, **context_args):
    """A page in a fresh context without service workers (held requests must reach the route)."""
    context = browser.new_context(**{**browser_context_args, **context_args}, service_workers="block")
    guard = Guard(site_url)
    context.route("**/*", guard.route)
    page = context.new_page()
    page.on("pageerror", lambda error: guard.errors.append(f"pageerror: {error}"))
    page.on("console", lambda m: guard.errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
    page.set_default_timeout(30_000)
    return context, page, guard


ON_DESKTOP_AND_PHONE = pytest.mark.parametrize(
    "viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}], ids=["desktop", "phone"]
)


def screen(viewport: dict) -> dict:
    """A browser context's screen: a desktop's, or a touch phone's."""
    phone = viewport["width"] < 500
    return {"viewport": viewport, "has_touch": phone, "is_mobile": phone}


def test_a_link_that_starts_a_game_shows_the_title_board_and_the_progress_while_python_starts(
    browser, browser_context_args, site_url
):
    context, page, guard = new_page(browser, browser_context_args, site_url)
    guard.hold()
    page.goto(f"{site_url}/index.html?players=human,ai:easy&seed=4")
    page.wait_for_function("document.getElementById('loading-text').textContent !== 'Loading…'")
    assert page.locator("#title-board").is_visible()
    assert "four rounds" in page.locator("#title-board p").text_content()
    # The moon they are about to play on, drawn by the game's renderer: zone 1's sand-coloured
    # square in its top-left corner, the frame's grey round it.
    moon = page.locator("#title-moon")
    assert moon.is_visible() and moon.bounding_box()["width"] > 300
    zone_1, frame = page.evaluate(PIXELS_OF_THE_MOON)
    assert zone_1 == ZONE_1_FILL and frame == MOON_FRAME_FILL
    assert "2 to 5 players" in page.locator("#title-board li").first.text_content()
    assert page.get_by_role("progressbar").is_visible()
    assert page.locator("#resuming").is_hidden() and page.locator("#setting-up").is_hidden()
    assert page.locator("#app").is_hidden() and page.locator("#setup").is_hidden()
    screenshot(page, "loading-link.png")
    guard.release()
    wait_ready(page)
    assert page.locator("#loading").is_hidden()
    assert page.locator("#board").is_visible() and page.locator("#setup").is_hidden()  # the game it asked for
    context.close()
    guard.check()


# Markup as the page's scripts made it, to compare. On the worker page (the default) the
# painter morphs in the worker's fragments, which also carry what each field holds (an input's
# `value`, an option's `selected`: the worker's screen keeps a field's state in its attributes),
# number the elements without an id (`data-w`) and leave out the HTML's comments: there those are
# left out of the markup (the fields' values are the SEAT_ROWS the tests compare).
AS_MADE = """(html) => {
  const made = document.createElement("template");
  made.innerHTML = html;
  for (const e of made.content.querySelectorAll("[data-w]")) e.removeAttribute("data-w");
  for (const e of made.content.querySelectorAll("input")) e.removeAttribute("value");
  for (const e of made.content.querySelectorAll("option")) e.removeAttribute("selected");
  const walker = document.createTreeWalker(made.content, NodeFilter.SHOW_COMMENT), comments = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((comment) => comment.remove());
  return made.innerHTML;
}"""


def markup(page, selector: str) -> str:
    """The inner HTML of `selector`, as the page's scripts made it (AS_MADE on the worker page)."""
    html = page.locator(selector).inner_html()
    return page.evaluate(AS_MADE, html) if IN_WORKER else html


SEAT_ROWS = """() => Array.from(document.querySelectorAll('#setup-players .seat'), (row) =>
  ['input', 'select.colour', 'select.seat-kind'].map((field) => row.querySelector(field).value))"""


def open_before_python(page, guard, url: str) -> None:
    """`url` opened with the runtime held back, once web/loading.js has made the set-up form."""
    guard.hold()
    page.goto(url)
    page.locator("#setup-players .seat").first.wait_for()


def test_the_loading_screens_form_names_a_computer_by_its_seat_as_pythons_form_does(
    browser, browser_context_args, site_url
):
    """In Spanish, before Python runs: seat 3's computer stays "IA fácil 3" when seat 2 becomes
    a human, as web/shell/seating.py names it (test_setup_form.py checks Python's form)."""
    context, page, guard = new_page(browser, browser_context_args, site_url)
    page.add_init_script("localStorage.setItem('shell:lang', 'es')")
    open_before_python(page, guard, f"{site_url}/index.html")
    assert page.evaluate(SEAT_ROWS)[1:] == [["IA fácil 2", "white", "ai:easy"], ["IA fácil 3", "blue", "ai:easy"]]
    page.locator("#setup-players select.seat-kind").nth(1).select_option("human")
    assert [row[0] for row in page.evaluate(SEAT_ROWS)] == ["Jugador 1", "Jugador 2", "IA fácil 3"]
    assert not page.evaluate("document.body.dataset.ready")  # all of it before Python was up
    guard.release()
    wait_ready(page)
    assert [row[0] for row in page.evaluate(SEAT_ROWS)] == ["Jugador 1", "Jugador 2", "IA fácil 3"]
    context.close()
    guard.check()


@ON_DESKTOP_AND_PHONE
def test_a_first_visit_shows_the_set_up_form_at_once_and_python_takes_it_over_as_it_stands(
    browser, browser_context_args, site_url, viewport
):
    phone = viewport["width"] < 500
    context, page, guard = new_page(browser, browser_context_args, site_url, **screen(viewport))
    open_before_python(page, guard, f"{site_url}/index.html")
    # The form a new player fills in, with what the game is, before any Python has run.
    assert page.locator("#setup").is_visible() and page.locator("#title-board").is_hidden()
    assert "four rounds" in page.locator("#setup-about").text_content()
    assert page.locator("#learn-box").is_visible()
    assert page.evaluate(SEAT_ROWS) == [
        ["Player 1", "red", "human"],
        ["Easy bot 2", "white", "ai:easy"],  # the names the game will give
        ["Easy bot 3", "blue", "ai:easy"],
    ]
    assert page.locator("#saves li").text_content() == "No saved games yet."
    assert page.locator("#setting-up").is_visible() and page.get_by_role("progressbar").is_visible()
    # What needs Python waits for it, visibly (Start does not: see the next test).
    assert page.locator("#learn-btn").is_disabled() and page.locator("#import-file").is_disabled()
    assert page.locator("#setup-start").is_enabled()
    untouched = markup(page, "#setup-players")
    screenshot(page, f"loading-setup-{'phone' if phone else 'desktop'}.png")
    # Choices made while the runtime loads.
    page.locator("#setup-count").select_option("4")
    page.locator("#setup-players .seat input").nth(1).fill("Ann")
    page.locator("#setup-players select.colour").first.select_option("teal")
    page.locator("#setup-players select.seat-kind").nth(2).select_option("ai:hard")
    page.locator("#setup-seed").fill("42")
    chosen = page.evaluate(SEAT_ROWS)
    assert chosen == [
        ["Player 1", "teal", "human"],
        ["Ann", "white", "ai:easy"],
        ["Hard bot 3", "blue", "ai:hard"],  # a made name follows its seat's choice; a typed one stays
        ["Easy bot 4", "gold", "ai:easy"],
    ]
    form = page.locator("#setup .dialog").bounding_box()
    shifted = page.evaluate(CLS_SO_FAR)  # the scripted choices above count as unexpected shifts

    guard.release()
    wait_ready(page)
    assert page.locator("#loading").is_hidden() and page.locator("#setup").is_visible()
    assert page.evaluate(SEAT_ROWS) == chosen and page.locator("#setup-seed").input_value() == "42"
    assert page.locator("#setup .dialog").bounding_box() == form  # nothing moved
    assert page.evaluate(CLS_SO_FAR) - shifted < 0.005
    assert page.locator("#setup-start").is_enabled() and page.locator("#learn-btn").is_enabled()
    # Python's rows are the loading screen's: three players again give the same markup.
    page.locator("#setup-count").select_option("3")
    page.locator("#setup-players .seat input").nth(1).fill("")  # a blank name: the made one
    page.locator("#setup-players select.colour").first.select_option("red")
    page.locator("#setup-players select.seat-kind").nth(2).select_option("ai:easy")
    page.locator("#setup-count").select_option("2")
    page.locator("#setup-count").select_option("3")
    assert markup(page, "#setup-players") == untouched
    # A name typed while loading is the player's: a new language renames only the default ones.
    page.locator("#setup-players .seat input").first.fill("Bea")
    page.locator("#setup [data-lang=hu]").click()
    assert [row[0] for row in page.evaluate(SEAT_ROWS)] == ["Bea", "Könnyű gép 2", "Könnyű gép 3"]
    page.locator("#setup [data-lang=en]").click()
    page.locator("#setup-start").click()
    page.locator("#setup").wait_for(state="hidden")
    assert page.locator("#app").is_visible()  # the game began
    context.close()
    guard.check()


def test_start_pressed_while_the_game_loads_starts_it_once_loaded_as_the_form_says(
    browser, browser_context_args, site_url
):
    context, page, guard = new_page(browser, browser_context_args, site_url)
    open_before_python(page, guard, f"{site_url}/index.html")
    page.locator("#setup-count").select_option("2")
    page.locator("#setup-players .seat input").first.fill("Zoe")
    page.locator("#setup-seed").fill("77")
    page.locator("#setup-players .seat input").first.press("Enter")  # as a click on Start
    assert page.locator("#start-asked").is_visible() and page.locator("#setting-up").is_hidden()
    assert page.locator("#setup-start").is_disabled()  # asked once
    assert page.url == in_runtime(f"{site_url}/index.html")  # no reload, no form sent anywhere
    guard.release()
    wait_ready(page)
    page.locator("#setup").wait_for(state="hidden")
    assert page.locator("#app").is_visible()
    saved = page.evaluate(
        "Object.keys(localStorage).filter((k) => k.startsWith('charon:record:')).map((k) => localStorage.getItem(k))"
    )
    assert len(saved) == 1 and '"Zoe"' in saved[0] and "77" in saved[0]
    context.close()
    guard.check()


def test_start_pressed_before_the_pages_own_scripts_have_loaded_still_starts_the_game(
    browser, browser_context_args, site_url
):
    """A slow phone: the loading screen's form is up and Start pressed while the page's module
    scripts (the painter that talks to the worker) are still coming. The game starts all the same,
    as the form says, once Python is up."""
    context, page, guard = new_page(browser, browser_context_args, site_url)
    late = []
    context.route("**/web/painter.js", lambda route: late.append(route))  # held: the worker page's painter comes late
    open_before_python(page, guard, f"{site_url}/index.html")
    page.locator("#setup-count").select_option("2")
    page.locator("#setup-players .seat input").first.fill("Ida")
    page.locator("#setup-seed").fill("31")
    page.locator("#setup-start").click()
    assert page.locator("#start-asked").is_visible()
    for route in late:
        route.fallback()
    context.unroute("**/web/painter.js")
    guard.release()
    wait_ready(page)
    page.locator("#setup").wait_for(state="hidden")
    saved = page.evaluate(
        "Object.keys(localStorage).filter((k) => k.startsWith('charon:record:')).map((k) => localStorage.getItem(k))"
    )
    assert len(saved) == 1 and '"Ida"' in saved[0] and "31" in saved[0]
    context.close()
    guard.check()


@pytest.mark.parametrize(
    "lang, names",
    [("hu", ["1. játékos", "Könnyű gép 2", "Könnyű gép 3"]), ("es", ["Jugador 1", "IA fácil 2", "IA fácil 3"])],
)
def test_a_first_visit_in_another_language_shows_the_form_in_it_and_python_changes_no_word(
    browser, browser_context_args, site_url, lang, names
):
    context, page, guard = new_page(browser, browser_context_args, site_url)
    open_before_python(page, guard, f"{site_url}/index.html?lang={lang}")
    assert [row[0] for row in page.evaluate(SEAT_ROWS)] == names
    assert page.locator(f"#setup [data-lang={lang}]").get_attribute("aria-pressed") == "true"
    before = markup(page, "#setup")
    assert "Player" not in page.locator("#setup").inner_text()
    guard.release()
    wait_ready(page)
    after = markup(page, "#setup")
    # The same words and rows; only the controls that waited for Python have changed (enabled).
    strip = re.compile(r' (disabled|data-needs-python)=""')
    assert strip.sub("", before) == strip.sub("", after)
    context.close()
    guard.check()


def test_with_saved_games_but_none_in_progress_the_form_leaves_the_list_to_python(
    browser, browser_context_args, site_url
):
    context, page, guard = new_page(browser, browser_context_args, site_url)
    page.goto(f"{site_url}/index.html?players=human,human&seed=6")
    wait_ready(page)
    page.evaluate("localStorage.removeItem('charon:current')")  # a saved game, none to resume
    guard.hold()
    page.reload()
    page.locator("#setup-players .seat").first.wait_for()
    assert page.locator("#saves li").count() == 0  # never "No saved games yet." over a saved one
    guard.release()
    wait_ready(page)
    assert page.locator("#saves li").count() == 1
    context.close()
    guard.check()


@ON_DESKTOP_AND_PHONE
def test_a_returning_player_sees_their_board_at_once_and_python_takes_over_in_place(
    browser, browser_context_args, site_url, viewport
):
    phone = viewport["width"] < 500
    context, page, guard = new_page(browser, browser_context_args, site_url, **screen(viewport))
    page.goto(f"{site_url}/index.html?players=human,human&seed=5")
    wait_ready(page)
    page.wait_for_function(f"{KEPT} !== null")  # kept once drawn: the screen shows no one's hand yet
    prompt = page.locator("#prompt").text_content()
    assert prompt
    # A phone's header says the round (the canvas says it elsewhere): painted early too, in its place.
    header = page.locator("#status-line")
    said = header.text_content() if phone else None
    assert header.is_visible() == phone and (not phone or said.startswith("Round 1/4"))

    guard.hold()
    page.goto(f"{site_url}/index.html")
    early = page.locator("#board-early")
    early.wait_for(state="visible")
    assert page.locator("#board").is_hidden()
    assert page.locator("#resuming").is_visible()
    assert page.get_by_role("progressbar").is_visible()
    assert page.locator("#title-board").is_hidden()
    assert page.locator("#prompt").text_content() == prompt
    assert header.is_visible() == phone and (not phone or header.text_content() == said)
    painted = early.bounding_box()
    assert painted["width"] > 0.5 * viewport["width"]  # the board, at its full size
    # A hot-seat game: the device is to be passed on before a hand shows, as when it was left;
    # the answer waits for Python.
    handoff = page.locator("#handoff .dialog")
    name = page.locator("#handoff").get_attribute("data-name")
    assert handoff.is_visible() and prompt == f"Waiting for {name}."
    assert page.locator("#handoff-title").text_content() == f"Pass the device to {name}"
    assert page.locator("#handoff-continue").text_content() == f"I am {name} – show my turn"
    assert page.locator("#handoff-continue").is_disabled()
    asked = handoff.bounding_box()
    screenshot(page, f"loading-resuming-{'phone' if phone else 'desktop'}.png")

    guard.release()
    wait_ready(page)
    assert early.count() == 0
    assert page.locator("#board").bounding_box() == painted  # Python drew in the same place
    assert page.locator("#loading").is_hidden()
    assert page.locator("#prompt").text_content() == prompt
    assert header.is_visible() == phone and (not phone or header.text_content() == said)
    assert handoff.bounding_box() == asked and page.locator("#handoff-continue").is_enabled()
    page.locator("#handoff-continue").click()
    assert page.locator("#handoff").is_hidden()
    assert page.evaluate(CLS_SO_FAR) < 0.02  # nothing jumped when Python took over
    context.close()
    guard.check()


def test_a_hot_seat_hand_is_never_kept_for_the_next_visitor(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,human&seed=2")
    wait_ready(page)
    page.wait_for_function(f"{KEPT} !== null")  # the hand-over screen: public parts only
    page.locator("#handoff-continue").click()  # now Player 1's hand is on the screen
    page.wait_for_function(f"{KEPT} === null")


def test_opened_from_disk_the_page_says_at_once_how_to_serve_it(page):
    page.goto((DIST / "index.html").as_uri())  # returns once the page has loaded: it says so by then
    assert "cannot start from a file" in page.locator("#loading-text").text_content()
    detail = page.locator("#loading-detail").text_content()
    assert "./build.sh serve" in detail and "static file server" in detail
    # And nothing can overwrite it: the browser refused the page's module scripts from disk, so
    # PyScript was never started (web/indexeddb_fallback.js, which starts it, never ran: it marks
    # the page with the IndexedDB it found before it starts PyScript), and the loading screen's
    # progress ignores file://.
    assert page.evaluate("document.readyState") == "complete"
    assert page.evaluate("document.documentElement.dataset.indexeddb") is None
    assert page.evaluate("window.charonPageWorker") is None and page.workers == []  # nor the page's worker
    assert page.evaluate("document.body.dataset.fileUrl") == "1"
    screenshot(page, "loading-from-disk.png")


class _SlowPageHandler(QuietHandler):
    """dist/ as usual, but index.html sent in two parts, cut just after the progress bar: the
    rest only once `rest` is set (by the test, when a file has finished loading meanwhile), as
    a slow line or a busy phone can make it."""

    rest: threading.Event  # set on the class the test makes

    def do_GET(self):
        if self.path.split("?")[0] != "/index.html":
            return super().do_GET()
        page = (DIST / "index.html").read_bytes()
        cut = page.index(b"\n", page.index(b'<div id="loading-bar">'))
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        self.wfile.write(page[:cut])
        self.wfile.flush()
        self.rest.wait(timeout=60)
        self.wfile.write(page[cut:])


# Resolves once the page's own observer of finished files has heard of a file the head loads:
# observers are told in the order they were made, the page's first.
FILE_LOADED = """(name) => new Promise((resolve) => new PerformanceObserver((list, observer) => {
  if (list.getEntries().some((e) => e.name.endsWith(name))) { observer.disconnect(); resolve(); }
}).observe({ type: 'resource', buffered: true }))"""
# PyScript's core.js (the module preloaded in the head); the worker page loads no PyScript: its
# head's module (which starts the worker's painter) then.
HEAD_FILE = "/web/indexeddb_fallback.js" if IN_WORKER else "/pyscript/core.js"


def test_a_page_that_arrives_slowly_shows_its_progress_without_an_error(page):
    rest = threading.Event()
    handler = type("Handler", (_SlowPageHandler,), {"rest": rest})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        errors = page_errors(page)
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html", wait_until="commit")
        # A file done loading while only part of the loading screen is parsed (the bar, not its text).
        page.wait_for_selector("#loading-bar", state="attached")
        page.evaluate(FILE_LOADED, HEAD_FILE)
        assert page.evaluate("document.getElementById('loading-detail')") is None
        rest.set()
        page.wait_for_function(
            "document.getElementById('loading-detail') && "
            "document.getElementById('loading-detail').textContent.includes('MB downloaded')"
        )
        wait_ready(page)
        assert not errors, errors
    finally:
        rest.set()
        server.shutdown()
        server.server_close()


def test_a_game_chosen_before_python_comes_opens_that_game_s_set_up(browser, browser_context_args, site_url):
    """The loading screen's form is Charon's: choosing 6 Billion there goes to 6 Billion's own
    set-up at once (in the language asked), not back to Charon when Python takes the form over."""
    context, page, guard = new_page(browser, browser_context_args, site_url)
    open_before_python(page, guard, f"{site_url}/index.html?lang=hu")
    with page.expect_navigation():
        page.locator("#setup-game").select_option("sixbillion")
    assert page.url == in_runtime(f"{site_url}/index.html?game=sixbillion&setup=1&lang=hu")
    guard.release()
    wait_ready(page)
    page.locator("#setup").wait_for()
    assert page.locator("#setup-game").input_value() == "sixbillion"
    page.wait_for_url(in_runtime(f"{site_url}/index.html?game=sixbillion&lang=hu"))  # a reload: as any visit
    context.close()
    guard.check()


# The set-up card's controls a player may use while Python loads, each as its box.
CONTROLS = """() => [...document.querySelectorAll('#setup :is(button, input, select)')]
  .filter((e) => e.checkVisibility()).map((e) => { const r = e.getBoundingClientRect();
    return [e.id || e.textContent.trim() || e.tagName, r.top, r.bottom]; })"""


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_loading_strip_covers_no_control_of_the_set_up_and_speaks_a_players_words(
    browser, browser_context_args, site_url, size, lang
):
    """A cold load at 1280x800 (the third play-test): in the first seconds the strip covered most
    of Start and said "Starting PyScript…", a word a player does not know."""
    viewport = {"width": size[0], "height": size[1]}
    context, page, guard = new_page(browser, browser_context_args, site_url, **screen(viewport))
    page.add_init_script(f"localStorage.setItem('shell:lang', '{lang}')")
    open_before_python(page, guard, f"{site_url}/index.html")
    strip = page.locator("#loading").bounding_box()
    screenshot(page, f"loading-strip-{lang}-{size[0]}x{size[1]}.png")
    covered = [name for name, top, bottom in page.evaluate(CONTROLS) if bottom > strip["y"] + 0.5 and top < size[1]]
    assert covered == []
    said = page.locator("#loading-text").text_content()
    assert said and not re.search(r"PyScript|Python|WebAssembly|Pyodide", said), said
    # every step's words (web/loading.js's show(): the strip's words, asked of the catalogue)
    script = (DIST / "web" / "loading.js").read_text(encoding="utf-8")
    steps = re.findall(r'_\("([^"]*)"\)', script[script.index("function show()") : script.index("charonProgress")])
    assert len(steps) >= 4 and not [w for w in steps if re.search(r"PyScript|Python|WebAssembly|Pyodide", w)], steps
    guard.release()
    wait_ready(page)
    assert page.locator("#loading").is_hidden()
    context.close()
    guard.check()

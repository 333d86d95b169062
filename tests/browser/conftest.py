"""Browser tests: the built site (dist/, made by ./build.sh) served on a loopback port and
driven by Playwright in Debian's Chromium. Every page is watched: a request outside the
page's own origin is aborted and fails the test, and so does any page error or console error.

Chromium's own messages go to build/chromium.log. A test whose page crashes (the browser's
renderer process died: the machine, not an assertion) is run once more, and its report
carries what the browser said while the test ran, which is what tells why.
"""

import functools
import json
import os
import random
import re
import shlex
import weakref
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from playwright.sync_api import ElementHandle, Frame, Keyboard, Locator, Mouse, Page, Touchscreen
from playwright.sync_api import Error as PlaywrightError

from charon_ui import layout as CHARON_LAYOUT
from charon_ui.game_kind import CHARON
from charon_ui.walkthrough import BANNER_FILL
from game.registry import game_info
from shell.players import Players
from shell.records import SavedGame, encode
from sixbillion_ui.game_kind import SIXBILLION
from tools.local_server import served

REPO = Path(__file__).resolve().parents[2]
DIST = REPO / "dist"
SHOTS = REPO / "build" / "screenshots"  # kept after the run (git-ignored); pytest-playwright empties test-results/
CHROMIUM = os.environ.get("CHARON_CHROMIUM", "/usr/bin/chromium")
LOAD_TIMEOUT_MS = 120_000  # Pyodide start-up on a slow, busy CI machine
BROWSER_LOG = REPO / "build" / "chromium.log"
CRASHED = r"(Page|Target) crashed"  # how Playwright reports a renderer that died
LOG_START = pytest.StashKey[int]()  # where BROWSER_LOG stood when a test began
# Lines of the browser's log that say nothing about a crash (no D-Bus, GPU or CPU frequency here).
LOG_NOISE = re.compile(r"dbus|vaapi|idle_linux|sandbox_linux|cpufreq|UPower|gpu_init|viz_main")
# The game pages run their Python in a worker by default (docs/worker-page.md). RUNTIME=main:
# every game page a test opens (index.html, embed.html, in a frame of a host page the tests write
# too) runs it on the main thread instead (`?runtime=main`, PyScript): the suite against the
# fallback page. (RUNTIME=worker names the default in the addresses.)
RUNTIME = os.environ.get("RUNTIME", "")
IN_WORKER = RUNTIME != "main"  # the game pages' Python in a worker


def pyscript_indexeddb(frame) -> tuple[str | None, str | None]:
    """What a game page (or frame) runs its Python on, and the IndexedDB PyScript started on:
    ("worker", None) for the worker page (no PyScript, no IndexedDB opened, nothing to fake in a
    frame of another site), (None, "browser" or "memory") for the main-thread page
    (web/indexeddb_fallback.js gives PyScript an in-memory IndexedDB where the browser refuses one)."""
    marks = frame.evaluate("() => ({ ...document.documentElement.dataset })")
    return marks.get("runtime"), marks.get("indexeddb")


def runs_in_worker(frame) -> bool:
    """Whether a game page (or frame) runs its Python in a worker, as its address asks (unless
    it asks for the main thread)."""
    return "runtime=main" not in frame.url


# A page of another site framing one of ours (HOST_PAGE.format(src=..., width=..., height=...)).
HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Another site</title></head>
<body><h1>Another site</h1>
<iframe id="frame" src="{src}" width="{width}" height="{height}" title="Charon, Inc." style="border:0"></iframe>
</body></html>
"""


@pytest.fixture(scope="session")
def site_url():
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run the tests through ./build.sh test")
    with served(DIST) as url:
        yield url


def settled(page) -> None:
    """Until the page has answered the player's last input. The main-thread page answers within
    the input's own event; the worker page later, in a frame that says so (html[data-answered]
    catching up with html[data-sent], set by web/painter.js once it painted that frame). Before
    the page is ready, input waits for its Python: not for this."""
    page.wait_for_function(
        """() => { const d = document.documentElement.dataset;
          return !document.body || !document.body.dataset.ready || !d.sent
            || Number(d.answered || 0) >= Number(d.sent); }"""
    )


def in_runtime(url: str) -> str:
    """`url` as the test run opens it: a game page (index.html, embed.html) with RUNTIME's
    `runtime=` added."""
    parts = urlsplit(url)
    if not RUNTIME or not parts.path.endswith(("/", "/index.html", "/embed.html")) or "runtime=" in parts.query:
        return url
    query = f"{parts.query}&runtime={RUNTIME}" if parts.query else f"runtime={RUNTIME}"
    return urlunsplit(parts._replace(query=query))


# The player's input a test gives the page through Playwright: in worker mode each waits, once
# done, for the page's answer (`settled`), which the main-thread page gives within the event.
INPUTS = {
    Page: ("click", "dblclick", "tap", "fill", "press", "type", "check", "uncheck", "select_option"),
    Frame: ("click", "dblclick", "tap", "fill", "press", "type", "check", "uncheck", "select_option"),
    Locator: ("click", "dblclick", "tap", "fill", "press", "type", "press_sequentially", "check", "uncheck",
              "select_option", "set_input_files", "dispatch_event"),
    ElementHandle: ("click", "dblclick", "tap", "fill", "press", "type", "check", "uncheck", "select_option"),
    Keyboard: ("press", "type", "down", "up", "insert_text"),
    Mouse: ("click", "dblclick", "down", "up"),
    Touchscreen: ("tap",),
}  # fmt: skip


@pytest.fixture(scope="session", autouse=True)
def pages_in_runtime():
    """With RUNTIME set, every page.goto of the run (any context, any tab) opens the game page
    in that runtime (the page keeps it when it changes its own address); every input waits for
    the page's answer (a worker page's comes a frame later)."""
    owners: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # keyboard, mouse... -> page

    def page_of(target):
        """The page or frame whose answer an input on `target` waits for (a game page framed in
        another, as the embed's host, given input by its Frame: the frame's)."""
        if isinstance(target, (Page, Frame)):
            return target
        if isinstance(target, Locator):
            return target.page
        if isinstance(target, ElementHandle):
            return target.owner_frame()
        return owners[target]

    def settling(act):
        @functools.wraps(act)
        def acted(target, *args, **kwargs):
            result = act(target, *args, **kwargs)
            try:
                settled(page_of(target))
            except PlaywrightError:
                pass  # the input closed or left the page
            return result

        return acted

    def owned(device):
        def get(page):
            found = device.fget(page)
            owners[found] = page
            return found

        return property(get)

    goto = Page.goto
    with pytest.MonkeyPatch.context() as patch:
        if RUNTIME:
            patch.setattr(Page, "goto", lambda page, url, **kwargs: goto(page, in_runtime(url), **kwargs))
        # Also with RUNTIME=main: a page the run does not switch (the embed in the example host
        # page's frame, web/examples/embed-host.html) runs in the worker, the default; on a
        # main-thread page `settled` returns at once.
        for name in ("keyboard", "mouse", "touchscreen"):
            patch.setattr(Page, name, owned(getattr(Page, name)))
        for kind, names in INPUTS.items():
            for name in names:
                patch.setattr(kind, name, settling(getattr(kind, name)))
        yield


def _chromium_with_log() -> Path:
    """A launcher for CHROMIUM that appends what it prints to BROWSER_LOG, emptied first."""
    launcher = REPO / "build" / "chromium-logged"
    launcher.parent.mkdir(parents=True, exist_ok=True)
    BROWSER_LOG.write_text("")
    launcher.write_text(f'#!/bin/sh\nexec {shlex.quote(CHROMIUM)} "$@" 2>>{shlex.quote(str(BROWSER_LOG))}\n')
    launcher.chmod(0o755)
    return launcher


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} not found: ./build.sh test installs Debian's chromium")
    return {
        **browser_type_launch_args,
        "executable_path": str(_chromium_with_log()),
        "args": [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            # Shared memory in /tmp: a container's /dev/shm may be tiny, and Debian's launcher,
            # which would add this itself then, misreads a /dev/shm mounted twice.
            "--disable-dev-shm-usage",
            "--enable-logging=stderr",
        ],
    }


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(__file__).parent in item.path.parents:
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[CRASHED]))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    item.stash[LOG_START] = BROWSER_LOG.stat().st_size if BROWSER_LOG.exists() else 0


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed and re.search(CRASHED, str(report.longrepr)) and BROWSER_LOG.exists():
        with BROWSER_LOG.open(errors="replace") as log:
            log.seek(item.stash.get(LOG_START, 0))
            said = [line.rstrip() for line in log if line.strip() and not LOG_NOISE.search(line)]
        report.sections.append(("what Chromium said during the test", "\n".join(said[-60:]) or "(nothing)"))
    return report


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # Reduced motion: the claiming walk-through (seconds of animation after each round's
    # staking) is instant, as for players who ask for it; tests/browser/test_story.py turns
    # it back on where it is the subject.
    return {
        **browser_context_args,
        "viewport": {"width": 1280, "height": 800},
        "accept_downloads": True,
        "reduced_motion": "reduce",
    }


class Watch:
    """What a page did that it must not: outside requests, page errors, console errors."""

    def __init__(self, origin: str):
        self.origin = origin
        self.outside: list[str] = []
        self.errors: list[str] = []

    def route(self, route):
        url = route.request.url
        if url.startswith(self.origin + "/") or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def check(self):
        assert not self.outside, f"requests outside the page's origin: {self.outside}"
        assert not self.errors, f"errors in the page: {self.errors}"


@pytest.fixture
def watched(page, site_url):
    """The test's page, routed and watched; checked again when the test ends."""
    watch = Watch(site_url)
    page.context.route("**/*", watch.route)
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.on(
        "console", lambda msg: watch.errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None
    )
    page.set_default_timeout(30_000)
    yield page, watch
    watch.check()


def page_errors(page) -> list[str]:
    """The page's uncaught errors and console errors from now on, as they come."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


# A phone's browser context (browser.new_context(**PHONE)): an iPhone-sized touch screen.
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def phone_page(browser):
    """A page in a phone's browser context of its own (PHONE), and its page and console errors as
    they come: (page, errors). The context is closed after the test."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = page_errors(page)
    yield page, errors
    context.close()


# A phone of a 3x screen, motion reduced: its canvases drawn at their sharpest, nothing fading.
PHONE_3X = {**PHONE, "device_scale_factor": 3, "reduced_motion": "reduce"}


@pytest.fixture
def phone3x(browser):
    """`phone_page` on a 3x screen (PHONE_3X): (page, errors)."""
    context = browser.new_context(**PHONE_3X)
    page = context.new_page()
    errors = page_errors(page)
    yield page, errors
    context.close()


def log_lines(page) -> list[str]:
    """The log panel's lines, as shown."""
    return page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")


def replay_step(page) -> int:
    """The step the replay shows ("… step 12 of 340 …" in the prompt)."""
    return int(page.text_content("#prompt").split("step ")[1].split(" of")[0])


def start_replay(page) -> None:
    """From the results screen, the finished game's replay: at its start, the results put away."""
    page.click("#end-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert replay_step(page) == 0 and page.is_hidden("#end")


def press_handled(page, key: str) -> None:
    """Press `key`, and wait until the page has handled it, whatever it did (maybe nothing): the
    page handles keys in order, so once the rules a "?" after it opens show, `key` was handled.
    The rules are closed again."""
    page.keyboard.press(key)
    page.keyboard.press("?")
    page.wait_for_selector("#rules [role='dialog']")
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules [role='dialog']", state="hidden")


def wait_ready(page):
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)


def open_game(page, site_url: str, players: str, seed: int, pace: int = 0, names: str = "") -> None:
    """The game page starting a game: `players` its seats ("human,ai:greedy"), on `seed`, the
    computer players `pace` ms apart, the players `names` ("Ann,Bob") if given; once its Python
    is ready."""
    named = f"&names={names}" if names else ""
    page.goto(f"{site_url}/index.html?players={players}&seed={seed}&pace={pace}{named}")
    wait_ready(page)


# ---- Charon's page, played from a test --------------------------------------------------------

# What the page shows, in one read: the hand-over, the end, the set-up, whose move, the phase,
# the offered actions (outside folded groups), the log's length, the prompt, the current game.
SNAPSHOT = """() => ({
  handoff: !document.getElementById('handoff').hidden,
  handoffName: document.getElementById('handoff').dataset.name || '',
  end: !document.getElementById('end').hidden,
  setup: !document.getElementById('setup').hidden,
  toMove: document.body.dataset.toMove, phase: document.body.dataset.phase, round: document.body.dataset.round,
  actions: [...document.querySelectorAll('#actions button[data-action]')]
      .filter(b => !b.closest('details')).map(b => b.dataset.action),
  log: document.querySelectorAll('#log li').length,
  prompt: document.getElementById('prompt').textContent,
  current: localStorage.getItem('charon:current'),
})"""

# Quick decisions first, so that a whole game takes few clicks; building now and then keeps
# the scores interesting.
PREFERENCE = [
    "end_turn",
    "pass",
    "place_flag",
    "lift_flag",
    "choose_row_card",
    "take_card",
    "return_gem",
    "replace_duplicates",
]


def choose(actions: list[str], rng: random.Random) -> str:
    """One of the offered actions (their JSON): often a build, else the quickest kind."""
    parsed = [(a, json.loads(a)) for a in actions]
    builds = [a for a, d in parsed if d["type"] == "build"]
    if builds and rng.random() < 0.8:
        return rng.choice(builds)
    for kind in PREFERENCE:
        of_kind = [a for a, d in parsed if d["type"] == kind]
        if of_kind:
            return rng.choice(of_kind)
    return rng.choice(actions)


def saved_record(page, snap) -> dict:
    """The current game's record in localStorage: the engine's save, players, log, revision."""
    return json.loads(page.evaluate(f"localStorage.getItem('charon:record:' + {json.dumps(snap['current'])})"))


def saved_game(page, snap) -> str:
    return saved_record(page, snap)["save"]


# The storage of the older page: one game (its save and its players), the current one. The page
# migrates it when it starts: the way for a test to open a game it made in Python.
KEEP_ONE_GAME = """([game, meta]) => { localStorage.clear(); localStorage.setItem('charon:game:g1', game);
  localStorage.setItem('charon:meta:g1', meta); localStorage.setItem('charon:current', 'g1'); }"""


def resume_saved(page, site_url: str, game: str, players: dict) -> None:
    """The game page resuming `game` (the engine's save) played by `players` (names, colours,
    seats, bot_seed), once its Python is ready."""
    page.goto(site_url + "/index.html")
    wait_ready(page)
    page.evaluate(KEEP_ONE_GAME, [game, json.dumps({"players": players, "log": [], "updated": 1})])
    page.reload()
    wait_ready(page)


# `seat` is asked something: its moves are on offer and no computer player is thinking.
ASKED = """(seat) => { const d = document.body.dataset;
  return d.toMove === String(seat) && d.thinking !== '1'
    && !!document.querySelector('#actions button[data-action]'); }"""
AI_MOVES_MS = 120_000  # the worker's own Pyodide start-up, then the computer players' moves


def wait_asked_or_past(page, phases: tuple[str, ...], seat: int = 0, timeout: float = AI_MOVES_MS) -> str:
    """Until `seat` is asked something in one of `phases`, or the game has left them; the phase then."""
    page.wait_for_function(
        f"([seat, phases]) => !phases.includes(document.body.dataset.phase) || ({ASKED})(seat)",
        arg=[seat, list(phases)],
        timeout=timeout,
    )
    return page.evaluate("document.body.dataset.phase")


def acted(page) -> int:
    """How many moves the player has taken from the screen (the page counts them on the body)."""
    return int(page.evaluate("document.body.dataset.acted || '0'"))


def wait_acted(page, before: int) -> None:
    """Until the page has taken the move the test just made (a tap's click comes after the tap)."""
    page.wait_for_function("(n) => Number(document.body.dataset.acted || 0) > n", arg=before)


def dropped(page) -> int:
    """How many of the AI worker's answers the page dropped: asked for, then no longer wanted."""
    return int(page.evaluate("document.body.dataset.aiDropped || '0'"))


def wait_dropped(page, before: int, timeout: float = AI_MOVES_MS) -> None:
    """Until the worker's answer to a request the page forgot has come and been dropped (the
    worker cannot be interrupted: it answers, and the page shows nothing of it)."""
    page.wait_for_function("(n) => Number(document.body.dataset.aiDropped || 0) > n", arg=before, timeout=timeout)


CARD_PHASES = ("replace_duplicates", "choose_row")


def press_first(page, tap: bool = False, selector: str = "#actions button[data-action]") -> None:
    """Press the first offered action's button (`page`: a page or a frame); a card's for the
    common row twice: the first press only picks it, the second — "Put … into the row", first in
    the panel now — puts it in (issue 38: a secret choice with no undo takes two presses)."""
    button = page.locator(selector).first
    picking = '"choose_row_card"' in (button.get_attribute("data-action") or "")
    button.tap() if tap else button.click()
    if picking:
        put = page.locator("#actions button.put-in-row")
        put.tap() if tap else put.click()


# The lesson waits for the learner: its "Show me" offered, no computer player thinking.
LESSON_DECISION = "() => !document.getElementById('coach-show').hidden && document.body.dataset.thinking !== '1'"


def press(page, button) -> None:
    """Press the action panel's `button` (a Locator) as a player does, and wait until the page has
    taken the move; a card's for the common row twice (see `press_first`)."""
    before = acted(page)
    picking = '"choose_row_card"' in (button.get_attribute("data-action") or "")
    button.click()
    if picking:
        page.locator("#actions button.put-in-row").click()
    wait_acted(page, before)


def follow_lesson_to_building(page, choose=None, until: str = "build") -> None:
    """From the lesson's start, the learner follows its suggestions ("Show me", then the ringed
    button) until their first decision in the phase `until` (their first building turn).
    `choose(page, phase, round)`, called at each decision before it: the button (a Locator) the
    learner presses instead, or None to follow the lesson there (a game dealt differently from the
    lesson's usual one: other flags staked)."""
    for _ in range(60):
        page.wait_for_function(LESSON_DECISION, timeout=120_000)
        phase, round_ = page.evaluate("[document.body.dataset.phase, Number(document.body.dataset.round)]")
        if phase == until:
            return
        own = None if choose is None else choose(page, phase, round_)
        if own is None:
            page.click("#coach-show")
            own = page.locator("#actions button.suggested").first
        press(page, own)
    raise AssertionError(f"the lesson reached no {until} decision in 60 decisions")


def other_flags(staking_round: int = 1):
    """A learner's choices for `follow_lesson_to_building` in a game dealt otherwise than the
    lesson's: in `staking_round`'s staking, another spot than the lesson's (from the list's end:
    the first time its last, then the one before...); elsewhere the lesson's suggestion."""
    staked = [0]

    def choose(page, phase, round_):
        if (phase, round_) != ("stake", staking_round):
            return None
        others = page.locator("#actions button[data-action*='place_flag']:not(.coached)")
        if not others.count():
            return None  # the decision is not where a flag goes
        staked[0] += 1
        return others.nth(others.count() - staked[0])

    return choose


def until_staking(page, tap: bool = False) -> None:
    """Play the row choice (and any duplicates) through the panel's first buttons (tapped on a
    phone), until staking."""
    while (phase := wait_asked_or_past(page, CARD_PHASES)) in CARD_PHASES:
        before = acted(page)
        press_first(page, tap=tap)
        wait_acted(page, before)
    assert phase == "stake", phase


# A replay is at its last step: its prompt says "Replay: step 412 of 412 · …".
AT_LAST_STEP = """() => { const m = document.getElementById('prompt').textContent.match(/step (\\d+) of (\\d+)/);
  return m !== null && m[1] === m[2]; }"""


# Ann (seat 0) is asked something, or the claiming walk-through is on the board.
ANN_ASKED = (
    "document.body.dataset.walking === '1' || (document.body.dataset.toMove === '0'"
    " && document.body.dataset.thinking !== '1' && !!document.querySelector('#actions button'))"
)


def play_to_anns_building_turn(page) -> None:
    """Round 1 by the panel's first buttons (cards, then flags), until Ann is asked to build."""
    while True:
        page.wait_for_function(ANN_ASKED, timeout=120_000)
        if page.evaluate("document.body.dataset.phase") == "build":
            return
        before = acted(page)
        press_first(page, tap=True)
        wait_acted(page, before)


def screenshot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    page.screenshot(path=str(path))
    return path


# An init script: the display list last drawn on each canvas (by id), as web/draw.js received it,
# in window.charonDrawn — for tests that check what the canvases show where.
RECORD_DRAWS = """(() => {
  let real = null;
  const drawn = (window.charonDrawn = {});
  Object.defineProperty(window, "charonDraw", {
    configurable: true,
    set(f) { real = f; },
    get() {
      return real && function (canvas, ops, width, height, ...rest) {
        drawn[canvas.id] = { ops, width, height };
        return real.call(this, canvas, ops, width, height, ...rest);
      };
    },
  });
})();"""


# The words drawn on the canvases shown, each [its size in CSS pixels, its text] (through each
# canvas's view and its size on the page), from the recorded display lists (RECORD_DRAWS).
WORDS_DRAWN = """() => {
  const words = [];
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.checkVisibility() || !canvas.dataset.view) continue;
    const [w, h, scale, ox, oy] = JSON.parse(canvas.dataset.view);
    const css = canvas.getBoundingClientRect().width / w;
    for (const [kind, x, y, text, font] of JSON.parse(ops)) {
      if (kind !== "text" || !String(text).trim()) continue;
      const cx = (x - ox) * scale, cy = (y - oy) * scale;
      if (cx < 0 || cx > w || cy < 0 || cy > h) continue;  // not on this pane
      const size = parseFloat(font.match(/([\\d.]+)px/)[1]) * scale * css;
      words.push([Math.round(size * 10) / 10, String(text)]);
    }
  }
  return words;
}"""


# ---- a canvas's own geometry, to point at what it draws ----------------------------------------
def click_board(page, x: float, y: float) -> None:
    """Click Charon's the canvas at a point of the page's logical layout (the canvas is scaled)."""
    box = page.locator("#board").bounding_box()
    page.mouse.click(
        box["x"] + x * box["width"] / CHARON_LAYOUT.WIDTH, box["y"] + y * box["height"] / CHARON_LAYOUT.HEIGHT
    )


def canvas_view(page, canvas="#board"):
    """What a canvas shows, as the page says (data-view): its logical size, and the view
    (scale, and the table's point drawn at its top left)."""
    w, h, scale, x, y = json.loads(page.get_attribute(canvas, "data-view"))
    return w, h, (scale, x, y)


# Every word the page shows (text, labels, titles, placeholders), for the language tests.
VISIBLE_TEXT = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest('script, style, [data-lang], .lang-switch')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    out.push(node.textContent.trim());
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (el.closest('.lang-switch') || !el.checkVisibility()) continue;
    for (const name of ['aria-label', 'title', 'placeholder']) {
      if (el.getAttribute(name)) out.push(el.getAttribute(name));
    }
  }
  return out;
}"""


# What a canvas's drawn words look like on the page: each text op of the recorded display lists
# (RECORD_DRAWS) measured as the browser draws it, and what runs off its canvas or box or overlaps
# (or, given `room`, comes closer than `room` CSS pixels to another word beside it).
MEASURE = """(room = 0) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const found = [], counted = {};
  const inside = (a, b, slack) =>
    a.x0 >= b.x0 - slack && a.x1 <= b.x1 + slack && a.y0 >= b.y0 - slack && a.y1 <= b.y1 + slack;
  for (const [id, { ops }] of Object.entries(window.charonDrawn)) {
    const canvas = document.getElementById(id);
    if (!canvas || !canvas.offsetParent || !canvas.dataset.view) continue;  // not on the page now
    const [w, h, scale, ox, oy] = JSON.parse(canvas.dataset.view);
    const css = canvas.getBoundingClientRect().width / w;  // CSS pixels per canvas pixel
    // Logical table pixels to CSS pixels on this canvas, through its view.
    const on = (b) => ({ text: b.text, x0: (b.x0 - ox) * scale * css, x1: (b.x1 - ox) * scale * css,
                         y0: (b.y0 - oy) * scale * css, y1: (b.y1 - oy) * scale * css });
    const edge = { x0: 0, x1: w * css, y0: 0, y1: h * css };
    const rects = [], shown = [];
    for (const op of JSON.parse(ops)) {
      if (op[0] === "rect") rects.push({ x0: op[1], y0: op[2], x1: op[1] + op[3], y1: op[2] + op[4] });
      if (op[0] !== "text") continue;
      const [, x, y, text, font, , align, baseline, maxWidth] = op;
      ctx.font = font;
      const natural = ctx.measureText(String(text)).width, tw = maxWidth ? Math.min(natural, maxWidth) : natural;
      const size = parseFloat(font.match(/([\\d.]+)px/)[1]);
      const x0 = align === "center" ? x - tw / 2 : align === "right" ? x - tw : x;
      const y0 = baseline === "top" ? y : baseline === "bottom" ? y - size : y - size / 2;
      const box = { text: String(text), x0, x1: x0 + tw, y0, y1: y0 + size };
      const drawn = on(box);
      const away = drawn.x1 <= edge.x0 || drawn.x0 >= edge.x1 || drawn.y1 <= edge.y0 || drawn.y0 >= edge.y1;
      if (away) continue;  // not on this pane
      if (!inside(drawn, edge, 1)) found.push([id, "runs off the canvas", box.text]);
      // The box it is written in: the smallest rectangle drawn before it round its anchor.
      const holders = rects.filter((r) => r.x0 <= x && x <= r.x1 && r.y0 <= y && y <= r.y1);
      const holder = holders.sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
      if (holder && !inside(box, holder, 1)) found.push([id, "runs out of its box", box.text]);
      shown.push(drawn);
      counted[id] = (counted[id] || 0) + 1;
    }
    shown.forEach((a, j) => shown.slice(j + 1).forEach((b) => {
      if (a.x0 < b.x1 - 1 + room && b.x0 < a.x1 - 1 + room && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1)
        found.push([id, a.text, b.text]);
    }));
  }
  return { found, counted };
}"""


def sized_context(browser, size: tuple[int, int]):
    """A browser context at a window size: a touch phone under 500 px wide; motion reduced (the
    claiming walk-through and the notices' fades do not run)."""
    width, height = size
    phone = width < 500
    return browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone, reduced_motion="reduce"
    )


def recording_page(browser, size: tuple[int, int], url: str):
    """A page at a window size (a touch phone under 500 px wide) that keeps the display lists it
    draws (RECORD_DRAWS), opened at `url` and ready: its context, itself and its errors."""
    context = sized_context(browser, size)
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(url)
    wait_ready(page)
    return context, page, errors


def sized_page(browser, size: tuple[int, int], url: str):
    """A page at a window size (`sized_context`) opened at `url` and ready: its context and itself."""
    context = sized_context(browser, size)
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return context, page


# Ann against two greedy computer players (`resume_saved`'s players): the layout tests' table.
ANN_AND_TWO_GREEDY = {"names": ["Ann", "Bob", "Cy"], "colours": ["red", "white", "blue"],
                      "seats": ["human", "ai:greedy", "ai:greedy"], "bot_seed": 0}  # fmt: skip


# ---- a finished game -----------------------------------------------------------------------


def finished_game(game: str):
    """A finished two-player game of `game` (seat 0 played by the greedy player, seat 1 by the
    random one), seed 5."""
    info = game_info(game)
    engine = info.engine()
    state = engine.new_game(2, 5)
    bots = [info.make_bot("greedy", 0, None), info.make_bot("random", 1, None)]
    while not state.is_over:
        state = engine.apply(state, bots[state.to_move].choose(engine.view(state, state.to_move)))
    return state


def finished_record(game: str) -> str:
    """`finished_game(game)` as the table's record of it: "Ann" (a human) against "Bob"."""
    kind = {"charon": CHARON, "sixbillion": SIXBILLION}[game]
    players = Players(["Ann", "Bob"], list(kind.palette[:2]), ["human", "ai:greedy"], bot_seed=5)
    text, _fingerprint = encode(kind, SavedGame.of("g1", finished_game(game), players), 1, 1.7e9)
    return text


def results_of_a_finished_game(browser, site_url: str, game: str, viewport: dict):
    """(context, page, page errors): the page at `viewport` with `finished_record(game)` kept as
    the current game, reloaded: its results on the screen."""
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}/index.html?game={game}")
    wait_ready(page)
    page.evaluate(
        "([game, record]) => { localStorage.setItem(game + ':record:g1', record);"
        " localStorage.setItem(game + ':current', 'g1'); }",
        [game, finished_record(game)],
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#end:not([hidden])")
    return context, page, errors


# Every caption box Charon's board canvas is drawn with while the claiming walk is on, kept in
# `window.walkBanners` as each is drawn (the walk's frames come and go at a reading pace): an
# init script for a context or a page.
RECORD_WALK_BANNERS = """(() => {
  let real = null;
  window.walkBanners = [];
  Object.defineProperty(window, "charonDraw", {
    configurable: true,
    set(f) { real = f; },
    get() {
      return real && function (canvas, ops, ...rest) {
        if (canvas.id === "board" && document.body.dataset.walking === "1") {
          for (const op of JSON.parse(ops)) {
            if (op[0] === "rect" && op[5] === FILL) window.walkBanners.push(op.slice(1, 5));
          }
        }
        return real.call(this, canvas, ops, ...rest);
      };
    },
  });
})();""".replace("FILL", json.dumps(BANNER_FILL))


def overlap(a, b) -> bool:
    """Whether two (x, y, width, height) boxes overlap."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah

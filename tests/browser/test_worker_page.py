"""The game page with its Python in a worker (`?runtime=worker`, docs/worker-page.md): the main
thread runs no Python (no PyScript, no Pyodide on the page), paints what the worker sends and
forwards the clicks. A hot-seat round played by clicks (the action panel and the board) with a
reload in the middle that resumes the game; a round against computer players started from the
set-up form; a move the full storage refuses, said so. The page's answers arrive after the click,
so the tests wait on what the page shows (and on `html[data-answered]`), never on Python globals.
And in a frame of another site, where the browser refuses storage: it plays and says it cannot save."""

import json
import random

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from charon_ui import layout
from game.charon import from_json, to_json
from tests.browser.conftest import HOST_PAGE, LOAD_TIMEOUT_MS, SNAPSHOT, Watch, choose, press_first, screenshot
from tools.local_server import served

PAINTED = "Number(document.documentElement.dataset.painted || 0)"


def open_worker_page(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.runtime") == "worker"
    # No Python on the main thread: PyScript never loaded, no Pyodide on the page (the page's
    # resource timing lists the worker's own import of pyodide.mjs too: not a sign of it).
    assert page.evaluate("typeof window.pyodide === 'undefined' && typeof window.loadPyodide === 'undefined'")
    assert page.evaluate("!performance.getEntriesByType('resource').some(e => /pyscript[/]core[.]js/.test(e.name))")


def answered(page, act) -> None:
    """Do `act` (a click, a key), then wait for the worker's answer to it to be painted
    (web/painter.js numbers the player's input, and each frame says what it answers)."""
    sent = page.evaluate("Number(document.documentElement.dataset.sent || 0)")
    act()
    page.wait_for_function("n => Number(document.documentElement.dataset.answered || 0) > n", arg=sent)


def click_action(page, action: str) -> bool:
    """Click an action's button and wait for the answer; False if the button went meanwhile (a
    frame that was on its way when the page was read replaced the panel: read it again)."""
    try:
        answered(page, lambda: page.click(f"#actions button[data-action='{action}']", timeout=5_000))
    except PlaywrightTimeout:
        return False
    return True


def click_board(page, x: float, y: float) -> None:
    box = page.locator("#board").bounding_box()
    answered(
        page,
        lambda: page.mouse.click(
            box["x"] + x * box["width"] / layout.WIDTH, box["y"] + y * box["height"] / layout.HEIGHT
        ),
    )


def saved_game(page, snap) -> str:
    record = page.evaluate(f"localStorage.getItem('charon:record:' + {json.dumps(snap['current'])})")
    return json.loads(record)["save"]


def test_a_hot_seat_round_by_clicks_and_a_reload_that_resumes(watched, site_url):
    page, watch = watched
    open_worker_page(page, f"{site_url}/index.html?runtime=worker&players=human,human&seed=42")
    rng = random.Random(5)
    shown, decisions, reloaded, staked_by_click = None, 0, False, False
    for _ in range(400):
        snap = page.evaluate(SNAPSHOT)
        if snap["round"] == "2" or snap["end"]:
            break
        if snap["handoff"]:
            assert snap["actions"] == []  # nothing private before the player confirms
            answered(page, lambda: page.click("#handoff-continue"))
            shown = snap["toMove"]
            continue
        assert snap["toMove"] == shown, "a player's turn was shown without a hand-off"
        if decisions == 12 and not reloaded:
            saved = saved_game(page, snap)
            page.reload()
            open_worker_page(page, page.url)
            page.wait_for_selector("#handoff", state="visible")
            again = page.evaluate(SNAPSHOT)
            for key in ("phase", "round", "toMove", "log", "current"):
                assert again[key] == snap[key], key
            assert "runtime=worker" in page.url  # the page stays in worker mode
            assert saved_game(page, again) == saved  # resumed, not restarted
            assert to_json(from_json(saved)) == saved  # the worker's save loads in CPython
            reloaded, shown = True, None
            continue
        if snap["phase"] == "stake" and not staked_by_click and any('"lift_flag"' in a for a in snap["actions"]):
            area = json.loads(next(a for a in snap["actions"] if json.loads(a)["type"] == "lift_flag"))["source"]
            ax, ay, _aw, ah = layout.AREA_RECT[area]
            click_board(page, ax + 40, ay + ah / 2)  # a canvas click, hit-tested by Python in the worker
            lifted = page.evaluate(SNAPSHOT)
            places = [json.loads(a)["position"] for a in lifted["actions"] if json.loads(a)["type"] == "place_flag"]
            assert places and len(places) == len(lifted["actions"])
            click_board(page, *layout.POSITION_XY[places[0]])
            assert page.evaluate(SNAPSHOT)["log"] == snap["log"] + 1
            staked_by_click = True
            decisions += 1
            continue
        assert snap["actions"], f"no action offered: {snap['prompt']}"
        decisions += click_action(page, choose(snap["actions"], rng))
    else:
        raise AssertionError("the first round did not end")
    assert reloaded and staked_by_click
    screenshot(page, "worker-round-2-1280x800.png")
    watch.check()


def test_a_round_against_computer_players_from_the_set_up_form(watched, site_url):
    page, watch = watched
    open_worker_page(page, f"{site_url}/index.html?runtime=worker&pace=20")
    page.wait_for_selector("#setup", state="visible")
    kinds = page.eval_on_selector_all("#setup-players select.seat-kind", "s => s.map(k => k.value)")
    assert kinds[0] == "human" and all(k != "human" for k in kinds[1:])  # one person, computers
    page.fill("#setup-players input >> nth=0", "Zoë <b>")  # typed: the worker hears it
    answered(page, lambda: page.click("#setup-start"))
    page.wait_for_selector("#setup", state="hidden")
    rng = random.Random(2)
    for _ in range(600):
        painted = page.evaluate(PAINTED)  # before reading the page: a frame after it is news
        snap = page.evaluate(SNAPSHOT)
        if snap["round"] == "2" or snap["end"]:
            break
        if snap["handoff"]:
            answered(page, lambda: page.click("#handoff-continue"))
        elif snap["toMove"] == "0" and snap["actions"]:
            click_action(page, choose(snap["actions"], rng))
        else:  # a computer player thinks in its own worker: the page waits for its move
            page.wait_for_function(f"n => {PAINTED} > n", arg=painted, timeout=60_000)
    else:
        raise AssertionError("the first round did not end")
    assert "Zoë <b>" in page.text_content("#log")  # the name typed, as text
    assert page.locator("#log b").count() == 0
    watch.check()


def test_a_move_the_full_storage_refuses_is_said(watched, site_url):
    page, watch = watched
    open_worker_page(page, f"{site_url}/index.html?runtime=worker&players=human,human&seed=9")
    answered(page, lambda: page.click("#handoff-continue"))
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    before = page.evaluate(SNAPSHOT)
    stored = page.evaluate(f"localStorage.getItem('charon:record:' + {json.dumps(before['current'])})")
    press_first(page)  # (a card for the row: picked, then put in)
    page.wait_for_function("document.getElementById('message-text').textContent.includes('storage is full')")
    assert page.is_visible("#message-export")
    after = page.evaluate(SNAPSHOT)
    assert after["log"] > before["log"]  # the game went on in this tab
    # ...and nothing was written: the page's record is the one before the move
    assert page.evaluate(f"localStorage.getItem('charon:record:' + {json.dumps(before['current'])})") == stored
    watch.check()


@pytest.fixture(scope="module")
def other_site(site_url, tmp_path_factory):
    """A page of another site (`localhost`, the site being 127.0.0.1) framing the worker page:
    the browser refuses the frame its storage (test_cross_site.py's setting)."""
    folder = tmp_path_factory.mktemp("other-site-worker")
    src = f"{site_url}/index.html?runtime=worker&players=human,human&seed=42"
    (folder / "game.html").write_text(HOST_PAGE.format(src=src, width=1000, height=700), encoding="utf-8")
    with served(folder, "localhost") as url:
        yield url


def test_in_a_frame_of_another_site_it_plays_and_says_it_cannot_save(page, site_url, other_site):
    watch = Watch(site_url)
    page.context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(other_site) else watch.route(r))
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.set_default_timeout(30_000)
    page.goto(f"{other_site}/game.html")
    frame = page.locator("#frame").element_handle().content_frame()
    frame.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    assert frame.evaluate("typeof window.loadPyodide === 'undefined'")  # no PyScript, nothing to fake
    assert "Saving is unavailable in this frame" in frame.text_content("#message-text")
    frame.click("#message-close")
    answered(frame, lambda: frame.click("#handoff-continue"))
    before = frame.locator("#log li").count()
    answered(frame, lambda: frame.locator("#actions button[data-action]").first.click())  # a card picked
    answered(frame, lambda: frame.locator("#actions button.put-in-row").click())  # ...and put into the row
    assert frame.locator("#log li").count() > before
    assert not frame.is_visible("#message")  # the move was played, not refused
    watch.check()


def test_a_name_typed_on_the_loading_screens_form_is_kept(watched, site_url):
    """The loading screen (web/loading.js) shows the set-up form before Python is up; what the
    player types and chooses in its seat rows meanwhile is the form the worker's Python takes over."""
    page, watch = watched
    held = []  # Pyodide's module held back: the player fills the form while the worker waits for it
    page.context.route("**/pyodide.asm.mjs", lambda route: held.append(route))
    page.goto(f"{site_url}/index.html?runtime=worker")
    page.wait_for_selector("#setup-players .seat input", state="visible")
    page.select_option("#setup-count", "4")
    page.fill("#setup-players .seat input >> nth=1", "Zed")
    page.select_option("#setup-players select.seat-kind >> nth=1", "human")
    page.select_option("#setup-players select.seat-kind >> nth=3", "ai:hard")
    assert not page.evaluate("document.body.dataset.ready")  # all of it before Python was up
    page.wait_for_function("() => true")  # lets Playwright's loop hand the held request to the route list
    assert held, "the worker did not ask for Pyodide's module"
    page.context.unroute("**/pyodide.asm.mjs")
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    names = page.eval_on_selector_all("#setup-players .seat input", "fields => fields.map(f => f.value)")
    kinds = page.eval_on_selector_all("#setup-players select.seat-kind", "s => s.map(k => k.value)")
    assert len(names) == 4 and names[1] == "Zed" and kinds[1] == "human" and kinds[3] == "ai:hard"
    assert names[3] == "Hard bot 4"  # the made name follows who plays, as the form says
    answered(page, lambda: page.click("#setup-start"))
    page.wait_for_selector("#setup", state="hidden")
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    assert json.loads(record)["players"]["names"][:2] == [names[0], "Zed"]
    watch.check()


def test_the_embedded_demo_plays_in_a_worker(watched, site_url):
    """embed.html (web/embed_page.py, its own `<script type="py">`) in worker mode: the computer
    players play by themselves with no Python on the page, and its pause holds them."""
    page, watch = watched
    page.set_viewport_size({"width": 480, "height": 360})
    open_worker_page(page, f"{site_url}/embed.html?runtime=worker&game=charon")
    page.wait_for_function("Number(document.body.dataset.moves || 0) >= 3", timeout=90_000)
    assert "Game 1" in page.text_content("#status")
    assert page.evaluate("document.getElementById('board').width") > 0  # drawn by the painter
    page.click("#pause")
    page.wait_for_selector("body[data-held='1']", state="attached", timeout=90_000)
    assert "paused" in page.text_content("#status")
    screenshot(page, "worker-embed-480x360.png")
    assert page.evaluate("localStorage.length") == 0  # the demo writes nothing
    watch.check()

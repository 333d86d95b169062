"""Offline and installable: after one visit the service worker serves the whole site, the
game loads and plays with the network off, and a new build replaces the cache cleanly.

Each test serves its own copy of the site on its own port (its own origin, so its own service
worker and caches) and counts the requests that reach the server.
"""

import contextlib
import functools
import http.server
import importlib.util
import json
import shutil
import threading

from tests.browser.conftest import DIST, LOAD_TIMEOUT_MS, REPO, Watch, screenshot, wait_ready

_spec = importlib.util.spec_from_file_location("charon_offline_build", REPO / "tools" / "offline.py")
offline_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(offline_build)

CONTROLLED = "navigator.serviceWorker.controller !== null"
CACHES = "caches.keys()"
PANEL = (
    "[...document.querySelectorAll('#actions button[data-action]')]"
    ".filter(b => !b.closest('details')).map(b => b.dataset.action)"
)
LOG_LINES = "document.querySelectorAll('#log li').length"


@contextlib.contextmanager
def serve(directory):
    """A static server on a free loopback port; yields (url, paths requested so far)."""
    requested: list[str] = []

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def send_head(self):
            requested.append(self.path)
            return super().send_head()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", requested
    finally:
        server.shutdown()
        server.server_close()


def watched_page(browser, browser_context_args, url):
    """A fresh context (service workers allowed) with the usual guard: nothing outside the origin."""
    context = browser.new_context(**browser_context_args)
    watch = Watch(url)
    context.route("**/*", watch.route)
    page = context.new_page()
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.on(
        "console", lambda msg: watch.errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None
    )
    page.set_default_timeout(30_000)
    return context, page, watch


def build_of(site) -> dict:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return json.loads(text.split("const BUILD = ", 1)[1].split(";\n", 1)[0])


def play(page, moves: int) -> None:
    """A few decisions through the action panel, handing the device over when asked."""
    for _ in range(moves):
        if page.is_visible("#handoff"):
            page.click("#handoff-continue")
        actions = page.evaluate(PANEL)
        assert actions, page.text_content("#prompt")
        page.click(f"#actions button[data-action='{actions[0]}']")
        page.wait_for_function(f"JSON.stringify({PANEL}) !== {json.dumps(json.dumps(actions, separators=(',', ':')))}")


def cached_files(page) -> int:
    return page.evaluate("caches.keys().then(ks => caches.open(ks[0])).then(c => c.keys()).then(rs => rs.length)")


def test_plays_offline_after_the_first_visit(browser, browser_context_args):
    build = build_of(DIST)
    with serve(DIST) as (url, requested):
        context, page, watch = watched_page(browser, browser_context_args, url)
        page.goto(f"{url}/index.html?players=human,human&seed=11")
        wait_ready(page)
        play(page, 2)  # the first visit plays normally while the worker installs
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT_MS)
        assert page.evaluate(CACHES) == [f"charon:/:{build['version']}"]
        assert cached_files(page) == len(build["files"])  # every file of the build, the runtime included
        assert {"runtime/pyodide/pyodide.asm.wasm", "py/charon_ui.zip", "index.html", "manifest.webmanifest"} <= {
            path for path, _ in build["files"]
        }
        log = page.evaluate(LOG_LINES)

        context.set_offline(True)
        before = len(requested)
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.onLine") is False
        assert page.evaluate(LOG_LINES) == log  # the saved game resumed
        play(page, 4)
        assert page.evaluate(LOG_LINES) > log
        if page.is_visible("#handoff"):
            page.click("#handoff-continue")
        screenshot(page, "offline-1280x800.png")
        # Nothing reached the server but, maybe, the browser's own check for a new sw.js, which
        # the emulated offline mode does not cover (with the network really off it just fails).
        assert [path for path in requested[before:] if path != "/sw.js"] == []
        assert page.is_visible("#board")
        watch.check()
        context.close()


# Clicks what the human may click now (an action offered outside the folded groups, else the
# moment's button) and says which; false while a computer thinks. Finding and clicking in one
# poll: the worker page may redraw the panel between two separate reads.
SB_CLICK_WHEN_OFFERED = """() => {
  if (!document.getElementById('end').hidden) return 'end';
  const b = [...document.querySelectorAll('#actions button[data-action]')].find(b => !b.closest('details'))
    || document.querySelector('#actions button[data-moment]');
  if (!b) return false;
  b.click();
  return b.dataset.action || b.dataset.moment; }"""
AI_MOVES = "(window.charonAiTimes || []).length"


def test_a_six_billion_game_starts_offline_after_one_visit_to_the_site(browser, browser_context_args):
    """One visit to the site (Charon's page) is enough: offline, a new 6 Billion game against
    computer players starts, its players think in the AI worker, and the human plays on."""
    build = build_of(DIST)
    listed = {path for path, _ in build["files"]}
    assert {"py/sixbillion_ui.zip", "py/sixbillion_page.zip", "web/ai_worker.js"} <= listed
    assert any(path.startswith("py/charon_sixbillion_games-") for path in listed)  # both engines, their players
    with serve(DIST) as (url, requested):
        context, page, watch = watched_page(browser, browser_context_args, url)
        page.goto(f"{url}/index.html")
        wait_ready(page)
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT_MS)
        page.wait_for_function(f"{CACHES}.then(ks => ks.length === 1)")
        assert cached_files(page) == len(build["files"])

        context.set_offline(True)
        before = len(requested)
        page.goto(f"{url}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=9&pace=0")
        wait_ready(page)
        assert page.evaluate("navigator.onLine") is False
        clicks = 0
        while page.evaluate(AI_MOVES) < 3 or clicks < 3:
            clicked = page.wait_for_function(SB_CLICK_WHEN_OFFERED, timeout=LOAD_TIMEOUT_MS).json_value()
            assert clicked != "end", "the game ended already"
            clicks += 1
            assert clicks < 200
        screenshot(page, "sixbillion-offline-1280x800.png")
        assert [path for path in requested[before:] if path != "/sw.js"] == []
        watch.check()
        context.close()


REST = "runtime/pyodide/python_stdlib_rest.zip"
FETCH_SIZE = "path => fetch(path).then(r => r.ok ? r.arrayBuffer().then(b => b.byteLength) : -r.status)"


def test_the_rest_of_the_library_is_cached_once_fetched(browser, browser_context_args):
    """The standard library's rest is not downloaded at install (no page needs it), but should
    an import miss the trimmed library, the archive it fetches works offline afterwards."""
    build = build_of(DIST)
    assert [path for path, _ in build["onDemand"]] == [REST]
    assert REST not in {path for path, _ in build["files"]}
    size = (DIST / REST).stat().st_size
    with serve(DIST) as (url, requested):
        context, page, watch = watched_page(browser, browser_context_args, url)
        page.goto(f"{url}/index.html?players=human,human&seed=11")
        wait_ready(page)
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT_MS)
        assert cached_files(page) == len(build["files"])
        assert f"/{REST}" not in requested  # not fetched by the visit

        assert page.evaluate(FETCH_SIZE, REST) == size
        assert cached_files(page) == len(build["files"]) + 1

        context.set_offline(True)
        assert page.evaluate(FETCH_SIZE, REST) == size  # from the cache
        watch.check()
        context.close()


def test_a_new_build_replaces_the_cache(browser, browser_context_args, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    old = build_of(site)["version"]
    with serve(site) as (url, _):
        context, page, watch = watched_page(browser, browser_context_args, url)
        page.goto(f"{url}/index.html?players=human,human&seed=5")
        wait_ready(page)
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT_MS)
        assert page.evaluate(CACHES) == [f"charon:/:{old}"]

        # A new build on the server: one file differs, so the version does.
        style = site / "web" / "style.css"
        style.write_text(style.read_text(encoding="utf-8") + "\n/* build 2 */\n", encoding="utf-8")
        new = offline_build.write_service_worker(site)
        assert new != old

        # The next visit is still served whole by the old build while the new one installs
        # beside it; then the page offers to reload into it.
        page.goto(f"{url}/")
        wait_ready(page)
        page.wait_for_selector("#update-ready", state="visible", timeout=LOAD_TIMEOUT_MS)
        screenshot(page, "update-ready-1280x800.png")
        assert sorted(page.evaluate(CACHES)) == sorted([f"charon:/:{old}", f"charon:/:{new}"])
        assert "build 2" not in page.evaluate("fetch('web/style.css').then(r => r.text())")

        with page.expect_navigation():
            page.click("#update-ready")
        wait_ready(page)
        assert page.evaluate(CACHES) == [f"charon:/:{new}"]  # the old cache is gone
        assert "build 2" in page.evaluate("fetch('web/style.css').then(r => r.text())")
        assert cached_files(page) == len(build_of(site)["files"])
        watch.check()
        context.close()


def test_installable(browser_type, browser_type_launch_args, tmp_path):
    """Chromium's own install criteria (manifest, icons, a worker that serves the page) are met.
    Only a persistent profile can install: an ordinary test context is incognito."""
    with serve(DIST) as (url, _):
        context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args)
        watch = Watch(url)
        context.route("**/*", watch.route)
        page = context.pages[0] if context.pages else context.new_page()
        page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
        page.goto(f"{url}/index.html?players=human,human&seed=3")
        wait_ready(page)
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT_MS)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == f"{url}/manifest.webmanifest" and manifest["errors"] == []
        icons = json.loads(manifest["data"])["icons"]
        for icon in icons:  # every icon is served, and the PNGs are what they say
            body = page.evaluate(
                "src => fetch(src).then(r => r.arrayBuffer()).then(b => [...new Uint8Array(b)])", icon["src"]
            )
            if icon["type"] == "image/png":
                size = int(icon["sizes"].split("x")[0])
                assert bytes(body[:8]) == b"\x89PNG\r\n\x1a\n"
                assert int.from_bytes(bytes(body[16:20]), "big") == int.from_bytes(bytes(body[20:24]), "big") == size
            else:
                assert bytes(body).startswith(b"<svg")
        watch.check()
        context.close()

"""The pages embedded in a page of another site — what the embeddable demo is for. The site is
served on 127.0.0.1 and the host page on `localhost` (another host name, hence another site):
in Playwright's default context, as in Chrome's incognito and Safari by default, the browser
then refuses the frame IndexedDB and localStorage. Both pages must still start (the worker page
needs no IndexedDB; on the main thread PyScript gets an in-memory one, web/indexeddb_fallback.js),
play, and the game page must say that saving is unavailable in the frame."""

import pytest

from tests.browser.conftest import (
    HOST_PAGE,
    LOAD_TIMEOUT_MS,
    Watch,
    in_runtime,
    press_first,
    pyscript_indexeddb,
    runs_in_worker,
    screenshot,
)
from tools.local_server import served

AI_TIMEOUT_MS = 90_000


@pytest.fixture(scope="module")
def other_site(site_url, tmp_path_factory):
    """Host pages framing the site, served by a second server and addressed as `localhost`."""
    folder = tmp_path_factory.mktemp("other-site")
    frames = {
        "demo.html": (f"{site_url}/embed.html?players=ai:greedy,ai:random&seed=3&speed=8", 480, 360),
        "game.html": (f"{site_url}/index.html?players=human,human&seed=42", 1000, 700),
        "sixbillion-demo.html": (
            f"{site_url}/embed.html?game=sixbillion&players=ai:easy,ai:random&seed=3&speed=8",
            640,
            480,
        ),
    }
    for name, (src, width, height) in frames.items():
        src = in_runtime(src)  # the run's runtime (RUNTIME=main: the main-thread page) in the frame too
        (folder / name).write_text(HOST_PAGE.format(src=src, width=width, height=height), encoding="utf-8")
    with served(folder, "localhost") as url:
        yield url


@pytest.fixture
def framed(page, site_url, other_site):
    """The test's page, watched like `watched`: the host site's own pages are allowed too."""
    watch = Watch(site_url)

    def route(route):
        if route.request.url.startswith(other_site + "/"):
            route.continue_()
        else:
            watch.route(route)

    page.context.route("**/*", route)
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.on(
        "console", lambda msg: watch.errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None
    )
    page.set_default_timeout(30_000)
    yield page, watch
    watch.check()


def frame_of(page):
    """The framed page, once it is ready; fails as soon as its loading screen gives up."""
    frame = page.locator("#frame").element_handle().content_frame()
    loading = "(document.getElementById('loading-text') || {}).textContent || ''"
    frame.wait_for_function(
        f"document.body.dataset.ready === '1' || ({loading}).startsWith('Could not start')", timeout=LOAD_TIMEOUT_MS
    )
    assert frame.evaluate("document.body.dataset.ready") == "1", frame.evaluate(loading)
    return frame


@pytest.mark.parametrize(
    ("host_page", "play_link", "game", "shot"),
    [
        ("demo.html", "./index.html", "Charon, Inc.", "embed-other-site-480x360.png"),
        (
            "sixbillion-demo.html",
            "./index.html?game=sixbillion",
            "6 Billion",
            "sixbillion-embed-other-site-640x480.png",
        ),
    ],
)
def test_the_demo_plays_in_a_frame_on_another_site(framed, other_site, host_page, play_link, game, shot):
    page, watch = framed
    page.goto(f"{other_site}/{host_page}")
    frame = frame_of(page)
    # The browser refused IndexedDB to the frame: the worker page needs none; on the main thread
    # PyScript started on the in-memory one.
    assert pyscript_indexeddb(frame) == (("worker", None) if runs_in_worker(frame) else (None, "memory"))
    frame.wait_for_function("Number(document.body.dataset.moves || 0) >= 3", timeout=AI_TIMEOUT_MS)
    assert "Game 1" in frame.text_content("#status")
    assert frame.get_attribute("#play", "href") == play_link
    assert frame.evaluate("document.title").startswith(game)
    screenshot(page, shot)
    watch.check()


def test_the_game_plays_in_a_frame_on_another_site_and_says_it_cannot_save(framed, other_site):
    page, watch = framed
    page.goto(f"{other_site}/game.html")
    frame = frame_of(page)
    assert pyscript_indexeddb(frame) == (("worker", None) if runs_in_worker(frame) else (None, "memory"))
    assert frame.is_visible("#message")
    assert "Saving is unavailable in this frame" in frame.text_content("#message-text")
    screenshot(page, "game-other-site-1280x800.png")
    # The game from the frame's address is on, and a move can be made.
    frame.click("#message-close")
    frame.click("#handoff-continue")
    before = frame.locator("#log li").count()
    press_first(frame)
    frame.wait_for_function("(n) => document.querySelectorAll('#log li').length > n", arg=before)
    assert not frame.is_visible("#message")  # the move was played, not refused
    watch.check()

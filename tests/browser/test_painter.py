"""web/painter.js, the main thread's side of a page whose Python runs in a worker
(docs/worker-page.md), with a tiny game in a plain worker (tests/browser/painter_site/): the
painter draws the worker's display lists and morphs its panels, forwards clicks, keys and form
fields, keeps localStorage for it (a write refused when storage is full writes nothing and the
worker hears why; another tab's write reaches it), all with messages alone — the page is served
with no special headers, so it is not cross-origin isolated and has no SharedArrayBuffer."""

import shutil

import pytest

from tests.browser.conftest import DIST, LOAD_TIMEOUT_MS, REPO, Watch
from tools.local_server import served

SITE = REPO / "tests" / "browser" / "painter_site"


@pytest.fixture(scope="module")
def painter_url(tmp_path_factory):
    """The test's page and worker beside dist/'s web/ and runtime/, served as dist/ is."""
    if not (DIST / "web" / "painter.js").exists():
        pytest.fail("dist/ is not built (or predates web/painter.js): python -m tools.build_site")
    root = tmp_path_factory.mktemp("painter-site")
    for name in ("web", "runtime"):
        (root / name).symlink_to(DIST / name, target_is_directory=True)
    for f in SITE.iterdir():
        shutil.copy2(f, root / f.name)
    with served(root) as url:
        yield f"{url}/index.html"


@pytest.fixture
def painted(page, painter_url):
    """The page, watched (no outside request, no error), once the worker's first frame is painted."""
    origin = painter_url.rsplit("/", 1)[0]
    watch = Watch(origin)
    page.context.route("**/*", watch.route)
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.on("console", lambda m: watch.errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
    page.set_default_timeout(20_000)
    page.goto(painter_url)
    page.wait_for_selector("#count")
    yield page
    watch.check()


def pixel(page, x: int, y: int) -> list[int]:
    """The board's colour at a point of its display list (shown at 400x200 CSS px)."""
    return page.evaluate(
        """([x, y]) => {
            const canvas = document.getElementById("board");
            const scale = canvas.width / 200;
            return Array.from(canvas.getContext("2d").getImageData(x * scale, y * scale, 1, 1).data);
        }""",
        [x, y],
    )


def test_messages_alone_no_shared_memory(painted):
    assert painted.evaluate("crossOriginIsolated") is False
    assert painted.evaluate("typeof SharedArrayBuffer") == "undefined"
    assert painted.text_content("#status") == "storage available; isolated false; shared memory undefined"
    assert pixel(painted, 10, 10)[:3] == [255, 0, 0]  # the worker's square, drawn by web/draw.js
    assert painted.text_content("#count") == "Clicks: 0"
    assert painted.text_content("#early-seen") == "Typed while loading: Zoe"  # the page's fields at start


def test_a_click_on_the_board_is_answered_and_saved(painted):
    box = painted.locator("#board").bounding_box()
    # 300, 100 CSS px on a canvas shown at 400x200 for a 200x100 display list: the point 150, 50
    painted.mouse.click(box["x"] + 300, box["y"] + 100)
    painted.wait_for_selector("#board[data-square='150,50']")
    assert pixel(painted, 150, 50)[:3] == [255, 0, 0]
    assert pixel(painted, 10, 10)[:3] == [0, 0, 0]
    painted.wait_for_selector("#status:text('saved (1)')")
    assert painted.evaluate("localStorage.getItem('demo:clicks')") == "1"
    # A live region is emptied, then given its words a frame later (the same words twice are
    # said again): under load the frame may come after the save's answer.
    painted.wait_for_selector("#live:text-is('Clicked at 150, 50')")
    # The next visit starts from the records the painter hands the worker.
    painted.reload()
    painted.wait_for_selector("#count:text('Clicks: 1')")


def test_keys_the_worker_answers(painted):
    painted.locator("#board").click(position={"x": 40, "y": 40})  # the square at 20, 20
    painted.wait_for_selector("#board[data-square='20,20']")
    painted.keyboard.press("ArrowRight")
    painted.wait_for_selector("#board[data-square='40,20']")
    assert painted.evaluate("document.activeElement.id") == "fill"  # the focus the worker asked for
    assert pixel(painted, 40, 20)[:3] == [255, 0, 0]


def test_a_panel_sent_again_keeps_what_is_being_typed(painted):
    field = painted.locator("#name")
    field.click()
    field.press_sequentially("Ann")
    painted.wait_for_selector("#greeting:text('Hello, Ann')")
    # Each keystroke sent the panel again with an empty field: the focused field kept its text.
    assert field.input_value() == "Ann"
    assert painted.evaluate("document.activeElement.id") == "name"


def test_a_pressed_button_shows_the_words_of_the_next_frame(painted):
    """The button just pressed has the focus when the next frame relabels it: its words change
    with its data (the morph once kept the focused button's old words, so a play-tester's
    "Build the 8" built the 2)."""
    button = painted.locator("#take")
    button.focus()
    button.click()
    painted.wait_for_selector("#take[data-taken='1']")
    assert button.text_content() == "Take card 2"
    assert painted.evaluate("document.activeElement.id") == "take"


def test_storage_full_writes_nothing_and_the_worker_hears_it(painted):
    painted.evaluate("localStorage.setItem('demo:clicks', '7')")
    painted.click("#fill")  # asks to write demo:clicks, then more than the storage holds
    painted.wait_for_selector("#status:text('refused: full')")
    assert painted.evaluate("localStorage.getItem('demo:clicks')") == "7"  # the first write put back
    assert painted.evaluate("localStorage.getItem('demo:huge')") is None


def test_another_tab_s_write_reaches_the_worker(painted):
    other = painted.context.new_page()
    other.goto(painted.url)
    other.wait_for_selector("#count")
    other.evaluate("localStorage.setItem('demo:clicks', '42')")
    painted.wait_for_selector("#status:text('another tab: 42 clicks')")
    assert painted.text_content("#count") == "Clicks: 42"
    other.close()


def test_in_a_frame_of_another_site_storage_is_refused_and_said(page, painter_url, tmp_path):
    """Framed by another site (localhost framing 127.0.0.1): the browser refuses the frame its
    localStorage; the worker is told at start, and a write is refused, not lost silently."""
    (tmp_path / "host.html").write_text(
        f'<!doctype html><title>Another site</title><iframe id="frame" src="{painter_url}" width="600" height="400">'
        "</iframe>",
        encoding="utf-8",
    )
    with served(tmp_path, "localhost") as other_site:
        page.goto(f"{other_site}/host.html")
        frame = page.frame_locator("#frame")
        status = frame.locator("#status")
        status.filter(has_text="storage unavailable; isolated false").wait_for()
        frame.locator("#board").click(position={"x": 100, "y": 100})
        status.filter(has_text="refused: unavailable").wait_for()
        assert frame.locator("#count").text_content() == "Clicks: 1"  # the game goes on, unsaved


def test_the_same_messages_from_python_in_pyodide(page, painter_url):
    """The page's Python will speak to the painter from Pyodide in a module Worker (the site's own
    runtime): records in, a frame out, a click answered, a write confirmed."""
    page.goto(f"{painter_url}?python")
    page.evaluate("localStorage.setItem('demo:clicks', '2')")
    page.reload()
    status = page.locator("#status")
    status.filter(has_text="Python: storage available").wait_for(timeout=LOAD_TIMEOUT_MS)
    assert page.text_content("#count") == "Clicks: 2"
    assert page.evaluate("crossOriginIsolated") is False
    page.locator("#board").click(position={"x": 300, "y": 100})
    page.wait_for_selector("#board[data-square='150,50']")
    assert pixel(page, 150, 50)[:3] == [255, 0, 0]
    status.filter(has_text="Python: saved (3)").wait_for()
    assert page.evaluate("localStorage.getItem('demo:clicks')") == "3"


def test_a_worker_that_fails_is_said_on_the_page(painted):
    painted.click("#crash")
    painted.wait_for_selector("#live:text('The game stopped')")
    assert "a bug in the game" in painted.text_content("#live")

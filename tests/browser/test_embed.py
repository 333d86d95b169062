"""The embeddable demo (embed.html) inside its example host page (examples/embed-host.html):
it plays by itself in a 480×360 iframe, loads nothing from outside its origin, logs no
console error, writes nothing to localStorage, and its controls pause, step and resume it."""

import pytest

from tests.browser.conftest import (
    LOAD_TIMEOUT_MS,
    RECORD_DRAWS,
    page_errors,
    pyscript_indexeddb,
    runs_in_worker,
    screenshot,
)

AI_TIMEOUT_MS = 90_000


def moves(frame) -> int:
    return int(frame.evaluate("document.body.dataset.moves || '0'"))


def open_demo(page, url: str, width: int, height: int, moved: int) -> None:
    """The demo at `url` in a window of `width`×`height`, once its players made `moved` moves."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("(n) => Number(document.body.dataset.moves || 0) >= n", arg=moved, timeout=AI_TIMEOUT_MS)


def next_game_follows(page, end_timeout_ms: int, shot: str | None = None) -> None:
    """The game reaches its end (its screenshot `shot` taken), says the next game comes, and the
    next game starts."""
    page.wait_for_function("document.body.dataset.over === '1'", timeout=end_timeout_ms)
    if shot:
        screenshot(page, shot)
    assert "next game" in page.text_content("#status")
    page.wait_for_function("document.body.dataset.game === '2'", timeout=AI_TIMEOUT_MS)


def test_embedded_demo_plays_by_itself(watched, site_url):
    page, watch = watched
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(f"{site_url}/examples/embed-host.html")
    box = page.locator("#demo").bounding_box()
    assert (round(box["width"]), round(box["height"])) == (482, 362)  # 480×360 and the border
    frame = page.locator("#demo").element_handle().content_frame()
    frame.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    # On its own site the frame keeps the browser's IndexedDB (tests/browser/test_cross_site.py:
    # another site); the worker page opens none.
    assert pyscript_indexeddb(frame) == (("worker", None) if runs_in_worker(frame) else (None, "browser"))
    # The demo advances on its own.
    frame.wait_for_function("Number(document.body.dataset.moves || 0) >= 3", timeout=AI_TIMEOUT_MS)
    assert "Game 1" in frame.text_content("#status")
    assert frame.text_content("#last").strip()
    # The board fits the iframe, and so do the controls.
    fits = frame.evaluate("""() => {
        const r = document.getElementById('board').getBoundingClientRect();
        const c = document.getElementById('controls').getBoundingClientRect();
        return [r.width, r.height, c.bottom, innerWidth, innerHeight]; }""")
    width, height, controls_bottom, inner_w, inner_h = fits
    assert width <= inner_w and height <= inner_h and controls_bottom <= inner_h, fits
    assert width >= 300, fits
    assert frame.evaluate("document.body.dataset.layout") == "compact"  # big enough letters for 480×360
    screenshot(page, "embed-host-480x360.png")
    link = frame.locator("#play")
    assert link.get_attribute("target") == "_blank" and link.get_attribute("href").startswith("./index.html")

    # Pause: no move; Step: exactly one; Resume: it goes on.
    # (The page marks a move that the pause holds back: `data-held`, until resumed or stepped.)
    frame.click("#pause")
    frame.wait_for_selector("body[data-held='1']", state="attached", timeout=AI_TIMEOUT_MS)
    paused_at = moves(frame)
    assert "paused" in frame.text_content("#status")
    frame.click("#step")
    frame.wait_for_function(
        "(n) => Number(document.body.dataset.moves) >= n + 1 && document.body.dataset.held === '1'",
        arg=paused_at,
        timeout=AI_TIMEOUT_MS,
    )
    assert moves(frame) == paused_at + 1  # one move, and the next held again
    frame.select_option("#speed", "4.0")
    frame.click("#pause")
    frame.wait_for_function(
        "(n) => Number(document.body.dataset.moves) >= n + 3", arg=paused_at + 1, timeout=AI_TIMEOUT_MS
    )
    # A new seed starts game 2 from move 0.
    frame.click("#new-seed")
    assert frame.evaluate("document.body.dataset.game") == "2"
    frame.wait_for_function("Number(document.body.dataset.moves) >= 1", timeout=AI_TIMEOUT_MS)

    # Nothing written to storage, by the demo or the host.
    assert frame.evaluate("localStorage.length") == 0
    assert page.evaluate("localStorage.length") == 0
    watch.check()


def test_a_large_demo_shows_the_full_table_and_a_finished_game_is_followed_by_the_next(watched, site_url):
    page, watch = watched
    open_demo(page, f"{site_url}/embed.html?players=ai:greedy,ai:greedy&seed=5&speed=8", 1024, 800, 1)
    assert page.evaluate("document.body.dataset.layout") == "full"
    page.set_viewport_size({"width": 480, "height": 360})
    page.wait_for_function("document.body.dataset.layout === 'compact'", timeout=5_000)
    screenshot(page, "embed-compact-480x360.png")
    # The game ends, stays on screen a moment, then the next one starts with the next seed.
    next_game_follows(page, 3 * AI_TIMEOUT_MS, "embed-game-over-480x360.png")
    assert page.evaluate("document.body.dataset.seed") == "6"
    page.wait_for_function("Number(document.body.dataset.moves) >= 1", timeout=AI_TIMEOUT_MS)
    watch.check()


def test_six_billion_computer_players_play_in_the_demo_to_the_next_game(watched, site_url):
    page, watch = watched
    url = f"{site_url}/embed.html?game=sixbillion&players=ai:random,ai:random,ai:random&seed=5&speed=8"
    open_demo(page, url, 1280, 800, 5)
    assert page.evaluate("document.body.dataset.layout") == "full"
    assert page.get_attribute("#board", "aria-label") == "Computer players playing 6 Billion: the public table."
    fits = page.evaluate("""() => {
        const r = document.getElementById('board').getBoundingClientRect();
        return [r.width / r.height, r.bottom, innerHeight]; }""")
    assert abs(fits[0] - 1100 / 788) < 0.01 and fits[1] <= fits[2], fits  # 6 Billion's table, whole
    screenshot(page, "sixbillion-embed-1280x800.png")
    # Pause: no move (the page marks what the pause holds back, a move or the table's own pause:
    # `data-held`); Step: one more, and the next held again.
    page.click("#pause")
    page.wait_for_selector("body[data-held='1']", state="attached", timeout=AI_TIMEOUT_MS)
    paused_at = moves(page)
    page.click("#step")
    page.wait_for_function(
        "(n) => Number(document.body.dataset.moves) >= n + 1 && document.body.dataset.held === '1'",
        arg=paused_at,
        timeout=AI_TIMEOUT_MS,
    )
    assert moves(page) == paused_at + 1
    page.click("#pause")
    # Its reaction moments' pauses are run by the demo: the game reaches its end, then the next.
    next_game_follows(page, 6 * AI_TIMEOUT_MS)
    assert page.evaluate("localStorage.length") == 0
    watch.check()


# Each text the canvas drew, with its size on the screen (its font's px times the canvas's scale).
DRAWN_WORDS = """() => {
  const canvas = document.getElementById('board');
  const [w] = JSON.parse(canvas.dataset.view || '[0]');
  const scale = canvas.getBoundingClientRect().width / (w || canvas.width);
  return JSON.parse(window.charonDrawn.board.ops).filter(op => op[0] === 'text')
    .map(op => [op[3], parseFloat(op[4].match(/([\\d.]+)px/)[1]) * scale]);
}"""


@pytest.mark.parametrize("size", [(400, 300), (320, 480)], ids=["400x300", "320x480"])
def test_six_billion_in_a_small_frame_shows_the_board_and_the_players_points(browser, site_url, size):
    """In a small frame 6 Billion's demo draws its compact table: the sites' names at least 7.5
    screen pixels (the full table's were about 4), and a line of each player's points."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/embed.html?game=sixbillion&players=ai:random,ai:random,ai:random&seed=5&speed=8")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("Number(document.body.dataset.moves || 0) >= 3", timeout=AI_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.layout") == "compact"
    drawn = page.evaluate(DRAWN_WORDS)
    words = dict(drawn)
    for site in ("Mercury", "Earth", "Asteroid Belt", "Pluto"):
        assert words[site] >= 7.5, (site, words[site])
    assert sum(1 for word, _size in drawn if word.endswith(" VP") or word.endswith(" VP ★")) == 3, drawn
    assert {"Ada", "Bo", "Cy"} <= set(words)
    fits = page.evaluate("""() => {
        const r = document.getElementById('board').getBoundingClientRect();
        const c = document.getElementById('controls').getBoundingClientRect();
        return [r.right, r.bottom, c.bottom, innerWidth, innerHeight]; }""")
    assert fits[0] <= fits[3] and fits[1] <= fits[4] and fits[2] <= fits[4], fits
    screenshot(page, f"sixbillion-embed-compact-{width}x{height}.png")
    assert not errors, errors
    context.close()


@pytest.mark.parametrize("size", [(400, 300), (320, 480)], ids=["400x300", "320x480"])
@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_the_status_lines_fit_in_a_small_frame(browser, site_url, game, size):
    """Under the controls, the game's status and the last move are whole inside the frame: the
    board leaves them room however the controls wrap."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/embed.html?game={game}&players=ai:random,ai:random,ai:random&seed=5&speed=8")
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("Number(document.body.dataset.moves || 0) >= 2", timeout=AI_TIMEOUT_MS)
    boxes = page.evaluate("""() => ['board', 'controls', 'status', 'last'].map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return [id, r.left, r.top, r.right, r.bottom, r.height]; })""")
    for name, left, top, right, bottom, tall in boxes:
        assert 0 <= left and right <= width and 0 <= top and bottom <= height, (name, boxes, size)
        assert tall > 0, (name, boxes)
    text = {name: page.text_content(f"#{name}").strip() for name in ("status", "last")}
    assert text["status"] and text["last"], text
    screenshot(page, f"embed-status-{game}-{width}x{height}.png")
    assert not errors, errors
    context.close()

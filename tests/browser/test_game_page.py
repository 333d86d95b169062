"""The game page in a real browser: loading, a whole hot-seat game through the action panel,
resuming after a reload, and what happens to bad saves, bad imports and a full storage."""

import json
import random

from charon_ui import layout  # the page's own geometry, to click on the board
from charon_ui.describe import position_text
from charon_ui.theme import AREA_TITLES
from game.charon import from_json, new_game, scores, to_json
from tests.browser.conftest import SNAPSHOT, choose, click_board, press_first, saved_game, screenshot, wait_ready


def stake_on_the_board(page, snap) -> None:
    """Stake a claim with two clicks on the board: an action area, then a highlighted position."""
    area = json.loads(next(a for a in snap["actions"] if json.loads(a)["type"] == "lift_flag"))["source"]
    ax, ay, aw, ah = layout.AREA_RECT[area]
    click_board(page, ax + 40, ay + ah / 2)
    lifted = page.evaluate(SNAPSHOT)
    places = [json.loads(a)["position"] for a in lifted["actions"] if json.loads(a)["type"] == "place_flag"]
    assert places and len(places) == len(lifted["actions"])
    click_board(page, *layout.POSITION_XY[places[0]])
    after = page.evaluate(SNAPSHOT)
    assert after["log"] == snap["log"] + 1
    told = f"stakes a flag from {AREA_TITLES[area]} on {position_text(places[0])}."
    assert told in page.locator("#log li").last.text_content()


def test_whole_two_player_game_with_reload(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html?players=human,human&seed=42")
    wait_ready(page)
    screenshot(page, "handoff-1280x800.png")
    rng = random.Random(3)
    shown = None  # the player who last took the device
    decisions = 0
    reloaded = False
    staked_by_click = False
    for _ in range(1000):
        snap = page.evaluate(SNAPSHOT)
        if snap["end"]:
            break
        if snap["handoff"]:
            # Nothing private may be on screen: the panel is empty until the player confirms.
            assert snap["actions"] == []
            page.click("#handoff-continue")
            shown = snap["toMove"]
            if decisions == 0:
                screenshot(page, "board-1280x800.png")
            continue
        assert snap["toMove"] == shown, "a player's turn was shown without a hand-off"
        if decisions == 40 and not reloaded:
            saved = saved_game(page, snap)
            page.reload()
            wait_ready(page)
            again = page.evaluate(SNAPSHOT)
            for key in ("phase", "round", "toMove", "log", "current"):
                assert again[key] == snap[key], key
            assert saved_game(page, again) == saved  # resumed, not restarted
            assert again["handoff"]  # after a reload the device is handed over again
            state = from_json(saved)  # the browser's save loads in CPython
            assert to_json(state) == saved
            assert (state.phase, str(state.round), str(state.to_move)) == (snap["phase"], snap["round"], snap["toMove"])
            reloaded = True
            shown = None
            continue
        if decisions == 60:
            screenshot(page, "midgame-1280x800.png")
        if snap["phase"] == "stake" and not staked_by_click and any('"lift_flag"' in a for a in snap["actions"]):
            stake_on_the_board(page, snap)
            staked_by_click = True
            decisions += 1
            continue
        assert snap["actions"], f"no action offered: {snap['prompt']}"
        action = choose(snap["actions"], rng)
        page.click(f"#actions button[data-action='{action}']")
        decisions += 1
    else:
        raise AssertionError("the game did not end")
    assert reloaded and staked_by_click
    screenshot(page, "end-1280x800.png")
    snap = page.evaluate(SNAPSHOT)
    final = from_json(saved_game(page, snap))
    assert final.is_over
    rows = page.eval_on_selector_all(
        "#end-scores tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    shown_scores = {name: int(points) for name, points, _ in rows}
    assert shown_scores == {"Player 1": scores(final)[0], "Player 2": scores(final)[1]}
    assert page.text_content("#end-title")
    watch.check()


def test_bad_saves_imports_and_full_storage(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html?players=human,ai:1")
    wait_ready(page)
    assert page.is_visible("#setup")  # no game yet: the set-up screen, saying why
    assert "seat 'ai:1': a seat is 'human' or 'ai:<level>'" in page.text_content("#setup-error")
    assert not page.is_visible("#message")  # and no save to complain about
    good = to_json(new_game(3, 7))
    hostile = "<img src=x onerror=f()>"  # within the 24 characters of a name
    page.evaluate(
        """([good, hostile]) => {
        localStorage.setItem('charon:game:good', good);
        localStorage.setItem('charon:meta:good', JSON.stringify({players: {names: [hostile, 'Bob', 'Cy'],
            colours: ['red', 'white', 'blue']}, log: [], updated: 1}));
        localStorage.setItem('charon:game:bad', '{"format": "charon-inc-save", "version": 1, "edited": true}');
        localStorage.setItem('charon:meta:bad', 'not json at all');
        localStorage.setItem('charon:current', 'bad');
    }""",
        [good, hostile],
    )
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.is_visible("#message")
    assert "could not be resumed" in page.text_content("#message-text")
    assert page.is_visible("#setup")
    assert page.locator("#saves li").count() == 2
    assert page.locator("#saves li.broken").count() == 1
    # The readable save of the older page now lives in one record; the damaged one is left as it was.
    assert json.loads(page.evaluate("localStorage.getItem('charon:record:good')"))["save"] == good
    assert page.evaluate("localStorage.getItem('charon:game:good')") is None
    assert page.evaluate("localStorage.getItem('charon:meta:bad')") == "not json at all"
    screenshot(page, "setup-with-bad-save.png")

    # The good save resumes; a hostile name is shown as text, never as HTML.
    page.locator("#saves li:not(.broken) button", has_text="Resume").click()
    assert page.is_visible("#handoff")
    assert page.locator("#handoff img").count() == 0
    assert hostile in page.text_content("#handoff") or "Bob" in page.text_content("#handoff")
    page.click("#handoff-continue")

    # A bad import is refused with a message; a good one starts the game it holds.
    page.click("#menu-btn")
    page.set_input_files(
        "#import-file",
        files=[
            {
                "name": "bad.json",
                "mimeType": "application/json",
                "buffer": b'{"format": "charon-inc-save", "players": 7}',
            }
        ],
    )
    page.wait_for_function("document.getElementById('saves-error').textContent.length > 0")
    assert "Import refused" in page.text_content("#saves-error")
    page.set_input_files(
        "#import-file", files=[{"name": "junk.json", "mimeType": "application/json", "buffer": b"\x00\xff not json"}]
    )
    page.wait_for_function("document.getElementById('saves-error').textContent.includes('not JSON')")
    exported = json.dumps(
        {
            "format": "charon-inc-export",
            "version": 1,
            "players": {"names": ["Ana", "Ben"], "colours": ["teal", "gold"]},
            "log": [],
            "game": json.loads(to_json(new_game(2, 5))),
        }
    )
    page.set_input_files(
        "#import-file", files=[{"name": "ok.json", "mimeType": "application/json", "buffer": exported.encode()}]
    )
    page.wait_for_selector("#handoff", state="visible")
    assert page.get_attribute("#handoff", "data-name") in ("Ana", "Ben")
    page.click("#handoff-continue")

    # A full storage: the move is kept in memory, a message offers the export.
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    before = page.evaluate(SNAPSHOT)
    press_first(page)  # (a card for the row: picked, then put in)
    # The game went on (the table is redrawn once the move has been shown).
    page.wait_for_function("n => document.querySelectorAll('#log li').length > n", arg=before["log"])
    assert "storage is full" in page.text_content("#message-text")
    assert page.is_visible("#message-export")
    with page.expect_download() as download:
        page.click("#message-export")
    text = open(download.value.path(), encoding="utf-8").read()
    assert json.loads(text)["players"]["names"] == ["Ana", "Ben"]

    # A short window (800x600) shows the table in tabs, as a phone does, each part drawn at its own
    # size (the whole table at once would be drawn at less than half of it: unreadable words),
    # the prompt above, the action panel pinned below with its first button in view.
    page.set_viewport_size({"width": 800, "height": 600})
    if page.is_visible("#handoff"):
        page.click("#handoff-continue")
    if page.is_visible("#message"):
        page.click("#message-close")
    assert page.locator("#phone-tabs").is_visible()
    page.click("#tab-board")
    screenshot(page, "board-800x600.png")
    board = page.locator("#board").bounding_box()
    _, _, moon_width, moon_height = layout.MOON_PANE
    assert board["width"] >= 0.95 * moon_width, board  # the moon's words at (nearly) their size
    assert (
        board["y"] + board["height"] <= 600 and abs(board["height"] / board["width"] - moon_height / moon_width) < 0.01
    )
    assert page.locator("#prompt").bounding_box()["y"] < board["y"]
    first = page.locator("#actions button").first.bounding_box()
    assert first["y"] + first["height"] <= 600
    page.click("#tab-hand")
    hand = page.locator("#hand-canvas").bounding_box()
    assert hand["width"] <= 800 and hand["height"] <= 600 - 120
    watch.check()

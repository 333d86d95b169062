"""Saved games in a real browser: two tabs on one game, a full storage, damaged records, the
Games list (seats, progress, time, the current game), delete and undo, a file imported twice."""

import json
import random

from charon_ui.game_kind import CHARON
from game.charon import from_json, legal_actions, new_game, play, scores, to_json
from shell.players import Players
from shell.records import SavedGame, encode
from tests.browser.conftest import (
    PHONE,
    SNAPSHOT,
    Watch,
    choose,
    page_errors,
    saved_record,
    screenshot,
    settled,
    wait_ready,
)

STALE = "() => !document.getElementById('stale').hidden"


def play_moves(page, moves: int, rng: random.Random) -> None:
    """Make `moves` decisions in a hot-seat game, taking the device when asked; each time,
    wait until the page has redrawn the panel after the move."""
    made = 0
    while made < moves:
        snap = page.evaluate(SNAPSHOT)
        if snap["handoff"]:
            page.click("#handoff-continue")
            continue
        if not snap["actions"]:  # the claiming is being shown: skip it
            page.click("#skip-btn")
            continue
        action = choose(snap["actions"], rng)
        button = page.locator(f"#actions button[data-action='{action}']").element_handle()
        button.click()
        settled(page)  # the worker page's answer painted: its morph may keep the same button
        if '"choose_row_card"' in action:  # the press picked the card: "Put … into the row" puts it in
            page.click("#actions button.put-in-row")
            settled(page)
        page.wait_for_function(
            "b => !b.isConnected || document.documentElement.dataset.runtime === 'worker'", arg=button
        )
        made += 1


def watch_page(page, watch: Watch) -> None:
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    page.on(
        "console", lambda msg: watch.errors.append(f"console.{msg.type}: {msg.text}") if msg.type == "error" else None
    )


def wait_for_revision(page, game_id: str, revision: int) -> None:
    """Wait until `page` sees the game's record at `revision`: another tab's write reaches this
    tab's process a moment later."""
    page.wait_for_function(
        "([id, revision]) => JSON.parse(localStorage.getItem('charon:record:' + id)).revision === revision",
        arg=[game_id, revision],
    )


def record_text(game_id, state, players, now=1_700_000_000.0, revision=1, log=()) -> str:
    return encode(CHARON, SavedGame(game_id, state, players, log=list(log)), revision, now)[0]


def test_two_tabs_on_one_game_never_lose_moves(watched, site_url):
    page_a, watch = watched
    page_a.goto(f"{site_url}/index.html?players=human,human&seed=42")
    wait_ready(page_a)
    rng = random.Random(1)
    play_moves(page_a, 2, rng)
    page_b = page_a.context.new_page()
    watch_page(page_b, watch)
    page_b.goto(f"{site_url}/index.html")
    wait_ready(page_b)
    game_id = page_a.evaluate(SNAPSHOT)["current"]
    assert page_b.evaluate(SNAPSHOT)["current"] == game_id  # B resumed the same game

    # Six moves in A: B is told at once (the storage event), before it can play a move.
    play_moves(page_a, 6, rng)
    page_b.wait_for_function(STALE)
    assert "played on in another tab" in page_b.text_content("#stale-text")
    assert page_b.is_visible("#stale-reload") and not page_b.is_visible("#stale-copy")
    screenshot(page_b, "stale-tab-1280x800.png")
    a = page_a.evaluate(SNAPSHOT)
    revision = saved_record(page_a, a)["revision"]
    # A tab's storage reaches another tab's process a moment later (the first of A's six
    # moves told B it was stale): B reloads, and edits, A's last save.
    wait_for_revision(page_b, game_id, revision)
    page_b.click("#stale-reload")  # B takes up A's moves
    b = page_b.evaluate(SNAPSHOT)
    assert (b["phase"], b["round"], b["toMove"], b["log"]) == (a["phase"], a["round"], a["toMove"], a["log"])

    # Had B missed the event, its next move is refused by the revision, and kept as a copy.
    # (A write made by B's own script raises no storage event in B: "another tab" here.)
    page_b.evaluate(
        """id => { const key = 'charon:record:' + id, record = JSON.parse(localStorage.getItem(key));
        record.revision += 1; localStorage.setItem(key, JSON.stringify(record)); }""",
        game_id,
    )
    # ...and it reaches A's process a moment later too.
    wait_for_revision(page_a, game_id, revision + 1)
    elsewhere = saved_record(page_a, a)
    play_moves(page_b, 1, random.Random(2))
    page_b.wait_for_function(STALE)
    assert "last move could not be saved" in page_b.text_content("#stale-text")
    assert saved_record(page_b, a) == elsewhere  # the other tab's save is untouched (B's own view: no lag)
    b_log = page_b.evaluate(SNAPSHOT)["log"]
    page_b.click("#stale-copy")
    copy = page_b.evaluate(SNAPSHOT)
    assert copy["current"] != game_id and copy["log"] == b_log
    assert from_json(saved_record(page_b, copy)["save"])  # B's move, saved as a game of its own
    page_b.click("#menu-btn")
    assert page_b.locator("#saves li[data-game]").count() == 2
    page_b.close()
    watch.check()


def test_a_full_storage_never_half_saves(watched, site_url):
    page, watch = watched
    seed = "123456789012345678901234567890"  # more digits than a JavaScript number keeps
    page.goto(f"{site_url}/index.html?players=human,human&seed={seed}")
    wait_ready(page)
    play_moves(page, 3, random.Random(4))
    snap = page.evaluate(SNAPSHOT)
    before = saved_record(page, snap)
    assert before["players"]["bot_seed"] == seed and json.loads(before["save"])["seed"] == seed
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    play_moves(page, 2, random.Random(5))
    assert "this move could not be saved" in page.text_content("#message-text")
    assert saved_record(page, snap) == before  # the previous save, whole
    page.reload()  # the storage works again: the game resumes where it was last saved, log and all
    wait_ready(page)
    again = page.evaluate(SNAPSHOT)
    state = from_json(before["save"])
    assert (again["phase"], again["round"], again["toMove"]) == (state.phase, str(state.round), str(state.to_move))
    assert again["log"] == snap["log"]  # the log as it was when last saved, told again from the history
    play_moves(page, 1, random.Random(6))  # the resumed game saves the bots' seed it was given
    assert saved_record(page, again)["players"]["bot_seed"] == seed
    assert saved_record(page, again)["revision"] == before["revision"] + 1
    # Full again, then room again: the notice that a move could not be saved goes with the
    # next move that is (a notice that outlives its cause would cry wolf).
    page.evaluate("""() => { window.realSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    play_moves(page, 1, random.Random(8))
    assert page.is_visible("#message") and "this move could not be saved" in page.text_content("#message-text")
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    play_moves(page, 1, random.Random(9))
    assert saved_record(page, again)["revision"] == before["revision"] + 2
    assert page.is_hidden("#message")
    watch.check()


def test_damaged_records_are_listed_and_reported_never_half_used(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    seats = ["human", "ai:medium", "ai:easy"]
    good_players = Players(["Ann", "Ben", "Cy"], ["red", "white", "blue"], seats, 5)
    good = record_text("good", new_game(3, 5), good_players)
    bot_made_human = json.loads(record_text("seats", new_game(3, 6), good_players))
    bot_made_human["players"]["seats"] = ["human", "ai:godlike", "human"]
    foreign = record_text("elsewhere", new_game(3, 7), good_players)  # another game's record, copied
    page.evaluate(
        """([good, seats, foreign]) => {
        localStorage.setItem('charon:record:good', good);
        localStorage.setItem('charon:record:seats', seats);
        localStorage.setItem('charon:record:copied', foreign);
        localStorage.setItem('charon:game:old', 'not a save');
        localStorage.setItem('charon:meta:old', '{"players": {}}');
        localStorage.setItem('charon:current', 'seats');
    }""",
        [good, json.dumps(bot_made_human), foreign],
    )
    page.reload()
    wait_ready(page)
    assert "could not be resumed" in page.text_content("#message-text")
    assert "ai:godlike" in page.text_content("#message-text")
    assert page.locator("#saves li[data-game]").count() == 4
    assert page.locator("#saves li.broken").count() == 3
    reasons = page.locator("#saves li.broken .error").all_text_contents()
    assert any("belongs to another game" in r for r in reasons) and any("not valid JSON" in r for r in reasons)
    screenshot(page, "games-damaged-1280x800.png")
    # The good one resumes with its computer seats; a damaged one is only deleted, never loaded.
    page.locator("#saves li[data-game='good'] button", has_text="Resume").click()
    page.wait_for_function("document.body.dataset.toMove !== undefined && document.getElementById('setup').hidden")
    page.click("#menu-btn")
    assert page.text_content("#saves li[data-game='good'] strong") == "Ann, Medium bot 2, Easy bot 3"
    assert page.locator("#saves li[data-game='seats'] button", has_text="Resume").count() == 0
    watch.check()


def test_a_finished_game_is_listed_finished_and_opens_at_its_results_not_resumed(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    players = Players(["Ann", "Ben", "Cy"], ["red", "white", "blue"], ["human", "human", "human"], 5)
    over, rng = new_game(3, 8), random.Random(8)
    while not over.is_over:
        play(over, rng.choice(legal_actions(over)))
    records = [record_text("over", over, players), record_text("playing", new_game(3, 9), players)]
    page.evaluate(
        """([over, playing]) => { localStorage.clear();
        localStorage.setItem('charon:record:over', over); localStorage.setItem('charon:record:playing', playing); }""",
        records,
    )
    page.reload()
    wait_ready(page)
    finished = page.locator("#saves li[data-game='over']")
    assert "finished" in finished.locator(".save-title").text_content()
    assert "final scores: Ann" in finished.text_content()
    assert finished.locator("button").all_text_contents()[:2] == ["Results", "Replay"]
    assert finished.locator("button", has_text="Resume").count() == 0
    playing = page.locator("#saves li[data-game='playing']")
    assert playing.locator("button").first.text_content() == "Resume"
    screenshot(page, "games-finished-1280x800.png")
    finished.locator("button", has_text="Results").click()
    page.wait_for_selector("#end:not([hidden])")
    assert "Ann" in page.text_content("#end-scores")
    screenshot(page, "games-finished-results-1280x800.png")
    watch.check()


def test_games_list_entries_delete_with_undo_and_a_file_imported_twice(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    over = new_game(2, 3)
    rng = random.Random(0)
    while not over.is_over:
        play(over, rng.choice(legal_actions(over)))
    finished = record_text("done", over, Players(["Ann", "Bo"], ["gold", "teal"], ["human", "ai:hard"]), 1_600_000_000)
    page.evaluate("t => localStorage.setItem('charon:record:done', t)", finished)
    page.goto(f"{site_url}/index.html?players=human,ai:medium,ai:easy&names=Ann,Ben,Cy&seed=3&pace=0")
    wait_ready(page)
    page.click("#menu-btn")
    first = page.locator("#saves li[data-game]").first
    assert first.locator("strong").text_content() == "Ann, Medium bot 2, Easy bot 3"
    assert first.locator(".badge").text_content() == "current game"
    assert first.locator(".muted").text_content().startswith("round 1 of 4 · played just now")
    done = page.locator("#saves li[data-game='done']")
    points = scores(over)
    assert done.locator(".muted").text_content().startswith(f"final scores: Ann {points[0]}, Hard bot 2 {points[1]} · ")
    assert done.locator(".badge").text_content() == "finished"  # not "current game"
    assert "every player's hand" in page.text_content("#saves-box")
    screenshot(page, "games-list-1280x800.png")

    # Delete, then undo.
    done.locator("button", has_text="Delete").click()
    assert page.locator("#saves li[data-game='done']").count() == 0
    assert page.evaluate("localStorage.getItem('charon:record:done')") is None
    assert "Deleted “Ann, Hard bot 2”" in page.text_content("#saves li.undo")
    page.click("#saves li.undo button")
    assert page.locator("#saves li[data-game='done']").count() == 1
    assert page.evaluate("localStorage.getItem('charon:record:done')") == finished

    # The same file imported twice: the second time says so and adds nothing.
    exported = {
        "format": "charon-inc-export",
        "version": 1,
        "players": {"names": ["Ana", "Ben"], "colours": ["teal", "gold"]},
        "log": [],
        "game": json.loads(to_json(new_game(2, 11))),
    }
    file = {"name": "game.json", "mimeType": "application/json", "buffer": json.dumps(exported).encode()}
    page.set_input_files("#import-file", files=[file])
    page.wait_for_selector("#handoff", state="visible")
    page.click("#handoff-continue")
    page.click("#menu-btn")
    count = page.locator("#saves li[data-game]").count()
    page.set_input_files("#import-file", files=[file])
    page.wait_for_function("document.getElementById('saves-error').textContent.includes('already')")
    assert "already in your saved games: “Ana, Ben”" in page.text_content("#saves-error")
    assert page.locator("#saves li[data-game]").count() == count
    page.set_viewport_size({"width": 390, "height": 844})
    screenshot(page, "games-list-390x844.png")
    watch.check()


OLDER = "made by an older version; its position could not be checked"


def _version_1_save(state) -> str:
    """The game as the engine's version 1 wrote it, before games kept their history."""
    data = json.loads(to_json(state))
    del data["seed"], data["history"], data["built_this_turn"]
    return json.dumps({**data, "version": 1})


def test_a_game_that_could_not_be_checked_is_marked_and_a_stripped_save_refused(watched, site_url):
    """Issue 39: a version-1 game is listed, and imported, as made by an older version whose
    position could not be checked; a current save stripped of its history is damaged."""
    page, watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    players = Players(["Ann", "Bo"], ["gold", "teal"], ["human", "human"])
    older = record_text("older", from_json(_version_1_save(new_game(2, 8))), players)
    assert json.loads(json.loads(older)["save"])["version"] == 1
    checked = record_text("checked", new_game(2, 9), players)
    stripped = json.loads(to_json(new_game(2, 1)))
    stripped["seed"] = stripped["history"] = None
    hand, deck = stripped["players"][0]["hand"], stripped["deck"]
    hand[0], deck[-1] = deck[-1], hand[0]  # an edited position, nothing created or lost
    forged = {**json.loads(record_text("forged", new_game(2, 1), players)), "save": json.dumps(stripped)}
    page.evaluate(
        """([older, checked, forged]) => {
        localStorage.setItem('charon:record:older', older);
        localStorage.setItem('charon:record:checked', checked);
        localStorage.setItem('charon:record:forged', forged);
    }""",
        [older, checked, json.dumps(forged)],
    )
    page.reload()
    wait_ready(page)
    item = page.locator("#saves li[data-game='older']")
    assert OLDER in item.locator(".muted").text_content()
    assert "unchecked" in item.get_attribute("class")
    assert item.locator("button", has_text="Resume").count() == 1  # still playable where a player has it
    assert item.locator("button", has_text="Replay").count() == 0  # no history to watch again
    plain = page.locator("#saves li[data-game='checked']")
    assert OLDER not in plain.locator(".muted").text_content() and "unchecked" not in (
        plain.get_attribute("class") or ""
    )
    assert "no seed and history" in page.locator("#saves li[data-game='forged'].broken .error").text_content()

    # An older version's file imports, and the page says it could not be checked.
    file = {"name": "old.json", "mimeType": "application/json", "buffer": _version_1_save(new_game(2, 12)).encode()}
    page.set_input_files("#import-file", files=[file])
    page.wait_for_function("!document.getElementById('message').hidden")
    assert page.text_content("#message-text") == f"Imported game: {OLDER}."
    page.wait_for_selector("#handoff", state="visible")
    page.click("#handoff-continue")
    page.click("#menu-btn")
    current = page.locator("#saves li.current")
    assert OLDER in current.locator(".muted").text_content()
    # The stripped save itself, imported as a file, is refused with the reason.
    bad = {"name": "x.json", "mimeType": "application/json", "buffer": json.dumps(stripped).encode()}
    page.set_input_files("#import-file", files=[bad])
    page.wait_for_function("document.getElementById('saves-error').textContent.includes('Import refused')")
    assert "no seed and history" in page.text_content("#saves-error")
    watch.check()


def test_a_notice_that_only_confirms_leaves_by_itself(watched, site_url):
    """ "Exported." is read and done with: it fades out by itself, and goes at the player's next
    action or the next game at the latest — never left over the top bar until closed."""
    page, watch = watched
    page.goto(f"{site_url}/index.html?players=human,human&seed=42")
    wait_ready(page)
    page.click("#handoff-continue")
    message = page.locator("#message")

    def export() -> None:
        with page.expect_download():
            page.click("#export-btn")
        assert message.is_visible() and page.text_content("#message-text").startswith("Exported.")

    # It fades out by itself (the fade is a CSS animation: its end is what hides the notice).
    export()
    assert message.evaluate("m => getComputedStyle(m).animationName") == "notice-leaves"
    message.evaluate("m => m.dispatchEvent(new AnimationEvent('animationend', {animationName: 'notice-leaves'}))")
    message.wait_for(state="hidden")  # at once on the main-thread page; the worker page's answer after it

    # The next action takes it away.
    export()
    play_moves(page, 1, random.Random(2))
    assert message.is_hidden()

    # So does the next game.
    if page.is_visible("#handoff"):
        page.click("#handoff-continue")
    export()
    page.click("#menu-btn")
    page.click("#setup-start")
    page.wait_for_function("() => document.getElementById('setup').hidden")
    assert message.is_hidden()
    screenshot(page, "new-game-without-notice-1280x800.png")
    watch.check()


def test_a_saved_games_buttons_stay_inside_its_entry_on_a_phone(browser, site_url):
    """On a 390x844 phone in Spanish, "Borrar" stood past the right edge of the Games list's
    entry (four buttons on one line): they wrap, every one inside the entry."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,human,ai:easy&seed=9&pace=0&lang=es")
    wait_ready(page)
    page.tap("#new-btn")
    entry = page.locator("#saves li").first
    entry.scroll_into_view_if_needed()
    box = entry.bounding_box()
    buttons = entry.locator(".save-buttons button")
    assert buttons.count() == 4  # resume, replay, export, delete
    for i in range(buttons.count()):
        b = buttons.nth(i).bounding_box()
        inside = box["x"] <= b["x"] and b["x"] + b["width"] <= box["x"] + box["width"]
        assert inside, (buttons.nth(i).inner_text(), b, box)
    screenshot(page, "saved-games-phone-es.png")
    assert not errors
    context.close()

"""The page's DOM in the worker (web/shell/screen.py) and its window (shell/worker_window.py),
under CPython: the page's own HTML parsed, what the pages do to it, the frames it sends the
painter (only what changed, player text escaped), input routed back to the listeners, and
localStorage's mirror (writes gathered into one `store`, a refused one makes the next save fail
as "storage full")."""

import asyncio
from pathlib import Path

import pytest

from shell.screen import Event, Screen
from shell.storage import StorageFull
from shell.worker_entry import WorkerPage
from shell.worker_window import Window
from tests.web.conftest import run_alone

PAGE = (Path(__file__).parents[2] / "index.html").read_text(encoding="utf-8")


@pytest.fixture
def screen():
    return Screen(PAGE)


def test_the_page_is_parsed_without_its_scripts_and_nothing_is_sent_before_a_change(screen):
    assert screen.title == "Charon, Inc."
    assert screen.getElementById("board").tagName == "CANVAS"
    assert screen.getElementById("setup").hidden
    assert [b.dataset.lang for b in screen.querySelectorAll("#topbar [data-lang]")] == ["en", "hu", "es"]
    assert screen.querySelector("script") is None
    assert screen.frame_elements() == []


def test_a_panel_changed_is_sent_once_whole_with_player_text_escaped(screen):
    actions = screen.getElementById("actions")
    button = screen.createElement("button")
    button.textContent = "<img src=x onerror=f()>"
    button.dataset.action = '{"type": "pass"}'
    actions.appendChild(button)
    button.classList.add("primary")  # a change inside the panel: the panel is sent, once
    screen.getElementById("setup").hidden = False  # an attribute only
    frame = {e["id"]: e for e in screen.frame_elements()}
    assert set(frame) == {"actions", "setup"}
    html = frame["actions"]["html"]
    assert "<img" not in html and "&lt;img src=x onerror=f()&gt;" in html
    assert 'data-action="{&quot;type&quot;: &quot;pass&quot;}"' in html
    assert 'class="primary"' in html and f'data-w="{button.number}"' in html
    assert "html" not in frame["setup"] and frame["setup"]["attrs"]["hidden"] is None  # removed
    assert screen.frame_elements() == []  # sent: nothing left


def test_a_change_inside_a_panel_sent_whole_is_not_sent_again(screen):
    screen.getElementById("log").textContent = "x"
    screen.getElementById("log-section").classList.add("busy")
    screen.getElementById("log-section").appendChild(screen.createElement("p"))
    ids = [e["id"] for e in screen.frame_elements()]
    assert ids == ["log-section"]


def test_selectors_form_fields_and_body_marks(screen):
    count = screen.getElementById("setup-count")
    for n in (2, 3, 4):
        option = screen.createElement("option")
        option.value = str(n)
        option.textContent = str(n)
        count.appendChild(option)
    count.value = "3"
    assert count.value == "3" and count.selectedIndex == 1
    assert screen.querySelector("#setup-form select").id == "setup-game"
    assert screen.querySelector("#replay-bar .replay-options > select#replay-speed").value == "1"
    screen.body.dataset.toMove = "1"
    assert screen.body.getAttribute("data-to-move") == "1"
    assert getattr(screen.body.dataset, "phase", None) is None
    assert {"id": ":body", "attrs": {"data-to-move": "1"}} in screen.frame_elements()


def test_numbers_are_written_as_javascript_writes_them(screen):
    # a review's progress bar: max and value from Python's numbers, as the main-thread page shows them
    bar = screen.createElement("progress")
    bar.max = 6560.0
    bar.value = bar.max
    bar.setAttribute("aria-busy", True)
    assert (bar.getAttribute("max"), bar.getAttribute("value"), bar.getAttribute("aria-busy")) == (
        "6560",
        "6560",
        "true",
    )
    bar.value = 2.5
    assert bar.getAttribute("value") == "2.5"


def test_a_panel_scrolled_to_its_end_is_scrolled_by_the_painter():
    # the log opens at its newest lines: the worker does not lay out, the page's browser stops at the end
    page, posted = worker_page()
    actions = page.screen.getElementById("actions")
    actions.scrollTop = actions.scrollHeight
    page.flush()
    assert posted[-1]["scrollTop"] == [["actions", actions.scrollHeight]]
    page.flush()
    assert len(posted) == 1  # once


def test_input_reaches_the_listeners_by_id_number_or_data(screen):
    heard = []
    actions = screen.getElementById("actions")
    button = screen.createElement("button")
    button.dataset.action = "go"
    actions.appendChild(button)
    actions.addEventListener("click", lambda e: heard.append(("panel", e.target.closest("button").dataset.action)))
    screen.addEventListener("click", lambda e: heard.append(("document", e.currentTarget is screen)))
    found = screen.find(None, {"w": str(button.number), "action": "go"})
    screen.dispatch(found, Event("click"))
    assert heard == [("panel", "go"), ("document", True)]
    assert screen.find(None, {"lang": "hu"}, "BUTTON").dataset.lang == "hu"  # never sent: by its data
    assert screen.find("menu-btn") is screen.getElementById("menu-btn")


def test_an_async_listener_runs_as_a_task():
    screen = Screen(PAGE)
    done = []

    async def later(event):
        await asyncio.sleep(0)
        done.append(event.type)

    async def run():
        screen.getElementById("menu-btn").addEventListener("click", later)
        screen.dispatch(screen.getElementById("menu-btn"), Event("click"))
        # the listener's task, and nothing else, runs to its end
        await asyncio.gather(*(task for task in asyncio.all_tasks() if task is not asyncio.current_task()))

    run_alone(run())  # (the browser tests' Playwright keeps a loop running in this thread)
    assert done == ["click"]


def worker_page(records=None, storage="available"):
    posted = []
    start = {
        "html": PAGE,
        "href": "http://host/index.html?runtime=worker&game=charon",
        "records": records or {},
        "storage": storage,
        "viewport": {"width": 1280, "height": 800},
    }
    page = WorkerPage(start, real_js=None, post=posted.append, later=lambda callback: None)
    return page, posted


def test_storage_writes_go_as_one_store_and_a_refusal_fails_the_next_save():
    page, posted = worker_page({"charon:current": "a"})
    storage = page.window.localStorage
    assert storage.getItem("charon:current") == "a" and storage.length == 1
    storage.setItem("charon:record:b", "{}")
    storage.removeItem("charon:current")
    page.flush()
    # each write says what the page held when this tab wrote: the page refuses it if that changed
    assert posted == [
        {"kind": "store", "id": 1, "writes": [["charon:record:b", "{}", None], ["charon:current", None, "a"]]}
    ]
    refused = []
    page.window.records.on_refused = lambda reason, bases: refused.append((reason, bases))
    page_holds = {"charon:record:b": None, "charon:current": "a"}
    page.window.records.answered({"kind": "stored", "id": 1, "ok": False, "reason": "full", "records": page_holds})
    assert refused == [("full", {"charon:record:b": None, "charon:current": "a"})]
    assert storage.getItem("charon:current") == "a" and storage.getItem("charon:record:b") is None  # nothing written
    page.window.records.refuse_next = "full"
    with pytest.raises(StorageFull):
        storage.setItem("charon:record:b", "{...}")
    storage.setItem("charon:record:b", "{...}")  # only the next one is refused


def test_a_record_the_page_does_not_hold_is_none_however_javascript_says_null(monkeypatch):
    null = type("JsNull", (), {"__bool__": lambda self: False})()  # Pyodide's `jsnull`: falsy, not None
    monkeypatch.setattr("shell.worker_entry.jsnull", null)
    page, _posted = worker_page({"charon:current": "a"})
    storage = page.window.localStorage
    storage.setItem("charon:record:b", "{}")
    page.flush()
    refused = []
    page.window.records.on_refused = lambda reason, bases: refused.append((reason, bases))
    page.receive({"kind": "stored", "id": 1, "ok": False, "reason": "full", "records": {"charon:record:b": null}})
    assert refused == [("full", {"charon:record:b": None})]
    assert storage.getItem("charon:record:b") is None and storage.length == 1  # nothing written, nothing made up


def test_one_store_at_a_time_each_built_on_what_the_page_confirmed():
    page, posted = worker_page({"charon:record:g": "r1"})
    storage = page.window.localStorage
    storage.setItem("charon:record:g", "r2")
    page.flush()
    storage.setItem("charon:record:g", "r3")  # before the page answered: it waits for the answer
    page.flush()
    assert [m["writes"] for m in posted] == [[["charon:record:g", "r2", "r1"]]]
    page.window.records.answered({"kind": "stored", "id": 1, "ok": True})
    page.flush()
    assert posted[-1]["writes"] == [["charon:record:g", "r3", "r2"]]


def test_a_stale_store_puts_the_other_tabs_record_in_the_mirror_and_drops_later_writes():
    page, posted = worker_page({"charon:record:g": "r1"})
    storage = page.window.localStorage
    storage.setItem("charon:record:g", "mine")
    page.flush()
    storage.setItem("charon:current", "g")  # written meanwhile: dropped with the refused store
    refused = []
    page.window.records.on_refused = lambda reason, bases: refused.append((reason, bases))
    page.window.records.answered(
        {"kind": "stored", "id": 1, "ok": False, "reason": "stale", "records": {"charon:record:g": "theirs"}}
    )
    assert refused == [("stale", {"charon:record:g": "r1", "charon:current": None})]
    assert storage.getItem("charon:record:g") == "theirs" and storage.getItem("charon:current") is None
    page.flush()
    assert len(posted) == 1  # nothing more to write


@pytest.mark.parametrize("written", [True, False])
def test_an_address_set_after_a_write_goes_to_the_page_only_once_the_write_is_done(written):
    """A link's game saved: the address drops the link's players and seed (a reload resumes the
    game) only once the page has written the save, as on the main thread, where the write is
    done before the next line; a refused save keeps the link (a reload deals the game again)."""
    page, posted = worker_page()
    window: Window = page.window
    window.history.replaceState(None, "", "/index.html?lang=hu")  # nothing awaited: at once
    assert posted == [{"kind": "history", "href": "http://host/index.html?lang=hu"}]
    window.localStorage.setItem("charon:record:g", "{}")
    window.history.replaceState(None, "", "/index.html?pace=0")
    assert window.location.search == "?pace=0"  # as the page's Python set it
    page.flush()
    assert [m["kind"] for m in posted] == ["history", "store"]  # the address waits for the answer
    page.receive({"kind": "stored", "id": 1, "ok": written, "reason": "full", "records": {"charon:record:g": None}})
    if written:
        assert posted[-1] == {"kind": "history", "href": "http://host/index.html?pace=0"}
    else:
        assert [m["kind"] for m in posted] == ["history", "store"]  # never goes
        assert window.location.search == "?lang=hu"  # the page's address, which a reload opens


def test_no_storage_on_the_page_means_none_in_the_worker():
    page, _posted = worker_page(storage="unavailable")
    assert page.window.localStorage is None  # shell/local_storage.py: a game in memory, and why


def test_media_queries_follow_the_viewport_and_addresses_go_to_the_page():
    page, posted = worker_page()
    window: Window = page.window
    phone = window.matchMedia("(max-width: 600px), (max-width: 1000px) and (max-height: 700px)")
    changes = []
    phone.addEventListener("change", lambda e: changes.append(e.matches))
    assert not phone.matches
    window.resized({"width": 800, "height": 600})
    assert phone.matches and changes == [True]
    assert window.location.search == "?runtime=worker&game=charon"
    window.location.search = "?game=sixbillion"
    assert posted[-1] == {"kind": "navigate", "href": "http://host/index.html?game=sixbillion"}
    window.history.replaceState(None, "", "/index.html?game=charon")
    assert window.location.search == "?game=charon"


def test_a_frame_carries_the_drawn_canvases_the_panels_and_the_focus():
    page, posted = worker_page()
    screen = page.screen
    board = screen.getElementById("board")
    page.window.charonDraw(board, "[]", 960, 744)
    assert board.getBoundingClientRect().width == 960  # clicks come in the display list's units
    screen.getElementById("handoff").hidden = False
    screen.getElementById("handoff-continue").focus()
    page.flush()
    (frame,) = posted
    assert frame["canvases"] == [{"id": "board", "ops": "[]", "width": 960.0, "height": 744.0}]
    assert [e["id"] for e in frame["elements"]] == ["handoff"]
    assert frame["focus"] == "handoff-continue"


def test_a_click_on_a_canvas_reaches_its_listener_where_the_player_sees_it():
    page, _posted = worker_page()
    board = page.screen.getElementById("board")
    page.window.charonDraw(board, "[]", 960, 744)
    heard = []

    def click(event):
        rect = event.currentTarget.getBoundingClientRect()
        heard.append(((event.clientX - rect.left) * 960 / rect.width, event.clientX))

    board.addEventListener("click", click)
    box = {"left": 20, "top": 60, "width": 480, "height": 372}
    page.receive(
        {"kind": "input", "type": "click", "target": "board", "seq": 1, "clientX": 120, "clientY": 90, "box": box}
    )
    assert heard == [(200.0, 120.0)]  # the display list's point, and the window's for a tooltip
    assert page.answered == 1


def test_a_button_pressed_with_a_key_is_told_from_a_click():
    # the hand-off's button taken with Enter keeps keyboard play in the action panel (event.detail 0)
    page, _posted = worker_page()
    board = page.screen.getElementById("board")
    heard = []
    board.addEventListener("click", lambda event: heard.append(event.detail))
    page.receive({"kind": "input", "type": "click", "target": "board", "seq": 1, "detail": 0})
    page.receive({"kind": "input", "type": "click", "target": "board", "seq": 2, "detail": 1})
    assert heard == [0, 1]


def test_a_click_is_handled_with_the_data_the_player_saw_on_the_element():
    # A frame changing a button's plan still on its way, or the page's own change: the click
    # acts on what the player's page showed, as on the main thread; the worker's value stays.
    page, posted = worker_page()
    board = page.screen.getElementById("board")
    board.dataset.plan = "worker's"
    page.flush()
    posted.clear()
    heard = []
    board.addEventListener("click", lambda event: heard.append(event.target.dataset.plan))
    page.receive({"kind": "input", "type": "click", "target": "board", "seq": 1, "data": {"plan": "shown"}})
    assert heard == ["shown"]
    assert board.dataset.plan == "worker's"
    assert all("elements" not in message for message in posted)  # nothing changed to send back


def test_the_title_the_pages_python_sets_goes_with_the_next_frame_once():
    page, posted = worker_page()
    page.flush()
    assert all("title" not in message for message in posted)  # the page's own title shows already
    page.screen.title = "6 Billion – computer players at play"
    page.flush()
    page.flush()
    assert [m["title"] for m in posted if "title" in m] == ["6 Billion – computer players at play"]


def test_the_loading_screens_form_is_taken_over_as_the_player_left_it():
    page, posted = worker_page()
    rows = (
        '<div class="seat"><span>1.</span><input type="text" value="Zed">'
        '<select class="seat-kind"><option value="human" selected>Human</option>'
        '<option value="ai:easy">Computer</option></select></div>'
        '<div class="seat"><span>2.</span><input type="text" value="Easy bot">'
        '<select class="seat-kind"><option value="human">Human</option>'
        '<option value="ai:easy" selected>Computer</option></select></div>'
    )
    page.filled({"early": {"setup-players": rows, "no-such-id": "<p>x</p>"}, "fields": {"setup-seed": "12"}})
    box = page.screen.getElementById("setup-players")
    assert [r.querySelector("input").value for r in box.children] == ["Zed", "Easy bot"]
    assert [r.querySelector("select.seat-kind").value for r in box.children] == ["human", "ai:easy"]
    assert page.screen.frame_elements() == []  # the page shows them already: nothing to send
    assert page.fields == {"setup-seed": "12"}  # set once the page's Python has made its form
    box.children[0].querySelector("input").value = "Ann"  # a change after is sent as usual
    assert [e["id"] for e in page.screen.frame_elements()] == ["setup-players"]


def test_the_focused_element_matches_focus_and_a_scroll_goes_with_the_frame():
    page, posted = worker_page()
    screen = page.screen
    dialog = screen.getElementById("rules")
    assert screen.querySelector("#topbar button:focus") is None
    button = screen.querySelector("#topbar button")
    button.focus()
    assert screen.querySelector("#topbar button:focus") is button and button.matches(":focus")
    dialog.scrollIntoView({"block": "nearest"})
    page.flush()
    frame = posted[-1]
    assert frame["scroll"] == ["rules", {"block": "nearest"}]
    page.flush()
    assert "scroll" not in (posted[-1] if posted[-1] is not frame else {})  # asked once, sent once


def test_a_press_reaches_the_canvas_with_its_pointer_kind_and_one_elsewhere_the_document():
    page, _posted = worker_page()
    board = page.screen.getElementById("board")
    heard = []
    board.addEventListener("pointerdown", lambda e: heard.append(("board", e.pointerType, e.clientX)))
    page.screen.addEventListener("pointerdown", lambda e: heard.append(("document", e.target.tagName)))
    box = {"left": 20, "top": 60, "width": 480, "height": 372}
    touch = {"kind": "input", "type": "pointer", "event": "pointerdown", "pointerType": "touch"}
    page.receive({**touch, "target": "board", "clientX": 120, "clientY": 90, "box": box})
    page.receive({**touch, "target": None})
    assert heard == [("board", "touch", 120.0), ("document", "CANVAS"), ("document", "BODY")]


def test_what_needs_the_page_layout_goes_with_the_frame_as_a_call_for_the_painter():
    page, posted = worker_page()
    window = page.window
    log = page.screen.getElementById("log")
    # the shell's calls (shell/browser.py): the page, which has the boxes, does them (web/placing.js)
    window.charonBringIntoView(f'[["{log.id}", 0, 1]]', "", "actions", 6, "bottom")
    window.charonPlaceTip("tooltip", 120.0, 80.0, True, 14)
    page.flush()
    assert posted[-1]["place"] == [
        ["charonBringIntoView", ['[["log", 0, 1]]', "", "actions", 6, "bottom"]],
        ["charonPlaceTip", ["tooltip", 120.0, 80.0, True, 14]],
    ]
    page.flush()
    assert len(posted) == 1  # asked once, done once


def test_a_worker_the_pages_python_starts_is_the_pages_with_its_messages_relayed():
    page, posted = worker_page()
    worker = page.window.workers.new("./web/ai_worker.js", {"type": "module"})
    heard = []
    worker.addEventListener("message", lambda event: heard.append(event.data.to_py()))
    worker.addEventListener("error", lambda event: heard.append(("error", event.message)))
    worker.postMessage({"id": 1, "kind": "decide"})
    # started by the page beside this worker (a URL of the page's), every message through the page
    assert posted == [
        {"kind": "workerStart", "id": 1, "url": "http://host/web/ai_worker.js", "options": {"type": "module"}},
        {"kind": "workerPost", "id": 1, "message": {"id": 1, "kind": "decide"}},
    ]
    page.receive({"kind": "workerMessage", "id": 1, "data": {"id": 1, "result": "{}"}})
    page.receive({"kind": "workerError", "id": 1, "message": "it failed"})
    page.receive({"kind": "workerMessage", "id": 2, "data": {"id": 9}})  # no such worker: nobody hears it
    assert heard == [{"id": 1, "result": "{}"}, ("error", "it failed")]


def test_the_board_kept_for_the_next_visit_goes_after_the_frame_that_draws_it():
    page, posted = worker_page()
    board = page.screen.getElementById("board")
    page.window.charonKeepFrame([board], True)  # asked before the drawing is sent
    page.window.charonDraw(board, "[]", 960, 744)
    page.flush()
    assert [m["kind"] for m in posted] == ["frame", "keep"]
    assert posted[1] == {"kind": "keep", "ids": ["board"], "shareable": True}


def test_the_first_frame_is_the_whole_first_screen_and_says_the_page_is_ready():
    """What web/main.py changes while it runs (its timers may turn meanwhile) goes as one frame
    once it has run, marked ready: the page hands over from its loading screen in that paint, so
    that a screen half made (a board under parts not there yet) never shows."""
    later = []
    page, posted = worker_page()
    page.later = later.append
    page.screen.body.dataset.game = "charon"
    page.window.charonDraw(page.screen.getElementById("board"), "[]", 960, 744)
    for callback in later:  # the frame the change asked for, while main.py still runs
        callback()
    assert posted == []
    page.screen.getElementById("prompt").textContent = "Choose a card"
    page.started(table=None)
    assert [m["kind"] for m in posted] == ["frame"]
    (first,) = posted
    assert first["ready"] is True and [c["id"] for c in first["canvases"]] == ["board"]
    assert {"body", "prompt"} <= {e["id"].lstrip(":") for e in first["elements"]}
    page.screen.getElementById("prompt").textContent = "Choose a gem"
    page.flush_once()  # later frames as usual, not marked
    assert len(posted) == 2 and "ready" not in posted[1]


def test_a_click_on_a_summary_opens_its_details_then_tells_it_toggle():
    # As the browser: the click, its default (the details opened), then "toggle" on the details
    # (the review brings "Every decision" into view when it opens).
    page, _posted = worker_page()
    details = page.screen.getElementById("review-all")
    summary = details.querySelector("summary")
    summary.id = "every-summary"
    heard = []
    summary.addEventListener("click", lambda event: heard.append(("click", details.open)))
    details.addEventListener("toggle", lambda event: heard.append(("toggle", details.open)))
    page.receive({"kind": "input", "type": "click", "target": "every-summary", "seq": 1})
    page.receive({"kind": "input", "type": "click", "target": "every-summary", "seq": 2})
    assert heard == [("click", True), ("toggle", True), ("click", False), ("toggle", False)]

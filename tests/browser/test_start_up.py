"""The page's start imports only what the first board needs. The lesson's, the hint's, the
review's, the rules', a card tooltip's and the end screen's modules are imported when first
used (shell.on_demand): a faster start (benchmarks/page_load.py). Each still works then
(here the rules, a card's tooltip and the lesson; the hint and the review: test_hint.py).
And nothing the start fetches is fetched twice or in vain."""

import pytest

from tests.browser.conftest import LOAD_TIMEOUT_MS, wait_ready

ON_DEMAND = {
    "charon_ui.tutorial",  # the lesson's steps (and game.charon.players.greedy, its suggestions)
    "game.charon.players.greedy",
    "charon_ui.advice",  # the hint's and the review's words
    "charon_ui.card_help",  # a card's tooltip
    "charon_ui.rules_help",  # the rules panel
    "charon_ui.stats",  # the end screen
    "charon_ui.charts",
}
START = "JSON.parse(window.charonTimings).modules"  # the project's modules imported at start (web/main.py)


@pytest.mark.parametrize("query", ["", "?players=human,ai:greedy&seed=3&pace=0"], ids=["first-visit", "game"])
def test_the_start_leaves_the_lesson_hint_review_and_rules_modules_for_their_first_use(watched, query):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html{query}")
    wait_ready(page)
    modules = set(page.evaluate(START))
    assert {"charon_page.page", "charon_ui.render", "game.charon.engine"} <= modules  # the page's own, listed
    assert not ON_DEMAND & modules, sorted(ON_DEMAND & modules)
    if not query:  # the set-up screen offers the lesson: it starts
        assert page.is_visible("#learn-btn")
        page.click("#learn-btn")
        page.wait_for_selector("#coach:not([hidden])", timeout=120_000)
        assert page.text_content("#coach-title")
    page.click("#rules-btn")  # the rules panel, built at its first opening
    page.wait_for_selector("#rules:not([hidden])")
    assert page.locator("#rules-body h3").count() >= 5
    assert page.locator("#rules-body .rules-examples canvas").count() >= 1
    page.click("#rules-close")


SIXBILLION_ON_DEMAND = {
    "sixbillion_ui.rules_help",  # the rules panel
    "sixbillion_ui.results",  # the results screen, its numbers and charts
    "sixbillion_ui.stats",
    "sixbillion_ui.charts",
}


def site_point() -> tuple[float, float]:
    """A point of the table (logical pixels) over a site's name: its tooltip's place."""
    from game.sixbillion import new_game
    from sixbillion_ui import layout

    tracks = new_game(2, 2).tracks
    for y in range(60, layout.HEIGHT, 8):
        for x in range(60, 300, 8):
            if (layout.hit_test(x, y, tracks, [], 2) or ("",))[0] == "site":
                return x, y
    raise AssertionError("no site on the table")


def test_six_billions_start_leaves_its_rules_and_results_for_their_first_use(watched):
    page, watch = watched
    page.goto(f"{watch.origin}/index.html?game=sixbillion&players=human,human&seed=2")
    wait_ready(page)
    modules = set(page.evaluate(START))
    assert {"sixbillion_page.page", "sixbillion_ui.render", "game.sixbillion.engine"} <= modules
    assert not SIXBILLION_ON_DEMAND & modules, sorted(SIXBILLION_ON_DEMAND & modules)
    page.click("#rules-btn")  # the rules panel, built at its first opening
    page.wait_for_selector("#rules:not([hidden])")
    assert page.locator("#rules-body h3").count() >= 5
    page.click("#rules-close")
    if page.is_visible("#handoff"):
        page.click("#handoff button")
    x, y = site_point()
    box = page.locator("#board").bounding_box()
    scale = box["width"] / 1100  # sixbillion_ui.layout.WIDTH
    page.mouse.move(box["x"] + x * scale, box["y"] + y * scale)
    page.wait_for_selector("#tooltip:not([hidden])")  # a site's tooltip
    assert page.text_content("#tooltip").strip()


# The page's preload links (PyScript's module), and every file the page asked for, once per
# request (a preload and the request it serves are one), from the browser's own record; and those
# whose bytes came over the network, not from its cache (a copy revalidated by the server, 304,
# is the cache's: deliveryType "cache"). The workers' files are fetched by the workers, on their
# own records: the page's worker (the runtime, the archives) and the computer players' (the same
# files, from the cache: handed Pyodide's compiled WebAssembly by the page, it fetches none).
PRELOADED = """() => Array.from(document.querySelectorAll("link[rel=preload], link[rel=modulepreload]"),
  (link) => link.href)"""
ASKED = "() => performance.getEntriesByType('resource').map((entry) => entry.name)"
FROM_NETWORK = """() => performance.getEntriesByType('resource')
  .filter((entry) => entry.transferSize > 0 && entry.deliveryType !== "cache").map((entry) => entry.name)"""


@pytest.mark.parametrize("page_name", ["index.html", "embed.html"])
def test_each_file_of_the_start_is_fetched_once_and_each_preload_is_used(
    browser, browser_context_args, site_url, page_name
):
    # Without service workers: the offline cache would fetch the same files again, on purpose.
    # Its HTTP cache is in memory, as a private window's: it does not keep pyodide.asm.wasm
    # (9.6 MB), which a second fetch downloads again (a profile's cache on disk keeps it).
    context = browser.new_context(**browser_context_args, service_workers="block")
    page = context.new_page()
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.goto(f"{site_url}/{page_name}")
    wait_ready(page)
    if page_name == "embed.html":  # its computer players have started their worker and moved
        page.wait_for_function("() => Number(document.body.dataset.moves || 0) >= 1", timeout=LOAD_TIMEOUT_MS)
    asked, from_network = page.evaluate(ASKED), page.evaluate(FROM_NETWORK)
    # Every worker's fetches count (docs/worker-page.md, "The compile traced"): with its Python in a
    # worker the page fetches the runtime there, and the computer players' worker is handed its module.
    for worker in page.workers:
        asked, from_network = asked + worker.evaluate(ASKED), from_network + worker.evaluate(FROM_NETWORK)
    in_worker = page.evaluate("document.documentElement.dataset.runtime") == "worker"
    # The browser warns of a preload unused 3 s after the load event: by the page's own clock,
    # wait till then (usually long past once Python is ready), with a margin for the warning to come.
    page.wait_for_function(
        "() => performance.now() > performance.getEntriesByType('navigation')[0].loadEventEnd + 3500", polling=100
    )
    preloaded = page.evaluate(PRELOADED)
    context.close()

    assert f"{site_url}/runtime/pyodide/pyodide.asm.wasm" in asked
    twice = sorted({url for url in from_network if from_network.count(url) > 1})
    assert twice == []  # a preload matches the request made later (else the browser fetches anew)
    # PyScript's module is preloaded; the page in a worker loads no PyScript and preloads nothing
    # (its head starts the worker at once: docs/worker-page.md, "The warm start").
    assert (preloaded == []) if in_worker else preloaded
    assert sorted(set(preloaded) - set(asked)) == []
    assert [w for w in warnings if "preload" in w] == []  # and each file preloaded is used
    # Python's whole library is fetched only for a module the trimmed one lacks (the console says which)
    assert not [url for url in asked if url.endswith("python_stdlib_rest.zip")], warnings

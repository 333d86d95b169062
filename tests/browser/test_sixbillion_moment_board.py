"""The shared-screen rule (issue 35 §3) on the page itself: during "Anyone answering?" the board
as drawn (the display list the canvas received), the log, the prompt, the table in words and the
action panel are the same whether someone holds a card that answers (the engine's window is open)
or nobody does (the engine resolved the attempt at once)."""

from game.sixbillion import scenario
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore
from sixbillion_ui.game_kind import SIXBILLION
from tests.browser.conftest import RECORD_DRAWS, page_errors, settled, wait_ready
from tests.web.sixbillion.at_the_table import SAME_SIZE_DEALS, TRACKS

SHOWN = """() => ({
  board: JSON.stringify(window.charonDrawn.board.ops),
  log: [...document.querySelectorAll('#log li')].map(li => li.textContent),
  prompt: document.getElementById('prompt').textContent,
  summary: document.getElementById('summary').textContent,
  actions: document.getElementById('actions').innerText,
  handoff: !document.getElementById('handoff').hidden,
  end: !document.getElementById('end').hidden,
  toMove: document.body.dataset.toMove,
  thinking: document.body.dataset.thinking,
})"""

READY = """() => document.querySelector('#actions button') !== null
  || !document.getElementById('handoff').hidden || !document.getElementById('end').hidden"""

FREE_DOUBLE = """(site) => [...document.querySelectorAll('#actions button[data-action]')]
  .find(b => { const a = JSON.parse(b.dataset.action); return a.type === 'free_double' && a.site === site; })
  .click()"""


def saved(hands, tracks) -> dict[str, str]:
    """Ann's free doubling to choose, three humans at the screen, as the page keeps a game."""
    store = SaveStore(MemoryStorage(), SIXBILLION)
    state = scenario(3, tracks=tracks, hands=hands, turn_order=[0, 1, 2, 3, 4], step="turn")
    store.open_new("g")
    store.save("g", state, Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], ["human"] * 3), [], 1.0)
    return {key: store.storage.get(key) for key in store.storage.keys()}


def moments(page, site_url, hands, tracks=TRACKS, site="earth") -> list[dict]:
    """What the screen shows at each "Anyone answering?" after Ann's attempt at `site` (closed
    by "Nobody answers"), and then once the moments are over."""
    page.goto(f"{site_url}/index.html?game=sixbillion")
    wait_ready(page)
    page.evaluate(
        "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        saved(hands, tracks),
    )
    page.reload()
    wait_ready(page)
    page.wait_for_function(
        "document.querySelector('#actions button') !== null || !document.getElementById('handoff').hidden"
    )
    if page.is_visible("#handoff"):
        page.click("#handoff button")
    page.wait_for_selector("#actions button[data-action]")
    page.evaluate(FREE_DOUBLE, site)
    settled(page)  # a click by the page's script: the worker page answers it after, in a frame
    shown = []
    for _ in range(4):
        page.wait_for_function(READY)
        if not page.is_visible("#actions button[data-moment='close']"):
            break
        shown.append(page.evaluate(SHOWN))
        page.click("#actions button[data-moment='close']")
    shown.append(page.evaluate(SHOWN))
    return shown


def test_the_page_shows_the_same_moment_whoever_holds_the_cards(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    nobody, bob = (moments(page, site_url, hands) for hands in SAME_SIZE_DEALS)
    assert len(nobody) == 3  # Earth's attempt, Mars's, then the game goes on
    assert nobody[:2] == bob[:2]
    assert nobody[0]["log"][-1] == "Ann attempts to double their Earth token, 4 → 8."
    assert nobody[0]["prompt"] == (
        "Ann attempts to double their Earth token, 4 → 8. Does anyone want to play a card that cancels this doubling?"
    )
    # the DOM names nobody during the moment (the engine asks Bob in the second deal)
    assert nobody[0]["toMove"] == bob[0]["toMove"] == "table"
    # the moments over, both deals show how the attempts ended
    assert "Nobody cancels: Ann's Earth token doubles, 4 → 8." in nobody[2]["log"]
    assert "Nobody cancels: Ann's Earth token doubles, 4 → 8." in bob[2]["log"]
    assert not errors, errors
    context.close()


def test_an_attempt_that_ends_the_game_has_its_moment_before_the_results(browser, site_url):
    # Nobody can cancel: the engine took Ann's Asteroid Belt token to 1024 and ended the game at
    # once; the page still asks "Anyone answering?" before it shows the results.
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    tracks = {**TRACKS, "asteroid_belt": {0: 512}}
    nobody, bob = (moments(page, site_url, hands, tracks, "asteroid_belt") for hands in SAME_SIZE_DEALS)
    assert len(nobody) == 2 and nobody[0] == bob[0]
    assert not nobody[0]["end"] and "Nobody answers" in nobody[0]["actions"]
    assert nobody[1]["end"] and bob[1]["end"]  # the moment over, the results
    assert not errors, errors
    context.close()

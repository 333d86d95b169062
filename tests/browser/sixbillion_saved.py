"""6 Billion games saved as the page saves them, for browser tests to open: a position reached by
greedy players, written into the page's localStorage (PUT), and the page opened at it; a phone's
tab shown and a site zoomed on."""

from game.ai import make_bot
from game.sixbillion import apply, new_game, view
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore
from sixbillion_ui import layout as L
from sixbillion_ui.game_kind import SIXBILLION
from tests.browser.conftest import recording_page, wait_ready

# Long names, to catch a label cut short.
NAMES = ["Annamária", "Bartholomew", "Evelin Szentgyörgyi"]
COLOURS = ["red", "blue", "green"]
PUT = "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"


def position(
    seed: int, wanted, kinds=("human", "ai:greedy", "ai:greedy"), mover: int | None = 0
) -> dict[str, str | None]:
    """A 3-player game (greedy players, the Discovery Track on) played until seat `mover` (None:
    anyone) decides in a position `wanted`: its record, as the table saves it with players `kinds`."""
    state = new_game(3, seed, discovery_track=True)
    bots = [make_bot("greedy", s, "sixbillion") for s in range(3)]
    while not (mover in (None, state.to_move) and wanted(state)):
        assert not state.is_over, "no such position in this game"
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    store = SaveStore(MemoryStorage(), SIXBILLION)
    store.open_new("g1")
    store.save("g1", state, Players(NAMES, COLOURS, list(kinds)), [], 1.0)
    return {key: store.storage.get(key) for key in store.storage.keys()}


def opened(browser, site_url: str, size: tuple[int, int], lang: str, saved: dict[str, str | None]):
    """(context, page, errors): the page at `size` in `lang`, drawing recorded (RECORD_DRAWS),
    with the `saved` game (`position`) at its table and a decision of it asked."""
    context, page, errors = recording_page(browser, size, f"{site_url}/index.html?game=sixbillion&lang={lang}")
    page.evaluate(PUT, saved)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    return context, page, errors


def open_position(page, site_url: str, saved: dict[str, str | None], lang: str = "en") -> None:
    """The `saved` game (`position`) opened at its table in `page`, in `lang`, a decision asked."""
    page.goto(f"{site_url}/index.html?game=sixbillion&lang={lang}")
    wait_ready(page)
    page.evaluate(PUT, saved)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")


def show_tab(page, tab: str) -> None:
    """A phone's tab tapped, and shown."""
    page.locator(f"#tab-{tab}").tap()
    page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")


def zoom_on_site(page, site: str) -> None:
    """A phone's board tab: the site's label brought into view and tapped, its zoom shown."""
    x, y, w, h = L.PHONE_BOARD.label(site)
    view_ = page.evaluate("JSON.parse(document.getElementById('board').dataset.view)")
    box = page.locator("#board").bounding_box()
    page.evaluate(f"window.scrollBy(0, {box['y'] + (y + h / 2) * box['height'] / view_[1] - 300})")
    box = page.locator("#board").bounding_box()
    page.touchscreen.tap(
        box["x"] + (x + w - 40) * box["width"] / view_[0], box["y"] + (y + h / 2) * box["height"] / view_[1]
    )
    page.wait_for_selector("#unzoom:not([hidden])")

"""6 Billion games saved as the page saves them, for browser tests to open: a position reached by
greedy players, written into the page's localStorage (PUT)."""

from game.ai import make_bot
from game.sixbillion import apply, new_game, view
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore
from sixbillion_ui.game_kind import SIXBILLION

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

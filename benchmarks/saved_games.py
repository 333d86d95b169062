"""What saved games cost: a finished game's record, saving it after an action, and opening
the Games list, in CPython and in the page (headless Chromium, after ./build.sh).

    python -m benchmarks.saved_games [--games 20] [--players 5] [--seed 1]

A record holds the engine's save with its history, and loading it replays that history, so
the list's first opening costs about one load per saved game; later openings reuse the check
of every record that did not change (shell.store.SaveStore.entries).
"""

import argparse
import functools
import http.server
import statistics
import threading
import time
from pathlib import Path

from charon_ui.game_kind import CHARON
from game.ai import make_bot
from game.charon import apply, new_game, view
from shell.players import Players
from shell.records import SavedGame, encode
from shell.storage import MemoryStorage
from shell.store import SaveStore

REPO = Path(__file__).resolve().parent.parent

DIST = REPO / "dist"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
OPEN_LIST = """() => { const t = performance.now(); document.getElementById('menu-btn').click();
  return performance.now() - t; }"""


def finished_game(players: int, seed: int):
    bots = [make_bot("greedy", seed + p) for p in range(players)]
    state = new_game(players, seed)
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    return state


def records(count: int, players: int, seed: int) -> dict[str, str]:
    names = [f"Player {i + 1}" for i in range(players)]
    colours = list(CHARON.palette[:players])
    out = {}
    for i in range(count):
        game = SavedGame(f"g{i}", finished_game(players, seed + i), Players(names, colours))
        out[f"charon:record:g{i}"] = encode(CHARON, game, 1, 1_700_000_000 + i)[0]
    return out


def ms(run, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def in_the_page(stored: dict[str, str]) -> tuple[float, float]:
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(DIST))
    server = _Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # The page's Python on the main thread (`?runtime=main`): the click's handler is timed there.
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.goto(url)
            page.evaluate("s => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }", stored)
            page.goto(f"{url}?players=human,human&seed=1&runtime=main")  # a game on screen, the list closed
            page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
            first = page.evaluate(OPEN_LIST)
            page.click("#setup-close")
            again = page.evaluate(OPEN_LIST)
            browser.close()
    finally:
        server.shutdown()
    return first, again


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # the browser closing while the service worker still fetches: not our figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="saved games in the list")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    stored = records(args.games, args.players, args.seed)
    one = next(iter(stored.values()))
    print(f"{args.games} finished {args.players}-player games of greedy players")
    print(f"  one record: {len(one) / 1024:.1f} KB, all: {sum(map(len, stored.values())) / 1024:.0f} KB")

    storage = MemoryStorage()
    storage.data.update(stored)
    store = SaveStore(storage, CHARON)
    entry = store.load("g0")
    store.open(entry)
    game = entry.game
    print("  CPython:")
    print(f"    save after an action (check + one write)  {ms(lambda: _save(store, game)):7.1f} ms")
    print(f"    load one game (checked, history replayed) {ms(lambda: store.load('g0')):7.1f} ms")
    print(f"    list, first time                          {ms(lambda: SaveStore(storage, CHARON).entries()):7.1f} ms")
    print(f"    list, records unchanged                   {ms(store.entries):7.1f} ms")
    if not (DIST / "index.html").exists():
        print("  (dist/ is not built: run ./build.sh for the page's figures)")
        return
    first, again = in_the_page(stored)
    print("  the page (headless Chromium), opening the Games list:")
    print(f"    first time {first:7.0f} ms, records unchanged {again:7.0f} ms")


def _save(store: SaveStore, game: SavedGame) -> None:
    store.save(game.game_id, game.state, game.players, game.log, time.time())


if __name__ == "__main__":
    main()

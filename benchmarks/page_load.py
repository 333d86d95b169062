"""Page load: navigation to an interactive board, against a bare PyScript page.

    ./build.sh bench-page [--runs N]      (builds dist/ first)
    python -m benchmarks.page_load [--runs N]

The pages are served from one local server in the same run. The bare page is PyScript + Pyodide
running one line of Python, the floor that any PyScript page pays: "bare" on the site's own
runtime (dist/runtime: Python's library trimmed and compiled by the build), "bare-npm" on the
runtime as the npm packages ship it (the whole library, as source). Each run uses a fresh
browser context, so "cold" means an empty HTTP cache; "warm" is a reload in that same context,
the HTTP cache filled (service workers blocked). "offline" is the service worker's warm load:
in another fresh context a first visit (its time is "cold+sw": the worker installs only after
the page is ready, so it should match "cold"), then, once the worker controls the page, the
network is switched off and the page loaded again, every file from the worker's cache. The bare
page gets the same worker (web/offline.js and a sw.js over its own files, written by
tools/offline.py), so "offline" compares like with like. "offline 2" is the same load once more:
the first load from the worker's cache compiles Pyodide's WebAssembly afresh (V8's code kept
from the first visit belongs to the network's copy, not to the worker's cache), the second
reuses the code V8 kept from the first (docs/worker-page.md, "The compile traced").
Times are from navigation start to the moment the page says it is ready (the game: board drawn
and handlers attached), read from the page's own performance clock. Bytes are the transfer sizes the browser reports.
"game-w" is the game page with its Python in a worker (the default page), "game" and "game-hu"
the same with its Python on the main thread (`?runtime=main`, PyScript: the fallback).
Prints medians and the ratio game / bare; the aim is a ratio within 1.2.
"""

import argparse
import functools
import http.server
import importlib.util
import shutil
import statistics
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, DIST, REPO  # what the browser benchmarks share

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script src="./offline.js"></script>
<script type="module" src="./runtime/pyscript/core.js"></script></head>
<body><script type="py" config='{"interpreter": "./runtime/pyodide/pyodide.mjs"}'>
from js import document, window, performance
window.charonReadyAt = performance.now()
document.body.dataset.ready = "1"
</script></body></html>
"""
BYTES = """() => [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]
    .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def measure(page, url: str, steps: list | None = None) -> tuple[float, int]:
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
    if steps is not None:  # the game page says where its own time went (web/main.py)
        timings = page.evaluate("window.charonTimings ? JSON.parse(window.charonTimings) : null")
        if timings:
            steps.append(timings)
    return page.evaluate("window.charonReadyAt") / 1000, page.evaluate(BYTES)


def bare_site(root: Path, stock: bool = False) -> None:
    """The bare page beside a copy of the site's runtime, with the game's service worker over
    them; or (`stock`) beside the runtime as the npm packages ship it, Python's whole library
    as source, which is what a bare PyScript page gets."""
    spec = importlib.util.spec_from_file_location("charon_offline_build", REPO / "tools" / "offline.py")
    offline_build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(offline_build)
    root.mkdir()
    shutil.copytree(DIST / "runtime", root / "runtime")
    if stock:
        pyodide = REPO / "node_modules" / "pyodide"
        for f in (root / "runtime" / "pyodide").iterdir():
            f.unlink()
            if (pyodide / f.name).is_file():
                shutil.copy2(pyodide / f.name, f)
    shutil.copy2(DIST / "web" / "offline.js", root / "offline.js")
    (root / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    offline_build.write_service_worker(root)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", help="some of bare, bare-npm, game, game-hu, game-w (all by default)")
    parser.add_argument("--site", type=Path, default=DIST, help="the built site for the game pages (default dist/)")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        raise SystemExit("dist/ is not built: run ./build.sh bench-page")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "game").symlink_to(args.site.resolve(), target_is_directory=True)
        bare_site(root / "bare")
        bare_site(root / "bare-npm", stock=True)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=tmp))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        pages = {
            "bare": f"{base}/bare/index.html",
            "bare-npm": f"{base}/bare-npm/index.html",
            "game": f"{base}/game/index.html?players=human,human&seed=1&lang=en&runtime=main",
            # The same in Hungarian: its catalogue read and the page's words rewritten at start.
            "game-hu": f"{base}/game/index.html?players=human,human&seed=1&lang=hu&runtime=main",
            # The game page with its Python in a worker (docs/worker-page.md): ready once its
            # first frame is painted.
            "game-w": f"{base}/game/index.html?players=human,human&seed=1&lang=en",
        }
        if args.pages:
            pages = {name: url for name, url in pages.items() if name in args.pages.split(",")}
        results = {
            name: {k: [] for k in ("cold", "warm", "bytes_cold", "bytes_warm", "cold+sw", "offline", "offline 2")}
            for name in pages
        }
        steps: dict[str, list[dict]] = {}
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for run in range(args.runs):
                for name, url in pages.items() if run % 2 == 0 else reversed(pages.items()):
                    context = browser.new_context(service_workers="block")
                    page = context.new_page()
                    seconds, size = measure(page, url, steps.setdefault(name, []) if name.startswith("game") else None)
                    results[name]["cold"].append(seconds)
                    results[name]["bytes_cold"].append(size)
                    if name.startswith("game"):  # a reload resumes the saved game: same page, warm cache
                        url = f"{base}/game/index.html?lang={'hu' if name == 'game-hu' else 'en'}"
                        url += "" if name == "game-w" else "&runtime=main"
                    seconds, size = measure(page, url)
                    results[name]["warm"].append(seconds)
                    results[name]["bytes_warm"].append(size)
                    context.close()
                    # The service worker: a first visit, then with the network off.
                    context = browser.new_context()
                    page = context.new_page()
                    results[name]["cold+sw"].append(measure(page, pages[name])[0])
                    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
                    context.set_offline(True)
                    results[name]["offline"].append(measure(page, url)[0])
                    results[name]["offline 2"].append(measure(page, url)[0])
                    context.close()
            browser.close()
        server.shutdown()
    med = {n: {k: statistics.median(v) for k, v in r.items()} for n, r in results.items()}
    print(f"Page load, median of {args.runs} runs (headless Chromium, local server)")
    print(
        f"{'page':7} {'cold s':>8} {'warm s':>8} {'cold MB':>9} {'warm MB':>9} {'cold+sw s':>10} {'offline s':>10}"
        f" {'offline 2 s':>12}"
    )
    for name in pages:
        m = med[name]
        print(
            f"{name:7} {m['cold']:8.2f} {m['warm']:8.2f} {m['bytes_cold'] / 1e6:9.2f} {m['bytes_warm'] / 1e6:9.2f}"
            f" {m['cold+sw']:10.2f} {m['offline']:10.2f} {m['offline 2']:12.2f}"
        )
    for name, timings in steps.items():
        imports = statistics.median(t["imports_done"] - t["python_started"] for t in timings) / 1000
        first = statistics.median(t["board_drawn"] - t["imports_done"] for t in timings) / 1000
        words = statistics.median(t.get("language_ms") or 0 for t in timings)
        print(
            f"{name}, cold: its own Python takes {imports:.2f} s of imports (engine + charon_ui) "
            f"and {first:.2f} s to set up and draw the table; the rest is the runtime"
        )
        print(f"{name}, cold: the language (catalogue read, page words rewritten) takes {words:.1f} ms of that")
        modules = timings[0].get("modules") or []
        print(f"{name}: {len(modules)} of the project's modules imported at start (others: on first use)")
    locale = DIST / "py" / "locale.zip"
    print(f"catalogues shipped: {locale.stat().st_size / 1e3:.1f} KB (dist/py/locale.zip, every language)")
    for game in ("game", "game-hu", "game-w"):
        for bare in ("bare", "bare-npm"):
            for kind in ("cold", "warm", "offline", "offline 2"):
                if game not in med or bare not in med:
                    continue
                ratio = med[game][kind] / med[bare][kind]
                verdict = "within" if ratio <= 1.2 else "over"
                print(f"ratio {game}/{bare}, {kind}: {ratio:.2f}x ({verdict} the 1.2x aim)")


if __name__ == "__main__":
    main()

"""What a DOM call costs Python in PyScript's worker mode, beside the same call on the main thread.

    python -m benchmarks.worker_dom [--repeat N]      (dist/ built first: ./build.sh)

Worker mode would take the game's Python off the main thread (issue 16: the runtime's start
blocks a phone's main thread for seconds), but there every use of `document` or `window` is a
synchronous call to the main thread (PyScript's proxies over SharedArrayBuffer and Atomics, so
the page must be cross-origin isolated: tools/serve.mjs sends the headers). The game's page
reaches the DOM from some two hundred places (web/charon_page, web/shell), many of them run on
every redraw, so this cost decides how the page could move: call for call, or by sending whole
panels to the main thread at once, as the board already goes to web/draw.js.

Two pages of the bare site (page_load.py's: the site's own runtime, nothing of the game), run
the same Python: set an element's text; look an element up and read its text; make an element,
set two properties and append it; write and read localStorage. Prints milliseconds per step.
"""

import argparse
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, DIST
from benchmarks.lighthouse import serve
from benchmarks.page_load import bare_site

STEPS = """
import time
out = document.getElementById("out")
steps = {}

def timed(name, n, step):
    t0 = time.perf_counter()
    for i in range(n):
        step(i)
    steps[name] = 1000 * (time.perf_counter() - t0) / n

def text(i):
    out.textContent = str(i)

def look_up(i):
    document.getElementById("out").textContent

def make(i):
    element = document.createElement("div")
    element.className = "row"
    element.textContent = str(i)
    document.body.appendChild(element)

def storage(i):
    window.localStorage.setItem("bench", str(i))
    window.localStorage.getItem("bench")

for name, step in (("set text", text), ("look up, read", look_up), ("make element", make), ("localStorage", storage)):
    timed(name, REPEAT, step)
window.benchSteps = to_js(steps, dict_converter=window.Object.fromEntries)
document.body.dataset.ready = "1"
"""
IMPORTS = {
    "main": "from js import document, window\nfrom pyodide.ffi import to_js\n",
    "worker": "from pyscript import document, window\nfrom pyodide.ffi import to_js\n",
}


def page(mode: str, repeat: int) -> str:
    worker = " worker" if mode == "worker" else ""
    code = IMPORTS[mode] + f"REPEAT = {repeat}\n" + STEPS
    return f"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./runtime/pyscript/core.js"></script></head>
<body><p id="out">…</p><script type="py"{worker} config='{{"interpreter": "./runtime/pyodide/pyodide.mjs"}}'>
{code}</script></body></html>"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="calls of each step (default 200)")
    args = parser.parse_args()
    if not (DIST / "runtime").exists():
        raise SystemExit("dist/ is not built: run ./build.sh")
    with tempfile.TemporaryDirectory() as tmp_name:
        root = Path(tmp_name) / "site"
        bare_site(root)
        for mode in IMPORTS:
            (root / f"{mode}.html").write_text(page(mode, args.repeat), encoding="utf-8")
        server, base = serve(root)  # as ./build.sh serve serves: with the cross-origin isolation headers
        try:
            results = {}
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for mode in IMPORTS:
                    tab = browser.new_page()
                    tab.goto(f"{base}/{mode}.html")
                    tab.wait_for_selector("body[data-ready='1']", state="attached", timeout=180_000)
                    if not tab.evaluate("crossOriginIsolated"):
                        raise SystemExit("the page is not cross-origin isolated: worker mode cannot reach the DOM")
                    results[mode] = tab.evaluate("window.benchSteps")
                    tab.close()
                browser.close()
        finally:
            server.terminate()
            server.wait()
    print(f"Python's DOM calls, ms per step ({args.repeat} of each), PyScript main thread vs worker mode")
    print(f"{'step':16} {'main':>8} {'worker':>8} {'ratio':>7}")
    for step, main_ms in results["main"].items():
        worker_ms = results["worker"][step]
        print(f"{step:16} {main_ms:8.3f} {worker_ms:8.3f} {worker_ms / main_ms:6.0f}x")


if __name__ == "__main__":
    main()

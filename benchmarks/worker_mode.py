"""How the page's Python could leave the main thread: PyScript's worker mode with messages alone,
beside Pyodide in a plain module Worker (as web/ai_worker.js runs), beside today's main thread.

    python -m benchmarks.worker_mode [--runs N] [--slowdown 4]      (dist/ built first)

Three pages on a copy of the site's own runtime and archives (dist/runtime, dist/py), served
with NO special headers (no cross-origin isolation, so no SharedArrayBuffer: the site must work
from any static host and in a frame of another site). Each runs the same Python: import Charon's
engine and renderer, deal a 3-player game, render the board's display list (charon_ui.render),
and have the main thread paint it with web/draw.js.

- "main": PyScript on the main thread, as the page is today (`js.charonDraw` called directly).
- "pyscript-worker": `<script type="py" worker>` with `sync_main_only` (no window/document in
  the worker); the display list crosses with `polyscript.xworker.postMessage`, and the main
  thread takes it in PyScript's `hooks.main.onWorker`.
- "plain-worker": a module Worker that loads pyodide.mjs itself and unpacks the same archives
  (web/ai_worker.js's way); the display list crosses with `postMessage`. No PyScript at all.

For each page, in its own browser (fresh profile, cold cache): the time from navigation to the
board painted (the page's own clock); the main thread's tasks over 50 ms (Chromium's trace,
`devtools.timeline` RunTask on CrRendererMain), from the first paint on and in all, with the
CPU slowed `--slowdown` times through DevTools (Lighthouse's mobile figure is 4); and the
memory of the browser's renderer processes once painted (proportional set size from /proc: a
dedicated worker is a thread of its page's renderer, so this counts page and worker). Then
each page in a frame of another site (localhost framing 127.0.0.1, Playwright's default
context, where the browser refuses the frame IndexedDB and localStorage): painted or not.
Prints medians and the machine's load average. `--charon`: also the memory of today's game
page (dist/ as built, its Python in a worker, and with `?runtime=main` on the main thread),
with and without its computer players' worker.
`--lighthouse`: instead, Lighthouse mobile (benchmarks/lighthouse.py's, pinned) once on each page,
served by http-server with the precompressed copies as tools/serve.mjs serves, but with no
headers added (not isolated).
"""

import argparse
import contextlib
import functools
import http.server
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, CHROMIUM, DIST, REPO
from benchmarks.lighthouse import free_port, lighthouse, start_chromium, wait_for
from tools.compress import precompress

# The Python each page runs (the worker variants define `send(ops_json)` first).
BOARD = """
import json
from game.charon import engine
from charon_ui import layout, render
state = engine.new_game(3, 1)
ops, _cards = render.draw(state, False, ["Ann", "Bob", "Cy"], ["red", "blue", "gold"])
send(json.dumps(ops), layout.WIDTH, layout.HEIGHT)
"""

# The main thread's side, the same for every page: paint what arrives, say when.
PAINT = """
window.paintBoard = (ops, width, height) => {
  charonDraw(document.getElementById("board"), ops, width, height);
  requestAnimationFrame(() => {
    window.readyAt = performance.now();
    document.body.dataset.ready = "1";
  });
};
"""

HEAD = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<link rel="icon" href="data:,"><script src="./draw.js"></script><script>{paint}</script>"""
BODY = """<body><p>Dealing…</p><canvas id="board" width="960" height="744"></canvas>"""

FILES = {"./py/charon_sixbillion_games-0.1.0-py3-none-any.whl": "./*"}  # completed from dist/py
CONFIG: dict = {"interpreter": "./runtime/pyodide/pyodide.mjs", "files": FILES}


def main_page() -> str:
    code = "from js import window\ndef send(ops, w, h):\n    window.paintBoard(ops, w, h)\n" + BOARD
    config = json.dumps(CONFIG)
    return (
        HEAD.format(title="main thread", paint=PAINT)
        + '<script type="module" src="./runtime/pyscript/core.js"></script></head>'
        + BODY
        + f"<script type=\"py\" config='{config}'>\n{code}</script></body></html>"
    )


def pyscript_worker_page() -> str:
    code = (
        "from polyscript import xworker\n"
        "def send(ops, w, h):\n    xworker.postMessage(json.dumps([ops, w, h]))\n" + BOARD.replace("import json\n", "")
    )
    code = "import json\n" + code
    config = json.dumps({**CONFIG, "sync_main_only": True})
    listen = """<script type="module">
import { hooks } from "./runtime/pyscript/core.js";
hooks.main.onWorker.add((wrap, xworker) => {
  xworker.addEventListener("message", (event) => {
    if (typeof event.data === "string") window.paintBoard(...JSON.parse(event.data));
  });
});
</script>"""
    return (
        HEAD.format(title="PyScript worker", paint=PAINT)
        + listen
        + "</head>"
        + BODY
        + f"<script type=\"py\" worker config='{config}'>\n{code}</script></body></html>"
    )


PLAIN_WORKER = """import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";
const here = (path) => new URL(path, import.meta.url).href;
const pyodide = await loadPyodide({ indexURL: here("./runtime/pyodide/") });
const dir = "/home/pyodide/site";
for (const path of ARCHIVES) {
  const response = await fetch(here(path));
  const format = path.endsWith(".whl") ? "wheel" : "zip";
  pyodide.unpackArchive(new Uint8Array(await response.arrayBuffer()), format, { extractDir: dir });
}
pyodide.runPython(`import sys; sys.path.insert(0, "${dir}")`);
pyodide.globals.set("send", (ops, w, h) => postMessage([ops, w, h]));
pyodide.runPython(CODE);
"""


def plain_worker_page() -> str:
    start = """<script type="module">
const worker = new Worker("./board_worker.js", { type: "module" });
worker.onmessage = (event) => window.paintBoard(...event.data);
</script>"""
    return HEAD.format(title="plain worker", paint=PAINT) + start + "</head>" + BODY + "</body></html>"


def site(root: Path) -> None:
    shutil.copytree(DIST / "runtime", root / "runtime")
    shutil.copytree(DIST / "py", root / "py")
    shutil.copy2(DIST / "web" / "draw.js", root / "draw.js")
    for archive in ("charon_ui", "shell", "locale"):
        FILES[f"./py/{archive}.zip"] = "./*"
    (root / "main.html").write_text(main_page(), encoding="utf-8")
    (root / "pyscript-worker.html").write_text(pyscript_worker_page(), encoding="utf-8")
    (root / "plain-worker.html").write_text(plain_worker_page(), encoding="utf-8")
    worker = PLAIN_WORKER.replace("ARCHIVES", json.dumps(list(FILES))).replace("CODE", json.dumps(BOARD))
    (root / "board_worker.js").write_text(worker, encoding="utf-8")
    (root / "web").mkdir()
    shutil.copy2(DIST / "web" / "painter.js", root / "web" / "painter.js")
    shutil.copy2(DIST / "web" / "draw.js", root / "web" / "draw.js")
    (root / "web" / "answers.html").write_text(ANSWERS_PAGE, encoding="utf-8")
    answers = ANSWERS_WORKER.replace("ARCHIVES", json.dumps(list(FILES))).replace("CODE", json.dumps(ANSWERS))
    (root / "web" / "answers_worker.js").write_text(answers, encoding="utf-8")


def click_answers(pw, base: str, slowdown: float, clicks: int = 8) -> list[float]:
    """ms from each click on the board to its answer applied by the painter (fresh browser)."""
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        page = browser.new_page()
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": slowdown})
        page.goto(f"{base}/web/answers.html")
        page.wait_for_selector("#status:has-text('Clicks: 0')", timeout=300_000)
        found = []
        for n in range(1, clicks + 1):
            page.locator("#board").click(position={"x": 100 + 40 * n, "y": 300})
            page.wait_for_selector(f"#status:has-text('Clicks: {n}')")
            found.append(page.evaluate("window.paintedAt - window.clickAt"))
        return found
    finally:
        browser.close()


PAGES = ("main", "pyscript-worker", "plain-worker")

# `--clicks`: the plain worker behind web/painter.js, answering each click on the board with the
# whole board rendered again (charon_ui.render) and sent as a frame: how long from the click to
# the answer applied on the page (canvas drawn, panel patched), the painter's `painted` moment.
ANSWERS = """
import json
from js import Object, postMessage
from pyodide.ffi import to_js
from game.charon import engine
from charon_ui import layout, render
state = engine.new_game(3, 1)
clicks = 0

def frame():
    ops, _cards = render.draw(state, False, ["Ann", "Bob", "Cy"], ["red", "blue", "gold"])
    board = {"id": "board", "ops": json.dumps(ops), "width": layout.WIDTH, "height": layout.HEIGHT}
    status = {"id": "status", "html": f"<b>Clicks: {clicks}</b>"}
    message = {"kind": "frame", "canvases": [board], "elements": [status]}
    postMessage(to_js(message, dict_converter=Object.fromEntries))

def receive(message):
    global clicks
    m = message.to_py()
    if m["kind"] == "start":
        frame()
    elif m["kind"] == "input" and m["type"] == "click" and m["target"] == "board":
        clicks += 1
        frame()
"""
ANSWERS_WORKER = """import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";
const queued = [];
let receive = null;
self.onmessage = (event) => (receive ? receive(event.data) : queued.push(event.data));
const here = (path) => new URL(path, import.meta.url).href;
const pyodide = await loadPyodide({ indexURL: here("../runtime/pyodide/") });
const dir = "/home/pyodide/site";
for (const path of ARCHIVES) {
  const response = await fetch(here("../" + path));
  const format = path.endsWith(".whl") ? "wheel" : "zip";
  pyodide.unpackArchive(new Uint8Array(await response.arrayBuffer()), format, { extractDir: dir });
}
pyodide.runPython(`import sys; sys.path.insert(0, "${dir}")`);
pyodide.runPython(CODE);
receive = pyodide.globals.get("receive");
for (const message of queued.splice(0)) receive(message);
"""
ANSWERS_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>clicks</title>
<link rel="icon" href="data:,"><script src="./draw.js"></script>
<script type="module">
import { startPainter } from "./painter.js";
document.addEventListener("click", () => (window.clickAt = performance.now()), true);
new MutationObserver(() => (window.paintedAt = performance.now())).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ["data-painted"],
});
startPainter(new Worker("./answers_worker.js", { type: "module" }), {});
</script></head>
<body><p id="status">Dealing…</p><canvas id="board" width="960" height="744"></canvas></body></html>"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def served(root: Path) -> tuple[http.server.ThreadingHTTPServer, int]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


# http-server (pinned) as tools/serve.mjs runs it, with the precompressed copies, but with no
# header added: not cross-origin isolated.
SERVE_PLAIN = """
process.noDeprecation = true;
const { createServer } = (await import("http-server")).default;
const [root, port] = process.argv.slice(1);
createServer({ root, gzip: true, brotli: true }).listen(Number(port), "127.0.0.1");
"""


def served_compressed(root: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    cmd = ["node", "--input-type=module", "-e", SERVE_PLAIN, str(root), str(port)]
    process = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL)
    wait_for(f"http://127.0.0.1:{port}/main.html")
    return process, f"http://127.0.0.1:{port}"


def renderers_pss(browser_pid: int) -> float:
    """MB: the proportional set size of the browser's renderer processes (page and its workers)."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()  # rewritten by the zygote: one string
            status = (entry / "status").read_text()
            rollup = (entry / "smaps_rollup").read_text()
        except OSError:
            continue
        ppid = int(next(line.split()[1] for line in status.splitlines() if line.startswith("PPid:")))
        if b"--type=renderer" in cmdline and _descends(ppid, browser_pid):
            total += int(next(line.split()[1] for line in rollup.splitlines() if line.startswith("Pss:")))
    return total / 1024


def _descends(pid: int, ancestor: int) -> bool:
    while pid > 1:
        if pid == ancestor:
            return True
        try:
            status = (Path("/proc") / str(pid) / "status").read_text()
        except OSError:
            return False
        pid = int(next(line.split()[1] for line in status.splitlines() if line.startswith("PPid:")))
    return False


def long_tasks(trace: bytes) -> tuple[list[float], list[float], list[float]]:
    """ms: the main thread's tasks over 50 ms, in all and from the first paint on; and the tasks
    whose own CPU time is over 50 ms (on a busy machine a task's wall time counts the time
    other processes had the CPU). A task is an outermost `toplevel` slice of CrRendererMain (a
    RunTask, or a microtask checkpoint run outside one, as Pyodide's start is), as Lighthouse
    counts them."""
    events = json.loads(trace)["traceEvents"]
    main_threads = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    paints = [e["ts"] for e in events if e.get("name") == "firstContentfulPaint"]
    first_paint = min(paints) if paints else 0
    slices = sorted(
        (e["ts"], e.get("dur", 0), e.get("tdur", e.get("dur", 0)))
        for e in events
        if e.get("ph") == "X" and "toplevel" in e.get("cat", "") and (e["pid"], e["tid"]) in main_threads
    )
    tasks: list[tuple[int, int, int]] = []
    for ts, dur, cpu in slices:
        if tasks and ts < tasks[-1][0] + tasks[-1][1]:
            continue  # nested in the task before
        tasks.append((ts, dur, cpu))
    over = [(ts, dur) for ts, dur, _ in tasks if dur > 50_000]
    return (
        [dur / 1000 for _, dur in over],
        [dur / 1000 for ts, dur in over if ts + dur > first_paint],
        [cpu / 1000 for _, _, cpu in tasks if cpu > 50_000],
    )


@contextlib.contextmanager
def fresh_chromium(pw, tmp: Path) -> Iterator[tuple[Any, int]]:
    """A Chromium of its own (a new profile under `tmp`), driven over CDP: (the browser, its
    process id, for its renderers' memory). Stopped and its profile removed after."""
    port = free_port()
    profile = Path(tempfile.mkdtemp(dir=tmp))
    cmd = [CHROMIUM, *ARGS, f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"]
    process = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(f"http://127.0.0.1:{port}/json/version")
        yield pw.chromium.connect_over_cdp(f"http://127.0.0.1:{port}"), process.pid
    finally:
        process.terminate()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


def one_visit(pw, url: str, slowdown: float, tmp: Path) -> dict:
    with fresh_chromium(pw, tmp) as (browser, pid):
        page = browser.contexts[0].new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": slowdown})
        browser.start_tracing(page=page, categories=["toplevel", "devtools.timeline", "loading"])
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=300_000)
        ready = page.evaluate("window.readyAt") / 1000
        isolated = page.evaluate("crossOriginIsolated")
        page.wait_for_timeout(500)  # the tasks right after the paint, in the trace too
        every, after_paint, cpu = long_tasks(browser.stop_tracing())
        memory = renderers_pss(pid)
        browser.close()
        return {
            "ready": ready,
            "isolated": isolated,
            "long": every,
            "long_after_paint": after_paint,
            "long_cpu": cpu,
            "pss": memory,
        }


# Today's game page (dist/ as built), for the memory before the move: two people at the table
# (no computer player: no AI worker), and two computer players, once their worker has answered.
CHARON_PAGES = {
    "charon, 2 people": "index.html?players=human,human&seed=1&lang=en&runtime=main",
    "charon, 2 computer players": "index.html?players=ai:easy,ai:random&seed=5&pace=20&lang=en&runtime=main",
    # the same with the page's Python in a worker (web/page_worker.js, the default; its AI worker
    # started by the page beside it)
    "charon in a worker, 2 people": "index.html?players=human,human&seed=1&lang=en",
    "charon in a worker, 2 computer players": "index.html?players=ai:easy,ai:random&seed=5&pace=20&lang=en",
}


def charon_memory(pw, tmp: Path) -> dict[str, float]:
    """MB of renderer processes of today's page, painted, after 30 s (the computer players' worker
    started and thinking)."""
    server, port = served(DIST)
    found = {}
    try:
        for name, path in CHARON_PAGES.items():
            with fresh_chromium(pw, tmp) as (browser, pid):
                page = browser.contexts[0].new_page()
                page.goto(f"http://127.0.0.1:{port}/{path}")
                page.wait_for_selector("body[data-ready='1']", state="attached", timeout=300_000)
                page.wait_for_timeout(30_000)  # a benchmark, not a test: let the workers start
                found[name] = renderers_pss(pid)
                browser.close()
    finally:
        server.shutdown()
    return found


FRAME = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title>
<link rel="icon" href="data:,"></head>
<body><iframe id="frame" src="{src}" width="980" height="780"></iframe></body></html>"""


def framed(pw, base: str, host_root: Path) -> dict[str, str]:
    """Each page in a frame of another site: 'painted' or what went wrong."""
    host_root.mkdir()
    for name in PAGES:
        (host_root / f"{name}.html").write_text(FRAME.format(src=f"{base}/{name}.html"), encoding="utf-8")
    server, port = served(host_root)
    verdicts = {}
    try:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for name in PAGES:
            context = browser.new_context()
            page = context.new_page()
            errors: list[str] = []
            page.on("console", lambda m, errors=errors: errors.append(m.text) if m.type == "error" else None)
            page.goto(f"http://localhost:{port}/{name}.html")
            frame = page.frame_locator("#frame")
            try:
                frame.locator("body[data-ready='1']").wait_for(state="attached", timeout=120_000)
                verdicts[name] = "painted"
            except Exception:  # noqa: BLE001 - a verdict, not a failure of the benchmark
                verdicts[name] = "not painted: " + ("; ".join(errors)[:300] or "no error said")
            context.close()
        browser.close()
    finally:
        server.shutdown()
    return verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--slowdown", type=float, default=4.0, help="CPU slowdown for the long tasks (default 4)")
    parser.add_argument("--pages", default=",".join(PAGES))
    parser.add_argument("--no-frame", action="store_true", help="skip the cross-site frame check")
    parser.add_argument("--charon", action="store_true", help="also the memory of today's game page (dist/)")
    parser.add_argument("--lighthouse", action="store_true", help="only Lighthouse mobile, once per page")
    parser.add_argument("--clicks", action="store_true", help="only a click's answer through web/painter.js")
    args = parser.parse_args()
    if not (DIST / "runtime").exists():
        raise SystemExit("dist/ is not built: python -m tools.build_site")
    pages = args.pages.split(",")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        root = tmp / "site"
        root.mkdir()
        site(root)
        server, port = served(root)
        base = f"http://127.0.0.1:{port}"
        results: dict[str, dict[str, list]] = {name: {} for name in pages}
        load_before = os.getloadavg()
        if args.clicks:
            with sync_playwright() as pw:
                for rate in (1.0, args.slowdown):
                    found = click_answers(pw, base, rate)
                    print(
                        f"a click's answer through web/painter.js, main thread {rate:g}x: median"
                        f" {statistics.median(found):.0f} ms, most {max(found):.0f} ms of {len(found)}"
                        f" (load {os.getloadavg()[0]:.1f})"
                    )
            server.shutdown()
            return
        if args.lighthouse:
            server.shutdown()
            precompress(root)
            process, base = served_compressed(root)
            for name in pages:
                browser, cdp_port = start_chromium(tmp / f"lighthouse-{name}")
                try:
                    found = lighthouse(f"{base}/{name}.html", cdp_port, "mobile", False, tmp / f"{name}.json")
                finally:
                    browser.terminate()
                    browser.wait()
                print(
                    f"Lighthouse mobile, {name}: performance {found['performance']:.2f}, total blocking time"
                    f" {found['tbt']:.2f} s, largest paint {found['lcp']:.2f} s (load {os.getloadavg()[0]:.1f})"
                )
            process.terminate()
            process.wait()
            return
        with sync_playwright() as pw:
            for run in range(args.runs):
                for name in pages if run % 2 == 0 else reversed(pages):
                    for rate in (1.0, args.slowdown):
                        r = one_visit(pw, f"{base}/{name}.html", rate, tmp)
                        if r["isolated"]:
                            raise SystemExit(
                                "the page is cross-origin isolated: this benchmark is about pages that are not"
                            )
                        key = "" if rate == 1.0 else f"@{rate:g}x"
                        for k, v in r.items():
                            results[name].setdefault(k + key, []).append(v)
            load_after = os.getloadavg()
            report(results, pages, args, load_before, load_after)
            for name, verdict in ({} if args.no_frame else framed(pw, base, tmp / "host")).items():
                print(f"in a frame of another site, {name}: {verdict}")
            for name, megabytes in (charon_memory(pw, tmp) if args.charon else {}).items():
                print(f"{name}: renderer processes {megabytes:.0f} MB")
        server.shutdown()


def report(results: dict, pages: list[str], args: argparse.Namespace, load_before, load_after) -> None:
    """Medians over the runs. Blocking: the sum of each main-thread task's time past 50 ms (as
    Lighthouse's total blocking time counts it, here over the whole load)."""
    print(f"Python off the main thread, median of {args.runs} (headless Chromium, no cross-origin isolation)")
    print(f"machine load average (1, 5, 15 min): before {load_before}, after {load_after}, {os.cpu_count()} CPUs")
    print(
        f"{'page':16} {'CPU':>4} {'painted s':>9} {'tasks>50ms':>10} {'blocking ms':>11} {'longest ms':>10}"
        f" {'after 1st paint: tasks, longest ms':>35} {'CPU>50ms: tasks, longest':>25} {'renderer MB':>11}"
    )
    for name in pages:
        r = results[name]
        for key, cpu in (("", "1x"), (f"@{args.slowdown:g}x", f"{args.slowdown:g}x")):
            every, after = r["long" + key], r["long_after_paint" + key]
            print(
                f"{name:16} {cpu:>4} {statistics.median(r['ready' + key]):9.2f}"
                f" {statistics.median(len(t) for t in every):10.0f}"
                f" {statistics.median(sum(d - 50 for d in t) for t in every):11.0f}"
                f" {statistics.median(max(t, default=0) for t in every):10.0f}"
                f" {statistics.median(len(t) for t in after):>28.0f},"
                f" {statistics.median(max(t, default=0) for t in after):5.0f}"
                f" {statistics.median(len(t) for t in r['long_cpu' + key]):>18.0f},"
                f" {statistics.median(max(t, default=0) for t in r['long_cpu' + key]):5.0f}"
                f" {statistics.median(r['pss' + key]):11.0f}"
            )


if __name__ == "__main__":
    main()

"""Lighthouse on the built site: a first visit, a first visit from a link that starts a game,
and a returning visit, mobile and desktop, beside a bare PyScript page.

    ./build.sh bench-lighthouse [--profiles mobile,desktop] [--site DIR]
    python -m benchmarks.lighthouse [...]          (dist/ built first)

Lighthouse is the npm package pinned in package.json (node_modules/.bin/lighthouse), Chromium
is Debian's, and the site is served as `./build.sh serve` serves it (tools/serve.mjs:
http-server, the precompressed .br/.gz copies, cross-origin isolation), so the bytes are those
a static host that serves precompressed files would send. Nothing leaves this machine.

The profiles are Lighthouse's own: "mobile" is its default (simulated slow 4G, 4x CPU
slowdown, a phone's screen), "desktop" its desktop preset. The first visit is a newcomer's:
the plain page from an empty cache and storage (it shows the set-up form). In another browser,
"link" is a first visit from a link that starts a game (`?players=human,human&seed=1`, which
is saved), and "return" then opens the plain page with the cache, the service worker and the
saved game of that visit (it resumes the game). The bare page is PyScript and Pyodide running
one line of Python, on the same runtime files (page_load.py's bare page).

"bare-w" is that bare page in PyScript's worker mode (Python off the main thread).
"game-w" is the game page with its Python in a worker (the default page, docs/worker-page.md),
"game" the same page with its Python on the main thread (`?runtime=main`, PyScript: the
fallback), the same three visits. `--pages` picks some of game, game-w, bare, bare-w (all by default).

Prints, for each page, profile and visit: the performance, accessibility and best-practices
scores, largest contentful paint, total blocking time and the bytes transferred; then the
issue's aims beside the figures.
"""

import argparse
import importlib.util
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

from benchmarks._browser import ARGS, DIST, REPO  # what the browser benchmarks share

LIGHTHOUSE = REPO / "node_modules" / ".bin" / "lighthouse"
HTTP_SERVER = REPO / "node_modules" / "http-server" / "package.json"
CHROMIUM = os.environ.get("CHARON_CHROMIUM", "/usr/bin/chromium")
# The browser benchmarks' flags (benchmarks/_browser.py), in Lighthouse's headless mode.
CHROME_FLAGS = ["--headless=new", *(a for a in ARGS if a != "--headless")]
CATEGORIES = ("performance", "accessibility", "best-practices")
GAME_LINK = "/index.html?players=human,human&seed=1"  # a link that starts a game (and saves it)
MAIN = "runtime=main"  # the game page with its Python on the main thread (the default: in a worker)


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def serve(root: Path) -> tuple[subprocess.Popen, str]:
    """root served as `./build.sh serve` serves dist/ (tools/serve.mjs)."""
    port = free_port()
    cmd = ["node", str(REPO / "tools" / "serve.mjs"), str(root), str(port), "127.0.0.1"]
    server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    wait_for(base + "/")
    return server, base


# page_load.py's bare page, with a line of text for Lighthouse to see painted (it refuses to
# measure a page that paints nothing), written by Python once it runs.
BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare PyScript page</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<script src="./offline.js"></script>
<script type="module" src="./runtime/pyscript/core.js"></script></head>
<body><p id="out">Starting Python…</p><script type="py" config='{"interpreter": "./runtime/pyodide/pyodide.mjs"}'>
from js import document, window, performance
document.getElementById("out").textContent = "Python is ready."
window.charonReadyAt = performance.now()
document.body.dataset.ready = "1"
</script></body></html>
"""


# The same in PyScript's worker mode: Python in a Web Worker, the page's DOM reached through
# pyscript.document/window (synchronous calls across threads: they need cross-origin isolation,
# which tools/serve.mjs gives). What the game's main-thread blocking could come down to.
BARE_WORKER_PAGE = BARE_PAGE.replace('<script type="py" config=', '<script type="py" worker config=').replace(
    """from js import document, window, performance
document.getElementById("out").textContent = "Python is ready."
window.charonReadyAt = performance.now()""",
    """from pyscript import document, window
document.getElementById("out").textContent = "Python is ready."
window.charonReadyAt = window.performance.now()""",
)


def bare_site(root: Path) -> None:
    """page_load.py's bare site (runtime, service worker), its page given a line of text; and
    worker.html, the same page in PyScript's worker mode."""
    _load("charon_page_load", REPO / "benchmarks" / "page_load.py").bare_site(root)
    (root / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    (root / "worker.html").write_text(BARE_WORKER_PAGE, encoding="utf-8")
    _load("charon_offline", REPO / "tools" / "offline.py").write_service_worker(root)  # over the new page
    _load("charon_compress", REPO / "tools" / "compress.py").precompress(root)


def start_chromium(profile_dir: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    cmd = [CHROMIUM, *CHROME_FLAGS, f"--remote-debugging-port={port}", f"--user-data-dir={profile_dir}", "about:blank"]
    browser = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(f"http://127.0.0.1:{port}/json/version")
    return browser, port


def lighthouse(url: str, port: int, profile: str, keep_storage: bool, out: Path, trace: bool = False) -> dict:
    cmd = [
        str(LIGHTHOUSE),
        url,
        f"--port={port}",
        "--output=json",
        f"--output-path={out}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--max-wait-for-load=180000",
        "--quiet",
    ]
    if profile == "desktop":
        cmd.append("--preset=desktop")
    if keep_storage:
        cmd.append("--disable-storage-reset")
    if trace:  # the trace beside the report (NAME-0.trace.json): benchmarks/trace_visits.py --read
        cmd.append("--save-assets")
    # Once more if Lighthouse could not read its trace (NO_NAVSTART, seen on a loaded machine).
    if subprocess.run(cmd).returncode != 0:
        subprocess.run(cmd, check=True)
    report = json.loads(out.read_text(encoding="utf-8"))
    audits = report["audits"]
    return {
        **{c: report["categories"][c]["score"] for c in CATEGORIES},
        "fcp": audits["first-contentful-paint"]["numericValue"] / 1000,
        "lcp": audits["largest-contentful-paint"]["numericValue"] / 1000,
        "tbt": audits["total-blocking-time"]["numericValue"] / 1000,
        "bytes": audits["total-byte-weight"]["numericValue"],
        # Lighthouse's own list of the main thread's long tasks (its simulated times at the
        # profile's CPU slowdown): where the blocking time came from.
        "long_tasks": [
            (item.get("startTime", 0) / 1000, item["duration"] / 1000, item.get("url", ""))
            for item in (audits.get("long-tasks", {}).get("details") or {}).get("items", [])
        ],
        "failing": sorted(
            a["id"]
            for a in audits.values()
            if a.get("score") is not None
            and a["score"] < 0.9
            and a.get("scoreDisplayMode") in ("binary", "metricSavings")
        ),
    }


def visits(base: str, paths: dict[str, str], profile: str, tmp: Path, name: str, trace: bool = False) -> dict:
    """Visits in one browser, in order (`paths`: visit -> path): the first from an empty
    cache and storage, each later one with what the visits before it left."""
    browser, port = start_chromium(tmp / f"chrome-{name}-{profile}")
    try:
        return {
            visit: lighthouse(base + path, port, profile, i > 0, tmp / f"{name}-{profile}-{visit}.json", trace)
            for i, (visit, path) in enumerate(paths.items())
        }
    finally:
        browser.terminate()
        browser.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profiles", default="mobile,desktop")
    parser.add_argument("--site", type=Path, default=DIST, help="the built site (default dist/)")
    parser.add_argument("--reports", type=Path, help="keep Lighthouse's JSON reports in this folder")
    parser.add_argument("--pages", default="game,game-w,bare,bare-w", help="some of game, game-w, bare, bare-w")
    parser.add_argument("--traces", action="store_true", help="with --reports: keep Lighthouse's traces too")
    parser.add_argument("--long-tasks", action="store_true", help="print each visit's long tasks (Lighthouse's list)")
    args = parser.parse_args()
    pages = args.pages.split(",")
    if not (args.site / "index.html").exists():
        raise SystemExit(f"{args.site} is not built: run ./build.sh bench-lighthouse")
    for tool in (LIGHTHOUSE, HTTP_SERVER):
        if not tool.exists():
            raise SystemExit(f"{tool} is missing: run npm ci (./build.sh bench-lighthouse does)")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        bare = tmp / "bare"
        bare_site(bare)
        results: dict = {}
        servers = [serve(args.site), serve(bare)]
        try:
            (_, game_base), (_, bare_base) = servers
            for profile in args.profiles.split(","):
                # A newcomer's first visit (the set-up form); in another browser, a first visit
                # from a link that starts a game, then a return to the page (resuming that game).
                for page, mode in (("game", MAIN), ("game-w", "")):
                    if page not in pages:
                        continue
                    plain, link = f"/index.html?{mode}".rstrip("?"), f"{GAME_LINK}&{mode}".rstrip("&")
                    results[(page, profile)] = {
                        **visits(game_base, {"first": plain}, profile, tmp, page, args.traces),
                        **visits(game_base, {"link": link, "return": plain}, profile, tmp, f"{page}-link", args.traces),
                    }
                if "bare" in pages:
                    bare = {"first": "/index.html", "return": "/index.html"}
                    results[("bare", profile)] = visits(bare_base, bare, profile, tmp, "bare")
                if "bare-w" in pages:
                    worker = {"first": "/worker.html", "return": "/worker.html"}
                    results[("bare-w", profile)] = visits(bare_base, worker, profile, tmp, "worker")
        finally:
            for server, _ in servers:
                server.terminate()
                server.wait()
            if args.reports:
                args.reports.mkdir(parents=True, exist_ok=True)
                for saved in tmp.glob("*.json"):
                    shutil.copy2(saved, args.reports / saved.name)
    report(results)
    if args.long_tasks:
        for (page, profile), by_visit in results.items():
            for visit, r in by_visit.items():
                tasks = ", ".join(
                    f"{at:.2f} s: {ms * 1000:.0f} ms {url.rsplit('/', 1)[-1]}" for at, ms, url in r["long_tasks"]
                )
                print(f"{page} {profile} {visit}: long tasks (simulated) {tasks or 'none'}")


def report(results: dict) -> None:
    print("Lighthouse 12.2.3 (Debian Chromium), the site served as ./build.sh serve serves it")
    print(
        f"{'page':6} {'profile':8} {'visit':7} {'perf':>5} {'a11y':>5} {'best':>5}"
        f" {'FCP s':>6} {'LCP s':>6} {'TBT s':>6} {'MB':>6}"
    )
    for (page, profile), by_visit in results.items():
        for visit, r in by_visit.items():
            print(
                f"{page:6} {profile:8} {visit:7} {r['performance']:5.2f} {r['accessibility']:5.2f} "
                f"{r['best-practices']:5.2f} {r['fcp']:6.2f} {r['lcp']:6.2f} {r['tbt']:6.2f} {r['bytes'] / 1e6:6.2f}"
            )
    for (page, profile), by_visit in results.items():
        if page in ("game", "game-w"):
            for visit, r in by_visit.items():
                if r["failing"]:
                    print(f"{page} {profile} {visit}: audits below 0.9: {', '.join(r['failing'])}")
    mobile = results.get(("game-w", "mobile"))  # the page players get
    if mobile:
        first, link, back = mobile["first"], mobile["link"], mobile["return"]
        aims = [
            ("bytes, first visit <= 5 MB", first["bytes"] / 1e6, first["bytes"] <= 5e6),
            ("mobile LCP, returning <= 2.5 s", back["lcp"], back["lcp"] <= 2.5),
            ("mobile LCP, first <= 4 s", first["lcp"], first["lcp"] <= 4),
            ("mobile LCP, first from a link <= 4 s", link["lcp"], link["lcp"] <= 4),
            ("accessibility = 1.0", first["accessibility"], first["accessibility"] == 1),
            ("best-practices >= 0.95", first["best-practices"], first["best-practices"] >= 0.95),
            ("performance >= 0.7 (first visit)", first["performance"], first["performance"] >= 0.7),
            ("performance >= 0.7 (from a link)", link["performance"], link["performance"] >= 0.7),
            ("performance >= 0.7 (returning)", back["performance"], back["performance"] >= 0.7),
        ]
        for label, value, met in aims:
            print(f"aim {label:38} {value:7.2f}  {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()

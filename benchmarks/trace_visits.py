"""The main thread's long tasks on the visits Lighthouse scores, named from a Chromium trace.

    python -m benchmarks.trace_visits [--rates 1,4] [--page game-w] [--keep DIR]   (dist/ built first)

Lighthouse's total blocking time counts the page's main-thread tasks over 50 ms between the
first paint and the page's going quiet; this records the same visits as
`benchmarks/lighthouse.py` (one browser profile kept on disk, the site served as
`./build.sh serve` serves it): a first visit from a link that starts a game, then a return to
the plain page (with the cache, the service worker and the game saved by the first), and for
each a Chromium performance trace (the DevTools timeline's categories and V8's, WebAssembly's
included). `--rates` runs the visits at 1x and under DevTools' CPU slowdown (4x is
Lighthouse's mobile figure; Lighthouse itself simulates the slowdown from a 1x trace).

Prints, for each visit: the first contentful paint, the page's ready time, every main-thread
task over 50 ms with the events that took its time (their names, the script or function they
ran), a blocking sum (each task's time over 50 ms, from the first paint on; at 1x also 4x each
task as Lighthouse's simulation would), and where WebAssembly's compile, code-cache and
deserialise events ran (the page's main thread, its workers, other threads) and for how long.
`--keep DIR` saves each trace (JSON, DevTools' Performance panel opens it); `--read FILE...` only
analyses saved traces: these, or Lighthouse's own (`benchmarks/lighthouse.py --reports DIR --traces`).
"""

import argparse
import json
import re
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from benchmarks._browser import ARGS, DIST
from benchmarks.lighthouse import CHROMIUM, GAME_LINK, MAIN, serve

CATEGORIES = [
    "-*",
    "toplevel",
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "blink.user_timing",
    "loading",
    "v8",
    "v8.execute",
    "v8.wasm",
    "disabled-by-default-v8.wasm.detailed",
    "disabled-by-default-v8.compile",
]
TASKS = {"RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"}
LONG_MS = 50
SETTLE_MS = 6000  # after the page is ready: its later tasks (the first frames, the service worker, the code cache)


def traced_visit(page: Any, url: str, rate: float) -> tuple[list[dict], float]:
    """Navigate `page` to `url` under a trace: the trace's events once the page is ready and
    quiet, and the page's ready time (s from navigation, its own clock)."""
    session = page.context.new_cdp_session(page)
    events: list[dict] = []
    done: list[bool] = []
    session.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
    session.on("Tracing.tracingComplete", lambda params: done.append(True))
    session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    session.send(
        "Tracing.start",
        {
            "traceConfig": {"includedCategories": CATEGORIES, "recordMode": "recordContinuously"},
            "transferMode": "ReportEvents",
        },
    )
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=300_000)
    ready = page.evaluate("window.charonReadyAt") / 1000
    page.wait_for_timeout(SETTLE_MS)
    session.send("Tracing.end")
    while not done:
        page.wait_for_timeout(100)
    session.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    session.detach()
    return events, ready


def thread_names(events: list[dict]) -> dict[tuple[int, int], str]:
    return {
        (e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
    }


def page_main_thread(events: list[dict], names: dict[tuple[int, int], str], base: str) -> tuple[int, int]:
    """The renderer main thread that parsed the site's page (not about:blank's)."""
    for e in events:
        if e.get("name") == "ParseHTML" and base in json.dumps(e.get("args", {})):
            if names.get((e["pid"], e["tid"])) == "CrRendererMain":
                return e["pid"], e["tid"]
    raise SystemExit("no renderer parsed the page: is the site served?")


def outermost(tasks: list[dict]) -> list[dict]:
    """The tasks not inside another (a thread's task is traced under two names, one in the other)."""
    out: list[dict] = []
    for task in sorted(tasks, key=lambda e: (e["ts"], -e["dur"])):
        if not out or task["ts"] >= out[-1]["ts"] + out[-1]["dur"]:
            out.append(task)
    return out


def label(event: dict) -> str:
    data = event.get("args", {}).get("data", {}) or {}
    what = data.get("functionName") or data.get("url") or event.get("args", {}).get("url") or ""
    if isinstance(what, str) and "/" in what:
        what = what.rsplit("/", 1)[-1]
    return f"{event['name']}({what})" if what else event["name"]


def complete_events(events: list[dict]) -> list[dict]:
    """Every event with a duration: the 'X' ones, and 'B'/'E' pairs joined (per thread, nested)."""
    out = [e for e in events if e.get("ph") == "X" and "dur" in e]
    open_: dict[tuple[int, int], list[dict]] = defaultdict(list)
    for e in sorted((e for e in events if e.get("ph") in ("B", "E")), key=lambda e: e["ts"]):
        key = (e["pid"], e["tid"])
        if e["ph"] == "B":
            open_[key].append(e)
        elif open_[key]:
            begun = open_[key].pop()
            out.append({**begun, "ph": "X", "dur": e["ts"] - begun["ts"]})
    return out


def analyse(events: list[dict], base: str, rate: float) -> dict:
    names = thread_names(events)
    main = page_main_thread(events, names, base)
    spans = complete_events(events)
    on_main = sorted((e for e in spans if (e["pid"], e["tid"]) == main), key=lambda e: e["ts"])
    marks = [e for e in events if (e.get("pid"), e.get("tid")) == main]
    start = min((e["ts"] for e in marks if e.get("name") == "navigationStart"), default=on_main[0]["ts"])
    paints = [e["ts"] for e in marks if e.get("name") == "firstContentfulPaint"]
    fcp = (min(paints) - start) / 1000 if paints else None
    tasks = outermost([e for e in on_main if e["name"] in TASKS and e["ts"] >= start])
    long_tasks = []
    for task in (t for t in tasks if t["dur"] / 1000 > LONG_MS):
        end = task["ts"] + task["dur"]
        inside = [e for e in on_main if task["ts"] <= e["ts"] < end and e is not task and e["name"] not in TASKS]
        # the events that took the task's time: the longest, each counted once (not its own children)
        inside.sort(key=lambda e: -e["dur"])
        named: list[tuple[str, float]] = []
        for e in inside[:40]:
            if len(named) < 4 and all(n != label(e) for n, _ in named):
                named.append((label(e), e["dur"] / 1000))
        cpu = task.get("tdur", task["dur"]) / 1000
        long_tasks.append({"at": (task["ts"] - start) / 1000, "ms": task["dur"] / 1000, "cpu": cpu, "what": named})
    after_paint = [t for t in long_tasks if fcp is None or t["at"] >= fcp]
    blocking = sum(t["ms"] - LONG_MS for t in after_paint)
    # Lighthouse's simulation of a 4x slower phone, from a 1x trace: each task 4x as long.
    every = [e for e in tasks if fcp is None or (e["ts"] - start) / 1000 >= fcp]
    simulated = sum(max(0.0, 4 * e["dur"] / 1000 - LONG_MS) for e in every) if rate == 1 else None
    # The same from each task's thread time (the CPU it used, not the time it waited for one): what
    # the page itself costs, on a machine whose other work stretches every task's wall time.
    on_cpu = sum(max(0.0, 4 / rate * e.get("tdur", e["dur"]) / 1000 - LONG_MS) for e in every)
    wasm: dict[tuple[str, str], list[float]] = defaultdict(list)
    for e in spans:
        if "wasm" in e["name"].lower() or "wasm" in e.get("cat", ""):
            where = names.get((e["pid"], e["tid"]), "?")
            if (e["pid"], e["tid"]) == main:
                where = "page main thread"
            elif e["pid"] == main[0] and where == "DedicatedWorker thread":
                where = "page worker"
            wasm[(where, e["name"])].append(e["dur"] / 1000)
    return {
        "fcp": fcp,
        "long": long_tasks,
        "blocking": blocking,
        "simulated": simulated,
        "on_cpu": on_cpu,
        "wasm": wasm,
    }


def report(name: str, rate: float, result: dict, ready: float) -> None:
    fcp = f"{result['fcp'] / 1000:.2f} s" if result["fcp"] is not None else "?"
    shown = f"{ready:.2f} s" if ready == ready else "?"  # not known for a trace read back (NaN)
    print(f"\n== {name} at {rate:g}x CPU: first contentful paint {fcp}, ready {shown}")
    for t in result["long"]:
        named = "; ".join(f"{n} {ms:.0f}" for n, ms in t["what"])
        print(f"  task at {t['at'] / 1000:6.2f} s: {t['ms']:7.1f} ms ({t['cpu']:5.1f} ms on the CPU)  [{named}]")
    print(f"  blocking after the first paint (each task over 50 ms): {result['blocking']:.0f} ms")
    if result["simulated"] is not None:
        print(f"  the same with every task 4x as long (Lighthouse's simulation): {result['simulated']:.0f} ms")
    print(f"  the same from each task's CPU time, at 4x: {result['on_cpu']:.0f} ms (the machine's load left out)")
    print("  WebAssembly events (thread: event x count, total ms, longest ms):")
    for (where, event), durations in sorted(result["wasm"].items(), key=lambda kv: -sum(kv[1])):
        if sum(durations) >= 1:
            print(f"    {where}: {event} x{len(durations)}, {sum(durations):.0f} ms, longest {max(durations):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", default="1,4", help="CPU slowdowns to trace at (DevTools' throttling)")
    parser.add_argument("--page", default="game-w", choices=["game", "game-w"])
    parser.add_argument("--site", type=Path, default=DIST)
    parser.add_argument("--keep", type=Path, help="save each trace here")
    parser.add_argument("--returns", type=int, default=2, help="returns after the link's visit")
    parser.add_argument("--read", type=Path, nargs="+", help="only analyse these saved traces (--keep's files)")
    args = parser.parse_args()
    if args.read:
        for saved in args.read:
            events = json.loads(saved.read_text(encoding="utf-8"))["traceEvents"]
            # --keep's names end in the slowdown ("-4x"); Lighthouse's traces (--save-assets) are 1x
            slowdown = re.search(r"-([0-9.]+)x$", saved.stem)
            rate = float(slowdown.group(1)) if slowdown else 1.0
            report(saved.stem, rate, analyse(events, "/index.html", rate), float("nan"))
        return
    mode = MAIN if args.page == "game" else ""  # game-w: the default page, its Python in a worker
    plain, link = f"/index.html?{mode}".rstrip("?"), f"{GAME_LINK}&{mode}".rstrip("&")
    server, base = serve(args.site)
    try:
        with sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
            for rate in (float(r) for r in args.rates.split(",")):
                # A fresh profile on disk, as Lighthouse's browser: V8's code cache is kept there.
                context = pw.chromium.launch_persistent_context(
                    Path(tmp) / f"profile-{rate:g}", executable_path=CHROMIUM, args=ARGS
                )
                page = context.pages[0] if context.pages else context.new_page()
                for visit, path in [("link", link)] + [(f"return{i or ''}", plain) for i in range(args.returns)]:
                    page.goto("about:blank")
                    events, ready = traced_visit(page, base + path, rate)
                    if args.keep:
                        args.keep.mkdir(parents=True, exist_ok=True)
                        out = args.keep / f"{args.page}-{visit}-{rate:g}x.json"
                        out.write_text(json.dumps({"traceEvents": events}), encoding="utf-8")
                    report(f"{args.page} {visit}", rate, analyse(events, base, rate), ready)
                context.close()
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()

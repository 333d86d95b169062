// The page with its Python in a worker (the default; docs/worker-page.md): started by
// web/indexeddb_fallback.js unless the address asks for PyScript (`?runtime=main`). The main thread runs no Python: web/painter.js
// paints what web/page_worker.js sends and forwards the player's input; this script answers
// the worker's few messages that are the page's own (the first frame painted, the loading bar, an address to go
// to, a board to keep for the next visit, a page global for tests and benchmarks).
import { startPainter } from "./painter.js";

// An address the worker goes to keeps this page's `runtime=` (`?runtime=worker` asked by name
// stays asked): the page's Python keeps it in the addresses it makes (shell/setup.py:
// runtime_kept), this for any other.
function keepMode(href) {
  const url = new URL(href, location.href);
  const runtime = new URLSearchParams(location.search).get("runtime");
  if (runtime !== null && !url.searchParams.has("runtime")) url.searchParams.set("runtime", runtime);
  return url.href;
}

function failed(error) {
  const where = document.body.dataset.ready ? document.getElementById("message-text") : document.getElementById("loading-text");
  if (where) where.textContent = "Something went wrong: " + error;
  const box = document.getElementById("message");
  if (box && document.body.dataset.ready) box.hidden = false;
  console.error(error);
}

// Started by the page's head (index.html) before this module and the painter load, else here
// (embed.html).
const worker = window.charonPageWorker || new Worker(new URL("./page_worker.js", import.meta.url), { type: "module" });
document.documentElement.dataset.runtime = "worker";
startPainter(worker, {
  // What web/loading.js makes of the set-up form before Python is up (the worker takes it over).
  early: ["setup-game", "setup-count", "setup-players"],
  // Start, pressed on that form (web/loading.js remembers it): the worker's Python starts the
  // game then, as the page's Python does on the main thread (setup_screen.py: start_if_asked).
  sentEarly: () => (window.charonStartAsked ? document.getElementById("setup-form") : null),
  page: {
    framed: window.self !== window.top,
    charonLanguage: window.charonLanguage,
    CHARON_SETUP: window.CHARON_SETUP,
  },
  // The first frame painted: the loading screen gives way within that paint.
  onReady: () => window.charonLoaded(),
  onMessage(message) {
    switch (message.kind) {
      case "module":
        // Pyodide's WebAssembly as the worker compiled it, kept by this thread: V8 shares a
        // compiled module within the browser's process, and this thread outlives the page's
        // worker, so that the next page of this tab (a reload, a new game) and the computer
        // players' worker start from it instead of compiling again (docs/worker-page.md,
        // "The compile in the worker, the module kept by the page").
        window.charonPyodideModule = message.module;
        break;
      case "progress":
        if (window.charonProgress) window.charonProgress(message.file);
        break;
      case "navigate":
        location.href = keepMode(message.href);
        break;
      case "history":
        history.replaceState(null, "", keepMode(message.href));
        break;
      case "keep": {
        // Sent after the frame that draws them, which the painter applies at the next animation
        // frame: kept after that, what was painted.
        const keep = () => window.charonKeepFrame(message.ids.map((id) => document.getElementById(id)).filter(Boolean), message.shareable);
        requestAnimationFrame(keep);
        break;
      }
      case "global":
        window[message.name] = message.value;
        break;
      case "failed":
        failed(message.error);
        break;
    }
  },
  onError: failed,
});

// The page's Python in a worker (the default; `?runtime=main` runs it on the main thread instead;
// docs/worker-page.md): a plain module Worker
// that loads the site's own Pyodide and archives as web/ai_worker.js does, builds the page's
// screen in Python (web/shell/worker_entry.py) from the page's HTML, runs the page's entry
// (web/main.py) unchanged on it, then hands every message from web/painter.js to Python.
// It listens from its first line: the painter's `start` and the player's first input arrive
// while Pyodide is still starting, and are kept until Python is up.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
// The archives of pyscript.toml's [files], written in by the build (tools/build_site.py).
const ARCHIVES = [];

const queued = [];
let receive = null;
let greet; // the painter's `start`: the page listens from then on, so nothing said is lost
const greeted = new Promise((resolve) => (greet = resolve));
let filled; // the page's form as the player left it on the loading screen, asked for once Python is up
const form = new Promise((resolve) => (filled = resolve));
self.onmessage = (event) => {
  const message = event.data;
  if (message.kind === "start") greet(message);
  else if (message.kind === "fields") filled(message);
  else if (receive) receive(message);
  else queued.push(message);
};

// The page's worker is started before the page listens to it (index.html's head): what it says
// waits for the painter's `start`.
let listening = false;
greeted.then(() => (listening = true));
const say = (message) => (listening ? postMessage(message) : greeted.then(() => postMessage(message)));

// The loading bar's steps (web/loading.js: charonProgress), by the file each one fetches.
const progress = (file) => say({ kind: "progress", file });

// Pyodide's module factory with Emscripten's `instantiateWasm` hook wrapped: the WebAssembly
// module Pyodide compiles here (streamed, off the page's main thread) goes to the page too,
// which keeps it. V8 shares a compiled module within the browser's process while something holds
// it; this worker's dies with the worker, the page's thread lives on: the next page of the tab
// (a reload, a new game) starts from the module kept instead of compiling again
// (docs/worker-page.md, "The compile in the worker, the module kept by the page"). Kept here
// too (`charonPyodideModule`, what the page's Python reads through `js`): shell/ai_client.py
// hands it to the computer players' worker, which then neither downloads nor compiles its own.
async function moduleFactory() {
  const factory = (await import("../runtime/pyodide/pyodide.asm.mjs")).default;
  return (settings) => {
    const own = settings.instantiateWasm;
    settings.instantiateWasm = (imports, done) =>
      own(imports, (instance, module) => {
        self.charonPyodideModule = module;
        say({ kind: "module", module });
        done(instance, module);
      });
    return factory(settings);
  };
}

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function start() {
  if (!ARCHIVES.length) throw new Error("web/page_worker.js is not built: run ./build.sh and use dist/");
  // The archives and the page's entry come while Pyodide starts, not after it.
  const archives = ARCHIVES.map((path) => bytes(here("../" + path)));
  const page = greeted.then(thePage);
  archives.forEach((p) => p.catch(() => {})); // a failure is reported where it is awaited
  page.catch(() => {});
  progress("pyodide.mjs");
  const createPyodideModule = await moduleFactory();
  const pyodide = await loadPyodide({ indexURL: here("../runtime/pyodide/"), createPyodideModule });
  for (const file of ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) progress(file);
  const dir = "/home/pyodide";
  for (const [i, path] of ARCHIVES.entries()) {
    const format = path.endsWith(".whl") ? "wheel" : "zip";
    pyodide.unpackArchive(new Uint8Array(await archives[i]), format, { extractDir: dir });
    progress(path.split("/").pop());
  }
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(dir)}); sys.dont_write_bytecode = True`);
  const hello = await greeted;
  const { html, entryName, entryText } = await page;
  const entry = pyodide.pyimport("shell.worker_entry");
  entry.start({ ...hello, html });
  say({ kind: "fields" });
  entry.filled(await form);
  progress(entryName);
  const globals = pyodide.toPy({ __name__: "__main__" });
  await pyodide.runPythonAsync(entryText, { globals });
  entry.started(globals.get("table"));
  receive = (message) => entry.receive(message);
  for (const message of queued.splice(0)) receive(message);
}

// The page's own HTML, as its server gives it (the service worker's copy offline): the screen's
// elements, ids and static text, before the loading screen changed anything; and the page's
// Python, its `<script type="py" src>` (web/main.py, web/embed_page.py), as PyScript would run it.
// Without its query: the service worker's cache has the page by its path (a folder: its index).
async function thePage(hello) {
  const url = new URL(hello.href);
  url.search = url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const html = await response.text();
  const script = /<script type="py" src="([^"]+)"/.exec(html);
  if (!script) throw new Error(`${url}: no <script type="py" src> to run`);
  const entry = new URL(script[1], url);
  return { html, entryName: entry.pathname.split("/").pop(), entryText: new TextDecoder().decode(await bytes(entry.href)) };
}

start().catch((error) => say({ kind: "failed", error: String(error && error.stack ? error.stack : error) }));

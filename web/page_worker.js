// The page's Python in a worker (`?runtime=worker`, docs/worker-page.md): a plain module Worker
// that loads the site's own Pyodide and archives as web/ai_worker.js does, builds the page's
// screen in Python (web/shell/worker_entry.py) from the page's HTML, runs the page's entry
// (web/main.py) unchanged on it, then hands every message from web/painter.js to Python.
// It listens from its first line: the painter's `start` and the player's first input arrive
// while Pyodide is still starting, and are kept until Python is up.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const queued = [];
let receive = null;
self.onmessage = (event) => (receive ? receive(event.data) : queued.push(event.data));

const here = (path) => new URL(path, import.meta.url).href;
// The archives of pyscript.toml's [files], written in by the build (tools/build_site.py).
const ARCHIVES = [];

// The loading bar's steps (web/loading.js: charonProgress), by the file each one fetches.
const progress = (file) => postMessage({ kind: "progress", file });

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function start() {
  if (!ARCHIVES.length) throw new Error("web/page_worker.js is not built: run ./build.sh and use dist/");
  // The archives and the page's entry come while Pyodide starts, not after it.
  const archives = ARCHIVES.map((path) => bytes(here("../" + path)));
  const mainPy = bytes(here("./main.py"));
  archives.forEach((p) => p.catch(() => {})); // a failure is reported where it is awaited
  mainPy.catch(() => {});
  progress("pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: here("../runtime/pyodide/") });
  for (const file of ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) progress(file);
  const dir = "/home/pyodide";
  for (const [i, path] of ARCHIVES.entries()) {
    const format = path.endsWith(".whl") ? "wheel" : "zip";
    pyodide.unpackArchive(new Uint8Array(await archives[i]), format, { extractDir: dir });
    progress(path.split("/").pop());
  }
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(dir)}); sys.dont_write_bytecode = True`);
  const hello = await started();
  const entry = pyodide.pyimport("shell.worker_entry");
  // The page's own HTML, as its server gives it (the service worker's copy offline): the
  // screen's elements, ids and static text, before the loading screen changed anything.
  // Without its query: the service worker's cache has the page by its path (a folder: its index).
  const page = new URL(hello.href);
  page.search = page.hash = "";
  if (page.pathname.endsWith("/")) page.pathname += "index.html";
  hello.html = await (await fetch(page)).text();
  entry.start(hello);
  const main = new TextDecoder().decode(await mainPy);
  progress("main.py");
  const globals = pyodide.toPy({ __name__: "__main__" });
  await pyodide.runPythonAsync(main, { globals });
  entry.started(globals.get("table"));
  receive = (message) => entry.receive(message);
  for (const message of queued.splice(0)) if (message.kind !== "start") receive(message);
}

// The painter's `start`: posted as soon as it starts, so usually queued long before Python is up.
function started() {
  return new Promise((resolve) => {
    const found = queued.find((message) => message.kind === "start");
    if (found) return resolve(found);
    const wait = setInterval(() => {
      const hello = queued.find((message) => message.kind === "start");
      if (hello) {
        clearInterval(wait);
        resolve(hello);
      }
    }, 10);
  });
}

start().catch((error) => postMessage({ kind: "failed", error: String(error && error.stack ? error.stack : error) }));

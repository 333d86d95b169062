// The computer players' thinking, off the page's main thread: a plain module Web Worker that
// runs its own Pyodide (the same vendored runtime as the page: no CDN, and no special headers —
// nothing here needs SharedArrayBuffer). It unpacks the archives the page unpacks (the engine
// wheel and the front end's zips), then answers each message
//   {id, view, spec, seed, maxSeconds}  ->  {id, action, ms, from, to}  or  {id, error}
// with game.ai.worker.decide: a player's view in, that player's action (JSON text) out.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
// The archives of pyscript.toml's [files] (each `"./X" = "./*"`), written in by the build
// (tools/build_site.py reads them from pyscript.toml): the one list of what the page unpacks.
const ARCHIVES = [];

async function start() {
  if (!ARCHIVES.length) throw new Error("web/ai_worker.js is not built: run ./build.sh and use dist/");
  const pyodide = await loadPyodide({ indexURL: here("../runtime/pyodide/") });
  const dir = "/home/pyodide/charon";
  for (const path of ARCHIVES) {
    const response = await fetch(here("../" + path));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const format = path.endsWith(".whl") ? "wheel" : "zip";
    pyodide.unpackArchive(new Uint8Array(await response.arrayBuffer()), format, { extractDir: dir });
  }
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(dir)}); sys.dont_write_bytecode = True`);
  return pyodide.pyimport("game.ai.worker").decide;
}

const ready = start();
ready.then(() => postMessage({ ready: true }), (error) => postMessage({ ready: false, error: String(error) }));

// One decision at a time: messages queue up behind the one being thought about.
let queue = Promise.resolve();
self.onmessage = (event) => {
  const { id, view, spec, seed, maxSeconds } = event.data;
  queue = queue.then(async () => {
    try {
      const decide = await ready;
      const t0 = performance.now();
      const action = decide(view, spec, seed, maxSeconds ?? undefined);
      const t1 = performance.now();
      // ms: the decision's time; from/to: when it ran, on the shared clock (epoch ms).
      postMessage({ id, action, ms: t1 - t0, from: performance.timeOrigin + t0, to: performance.timeOrigin + t1 });
    } catch (error) {
      postMessage({ id, error: String(error && error.message ? error.message : error) });
    }
  });
};

// The computer players' thinking, off the page's main thread: a plain module Web Worker that
// runs its own Pyodide (the same vendored runtime as the page: no CDN, and no special headers —
// nothing here needs SharedArrayBuffer). It unpacks the archives the page unpacks (the engine
// wheel and the front end's zips), then answers each message with game.ai.worker's function
// of its `kind`. Every message names its game by its registry key (game/registry.py: "charon",
// "sixbillion"); the worker knows no game itself. `view` and `save` are the engine's JSON text.
//   {id, kind: "decide", game, view, spec, seed, maxSeconds}  the player's action (JSON text);
//                                                              `kind` may be left out
//   {id, kind: "advise", game, view, level, seed, maxSeconds}  a hint from the player's view
//   {id, kind: "reviewCount", game, save, player}              how many decisions a review rates
//   {id, kind: "review", game, save, player, number, seed, iterations?, focused?}  the advisor's
//                                                              rating of one of them
// -> {id, kind, result, ms, from, to}  or  {id, error} (an unknown game, or advice asked of a
// game without an advisor, is an error naming it).
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
  const worker = pyodide.pyimport("game.ai.worker");
  return {
    decide: (m) => worker.decide(m.game, m.view, m.spec, m.seed, m.maxSeconds ?? undefined),
    advise: (m) => worker.advise(m.game, m.view, m.level, m.seed, m.maxSeconds ?? undefined),
    reviewCount: (m) => worker.review_count(m.game, m.save, m.player),
    review: (m) => worker.review(m.game, m.save, m.player, m.number, m.seed, m.iterations ?? undefined, m.focused ?? false),
  };
}

const ready = start();
ready.then(() => postMessage({ ready: true }), (error) => postMessage({ ready: false, error: String(error) }));

// One request at a time: messages queue up behind the one being thought about.
let queue = Promise.resolve();
self.onmessage = (event) => {
  const message = event.data;
  const { id } = message;
  const kind = message.kind ?? "decide";
  queue = queue.then(async () => {
    try {
      const answer = (await ready)[kind];
      if (!answer) throw new Error(`unknown request ${kind}`);
      const t0 = performance.now();
      const result = answer(message);
      const t1 = performance.now();
      // ms: the work's time; from/to: when it ran, on the shared clock (epoch ms).
      postMessage({ id, kind, result, ms: t1 - t0, from: performance.timeOrigin + t0, to: performance.timeOrigin + t1 });
    } catch (error) {
      postMessage({ id, error: String(error && error.message ? error.message : error) });
    }
  });
};

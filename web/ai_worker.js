// The computer players' thinking, off the page's main thread: a plain module Web Worker that
// runs its own Pyodide (the same vendored runtime as the page: no CDN, and no special headers —
// nothing here needs SharedArrayBuffer). It unpacks the archives the page unpacks (the engine
// wheel and the front end's zips), then answers each message with game.ai.worker's function
// of its `kind`. Every message names its game by its registry key (game/registry.py: "charon",
// "sixbillion"); the worker knows no game itself. `view` and `save` are the engine's JSON text.
//   {kind: "module", module}                                   first, if at all: Pyodide's
//                                                              WebAssembly as the page compiled it
//   {id, kind: "decide", game, view, spec, seed, maxSeconds}  the player's action (JSON text);
//                                                              `kind` may be left out
//   {id, kind: "advise", game, view, level, seed, maxSeconds}  a hint from the player's view
//   {id, kind: "reviewCount", game, save, player}              how many decisions a review rates
//   {id, kind: "review", game, save, player, number, seed, iterations?, focused?}  the advisor's
//                                                              rating of one of them
// -> {ready} once Python is up, then {id, kind, result, ms, from, to}  or  {id, error} (an unknown
// game, or advice asked of a game without an advisor, is an error naming it).
// The worker starts with its first message: handed the compiled module (shell/ai_client.py hands
// the page's), it neither downloads nor compiles Pyodide's 9.6 MB of WebAssembly again; without
// one it fetches and compiles its own.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;
// The archives of pyscript.toml's [files] (each `"./X" = "./*"`), written in by the build
// (tools/build_site.py reads them from pyscript.toml): the one list of what the page unpacks.
const ARCHIVES = [];

async function start(module) {
  if (!ARCHIVES.length) throw new Error("web/ai_worker.js is not built: run ./build.sh and use dist/");
  const options = { indexURL: here("../runtime/pyodide/") };
  const pyodide = await (module ? fromModule(module, () => loadPyodide(options)) : loadPyodide(options));
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

// Pyodide takes no compiled module: its loader fetches pyodide.asm.wasm as it makes its settings
// and instantiates the response streamed (WebAssembly.instantiateStreaming), with imports of its
// own added. While `load` runs, that one fetch is answered here, without the network, and its
// streamed instantiation instantiates `module` with Pyodide's imports; every other call goes
// through. (A loader that did otherwise would fetch and compile as without a module.)
async function fromModule(module, load) {
  const wasm = here("../runtime/pyodide/pyodide.asm.wasm");
  const given = new Response(null, { headers: { "Content-Type": "application/wasm" } });
  const { fetch } = self;
  const { instantiateStreaming } = WebAssembly;
  self.fetch = (resource, init) => (String(resource) === wasm ? Promise.resolve(given) : fetch(resource, init));
  WebAssembly.instantiateStreaming = async (source, imports) =>
    (await source) === given
      ? { instance: await WebAssembly.instantiate(module, imports), module }
      : instantiateStreaming(source, imports);
  try {
    return await load();
  } finally {
    self.fetch = fetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

let ready = null;
function begin(module) {
  ready = start(module);
  ready.then(() => postMessage({ ready: true }), (error) => postMessage({ ready: false, error: String(error) }));
}

// One request at a time: messages queue up behind the one being thought about.
let queue = Promise.resolve();
self.onmessage = (event) => {
  const message = event.data;
  if (message.kind === "module") {
    if (!ready) begin(message.module);
    return;
  }
  if (!ready) begin(null);
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

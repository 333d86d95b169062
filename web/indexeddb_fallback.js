// Starts the page's Python: in a worker (the default), or PyScript on the main thread
// (`?runtime=main`) once IndexedDB is known to work, or has been replaced.
//
// Why: @pyscript/core 0.7.31 opens an IndexedDB database (for `pyscript.fs`) as soon as its
// module loads, and where the browser refuses IndexedDB its error handler re-dispatches the
// event it is handling, which throws ("The event is already being dispatched"): PyScript
// never starts. Browsers refuse it in a frame embedded in another site when third-party
// storage is blocked (Chromium's incognito and Playwright's default context; Safari by
// default). There, an in-memory IndexedDB (the npm package fake-indexeddb, vendored by the
// build like the runtime) takes its place before PyScript loads. Nothing of this site lives in
// IndexedDB, so nothing is lost: only PyScript's own cache is kept in memory for the page's life.
// `document.documentElement.dataset.indexeddb` says which one is in use ("browser"/"memory").

// The page's Python runs in a worker (web/worker_start.js), no PyScript, unless the address asks
// for the main thread (`?runtime=main`: the fallback, and the benchmarks' main-thread page).
if (new URLSearchParams(location.search).get("runtime") === "main") {
  await startPyScript();
} else {
  await import("./worker_start.js");
}

async function indexedDBWorks() {
  const name = "charon-probe";
  try {
    const request = indexedDB.open(name);
    const opened = await new Promise((resolve) => {
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = (event) => {
        event.preventDefault(); // refused: answered here, not reported as an error
        resolve(false);
      };
    });
    if (opened) indexedDB.deleteDatabase(name); // leave nothing behind
    return opened;
  } catch (error) {
    return false; // some browsers throw at once (SecurityError) instead of failing the request
  }
}

async function startPyScript() {
  const works = typeof indexedDB !== "undefined" && (await indexedDBWorks());
  if (!works) await import("../runtime/fake-indexeddb/auto/index.mjs"); // sets window.indexedDB & co.
  document.documentElement.dataset.indexeddb = works ? "browser" : "memory";
  keepPyodideModule();
  await import("../runtime/pyscript/core.js");
}

// Pyodide's WebAssembly as PyScript's Pyodide compiles it on this thread, kept
// (`window.charonPyodideModule`, as the worker page keeps its worker's): shell/ai_client.py hands
// it to the computer players' worker, which then neither downloads nor compiles its own (a
// browser's memory cache, a private window's, holds no 9.6 MB file). PyScript passes nothing to
// Pyodide's instantiation, so the one streamed instantiation of pyodide.asm.wasm is watched.
function keepPyodideModule() {
  const { instantiateStreaming } = WebAssembly;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const result = await instantiateStreaming(source, imports);
    if ((await source).url.endsWith("/runtime/pyodide/pyodide.asm.wasm")) {
      window.charonPyodideModule = result.module;
      WebAssembly.instantiateStreaming = instantiateStreaming;
    }
    return result;
  };
}

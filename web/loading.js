// The loading screen: real progress while PyScript and Pyodide download and start.
// Every finished download of a known file (sizes written into the page by build.sh) moves the
// bar; the Python side calls charonLoaded() once the board is drawn.
"use strict";
(function () {
  const sizes = window.CHARON_SIZES || {};
  const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
  // Downloads fill the first half of the bar; then come the steps of starting up, each
  // known to have happened because of the file it fetches next.
  const runtime = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
  const seen = new Set();
  let done = 0;
  const t0 = performance.now();
  function update(name) {
    const bar = document.getElementById("loading-bar");
    const text = document.getElementById("loading-text");
    const detail = document.getElementById("loading-detail");
    if (!bar) return;
    const file = name.split("?")[0].split("/").pop();
    if (seen.has(file)) return;
    seen.add(file);
    if (file in sizes) done += sizes[file];
    let share, label, busy = false;
    if (seen.has("main.py") || seen.has("embed.py")) {
      share = 0.94; label = "Setting up the table…";
    } else if ([...seen].some((f) => f.endsWith(".whl") || f === "charon_ui.zip")) {
      share = 0.85; label = "Python is running; loading the game rules…";
    } else if (runtime.every((f) => seen.has(f))) {
      share = 0.5; label = "Starting Python (compiling WebAssembly)…"; busy = true;
    } else {
      share = 0.5 * Math.min(1, done / total); label = seen.has("core.js") ? "Downloading the Python runtime…" : "Starting PyScript…";
    }
    bar.style.width = (100 * share).toFixed(1) + "%";
    bar.classList.toggle("busy", busy);
    bar.parentElement.setAttribute("aria-valuenow", String(Math.round(100 * share)));
    text.textContent = label;
    detail.textContent = `${(done / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB downloaded · ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  }
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => update(e.name)))
      .observe({ type: "resource", buffered: true });
  } catch (e) { /* old browser: the bar just stays put */ }
  window.charonLoaded = function () {
    const el = document.getElementById("loading");
    if (el) el.hidden = true;
    document.body.dataset.ready = "1";
    window.charonReadyAt = performance.now();
  };
  window.addEventListener("error", (e) => {
    const text = document.getElementById("loading-text");
    if (text && !document.body.dataset.ready) text.textContent = "Could not start: " + (e.message || e);
  });
})();

// The loading screen: real progress while PyScript and Pyodide download and start.
// Every finished download of a known file (sizes written into the page by build.sh) moves the
// bar; the Python side calls charonLoaded() once the board is drawn. Also, before Python:
// - opened from disk (file://), the runtime can never start (browsers refuse module scripts
//   there): the page says at once how to serve it instead of loading for ever;
// - charonPaintEarly() (called by index.html at the end of its body) shows the last board of
//   the game in progress, kept by charonKeepFrame (web/draw.js), marked "resuming"; on a first visit, the title board's moon.
"use strict";
(function () {
  // The loading screen speaks the language the page will (web/shell/language.py chooses the
  // same way: ?lang= in the URL, then the one remembered, then the browser's). Its words come
  // from the message catalogues, written into the page by the build (window.CHARON_WORDS:
  // language -> English words -> translation), since Python and gettext are not running yet.
  const WORDS = window.CHARON_WORDS || {};
  function language() {
    const asked = new URLSearchParams(location.search).get("lang");
    let remembered = null;
    try { remembered = localStorage.getItem("shell:lang"); } catch (e) { /* storage refused */ }
    for (const code of [asked && asked.toLowerCase(), remembered]) {
      if (code && (code === "en" || code in WORDS)) return code;
    }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const code = tag.split("-")[0].toLowerCase();
      if (code === "en" || code in WORDS) return code;
    }
    return "en";
  }
  const lang = language();
  const _ = (text) => (WORDS[lang] && WORDS[lang][text]) || text;
  function translateLoadingScreen() {
    document.documentElement.lang = lang;
    if (lang === "en") return;
    for (const node of document.querySelectorAll("#loading [data-i18n]")) {
      const english = node.textContent.split(/\s+/).filter(Boolean).join(" ");
      node.setAttribute("data-i18n", english);  // as web/shell/language.py keeps it
      node.textContent = _(english);
    }
    for (const node of document.querySelectorAll("#loading [data-i18n-aria-label]")) {
      const english = node.getAttribute("aria-label");
      node.setAttribute("data-i18n-aria-label", english);
      node.setAttribute("aria-label", _(english));
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", translateLoadingScreen);
  else translateLoadingScreen();

  const sizes = window.CHARON_SIZES || {};
  const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
  // Downloads fill the first half of the bar; then come the steps of starting up, each
  // known to have happened because of the file it fetches next.
  const runtime = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
  const seen = new Set();
  let done = 0;
  const t0 = performance.now();
  function update(name) {
    if (location.protocol === "file:") return;
    const file = name.split("?")[0].split("/").pop();
    if (seen.has(file)) return;
    seen.add(file);
    if (file in sizes) done += sizes[file];
    show();
  }
  function show() {
    // This script runs in the head: the first files can be fetched before the body's loading
    // screen is parsed, or only part of it. They are counted, and shown once it is all there.
    const bar = document.getElementById("loading-bar");
    const text = document.getElementById("loading-text");
    const detail = document.getElementById("loading-detail");
    if (!bar || !text || !detail || location.protocol === "file:") return;
    let share, label, busy = false;
    if (seen.has("main.py") || seen.has("embed_page.py")) {
      share = 0.94; label = _("Setting up the table…");
    } else if ([...seen].some((f) => f.endsWith(".whl") || f === "charon_ui.zip")) {
      share = 0.85; label = _("Python is running; loading the game rules…");
    } else if (runtime.every((f) => seen.has(f))) {
      share = 0.5; label = _("Starting Python (compiling WebAssembly)…"); busy = true;
    } else {
      share = 0.5 * Math.min(1, done / total);
      label = seen.has("core.js") ? _("Downloading the Python runtime…") : _("Starting PyScript…");
    }
    bar.style.width = (100 * share).toFixed(1) + "%";
    bar.classList.toggle("busy", busy);
    bar.parentElement.setAttribute("aria-valuenow", String(Math.round(100 * share)));
    text.textContent = label;
    detail.textContent = _("{done} of {total} MB downloaded · {seconds} s")
      .replace("{done}", (done / 1e6).toFixed(1)).replace("{total}", (total / 1e6).toFixed(1))
      .replace("{seconds}", ((performance.now() - t0) / 1000).toFixed(1));
  }
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => update(e.name)))
      .observe({ type: "resource", buffered: true });
  } catch (e) { /* old browser: the bar just stays put */ }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);

  function openedFromDisk() {
    const text = document.getElementById("loading-text");
    if (!text) return;
    text.textContent = _("This page cannot start from a file on disk: browsers do not run its Python there.");
    const detail = document.getElementById("loading-detail");
    detail.textContent = _("Serve the folder instead and open the address it prints: ./build.sh serve in the project, " +
      "or any static file server in this folder (for example python3 -m http.server), then open http://127.0.0.1:8000/.");
    detail.classList.remove("muted");
    document.body.dataset.fileUrl = "1";
  }
  if (location.protocol === "file:") {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", openedFromDisk);
    else openedFromDisk();
  }

  // The board of the game in progress, painted from its kept display list before Python starts.
  const BOARD_KEY = "charon:last-board";
  function keptBoard() {
    if (/[?&](players|seed)=/.test(location.search)) return null; // the link starts a new game
    try {
      const frame = JSON.parse(localStorage.getItem(BOARD_KEY) || "null");
      const current = localStorage.getItem("charon:current");
      return frame && current && frame.game === current && typeof frame.ops === "string" ? frame : null;
    } catch (e) {
      return null; // storage disabled, or not ours: the title board then
    }
  }
  // The title board's moon (a new game's, drawn at build time by the game's renderer:
  // tools/title_moon.py), at the size its box has on this screen.
  function paintTitleMoon() {
    const moon = window.CHARON_TITLE_MOON;
    const canvas = document.getElementById("title-moon");
    if (!moon || !canvas || !window.charonDraw) return;
    const [x, y, w, h] = moon.rect;
    const width = canvas.getBoundingClientRect().width || w;
    window.charonDraw(canvas, JSON.stringify(moon.ops), width, (width * h) / w, [width / w, x, y]);
  }
  // The loading screen takes the shape it will keep before the body's first paint: this runs in
  // the head, while the board is painted only once the body is parsed (charonPaintEarly), and a
  // browser may paint in between; a switch then would be a visible jump (layout shift).
  // Only a page that resumes games says so (index.html: <script … data-resumes>; not the embed).
  const resumes = document.currentScript !== null && document.currentScript.hasAttribute("data-resumes");
  const resuming = resumes && location.protocol !== "file:" && keptBoard() !== null;
  document.documentElement.classList.toggle("resuming", resuming);
  function titleBoard() {
    document.documentElement.classList.remove("resuming");
    paintTitleMoon();
  }
  window.charonPaintEarly = function () {
    const frame = resuming ? keptBoard() : null;
    if (!frame || !document.getElementById("board") || !window.charonDraw) return titleBoard();
    // One pane (the whole table), or on a phone two: the moon, and the action areas below it.
    const panes = frame.panes || [{ id: "board", width: frame.width, height: frame.height, view: frame.view }];
    try {
      // An image of the board in the canvas's place until Python draws the canvas itself: an
      // image is what browsers count as the page's content (a canvas is not, for LCP).
      for (const pane of panes) {
        const canvas = document.getElementById(pane.id);
        if (!canvas) continue;
        const scratch = document.createElement("canvas");
        window.charonDraw(scratch, frame.ops, pane.width, pane.height, pane.view);
        const image = new Image(pane.width, pane.height);
        image.id = pane.id === "board" ? "board-early" : pane.id + "-early";
        image.className = canvas.className + " early";
        image.alt = canvas.getAttribute("aria-label") || "";
        image.src = scratch.toDataURL("image/png");
        image.style.setProperty("--aspect", (pane.width / pane.height).toFixed(4)); // as Python's canvas
        image.style.setProperty("--width", pane.width + "px");
        canvas.hidden = true;
        canvas.before(image);
      }
    } catch (e) {
      document.querySelectorAll("img.early").forEach((image) => image.remove());
      return titleBoard(); // a frame that does not draw: the title board then
    }
    const prompt = document.getElementById("prompt");
    if (prompt) prompt.textContent = frame.prompt || "";
    document.getElementById("app").hidden = false;
  };

  window.charonLoaded = function () {
    const el = document.getElementById("loading");
    if (el) el.hidden = true;
    const early = document.querySelectorAll("img.early");
    if (early.length) { // Python drew the canvases meanwhile: the same boxes, swapped within one frame
      early.forEach((image) => image.remove());
      document.getElementById("board").hidden = false; // the others are shown as Python chose
    }
    document.documentElement.classList.remove("resuming");
    document.body.dataset.ready = "1";
    window.charonReadyAt = performance.now();
  };
  window.addEventListener("error", (e) => {
    const text = document.getElementById("loading-text");
    if (text && !document.body.dataset.ready && !document.body.dataset.fileUrl) text.textContent = "Could not start: " + (e.message || e);
  });
})();

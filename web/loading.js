// The loading screen: real progress while PyScript and Pyodide download and start.
// Every finished download of a known file (sizes written into the page by build.sh) moves the
// bar; the Python side calls charonLoaded() once the board is drawn. Also, before Python:
// - opened from disk (file://), the runtime can never start (browsers refuse module scripts
//   there): the page says at once how to serve it instead of loading for ever;
// - charonPaintEarly() (called by index.html at the end of its body) shows the last board of
//   the game in progress, kept by charonKeepFrame (web/draw.js), marked "resuming"; on a first
//   visit the set-up form, usable while the runtime loads; for a link that starts a game, the
//   title board's moon.
"use strict";
(function () {
  // The page's language, chosen here once for the loading screen and for Python (which reads
  // window.charonLanguage: web/shell/language.py): ?lang= in the URL, then the one remembered,
  // then the browser's. The loading screen's words come from the message catalogues, written
  // into the page by the build (window.CHARON_WORDS: language -> English words -> translation),
  // since Python and gettext are not running yet. "qps" (the pseudo-language, asked for by tests)
  // has no words here: the loading screen shows English meanwhile.
  const WORDS = window.CHARON_WORDS || {};
  function language() {
    const asked = new URLSearchParams(location.search).get("lang");
    let remembered = null;
    try { remembered = localStorage.getItem("shell:lang"); } catch (e) { /* storage refused */ }
    for (const code of [asked && asked.toLowerCase(), remembered]) {
      if (code && (code === "en" || code === "qps" || code in WORDS)) return code;
    }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const code = tag.split("-")[0].toLowerCase();
      if (code === "en" || code in WORDS) return code;
    }
    return "en";
  }
  const lang = language();
  window.charonLanguage = lang;
  const _ = (text) => (WORDS[lang] && WORDS[lang][text]) || text;
  // The marked words under `root` (as web/shell/language.py marks and keeps them).
  function translate(root) {
    if (lang === "en") return;
    for (const node of document.querySelectorAll(root + " [data-i18n]")) {
      const english = node.textContent.split(/\s+/).filter(Boolean).join(" ");
      node.setAttribute("data-i18n", english);  // as web/shell/language.py keeps it
      node.textContent = _(english);
    }
    for (const name of ["aria-label", "placeholder"]) {
      for (const node of document.querySelectorAll(root + ` [data-i18n-${name}]`)) {
        const english = node.getAttribute(name);
        node.setAttribute(`data-i18n-${name}`, english);
        node.setAttribute(name, _(english));
      }
    }
  }
  function translateLoadingScreen() {
    document.documentElement.lang = lang === "qps" ? "en" : lang;
    translate("#loading");
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
    // The steps in a player's words (PyScript, Python, WebAssembly are no words of the game's:
    // a play-test's player met "Starting PyScript…" on the set-up card).
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
      share = 0.85; label = _("Loading the game rules…");
    } else if (runtime.every((f) => seen.has(f))) {
      share = 0.5; label = _("Getting the game ready…"); busy = true;
    } else {
      share = 0.5 * Math.min(1, done / total);
      label = _("Loading the game…");
    }
    bar.style.width = (100 * share).toFixed(1) + "%";
    bar.classList.toggle("busy", busy);
    bar.parentElement.setAttribute("aria-valuenow", String(Math.round(100 * share)));
    text.textContent = label;
    detail.textContent = _("{done} of {total} MB downloaded · {seconds} s")
      .replace("{done}", (done / 1e6).toFixed(1)).replace("{total}", (total / 1e6).toFixed(1))
      .replace("{seconds}", ((performance.now() - t0) / 1000).toFixed(1));
  }
  window.charonProgress = update; // the page's worker says what it fetched (web/worker_start.js)
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
  // A first visit (no game to resume, no link that starts one): the set-up form, as Python
  // will show it, with the progress along the bottom.
  const settingUp = resumes && location.protocol !== "file:" && !resuming && window.CHARON_SETUP != null &&
    !/[?&](players|seed)=/.test(location.search) && stored("charon:current") === null &&
    !/[?&]game=(?!charon(&|$))/.test(location.search);  // the form made here is Charon's (the default game)
  document.documentElement.classList.toggle("resuming", resuming);
  document.documentElement.classList.toggle("setting-up", settingUp);
  function stored(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; } // storage refused: nothing kept
  }
  function titleBoard() {
    document.documentElement.classList.remove("resuming", "setting-up");
    paintTitleMoon();
  }

  // The set-up form of a first visit. Its rows are made as web/shell/setup_screen.py makes them,
  // from the choices the build wrote (window.CHARON_SETUP: shell/setup.py, form_choices), so
  // that Python takes the form over as it stands: what was typed, chosen or counted meanwhile
  // stays, and nothing moves. Start, pressed meanwhile, is remembered (window.charonStartAsked:
  // Python starts the game as the form then says); the rest that needs Python (the lesson,
  // languages, importing) waits for it.
  const NEEDS_PYTHON = "#learn-btn, #setup [data-lang], #import-file";
  window.charonStartAsked = false;
  let defaultNames = [];  // the names the rows were given, not typed (setup_screen.py: `filled`)
  function element(tag, text, attributes) {  // as web/shell/dom.py's make()
    const node = document.createElement(tag);
    if (text !== null) node.textContent = text;
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    return node;
  }
  function seatRow(i, old) {
    const choices = window.CHARON_SETUP;
    const nth = (words) => words.replace("{n}", String(i + 1));
    const row = element("div", null, { class: "seat" });
    const name = element("input", null, {
      type: "text", maxlength: String(choices.max_name), value: old && old[0] ? old[0] : defaultNames[i],
    });
    name.setAttribute("aria-label", nth(_("Name of player {n}")));
    const colour = element("select", null, { class: "colour" });
    colour.setAttribute("aria-label", nth(_("Colour of player {n}")));
    for (const [id, colourName] of choices.colours) colour.appendChild(element("option", _(colourName), { value: id }));
    colour.value = old ? old[1] : choices.colours[i][0];
    const kind = element("select", null, { class: "seat-kind" });
    kind.setAttribute("aria-label", nth(_("Who plays seat {n}")));
    kind.appendChild(element("option", _("Human"), { value: "human" }));
    for (const [level, levelName] of choices.levels) {
      kind.appendChild(element("option", _("Computer: {level}").replace("{level}", _(levelName)), { value: "ai:" + level }));
    }
    kind.value = old ? old[2] : i === 0 ? "human" : choices.computer;
    row.append(element("span", `${i + 1}.`), name, colour, kind);
    return row;
  }
  // The games of the page, to choose from when there are several (setup_screen.py: game_options).
  function gameChoice() {
    const games = window.CHARON_SETUP.games;
    const choice = document.getElementById("setup-game");
    choice.replaceChildren(...games.map(([key, title]) => element("option", title, { value: key })));
    choice.value = games[0][0];
    document.getElementById("setup-game-box").hidden = games.length < 2;
    choice.addEventListener("change", goToGame);
  }
  // Another game chosen before Python came: its own set-up, as Python's choice does (table.py: go_to_game).
  function goToGame() {
    const asked = new URLSearchParams(location.search);
    const lang = asked.get("lang"), runtime = asked.get("runtime");  // runtime: shell/setup.py, runtime_kept
    location.search = "?game=" + encodeURIComponent(document.getElementById("setup-game").value) + "&setup=1" +
      (lang ? "&lang=" + encodeURIComponent(lang) : "") + (runtime ? "&runtime=" + encodeURIComponent(runtime) : "");
  }
  // The numbers of players the game has (setup_screen.py: count_options), three at first.
  function playerCounts() {
    const [least, most] = window.CHARON_SETUP.players;
    const count = document.getElementById("setup-count");
    for (let n = least; n <= most; n++) count.appendChild(element("option", String(n), { value: String(n) }));
    count.value = String(Math.min(most, Math.max(least, 3)));
  }
  function seatRows() {
    const box = document.getElementById("setup-players");
    const old = Array.from(box.children, (row) => {
      const name = row.querySelector("input").value;
      return [defaultNames.includes(name) ? "" : name, row.querySelector("select.colour").value,
        row.querySelector("select.seat-kind").value];
    });
    const n = Number(document.getElementById("setup-count").value);
    const kinds = Array.from({ length: n }, (_unused, i) => old[i] ? old[i][2] : i === 0 ? "human" : window.CHARON_SETUP.computer);
    defaultNames = madeNames(kinds);
    box.replaceChildren(...defaultNames.map((_unused, i) => seatRow(i, old[i])));
  }
  // The names the form gives, saying who plays, as the game will name them: "Player 1", and
  // "Easy bot 3", every computer with its seat's number (web/shell/seating.py: default_names).
  function madeNames(kinds) {
    const bots = Object.fromEntries(window.CHARON_SETUP.bots);
    return kinds.map((kind, i) => kind.startsWith("ai:")
      ? `${_(bots[kind.slice(3)])} ${i + 1}` : _("Player {n}").replace("{n}", String(i + 1)));
  }
  // A seat given to a computer or a human: the made names follow (setup_screen.py: seats_changed).
  function seatsChanged() {
    const rows = Array.from(document.getElementById("setup-players").children);
    const names = madeNames(rows.map((row) => row.querySelector("select.seat-kind").value));
    rows.forEach((row, i) => {
      const field = row.querySelector("input");
      if (field.value === defaultNames[i] || field.value === "") field.value = names[i];
    });
    defaultNames = names;
  }
  function startWhenReady(event) {
    event.preventDefault();  // the form is Python's to send (and never reloads the page)
    window.charonStartAsked = true;
    document.documentElement.classList.add("start-asked");
    waitForPython([document.getElementById("setup-start")]);
  }
  function setupForm() {
    const setup = document.getElementById("setup");
    translate("#setup");
    for (const button of setup.querySelectorAll("[data-lang]")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    }
    // "Learn to play" first until the lesson was done (setup_screen.py: offer_learning).
    const learned = stored("charon:learned") === "1";
    const learn = document.getElementById("learn-box");
    const columns = document.getElementById("setup-columns");
    learn.hidden = false;
    learn.classList.toggle("first", !learned);
    learn.classList.toggle("later", learned);
    if (learned) columns.after(learn); else columns.before(learn);
    // The saved games are Python's to list: until then, "none" only where there are none.
    let saves = false;
    try {
      for (let i = 0; i < localStorage.length; i++) saves = saves || /^charon:(record|game|meta):/.test(localStorage.key(i));
    } catch (e) { /* storage refused: none */ }
    if (!saves) document.getElementById("saves").replaceChildren(element("li", _("No saved games yet."), { class: "muted" }));
    gameChoice();
    playerCounts();
    seatRows();
    document.getElementById("setup-count").addEventListener("change", seatRows);
    document.getElementById("setup-players").addEventListener("change", seatsChanged);
    document.getElementById("setup-form").addEventListener("submit", startWhenReady);
    waitForPython(setup.querySelectorAll(NEEDS_PYTHON));
    setup.hidden = false;
  }
  function formToPython() {  // Python has bound the form (or it was not made): Python's listeners only
    document.getElementById("setup-count")?.removeEventListener("change", seatRows);
    document.getElementById("setup-players")?.removeEventListener("change", seatsChanged);
    document.getElementById("setup-game")?.removeEventListener("change", goToGame);
    document.getElementById("setup-form")?.removeEventListener("submit", startWhenReady);
  }
  function waitForPython(controls) {  // disabled, visibly, until charonLoaded
    for (const control of controls) {
      control.disabled = true;
      control.dataset.needsPython = "";
    }
  }
  // A hot-seat game resumes asking for the device to be passed on (web/shell/handoff.py), as
  // it did when its board was kept: asked at once, answered once Python can show the hand.
  // Its words are web/shell/handoff.py's: whole sentences, the name inside where each language puts it.
  function passTheDevice(name, answering) {
    const handoff = document.getElementById("handoff");
    if (!handoff || typeof name !== "string") return;
    translate("#handoff");
    const named = (words) => words.replace("{name}", () => name);
    handoff.dataset.name = name;
    handoff.dataset.answering = answering ? "1" : "";
    document.getElementById("handoff-title").textContent = named(_("Pass the device to {name}"));
    document.getElementById("handoff-continue").textContent =
      named(answering ? _("I am {name} – show my hand") : _("I am {name} – show my turn"));
    waitForPython([document.getElementById("handoff-continue")]);
    handoff.hidden = false;
  }

  // Another game than the default one (?game=): its name on the loading screen and the tab, not
  // Charon's title board (its moon, tagline and story are Charon's; Python names the rest:
  // web/shell/game_words.py).
  function nameTheGame() {
    const key = new URLSearchParams(location.search).get("game");
    const games = (window.CHARON_SETUP && window.CHARON_SETUP.games) || [];
    const game = games.find(([k]) => k === key);
    if (!game || game === games[0]) return;
    document.title = game[1];
    const title = document.querySelector("#loading .title h1");
    if (title) title.textContent = game[1];
    for (const node of document.querySelectorAll("#title-moon, #title-board, #loading .tagline")) node.style.display = "none";
  }

  window.charonPaintEarly = function () {
    try { nameTheGame(); } catch (e) { /* the default game's words stay */ }
    if (settingUp) {
      try {
        return setupForm();
      } catch (e) {
        formToPython();
        document.getElementById("setup").hidden = true;
        return titleBoard(); // a form that could not be made: the title board then
      }
    }
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
    // The game's own parts around the board as Python will show them (body[data-game]: Charon's
    // flag spots under a phone's moon), not added under the board only when Python comes.
    if (typeof frame.page === "string") document.body.dataset.game = frame.page;
    const prompt = document.getElementById("prompt");
    if (prompt) prompt.textContent = frame.prompt || "";
    const header = document.getElementById("status-line");  // a phone's round and phase, as Python will say them
    if (header && typeof frame.header === "string") {
      header.textContent = frame.header;
      header.hidden = false;
    }
    document.getElementById("app").hidden = false;
    if (frame.handoff) passTheDevice(frame.handoff, frame.handoffAnswering === true);
  };

  window.charonLoaded = function () {
    const el = document.getElementById("loading");
    if (el) el.hidden = true;
    const early = document.querySelectorAll("img.early");
    if (early.length) { // Python drew the canvases meanwhile: the same boxes, swapped within one frame
      early.forEach((image) => image.remove());
      document.getElementById("board").hidden = false; // the others are shown as Python chose
    }
    if (document.documentElement.classList.contains("setting-up")) formToPython();
    for (const control of document.querySelectorAll("[data-needs-python]")) {
      control.disabled = false;
      delete control.dataset.needsPython;
    }
    document.documentElement.classList.remove("resuming", "setting-up", "start-asked");
    document.body.dataset.ready = "1";
    window.charonReadyAt = performance.now();
  };
  window.addEventListener("error", (e) => {
    const text = document.getElementById("loading-text");
    if (text && !document.body.dataset.ready && !document.body.dataset.fileUrl) text.textContent = "Could not start: " + (e.message || e);
  });
})();

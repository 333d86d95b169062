// The main thread's side of a page whose Python runs in a worker (docs/worker-page.md).
//
// It knows no game. The worker sends what the screen shows — canvas display lists (painted by
// web/draw.js's charonDraw), panels as HTML fragments (morphed into place by idiomorph, the npm
// package vendored by the build into runtime/idiomorph/), attributes, focus, live-region text —
// and everything that arrives within one frame is applied together at the next animation frame.
// The page keeps what a worker cannot have: localStorage (its records go to the worker at start
// and on every `storage` event; each write is confirmed or refused back), focus, ARIA live
// regions, downloads. The player's input (clicks and taps, keys, hovers, form fields) goes to the
// worker as messages. Messages alone: no SharedArrayBuffer, so no special headers, any host,
// any frame.
import { Idiomorph } from "../runtime/idiomorph/idiomorph.esm.js";

// A canvas keeps the size its drawing gave it (web/draw.js sets width and height for the
// device's pixels): a panel's fragment carries the canvas, not its pixels.
const MORPH = {
  morphStyle: "innerHTML",
  restoreFocus: true,
  callbacks: {
    beforeAttributeUpdated: (name, node) => !(node.tagName === "CANVAS" && (name === "width" || name === "height")),
  },
};
// A focused field keeps what is being typed (the worker's copy may be a keystroke behind), but
// only a field: idiomorph's ignoreActiveValue also leaves the active element's children as they
// were, so a button just pressed, relabelled by the next frame, kept its old words while its
// data-action changed (a play-test's "Build the 8" that built the 2).
const FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const morphOptions = () => ({ ...MORPH, ignoreActiveValue: FIELDS.has(document.activeElement?.tagName) });
// What a click is about: the closest of these around its target.
const ACTIONABLE = "[data-action], button, a[href], summary, [role='tab'], [role='button'], canvas[id]";
const TEXT_FIELDS = new Set(["text", "search", "number", "email", "url", "tel", "password"]);

// localStorage, or null where the browser refuses it (a frame of another site, storage disabled).
function openStorage() {
  try {
    const storage = window.localStorage;
    storage.getItem("painter:probe");
    return storage;
  } catch (_) {
    return null;
  }
}

function isFull(error) {
  return error && (error.name === "QuotaExceededError" || error.code === 22 || error.code === 1014);
}

// Writes all of `writes` ([key, value or null to remove, the value the worker built it on?], ...)
// or none: a refused write puts back what the earlier ones replaced, so that "storage full"
// writes nothing, and a write built on a value the storage no longer holds refuses the whole
// store as `stale`; a refusal says what the page holds for the store's keys. (A removal comes
// from Python as None, which crosses as `undefined`: `== null` takes both, never "undefined".)
function writeAll(storage, writes) {
  if (!storage) return { ok: false, reason: "unavailable" };
  const before = [];
  let refusal = null;
  try {
    for (const [key, value, ...known] of writes) {
      const was = storage.getItem(key);
      // The value the worker built this write on (undefined: Python's None, no record): another
      // tab's write it has not heard of yet makes the whole store stale.
      if (known.length && was !== (known[0] ?? null)) {
        refusal = { reason: "stale" };
        break;
      }
      before.push([key, was]);
      if (value == null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  } catch (error) {
    refusal = { reason: isFull(error) ? "full" : "unavailable", message: String(error && error.message) };
  }
  if (!refusal) return { ok: true };
  for (const [key, value] of before.reverse()) {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch (_) { /* putting back what was there frees space or changes nothing */ }
  }
  // What the page holds now, so that the worker's mirror is the page's again.
  const records = {};
  for (const [key] of writes) records[key] = storage.getItem(key);
  return { ok: false, ...refusal, records };
}

function isTextField(element) {
  if (!element) return false;
  if (element.isContentEditable || element.tagName === "TEXTAREA") return true;
  return element.tagName === "INPUT" && TEXT_FIELDS.has(element.type);
}

// An element the worker names: by its id, or ":body", ":root", or ":w<n>" (an element without
// an id, numbered by the worker's screen in its fragments: data-w).
function find(name) {
  if (name === ":body") return document.body;
  if (name === ":root") return document.documentElement;
  if (name.startsWith(":w")) return document.querySelector(`[data-w="${name.slice(2)}"]`);
  return document.getElementById(name);
}

function described(element) {
  return { target: element.id || null, action: element.dataset.action || null, data: { ...element.dataset } };
}

// worker: a Worker (or anything with postMessage and a "message" event, as PyScript's xworker).
// options.prefixes: the localStorage keys the worker is given (those starting with one of them).
// options.onMessage(message): what the painter does not know (a page's own messages).
// options.onReady(): the worker's first frame is painted (called within that paint).
// options.sentEarly(): a form the page's own scripts were asked to send before the worker was up
// (the loading screen's Start), or null: forwarded with the form's fields if its `submit` was not.
// options.page: what the page's own scripts know that the worker's Python asks of `window`
// (the language chosen, the set-up form's choices...), sent with `start`.
// options.onError(error): the worker failed (its script, or an uncaught error in it): the page
// says so rather than waiting for ever (without it, the browser's console has it).
export function startPainter(worker, options = {}) {
  const prefixes = options.prefixes || [""];
  const storage = openStorage();
  const canvasSizes = new Map(); // canvas id -> the logical [width, height] of its display list
  let captured = new Set(); // keys the worker answers: their default action is prevented
  let pending = null; // what arrived since the last animation frame
  let painted = 0;

  const post = (message) => worker.postMessage(message);
  const ours = (key) => key !== null && prefixes.some((prefix) => key.startsWith(prefix));

  function records() {
    const found = {};
    if (!storage) return found;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (ours(key)) found[key] = storage.getItem(key);
    }
    return found;
  }

  // The form fields already on the page (a loading screen's set-up form, filled in while the
  // worker started): what the player typed or chose is the worker's to take over. Only the
  // fields changed since the page's HTML: one still as the HTML made it says nothing, and its
  // value must not overwrite the one the page's Python gives it (an empty list of games, as the
  // HTML has it, choosing no game over the one the address names).
  function fields() {
    const found = {};
    for (const field of document.querySelectorAll("input[id], select[id], textarea[id]")) {
      if (!changed(field)) continue;
      found[field.id] = field.type === "checkbox" || field.type === "radio" ? field.checked : field.value;
    }
    return found;
  }
  function changed(field) {
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    if (field.tagName !== "SELECT") return field.value !== field.defaultValue;
    // a select shows, as the HTML made it, its last option marked selected, or its first
    const options = Array.from(field.options);
    const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
    return field.selectedIndex !== (marked >= 0 ? marked : options.length ? 0 : -1);
  }

  // The parts of the page its loading screen made before the worker was up (options.early:
  // their ids; web/loading.js's set-up form: the games, the counts, the seat rows), with what
  // the player typed or chose in them, as HTML: the worker's screen takes them over, as the
  // page's Python takes over the loading screen's form on the main thread.
  function early() {
    const found = {};
    for (const id of options.early || []) {
      const element = document.getElementById(id);
      if (!element || !element.children.length) continue;
      const copy = element.cloneNode(true);
      // the element itself may be the field (a select whose options the loading screen made)
      const within = (root) => [root, ...root.querySelectorAll("*")].filter((e) => e.matches("input, select, textarea"));
      const fields = within(element);
      within(copy).forEach((field, i) => {
        const shown = fields[i];
        if (shown.tagName === "SELECT") {
          for (const [j, option] of Array.from(field.options).entries()) option.toggleAttribute("selected", shown.options[j].selected);
        } else if (shown.type === "checkbox" || shown.type === "radio") {
          field.toggleAttribute("checked", shown.checked);
        } else if (shown.tagName === "TEXTAREA") {
          field.textContent = shown.value;
        } else {
          field.setAttribute("value", shown.value);
        }
      });
      found[id] = copy.innerHTML;
    }
    return found;
  }

  function viewport() {
    return { width: window.innerWidth, height: window.innerHeight };
  }

  // ---- from the worker: frames, applied once per animation frame --------------------------

  function queue(frame) {
    if (!pending) {
      pending = { canvases: new Map(), elements: new Map(), focus: null, announce: [], scrollTop: [], place: [] };
      requestAnimationFrame(paint);
    }
    for (const canvas of frame.canvases || []) pending.canvases.set(canvas.id, canvas);
    for (const element of frame.elements || []) {
      // The later content wins (html or text), the attributes merge.
      const earlier = pending.elements.get(element.id) || {};
      const content = element.html !== undefined || element.text !== undefined ? element : earlier;
      const attrs = { ...earlier.attrs, ...element.attrs };
      pending.elements.set(element.id, { id: element.id, html: content.html, text: content.text, attrs });
    }
    if (frame.focus) pending.focus = frame.focus;
    if (frame.scroll) pending.scroll = frame.scroll;
    pending.scrollTop.push(...(frame.scrollTop || []));
    pending.place.push(...(frame.place || []));
    pending.announce.push(...(frame.announce || []));
    if (frame.keys) captured = new Set(frame.keys);
    if (frame.answered) pending.answered = frame.answered;
    if (frame.title !== undefined) pending.title = frame.title;
    if (frame.lang !== undefined) pending.lang = frame.lang;
    if (frame.ready) pending.ready = true;
  }

  function paint() {
    const frame = pending;
    pending = null;
    // The panels first: a canvas may be new in them.
    for (const e of frame.elements.values()) {
      const element = find(e.id);
      if (!element) continue;
      if (e.html !== undefined) Idiomorph.morph(element, e.html, morphOptions());
      else if (e.text !== undefined) element.textContent = e.text;
      for (const [name, value] of Object.entries(e.attrs || {})) {
        if (value == null || value === false) element.removeAttribute(name); // null, or undefined: Python's None
        else element.setAttribute(name, value === true ? "" : String(value));
      }
    }
    for (const c of frame.canvases.values()) {
      const canvas = document.getElementById(c.id);
      if (!canvas) continue;
      canvasSizes.set(c.id, [c.width, c.height]);
      window.charonDraw(canvas, c.ops, c.width, c.height, c.view || null, c.keptView || null);
    }
    if (frame.title !== undefined) document.title = frame.title;
    if (frame.lang !== undefined) document.documentElement.lang = frame.lang;
    for (const [id, text] of frame.announce) {
      // A live region speaks a change: the same words twice are cleared first, then said.
      const region = document.getElementById(id);
      if (!region) continue;
      region.textContent = "";
      requestAnimationFrame(() => (region.textContent = text));
    }
    if (frame.focus) {
      const element = find(frame.focus);
      if (element) element.focus();
    }
    if (frame.scroll) {
      const [name, options] = frame.scroll;
      const element = find(name);
      if (element) element.scrollIntoView(options || undefined);
    }
    for (const [name, top] of frame.scrollTop || []) {
      const element = find(name); // a panel scrolled to its start, or its end (the browser stops there)
      if (element) element.scrollTop = top;
    }
    // What only the page's layout decides (web/placing.js: a part brought into view, the
    // tooltip placed), asked by the worker's Python, done now with the page's real boxes.
    for (const [name, args] of frame.place) {
      if (name.startsWith("charon") && typeof window[name] === "function") window[name](...args);
    }
    // The page's first frame: the page hands its screen over from the loading screen in this
    // same paint (nothing drawn twice, nothing moving between two paints).
    if (frame.ready && options.onReady) options.onReady();
    painted += 1;
    document.documentElement.dataset.painted = String(painted);
    if (frame.answered) document.documentElement.dataset.answered = String(frame.answered);
    post({ kind: "painted", frame: painted });
  }

  // The workers the worker's Python starts (the computer players'), started here beside it, not
  // nested in it: the page's own, as on a page whose Python runs on the main thread, and their
  // messages relayed both ways (shell/worker_window.py's RelayedWorker).
  const started = new Map(); // the worker's number for it -> the Worker
  function startFor({ id, url, options }) {
    let relayed;
    try {
      relayed = new Worker(url, options || undefined);
    } catch (error) {
      post({ kind: "workerError", id, message: String(error && error.message ? error.message : error) });
      return;
    }
    started.set(id, relayed);
    relayed.addEventListener("message", (event) => post({ kind: "workerMessage", id, data: event.data }));
    relayed.addEventListener("error", (event) => {
      event.preventDefault(); // the worker's Python says it, as it does of its own worker's
      post({ kind: "workerError", id, message: String(event.message || "the worker failed") });
    });
  }

  worker.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || typeof message !== "object") return; // a runtime's own messages (PyScript's)
    switch (message.kind) {
      case "workerStart":
        startFor(message);
        break;
      case "workerPost": {
        const relayed = started.get(message.id);
        if (relayed) relayed.postMessage(message.message);
        break;
      }
      case "workerEnd": {
        const relayed = started.get(message.id);
        if (relayed) relayed.terminate();
        started.delete(message.id);
        break;
      }
      case "frame":
        queue(message);
        break;
      case "store":
        post({ kind: "stored", id: message.id, ...writeAll(storage, message.writes) });
        break;
      case "download": // saved as a file by web/draw.js, as on the page without a worker
        window.charonDownload(message.filename, message.text);
        break;
      case "fields": { // the worker's Python is up, the page's not yet run: the form as it is now
        post({ kind: "fields", fields: fields(), early: early() });
        // A form the loading screen was asked to send before this module listened (it loads
        // after the loading screen's script): sent now, once, as the player's own sending.
        const asked = options.sentEarly ? options.sentEarly() : null;
        if (asked && !submitted.has(asked)) submit(asked);
        break;
      }
      default:
        if (options.onMessage) options.onMessage(message);
    }
  });

  const failed = (event) => {
    if (!options.onError) return; // the browser reports it on the console itself
    event.preventDefault(); // the page says it
    options.onError(event.error || event.message || "the worker's message could not be read");
  };
  worker.addEventListener("error", failed);
  worker.addEventListener("messageerror", failed);

  // ---- to the worker: the player's input, and the records -------------------------------

  // The player's deliberate input (not hovers or focus) is numbered: a frame says the last one
  // the worker had handled when it was made (`answered`), and the page shows both numbers
  // (html[data-sent], html[data-answered]): what tests wait on, and what a click's latency is.
  let sent = 0;
  function sendInput(message) {
    if (!["hover", "focus", "pointer", "animationend"].includes(message.type)) {
      sent += 1;
      message.seq = sent;
      document.documentElement.dataset.sent = String(sent);
    }
    post({ kind: "input", ...message });
  }

  function canvasPoint(canvas, event) {
    const box = canvas.getBoundingClientRect();
    const [width, height] = canvasSizes.get(canvas.id) || [box.width, box.height];
    return {
      x: ((event.clientX - box.left) * width) / (box.width || 1),
      y: ((event.clientY - box.top) * height) / (box.height || 1),
      // and where on the window, with the canvas's box: for what is placed beside the pointer
      clientX: event.clientX,
      clientY: event.clientY,
      box: { left: box.left, top: box.top, width: box.width, height: box.height },
    };
  }

  document.addEventListener("click", (event) => {
    sendHover();  // the pointer's last move first: the page hears them in the order they happened
    const element = event.target.closest(ACTIONABLE);
    if (!element || element.disabled) return;
    if (element.dataset.action && element.tagName === "A") event.preventDefault();
    const point = element.tagName === "CANVAS" ? canvasPoint(element, event) : {};
    // detail 0: pressed with the keyboard (Enter, Space), which the pages tell from a click
    sendInput({ type: "click", ...described(element), ...point, detail: event.detail });
  });

  document.addEventListener("keydown", (event) => {
    const field = event.target;
    const typing = isTextField(field);
    // Space on a focused button presses it (the replay's Space shortcut stands aside there)
    const pressing = event.key === " " && field && field.tagName === "BUTTON";
    if (captured.has(event.key) && !typing && !pressing) event.preventDefault();
    sendInput({
      type: "keydown",
      key: event.key,
      ctrl: event.ctrlKey,
      shift: event.shiftKey,
      alt: event.altKey,
      meta: event.metaKey,
      repeat: event.repeat,
      typing,
      ...(field && field.id ? described(field) : { target: null }),
    });
  });

  // Hovers: one message per animation frame at most, the latest position; one still waiting
  // goes before a press or a click (sent at the next frame, after the click that placed a flag,
  // the hover over its spot brought the zone's tooltip back over the board: a play-test's).
  let hover = null;
  function sendHover() {
    if (!hover) return;  // sent already, before a press or a click
    sendInput({ type: "hover", ...hover });
    hover = null;
  }
  // (A mouse's or a pen's: a finger hovers nothing, and the page's mousemove and mouseleave do
  // not follow a tap — its pointerout after a tap would close the tooltip the tap opened.)
  document.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") return;
    const canvas = event.target.closest("canvas[id]");
    const element = canvas || event.target.closest("[data-hover]");
    if (!element) return;
    if (!hover) requestAnimationFrame(sendHover);
    hover = { ...described(element), ...(canvas ? canvasPoint(canvas, event) : {}) };
  });
  // A press and its end, with the pointer's kind: a touch's long press on a canvas (its tooltip),
  // a tap anywhere (it closes a tooltip). Not numbered: the click that follows is.
  for (const type of ["pointerdown", "pointerup", "pointercancel"]) {
    document.addEventListener(type, (event) => {
      sendHover();
      const canvas = event.target.closest ? event.target.closest("canvas[id]") : null;
      const where = canvas ? { ...described(canvas), ...canvasPoint(canvas, event) } : { target: null };
      sendInput({ type: "pointer", event: type, pointerType: event.pointerType, ...where });
    });
  }
  // An animation's end on an element the worker knows (the notice's fade-out: it then hides it).
  document.addEventListener("animationend", (event) => {
    const element = event.target;
    if (!element.id && !element.dataset.w) return;
    sendInput({ type: "animationend", animationName: event.animationName, ...described(element) });
  });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType === "touch") return;
    const element = event.target.closest("canvas[id], [data-hover]");
    if (!element || element.contains(event.relatedTarget)) return;
    if (!hover) requestAnimationFrame(sendHover);
    hover = { ...described(element), left: true };
  });

  for (const type of ["input", "change"]) {
    document.addEventListener(type, async (event) => {
      const field = event.target;
      if (!field.id && !field.name && !field.dataset.w) return; // data-w: a field the worker made
      // A file chosen: its text goes with it (an import), as the worker cannot read the file itself.
      const files = field.type === "file" && field.files
        ? await Promise.all([...field.files].map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })))
        : undefined;
      sendInput({ type, ...described(field), name: field.name || null, value: field.value, checked: field.checked ?? null, files });
    });
  }
  const submitted = new WeakSet(); // the forms whose sending was forwarded
  function submit(form) {
    submitted.add(form);
    sendInput({ type: "submit", ...described(form), fields: Object.fromEntries(new FormData(form)) });
  }
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    submit(event.target);
  });
  document.addEventListener("focusin", (event) => {
    const element = event.target.closest("[data-action]");
    if (element) sendInput({ type: "focus", ...described(element) });
  });

  window.addEventListener("storage", (event) => {
    if (event.storageArea !== storage) return;
    // key null: the whole storage was cleared (by another tab), so every record is news
    if (event.key === null) post({ kind: "records", records: records(), cleared: true });
    else if (ours(event.key)) post({ kind: "records", records: { [event.key]: event.newValue } });
  });

  let resizing = false;
  window.addEventListener("resize", () => {
    if (resizing) return;
    resizing = true;
    requestAnimationFrame(() => {
      resizing = false;
      post({ kind: "viewport", viewport: viewport() });
    });
  });

  post({
    kind: "start",
    records: records(),
    storage: storage ? "available" : "unavailable",
    fields: fields(),
    href: location.href,
    languages: Array.from(navigator.languages || []),
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    viewport: viewport(),
    page: options.page || {},
  });
  return { post };
}

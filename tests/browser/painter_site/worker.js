// A tiny game for web/painter.js's test: a square that moves where the board is clicked (or
// with the arrow keys), a count of clicks kept in localStorage through the painter, a name field
// whose panel is re-sent on every keystroke, and a button that asks for more than storage holds.
"use strict";
let clicks = 0;
let square = [10, 10];
let name = "";
let status = "";
let asked = 0;
let fieldValue = "";
let early = "";
let taken = 0;

const panel = () => `
  <p id="count">Clicks: ${clicks}</p>
  <p id="status">${status}</p>
  <label for="name">Name</label> <input id="name" name="name" value="${fieldValue}">
  <p id="greeting">Hello, ${name || "nobody"}</p>
  <p id="early-seen">Typed while loading: ${early}</p>
  <button type="button" id="fill" data-action="fill">Save a huge game</button>
  <button type="button" id="crash" data-action="crash">Break the game</button>
  <button type="button" id="take" data-action="take" data-taken="${taken}">Take card ${taken + 1}</button>`;

function frame(extra = {}) {
  const ops = [
    ["rect", 0, 0, 200, 100, "#000000", null, 0, 0],
    ["rect", square[0] - 5, square[1] - 5, 10, 10, "#ff0000", null, 0, 0],
  ];
  postMessage({
    kind: "frame",
    canvases: [{ id: "board", ops: JSON.stringify(ops), width: 200, height: 100 }],
    elements: [{ id: "panel", html: panel() }, { id: "board", attrs: { "data-square": square.join(",") } }],
    keys: ["ArrowRight", "ArrowLeft"],
    ...extra,
  });
}

function save() {
  asked += 1;
  postMessage({ kind: "store", id: asked, writes: [["demo:clicks", String(clicks)]] });
}

self.onmessage = ({ data: m }) => {
  if (m.kind === "start") {
    clicks = Number(m.records["demo:clicks"] || 0);
    early = m.fields.early;
    status = `storage ${m.storage}; isolated ${self.crossOriginIsolated}; shared memory ${typeof SharedArrayBuffer}`;
    frame();
  } else if (m.kind === "input" && m.type === "click" && m.target === "board") {
    clicks += 1;
    square = [Math.round(m.x), Math.round(m.y)];
    save();
    frame({ announce: [["live", `Clicked at ${square.join(", ")}`]] });
  } else if (m.kind === "input" && m.type === "click" && m.action === "fill") {
    asked += 1;
    postMessage({ kind: "store", id: asked, writes: [["demo:clicks", String(clicks + 1000)], ["demo:huge", "x".repeat(6 * 1024 * 1024)]] });
  } else if (m.kind === "input" && m.type === "click" && m.action === "take") {
    taken += 1;
    frame(); // the same button, relabelled
  } else if (m.kind === "input" && m.type === "click" && m.action === "crash") {
    throw new Error("a bug in the game");
  } else if (m.kind === "input" && m.type === "keydown" && !m.typing && m.key.startsWith("Arrow")) {
    square = [square[0] + (m.key === "ArrowRight" ? 20 : -20), square[1]];
    frame({ focus: "fill" });
  } else if (m.kind === "input" && m.type === "input" && m.target === "name") {
    name = m.value;
    frame(); // the panel again, with the field as the worker last knew it
  } else if (m.kind === "stored") {
    status = m.ok ? `saved (${m.id})` : `refused: ${m.reason}`;
    frame();
  } else if (m.kind === "records") {
    if ("demo:clicks" in m.records) {
      clicks = Number(m.records["demo:clicks"] || 0);
      status = `another tab: ${clicks} clicks`;
      frame();
    }
  }
};

// Executes the drawing operations made by web/charon_ui/render.py on the board canvas.
// One JSON string per frame crosses from Python: the canvas calls stay on the JS side.
"use strict";
// The last display list drawn on each canvas, for charonKeepFrame (the whole board: a zoom is
// the moment's, not the game's).
const charonLastFrames = new WeakMap();

// `view` (optional): [scale, x, y] zooms in, drawing the logical point (x, y) at the top left.
// `keptView` (optional): the view kept for the next visit (a phone's pane shows part of the
// table at its own size; a zoom is not kept).
window.charonDraw = function (canvas, opsJson, width, height, view, keptView) {
  charonLastFrames.set(canvas, { ops: opsJson, width, height, view: keptView || null });
  const dpr = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
  if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
  }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  if (view) {
    const [scale, x, y] = view;
    ctx.setTransform(dpr * scale, 0, 0, dpr * scale, -x * dpr * scale, -y * dpr * scale);
  }
  const ops = JSON.parse(opsJson);
  const paint = (fill, stroke, lw) => {
    if (fill) { ctx.fillStyle = fill; ctx.fill(); }
    if (stroke && lw > 0) { ctx.strokeStyle = stroke; ctx.lineWidth = lw; ctx.stroke(); }
  };
  for (const op of ops) {
    switch (op[0]) {
      case "rect": {
        const [, x, y, w, h, fill, stroke, lw, r] = op;
        ctx.beginPath();
        if (r > 0 && ctx.roundRect) ctx.roundRect(x, y, w, h, r); else ctx.rect(x, y, w, h);
        paint(fill, stroke, lw);
        break;
      }
      case "circle": {
        const [, x, y, r, fill, stroke, lw] = op;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, 2 * Math.PI);
        paint(fill, stroke, lw);
        break;
      }
      case "poly": {
        const [, pts, fill, stroke, lw] = op;
        ctx.beginPath();
        ctx.moveTo(pts[0], pts[1]);
        for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i], pts[i + 1]);
        ctx.closePath();
        paint(fill, stroke, lw);
        break;
      }
      case "line": {
        const [, x0, y0, x1, y1, stroke, lw] = op;
        ctx.beginPath();
        ctx.moveTo(x0, y0);
        ctx.lineTo(x1, y1);
        paint(null, stroke, lw);
        break;
      }
      case "text": {
        const [, x, y, text, font, fill, align, baseline, maxWidth] = op;
        ctx.font = font;
        ctx.fillStyle = fill;
        ctx.textAlign = align;
        ctx.textBaseline = baseline;
        // canvas text: names are never parsed as HTML; `maxWidth` squeezes a text into its slot
        if (maxWidth) ctx.fillText(text, x, y, maxWidth); else ctx.fillText(text, x, y);
        break;
      }
    }
  }
};

// The board of the game in progress, kept for the next visit: web/loading.js paints it before
// Python has started (charonPaintEarly). web/charon_page/board.py calls this after each render
// with the board's canvases (one; on a phone the moon and the action areas below it). Only a
// board without private parts is kept (`shareable`): one hot-seat player's hand must not greet
// whoever opens the page next. It is a cache: written after the render, and dropped rather
// than ever failing the game (a full storage, say).
const CHARON_BOARD_KEY = "charon:last-board";
window.charonKeepFrame = function (canvases, shareable) {
  const list = Array.from(canvases.length === undefined ? [canvases] : canvases);
  const frames = list.map((canvas) => [canvas.id, charonLastFrames.get(canvas)]);
  setTimeout(() => {
    try {
      if (!shareable || !frames.length || frames.some(([, f]) => !f)) return localStorage.removeItem(CHARON_BOARD_KEY);
      const prompt = document.getElementById("prompt");
      const game = localStorage.getItem("charon:current"); // a frame belongs to one game
      const [, first] = frames[0];
      const panes = frames.map(([id, f]) => ({ id, width: f.width, height: f.height, view: f.view }));
      // A hot-seat game asks for the device to be passed on before a hand is shown: who to.
      const handoff = document.getElementById("handoff");
      const passTo = handoff && !handoff.hidden ? handoff.dataset.name || null : null;
      const handoffAnswering = passTo !== null && handoff.dataset.answering === "1";  // out of turn: "show my hand"
      // A phone's header (the round, the phase): painted again in its place, so nothing moves.
      const line = document.getElementById("status-line");
      const header = line && !line.hidden ? line.textContent : null;
      // Which game's page it is (the page's styles show each game's own parts: Charon's flag
      // spots under a phone's moon), so that the board is painted again among the same parts.
      const page = document.body.dataset.game || null;
      localStorage.setItem(CHARON_BOARD_KEY, JSON.stringify({ game, page, prompt: prompt ? prompt.textContent : "", header,
        handoff: passTo, handoffAnswering, ...first, panes }));
    } catch (error) {
      try { localStorage.removeItem(CHARON_BOARD_KEY); } catch (_) { /* storage disabled */ }
    }
  }, 0);
};

// Save a text as a downloaded file (export).
window.charonDownload = function (filename, text) {
  const blob = new Blob([text], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

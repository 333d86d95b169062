// What only the page's layout can decide, for the page's Python wherever it runs
// (docs/worker-page.md): bringing a part of the page into view between the bars pinned above
// and below it, placing the tooltip inside the window, starting an animation afresh. They need
// the page's layout, which only the main thread has. The page's Python asks for them through
// shell/browser.py: on the main-thread page it calls these at once, in a worker the frame
// carries the call (`place`) and web/painter.js makes it once the frame is applied.
(() => {
  // An element's height on the page, 0 when it is hidden or empty (a pinned panel with nothing
  // in it covers nothing; a style sheet may show a [hidden] element, so that is asked too).
  function height(id) {
    const element = document.getElementById(id);
    return element && !element.hidden && element.children.length ? element.offsetHeight : 0;
  }
  const heights = (ids) => ids.split(" ").filter(Boolean).reduce((sum, id) => sum + height(id), 0);

  // Scroll the window so that bands of elements — `bands`, JSON: [[id, from, to], ...], each the
  // part of its element's height from `from` to `to` (fractions) — show together between the
  // elements pinned above (`above`: their ids, space-separated) and below (`below`), `gap`
  // pixels clear of them. An element not shown (hidden, or in a tab not shown) counts for
  // nothing. `edge`: "both" keeps the whole in view (its top first when it is taller than the
  // room); "top" only its top below those above; "bottom" only its bottom above those below.
  // Nothing moves when it is in view.
  window.charonBringIntoView = (bands, above, below, gap, edge) => {
    const spans = [];
    for (const [id, from, to] of JSON.parse(bands)) {
      const element = document.getElementById(id);
      if (!element || !element.getClientRects().length) continue;
      const box = element.getBoundingClientRect();
      spans.push([box.top + from * box.height, box.top + to * box.height]);
    }
    if (!spans.length) return;
    const top = Math.min(...spans.map(([t]) => t));
    const bottom = Math.max(...spans.map(([, b]) => b));
    const over = heights(above);
    const under = window.innerHeight - heights(below);
    if (edge === "top") {
      if (top < over) window.scrollBy(0, top - over - gap);
    } else if (edge === "bottom") {
      if (bottom > under) window.scrollBy(0, bottom - under + gap);
    } else if (top < over || bottom > under) {
      window.scrollBy(0, bottom - top > under - over ? top - over - gap : bottom - under + gap);
    }
  };

  // The hint's move, ringed (button.advised), whole in the panel `id`, in the box that scrolls it
  // (the window does not move): its group from its heading at the panel's top, where the move is then whole above
  // what is pinned at the panel's foot (its scroll-padding); if not, the move, its ring too, just
  // above that foot (from its group's heading, a trade low in a long group showed only its ring's
  // edge above a phone's pinned "End building turn"). `least` (the lesson's suggested move): the
  // panel from its top where the move is whole there, else scrolled the least that shows it
  // whole (at 1024x768 the first building turn opened 300 px down, its one-click plan and "End
  // building turn" out of sight above the suggested card). Either way the move is never left
  // under its group's heading pinned at the panel's top (a too-tall group's, its move's bottom
  // brought to the foot).
  window.charonShowAdvised = (id, selector = "button.advised", least = false) => {
    const panel = document.getElementById(id);
    const move = panel && panel.querySelector(selector);
    if (!move || !move.getClientRects().length) return;
    // The box that scrolls it: the panel, or a list of its own in the panel (6 Billion's plays).
    let box = move.parentElement;
    while (box !== panel && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    const look = getComputedStyle(move);
    const ring = (parseFloat(look.outlineWidth) || 0) + (parseFloat(look.outlineOffset) || 0);
    const top = box.getBoundingClientRect().top + box.clientTop;
    const room = box.clientHeight - (parseFloat(getComputedStyle(box).scrollPaddingBottom) || 0);
    // Where in the box's content (from its top, unscrolled) the group and the move lie.
    const at = (y) => y - top + box.scrollTop;
    const groupTop = at((move.parentElement === box ? move : move.parentElement).getBoundingClientRect().top);
    const moveBox = move.getBoundingClientRect();
    const moveTop = at(moveBox.top) - ring;
    const moveBottom = at(moveBox.bottom) + ring;
    let scroll;
    if (least) scroll = Math.max(0, moveBottom - room);
    else scroll = moveBottom - groupTop <= room ? groupTop : moveBottom - room;
    // The group's heading, when it is pinned (sticky) at the box's top while its group scrolls under it.
    const heading = move.parentElement === box ? null : move.parentElement.querySelector(":scope > h3");
    const pinned = heading && getComputedStyle(heading).position === "sticky" ? heading.offsetHeight : 0;
    if (scroll > groupTop && moveTop - scroll < pinned) scroll = moveTop - pinned;
    box.scrollTop = Math.max(0, scroll);
  };

  // The coach's folded list (the lesson's claims, <details id="coach-list-box">), in the box that
  // scrolls the coach's words. Opened by the learner: the list brought into that box's view, from
  // its title where it is taller than the box (it opened below the box's fold, out of sight).
  // Closed: the "more below" cue (web/style.css) is taken away for two frames, so that the box is
  // measured without the cue's row. The row the cue took while the list was open made the closed
  // words overflow by those few pixels, which kept the cue, and the box scrolled by ~6 px, with
  // nothing hidden below it; with more below in earnest the cue comes back at once.
  const frames = (n, then) => (n ? requestAnimationFrame(() => frames(n - 1, then)) : then());
  const coachList = (list) => {
    let box = list.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    const coach = document.getElementById("coach");
    if (!box || !coach) return;
    if (!list.open) {
      coach.classList.add("cue-settling");
      frames(2, () => coach.classList.remove("cue-settling"));
      return;
    }
    const show = () => {
      const top = box.getBoundingClientRect().top + box.clientTop;
      const at = (y) => y - top + box.scrollTop; // from the top of the box's words
      const shown = list.getBoundingClientRect();
      box.scrollTop = Math.min(at(shown.top), Math.max(box.scrollTop, at(shown.bottom) - box.clientHeight));
    };
    show();
    frames(2, show); // again once the cue has taken its row under the box
  };
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target.id === "coach-list-box") coachList(event.target);
    },
    true, // toggle does not bubble
  );

  // The tooltip `id` (shown, its words set) beside the point (x, y) of the window, `gap`
  // pixels away: below it and to its right, kept inside the window; `above` it when asked (a
  // finger hides what is below it) or when there is no room below.
  window.charonPlaceTip = (id, x, y, above, gap) => {
    const tip = document.getElementById(id);
    if (!tip) return;
    const left = Math.min(x + gap, window.innerWidth - tip.offsetWidth - 4);
    tip.style.left = `${Math.max(4, left)}px`;
    const tall = tip.offsetHeight;
    const below = !above && y + gap + tall <= window.innerHeight;
    tip.style.top = `${Math.max(0, below ? y + gap : y - gap - tall)}px`;
  };

  // The CSS animation that `className` gives the element `id`, started afresh (a notice that
  // fades out, shown again before it had gone).
  window.charonRestartAnimation = (id, className) => {
    const element = document.getElementById(id);
    if (!element) return;
    element.classList.remove(className);
    void element.offsetWidth; // a reflow between the two: the animation starts again
    element.classList.add(className);
  };
})();

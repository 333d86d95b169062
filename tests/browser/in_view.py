"""Whether an element of the page is whole in the player's sight: inside the window and every
box that scrolls or clips it, and not covered by anything (what `elementFromPoint` finds at its
top edge, centre and bottom edge is the element itself)."""

# The element's problems, in words (none: it is whole in sight).
PROBLEMS = """(el) => {
  const r = el.getBoundingClientRect(), problems = [];
  const name = (e) => !e ? 'nothing'
    : e.id ? '#' + e.id : e.tagName.toLowerCase() + (e.className ? '.' + e.className : '');
  for (let a = el.parentElement; a; a = a.parentElement) {
    if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(a).overflowY)) continue;
    const b = a.getBoundingClientRect(), top = b.top + a.clientTop, bottom = top + a.clientHeight;
    if (r.top < top - 0.5 || r.bottom > bottom + 0.5) problems.push('cut by ' + name(a));
  }
  if (r.top < 0 || r.bottom > innerHeight || r.width === 0) problems.push('outside the window');
  const x = r.left + r.width / 2;
  for (const [where, y] of [['top edge', r.top + 1], ['centre', r.top + r.height / 2], ['bottom edge', r.bottom - 1]]) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) problems.push(`${where} covered by ${name(hit)}`);
  }
  return problems;
}"""


def not_whole(locator) -> list[str]:
    """What keeps the element `locator` finds from being whole in sight (empty: nothing)."""
    return locator.evaluate(PROBLEMS)

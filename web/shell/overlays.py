"""The page's overlays — the hand-off, the set-up, the rules, the other tab's notice, the
results — each a modal dialog over the table, for any game. One is shown or hidden only here,
so that what lies under the shown ones is inert: a Tab never walks the dimmed table behind a
dialog (a keyboard player's results began with the table's log and its filters) and a screen
reader reads the dialog alone. Where two are shown (the rules opened over the results), the
later in the page lies over the other and is the only one live."""

from .dom import el

# In the page's order (index.html): a later one is drawn over an earlier one — the rules over
# the results they can be opened from, the other tab's notice over everything.
OVERLAYS = ("handoff", "setup", "end", "rules", "stale")


def show_overlay(name: str, shown: bool = True) -> None:
    """Show (or hide) the overlay `name`, and leave live only the topmost shown one."""
    el(name).hidden = not shown
    top = next((overlay for overlay in reversed(OVERLAYS) if not el(overlay).hidden), None)
    el("app").toggleAttribute("inert", top is not None)
    for overlay in OVERLAYS:
        el(overlay).toggleAttribute("inert", top is not None and overlay != top)

"""Keyboard shortcuts of the action panel: a letter jumps to an action area, a zone's number
to the flag spots around that zone — so that a road is a keystroke away, not 50 Tabs.

    >>> from game.charon import LiftFlag, PlaceFlag
    >>> target("y", [LiftFlag("rare_mineral_find"), LiftFlag("synchrotron")])
    LiftFlag(source='synchrotron')
    >>> target("14", [PlaceFlag("C8"), PlaceFlag("R13-14"), PlaceFlag("C14")])
    PlaceFlag(position='R13-14')
"""

from game.charon import LiftFlag, PlaceFlag
from game.charon.board import POSITION_ZONES
from shell.i18n import N_, _

# One letter per area, each in the area's English name and none the same (the same keys in
# every language: a player's fingers learn them once).
AREA_KEYS = {
    "s": "stolen_intelligence",
    "r": "rare_mineral_find",
    "e": "engineering_advance",
    "y": "synchrotron",
    "u": "underground_warehouse",
}
HELP = N_("Keys: S, R, E, Y, U pick an action area; a zone's number jumps to its flag spots; Ctrl+Z undoes.")
HINT_HELP = N_("H asks for a hint.")


def help_text(hints: bool) -> str:
    """The keys line under the action panel (H only where hints are on), in the player's language."""
    return _(HELP) + (" " + _(HINT_HELP) if hints else "")


def target(typed: str, actions: list):
    """The action a shortcut points at (the page focuses its button), or None."""
    if typed in AREA_KEYS:
        area = AREA_KEYS[typed]
        return next((a for a in actions if isinstance(a, LiftFlag) and a.source == area), None)
    if typed.isdigit():
        zone = int(typed)
        for a in actions:
            spot = a.position if isinstance(a, PlaceFlag) else a.source if isinstance(a, LiftFlag) else None
            if spot in POSITION_ZONES and zone in POSITION_ZONES[spot]:
                return a
    return None


def spot(action) -> str | None:
    """The board position a focused action is about, to light it on the board."""
    if isinstance(action, PlaceFlag):
        return action.position
    if isinstance(action, LiftFlag) and action.source in POSITION_ZONES:
        return action.source
    return None

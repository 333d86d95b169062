"""Keyboard shortcuts of the action panel: a letter jumps to an action area, a zone's number
to the flag spots around that zone (typed again, to its next one), and the arrow keys from a
flag spot to its neighbour on the board — so that any spot is a few keystrokes away, not 44 Tabs.
At the row choice a card's value jumps to that card (again: to the next card of that value).

    >>> from game.charon import LiftFlag, PlaceFlag
    >>> target("y", [LiftFlag("rare_mineral_find"), LiftFlag("synchrotron")])
    LiftFlag(source='synchrotron')
    >>> spots = [PlaceFlag("C8"), PlaceFlag("R13-14"), PlaceFlag("C14")]
    >>> target("14", spots)
    PlaceFlag(position='R13-14')
    >>> target("14", spots, current=PlaceFlag("R13-14"))
    PlaceFlag(position='C14')
    >>> target("14", spots, current=PlaceFlag("C14"))
    PlaceFlag(position='R13-14')
    >>> from game.charon import ChooseRowCard
    >>> hand = [ChooseRowCard("10a"), ChooseRowCard("6a"), ChooseRowCard("6b")]
    >>> target("6", hand)
    ChooseRowCard(card='6a')
    >>> target("6", hand, current=ChooseRowCard("6a"))
    ChooseRowCard(card='6b')
"""

from charon_ui.layout import POSITION_XY
from game.charon import ChooseRowCard, LiftFlag, PlaceFlag
from game.charon.board import POSITION_ZONES
from game.charon.cards import CARD_VALUE
from shell.i18n import N_, _, pgettext

# One letter per area, each in the area's name as the language shown says it and none the same
# (a Hungarian player read "S, R, E, Y, U … (their English names' letters)" beside "Lopott
# intelligencia, Ritka ásványok keresése…"), never H (the hint) nor a digit (a zone, a card).
# (A translator's context: the key that goes to that area's button, a letter of its name.)


def area_keys() -> dict[str, str]:
    """The letter (lower case) of each action area's key -> the area, in the language shown."""
    return {
        pgettext("the key of the Stolen Intelligence area, a letter of its name", "S").lower(): "stolen_intelligence",
        pgettext("the key of the Rare Mineral Find area, a letter of its name", "R").lower(): "rare_mineral_find",
        pgettext("the key of the Engineering Advance area, a letter of its name", "E").lower(): "engineering_advance",
        pgettext("the key of the Synchrotron area, a letter of its name", "Y").lower(): "synchrotron",
        pgettext(
            "the key of the Underground Warehouse area, a letter of its name", "U"
        ).lower(): "underground_warehouse",
    }


# A key only moves the focus, Enter takes the focused move: a zone's number has several spots to
# choose from, and an area's letter works the same way, so that a slip of a finger never plays.
HELP = N_(
    "Keys: {keys} go to an action area's button, a zone's number to its flag spots (again: the next "
    "one), the arrows to the next spot that way; Enter takes the chosen one; Ctrl+Z undoes."
)
ROW_HELP = N_(
    "Keys: a card's value goes to its button (again: the next card of that value); Enter picks it, Enter "
    "again puts it into the row; Escape drops the pick."
)
HINT_HELP = N_("H asks for a hint.")


def help_text(hints: bool, row_choice: bool = False) -> str:
    """The keys line under the action panel (`row_choice`: the row choice's keys; H only where
    hints are on), in the player's language."""
    keys = ", ".join(key.upper() for key in area_keys())
    return (_(ROW_HELP) if row_choice else _(HELP).format(keys=keys)) + (" " + _(HINT_HELP) if hints else "")


def target(typed: str, actions: list, current=None):
    """The action a shortcut points at (the page focuses its button), or None. A number typed
    again while one of the actions it points at is `current` (focused) goes on to the next."""
    keys = area_keys()
    if typed in keys:
        area = keys[typed]
        return next((a for a in actions if isinstance(a, LiftFlag) and a.source == area), None)
    if not typed.isdigit():
        return None
    number = int(typed)
    cards = [a for a in actions if isinstance(a, ChooseRowCard) and CARD_VALUE[a.card] == number]
    around = [a for a in actions if number in POSITION_ZONES.get(spot(a) or "", ())]
    return next_of(cards or around, current)


def next_of(options: list, current):
    """The first of `options`, or the one after `current` (round again) where it is one of them."""
    if not options:
        return None
    if current in options:
        return options[(options.index(current) + 1) % len(options)]
    return options[0]


ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def beside(current, key: str, actions: list):
    """The flag spot action nearest to `current`'s spot in the arrow `key`'s direction on the
    board (a spot straight that way before one off to the side), or None at the edge.

    >>> from game.charon import PlaceFlag
    >>> spots = [PlaceFlag(p) for p in ("C7", "C8", "C12", "R7-8")]
    >>> beside(PlaceFlag("C7"), "ArrowRight", spots)
    PlaceFlag(position='R7-8')
    >>> beside(PlaceFlag("C7"), "ArrowDown", spots)
    PlaceFlag(position='C12')
    >>> beside(PlaceFlag("C7"), "ArrowLeft", spots) is None
    True
    """
    here = spot(current)
    if here is None or key not in ARROWS:
        return None
    (x, y), (dx, dy) = POSITION_XY[here], ARROWS[key]
    best, best_cost = None, float("inf")
    for a in actions:
        there = spot(a)
        if there is None or there == here:
            continue
        ox, oy = POSITION_XY[there][0] - x, POSITION_XY[there][1] - y
        ahead, aside = ox * dx + oy * dy, abs(ox * dy - oy * dx)
        if ahead <= 0 or aside > 2 * ahead:  # behind, or more to the side than that way
            continue
        cost = ahead + 2 * aside
        if cost < best_cost:
            best, best_cost = a, cost
    return best


def spot(action) -> str | None:
    """The board position a focused action is about, to light it on the board."""
    if isinstance(action, PlaceFlag):
        return action.position
    if isinstance(action, LiftFlag) and action.source in POSITION_ZONES:
        return action.source
    return None

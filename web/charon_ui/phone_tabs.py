"""Charon's tabs on a phone: the board, the hand (the row, the hand and the player's own
panel), the players' panels, the log; and which tab each phase's decision brings. The tabs'
logic is any game's (shell.phone_tabs); the tab bar is shell.phone_tab_bar.

A new decision brings the tab it is made in (choosing a row card or building: the hand;
staking: the board); the claiming walk-through is watched on the board.
"""

from game.charon.state import BUILD, CHOOSE_ROW, ENGINEERING_ADVANCE, KEEP_GEMS, REPLACE, STAKE, STOLEN_INTELLIGENCE
from shell.i18n import _
from shell.phone_tabs import TabChoice

# The tabs in their order (their buttons and words are in index.html, there from the first paint).
TAB_IDS = ("board", "hand", "players", "log")
WALK = "walk"  # the claiming walk-through: watched on the board

# Where each phase's decision is made: the cards (and the player's own gems) for choosing,
# building and keeping gems; the board for staking and the discard pile laid over it.
PHASE_TAB = {
    REPLACE: "hand",
    CHOOSE_ROW: "hand",
    BUILD: "hand",
    KEEP_GEMS: "hand",
    STAKE: "board",
    STOLEN_INTELLIGENCE: "board",
    ENGINEERING_ADVANCE: "board",
    WALK: "board",
}


def charon_tabs() -> TabChoice:
    return TabChoice(TAB_IDS, PHASE_TAB)


def player_panel_label(name: str) -> str:
    """A player's panel on the Players tab, named for screen readers."""
    return _("{name}: gems, hand and built cards").format(name=name)

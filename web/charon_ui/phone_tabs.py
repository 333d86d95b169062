"""A phone's tabs: which part of the table is shown below the board's place, and which tab a
decision brings forward. Pure logic (the page's tab bar is web/charon_page/phone_tabs.py).

A new decision brings the tab it is made in (choosing a row card or building: the hand;
staking: the board); a tab the player picks stays until the next decision, however many
actions that decision takes (a building turn's trades and builds, a flag lifted then placed).

    >>> tabs = TabChoice()
    >>> tabs.follow(("r1", "choose_row", 0), "choose_row")
    'hand'
    >>> tabs.choose("log")
    >>> tabs.follow(("r1", "choose_row", 0), "choose_row")  # the same decision: the player's tab
    'log'
    >>> tabs.follow(("r1", "stake", 0), "stake")
    'board'
    >>> tabs.choose("players")
    >>> tabs.follow(None, "stake")  # the others stake: the tab stays
    'players'
    >>> tabs.follow(("r1", "stake", 0), "stake")  # the player's next flag: a new decision
    'board'
"""

from collections.abc import Hashable

from game.charon.state import BUILD, CHOOSE_ROW, ENGINEERING_ADVANCE, KEEP_GEMS, REPLACE, STAKE, STOLEN_INTELLIGENCE
from shell.i18n import _

# The tabs in their order (their buttons and words are in index.html, there from the first paint).
TAB_IDS = ("board", "hand", "players", "log")


def player_panel_label(name: str) -> str:
    """A player's panel on the Players tab, named for screen readers."""
    return _("{name}: gems, hand and built cards").format(name=name)


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
}
WALK = "walk"  # the claiming walk-through: watched on the board


class TabChoice:
    """The tab shown, following decisions without overriding the player within one."""

    def __init__(self) -> None:
        self.shown = "board"
        self.decision: Hashable = None

    def follow(self, decision: Hashable, phase: str) -> str:
        """The tab to show while `decision` (anything that tells one decision from the next:
        round, phase, player) is asked in `phase` (or WALK); None while nothing is asked here."""
        if decision is None:  # others decide: the next decision asked here is a new one
            self.decision = None
        elif decision != self.decision:
            self.decision = decision
            self.shown = "board" if phase == WALK else PHASE_TAB.get(phase, self.shown)
        return self.shown

    def choose(self, tab: str) -> None:
        if tab not in TAB_IDS:
            raise ValueError(f"no tab {tab!r}: the tabs are {', '.join(TAB_IDS)}")
        self.shown = tab


def neighbour(tab: str, key: str) -> str:
    """The tab an arrow key (or Home/End) on `tab` moves to, wrapping around, as ARIA's tabs pattern asks.

    >>> neighbour("board", "ArrowLeft"), neighbour("hand", "ArrowRight"), neighbour("log", "Home")
    ('log', 'players', 'board')
    """
    i = TAB_IDS.index(tab)
    moves = {"ArrowLeft": i - 1, "ArrowRight": i + 1, "Home": 0, "End": len(TAB_IDS) - 1}
    return TAB_IDS[moves.get(key, i) % len(TAB_IDS)]

"""A phone's tabs, for any game: which part of the table is shown below the board's place, and
which tab a decision brings forward. Pure logic (the tab bar itself: shell/phone_tab_bar.py).
The game names its tabs and the tab each phase's decision is made in.

A new decision brings the tab it is made in; a tab the player picks stays until the next
decision, however many actions that decision takes.

    >>> tabs = TabChoice(("board", "hand", "log"), {"choose": "hand", "stake": "board"})
    >>> tabs.follow(("r1", "choose", 0), "choose")
    'hand'
    >>> tabs.choose("log")
    >>> tabs.follow(("r1", "choose", 0), "choose")  # the same decision: the player's tab
    'log'
    >>> tabs.follow(("r1", "stake", 0), "stake")
    'board'
    >>> tabs.choose("hand")
    >>> tabs.follow(None, "stake")  # the others decide: the tab stays
    'hand'
    >>> tabs.follow(("r1", "stake", 0), "stake")  # the player's next decision: a new one
    'board'
"""

from collections.abc import Hashable, Mapping, Sequence


class TabChoice:
    """The tab shown, following decisions without overriding the player within one."""

    def __init__(self, tabs: Sequence[str], phase_tab: Mapping[str, str]) -> None:
        self.tabs, self.phase_tab = tuple(tabs), dict(phase_tab)
        self.shown = self.tabs[0]
        self.decision: Hashable = None

    def follow(self, decision: Hashable, phase: str) -> str:
        """The tab to show while `decision` (anything that tells one decision from the next:
        round, phase, player) is asked in `phase`; None while nothing is asked here."""
        if decision is None:  # others decide: the next decision asked here is a new one
            self.decision = None
        elif decision != self.decision:
            self.decision = decision
            self.shown = self.phase_tab.get(phase, self.shown)
        return self.shown

    def choose(self, tab: str) -> None:
        if tab not in self.tabs:
            raise ValueError(f"no tab {tab!r}: the tabs are {', '.join(self.tabs)}")
        self.shown = tab


def neighbour(tabs: Sequence[str], tab: str, key: str) -> str:
    """The tab an arrow key (or Home/End) on `tab` moves to, wrapping around, as ARIA's tabs pattern asks.

    >>> tabs = ("board", "hand", "players", "log")
    >>> neighbour(tabs, "board", "ArrowLeft"), neighbour(tabs, "hand", "ArrowRight"), neighbour(tabs, "log", "Home")
    ('log', 'players', 'board')
    """
    i = tabs.index(tab)
    moves = {"ArrowLeft": i - 1, "ArrowRight": i + 1, "Home": 0, "End": len(tabs) - 1}
    return tabs[moves.get(key, i) % len(tabs)]

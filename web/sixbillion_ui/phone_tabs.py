"""6 Billion's tabs on a phone: the board, the hand (the cards on the table over the player's
hand, Hidden Agenda and Discovery cards), the players, the log; and which tab each decision
brings. The tabs' logic is any game's (shell.phone_tabs); the tab bar is shell.phone_tab_bar.

A decision made with a card brings the hand (the actions step, discarding, drawing from the
face-up cards or the deck, the Discovery Track's powers and Discovery cards); one made on a token
or a box brings the board (free doubling, settling, the neutral's migrant, halving for War, the
Opening Treaty's token in question). So does answering in a reaction window (a cancellation or
a response): the question is about a token or a box on the board, lit there, and its answers,
the cards that may answer, are buttons of the action panel pinned under it (on the Hand tab
the question had opened with the doubled token out of sight: a play-tester's).

    >>> tabs = sixbillion_tabs()
    >>> tabs.follow((1, 0, "actions", 0, 0), "actions"), tabs.follow((1, 0, "free_double", 0, 0), "free_double")
    ('hand', 'board')
"""

from game.sixbillion import State
from shell.phone_tabs import TabChoice

from .describe import decision_kind

# The tabs in their order (their buttons and words are in index.html, there from the first paint).
TAB_IDS = ("board", "hand", "players", "log")

PHASE_TAB = {
    "actions": "hand",
    "cancel": "board",
    "respond": "board",
    "discard": "hand",
    "draw": "hand",
    "powers": "hand",
    "return_discovery": "hand",
    "free_double": "board",
    "settle": "board",
    "migrate": "board",
    "halve": "board",
    "consent": "board",
    "refused": "board",
}


def sixbillion_tabs() -> TabChoice:
    return TabChoice(TAB_IDS, PHASE_TAB)


def decision(view: State, asked: bool) -> tuple | None:
    """What tells one decision of the screen's player from the next: the round, the faction
    whose turn it is, the kind of decision, who makes it and the actions used (each action of a
    turn is a decision: after a card played on the board, the next is picked in the hand);
    None while the screen is asked nothing (others decide, or a public moment).

    >>> from game.sixbillion import scenario, view
    >>> s = scenario(2, hands=[["colony_2.dollar"], []], step="actions")
    >>> decision(view(s, 0), True), decision(view(s, 0), False)
    ((1, 0, 'actions', 0, 0), None)
    """
    if not asked or view.to_move is None:
        return None
    return (view.round, view.current, decision_kind(view), view.to_move, view.actions_used)

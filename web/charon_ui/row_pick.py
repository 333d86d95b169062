"""The row choice in two steps (issue 38): the card a player puts into the common row is chosen
secretly and all at once, and once everyone has chosen it cannot be taken back, so one slip of a
finger must not play it. A first press on a hand card — a click or tap on the board, a button of
the action panel, Enter — picks it: lit on the board, said in the panel with what will happen.
"Put <card> into the row", or a second press of the same card, plays it; another card moves the
pick; Escape (or Back) drops it.

The pick is the screen's, never the game's: nothing is saved, and it belongs to the player whose
hand is shown. It counts only while that player's hand is on the screen and the card can still
go into the row — another player's hand (hot seat), another round, or a choice made lets it go.

    >>> from game.charon import new_game, view
    >>> from charon_ui.frame import Frame
    >>> state = new_game(2, 1)
    >>> frame = Frame.make(state, view(state, state.to_move), True, True, None, state.to_move)
    >>> card = state.players[state.to_move].hand[0]
    >>> pick, action = press(None, frame, card)
    >>> action is None and picked(pick, frame) == card
    True
    >>> press(pick, frame, card)[1] == ChooseRowCard(card)
    True
"""

from dataclasses import dataclass

from game.charon import ChooseRowCard

from .frame import Frame


@dataclass(frozen=True)
class RowPick:
    """A card of `viewer`'s hand picked for the common row in `round`, not yet put in."""

    card: str
    viewer: int
    round: int


def picked(pick: RowPick | None, frame: Frame) -> str | None:
    """The card picked, while its owner's hand is the one shown and it can still go into the row."""
    if pick is None or not frame.private or frame.handoff is not None:
        return None
    if frame.view.viewer != pick.viewer or frame.state.round != pick.round:
        return None
    return pick.card if ChooseRowCard(pick.card) in frame.legal else None


def press(pick: RowPick | None, frame: Frame, card: str) -> tuple[RowPick | None, ChooseRowCard | None]:
    """A press on `card` at the row choice: (the pick now, the action to play or None). The
    second press of the card picked plays it; any other card is picked instead."""
    action = ChooseRowCard(card)
    if action not in frame.legal or frame.view.viewer is None:
        return (pick if picked(pick, frame) is not None else None), None
    if picked(pick, frame) == card:
        return None, action
    return RowPick(card, frame.view.viewer, frame.state.round), None

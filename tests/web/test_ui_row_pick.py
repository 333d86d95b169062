"""The row choice in two steps (issue 38: one tap on a hand card put it into the common row, a
secret choice with no undo once all have chosen). A first press picks the card, lit on the board;
the second press of the same card, or "Put … into the row", plays it; another card moves the
pick. The pick is the screen's and its player's: on a shared screen the next player's hand never
shows it, and nothing in the game changes until the card is put in."""

from charon_ui import layout as L
from charon_ui import row_pick
from charon_ui.render import draw
from game.charon import ChooseRowCard
from game.charon.state import CHOOSE_ROW
from tests.web.conftest import charon_session

WHITE_FRAME = "#ffffff"  # the pick's inner frame (the lesson's "Show me" frames a card in gold)


def hot_seat():
    """Two humans sharing a screen at the row choice, the first one's hand shown."""
    s = charon_session(names=["Ann", "Bob"])
    s.confirm_handoff()
    assert s.state.phase == CHOOSE_ROW
    return s


def hand_frames(ops: list) -> list:
    """The white frames drawn round a card of the hand (the pick's)."""
    return [op for op in ops if op[0] == "rect" and WHITE_FRAME in op]


def test_the_first_press_picks_and_the_second_of_the_same_card_puts_it_into_the_row():
    s = hot_seat()
    frame, before = s.frame(), s.state
    first, second = s.state.players[s.to_move].hand[:2]
    pick, action = row_pick.press(None, frame, first)
    assert action is None and row_pick.picked(pick, frame) == first
    assert s.state is before  # nothing played
    pick, action = row_pick.press(pick, frame, second)  # another card: the pick moves
    assert action is None and row_pick.picked(pick, frame) == second
    pick, action = row_pick.press(pick, frame, second)
    assert action == ChooseRowCard(second) and pick is None


def test_the_pick_is_lit_on_the_board_for_its_owner_only():
    s = hot_seat()
    ann = s.to_move
    card = s.state.players[ann].hand[0]
    pick, _ = row_pick.press(None, s.frame(), card)
    frame = s.frame()
    names, colours = s.players.names, s.players.colours
    ops, cards = draw(frame.view, frame.private, names, colours, frame.highlights, picked=row_pick.picked(pick, frame))
    assert len(hand_frames(ops)) == 1
    (said,) = [op for op in ops if op[0] == "text" and "picked for the row" in op[3]]
    # ...said above the hand, squeezed into the hand's pane (a phone's canvas ends there), not cut.
    px, _py, pw, _ph = L.hand_pane(len(cards.hand))
    assert len(said) == 9 and said[1] + said[8] <= px + pw
    # Ann puts another card in; Bob takes the screen: Ann's pick is nowhere in his frame.
    other = s.state.players[ann].hand[1]
    s.act(ChooseRowCard(other))
    assert s.to_move != ann
    s.confirm_handoff()
    bobs = s.frame()
    assert row_pick.picked(pick, bobs) is None
    ops, _cards = draw(bobs.view, bobs.private, names, colours, bobs.highlights, picked=row_pick.picked(pick, bobs))
    assert hand_frames(ops) == [] and not any("picked for the row" in op[3] for op in ops if op[0] == "text")


def test_a_pick_is_drawn_only_where_the_hand_may_be_shown():
    s = hot_seat()
    frame = s.frame()
    card = s.state.players[s.to_move].hand[0]
    ops, _cards = draw(frame.view, False, s.players.names, s.players.colours, frame.highlights, picked=card)
    assert hand_frames(ops) == []  # a public screen (the hand-over, a computer's turn) shows no pick


def test_a_press_on_a_card_that_cannot_go_into_the_row_picks_nothing():
    s = hot_seat()
    frame = s.frame()
    others = s.state.players[1 - s.to_move].hand
    pick, action = row_pick.press(None, frame, others[0])
    assert pick is None and action is None

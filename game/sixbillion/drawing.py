"""Discard and draw (RULES.md 12), and the deck itself: refilling the face-up row and
reshuffling the discard pile when the deck runs out."""

from .. import rng
from .actions import (
    DISCARD_HAND,
    DRAW_DECK,
    NO_DISCARD,
    Action,
    Discard,
    DiscardHand,
    DrawDeck,
    DrawSlot,
    NoDiscard,
    intern,
)
from .components import FACE_UP, HAND_SIZE, card_key
from .events import CardDrawn, Discarded, Event, FaceUpFilled, Reshuffled
from .state import State


def draw_from_deck(state: State, ev: list[Event] | None) -> str | None:
    """The deck's top card (the discard pile is shuffled into a new deck when the deck is
    empty), or None when both are empty."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck, state.discard = state.discard, []
        assert state.rng is not None, "a view has no generator"
        state.rng = rng.shuffle(state.rng, state.deck)
        if ev is not None:
            ev.append(Reshuffled(reason="deck_empty", deck_size=len(state.deck)))
    state.revealed = True
    return state.deck.pop()


def refill_face_up(state: State, ev: list[Event] | None) -> None:
    """Fill every empty face-up slot, slot 0 first, while cards can be drawn."""
    for slot in range(FACE_UP):
        if state.face_up[slot] is None:
            card = draw_from_deck(state, ev)
            if card is None:
                return
            state.face_up[slot] = card
            if ev is not None:
                ev.append(FaceUpFilled(slot=slot, card=card))


def discard_options(state: State, player: int) -> list[Action]:
    hand = state.hands[player]
    if not hand:
        return []
    options: list[Action] = [NO_DISCARD]
    options += [intern(Discard, c) for c in sorted(set(hand), key=card_key)]
    # The whole hand only after playing no card as an action (12.1), and only when it is
    # more than the one card the single discard already covers.
    if not state.played_card and len(hand) >= 2:
        options.append(DISCARD_HAND)
    return options


def perform_discard(
    state: State, player: int, action: NoDiscard | Discard | DiscardHand, ev: list[Event] | None
) -> None:
    hand = state.hands[player]
    cards: tuple[str, ...]
    if isinstance(action, DiscardHand):
        cards = tuple(hand)
        hand.clear()
    elif isinstance(action, Discard):
        hand.remove(action.card)
        cards = (action.card,)
    else:
        cards = ()
    state.discard.extend(cards)
    state.step = "draw"
    if ev is not None and cards:
        ev.append(Discarded(player=player, cards=cards))


def draw_options(state: State, player: int) -> list[Action]:
    if len(state.hands[player]) >= HAND_SIZE:
        return []
    # One option per non-empty slot (B.3), even when two slots show the same card.
    options: list[Action] = [intern(DrawSlot, i) for i, c in enumerate(state.face_up) if c is not None]
    if state.deck or state.discard:
        options.append(DRAW_DECK)
    return options


def perform_draw(state: State, player: int, action: DrawSlot | DrawDeck, ev: list[Event] | None) -> None:
    if isinstance(action, DrawSlot):
        card = state.face_up[action.slot]
        state.face_up[action.slot] = None
        if ev is not None:
            ev.append(CardDrawn(player=player, slot=action.slot, card=card))
    else:
        card = draw_from_deck(state, ev)
        if ev is not None:
            ev.append(CardDrawn(player=player, slot=None, card=None))
            ev.append(CardDrawn(player=player, slot=None, card=card, audience=player))
    assert card is not None, "a draw is offered only from a filled slot, or a deck or discard pile with cards"
    state.hands[player].append(card)
    refill_face_up(state, ev)

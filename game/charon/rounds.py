"""Set-up, the start of a round (seeding the board, dealing) and the reset between rounds
(RULES.md 3, 4.0 and 4.5)."""

from .. import rng
from .board import (
    ACTION_AREAS,
    ACTIVE_ZONES,
    BAG_GEMS_PER_COLOUR,
    CLEAR_GEMS,
    COLOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SUPPLY_PER_COLOUR,
    ZONE_HOLES,
)
from .cards import CARD_IDS, CARD_VALUE, TOP_VALUE
from .events import CardsDealt, CardsReceived, DeckReshuffled, Event, PhaseStarted, RoundEnded, RoundStarted, ZoneSeeded
from .state import REPLACE, State

CARDS_DEALT_FIRST_ROUND, CARDS_DEALT_LATER = 3, 2
DISCARDS_UNDER_THE_TWELVES = 2


def new_state(players: int, seed: int) -> State:
    """Set-up (RULES.md 3): colours, flags, supply, random turn order and the card piles.

    The first round is not started here; `engine.new_game` does that.
    """
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be an integer from {MIN_PLAYERS} to {MAX_PLAYERS}, not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"seed must be an integer, not {seed!r}")
    state = State(players)
    state.rng = rng.seed_state(seed)
    state.supply = {c: SUPPLY_PER_COLOUR for c in COLOURS}
    state.clear_pool = CLEAR_GEMS
    state.rng = rng.shuffle(state.rng, state.turn_order)
    others = [c for c in CARD_IDS if CARD_VALUE[c] != TOP_VALUE]
    state.rng = rng.shuffle(state.rng, others)
    state.discard = [others.pop() for _ in range(DISCARDS_UNDER_THE_TWELVES)]
    state.discard += [c for c in CARD_IDS if CARD_VALUE[c] == TOP_VALUE]
    state.deck = others
    return state


def start_round(state: State, events: list[Event] | None = None) -> None:
    """Seed the board and deal; the round's first decisions (duplicates) come next."""
    if events is not None:
        events.append(RoundStarted(state.round))
    seed_board(state, events)
    deal(state, events)
    state.phase = REPLACE
    state.pending = state.turn_order[:]
    if events is not None:
        events.append(PhaseStarted(REPLACE, state.round, tuple(state.pending)))


def seed_board(state: State, events: list[Event] | None = None) -> None:
    """Fill the bag from the supply, then give every empty active zone one bag gem plus
    matching gems from the supply in its other holes, in zone-id order; a zone seeded short
    earlier is topped up from the supply."""
    per_colour = BAG_GEMS_PER_COLOUR[state.num_players]
    supply, bag = state.supply, state.bag
    for colour in COLOURS:
        moved = min(per_colour, supply[colour])
        supply[colour] -= moved
        bag[colour] += moved
    assert state.rng is not None, "a player's view has no random generator"
    for zone in ACTIVE_ZONES[state.num_players]:
        held = state.zone_gems[zone]
        if held:
            # Unclaimed gems from an earlier round stay and get no bag gem; but a zone seeded
            # short (its colour ran out in the supply) has its empty holes filled now.
            (colour, count), *_ = held.items()
            fill = min(ZONE_HOLES[zone] - count, supply[colour])
            if fill > 0:
                supply[colour] -= fill
                state.zone_gems[zone] = {colour: count + fill}
                if events is not None:
                    events.append(ZoneSeeded(zone, colour, count + fill))
            continue
        in_bag = sum(bag.values())
        if not in_bag:
            continue
        state.rng, pick = rng.below(state.rng, in_bag)
        for colour in COLOURS:
            if pick < bag[colour]:
                break
            pick -= bag[colour]
        bag[colour] -= 1
        fill = min(ZONE_HOLES[zone] - 1, supply[colour])
        supply[colour] -= fill
        state.zone_gems[zone] = {colour: 1 + fill}
        if events is not None:
            events.append(ZoneSeeded(zone, colour, 1 + fill))


def deal(state: State, events: list[Event] | None = None) -> None:
    """One card at a time round the table in turn order; reshuffle the discard pile into a
    new deck when the deck runs out; if both are empty, players get fewer cards."""
    count = CARDS_DEALT_FIRST_ROUND if state.round == 1 else CARDS_DEALT_LATER
    dealt: dict[int, list[str]] = {p: [] for p in state.turn_order}
    for _ in range(count):
        for player in state.turn_order:
            if not state.deck:
                if not state.discard:
                    break
                state.deck, state.discard = state.discard, []
                assert state.rng is not None, "a player's view has no random generator"
                state.rng = rng.shuffle(state.rng, state.deck)
                if events is not None:
                    events.append(DeckReshuffled(len(state.deck)))
            card = state.deck.pop()
            state.players[player].hand.append(card)
            state.players[player].dealt.append(card)
            dealt[player].append(card)
    if events is not None:
        for player, cards in dealt.items():
            events.append(CardsDealt(player, len(cards)))
            if cards:
                events.append(CardsReceived(player, tuple(cards), "deal", audience=player))


def reset_for_next_round(state: State, events: list[Event] | None = None) -> None:
    """Flags go back to the action areas, row cards to the discard pile; next round starts."""
    state.flags = {}
    state.action_flags = {a: list(range(state.num_players)) for a in ACTION_AREAS}
    state.discard.extend(state.common_row)
    state.common_row = []
    if events is not None:
        events.append(RoundEnded(state.round))
    state.round += 1
    start_round(state, events)

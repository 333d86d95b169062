"""Set-up (RULES.md 3) and the round's frame (4): the turn-order draw, starting and ending
faction turns."""

from collections.abc import Iterable

from .. import rng
from .components import (
    AGENDA_COUNT,
    AGENDA_IDS,
    CARD_COUNT,
    COLONY_2_CARDS,
    COLOURS,
    DISCOVERY_COUNT,
    DISCOVERY_IDS,
    HAND_SIZE,
    MAIN_CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NEUTRAL_COLOURS,
    OPTIONAL_DISCOVERIES,
    PLAYER_COUNTS,
    ROWS,
)
from .drawing import refill_face_up
from .events import Dealt, Event, RoundStarted, TurnStarted
from .neutrals import choose_controller
from .state import FREE_DOUBLE, POWERS, TURN_START, Faction, State


def check_new_game_args(players: object, seed: object, discovery_track: object) -> None:
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be an int from {MIN_PLAYERS} to {MAX_PLAYERS}, not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"seed must be an int, not {type(seed).__name__}")
    if type(discovery_track) is not bool:
        raise ValueError(f"discovery_track must be True or False, not {discovery_track!r}")


def factions_for(players: int) -> list[Faction]:
    """Players in seat order, then the neutrals (3.1): neutrals take pink, then black; players
    red, blue, green, orange, black, skipping the neutrals' colours."""
    neutrals = PLAYER_COUNTS[players]["neutrals"]
    neutral_colours = NEUTRAL_COLOURS[:neutrals]
    player_colours = [c for c in COLOURS if c not in neutral_colours][:players]
    return [{"colour": c, "player": i} for i, c in enumerate(player_colours)] + [
        {"colour": c, "player": None} for c in neutral_colours
    ]


def multiset(counts: dict[str, int], ids: Iterable[str]) -> list[str]:
    return [c for c in ids for _ in range(counts[c])]


def new_state(players: int, seed: int, discovery_track: bool, ev: list[Event] | None = None) -> State:
    """Set-up steps 1-8 (3), before the first turn-order draw."""
    check_new_game_args(players, seed, discovery_track)
    state = State(players, factions_for(players), discovery_track)
    state.seed = seed
    state.origin = {"players": players, "seed": seed, "discovery_track": discovery_track}
    g = rng.seed_state(seed)
    # 2. The Discovery deck (the optional cards only with the Discovery Track).
    discoveries = [
        c for c in multiset(DISCOVERY_COUNT, DISCOVERY_IDS) if discovery_track or c not in OPTIONAL_DISCOVERIES
    ]
    g = rng.shuffle(g, discoveries)
    state.discovery_deck = discoveries
    # 3. Every faction on Earth.
    start = PLAYER_COUNTS[players]["earth_start_space"]
    state.tracks["earth"] = [start] * state.num_factions
    # 5. Hidden Agendas: one each, the rest set aside unseen.
    agendas = multiset(AGENDA_COUNT, AGENDA_IDS)
    g = rng.shuffle(g, agendas)
    state.agendas = [agendas.pop() for _ in range(players)]
    state.agenda_pool = agendas
    # 6. The Discovery Track.
    if discovery_track:
        state.dtrack = [{r: 0 for r in ROWS} for _ in range(players)]
    # 7. One Colony 2 each; the rest into the main deck. 8. Five more each, then the face-up row.
    colony = multiset(CARD_COUNT, COLONY_2_CARDS)
    g = rng.shuffle(g, colony)
    for p in range(players):
        state.hands[p].append(colony.pop())
    deck = multiset(CARD_COUNT, MAIN_CARDS) + colony
    g = rng.shuffle(g, deck)
    for _ in range(HAND_SIZE - 1):
        for p in range(players):
            state.hands[p].append(deck.pop())
    state.deck = deck
    state.rng = g
    if ev is not None:
        for p in range(players):
            ev.append(Dealt(player=p, cards=None, agenda=None))
            ev.append(Dealt(player=p, cards=tuple(state.hands[p]), agenda=state.agendas[p], audience=p))
    refill_face_up(state, ev)
    return state


def draw_turn_order(state: State, ev: list[Event] | None) -> None:
    """4.1: the order drawn from the bag, then (Discovery Track) the leaders' powers."""
    order = list(range(state.num_factions))
    assert state.rng is not None, "a view has no generator"
    state.rng = rng.shuffle(state.rng, order)
    state.turn_order = order
    state.position = 0
    state.step = POWERS if state.discovery_track else TURN_START
    state.power_row = 0
    state.revealed = True
    if ev is not None:
        ev.append(RoundStarted(round=state.round, turn_order=tuple(order)))


def start_turn(state: State, ev: list[Event] | None) -> None:
    """A faction turn begins: its controller (11.1 for a neutral), then free doubling."""
    faction = state.turn_order[state.position]
    if faction < state.num_players:
        state.controller, reason = faction, "own"
    else:
        state.controller, reason = choose_controller(state)
    state.step = FREE_DOUBLE
    if ev is not None:
        ev.append(TurnStarted(faction=faction, controller=state.controller, reason=reason))


def end_turn(state: State, ev: list[Event] | None) -> None:
    """The faction turn's bookkeeping is cleared (4.4); the next faction, or the next round."""
    state.attempted = []
    state.generation = {}
    state.actions_used = 0
    state.played_card = False
    state.refused = []
    state.controller = None
    state.position += 1
    if state.position < len(state.turn_order):
        state.step = TURN_START
    else:
        state.round += 1
        draw_turn_order(state, ev)

"""The rules as a state machine: which actions are legal, and what each one does.

`legal_actions` and `apply` are the checked entry points for the page, saves and tests;
`step` is `apply` that also reports what happened (events.py). `play` is the same rules code
without the check, the copy and the events, for search: it changes the state in place and
trusts the caller to pass a legal action.

A game from `new_game` remembers its seed and the actions applied since (`history`), so it
can be replayed, verified when loaded, and a player's last actions within their turn taken
back (`undo`). Views and search worlds carry no history.

After every action the game is *settled*: players with nothing to decide are skipped and
automatic steps run (claiming, Rare Mineral Find, turn order, the next round's set-up), so
`to_move` is always a player with a real choice, or None when the game is over.
"""

from collections.abc import Callable, Mapping
from itertools import combinations
from typing import Any, Literal

from game.jsontypes import JSONObject

from .. import rng
from .actions import (
    CHOOSE_ROW_ACTIONS,
    LIFT_ACTIONS,
    PASS,
    PLACE_ACTIONS,
    RETURN_ACTIONS,
    TAKE_ACTIONS,
    Action,
    Build,
    ChooseRowCard,
    EndTurn,
    LiftFlag,
    Pass,
    PlaceFlag,
    ReplaceDuplicates,
    ReturnGem,
    Synchrotron,
    TakeCard,
    Trade,
    action_from_json,
    action_to_json,
)
from .board import ACTION_AREAS, GEM_KINDS, POSITION_IDS
from .building import (
    ROW_USED,
    VALUE_BUILT,
    building_options,
    gem_limit,
    has_building_choice,
    may_exchange,
    perform_build,
    perform_synchrotron,
    perform_trade,
    rule_refusal,
)
from .cards import CARD_ORDER, CARD_VALUE
from .claiming import claim_all_zones
from .errors import IllegalAction, shown
from .events import (
    AreaResult,
    CardsReceived,
    CardTaken,
    DuplicatesReplaced,
    Event,
    FlagLifted,
    FlagPlaced,
    GameOver,
    GemReturned,
    Passed,
    PhaseStarted,
    RareMineralFind,
    RowCardChosen,
    RowRevealed,
    SecretRowChoice,
    TurnEnded,
    TurnOrder,
)
from .rounds import new_state, reset_for_next_round, start_round
from .scoring import scores, winners
from .staking import area_winners, open_positions, stolen_intelligence_destinations
from .state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    KEEP_GEMS,
    LAST_ROUND,
    OVER,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
    State,
)


def new_game(players: int, seed: int) -> State:
    """A new game of `players` (2-5) after set-up and the start of round 1.

    >>> s = new_game(3, seed=42)
    >>> s.round, s.phase, [len(p.hand) for p in s.players]
    (1, 'choose_row', [3, 3, 3])
    """
    return _new_game(players, seed, None)


def new_game_with_events(players: int, seed: int) -> tuple[State, list[Event]]:
    """`new_game`, and what its set-up did: the board seeded, the cards dealt (privately to
    each player), the first phase begun."""
    events: list[Event] = []
    return _new_game(players, seed, events), events


def start(players: int, seed: int, options: Mapping[str, object] | None = None) -> tuple[State, list[Event]]:
    """A new game and its set-up's events, in the form every engine offers (game.registry.Engine).
    Charon, Inc. has no options: ValueError for any."""
    if options:
        raise ValueError(f"Charon, Inc. has no options, not {', '.join(map(repr, sorted(options)))}")
    return new_game_with_events(players, seed)


def start_of(state: State) -> JSONObject:
    """How the game began: its players and seed. ValueError on a view, which hides the seed."""
    if state.seed is None:
        raise ValueError("this state does not keep how its game began (a view, or a search's world)")
    return {"players": state.num_players, "seed": state.seed}


def start_from(description: JSONObject) -> tuple[State, list[Event]]:
    """The game as it began, from `start_of`'s description, with the set-up's events."""
    players, seed = description["players"], description["seed"]
    if type(players) is not int or type(seed) is not int:
        raise ValueError(f"not how a game of Charon, Inc. begins: {shown(description)}")
    return new_game_with_events(players, seed)


def _new_game(players: int, seed: int, events: list[Event] | None) -> State:
    state = new_state(players, seed)
    state.seed = seed
    state.history = []
    start_round(state, events)
    settle(state, events)
    return state


# ---- legal actions -----------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    """The legal actions of `state.to_move`, in an order fixed by the state's content.

    Empty when the game is over, and in a player's view when that player is not to move.
    """
    player = state.to_move
    if player is None or (state.viewer is not None and state.viewer != player):
        return []
    return _OPTIONS[state.phase](state, player)


def _duplicates(state: State, player: int) -> list[str]:
    me = state.players[player]
    built_values = {CARD_VALUE[c] for c in me.built}
    return [c for c in me.dealt if CARD_VALUE[c] in built_values]


def _replace_options(state: State, player: int) -> list[Action]:
    duplicates = sorted(_duplicates(state, player), key=CARD_ORDER.__getitem__)
    options: list[Action] = [PASS]
    for size in range(1, min(len(duplicates), len(state.discard)) + 1):
        options.extend(ReplaceDuplicates(combo) for combo in combinations(duplicates, size))
    return options


def _choose_row_options(state: State, player: int) -> list[Action]:
    return [CHOOSE_ROW_ACTIONS[c] for c in state.players[player].hand]


def _stake_options(state: State, player: int) -> list[Action]:
    if state.lifted is None:
        return [LIFT_ACTIONS[a] for a in ACTION_AREAS if player in state.action_flags[a]]
    return [PLACE_ACTIONS[p] for p in open_positions(state)]


def _stolen_intelligence_options(state: State, player: int) -> list[Action]:
    if state.lifted is None:
        flags = state.flags
        return [PASS] + [LIFT_ACTIONS[p] for p in POSITION_IDS if flags.get(p) == player]
    return [PLACE_ACTIONS[p] for p in stolen_intelligence_destinations(state)]


def _engineering_advance_options(state: State, player: int) -> list[Action]:
    # Sorted, so that the list reveals nothing of the discard pile's order.
    discard = sorted(state.discard, key=CARD_ORDER.__getitem__)
    options: list[Action] = [PASS]
    return options + [TAKE_ACTIONS[c] for c in discard] + [TAKE_ACTIONS[c] for c in state.common_row]


def _keep_gems_options(state: State, player: int) -> list[Action]:
    gems = state.players[player].gems
    return [RETURN_ACTIONS[g] for g in GEM_KINDS if gems[g]]


_OPTIONS = {
    REPLACE: _replace_options,
    CHOOSE_ROW: _choose_row_options,
    STAKE: _stake_options,
    STOLEN_INTELLIGENCE: _stolen_intelligence_options,
    ENGINEERING_ADVANCE: _engineering_advance_options,
    BUILD: building_options,
    KEEP_GEMS: _keep_gems_options,
}

# Whether a player has a real choice now; one who has not is skipped (never asked to pass).
_HAS_DECISION: dict[str, Callable[[State, int], bool]] = {
    REPLACE: lambda s, p: bool(s.discard) and bool(_duplicates(s, p)),
    CHOOSE_ROW: lambda s, p: bool(s.players[p].hand),
    STAKE: lambda s, p: True,
    STOLEN_INTELLIGENCE: lambda s, p: bool(stolen_intelligence_destinations(s)),
    ENGINEERING_ADVANCE: lambda s, p: bool(s.discard) or bool(s.common_row),
    BUILD: has_building_choice,
    KEEP_GEMS: lambda s, p: s.players[p].gem_count() > gem_limit(s, p),
}


def has_decision(state: State, player: int) -> bool:
    """Whether `player`, if it were their turn in this phase, would have a real choice."""
    return _HAS_DECISION[state.phase](state, player)


# ---- applying actions --------------------------------------------------------------------


def apply(state: State, action: Action) -> State:
    """The state after `action`; `state` itself is never changed.

    Raises IllegalAction, saying what and why, if the action is not legal now.
    """
    _check(state, action)
    after = state.copy()
    _advance(after, action, None)
    return after


def step(state: State, action: Action) -> tuple[State, list[Event]]:
    """`apply`, and the events the action set off, automatic steps included, in order.

    >>> s, events = step(new_game(2, seed=1), ChooseRowCard(new_game(2, seed=1).players[0].hand[0]))
    >>> [e.type for e in events]
    ['row_card_chosen', 'secret_row_choice']
    """
    _check(state, action)
    after = state.copy()
    events: list[Event] = []
    _advance(after, action, events)
    return after, events


def play(state: State, action: Action) -> None:
    """Apply a legal action in place (unchecked): the fast path for search and simulation."""
    _advance(state, action, None)


def _check(state: State, action: Action) -> None:
    if state.viewer is not None:
        raise IllegalAction("actions apply to the whole game, not to a player's view of it")
    if action not in legal_actions(state):
        raise IllegalAction(explain_illegal(state, action))


# Actions a player may take back within their turn: they draw nothing at random and reveal
# nothing new, and the same player goes on deciding in the same phase afterwards.
_UNDOABLE = frozenset({LiftFlag, Trade, Synchrotron, Build, ReturnGem})


def _advance(state: State, action: Action, events: list[Event] | None) -> None:
    perform = _PERFORM[type(action)]
    player = state.pending[0]
    if state.history is None:  # a view or a search world: the rules alone, as fast as they go
        perform(state, player, action, events)
        if events is not None:
            _ended_by_itself(state, player, events)
        settle(state, events)
        return
    # Within a phase the waiting list only ever shrinks: same length, same players waiting.
    turn = (state.round, state.phase, len(state.pending))
    perform(state, player, action, events)
    if events is not None:
        _ended_by_itself(state, player, events)
    settle(state, events)
    state.history.append(action)
    same_turn = turn == (state.round, state.phase, len(state.pending))
    state.undoable = state.undoable + 1 if same_turn and type(action) in _UNDOABLE else 0


def _ended_by_itself(state: State, player: int, events: list[Event]) -> None:
    """A building turn left with nothing to do (no card to pay for, no trade) after the
    player's own action ends without an EndTurn: said by an event, as an EndTurn is, so that
    the player is not left wondering where their turn went."""
    if state.phase == BUILD and state.pending and state.pending[0] == player and not has_decision(state, player):
        events.append(TurnEnded(player, by_itself=True))


# ---- history and undo --------------------------------------------------------------------


def history(state: State) -> list[Action]:
    """The actions applied since `new_game(state.num_players, state.seed)`, in order.

    ValueError for a player's view (its history would reveal secret choices) and for a game
    loaded from a save without history (version 1).
    """
    if state.viewer is not None:
        raise ValueError("a player's view has no history: it would reveal the others' secret choices")
    if state.history is None:
        raise ValueError("this game has no history (it was loaded from a save made without one)")
    return list(state.history)


def replay(players: int, seed: int, actions: list[Action]) -> State:
    """The game after `actions` from `new_game(players, seed)`; IllegalAction (saying which
    action, counted from 0) if one of them is not legal where it comes."""
    state = new_game(players, seed)
    for i, action in enumerate(actions):
        if action not in legal_actions(state):
            raise IllegalAction(f"action {i}: {explain_illegal(state, action)}")
        play(state, action)
    return state


def can_undo(state: State) -> bool:
    """Whether the player to move may take back their last action: only within their turn
    (same player, phase, round and players waiting), and only an action that drew nothing
    at random and revealed nothing (lifting a flag, a trade, the Synchrotron, a build, a
    returned gem). ValueError on a player's view."""
    if state.viewer is not None:
        raise ValueError("undo applies to the whole game, not to a player's view of it")
    return state.undoable > 0


def undo(state: State) -> State:
    """Exactly the state before the last action (see `can_undo`); IllegalAction if it may not
    be taken back. Repeatable back to the start of the player's turn."""
    if not can_undo(state):
        raise IllegalAction("nothing to take back: only your own last actions within this turn can be undone")
    assert state.seed is not None and state.history is not None  # an undoable game has both
    return replay(state.num_players, state.seed, state.history[:-1])


def _end_turn(state: State) -> None:
    player = state.pending.pop(0)
    state.players[player].dealt.clear()
    state.lifted = None
    state.built_from_row = False
    state.built_this_turn = False
    state.synchrotron_used = False


def _perform_replace(state: State, player: int, action: ReplaceDuplicates, events: list[Event] | None) -> None:
    me = state.players[player]
    assert state.rng is not None, "a player's view has no random generator"
    state.rng = rng.shuffle(state.rng, state.discard)
    drawn = [state.discard.pop() for _ in action.cards]
    for card in action.cards:
        me.hand.remove(card)
        state.discard.append(card)
    me.hand.extend(drawn)
    if events is not None:
        events.append(DuplicatesReplaced(player, action.cards))
        events.append(CardsReceived(player, tuple(drawn), "discard_pile", audience=player))
    _end_turn(state)


def _perform_choose_row(state: State, player: int, action: ChooseRowCard, events: list[Event] | None) -> None:
    state.players[player].hand.remove(action.card)
    state.row_choices[player] = action.card
    if events is not None:
        events.append(RowCardChosen(player))
        events.append(SecretRowChoice(player, action.card, audience=player))
    _end_turn(state)


def _perform_lift(state: State, player: int, action: LiftFlag, events: list[Event] | None) -> None:
    state.lifted = action.source
    if events is not None:
        events.append(FlagLifted(player, action.source))


def _perform_place(state: State, player: int, action: PlaceFlag, events: list[Event] | None) -> None:
    source = state.lifted
    assert source is not None, "a flag is placed only once lifted"
    if state.phase == STAKE:
        state.action_flags[source].remove(player)
    else:
        del state.flags[source]
    state.flags[action.position] = player
    if events is not None:
        events.append(FlagPlaced(player, source, action.position))
    _end_turn(state)


def _perform_pass(state: State, player: int, action: Pass, events: list[Event] | None) -> None:
    if events is not None:
        events.append(Passed(player, state.phase))
    _end_turn(state)


def _perform_take_card(state: State, player: int, action: TakeCard, events: list[Event] | None) -> None:
    from_discard = action.card in state.discard
    if from_discard:
        state.discard.remove(action.card)
    else:
        state.common_row.remove(action.card)
    state.players[player].hand.append(action.card)
    if events is not None:
        if from_discard:
            events.append(CardTaken(player, None, "discard_pile"))
            events.append(CardsReceived(player, (action.card,), "discard_pile", audience=player))
        else:
            events.append(CardTaken(player, action.card, "row"))
    _end_turn(state)


def _perform_end_turn(state: State, player: int, action: EndTurn, events: list[Event] | None) -> None:
    if events is not None:
        events.append(TurnEnded(player))
    _end_turn(state)


def _perform_return_gem(state: State, player: int, action: ReturnGem, events: list[Event] | None) -> None:
    state.players[player].gems[action.gem] -= 1
    if action.gem == "clear":
        state.clear_pool += 1
    else:
        state.supply[action.gem] += 1
    if events is not None:
        events.append(GemReturned(player, action.gem))
    # The turn ends by itself (settle) once the player is down to the limit.


_PERFORM: dict[type, Callable[[State, int, Any, list[Event] | None], None]] = {
    ReplaceDuplicates: _perform_replace,
    ChooseRowCard: _perform_choose_row,
    LiftFlag: _perform_lift,
    PlaceFlag: _perform_place,
    Pass: _perform_pass,
    TakeCard: _perform_take_card,
    Trade: perform_trade,
    Synchrotron: perform_synchrotron,
    Build: perform_build,
    EndTurn: _perform_end_turn,
    ReturnGem: _perform_return_gem,
}


# ---- moving the game on ------------------------------------------------------------------


def settle(state: State, events: list[Event] | None = None) -> None:
    """Skip players without a choice and run automatic steps until someone must decide."""
    while state.phase != OVER:
        while state.pending:
            if has_decision(state, state.pending[0]):
                return
            _end_turn(state)
        _begin_next_phase(state, events)


def _begin_next_phase(state: State, events: list[Event] | None) -> None:
    phase = state.phase
    if phase == REPLACE:
        state.phase, state.pending = CHOOSE_ROW, state.turn_order[:]
    elif phase == CHOOSE_ROW:
        # The secret choices are revealed together and form the common row.
        state.common_row = [state.row_choices[p] for p in state.turn_order if p in state.row_choices]
        state.row_choices = {}
        if events is not None:
            events.append(RowRevealed(tuple(state.common_row)))
        state.phase, state.pending = STAKE, state.turn_order * 4
    elif phase == STAKE:
        if events is not None:
            for area in ACTION_AREAS:
                flags = tuple(state.action_flags[area])
                events.append(AreaResult(area, flags, tuple(area_winners(state, area))))
        state.phase, state.pending = STOLEN_INTELLIGENCE, area_winners(state, "stolen_intelligence")
    elif phase == STOLEN_INTELLIGENCE:
        claim_all_zones(state, events)
        _rare_mineral_find(state, events)
        state.phase, state.pending = ENGINEERING_ADVANCE, area_winners(state, "engineering_advance")
    elif phase == ENGINEERING_ADVANCE:
        # Most gems first; ties keep their previous relative order (list.sort is stable).
        state.turn_order.sort(key=lambda p: -state.players[p].gem_count())
        if events is not None:
            gems = tuple(state.players[p].gem_count() for p in state.turn_order)
            events.append(TurnOrder(tuple(state.turn_order), gems))
        state.phase, state.pending = BUILD, state.turn_order[:]
    elif phase == BUILD:
        if state.round == LAST_ROUND:
            state.phase, state.pending = OVER, []
            if events is not None:
                events.append(_game_over(state))
            return
        state.phase, state.pending = KEEP_GEMS, state.turn_order[:]
    elif phase == KEEP_GEMS:
        reset_for_next_round(state, events)
        return  # start_round reports the new round's first phase
    if events is not None:
        events.append(PhaseStarted(state.phase, state.round, tuple(state.pending)))


def _rare_mineral_find(state: State, events: list[Event] | None) -> None:
    for player in area_winners(state, "rare_mineral_find"):
        took = state.clear_pool > 0
        if took:
            state.clear_pool -= 1
            state.players[player].gems["clear"] += 1
        if events is not None:
            events.append(RareMineralFind(player, took))


def _game_over(state: State) -> GameOver:
    points = scores(state)
    best = winners(state)
    tied = points.count(max(points))
    tie_break: Literal["none", "cards", "shared"] = "none" if tied == 1 else "shared" if len(best) == tied else "cards"
    return GameOver(tuple(points), tuple(best), tie_break)


# ---- explaining refusals -----------------------------------------------------------------

_PHASE_TASK = {
    REPLACE: "decide whether to replace duplicate cards",
    CHOOSE_ROW: "choose a card for the common row",
    STAKE: "stake a claim (lift a flag from an action area, then place it)",
    STOLEN_INTELLIGENCE: "use Stolen Intelligence (move one flag) or pass",
    ENGINEERING_ADVANCE: "use Engineering Advance (take a card) or pass",
    BUILD: "take a building turn",
    KEEP_GEMS: "return gems down to the limit",
}


def explain_illegal(state: State, action: object) -> str:
    """Why `action` is refused in `state`: a message for the person who tried it."""
    if not isinstance(action, Action):
        return f"{shown(action)} is not an action"
    try:  # a well-formed action names known ids only (e.g. not PlaceFlag(["C8"]))
        action_from_json(action_to_json(action))
    except IllegalAction as malformed:
        return f"{shown(action, 120)} is malformed: {malformed}"
    if state.is_over:
        return f"{shown(action)} is not legal: the game is over"
    player = state.to_move
    assert player is not None  # the game is not over
    why = _specific_reason(state, player, action)
    task = _PHASE_TASK[state.phase]
    return f"{shown(action, 120)} is not legal now: {why + '; ' if why else ''}player {player} is to {task}"


def _specific_reason(state: State, player: int, action: Action) -> str:
    me = state.players[player]
    if isinstance(action, PlaceFlag):
        if state.lifted is None:
            return "no flag has been lifted yet"
        owner = state.flags.get(action.position)
        if owner is not None:
            return f"position {action.position} already holds player {owner}'s flag"
        if state.phase == STOLEN_INTELLIGENCE:
            return f"position {action.position} is out of play or touches a zone holding 3 or more gems"
        return f"position {action.position} touches no zone in play"
    if isinstance(action, LiftFlag) and state.lifted is not None:
        return f"a flag from {state.lifted} is already lifted and must be placed"
    if isinstance(action, (Build, ChooseRowCard, TakeCard)):
        card = action.card
        if isinstance(action, TakeCard):
            if card not in state.discard and card not in state.common_row:
                return f"card {card} is neither in the discard pile nor in the common row"
        elif card not in me.hand and (isinstance(action, ChooseRowCard) or card not in state.common_row):
            return f"card {card} is not in player {player}'s hand"
        if isinstance(action, Build):
            refusal = rule_refusal(state, player, card)
            if refusal == VALUE_BUILT:
                return f"player {player} has already built a card of value {CARD_VALUE[card]}"
            if refusal == ROW_USED:
                return "only one card from the common row may be built per turn"
            return f"player {player}'s gems do not pay for {card} that way"
    if isinstance(action, (Trade, Synchrotron)) and state.phase == BUILD and not may_exchange(state, player):
        return f"player {player} has built a card this turn: no more trades or Synchrotron after the first build"
    if isinstance(action, (Trade, ReturnGem)):
        return f"player {player} does not have those gems, or the supply lacks the colour wanted"
    return ""

"""The rules as a state machine: which actions are legal, and what each one does.

`legal_actions` and `apply` are the checked entry points for the page, saves and tests;
`step` is `apply` that also tells what happened (events). `play` is the same rules code
without the check, the copy and the events, for search: it changes the state in place.

After every action the game is *settled*: decisions with one option are taken automatically
and decisions with none are skipped (RULES.md Appendix A), so `to_move` always has at least
two choices, or is None when the game is over.
"""

from collections.abc import Callable
from typing import Any, NamedTuple

from .. import rng
from .actions import (
    ACTION_CLASSES,
    CONSENT,
    DISCARD_REFUSED,
    END_ACTIONS,
    REFUSE,
    TAKE_BACK,
    Action,
    ActionT,
    Consent,
    Discard,
    DiscardHand,
    DiscardRefused,
    DrawDeck,
    DrawSlot,
    EndActions,
    FreeDouble,
    Halve,
    Migrate,
    MoveUp,
    NoDiscard,
    Pass,
    Play,
    React,
    Refuse,
    ReturnDiscovery,
    Reveal,
    Settle,
    Swap,
    Symbol,
    TakeBack,
    intern,
)
from .arrival import settle as settle_box
from .arrival import settle_sites
from .cards import can_play, needs_consent, perform_play, play_options, resolve_window_event
from .components import CARD_TYPE, EFFECT
from .discovery import (
    perform_power,
    perform_return,
    perform_reveal,
    perform_symbol,
    power_decision,
    return_options,
    reveal_options,
    symbol_options,
)
from .drawing import discard_options, draw_options, perform_discard, perform_draw
from .errors import IllegalAction, shown
from .events import ActionsEnded, ConsentAnswered, ConsentAsked, Discarded, Event, RefusedCard
from .growth import free_double_sites
from .neutrals import migrant_options, perform_migrate
from .reactions import (
    add_to_chain,
    cancellation_owner,
    halve,
    next_candidate,
    open_free_doubling,
    perform_pass,
    perform_react,
    resolve,
    war_sites,
)
from .scoring import finish_if_over
from .setup import draw_turn_order, end_turn, new_state, start_turn
from .state import ACTIONS, DISCARD, DRAW, FREE_DOUBLE, MIGRATE, OVER, POWERS, SETTLE, TURN_START, State


class Moment(NamedTuple):
    """A reaction window as it opened, before anyone was asked: the game then (nobody known to
    decide) and how many of the step's events had been told by then."""

    state: State
    events: int


def _moment(state: State, ev: list[Event] | None) -> Moment:
    at = state.copy()
    at.to_move, at.options = None, ()
    return Moment(at, len(ev or ()))


def new_game(players: int, seed: int, *, discovery_track: bool = False) -> State:
    """Set-up (RULES.md 3), settled at the first decision of round 1.

    >>> s = new_game(3, 42)
    >>> s.round, s.num_factions, [len(h) for h in s.hands]
    (1, 5, [6, 6, 6])
    """
    return _new_game(players, seed, discovery_track, None)


def new_game_with_events(players: int, seed: int, *, discovery_track: bool = False) -> tuple[State, list[Event]]:
    """`new_game`, and what its set-up did: hands and agendas dealt (privately), the face-up
    row turned up, the turn order drawn, the first automatic steps."""
    events: list[Event] = []
    return _new_game(players, seed, discovery_track, events), events


def new_game_with_moments(
    players: int, seed: int, *, discovery_track: bool = False
) -> tuple[State, list[Event], list[Moment]]:
    """`new_game_with_events`, plus each reaction window its first automatic steps opened (a
    free doubling with only Earth to choose), as `step_with_moments` gives a step's."""
    events: list[Event] = []
    moments: list[Moment] = []
    return _new_game(players, seed, discovery_track, events, moments), events, moments


def _new_game(
    players: int, seed: int, discovery_track: bool, ev: list[Event] | None, moments: list[Moment] | None = None
) -> State:
    state = new_state(players, seed, discovery_track, ev)
    draw_turn_order(state, ev)
    settle(state, ev, moments)
    state.undoable = 0
    return state


# ---- the current decision ----------------------------------------------------------------


def decision(state: State) -> tuple[int | None, list[Action]]:
    """Who decides now and their options, in the order of Appendix B.3."""
    pending = state.pending
    if pending is not None:
        if pending["kind"] == "consent":
            return pending["owner"], [CONSENT, REFUSE]
        if pending["kind"] == "refused":
            return pending["player"], [TAKE_BACK, DISCARD_REFUSED]
        if pending["kind"] == "halve":
            return pending["player"], [intern(Halve, s) for s in war_sites(state, pending["player"])]
        return pending["player"], return_options(state, pending["player"])
    window = state.window
    if window is not None:
        return next_candidate(state, window)
    step = state.step
    if step == POWERS:
        return power_decision(state)
    faction = state.turn_order[state.position]
    if step == FREE_DOUBLE:
        return state.controller, [intern(FreeDouble, s) for s in free_double_sites(state, faction)]
    if step == SETTLE:
        return state.controller, [intern(Settle, s) for s in settle_sites(state, faction)]
    if step == ACTIONS:
        if state.actions_used >= 2:
            return faction, []
        options = play_options(state, faction)
        options += reveal_options(state, faction)
        options += symbol_options(state, faction)
        options.append(END_ACTIONS)
        return faction, options
    if step == DISCARD:
        return faction, discard_options(state, faction)
    if step == DRAW:
        return faction, draw_options(state, faction)
    if step == MIGRATE:
        return state.controller, migrant_options(state, faction)
    return None, []  # TURN_START: automatic


def _advance(state: State, ev: list[Event] | None) -> None:
    """Move on from a decision that has no option."""
    if state.window is not None:
        state.resolving = len(state.window["chain"]) - 1  # nobody (more) reacts: resolve
        return
    step = state.step
    is_player = state.turn_order[state.position] < state.num_players if step != POWERS else True
    if step == POWERS:
        state.power_row += 1
        if state.power_row >= 3:
            state.step = TURN_START
    elif step == TURN_START:
        start_turn(state, ev)
    elif step == FREE_DOUBLE:
        state.step = SETTLE
    elif step == SETTLE:
        state.step = ACTIONS if is_player else MIGRATE
    elif step == ACTIONS:
        state.step = DISCARD
    elif step == DISCARD:
        state.step = DRAW
    else:  # DRAW, MIGRATE: the faction turn ends
        end_turn(state, ev)


def settle(state: State, ev: list[Event] | None, moments: list[Moment] | None = None) -> None:
    """Take forced decisions and automatic steps until someone has a real choice (or the end).
    `moments`, if given, gets each reaction window as it opened (see `step_with_moments`)."""
    while state.step != OVER:
        if state.resolving is not None and state.pending is None:
            resolve(state, ev)
            continue
        window = state.window
        if moments is not None and window is not None and state.pending is None and not window["asked"]:
            moments.append(_moment(state, ev))
        player, options = decision(state)
        if len(options) >= 2:
            state.to_move = player
            state.options = tuple(options)
            return
        if options:
            assert player is not None, "a decision with options has someone to take it"
            if options[0] is END_ACTIONS and ev is not None:  # said: the player sees why their turn moved on
                ev.append(ActionsEnded(player=player, played=state.actions_used))
            _perform(state, player, options[0], ev)
        else:
            _advance(state, ev)
    state.to_move = None
    state.options = ()


# ---- performing one action ---------------------------------------------------------------


def _perform(state: State, player: int, action: Action, ev: list[Event] | None) -> None:
    _HANDLERS[type(action)](state, player, action, ev)


# One handler per action class, each typed for its own class (see `_handles`): a dict lookup
# instead of a chain of tests, since every action, automatic ones included, passes here.
_HANDLERS: dict[type[Action], Callable[[State, int, Any, list[Event] | None], None]] = {}


def _handles(cls: type[ActionT], handler: Callable[[State, int, ActionT, list[Event] | None], None]) -> None:
    """Register `handler` for `cls`: mypy checks that the handler takes that class's actions."""
    _HANDLERS[cls] = handler


def _pass(state: State, player: int, action: Pass, ev: list[Event] | None) -> None:
    if state.window is not None:
        perform_pass(state, player, ev)
    else:
        perform_power(state, player, action, ev)


def _free_double(state: State, player: int, action: FreeDouble, ev: list[Event] | None) -> None:
    open_free_doubling(state, action.site, ev)


def _halve(state: State, player: int, action: Halve, ev: list[Event] | None) -> None:
    state.pending = None
    halve(state, player, action.site, ev)


def _settle(state: State, player: int, action: Settle, ev: list[Event] | None) -> None:
    settle_box(state, state.turn_order[state.position], action.site, ev)
    finish_if_over(state, ev)


def _play_card(state: State, player: int, action: Play, ev: list[Event] | None) -> None:
    owner = needs_consent(state, player, action)
    if owner is None:
        perform_play(state, player, action, ev)
    else:
        state.pending = {"kind": "consent", "owner": owner, "player": player, "action": action}
        if ev is not None:
            ev.append(ConsentAsked(owner=owner, player=player, card=action.card))


def _end_actions(state: State, player: int, action: EndActions, ev: list[Event] | None) -> None:
    state.step = DISCARD


def _migrate(state: State, player: int, action: Migrate, ev: list[Event] | None) -> None:
    perform_migrate(state, player, action, ev)
    end_turn(state, ev)


def _consent(state: State, player: int, action: Consent | Refuse, ev: list[Event] | None) -> None:
    _answer_consent(state, isinstance(action, Consent), ev)


def _refused(state: State, player: int, action: TakeBack | DiscardRefused, ev: list[Event] | None) -> None:
    _place_refused(state, isinstance(action, TakeBack), ev)


_handles(Pass, _pass)
_handles(FreeDouble, _free_double)
_handles(React, perform_react)
_handles(Consent, _consent)
_handles(Refuse, _consent)
_handles(TakeBack, _refused)
_handles(DiscardRefused, _refused)
_handles(Halve, _halve)
_handles(Settle, _settle)
_handles(Play, _play_card)
_handles(Reveal, perform_reveal)
_handles(Symbol, perform_symbol)
_handles(EndActions, _end_actions)
_handles(ReturnDiscovery, perform_return)
_handles(NoDiscard, perform_discard)
_handles(Discard, perform_discard)
_handles(DiscardHand, perform_discard)
_handles(DrawSlot, perform_draw)
_handles(DrawDeck, perform_draw)
_handles(Migrate, _migrate)
_handles(MoveUp, perform_power)
_handles(Swap, perform_power)
assert set(_HANDLERS) == set(ACTION_CLASSES.values()), "every kind of action has its handler"


def _answer_consent(state: State, consented: bool, ev: list[Event] | None) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "consent", "consent answers a consent request"
    owner, player, action = pending["owner"], pending["player"], pending["action"]
    if ev is not None:
        ev.append(ConsentAnswered(owner=owner, player=player, card=action.card, consented=consented))
    if consented:
        state.pending = None
        if isinstance(action, React):
            add_to_chain(state, player, action, ev)
        else:
            perform_play(state, player, action, ev)
    else:
        # Not played: no VP, no action used; and that player may not ask this owner again
        # this faction turn (10).
        state.refused.append((owner, player))
        state.pending = {"kind": "refused", "owner": owner, "player": player, "action": action}


def _place_refused(state: State, taken_back: bool, ev: list[Event] | None) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "refused", "a refused card waits to be placed"
    player, card = pending["player"], pending["action"].card
    state.pending = None
    if not taken_back:
        state.hands[player].remove(card)
        state.discard.append(card)
    if ev is not None:
        ev.append(RefusedCard(player=player, card=card, taken_back=taken_back))
        if not taken_back:
            ev.append(Discarded(player=player, cards=(card,)))


# ---- the entry points --------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    """The options of `to_move`, in the order of Appendix B.3; [] when the game is over, and in
    a view whose owner is not to move (or does not know who is)."""
    if state.to_move is None or (state.viewer is not None and state.viewer != state.to_move):
        return []
    return list(state.options)


def consent_needed(state: State, action: Action) -> int | None:
    """The player whose Opening Treaty consent (RULES.md 10) `action` of the player to move
    needs before it counts, or None: a card played on a protected player's token, or the
    cancellation of their doubling. Works on the mover's view (it reads only public things).

    >>> from game.sixbillion import scenario
    >>> hands = [["migrants_other_6.leaf"], []]  # Bob's only token is on Earth: protected
    >>> s = scenario(2, tracks={"earth": {0: 8, 1: 4}, "mars": {0: 4}}, hands=hands, step="actions")
    >>> consent_needed(s, Play("migrants_other_6.leaf", 1, "earth", "mars"))
    1
    """
    player = state.to_move
    if player is None:
        return None
    if isinstance(action, Play):
        return needs_consent(state, player, action)
    window = state.window
    if isinstance(action, React) and window is not None and not window["chain"] and state.pending is None:
        return cancellation_owner(state, player, window["event"])
    return None


def ends_actions(state: State, action: Action) -> bool:
    """Whether `action`, an action of the player to move that leaves them an action unused,
    leaves them nothing else to do with it: the engine then ends their action step by itself
    (Appendix A: an action step where only "end" is possible), which a player should know before
    they choose it. As the card resolves with nobody answering it, and as it does cancelled: True
    only if both end the step. Works on the mover's view (their hand and public things). A Make
    a Discovery never counts: the card drawn, unseen yet, may be revealed with the other action.

    >>> from game.sixbillion import scenario
    >>> s = scenario(2, tracks={"earth": {0: 4, 1: 4}}, hands=[["new_colony_self_2.dollar", "famine.dollar"], []],
    ...              step="actions")
    >>> ends_actions(s, Play("new_colony_self_2.dollar", 0, "earth", "mars"))  # Famine only answers
    True
    """
    player = state.to_move
    if player is None or state.step != ACTIONS or state.window is not None or state.pending is not None:
        return False
    if state.actions_used:  # the turn's last action: the step ends by the rules, not early
        return False
    after = state.copy()
    if isinstance(action, Play):
        if EFFECT[CARD_TYPE[action.card]] == "make_discovery":
            return False
        if after.rng is None:  # a view: Recycle's reshuffle of cards nobody sees needs a generator
            after.rng = rng.seed_state(0)
        perform_play(after, player, action, None)
    elif isinstance(action, Reveal):
        perform_reveal(after, player, action, None)
    elif isinstance(action, Symbol):
        perform_symbol(after, player, action, None)
    else:
        return False
    outcomes = [after]
    window = after.window
    if window is not None:  # a Double or a box card: cancelled, or resolved
        after.window = None
        cancelled = after.copy()
        resolve_window_event(after, window["event"], None)
        outcomes.append(cancelled)
    return all(
        o.step == ACTIONS
        and o.actions_used < 2
        and not (symbol_options(o, player) or reveal_options(o, player) or can_play(o, player))
        for o in outcomes
    )


def _check(state: State, action: object) -> None:
    if state.viewer is not None:
        raise IllegalAction("actions apply to the whole game, not to a player's view of it")
    if state.is_over:
        raise IllegalAction(f"{shown(action)} is not legal: the game is over")
    if action not in state.options:
        raise IllegalAction(
            f"{shown(action, 120)} is not legal now: player {state.to_move} is to {_task(state)} "
            f"({len(state.options)} options, e.g. {shown(state.options[0], 100)})"
        )


_STEP_TASK = {
    POWERS: "decide on a Discovery Track power",
    FREE_DOUBLE: "choose the next token to free-double",
    SETTLE: "choose the next holding box to settle",
    ACTIONS: "take an action (play a card, reveal, play a symbol) or end the actions",
    DISCARD: "discard (none, one card, or the whole hand)",
    DRAW: "draw a face-up card or from the deck",
    MIGRATE: "place the neutral migrant",
}
_PENDING_TASK = {
    "consent": "consent to or refuse a card under the Opening Treaty",
    "refused": "take a refused card back or discard it",
    "halve": "choose a token to halve (War)",
    "return_discovery": "put a Discovery card back",
}


def _task(state: State) -> str:
    if state.pending is not None:
        return _PENDING_TASK[state.pending["kind"]]
    if state.window is not None:
        return "play a card into the reaction window or pass"
    return _STEP_TASK[state.step]


def apply(state: State, action: Action) -> State:
    """The state after `action`; `state` itself is never changed. IllegalAction if not legal."""
    _check(state, action)
    after = state.copy()
    play(after, action)
    return after


def step(state: State, action: Action) -> tuple[State, list[Event]]:
    """`apply`, plus the events of what happened, in order, automatic steps included."""
    _check(state, action)
    after = state.copy()
    events: list[Event] = []
    _play(after, action, events)
    return after, events


def step_with_moments(state: State, action: Action) -> tuple[State, list[Event], list[Moment]]:
    """`step`, plus each reaction window the step opened, in order, as it opened (one for each
    free-doubling attempt, window card and card played into a window: `Moment`), whether the
    engine then found someone who can answer or resolved it at once. A shared screen shows the
    table so while it asks whether anyone answers (the page's reactions.py): what the engine did
    at once would tell that nobody holds a card that answers (RULES.md 8.5)."""
    _check(state, action)
    after = state.copy()
    events: list[Event] = []
    moments: list[Moment] = []
    _play(after, action, events, moments)
    return after, events, moments


def play(state: State, action: Action) -> None:
    """Apply a legal action in place (unchecked): the fast path for search and simulation."""
    _play(state, action, None)


def _play(state: State, action: Action, ev: list[Event] | None, moments: list[Moment] | None = None) -> None:
    before = (state.to_move, state.round, state.position, state.rng)
    quiet = state.pending is None and state.window is None
    state.revealed = False
    player = state.to_move
    assert player is not None, "an action is played only while someone is to move"
    _perform(state, player, action, ev)
    settle(state, ev, moments)
    if state.history is not None:
        state.history += (action,)
    # Undo stays within one player's turn and never crosses a draw, a reveal or a reaction
    # window (see undo); it may cross a step of that turn (the last action into the discard).
    same = before == (state.to_move, state.round, state.position, state.rng)
    if same and quiet and state.pending is None and state.window is None and not state.revealed:
        state.undoable += 1
    else:
        state.undoable = 0
    state.revealed = False

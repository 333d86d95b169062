"""A game's history is where it began (`new_game` or `scenario` arguments) plus the actions
played since, in order: replaying them gives the same game. Undo (`undo`) is a replay without
the last action, allowed only within one player's turn and never across a draw, a reveal or a
reaction window (`undo_barrier` says which stopped it).

Pinned: an action that opened a reaction window (a free-doubling attempt, a Double, New Colony
In Trouble, This Is Our Home) is never undoable, even when nobody could react: its outcome
told the player something about the others' hands; nor is another player's answer or consent.
Settling a box, a card without a window or a symbol play can be taken back while the same
player's turn goes on, from one step of it to the next too (the second action, which ends the
action step, as well as the first; keeping one's hand at the discard step).
"""

from .actions import Action
from .engine import new_game, play, step_with_moments
from .errors import IllegalAction
from .scenario import scenario_from_origin
from .state import Origin, State


def start(origin: Origin) -> State:
    """The state a game began in, from its recorded origin."""
    if "scenario" in origin:
        return scenario_from_origin(origin["scenario"])
    return new_game(origin["players"], origin["seed"], discovery_track=origin["discovery_track"])


def set_position(state: State) -> bool:
    """Whether the game began from a `scenario` (a position set up for a test or a lesson)
    rather than from `new_game`'s set-up: its history proves only that the position follows
    from that start, so it is not an ordinary game (a page shows it as a set position).

    >>> from game.sixbillion import new_game, scenario
    >>> set_position(new_game(2, 1)), set_position(scenario(2))
    (False, True)
    """
    return state.origin is not None and "scenario" in state.origin


def history(state: State) -> list[Action]:
    """The actions played since the game began, in order. ValueError on a view (it would
    reveal secret choices) or a state without a history (a search world)."""
    if state.viewer is not None or state.history is None:
        raise ValueError(
            "a view of the game has no history" if state.viewer is not None else "this state keeps no history"
        )
    return list(state.history)


def replay(players: int, seed: int, actions: list[Action], *, discovery_track: bool = False) -> State:
    """The game after `actions` from `new_game(players, seed)`; IllegalAction (saying which
    action, counted from 0) if one of them is not legal where it comes."""
    state = new_game(players, seed, discovery_track=discovery_track)
    for i, action in enumerate(actions):
        if action not in state.options:
            raise IllegalAction(f"action {i}: {action!r:.100} is not legal at that point of the game")
        play(state, action)
    return state


def can_undo(state: State) -> bool:
    """Whether the player to move may take back their last action (same turn, nothing drawn,
    revealed or answerable since). ValueError on a player's view."""
    if state.viewer is not None:
        raise ValueError("undo applies to the whole game, not to a player's view of it")
    return state.history is not None and state.undoable > 0


TURN, ANSWER, REVEAL = "turn", "answer", "reveal"


def undo_barrier(state: State) -> str:
    """Why the last action cannot be taken back ('' if it can): TURN, it ended a turn (or
    nothing has been played); ANSWER, it opened a reaction window or was played in one, or
    answered another player's request (what the others did, or that nobody could answer, is
    known); REVEAL, it drew or revealed something. Replays the game, as `undo` does.
    ValueError on a player's view."""
    if can_undo(state):
        return ""
    if state.history is None or not state.history:
        return TURN
    origin = state.origin
    assert origin is not None, "a game with a history keeps how it began"
    before = start(origin)
    for action in state.history[:-1]:
        play(before, action)
    after, _events, moments = step_with_moments(before, state.history[-1])
    if (before.round, before.position) != (after.round, after.position):
        return TURN
    asked = (before.window, before.pending, after.window, after.pending)
    if moments or any(part is not None for part in asked):
        return ANSWER
    return REVEAL


def undo(state: State) -> State:
    """The state before the last action (exactly: the same save). IllegalAction when not
    allowed; ValueError on a view."""
    if state.viewer is not None:
        raise ValueError("undo applies to the whole game, not to a player's view of it")
    if not can_undo(state):
        raise IllegalAction("nothing to undo: the last action ended a turn, drew, revealed or could be answered")
    origin, actions = state.origin, state.history
    assert origin is not None and actions is not None, "a game that can undo keeps its origin and history"
    earlier = start(origin)
    for action in actions[:-1]:
        play(earlier, action)
    return earlier

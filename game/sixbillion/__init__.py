"""6 Billion (David A. Coutts, 1999): the rules engine. Pure Python; the same in CPython and
in Pyodide. The rules are those of `sixbillion/RULES.md` in the project's shared folder (outside
this repository); that file's Appendix B is this API.

>>> from game.sixbillion import new_game, legal_actions, apply
>>> s = new_game(4, seed=1)
>>> s = apply(s, legal_actions(s)[0])   # states are values: apply returns a new one
>>> s, events = step(s, legal_actions(s)[0])   # the same, with what happened
>>> replay(4, 1, history(s)) and to_json(replay(4, 1, history(s))) == to_json(s)
True
"""

from .. import rng as rng  # the seeded generator the games share (game/rng.py)
from .actions import (
    Action,
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
    action_from_json,
    action_to_json,
)
from .determinize import determinize
from .engine import (
    Moment,
    apply,
    consent_needed,
    ends_actions,
    legal_actions,
    new_game,
    new_game_with_events,
    new_game_with_moments,
    play,
    step,
    step_with_moments,
)
from .errors import IllegalAction, SaveError
from .events import Event, event_to_json, visible_to
from .history import can_undo, history, replay, set_position, undo, undo_barrier
from .save import from_json, to_json
from .scenario import scenario
from .scoring import doubled_sites, final_points, scores, winners
from .start import start, start_from, start_of
from .state import State
from .view import view

__all__ = [
    "Action",
    "Consent",
    "Discard",
    "DiscardHand",
    "DiscardRefused",
    "DrawDeck",
    "DrawSlot",
    "Event",
    "EndActions",
    "FreeDouble",
    "Halve",
    "IllegalAction",
    "Migrate",
    "Moment",
    "MoveUp",
    "NoDiscard",
    "Pass",
    "Play",
    "React",
    "Refuse",
    "ReturnDiscovery",
    "Reveal",
    "SaveError",
    "Settle",
    "State",
    "Swap",
    "Symbol",
    "TakeBack",
    "action_from_json",
    "action_to_json",
    "apply",
    "determinize",
    "can_undo",
    "consent_needed",
    "ends_actions",
    "event_to_json",
    "doubled_sites",
    "final_points",
    "from_json",
    "history",
    "legal_actions",
    "new_game",
    "new_game_with_events",
    "new_game_with_moments",
    "play",
    "replay",
    "scenario",
    "set_position",
    "scores",
    "start",
    "start_from",
    "start_of",
    "step",
    "step_with_moments",
    "to_json",
    "undo",
    "undo_barrier",
    "view",
    "visible_to",
    "winners",
]

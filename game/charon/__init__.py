"""Charon, Inc.: the rules engine. Pure Python; the same in CPython and in Pyodide.

>>> from game.charon import new_game, legal_actions, apply
>>> s = new_game(4, seed=1)
>>> s = apply(s, legal_actions(s)[0])   # states are values: apply returns a new one
>>> s, events = step(s, legal_actions(s)[0])   # the same, with what happened
>>> history(s) == [a for a in history(s)] and len(history(s)) == 2
True
"""

from .. import rng as rng  # the seeded generator the games share (game/rng.py)
from .actions import (
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
from .claiming import claim_winner, claim_zone
from .determinize import determinize
from .engine import (
    apply,
    can_undo,
    history,
    legal_actions,
    new_game,
    new_game_with_events,
    play,
    replay,
    start,
    start_from,
    start_of,
    step,
    undo,
)
from .errors import IllegalAction, SaveError
from .events import Event, event_to_json, visible_to
from .save import from_json, to_json
from .scoring import scores, winners
from .state import PlayerState, State
from .view import view

__all__ = [
    "Action",
    "Build",
    "ChooseRowCard",
    "EndTurn",
    "IllegalAction",
    "LiftFlag",
    "Pass",
    "PlaceFlag",
    "PlayerState",
    "ReplaceDuplicates",
    "ReturnGem",
    "SaveError",
    "State",
    "Synchrotron",
    "TakeCard",
    "Trade",
    "action_from_json",
    "action_to_json",
    "apply",
    "determinize",
    "can_undo",
    "claim_winner",
    "claim_zone",
    "Event",
    "event_to_json",
    "history",
    "new_game_with_events",
    "replay",
    "start",
    "start_from",
    "start_of",
    "step",
    "undo",
    "visible_to",
    "from_json",
    "legal_actions",
    "new_game",
    "play",
    "scores",
    "to_json",
    "view",
    "winners",
]

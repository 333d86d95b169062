"""Saves (RULES.md B.5): `to_json` writes the whole state as JSON with its origin and history;
`from_json` replays the history and refuses, with SaveError, any save whose stored state
differs from the replay. So every value is checked (ids, counts, each card in one place,
bookkeeping, the pending decision): a save that loads is a game that really happened.

Views save too (with `viewer`, without history) for display, but never load.
"""

import json
import re
from collections.abc import Mapping

from .actions import Action, action_from_json, action_to_json
from .errors import SaveError
from .history import start
from .state import State

FORMAT = "6billion"
VERSION = 1
_INT_TEXT = re.compile(r"-?[0-9]{1,30}")


def state_to_data(state: State) -> dict:
    """The position as plain JSON data (everything but the origin and history)."""
    window = state.window
    pending = state.pending
    pending_data: Mapping[str, object] | None = pending
    if pending is not None and (pending["kind"] == "consent" or pending["kind"] == "refused"):
        pending_data = {**pending, "action": action_to_json(pending["action"])}
    return {
        "num_players": state.num_players,
        "discovery_track": state.discovery_track,
        "round": state.round,
        "turn_order": state.turn_order,
        "position": state.position,
        "controller": state.controller,
        "step": state.step,
        "power_row": state.power_row,
        "tracks": state.tracks,
        "boxes": state.boxes,
        "hands": state.hands,
        "deck": state.deck,
        "discard": state.discard,
        "face_up": state.face_up,
        "removed": state.removed,
        "agendas": state.agendas,
        "agenda_pool": state.agenda_pool,
        "discovery_deck": state.discovery_deck,
        "discoveries": state.discoveries,
        "score": state.score,
        "dtrack": state.dtrack,
        "attempted": state.attempted,
        "generation": [[f, s, d, c] for (f, s), (d, c) in state.generation.items()],
        "actions_used": state.actions_used,
        "played_card": state.played_card,
        "refused": [list(r) for r in state.refused],
        "window": window,
        "resolving": state.resolving,
        "pending": pending_data,
        "to_move": state.to_move,
        "rng": None if state.rng is None else str(state.rng),
        "undoable": state.undoable,
    }


def to_json(state: State) -> str:
    """The save: format, version, origin and history (a game) or viewer (a view), and the state."""
    out: dict = {"format": FORMAT, "version": VERSION}
    if state.viewer is not None or state.history is None:
        out["viewer"] = state.viewer
    else:
        origin = state.origin
        assert origin is not None, "a game with a history has its origin"
        if "scenario" not in origin:
            # The seed as a string: JavaScript reads JSON numbers as doubles (exact only to 2^53).
            origin = {**origin, "seed": str(origin["seed"])}
        out["origin"] = origin
        out["history"] = [action_to_json(a) for a in state.history]
    out["state"] = state_to_data(state)
    return json.dumps(out, separators=(",", ":"))


def from_json(text: str) -> State:
    """The game of a save, verified by replaying its history; SaveError for anything else."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise SaveError(f"not a JSON save: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"not a 6 Billion save (expected format {FORMAT!r})")
    if data.get("version") != VERSION:
        raise SaveError(f"unsupported save version {data.get('version')!r} (this engine reads version {VERSION})")
    if "viewer" in data:
        if data["viewer"] is None:
            raise SaveError("this save keeps no history (a search world), so it cannot be verified by replay")
        raise SaveError("a player's view is for display only: it cannot be loaded as a game")
    if set(data) != {"format", "version", "origin", "history", "state"}:
        raise SaveError(f"unexpected save fields {sorted(data)}")
    origin, moves = data["origin"], data["history"]
    if not isinstance(origin, dict) or not isinstance(moves, list):
        raise SaveError("the save's origin must be an object and its history a list")
    try:
        state = start(_decode_origin(origin))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as error:
        raise SaveError(f"the save's origin is not a valid game start: {error}") from None
    for number, obj in enumerate(moves):
        try:
            action = action_from_json(obj)
        except ValueError as error:
            raise SaveError(f"history entry {number}: {error}") from None
        if action not in state.options:
            raise SaveError(f"history entry {number} ({obj!r:.100}) is not legal at that point of the game")
        _play(state, action)
    if data["state"] != json.loads(json.dumps(state_to_data(state))):
        raise SaveError("the stored position differs from the replay of its history: the save was altered")
    return state


def _decode_origin(origin: dict) -> dict:
    if "scenario" in origin:
        if set(origin) != {"scenario"} or not isinstance(origin["scenario"], dict):
            raise ValueError("a scenario origin is {'scenario': {arguments}}")
        return origin
    if set(origin) != {"players", "seed", "discovery_track"}:
        raise ValueError(f"unexpected origin fields {sorted(origin)}")
    seed = origin["seed"]
    if not isinstance(seed, str) or not _INT_TEXT.fullmatch(seed):
        raise ValueError(f"the seed must be an integer written as a string, not {seed!r:.40}")
    return {**origin, "seed": int(seed)}


def _play(state: State, action: Action) -> None:
    from .engine import play

    play(state, action)

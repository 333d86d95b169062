"""Saves (RULES.md B.5): `to_json` writes the whole state as JSON with its origin and history;
`from_json` replays the history and refuses, with SaveError, any save whose stored state
differs from the replay. So every value is checked (ids, counts, each card in one place,
bookkeeping, the pending decision): a save that loads is a game that really happened.

A save may begin from a `scenario` (its origin names the arguments): the scenario checks its
values against what a game can hold, and the loaded game is a set position (`set_position`),
not one played from the set-up. JSON types are checked strictly, by the checker both engines
share (game/jsontypes.py): the save must be exactly the JSON `to_json` writes for the game its
history replays to, so `true` is no `1`, `1.0` no `1`, `-0` no `false`, and a seed has one
spelling.

Views save too (with `viewer`, without history) and load as views (what a computer player in
the AI worker is given): a view loads only if it is exactly what its player would see of a
whole game dealt consistently with it, and nothing about it can be played.
"""

import json
from collections.abc import Mapping
from typing import Any

from ..jsontypes import JSONObject, boolean, difference, integer, obj, seed, seed_text
from .actions import Action, action_from_json, action_to_json
from .components import MAX_PLAYERS, MIN_PLAYERS
from .determinize import determinize
from .engine import decision, play
from .errors import SaveError
from .history import start
from .setup import factions_for
from .state import Origin, State
from .view import view

FORMAT = "6billion"
VERSION = 1
_NEW_GAME_ORIGIN = ("players", "seed", "discovery_track")


def state_to_data(state: State) -> JSONObject:
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
    out: JSONObject = {"format": FORMAT, "version": VERSION}
    if state.viewer is not None or state.history is None:
        out["viewer"] = state.viewer
    else:
        origin = state.origin
        assert origin is not None, "a game with a history has its origin"
        if "scenario" not in origin:
            # The seed as a string: JavaScript reads JSON numbers as doubles (exact only to 2^53).
            origin = {**origin, "seed": seed_text(origin["seed"])}
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
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveError(f"unsupported save version {version!r:.40} (this engine reads version {VERSION})")
    if "viewer" in data:
        if data["viewer"] is None:
            raise SaveError("this save keeps no history (a search world), so it cannot be verified by replay")
        return _view_from_data(data, text)
    if set(data) != {"format", "version", "origin", "history", "state"}:
        raise SaveError(f"unexpected save fields {sorted(data)}")
    origin, moves = data["origin"], data["history"]
    if not isinstance(origin, dict) or not isinstance(moves, list):
        raise SaveError("the save's origin must be an object and its history a list")
    try:
        state = start(_decode_origin(origin))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as error:
        raise SaveError(f"the save's origin is not a valid game start: {error}") from None
    for number, entry in enumerate(moves):
        try:
            action = action_from_json(entry)
        except ValueError as error:
            raise SaveError(f"history entry {number}: {error}") from None
        if action not in state.options:
            raise SaveError(f"history entry {number} ({entry!r:.100}) is not legal at that point of the game")
        _play(state, action)
    _accept_older_undo_count(data["state"], state)
    # The whole save, as strictly typed JSON, is what the replayed game writes: the same
    # values of the same types, the origin and the seed in their one spelling.
    where = difference(data, json.loads(to_json(state)))
    if where is not None:
        what = "stored position" if where.startswith("state") else "save"
        raise SaveError(f"the {what} differs from the replay of its history (at {where}): the save was altered")
    return state


def _accept_older_undo_count(stored: object, state: State) -> None:
    """How many actions may be undone follows from the history by the rules, and the rules once
    let undo go less far (never across a step of the turn): a save written then, after a
    turn's last action, keeps a smaller count than its replay gives. That count is taken as the
    replay's (the player's game survives the change); a larger one is still an altered save."""
    if isinstance(stored, dict):
        count = stored.get("undoable")
        if type(count) is int and 0 <= count < state.undoable:
            stored["undoable"] = state.undoable


_STATE_FIELDS = (
    "round turn_order position controller step power_row tracks boxes hands deck discard face_up removed "
    "agendas agenda_pool discovery_deck discoveries score dtrack attempted actions_used played_card window "
    "resolving to_move"
).split()


def _view_from_data(data: dict[str, Any], text: str) -> State:
    """A player's view from its save: checked by dealing a whole game from it (the search's
    `determinize`, which refuses a card the game does not have) and seeing it again from the
    viewer's seat: the same save, or SaveError."""
    if set(data) != {"format", "version", "viewer", "state"}:
        raise SaveError(f"unexpected view save fields {sorted(data)}")
    try:
        fields = data["state"]
        n, viewer = fields["num_players"], data["viewer"]
        if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS or type(viewer) is not int:
            raise ValueError(f"players {n!r:.20}, viewer {viewer!r:.20}")
        seen = State(n, factions_for(n), fields["discovery_track"] is True)
        for name in _STATE_FIELDS:
            setattr(seen, name, fields[name])
        seen.generation = {(f, site): (drawn, credit) for f, site, drawn, credit in fields["generation"]}
        seen.refused = [(owner, player) for owner, player in fields["refused"]]
        pending = fields["pending"]
        if isinstance(pending, dict) and pending.get("kind") in ("consent", "refused"):
            pending = {**pending, "action": action_from_json(pending["action"])}
        seen.pending = pending
        seen.viewer, seen.rng, seen.seed, seen.origin, seen.history = viewer, None, None, None, None
        world = determinize(seen, 0)
        who, options = decision(world)
        if seen.to_move == viewer:
            if who != viewer:
                raise ValueError("the view says its player is to move, and they are not")
            seen.options = world.options = tuple(options)
        again = to_json(view(world, viewer))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as error:
        raise SaveError(f"not a view of a 6 Billion game: {error}") from None
    if again != json.dumps(data, separators=(",", ":")):
        raise SaveError("this view is not what its player would see of any game: it was altered")
    return seen


def _decode_origin(origin: JSONObject) -> Origin:
    if "scenario" in origin:
        if set(origin) != {"scenario"} or not isinstance(origin["scenario"], dict):
            raise ValueError("a scenario origin is {'scenario': {arguments}}")
        return origin
    obj(origin, "origin", _NEW_GAME_ORIGIN)
    return {
        "players": integer(origin["players"], "origin.players", MIN_PLAYERS, MAX_PLAYERS),
        "seed": seed(origin["seed"], "origin.seed"),
        "discovery_track": boolean(origin["discovery_track"], "origin.discovery_track"),
    }


def _play(state: State, action: Action) -> None:
    play(state, action)

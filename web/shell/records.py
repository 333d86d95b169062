"""One saved game as one record: the engine's save, the players and the record's revision,
written to storage with a single write, so that a game is saved whole or not at all.

A record, as JSON under the key `<game>:record:<id>`:

    {"format": "saved-game", "game": "charon", "id": "<id>", "revision": 7, "updated": 1.7e9,
     "players": {...}, "save": "<the engine's to_json text>", "imported": "", "log": [...],
     "table": {...}, "finished": false}

`revision` counts the writes of the game: a tab that last saw revision 6 and finds 7 knows
another tab played on (store.py). `log` is the page's log as shown; it goes once the log is
rebuilt from the engine's history. `table` (absent in older records: none) is what the table
shows of the game at this point beyond the engine's state, as the game's session gives it
(shell.table_session: `table_data`), e.g. how far 6 Billion's public reaction moment went: a
reload shows the same. `finished` (absent in older records) is the engine's `is_over` of the
save: the Games list of a page that has not loaded this game's engine tells a finished game by
it (shell.other_games). Decoding checks everything and raises DamagedRecord: a damaged record is
reported, never half used.
"""

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .i18n import _
from .players import Players
from .seating import parse_seat

RECORD_FORMAT = "saved-game"
MAX_LOG = 400  # log lines kept with a save
MAX_REASON = 160  # characters of an error message shown to the player


def whole_game(state: Any) -> str:
    """A `GameKind.playable` for a game whose views carry their viewer: "" for a whole game."""
    return "" if state.viewer is None else _("this is one player's view of a game, not the whole game")


@dataclass(frozen=True)
class GameKind:
    """What the shell needs to know about a game: given once by the game's front end."""

    key: str  # storage keys start with "<key>:"; also names the game in records
    title: str  # the game's name for people ("Charon, Inc.")
    export_format: str  # the "format" of its export files
    to_json: Callable[[Any], str]  # the engine's save
    from_json: Callable[[str], Any]  # the engine's load: raises save_error for a bad save
    save_error: type[Exception]
    palette: Sequence[str]  # the players' colours
    progress: Callable[[Any, list[str]], str]  # state, names -> "round 2 of 4", "final scores: …"
    # "" for a game whose save was checked whole (its history replayed); else what a player must
    # know with it, in the game's words (a position nobody could check; a set position). The Games
    # list and an import say it: such a game is never presented as a checked one.
    caution: Callable[[Any], str]
    # What a game may leave to the shell: the shell's seats, a state's `num_players`, and a view
    # told from a whole game by its `viewer`.
    parse_seat: Callable[[str], str] = parse_seat  # "human" / "ai:<level>" -> canonical; ValueError otherwise
    num_players: Callable[[Any], int] = lambda state: int(state.num_players)
    playable: Callable[[Any], str] = whole_game  # "" if the state is a whole game, else why not (e.g. a view)
    # Whether a state's game is over (its engine's answer): the Games list offers a finished
    # game's results and replay, never a "Resume".
    is_over: Callable[[Any], bool] = lambda state: bool(state.is_over)

    @classmethod
    def of_game(cls, game: "RegisteredGame", export_format: str, **rest: Any) -> "GameKind":
        """The kind of a registered game (game/registry.py's entry): its key and title are the
        registry's, its saves its engine's."""
        engine = game.engine()
        return cls(game.key, game.title, export_format, engine.to_json, engine.from_json, engine.SaveError, **rest)


class SavingEngine(Protocol):
    """An engine package as GameKind.of_game reads it: its saves and their error."""

    @property
    def SaveError(self) -> type[Exception]: ...  # the engine's class, read-only (so a subclass is one)
    def to_json(self, state: Any) -> str: ...
    def from_json(self, text: str) -> Any: ...


class RegisteredGame(Protocol):
    """A game's entry in the registry (game/registry.py's GameInfo), as GameKind.of_game reads it."""

    @property
    def key(self) -> str: ...
    @property
    def title(self) -> str: ...
    def engine(self) -> SavingEngine: ...


def final_scores(points: Sequence[int], labels: list[str]) -> str:
    """A finished game's progress: 'final scores: Ann 54, medium bot 48' (seat order)."""
    listing = ", ".join(f"{label} {points[i]}" for i, label in enumerate(labels))
    return _("final scores: {scores}").format(scores=listing)


class DamagedRecord(ValueError):
    """A stored game that cannot be used as it is; the message says why."""


@dataclass
class SavedGame:
    game_id: str
    state: Any
    players: Players
    revision: int = 0  # the revision this record was written with (0: never written)
    updated: float = 0.0  # when it was last written (seconds since the epoch)
    log: list[str] = field(default_factory=list)
    imported: str = ""  # fingerprint of the file it was imported from, if any
    fingerprint: str = ""  # fingerprint of the save as stored
    table: dict[str, Any] = field(default_factory=dict)  # the table's detail of the game at this point (see above)

    @classmethod
    def of(
        cls,
        game_id: str,
        state: Any,
        players: Players,
        log: list[str] | None = None,
        table: dict[str, Any] | None = None,
    ) -> "SavedGame":
        return cls(game_id, state, players, log=list(log or []), table=dict(table or {}))


def fingerprint(save_text: str) -> str:
    """Same engine save, same fingerprint: spots a file imported twice."""
    return hashlib.sha256(save_text.encode()).hexdigest()[:24]


def short(reason: str, limit: int = MAX_REASON) -> str:
    return reason if len(reason) <= limit else reason[: limit - 1] + "…"


def encode(kind: GameKind, game: SavedGame, revision: int, now: float) -> tuple[str, str]:
    """The record's text for `revision`, and the fingerprint of the save in it."""
    save = kind.to_json(game.state)
    record = {
        "format": RECORD_FORMAT,
        "game": kind.key,
        "id": game.game_id,
        "revision": revision,
        "updated": now,
        "players": game.players.to_data(),
        "save": save,
        "imported": game.imported,
        "log": game.log[-MAX_LOG:],
        "finished": kind.is_over(game.state),
    }
    if game.table:
        record["table"] = game.table
    return json.dumps(record, separators=(",", ":")), fingerprint(save)


def read_header(kind: GameKind, game_id: str, text: str) -> dict[str, Any]:
    """The record as a dict, checked to be a record of this game under this id."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise DamagedRecord(_("the record is not JSON ({error})").format(error=short(str(error), 60))) from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise DamagedRecord(_("this is not a saved game record"))
    if data.get("game") != kind.key:
        raise DamagedRecord(_("this record is not a {game} game").format(game=kind.title))
    if data.get("id") != game_id:
        raise DamagedRecord(_("this record belongs to another game (its id differs from its key)"))
    revision = data.get("revision")
    if not isinstance(revision, int) or isinstance(revision, bool) or revision < 1:
        raise DamagedRecord(_("the record has no valid revision"))
    updated = data.get("updated")
    if not isinstance(updated, (int, float)) or isinstance(updated, bool):
        raise DamagedRecord(_("the record has no valid time"))
    return data


def decode(kind: GameKind, game_id: str, text: str) -> SavedGame:
    """A stored record -> the saved game; DamagedRecord says why not."""
    data = read_header(kind, game_id, text)
    save, log, imported = data.get("save"), data.get("log", []), data.get("imported", "")
    if not isinstance(save, str):
        raise DamagedRecord(_("the game itself is missing from the record"))
    if not (isinstance(log, list) and all(isinstance(x, str) for x in log)):
        raise DamagedRecord(_("the record's log is not a list of lines"))
    if not isinstance(imported, str):
        raise DamagedRecord(_("the record's import mark is not text"))
    table = table_detail(data)
    state = load_state(kind, save)
    players = load_players(kind, data.get("players"), state)
    game = SavedGame(game_id, state, players, data["revision"], float(data["updated"]), log, imported, table=table)
    game.fingerprint = fingerprint(save)
    return game


def table_detail(data: dict[str, Any]) -> dict[str, Any]:
    """A record's or an export's `table` (none in older ones); DamagedRecord if it is not an object."""
    table = data.get("table", {})
    if not isinstance(table, dict):
        raise DamagedRecord(_("the table's detail saved with the game is damaged"))
    return table


def load_state(kind: GameKind, save_text: str) -> Any:
    try:
        state = kind.from_json(save_text)
    except kind.save_error as error:
        raise DamagedRecord(short(str(error))) from None
    why = kind.playable(state)
    if why:
        raise DamagedRecord(why)
    return state


def load_players(kind: GameKind, data: object, state: Any, seats_optional: bool = False) -> Players:
    try:
        return Players.from_data(data, kind.num_players(state), kind.palette, kind.parse_seat, seats_optional)
    except ValueError as error:
        raise DamagedRecord(short(str(error))) from None

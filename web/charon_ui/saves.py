"""Saved games over an abstract key-value storage (localStorage in the page, a dict in tests).

Keys (all under the prefix `charon:`):
    charon:game:<id>   the engine's `to_json(state)` text, rewritten after every action
    charon:meta:<id>   JSON: player names, colours and seats (human/ai:<level>), the log, update time
    charon:current     the id of the game in progress (resumed on reload)

A bad entry never breaks the list: it is reported with the reason and can be deleted, and
nothing else is touched. A full storage raises StorageFull; the caller keeps the game in
memory and offers an export.
"""

import json
from dataclasses import dataclass, field
from typing import Protocol

from game.charon import SaveError, State, from_json, to_json

from .ai_seats import HUMAN, parse_seat

PREFIX = "charon:"
GAME, META, CURRENT = PREFIX + "game:", PREFIX + "meta:", PREFIX + "current"
EXPORT_FORMAT = "charon-inc-export"
MAX_LOG = 400  # lines kept with a save
DEFAULT_COLOURS = ("red", "white", "blue", "gold", "teal")
MAX_NAME = 24


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # may raise StorageFull
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class StorageFull(Exception):
    """The storage refused a write (browser quota)."""


class ImportRefused(ValueError):
    """An imported file is not a Charon, Inc. game; the message says why."""


class MemoryStorage:
    """A dict with an optional size limit in characters: localStorage's behaviour, for tests."""

    def __init__(self, quota: int | None = None):
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(f"storage quota of {self.quota} characters exceeded")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


@dataclass
class Players:
    names: list[str]
    colours: list[str]
    seats: list[str] = field(default_factory=list)  # "human" or "ai:<level>" per player (ai_seats)
    bot_seed: int = 0  # the game's seed, from which the computer players' seeds derive

    def __post_init__(self):
        if not self.seats:
            self.seats = [HUMAN] * len(self.names)

    @classmethod
    def default(cls, n: int) -> "Players":
        return cls([f"Player {i + 1}" for i in range(n)], list(DEFAULT_COLOURS[:n]))

    def to_data(self) -> dict:
        return {"names": self.names, "colours": self.colours, "seats": self.seats, "bot_seed": self.bot_seed}

    @classmethod
    def from_data(cls, data: object, n: int) -> "Players":
        """Names, colours and seats from untrusted data; anything missing or odd gets the default
        (all seats human: an odd seat list never puts a computer in a human's place)."""
        players = cls.default(n)
        if isinstance(data, dict):
            names, colours, seats = data.get("names"), data.get("colours"), data.get("seats")
            if isinstance(names, list) and len(names) == n and all(isinstance(x, str) and x.strip() for x in names):
                players.names = [x.strip()[:MAX_NAME] for x in names]
            if (
                isinstance(colours, list)
                and len(colours) == n
                and len(set(colours)) == n
                and all(c in DEFAULT_COLOURS for c in colours)
            ):
                players.colours = list(colours)
            if isinstance(seats, list) and len(seats) == n and all(isinstance(x, str) for x in seats):
                try:
                    players.seats = [parse_seat(x) for x in seats]
                except ValueError:
                    pass
            seed = data.get("bot_seed")
            if isinstance(seed, int) and not isinstance(seed, bool) and abs(seed) < 2**63:
                players.bot_seed = seed
        return players


@dataclass
class SaveEntry:
    """One saved game in the list: loaded, or broken with the reason."""

    game_id: str
    state: State | None
    players: Players | None
    log: list[str]
    updated: float
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.state is not None

    def title(self) -> str:
        if not self.ok:
            return f"Unreadable save {self.game_id}"
        s = self.state
        where = "finished" if s.is_over else f"round {s.round}"
        return f"{', '.join(self.players.names)} – {where}"


class SaveStore:
    def __init__(self, storage: Storage):
        self.storage = storage

    def ids(self) -> list[str]:
        return sorted(
            {k[len(GAME) :] for k in self.storage.keys() if k.startswith(GAME)}
            | {k[len(META) :] for k in self.storage.keys() if k.startswith(META)}
        )

    def new_id(self, now: float) -> str:
        existing = set(self.ids())
        base = f"{int(now * 1000):x}"
        game_id, i = base, 1
        while game_id in existing:
            game_id, i = f"{base}-{i}", i + 1
        return game_id

    def save(self, game_id: str, state: State, players: Players, log: list[str], now: float) -> None:
        """Write the game (may raise StorageFull; then the previous save of it stays as it was)."""
        meta = {"players": players.to_data(), "log": log[-MAX_LOG:], "updated": now}
        self.storage.set(GAME + game_id, to_json(state))
        self.storage.set(META + game_id, json.dumps(meta))
        self.storage.set(CURRENT, game_id)

    def load(self, game_id: str) -> SaveEntry:
        text = self.storage.get(GAME + game_id)
        raw_meta = self.storage.get(META + game_id)
        meta: dict = {}
        try:
            parsed = json.loads(raw_meta) if raw_meta else {}
            meta = parsed if isinstance(parsed, dict) else {}
        except ValueError:
            meta = {}
        updated = meta.get("updated") if isinstance(meta.get("updated"), (int, float)) else 0.0
        log = [x for x in meta.get("log", []) if isinstance(x, str)] if isinstance(meta.get("log"), list) else []
        if text is None:
            return SaveEntry(game_id, None, None, [], updated, "the game data is missing")
        try:
            state = from_json(text)
        except SaveError as error:
            return SaveEntry(game_id, None, None, [], updated, _short(str(error)))
        if state.viewer is not None:
            return SaveEntry(game_id, None, None, [], updated, "this is one player's view, not a whole game")
        return SaveEntry(game_id, state, Players.from_data(meta.get("players"), state.num_players), log, updated)

    def entries(self) -> list[SaveEntry]:
        """Every saved game, most recently played first; broken ones included, with the reason."""
        return sorted((self.load(i) for i in self.ids()), key=lambda e: -e.updated)

    def delete(self, game_id: str) -> None:
        self.storage.remove(GAME + game_id)
        self.storage.remove(META + game_id)
        if self.current() == game_id:
            self.storage.remove(CURRENT)

    def current(self) -> str | None:
        value = self.storage.get(CURRENT)
        return value if value else None

    def clear_current(self) -> None:
        self.storage.remove(CURRENT)


def _short(reason: str, limit: int = 160) -> str:
    return reason if len(reason) <= limit else reason[: limit - 1] + "…"


# ---- export / import -----------------------------------------------------------------------


def export_text(state: State, players: Players, log: list[str]) -> str:
    """A game as a `.json` file: the engine's save plus the names, colours and log."""
    return json.dumps(
        {
            "format": EXPORT_FORMAT,
            "version": 1,
            "players": players.to_data(),
            "log": log[-MAX_LOG:],
            "game": json.loads(to_json(state)),
        },
        indent=1,
    )


def import_text(text: str) -> tuple[State, Players, list[str]]:
    """Read an exported game (or a bare engine save); raise ImportRefused saying why not."""
    if len(text) > 2_000_000:
        raise ImportRefused("the file is too large to be a saved game")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ImportRefused(f"the file is not JSON ({error})") from None
    players_data, log = None, []
    if isinstance(data, dict) and data.get("format") == EXPORT_FORMAT:
        players_data = data.get("players")
        log = [x for x in data.get("log", []) if isinstance(x, str)] if isinstance(data.get("log"), list) else []
        game = json.dumps(data.get("game"))
    else:
        game = text
    try:
        state = from_json(game)
    except SaveError as error:
        raise ImportRefused(f"not a Charon, Inc. game: {_short(str(error))}") from None
    if state.viewer is not None:
        raise ImportRefused("this file is one player's view of a game, not the whole game")
    return state, Players.from_data(players_data, state.num_players), log

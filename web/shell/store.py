"""The saved games of one game kind in a key-value storage.

Keys (for the kind "charon"):
    charon:record:<id>   one whole saved game (records.py), rewritten after every action
    charon:current       the id of the game to resume on the next visit
    charon:game:<id>, charon:meta:<id>   the older layout (engine save + names and log in two
                         keys): still listed and resumed, and rewritten as a record at start-up

A store belongs to one tab. It remembers the revision of each game the tab has open, and
refuses to write over a record that another tab (or window) has written since (StaleSave):
the page then tells the player, who reloads the newer game or keeps theirs as a copy. A
full storage raises StorageFull and writes nothing: the previous save stays whole.
"""

import json
from dataclasses import dataclass, field
from typing import Any

from .i18n import _
from .players import Players
from .records import (
    MAX_LOG,
    DamagedRecord,
    GameKind,
    SavedGame,
    decode,
    encode,
    fingerprint,
    load_players,
    load_state,
    read_header,
)
from .storage import Storage, StorageFull


class StaleSave(Exception):
    """The stored game changed since this tab read it (played on, or deleted, elsewhere)."""

    def __init__(self, game_id: str, deleted: bool):
        self.game_id, self.deleted = game_id, deleted
        if deleted:
            text = _("game {id} was deleted in another tab")
        else:
            text = _("game {id} was played on in another tab")
        super().__init__(text.format(id=game_id))


@dataclass
class Entry:
    """One saved game of the list: usable (`game`), or damaged with the reason (`error`)."""

    game_id: str
    game: SavedGame | None
    error: str = ""
    updated: float = 0.0
    old_layout: bool = False  # still in the two keys of the older page
    text: str = ""  # the record as stored

    @property
    def ok(self) -> bool:
        return self.game is not None


@dataclass
class Opened:
    """A game this tab plays: the revision it last read or wrote (0: not written yet)."""

    revision: int
    imported: str = ""
    text: str = ""  # the record as this tab last read or wrote it (to skip parsing it again)


@dataclass
class Deleted:
    """What a delete removed, to put back if the player undoes it."""

    game_id: str
    values: dict[str, str] = field(default_factory=dict)
    was_current: bool = False


class SaveStore:
    def __init__(self, storage: Storage, kind: GameKind):
        self.storage, self.kind = storage, kind
        self.records = f"{kind.key}:record:"
        self.old_games, self.old_metas = f"{kind.key}:game:", f"{kind.key}:meta:"
        self.current_key = f"{kind.key}:current"
        self.opened: dict[str, Opened] = {}  # the games this tab plays
        # The last check of each record, by key: (its text, the entry). Loading a game replays
        # its history, so the list is not checked again while its records are unchanged.
        self.checked: dict[str, tuple[str, Entry]] = {}

    def record_key(self, game_id: str) -> str:
        return self.records + game_id

    # ---- listing -------------------------------------------------------------------------------
    def ids(self) -> list[str]:
        found = set()
        for key in self.storage.keys():
            for prefix in (self.records, self.old_games, self.old_metas):
                if key.startswith(prefix):
                    found.add(key[len(prefix) :])
        return sorted(found)

    def load(self, game_id: str) -> Entry:
        """One saved game, checked whole, with a state of its own to play; nothing is written."""
        key = self.record_key(game_id)
        text = self.storage.get(key)
        if text is None:
            return self._load_old(game_id)
        try:
            game = decode(self.kind, game_id, text)
        except DamagedRecord as error:
            entry = Entry(game_id, None, str(error), _time_of(text), text=text)
        else:
            entry = Entry(game_id, game, "", game.updated, text=text)
        self.checked[key] = (text, entry)
        return entry

    def entries(self) -> list[Entry]:
        """Every saved game, the most recently played first; damaged ones too, with the reason.
        For the list: an unchanged record is not checked again, so its state may be the one a
        previous call returned (read it; to play it, `load` it)."""
        found = []
        for game_id in self.ids():
            key = self.record_key(game_id)
            text, checked = self.storage.get(key), self.checked.get(key)
            found.append(checked[1] if checked is not None and checked[0] == text else self.load(game_id))
        return sorted(found, key=lambda e: (-e.updated, e.game_id))

    def find_copy(self, save_fingerprint: str) -> Entry | None:
        """A saved game that is this save, or was imported from it."""
        for entry in self.entries():
            if entry.game is not None and save_fingerprint in (entry.game.fingerprint, entry.game.imported):
                return entry
        return None

    # ---- writing -------------------------------------------------------------------------------
    def new_id(self, now: float) -> str:
        existing = set(self.ids())
        base = f"{int(now * 1000):x}"
        game_id, i = base, 1
        while game_id in existing:
            game_id, i = f"{base}-{i}", i + 1
        return game_id

    def open_new(self, game_id: str, imported: str = "") -> None:
        """A new game (from `new_id`) that this tab will save, and resume on the next visit;
        `imported`: the fingerprint of the file it comes from. The game itself is written by `save`."""
        self.opened[game_id] = Opened(0, imported)
        self.set_current(game_id)

    def open(self, entry: Entry, current: bool = True) -> None:
        """The tab plays this saved game from now on: its later saves build on this revision.
        It is the game to resume on the next visit (unless `current` is False)."""
        if entry.game is None:
            raise DamagedRecord(entry.error)
        self.opened[entry.game_id] = Opened(entry.game.revision, entry.game.imported, entry.text)
        if current:
            self.set_current(entry.game_id)

    def save(
        self,
        game_id: str,
        state: Any,
        players: Players,
        log: list[str],
        now: float,
        table: dict[str, Any] | None = None,
    ) -> None:
        """Write an open game as its next revision, with one write (`table`: the table's detail
        of it, records.py). StaleSave if another tab
        wrote or deleted it since; StorageFull if the storage is full. Either way nothing is
        written, and the record stays as it was."""
        known = self.opened[game_id]
        stale = self.changed_elsewhere(game_id)
        if stale:
            raise StaleSave(game_id, deleted=stale == "deleted")
        game = SavedGame(
            game_id, state, players, log=list(log[-MAX_LOG:]), imported=known.imported, table=dict(table or {})
        )
        text, _header = encode(self.kind, game, known.revision + 1, now)
        self.storage.set(self.record_key(game_id), text)
        self.opened[game_id] = Opened(known.revision + 1, known.imported, text)
        if known.revision == 0:  # a game of the older layout now lives in its record
            self._remove_old(game_id)

    def unwritten(self, key: str, text: str | None) -> None:
        """This tab's saves to `key` since it held `text` there did not reach the storage (the
        page's worker wrote them ahead, and the page refused them): its next save of that game
        builds on `text` again, and finds the record changed if another tab wrote it since."""
        for game_id, known in self.opened.items():
            if self.record_key(game_id) != key:
                continue
            revision = 0
            if text is not None:
                try:
                    revision = read_header(self.kind, game_id, text)["revision"]
                except DamagedRecord:
                    revision = known.revision
            self.opened[game_id] = Opened(revision, known.imported, text or "")

    def changed_elsewhere(self, game_id: str) -> str:
        """'' while the stored game is the revision this tab last read or wrote; 'changed' if
        someone else wrote it since, 'deleted' if it is gone."""
        known = self.opened.get(game_id)
        if known is None:
            return ""
        text = self.storage.get(self.record_key(game_id))
        if text is None:  # with revision 0: a new game, or one of the older layout, not yet written
            return "deleted" if known.revision > 0 else ""
        if known.text:  # what this tab last read or wrote: any other text was written elsewhere
            return "" if text == known.text else "changed"
        try:
            revision = read_header(self.kind, game_id, text)["revision"]
        except DamagedRecord:
            return "changed"
        return "" if revision == known.revision else "changed"

    def delete(self, game_id: str) -> Deleted:
        deleted = Deleted(game_id, was_current=self.current() == game_id)
        for key in (self.record_key(game_id), self.old_games + game_id, self.old_metas + game_id):
            value = self.storage.get(key)
            if value is not None:
                deleted.values[key] = value
                self.storage.remove(key)
        if deleted.was_current:
            self.storage.remove(self.current_key)
        self.opened.pop(game_id, None)
        return deleted

    def restore(self, deleted: Deleted) -> None:
        """Undo a delete (StorageFull if the space was taken meanwhile: then nothing is back)."""
        written = []
        try:
            for key, value in deleted.values.items():
                self.storage.set(key, value)
                written.append(key)
        except StorageFull:
            for key in written:
                self.storage.remove(key)
            raise
        if deleted.was_current:
            self.set_current(deleted.game_id)

    # ---- the game to resume ----------------------------------------------------------------------
    def current(self) -> str | None:
        value = self.storage.get(self.current_key)
        return value if value else None

    def set_current(self, game_id: str) -> bool:
        """The game to resume on the next visit (`open` and `open_new` set it); False if the
        storage is full."""
        try:
            self.storage.set(self.current_key, game_id)
        except StorageFull:
            return False
        return True

    def clear_current(self) -> None:
        self.storage.remove(self.current_key)

    # ---- the older layout: two keys per game --------------------------------------------------------
    def migrate_old_saves(self, now: float) -> None:
        """Rewrite each readable game of the older layout as a record (one write), then drop
        its two keys. Damaged ones stay as they are, listed with the reason; a full storage
        leaves them for the next visit (they still list and resume)."""
        for game_id in self.ids():
            if self.storage.get(self.record_key(game_id)) is not None:
                continue
            game = self._load_old(game_id).game
            if game is None:  # damaged: listed with the reason, left as it is
                continue
            game.revision = 1
            text, _header = encode(self.kind, game, 1, game.updated or now)
            try:
                self.storage.set(self.record_key(game_id), text)
            except StorageFull:
                return
            self._remove_old(game_id)

    def _load_old(self, game_id: str) -> Entry:
        text, raw_meta = self.storage.get(self.old_games + game_id), self.storage.get(self.old_metas + game_id)
        try:
            meta = json.loads(raw_meta) if raw_meta is not None else None
        except ValueError:
            meta = None
        updated = meta.get("updated") if isinstance(meta, dict) else None
        updated = float(updated) if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0.0

        def damaged(reason: str) -> Entry:
            return Entry(game_id, None, reason, updated, old_layout=True)

        if text is None:
            return damaged(_("the game itself is missing (only its names were saved)"))
        if raw_meta is None:
            return damaged(_("the players' names and seats are missing"))
        if not isinstance(meta, dict):
            return damaged(_("the players' names and seats are damaged (not a JSON object)"))
        log = meta.get("log", [])
        if not (isinstance(log, list) and all(isinstance(x, str) for x in log)):
            return damaged(_("the log saved with the game is damaged"))
        try:
            state = load_state(self.kind, text)
            players = load_players(self.kind, meta.get("players"), state, seats_optional=True)
        except DamagedRecord as error:
            return damaged(str(error))
        game = SavedGame(game_id, state, players, 0, updated, log[-MAX_LOG:])
        game.fingerprint = fingerprint(text)
        return Entry(game_id, game, "", updated, old_layout=True)

    def _remove_old(self, game_id: str) -> None:
        self.storage.remove(self.old_games + game_id)
        self.storage.remove(self.old_metas + game_id)


def _time_of(text: str) -> float:
    """When a damaged record was written, if that much can be read (to sort the list)."""
    try:
        updated = json.loads(text).get("updated")
    except (ValueError, AttributeError):
        return 0.0
    return float(updated) if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0.0

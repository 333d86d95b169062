"""A saved game as a file: export it, import it back (here or in another browser).

An export is the whole game, like a save: every player's hand, the deck and the generator
are in it, so whoever opens it can see everything. The file says so, and so does the page.
An import is checked like a stored record; a file already imported (or exported from a
game still in the list) is recognised by its fingerprint. A game that could not be checked
whole (a save of an older version, say) imports with its caution, and the page says it.
"""

import json
from dataclasses import dataclass, field
from typing import Any

from .i18n import _
from .players import Players
from .records import MAX_LOG, DamagedRecord, GameKind, fingerprint, load_players, load_state, table_detail

EXPORT_VERSION = 1
MAX_FILE = 2_000_000  # characters: far more than any game; a larger file is not a save
NOTICE = (
    "A complete saved game: it shows every player's hand and the cards still to come. "
    "Share it only with people who may see everything."
)


class ImportRefused(ValueError):
    """An imported file is not a game of this kind; the message says why."""


@dataclass
class Imported:
    state: Any
    players: Players
    log: list[str]
    fingerprint: str  # of the engine's save in the file
    caution: str = ""  # "" if the file's game was checked whole, else why not (GameKind.caution)
    table: dict[str, Any] = field(
        default_factory=dict
    )  # the table's detail of the game (records.py), if the file has one


def export_text(
    kind: GameKind, state: Any, players: Players, log: list[str], table: dict[str, Any] | None = None
) -> str:
    """A game as the text of a `.json` file: the engine's save, the players, the log, and the
    table's detail of it (records.py: what a reload shows the same, e.g. a reaction moment)."""
    data = {
        "format": kind.export_format,
        "version": EXPORT_VERSION,
        "notice": NOTICE,
        "players": players.to_data(),
        "log": log[-MAX_LOG:],
        "game": json.loads(kind.to_json(state)),
    }
    if table:
        data["table"] = table
    return json.dumps(data, indent=1)


def import_text(kind: GameKind, text: str) -> Imported:
    """An exported game, or a bare engine save (its players get default names, all human);
    ImportRefused says why not."""
    if len(text) > MAX_FILE:
        raise ImportRefused(_("the file is too large to be a saved game"))
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ImportRefused(_("the file is not JSON ({error})").format(error=str(error)[:80])) from None
    exported = isinstance(data, dict) and data.get("format") == kind.export_format
    if exported:
        log = data.get("log", [])
        if not (isinstance(log, list) and all(isinstance(x, str) for x in log)):
            raise ImportRefused(_("the file's log is damaged"))
        game_text = json.dumps(data.get("game"))
    else:
        log, game_text = [], text
    try:
        table = table_detail(data) if exported else {}
        state = load_state(kind, game_text)
        if exported:
            players = load_players(kind, data.get("players"), state, seats_optional=True)
        else:
            players = Players.default(kind.num_players(state), kind.palette)
    except DamagedRecord as error:
        raise ImportRefused(_("not a {game} game: {error}").format(game=kind.title, error=error)) from None
    return Imported(state, players, log[-MAX_LOG:], fingerprint(kind.to_json(state)), kind.caution(state), table)

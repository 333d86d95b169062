"""The saved games of the page's other games, for the Games list: each named with its game,
and resumed on that game's own page (`?game=<key>&resume=<id>`). Read from the records'
plain JSON (who plays, when), without the other game's engine: the game itself is checked
where it is resumed, by its own page. Pure Python, tested under CPython.
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass

from .listing import played_text, seat_labels
from .players import MAX_NAME, Players
from .records import RECORD_FORMAT
from .storage import Storage
from .url import parse_qs


@dataclass(frozen=True)
class OtherSave:
    game: str  # the game's key
    game_title: str
    game_id: str
    title: str  # who plays: "Ann, medium bot"
    detail: str  # when it was last played
    updated: float


def other_saves(storage: Storage, games: Mapping[str, str], now: float) -> list[OtherSave]:
    """The saved games of `games` (key -> title) in `storage`, the latest first. A record that
    does not say who plays and when is left out: its own game's page lists it with the reason."""
    found = []
    for key in storage.keys():
        game, _sep, rest = key.partition(":record:")
        if game not in games or not rest:
            continue
        text = storage.get(key)
        try:
            data = json.loads(text or "")
            players = data["players"]
            names, seats = players["names"], players.get("seats") or ["human"] * len(players["names"])
            updated = data["updated"]
            valid = (
                data["format"] == RECORD_FORMAT
                and data["game"] == game
                and data["id"] == rest
                and isinstance(updated, (int, float))
                and not isinstance(updated, bool)
                and isinstance(names, list)
                and isinstance(seats, list)
                and len(names) == len(seats)
                and all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names)
                and all(isinstance(s, str) for s in seats)
            )
        except (ValueError, TypeError, KeyError, AttributeError):
            continue
        if not valid:
            continue
        labels = seat_labels(Players(list(names), [""] * len(names), list(seats)))
        found.append(OtherSave(game, games[game], rest, ", ".join(labels), played_text(updated, now), updated))
    return sorted(found, key=lambda s: -s.updated)


def resume_link(save: OtherSave, lang: str | None) -> str:
    """The query that resumes `save` on its own game's page (in the language shown)."""
    return f"?game={save.game}&resume={save.game_id}" + (f"&lang={lang}" if lang else "")


def resume_asked(query: str) -> str:
    """The saved game a link asks to resume (`&resume=<id>`), or ''."""
    return parse_qs(query.lstrip("?")).get("resume", [""])[0]


def drop_resume(query: str) -> str:
    """The query without its `resume=`: a reload then resumes the game as any other visit."""
    kept = [part for part in query.lstrip("?").split("&") if part and not part.startswith("resume=")]
    return "?" + "&".join(kept) if kept else ""

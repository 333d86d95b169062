"""The saved games of the page's other games, for the Games list: each named with its game,
and resumed (or, finished, replayed) on that game's own page (`?game=<key>&resume=<id>`,
`&replay=<id>`). Read from the records' plain JSON (who plays, when, whether it is over),
without the other game's engine: the game itself is checked where it is resumed, by its own
page. Only an older record, saved before records said whether the game is over, asks
`finished_of` (the page loads that game's engine for it). Pure Python, tested under CPython.
"""

import json
from collections.abc import Callable, Mapping
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
    finished: bool = False  # over: its results and replay are offered, never a "Resume"


def other_saves(
    storage: Storage, games: Mapping[str, str], now: float, finished_of: Callable[[str, str], bool]
) -> list[OtherSave]:
    """The saved games of `games` (key -> title) in `storage`, the latest first. A record that
    does not say who plays and when is left out: its own game's page lists it with the reason.
    `finished_of(game, save)`: whether an older record's save (no `finished`) is a game over."""
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
        finished = data.get("finished")
        if not isinstance(finished, bool):  # an older record
            save = data.get("save")
            finished = isinstance(save, str) and finished_of(game, save)
        labels = seat_labels(Players(list(names), [""] * len(names), list(seats)))
        found.append(
            OtherSave(game, games[game], rest, ", ".join(labels), played_text(updated, now), updated, finished)
        )
    return sorted(found, key=lambda s: -s.updated)


def resume_link(save: OtherSave, lang: str | None, replay: bool = False) -> str:
    """The query that resumes (or replays) `save` on its own game's page (in the language shown)."""
    asked = "replay" if replay else "resume"
    return f"?game={save.game}&{asked}={save.game_id}" + (f"&lang={lang}" if lang else "")


def resume_asked(query: str) -> str:
    """The saved game a link asks to resume (`&resume=<id>`), or ''."""
    return parse_qs(query.lstrip("?")).get("resume", [""])[0]


def replay_asked(query: str) -> str:
    """The saved game a link asks to replay (`&replay=<id>`), or ''."""
    return parse_qs(query.lstrip("?")).get("replay", [""])[0]


def setup_asked(query: str) -> bool:
    """Whether a link asks for the game's set-up screen (`&setup=1`: another game's set-up
    screen chose this game), whatever game was left at its table."""
    return parse_qs(query.lstrip("?")).get("setup") == ["1"]


def drop_resume(query: str) -> str:
    """The query without its `resume=`, `replay=` or `setup=`: a reload then resumes the game as
    any other visit."""
    asked = ("resume=", "replay=", "setup=")
    kept = [part for part in query.lstrip("?").split("&") if part and not part.startswith(asked)]
    return "?" + "&".join(kept) if kept else ""

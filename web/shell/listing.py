"""Words for the Games list: who plays (the computers by level), how far the game has got
(the game's own words, from `GameKind.progress`) and when it was last played."""

import time
from dataclasses import dataclass

from .players import Players
from .records import GameKind
from .store import Entry


def seat_labels(players: Players) -> list[str]:
    """Humans by name, computer players by level: ['Ann', 'medium bot', 'easy bot']."""
    return [
        f"{seat.partition(':')[2]} bot" if seat.startswith("ai:") else name
        for name, seat in zip(players.names, players.seats, strict=True)
    ]


def played_text(updated: float, now: float) -> str:
    """When a game was last played, as a person would say it."""
    if not updated:
        return "never saved"
    ago = now - updated
    if ago < 60:
        return "played just now"
    if ago < 3600:
        minutes = int(ago // 60)
        return f"played {minutes} minute{'s' if minutes > 1 else ''} ago"
    then, today, yesterday = time.localtime(updated), time.localtime(now), time.localtime(now - 86400)
    clock = time.strftime("%H:%M", then)
    if (then.tm_year, then.tm_yday) == (today.tm_year, today.tm_yday):
        return f"played today at {clock}"
    if (then.tm_year, then.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
        return f"played yesterday at {clock}"
    return time.strftime("played on %d %b %Y", then)


@dataclass
class EntryWords:
    title: str  # "Ann, medium bot, easy bot"
    detail: str  # "round 2 of 4 · played 5 minutes ago", or why the save is damaged
    current: bool  # the game this tab plays (or resumes on the next visit)


def entry_words(kind: GameKind, entry: Entry, now: float, current_id: str | None) -> EntryWords:
    current = entry.game_id == current_id
    if entry.game is None:
        return EntryWords(f"Damaged save {entry.game_id}", f"It cannot be loaded: {entry.error}", current)
    labels = seat_labels(entry.game.players)
    progress = kind.progress(entry.game.state, labels)
    return EntryWords(", ".join(labels), f"{progress} · {played_text(entry.updated, now)}", current)

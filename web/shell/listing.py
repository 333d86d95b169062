"""Words for the Games list: who plays (the computers by level), how far the game has got
(the game's own words, from `GameKind.progress`) and when it was last played."""

import time
from dataclasses import dataclass

from .i18n import N_, _, ngettext
from .players import Players
from .records import GameKind
from .seating import default_names, is_ai
from .store import Entry

# Month names, short (the date of a game played before yesterday).
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


def seat_labels(players: Players) -> list[str]:
    """Humans by name, computer players by level (numbered by seat when they share one, as in
    the game): ['Ann', 'Medium bot', 'Easy bot']."""
    made = default_names(players.seats)
    return [
        made[i] if is_ai(seat) else name
        for i, (name, seat) in enumerate(zip(players.names, players.seats, strict=True))
    ]


def played_text(updated: float, now: float) -> str:
    """When a game was last played, as a person would say it."""
    if not updated:
        return _("never saved")
    ago = now - updated
    if ago < 60:
        return _("played just now")
    if ago < 3600:
        minutes = int(ago // 60)
        return ngettext("played {n} minute ago", "played {n} minutes ago", minutes).format(n=minutes)
    then, today, yesterday = time.localtime(updated), time.localtime(now), time.localtime(now - 86400)
    clock = time.strftime("%H:%M", then)
    if (then.tm_year, then.tm_yday) == (today.tm_year, today.tm_yday):
        return _("played today at {time}").format(time=clock)
    if (then.tm_year, then.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
        return _("played yesterday at {time}").format(time=clock)
    month = _(MONTHS[then.tm_mon - 1])
    return _("played on {day} {month} {year}").format(day=f"{then.tm_mday:02d}", month=month, year=then.tm_year)


@dataclass
class EntryWords:
    title: str  # "Ann, medium bot, easy bot"
    detail: str  # "round 2 of 4 · played 5 minutes ago", or why the save is damaged
    current: bool  # the game this tab plays (or resumes on the next visit)
    caution: str = ""  # the game's save could not be checked whole: why (also in `detail`)
    finished: bool = False  # the game is over: its results are shown, it is not resumed


def entry_words(kind: GameKind, entry: Entry, now: float, current_id: str | None) -> EntryWords:
    current = entry.game_id == current_id
    if entry.game is None:
        return EntryWords(
            _("Damaged save {id}").format(id=entry.game_id),
            _("It cannot be loaded: {why}").format(why=entry.error),
            current,
        )
    labels = seat_labels(entry.game.players)
    progress = kind.progress(entry.game.state, labels)
    caution = kind.caution(entry.game.state)
    detail = " · ".join(part for part in (progress, caution, played_text(entry.updated, now)) if part)
    return EntryWords(", ".join(labels), detail, current, caution, kind.is_over(entry.game.state))

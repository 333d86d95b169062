"""Who plays each seat, for any game: the seats' grammar, the computer players' levels, their
seeds and time caps, and the names the page gives players (the one place they are made).

A seat is `"human"` or `"ai:<level>"` with a level of LEVELS. The page never runs a bot
itself: it sends the AI worker (web/ai_worker.js) the mover's view as JSON with the game's key,
the bot spec, seed and time cap, and the worker answers with the action as JSON. The page then
applies that action through the engine's checked entry, like a human's click.

Every engine's players take the same specs (`game.ai.make_bot`: random, greedy, ismcts:<level>).
"""

import hashlib
from collections.abc import Callable

from .i18n import N_, _

HUMAN = "human"
# level in the UI and the URL -> the spec for game.ai.make_bot
LEVELS = {
    "random": "random",
    "greedy": "greedy",
    "easy": "ismcts:easy",
    "medium": "ismcts:medium",
    "hard": "ismcts:hard",
}
# The most a decision may take, in seconds, whatever the iteration budget of the level:
# a slow browser plays a little weaker instead of keeping everyone waiting.
TIME_CAPS = {"easy": 1.0, "medium": 2.0, "hard": 5.0}
DEFAULT_PACE_MS = 700  # the least time between two computer moves, so that they can be followed
MAX_PACE_MS = 10_000


def parse_seat(text: str) -> str:
    """`"human"`, `"ai:medium"` (any case, spaces around) -> the canonical seat; ValueError otherwise.

    >>> parse_seat(" AI:Hard ")
    'ai:hard'
    """
    seat = text.strip().lower()
    if seat == HUMAN:
        return seat
    kind, _, level = seat.partition(":")
    if kind == "ai" and level.strip() in LEVELS:
        return f"ai:{level.strip()}"
    levels = ", ".join(LEVELS)
    raise ValueError(f"seat {text.strip()!r}: a seat is 'human' or 'ai:<level>' with a level of {levels}")


def is_ai(seat: str) -> bool:
    return seat.startswith("ai:")


def level(seat: str) -> str:
    return seat.partition(":")[2]


def bot_spec(seat: str) -> str:
    """'ai:medium' -> 'ismcts:medium' (the spec of game.ai.make_bot)."""
    return LEVELS[level(seat)]


def time_cap(seat: str) -> float | None:
    return TIME_CAPS.get(level(seat))


def bot_seed(game_key: str, game_seed: int, player: int) -> int:
    """The seed of the bot in seat `player` of a game of `game_key`: from the game's seed, so that
    a game is reproducible (the search mixes in the view it decides from, so one seed per seat
    is enough). The game's key salts it ("charon-bot": the seeds Charon's bots always had)."""
    digest = hashlib.sha256(f"{game_key}-bot:{game_seed}:{player}".encode()).digest()
    return int.from_bytes(digest[:8], "little") >> 11  # 53 bits: exact as a JavaScript number


# The levels in words (the seat's spec keeps the English id).
LEVEL_NAMES = {
    "random": N_("random"),
    "greedy": N_("greedy"),
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
}
BOT_NAMES = {
    "random": N_("Random bot"),
    "greedy": N_("Greedy bot"),
    "easy": N_("Easy bot"),
    "medium": N_("Medium bot"),
    "hard": N_("Hard bot"),
}


def level_name(level_id: str) -> str:
    return _(LEVEL_NAMES[level_id])


def seat_label(seat: str) -> str:
    """Words for a seat after a name: '' for a human, 'computer, medium' for an AI."""
    return _("computer, {level}").format(level=level_name(level(seat))) if is_ai(seat) else ""


def needs_label(seat: str, made: bool) -> bool:
    """Whether a player's name needs its seat said after it: a computer's typed name does; a name
    the page made ('Easy bot 2') says the seat and its level already."""
    return is_ai(seat) and not made


# The default name of a human seat: the one place it is written (web/loading.js's form, made
# before Python runs, asks the same message id of the catalogue).
PLAYER_N = N_("Player {n}")


def human_name(i: int) -> str:
    """The default name of the human in seat i (counted from 0), in the language shown: 'Player 1'."""
    return _(PLAYER_N).format(n=i + 1)


def is_default_name(name: str, i: int) -> bool:
    """Whether `name` is seat i's default human name, in English or in the language shown
    (a form filled in one language and sent after a switch to another)."""
    return name in (PLAYER_N.format(n=i + 1), human_name(i))


def default_names(seats: list[str], translate: Callable[[str], str] = _) -> list[str]:
    """Names that say who plays, in the language shown (`translate`): 'Player 1' for a human
    seat, 'Medium bot 2' for a computer. Every name carries its seat's number, as the flags'
    badges do ('E2' is 'Easy bot 2'): no two players have the same name, and a computer's name
    stays the same when another seat changes hands (the set-up form re-fills it then).

    >>> default_names(["human", "ai:medium", "ai:easy", "ai:medium"])
    ['Player 1', 'Medium bot 2', 'Easy bot 3', 'Medium bot 4']
    """
    return [
        f"{translate(BOT_NAMES[level(seat)])} {i + 1}" if is_ai(seat) else translate(PLAYER_N).format(n=i + 1)
        for i, seat in enumerate(seats)
    ]


def _older_bot_names(seats: list[str]) -> list[list[str]]:
    """The English names bots had in older versions, which saves made then still have: numbered
    by how many of their level came before ('Easy bot', 'Easy bot 2'), and numbered by seat only
    when another bot shared their level ('Easy bot', 'Medium bot 2', 'Medium bot 4')."""
    levels = [level(seat) for seat in seats]
    by_count: list[str] = []
    by_seat: list[str] = []
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        seen[level(seat)] = seen.get(level(seat), 0) + 1
        name, count = BOT_NAMES.get(level(seat), ""), seen[level(seat)]
        by_count.append(f"{name} {count}" if count > 1 else name)
        by_seat.append(f"{name} {i + 1}" if is_ai(seat) and levels.count(level(seat)) > 1 else name)
    return [by_count, by_seat]


def generated(names: list[str], seats: list[str]) -> list[bool]:
    """Which names the page made rather than the player typed: a seat's default name in English,
    in the language shown, or as older versions named it. Those are re-worded in every language;
    typed ones never change."""
    known = zip(default_names(seats, str), default_names(seats), *_older_bot_names(seats), strict=True)
    return [name in made for name, made in zip(names, known, strict=True)]


def humans(seats: list[str]) -> list[int]:
    return [i for i, s in enumerate(seats) if not is_ai(s)]


def hints_on(seats: list[str], switched_on: bool) -> bool:
    """Whether the Hint button is offered: always with one human at the table; with several
    (hot seat) only once switched on — a hint would be seen by everyone at the screen; never
    at a table of computers."""
    humans_here = humans(seats)
    return len(humans_here) == 1 or (len(humans_here) > 1 and switched_on)


def parse_pace(text: str) -> int:
    """`&pace=` in the URL: milliseconds between computer moves, 0 to MAX_PACE_MS."""
    try:
        pace = int(text)
    except ValueError:
        raise ValueError(f"pace {text!r} is not a whole number of milliseconds") from None
    return max(0, min(MAX_PACE_MS, pace))

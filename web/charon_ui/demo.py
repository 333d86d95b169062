"""The embeddable demo (embed.html, driven by web/embed_page.py): computer players only, one game
after another, at a pace a viewer can follow. The pure parts: the URL, the speeds, the seeds,
and the words shown. The demo never saves anything (no storage at all).

`embed.html?players=ai:medium,ai:easy,ai:hard&seed=7&speed=2`: every seat must be a computer
player (seating.LEVELS); `seed` is the first game's seed (the next games take seed + 1, + 2, ...);
`speed` is moves per second, roughly (1 = a move a second, at most; a slow bot is slower).
"""

from dataclasses import dataclass

from shell import seating
from shell.i18n import _
from shell.players import Players
from shell.setup import SetupError, seats_from_query, seed_from_query
from shell.url import parse_qs

from .game_kind import CHARON_TABLE

DEFAULT_SEATS = ["ai:easy", "ai:medium", "ai:easy"]
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # offered by the speed control; the URL may ask for any in range
MIN_SPEED, MAX_SPEED = 0.25, 8.0
NEXT_GAME_MS = 4000  # the pause on a finished game before the next one starts
NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
# Below this frame size the full table (960×744 logical pixels, less three lines of controls)
# would be shrunk by more than about 0.85, its 11-pixel labels under 9.5 screen pixels: the
# demo draws the compact table instead, which grows to fill the frame.
COMPACT_BELOW_WIDTH, COMPACT_BELOW_HEIGHT = 820, 700


@dataclass
class EmbedConfig:
    seats: list[str]
    seed: int
    speed: float = 1.0


def parse_embed_query(query: str, default_seed: int) -> EmbedConfig:
    """The demo's URL -> its configuration; SetupError says what is wrong with it."""
    params = parse_qs(query.lstrip("?"))
    seats = seats_from_query(CHARON_TABLE, params["players"][0]) if "players" in params else list(DEFAULT_SEATS)
    if not all(seating.is_ai(s) for s in seats):
        raise SetupError(_("the demo plays computer players only: every seat is 'ai:<level>'"))
    seed = seed_from_query(params, default_seed)
    speed = 1.0
    if "speed" in params:
        try:
            speed = float(params["speed"][0])
        except ValueError:
            raise SetupError(_("speed {speed!r} is not a number").format(speed=params["speed"][0])) from None
        if not speed == speed:  # NaN
            raise SetupError(_("speed is not a number"))
        speed = max(MIN_SPEED, min(MAX_SPEED, speed))
    return EmbedConfig(seats, seed, speed)


def pace_ms(speed: float) -> int:
    """The least time between two moves at `speed` moves a second."""
    return round(1000 / max(MIN_SPEED, min(MAX_SPEED, speed)))


def next_seed(seed: int) -> int:
    return seed + 1


def players_for(seats: list[str]) -> Players:
    players = CHARON_TABLE.default_players(len(seats))
    players.names = NAMES[: len(seats)]
    players.seats = list(seats)
    return players


def use_compact(width: float, height: float) -> bool:
    """Whether a frame of this size (CSS pixels) shows the compact table.

    >>> use_compact(480, 360), use_compact(1024, 768)
    (True, False)
    """
    return width < COMPACT_BELOW_WIDTH or height < COMPACT_BELOW_HEIGHT


def speed_label(speed: float) -> str:
    """1.0 -> '1×', 0.5 -> '0.5×'."""
    return f"{speed:g}×"


def status_text(game: int, seed: int, moves: int, paused: bool, over: bool) -> str:
    """The demo's one-line status: 'Game 2 · seed 8 · move 31 · paused'."""
    parts = [_("Game {n}").format(n=game), _("seed {seed}").format(seed=seed), _("move {n}").format(n=moves)]
    if over:
        parts.append(_("game over, next game soon"))
    elif paused:
        parts.append(_("paused"))
    return " · ".join(parts)

"""The embeddable demo (embed.html, driven by web/embed_page.py), for any game: computer players
only, one game after another, at a pace a viewer can follow. The pure parts: the URL, the
speeds, the seeds, the words shown, and what a game gives the demo (`EmbedGame`). The demo
never saves anything (no storage at all).

`embed.html?game=sixbillion&players=ai:medium,ai:easy,ai:hard&seed=7&speed=2`: `game` as on
the game page (Charon when absent); every seat must be a computer player (seating.LEVELS);
`seed` is the first game's seed (the next games take seed + 1, + 2, ...); `speed` is moves
per second, roughly (1 = a move a second, at most; a slow bot is slower).
"""

from dataclasses import dataclass
from typing import Any, Protocol

from . import seating
from .i18n import _
from .players import Players
from .setup import SetupError, seats_from_query, seed_from_query
from .table_game import TableGame
from .table_session import TableSession
from .url import parse_qs

DEFAULT_SEATS = ["ai:easy", "ai:medium", "ai:easy"]
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # offered by the speed control; the URL may ask for any in range
MIN_SPEED, MAX_SPEED = 0.25, 8.0
NEXT_GAME_MS = 4000  # the pause on a finished game before the next one starts
NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]


class EmbedGame(Protocol):
    """What a game gives the demo: its description, its game at the table, and its table drawn
    for anyone to watch (the public view: nobody's hand)."""

    @property
    def game(self) -> TableGame: ...
    def new_session(self, game_id: str, players: Players, seed: int) -> TableSession: ...
    def draw(self, session: Any, frame_width: float, frame_height: float) -> tuple[list[Any], float, float, str]:
        """(the display list, its logical width and height, the layout's name) for a frame of
        this size in CSS pixels."""
        ...

    def moves_on(self, session: Any) -> bool:
        """The game waits for the table itself, no computer being asked (6 Billion's pause in
        a reaction moment): move it on and say True; False when it waits for nothing."""
        ...


@dataclass
class EmbedConfig:
    seats: list[str]
    seed: int
    speed: float = 1.0


def parse_embed_query(game: TableGame, query: str, default_seed: int) -> EmbedConfig:
    """The demo's URL -> its configuration for `game`; SetupError says what is wrong with it."""
    params = parse_qs(query.lstrip("?"))
    seats = seats_from_query(game, params["players"][0]) if "players" in params else list(DEFAULT_SEATS)
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


def use_compact(width: float, height: float, below_width: float, below_height: float) -> bool:
    """Whether a frame of `width` x `height` CSS pixels shows a game's compact table: one
    narrower or lower than the size under which the game's full table would shrink its labels
    out of legibility (each game says its size: its embed parts).

    >>> use_compact(400, 300, 940, 700), use_compact(1024, 768, 940, 700), use_compact(1280, 600, 940, 700)
    (True, False, True)
    """
    return width < below_width or height < below_height


def pace_ms(speed: float) -> int:
    """The least time between two moves at `speed` moves a second."""
    return round(1000 / max(MIN_SPEED, min(MAX_SPEED, speed)))


def next_seed(seed: int) -> int:
    return seed + 1


def players_for(game: TableGame, seats: list[str]) -> Players:
    players = game.default_players(len(seats))
    players.names = NAMES[: len(seats)]
    players.seats = list(seats)
    return players


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

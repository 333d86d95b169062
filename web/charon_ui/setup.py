"""A new game of Charon asked for by the start-up URL or the set-up form: who sits where
(human or computer), the seed, names and colours. SetupError says what to fix."""

from dataclasses import dataclass

from game.charon.board import MAX_PLAYERS, MIN_PLAYERS
from shell.i18n import _
from shell.players import MAX_NAME, Players
from shell.url import parse_qs

from . import ai_seats
from .game_kind import DEFAULT_COLOURS, default_players
from .theme import PLAYER_COLOUR_NAMES

# The seat the set-up form gives the rows after the first: one human against computer players.
DEFAULT_COMPUTER = "ai:easy"


def form_choices() -> dict:
    """What the set-up form offers, as web/loading.js makes its rows before Python runs (the build
    writes it into index.html as window.CHARON_SETUP; shell.setup_screen then takes the rows
    over): the colours and the computer players, each with its name (a message id, translated
    by the loading screen's words), the seat of the rows after the first, the longest name."""
    return {
        "colours": [[c, PLAYER_COLOUR_NAMES[c]] for c in DEFAULT_COLOURS],
        "levels": [[level, name] for level, name in ai_seats.LEVEL_NAMES.items()],
        "computer": DEFAULT_COMPUTER,
        "max_name": MAX_NAME,
    }


class SetupError(ValueError):
    """The URL or the set-up form asks for a game that cannot be started; the message says why."""


@dataclass
class Setup:
    seats: list[str]  # "human" or "ai:<level>" (ai_seats.LEVELS), also in players.seats
    seed: int
    players: Players
    pace_ms: int = ai_seats.DEFAULT_PACE_MS  # the least time between two computer moves


def parse_query(query: str, default_seed: int) -> Setup | None:
    """`?players=human,ai:medium,ai:hard&seed=42` -> a Setup; None when the URL asks for nothing.
    Optional: `&names=Ann,Bob,Cy`, `&pace=<ms>` between computer moves (see query_pace).

    Seats are listed in seat order: seat i is the engine's player i, and the player's name
    and colour attach to that index. The engine draws the turn order at random from the seed,
    so seat 1 does not necessarily move first.
    """
    params = parse_qs(query.lstrip("?"))
    if "players" not in params:
        return None
    seats = seats_from_query(params["players"][0])
    seed = seed_from_query(params, default_seed)
    names = params.get("names", [""])[0].split(",") if "names" in params else []
    players = default_players(len(seats))
    players.seats = seats
    players.names = ai_seats.default_names(seats)
    if len(names) == len(seats) and all(n.strip() for n in names):
        players.names = [n.strip()[:MAX_NAME] for n in names]
    return Setup(seats, seed, players, query_pace(query))


def seats_from_query(value: str) -> list[str]:
    """`human,ai:medium,...` -> the seats, each checked; SetupError says what is wrong."""
    seats = [s.strip().lower() for s in value.split(",") if s.strip()]
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise SetupError(
            _("players: {n} seats given; a game has {least} to {most}").format(
                n=len(seats), least=MIN_PLAYERS, most=MAX_PLAYERS
            )
        )
    try:
        return [ai_seats.parse_seat(seat) for seat in seats]
    except ValueError:
        raise SetupError(_bad_seat(seats)) from None


def _bad_seat(seats: list[str]) -> str:
    """The first seat that is not one, in words."""
    bad = next(s for s in seats if not _is_seat(s))
    levels = ", ".join(ai_seats.LEVELS)
    return _("seat {seat!r}: a seat is 'human' or 'ai:<level>' with a level of {levels}").format(
        seat=bad.strip(), levels=levels
    )


def _is_seat(text: str) -> bool:
    try:
        ai_seats.parse_seat(text)
    except ValueError:
        return False
    return True


def seed_from_query(params: dict[str, list[str]], default_seed: int) -> int:
    """`&seed=<whole number>` from parsed URL parameters, else `default_seed`."""
    if "seed" not in params:
        return default_seed
    try:
        return int(params["seed"][0])
    except ValueError:
        raise SetupError(_("seed {seed!r} is not a whole number").format(seed=params["seed"][0])) from None


def query_pace(query: str) -> int:
    """`&pace=<ms>` from the URL (kept there after the game starts, for reloads), else the default."""
    params = parse_qs(query.lstrip("?"))
    if "pace" not in params:
        return ai_seats.DEFAULT_PACE_MS
    try:
        return ai_seats.parse_pace(params["pace"][0])
    except ValueError:
        raise SetupError(
            _("pace {pace!r} is not a whole number of milliseconds").format(pace=params["pace"][0])
        ) from None


def setup_from_form(
    names: list[str], colours: list[str], seed_text: str, default_seed: int, seats: list[str] | None = None
) -> Setup:
    """The set-up form's fields -> a Setup, or SetupError saying what to fix."""
    n = len(names)
    try:
        checked = [ai_seats.parse_seat(x) for x in seats] if seats is not None else ["human"] * n
    except ValueError:
        raise SetupError(_bad_seat(seats or [])) from None
    seats = checked
    if len(seats) != n:
        raise SetupError(_("each player needs a seat: human or computer"))
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(_("a game has {least} to {most} players").format(least=MIN_PLAYERS, most=MAX_PLAYERS))
    defaults = ai_seats.default_names(seats)
    # A name left blank, or left as a human's default on a computer seat, says who plays.
    clean = [
        x.strip()[:MAX_NAME]
        if x.strip() and not (ai_seats.is_ai(seats[i]) and x.strip() in (f"Player {i + 1}", ai_seats.human_name(i)))
        else defaults[i]
        for i, x in enumerate(names)
    ]
    if len(set(clean)) != n:
        raise SetupError(_("two players have the same name"))
    if len(set(colours)) != n or not all(c in DEFAULT_COLOURS for c in colours):
        raise SetupError(_("each player needs a different colour"))
    seed = default_seed
    if seed_text.strip():
        try:
            seed = int(seed_text.strip())
        except ValueError:
            raise SetupError(_("seed {seed!r} is not a whole number").format(seed=seed_text)) from None
    return Setup(seats, seed, Players(clean, list(colours), list(seats)))

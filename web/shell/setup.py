"""A new game asked for by the start-up URL or the set-up form, for any game: which game, who
sits where (human or computer), the seed, names and colours, and the game's optional rules.
SetupError says what to fix.

    ?game=charon&players=human,ai:medium&seed=42&names=Ann,Bob&pace=300
    ?game=sixbillion&players=human,ai:easy,ai:easy&discovery=1

`game` is optional (Charon's links from before it existed name no game).
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from . import seating
from .i18n import _
from .players import MAX_NAME, Players
from .table_game import TableGame
from .url import parse_qs

DEFAULT_GAME = "charon"  # the game of a link that names none: every link made before there were two


def form_choices(game: TableGame) -> dict[str, object]:
    """What the set-up form offers, as web/loading.js makes its rows before Python runs (the build
    writes it into index.html as window.CHARON_SETUP; shell.setup_screen then takes the rows
    over): the colours and the computer players, each with its name and its player's name (a message id, translated
    by the loading screen's words), the seat of the rows after the first, the longest name, the
    players a game has."""
    return {
        "colours": [[c, game.colour_names[c]] for c in game.palette],
        "levels": [[level, name] for level, name in seating.LEVEL_NAMES.items()],
        "bots": [[level, name] for level, name in seating.BOT_NAMES.items()],
        "computer": game.default_computer,
        "max_name": MAX_NAME,
        "players": [game.min_players, game.max_players],
    }


class SetupError(ValueError):
    """The URL or the set-up form asks for a game that cannot be started; the message says why."""


@dataclass
class Setup:
    seats: list[str]  # "human" or "ai:<level>" (seats.LEVELS), also in players.seats
    seed: int
    players: Players
    pace_ms: int = seating.DEFAULT_PACE_MS  # the least time between two computer moves
    options: dict[str, bool] = field(default_factory=dict)  # the game's optional rules (TableGame.options)


def same_players(players: Players) -> list[tuple[str, str, str]]:
    """The set-up form's rows for the same players again, one per seat: (name, colour, seat), a
    name the page made given as "" (the form fills in its own, in the language shown, and
    changes it with the seat's choice as it does any made name).

    >>> same_players(Players(["Ann", "Hard bot 2"], ["red", "white"], ["human", "ai:hard"]))
    [('Ann', 'red', 'human'), ('', 'white', 'ai:hard')]
    """
    return [
        ("" if made else name, colour, seat)
        for name, colour, seat, made in zip(players.names, players.colours, players.seats, players.made, strict=True)
    ]


def game_in_query(query: str, games: Mapping[str, object]) -> str:
    """`?game=<key>` -> the key of one of `games` (DEFAULT_GAME when the URL names none);
    SetupError for a game the page does not have.

    >>> game_in_query("?game=Charon", {"charon": 1}), game_in_query("", {"charon": 1})
    ('charon', 'charon')
    """
    params = parse_qs(query.lstrip("?"))
    key = params.get("game", [DEFAULT_GAME])[0].strip().lower() or DEFAULT_GAME
    if key not in games:
        raise SetupError(
            _("there is no game {game!r} here; the games are: {games}").format(game=key, games=", ".join(games))
        )
    return key


def parse_query(game: TableGame, query: str, default_seed: int) -> Setup | None:
    """`?players=human,ai:medium,ai:hard&seed=42` -> a Setup; None when the URL asks for nothing.
    Optional: `&names=Ann,Bob,Cy`, `&pace=<ms>` between computer moves (see query_pace), and
    the game's options by their names in the URL (`&discovery=1`; see options_from_query).

    Seats are listed in seat order: seat i is the engine's player i, and the player's name
    and colour attach to that index. The engine may draw the turn order at random from the
    seed, so seat 1 does not necessarily move first.
    """
    params = parse_qs(query.lstrip("?"))
    if "players" not in params:
        return None
    seats = seats_from_query(game, params["players"][0])
    seed = seed_from_query(params, default_seed)
    names = params.get("names", [""])[0].split(",") if "names" in params else []
    players = game.default_players(len(seats))
    players.seats = seats
    players.named(seating.default_names(seats))
    if len(names) == len(seats) and all(n.strip() for n in names):
        players.named([n.strip()[:MAX_NAME] for n in names])
    return Setup(seats, seed, players, query_pace(query), options_from_query(game, params))


ON, OFF = ("1", "on", "yes", "true"), ("0", "off", "no", "false")


def options_from_query(game: TableGame, params: Mapping[str, list[str]]) -> dict[str, bool]:
    """The game's options from parsed URL parameters (`discovery=1`: on; `0`: off; absent: the
    option's default); SetupError for a value that is neither on nor off.

    >>> from shell.table_game import GameWords, TableOption
    >>> option = TableOption("discovery_track", "discovery", "Discovery")
    >>> game = TableGame(None, 2, 5, {}, options=(option,), words=GameWords("", "", ""))
    >>> options_from_query(game, {"discovery": ["1"]}), options_from_query(game, {})
    ({'discovery_track': True}, {'discovery_track': False})
    """
    options = game.option_defaults()
    for option in game.options:
        if option.param not in params:
            continue
        value = params[option.param][0].strip().lower()
        if value not in ON + OFF:
            raise SetupError(
                _("{option}={value!r}: an option is 1 (on) or 0 (off)").format(option=option.param, value=value)
            )
        options[option.key] = value in ON
    return options


def seats_from_query(game: TableGame, value: str) -> list[str]:
    """`human,ai:medium,...` -> the seats, each checked; SetupError says what is wrong."""
    seats = [s.strip().lower() for s in value.split(",") if s.strip()]
    if not game.min_players <= len(seats) <= game.max_players:
        raise SetupError(
            _("players: {n} seats given; a game has {least} to {most}").format(
                n=len(seats), least=game.min_players, most=game.max_players
            )
        )
    try:
        return [seating.parse_seat(seat) for seat in seats]
    except ValueError:
        raise SetupError(_bad_seat(seats)) from None


def _bad_seat(seats: list[str]) -> str:
    """The first seat that is not one, in words."""
    bad = next(s for s in seats if not _is_seat(s))
    levels = ", ".join(seating.LEVELS)
    return _("seat {seat!r}: a seat is 'human' or 'ai:<level>' with a level of {levels}").format(
        seat=bad.strip(), levels=levels
    )


def _is_seat(text: str) -> bool:
    try:
        seating.parse_seat(text)
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
        return seating.DEFAULT_PACE_MS
    try:
        return seating.parse_pace(params["pace"][0])
    except ValueError:
        raise SetupError(
            _("pace {pace!r} is not a whole number of milliseconds").format(pace=params["pace"][0])
        ) from None


def runtime_kept(query: str) -> list[str]:
    """The `runtime=` of `query`, as parts of the query of an address the page goes to: the page
    runs its Python where its address asked (`?runtime=main`: on the main thread) on the next
    page too. Empty when it asked for none.

    >>> runtime_kept("?players=human,human&runtime=main"), runtime_kept("?seed=3")
    (['runtime=main'], [])
    """
    asked = parse_qs(query.lstrip("?")).get("runtime", [""])[0]
    return [f"runtime={asked}"] if asked else []


def setup_from_form(
    game: TableGame,
    names: list[str],
    colours: list[str],
    seed_text: str,
    default_seed: int,
    seats: list[str] | None = None,
    options: Mapping[str, bool] | None = None,
) -> Setup:
    """The set-up form's fields -> a Setup, or SetupError saying what to fix. `options`: the
    game's options ticked or not (those of TableGame.options; one left out takes its default)."""
    n = len(names)
    try:
        checked = [seating.parse_seat(x) for x in seats] if seats is not None else [seating.HUMAN] * n
    except ValueError:
        raise SetupError(_bad_seat(seats or [])) from None
    seats = checked
    if len(seats) != n:
        raise SetupError(_("each player needs a seat: human or computer"))
    if not game.min_players <= n <= game.max_players:
        raise SetupError(
            _("a game has {least} to {most} players").format(least=game.min_players, most=game.max_players)
        )
    defaults = seating.default_names(seats)
    # A name left blank, or left as a human's default on a computer seat, says who plays.
    clean = [
        x.strip()[:MAX_NAME]
        if x.strip() and not (seating.is_ai(seats[i]) and seating.is_default_name(x.strip(), i))
        else defaults[i]
        for i, x in enumerate(names)
    ]
    if len(set(clean)) != n:
        raise SetupError(_("two players have the same name"))
    if len(set(colours)) != n or not all(c in game.palette for c in colours):
        raise SetupError(_("each player needs a different colour"))
    seed = default_seed
    if seed_text.strip():
        try:
            seed = int(seed_text.strip())
        except ValueError:
            raise SetupError(_("seed {seed!r} is not a whole number").format(seed=seed_text)) from None
    chosen = {o.key: bool((options or {}).get(o.key, o.default)) for o in game.options}
    return Setup(seats, seed, Players(clean, list(colours), list(seats)), options=chosen)

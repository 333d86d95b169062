"""One game being played on a shared screen: the state, who is who, the log, and the
hot-seat hand-offs. Also turns clicks on the board into actions and reads the start-up URL.

Seats are human or computer (`players.seats`, see ai_seats). Hand-offs are for humans only:
with one human seat the screen is that player's all game long; with several, a computer's
turn shows the public table only, and the next human's turn asks for the device again.

Nothing here draws or touches the page; web/main.py calls these and redraws.
"""

import re
from dataclasses import dataclass, field

from game.charon import (
    Build,
    ChooseRowCard,
    LiftFlag,
    PlaceFlag,
    State,
    TakeCard,
    can_undo,
    history,
    legal_actions,
    new_game_with_events,
    step,
    to_json,
    undo,
    view,
)
from game.charon.board import MAX_PLAYERS, MIN_PLAYERS
from game.charon.events import Event, FlagPlaced

from . import ai_seats
from .describe import card_text
from .saves import DEFAULT_COLOURS, MAX_NAME, Players, default_players
from .story import LogLine, append_step, new_game_line, tell, visible_lines


@dataclass
class Session:
    """A game at the table. `log` is told from the engine's events; `last` holds the state
    before the latest action and that action's events, for the page to show what just
    happened (the claiming walk-through, the last moves on the board)."""

    game_id: str
    state: State
    players: Players
    log: list[LogLine] = field(default_factory=list)
    shown_player: int | None = None  # whose private things the screen may show now
    last: tuple[State, list[Event]] | None = None
    events: list[Event] = field(default_factory=list)  # every event since the game came to the table
    decided_at: dict[int, int] = field(default_factory=dict)  # player -> len(events) after their last action

    @classmethod
    def new(cls, game_id: str, players: Players, seed: int) -> "Session":
        state, events = new_game_with_events(len(players.names), seed)
        players.bot_seed = seed
        session = cls(game_id, state, players)
        session.log = [new_game_line(session.seat_names(), seed)]
        append_step(session.log, tell(None, events, players.names))
        return session

    @classmethod
    def resume(cls, game_id: str, state: State, players: Players, old_log: list[str] | None = None) -> "Session":
        """A saved game at the table again: its log told anew from its history (a game saved
        without one keeps the lines it was saved with)."""
        session = cls(game_id, state, players)
        session.retell(old_log or [])
        return session

    def retell(self, old_log: list[str] | None = None) -> None:
        """The whole log again, from the game's seed and history."""
        try:
            actions = history(self.state)
        except ValueError:  # a game saved before the engine kept its history
            self.log = [LogLine(text, self.state.round) for text in (old_log or [])]
            return
        assert self.state.seed is not None  # a game with a history has its seed
        state, events = new_game_with_events(self.state.num_players, self.state.seed)
        self.log = [new_game_line(self.seat_names(), self.state.seed)]
        append_step(self.log, tell(None, events, self.players.names))
        for action in actions:
            before = state
            state, events = step(state, action)
            append_step(self.log, tell(before, events, self.players.names))

    def seat_names(self) -> str:
        return seat_names(self.players)

    def reader(self) -> int | None:
        """Whose private log lines the screen may show: the sole human's (nobody's when several
        humans share the screen: the log stays on screen while the device goes round)."""
        return self.sole_human

    def visible_log(self) -> list[LogLine]:
        return visible_lines(self.log, self.reader())

    def log_texts(self) -> list[str]:
        """The log to keep with a save: none for a game with its history (the log is told again
        from it when the game is resumed); the public lines as text for one without."""
        if self.state.history is not None:
            return []
        return [line.text for line in visible_lines(self.log, None)]

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def sole_human(self) -> int | None:
        """The only human seat, if there is exactly one: the screen is theirs all game long."""
        humans = ai_seats.humans(self.players.seats)
        return humans[0] if len(humans) == 1 else None

    def ai_to_move(self) -> int | None:
        """The computer player to move now, if it is a computer's turn."""
        p = self.state.to_move
        return p if p is not None and ai_seats.is_ai(self.players.seats[p]) else None

    def needs_handoff(self) -> int | None:
        """The human the device must be passed to before their private things are shown."""
        p = self.state.to_move
        if p is None or self.ai_to_move() is not None or self.sole_human is not None:
            return None
        return p if p != self.shown_player else None

    def confirm_handoff(self) -> None:
        self.shown_player = self.state.to_move

    def screen_view(self) -> tuple[State, bool]:
        """(the view to draw, whether its private parts may be drawn). Always one player's view:
        the sole human's, if there is one; otherwise the player to move once they have the
        device. Before that, during a computer's turn and after the game, only public parts."""
        if self.sole_human is not None:
            return view(self.state, self.sole_human), True
        p = self.state.to_move
        if p is None:
            return view(self.state, 0), False
        if self.ai_to_move() is not None:
            return view(self.state, p), False
        return view(self.state, p), self.needs_handoff() is None

    def legal(self) -> list:
        """What the screen offers: the legal actions of a human to move who has the device."""
        if self.state.to_move is None or self.ai_to_move() is not None or self.needs_handoff() is not None:
            return []
        return legal_actions(self.state)

    def ai_request(self) -> dict:
        """What the AI worker needs for the computer to move: its view only (hidden cards are
        "?"), the bot spec, a seed from the game's seed and the seat, and the time cap."""
        p = self.ai_to_move()
        if p is None:
            raise ValueError("it is not a computer player's turn")
        seat = self.players.seats[p]
        return {
            "view": to_json(view(self.state, p)),
            "spec": ai_seats.bot_spec(seat),
            "seed": ai_seats.bot_seed(self.players.bot_seed, p),
            "maxSeconds": ai_seats.time_cap(seat),
        }

    def thinking_text(self, short: bool = False) -> str:
        """'Ana (computer, medium) is thinking…' while a computer player decides (without the
        parenthesis if `short`, for the board's status line); else ''."""
        p = self.ai_to_move()
        if p is None:
            return ""
        label = "" if short else f" ({ai_seats.seat_label(self.players.seats[p])})"
        return f"{self.players.names[p]}{label} is thinking…"

    def act(self, action) -> list[LogLine]:
        """Apply a legal action (IllegalAction otherwise); log it; returns the new log lines."""
        before, mover = self.state, self.state.to_move
        after, events = step(before, action)  # IllegalAction if the game is over (no mover)
        assert mover is not None
        lines = tell(before, events, self.players.names)
        self.state = after
        self.last = (before, events)
        self.events += events
        self.decided_at[mover] = len(self.events)
        append_step(self.log, lines)
        return lines

    def recent_positions(self, viewer: int | None) -> frozenset[str]:
        """Where the others have placed flags since `viewer` last decided (still standing)."""
        if viewer is None:
            return frozenset()
        since = self.events[self.decided_at.get(viewer, 0) :]
        placed = {e.position: e.player for e in since if isinstance(e, FlagPlaced) and e.player != viewer}
        return frozenset(pos for pos, owner in placed.items() if self.state.flags.get(pos) == owner)

    def can_undo(self) -> bool:
        """Whether the human at the screen may take back their last action (never a computer's,
        never another player's: the engine allows it only within the mover's own turn)."""
        return bool(self.legal()) and can_undo(self.state)

    def undo(self) -> None:
        self.state = undo(self.state)
        self.last = None
        self.retell()

    def undo_label(self) -> str:
        """'Put the flag back' while the lifted flag is the last action, else 'Undo'."""
        return "Put the flag back" if self.state.lifted is not None else "Undo"

    # ---- clicks ----------------------------------------------------------------------------
    def click(self, target) -> tuple[object | None, str]:
        """The action a click on `target` (from layout.hit_test) asks for, or (None, hint)."""
        if target is None or self.needs_handoff() is not None:
            return None, ""
        actions = self.legal()
        kind = target[0]
        wanted: list = []
        if kind == "area":
            wanted = [a for a in actions if isinstance(a, LiftFlag) and a.source == target[1]]
        elif kind == "position":
            wanted = [a for a in actions if isinstance(a, (PlaceFlag,)) and a.position == target[1]]
            wanted += [a for a in actions if isinstance(a, LiftFlag) and a.source == target[1]]
        elif kind == "card":
            card = target[2]
            wanted = [a for a in actions if isinstance(a, (ChooseRowCard, TakeCard)) and a.card == card]
            if not wanted:
                builds = [a for a in actions if isinstance(a, Build) and a.card == card]
                if len(builds) > 1:
                    return None, f"choose how to pay for {card_text(card)} in the action panel"
                wanted = builds
        if len(wanted) == 1:
            return wanted[0], ""
        return None, ""

    def highlights(self) -> dict[str, set[str]]:
        """What the board should highlight as clickable now: positions, areas, cards."""
        out: dict[str, set[str]] = {"positions": set(), "areas": set(), "cards": set()}
        for a in self.legal():
            if isinstance(a, PlaceFlag):
                out["positions"].add(a.position)
            elif isinstance(a, LiftFlag):
                (out["areas"] if a.source in self.state.action_flags else out["positions"]).add(a.source)
            elif isinstance(a, (ChooseRowCard, TakeCard, Build)):
                out["cards"].add(a.card)
        return out


def seat_names(players: Players) -> str:
    """'Ann, Bob (computer, medium)': who plays, for the log's first line."""
    return ", ".join(
        players.names[i] + (f" ({ai_seats.seat_label(seat)})" if ai_seats.is_ai(seat) else "")
        for i, seat in enumerate(players.seats)
    )


# ---- start-up from the URL -------------------------------------------------------------------

_ESCAPE = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _unquote(text: str) -> str:
    # A few lines instead of urllib.parse, whose import alone costs ~0.1 s in Pyodide at start-up.
    text = text.replace("+", " ")
    return _ESCAPE.sub(lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), text)


def parse_qs(query: str) -> dict[str, list[str]]:
    """`a=1&b=x%20y` -> {"a": ["1"], "b": ["x y"]} (like urllib.parse.parse_qs)."""
    out: dict[str, list[str]] = {}
    for part in query.split("&"):
        if not part:
            continue
        key, _, value = part.partition("=")
        out.setdefault(_unquote(key), []).append(_unquote(value))
    return out


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
        raise SetupError(f"players: {len(seats)} seats given; a game has {MIN_PLAYERS} to {MAX_PLAYERS}")
    try:
        return [ai_seats.parse_seat(seat) for seat in seats]
    except ValueError as error:
        raise SetupError(str(error)) from None


def seed_from_query(params: dict[str, list[str]], default_seed: int) -> int:
    """`&seed=<whole number>` from parsed URL parameters, else `default_seed`."""
    if "seed" not in params:
        return default_seed
    try:
        return int(params["seed"][0])
    except ValueError:
        raise SetupError(f"seed {params['seed'][0]!r} is not a whole number") from None


def query_pace(query: str) -> int:
    """`&pace=<ms>` from the URL (kept there after the game starts, for reloads), else the default."""
    params = parse_qs(query.lstrip("?"))
    if "pace" not in params:
        return ai_seats.DEFAULT_PACE_MS
    try:
        return ai_seats.parse_pace(params["pace"][0])
    except ValueError as error:
        raise SetupError(str(error)) from None


def setup_from_form(
    names: list[str], colours: list[str], seed_text: str, default_seed: int, seats: list[str] | None = None
) -> Setup:
    """The set-up form's fields -> a Setup, or SetupError saying what to fix."""
    n = len(names)
    try:
        seats = [ai_seats.parse_seat(x) for x in seats] if seats is not None else ["human"] * n
    except ValueError as error:
        raise SetupError(str(error)) from None
    if len(seats) != n:
        raise SetupError("each player needs a seat: human or computer")
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    defaults = ai_seats.default_names(seats)
    # A name left blank, or left as a human's default on a computer seat, says who plays.
    clean = [
        x.strip()[:MAX_NAME]
        if x.strip() and not (ai_seats.is_ai(seats[i]) and x.strip() == f"Player {i + 1}")
        else defaults[i]
        for i, x in enumerate(names)
    ]
    if len(set(clean)) != n:
        raise SetupError("two players have the same name")
    if len(set(colours)) != n or not all(c in DEFAULT_COLOURS for c in colours):
        raise SetupError("each player needs a different colour")
    seed = default_seed
    if seed_text.strip():
        try:
            seed = int(seed_text.strip())
        except ValueError:
            raise SetupError(f"seed {seed_text!r} is not a whole number") from None
    return Setup(seats, seed, Players(clean, list(colours), list(seats)))

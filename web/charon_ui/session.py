"""One game being played on a shared screen: the state, who is who, the log, and the
hot-seat hand-offs. Also turns clicks on the board into actions and reads the start-up URL.

Nothing here draws or touches the page; web/main.py calls these and redraws.
"""

import re
from dataclasses import dataclass, field

from game.charon import (
    Build, ChooseRowCard, LiftFlag, PlaceFlag, State, TakeCard, apply, legal_actions, new_game, view,
)
from game.charon.board import MAX_PLAYERS, MIN_PLAYERS

from .describe import describe
from .saves import DEFAULT_COLOURS, MAX_NAME, Players


@dataclass
class Session:
    game_id: str
    state: State
    players: Players
    log: list[str] = field(default_factory=list)
    shown_player: int | None = None  # whose private things the screen may show now

    @classmethod
    def new(cls, game_id: str, players: Players, seed: int) -> "Session":
        state = new_game(len(players.names), seed)
        names = ", ".join(players.names)
        return cls(game_id, state, players, [f"New game for {names} (seed {seed}). Round 1 begins."])

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    def needs_handoff(self) -> int | None:
        """The player the device must be passed to before their private things are shown."""
        p = self.state.to_move
        return p if p is not None and p != self.shown_player else None

    def confirm_handoff(self) -> None:
        self.shown_player = self.state.to_move

    def screen_view(self) -> tuple[State, bool]:
        """(the view to draw, whether its private parts may be drawn). Always one player's view:
        the player to move once they have the device; before that, and after the game, only
        its public parts."""
        p = self.state.to_move
        if p is None:
            return view(self.state, 0), False
        return view(self.state, p), self.needs_handoff() is None

    def legal(self) -> list:
        return legal_actions(self.state) if self.needs_handoff() is None else []

    def act(self, action) -> list[str]:
        """Apply a legal action (IllegalAction otherwise); log it; returns the new log lines."""
        before = self.state
        after = apply(before, action)
        lines = describe(before, action, after, self.players.names)
        self.state = after
        self.log.extend(lines)
        return lines

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
                    return None, f"choose how to pay for {card} in the action panel"
                wanted = builds
        if len(wanted) == 1:
            return wanted[0], ""
        return None, ""

    def highlights(self) -> dict:
        """What the board should highlight as clickable now: positions, areas, cards."""
        out = {"positions": set(), "areas": set(), "cards": set()}
        for a in self.legal():
            if isinstance(a, PlaceFlag):
                out["positions"].add(a.position)
            elif isinstance(a, LiftFlag):
                (out["areas"] if a.source in self.state.action_flags else out["positions"]).add(a.source)
            elif isinstance(a, (ChooseRowCard, TakeCard, Build)):
                out["cards"].add(a.card)
        return out


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
    seats: list[str]  # "human" (computer players, "ai:<level>", arrive with a later issue)
    seed: int
    players: Players


def parse_query(query: str, default_seed: int) -> Setup | None:
    """`?players=human,human,human&seed=42` -> a Setup; None when the URL asks for nothing.

    Seats are listed in seat order: seat i is the engine's player i, and the player's name
    and colour attach to that index. The engine draws the turn order at random from the seed,
    so seat 1 does not necessarily move first.
    """
    params = parse_qs(query.lstrip("?"))
    if "players" not in params:
        return None
    seats = [s.strip().lower() for s in params["players"][0].split(",") if s.strip()]
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise SetupError(f"players: {len(seats)} seats given; a game has {MIN_PLAYERS} to {MAX_PLAYERS}")
    for seat in seats:
        if seat.startswith("ai"):
            raise SetupError(f"seat {seat!r}: computer players are not available yet")
        if seat != "human":
            raise SetupError(f"seat {seat!r}: a seat is 'human' (or 'ai:<level>', coming later)")
    seed = default_seed
    if "seed" in params:
        try:
            seed = int(params["seed"][0])
        except ValueError:
            raise SetupError(f"seed {params['seed'][0]!r} is not a whole number") from None
    names = params.get("names", [""])[0].split(",") if "names" in params else []
    players = Players.default(len(seats))
    if len(names) == len(seats) and all(n.strip() for n in names):
        players.names = [n.strip()[:MAX_NAME] for n in names]
    return Setup(seats, seed, players)


def setup_from_form(names: list[str], colours: list[str], seed_text: str, default_seed: int) -> Setup:
    """The set-up form's fields -> a Setup, or SetupError saying what to fix."""
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    clean = [x.strip()[:MAX_NAME] or f"Player {i + 1}" for i, x in enumerate(names)]
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
    return Setup(["human"] * n, seed, Players(clean, list(colours)))

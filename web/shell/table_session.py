"""One game at the table, for any game: its id, state, players and log, and who the screen
shows. A game's own session (Charon's: charon_ui.session) adds how its log is told and what
its screen shows at each moment.

Seats are human or computer (`players.seats`, see seating.py). Hand-offs are for humans only:
with one human seat the screen is that player's all game long; with several, a computer's
turn shows the public table only, and the next human's turn asks for the device again.

The engine is reached through a `TableEngine`: the few functions the table calls. Nothing here
draws or touches the page.
"""

from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from . import seating
from .computer_turns import AiRequest
from .i18n import _
from .log import LogLine, visible_lines
from .players import Players


class TableEngine(Protocol):
    """What the table asks of a game's engine (a game's adapter gives its engine's functions)."""

    key: str  # the game's key: in saves, in the AI worker's requests

    def to_move(self, state: Any) -> int | None: ...  # None: nobody (the game is over)
    def view(self, state: Any, player: int) -> Any: ...  # what `player` may see
    def to_json(self, state: Any) -> str: ...  # the engine's save (of a state or a view)
    def has_history(self, state: Any) -> bool: ...  # saved with its seed and actions (replayable)
    def action_from_json(self, data: Any) -> Any: ...  # ValueError for what is no action
    def round_of(self, state: Any) -> int: ...  # the round a state is in (the log's chapters)


class EngineFunctions(Protocol):
    """The functions of an engine package that EngineAtTable calls (game.registry.Engine has them)."""

    def view(self, state: Any, player: int) -> Any: ...
    def to_json(self, state: Any) -> str: ...
    def action_from_json(self, data: Any) -> Any: ...


class EngineAtTable:
    """Any engine package as the table calls it (TableEngine): its states say whose move it is,
    their round and whether they keep a history; its functions do the rest."""

    def __init__(self, key: str, engine: EngineFunctions):
        self.key = key
        self.engine = engine

    def to_move(self, state: Any) -> int | None:
        mover: int | None = state.to_move
        return mover

    def view(self, state: Any, player: int) -> Any:
        return self.engine.view(state, player)

    def to_json(self, state: Any) -> str:
        return self.engine.to_json(state)

    def has_history(self, state: Any) -> bool:
        return state.history is not None

    def action_from_json(self, data: Any) -> Any:
        return self.engine.action_from_json(data)

    def round_of(self, state: Any) -> int:
        return int(state.round)


@dataclass
class TableSession:
    """A game at the table. Its game's session class names the engine (`engine`)."""

    engine: ClassVar[TableEngine]
    game_id: str
    state: Any
    players: Players
    log: list[LogLine] = field(default_factory=list)
    shown_player: int | None = None  # whose private things the screen may show now

    # ---- who the screen shows ------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.engine.to_move(self.state)

    @property
    def sole_human(self) -> int | None:
        """The only human seat, if there is exactly one: the screen is theirs all game long."""
        humans = seating.humans(self.players.seats)
        return humans[0] if len(humans) == 1 else None

    def ai_to_move(self) -> int | None:
        """The computer player to move now, if it is a computer's turn."""
        p = self.to_move
        return p if p is not None and seating.is_ai(self.players.seats[p]) else None

    def needs_handoff(self) -> int | None:
        """The human the device must be passed to before their private things are shown."""
        p = self.to_move
        if p is None or self.ai_to_move() is not None or self.sole_human is not None:
            return None
        return p if p != self.shown_player else None

    def handoff_to_answer(self) -> bool:
        """Whether the hand-off asked for is to a player who is only to answer, out of turn."""
        return False

    def confirm_handoff(self) -> None:
        self.shown_player = self.to_move

    def public_seat(self) -> str:
        """Whose decision the page says it is (body's data-to-move, which tests and assistive
        tools read): only what everyone at the table may know. Here the player to move ('' when
        nobody is); a game that asks someone privately says less (6 Billion's reaction windows)."""
        p = self.to_move
        return "" if p is None else str(p)

    # ---- the log ----------------------------------------------------------------------------
    def reader(self) -> int | None:
        """Whose private log lines the screen may show: the sole human's (nobody's when several
        humans share the screen: the log stays on screen while the device goes round)."""
        return self.sole_human

    def visible_log(self) -> list[LogLine]:
        return visible_lines(self.log, self.reader())

    def log_texts(self) -> list[str]:
        """The log to keep with a save: none for a game with its history (the log is told again
        from it when the game is resumed); the public lines as text for one without."""
        if self.engine.has_history(self.state):
            return []
        return [line.text for line in visible_lines(self.log, None)]

    def seat_names(self) -> str:
        return seat_names(self.players)

    # ---- what the table shows beyond the engine's state, kept with the save -----------------------
    def table_data(self) -> dict[str, Any]:
        """What the table shows of this game at this point beyond its state, as plain data, for
        the record and the export (shell.records: `table`); {} for nothing. A game whose screen
        has such a moment (6 Billion's reaction moments) gives it, so that a reload shows it."""
        return {}

    def restore_table(self, data: dict[str, Any]) -> None:
        """`table_data` read back from a record or a file (checked here: another point or game's
        detail, or one that does not read, is ignored and the game shows its usual screen)."""
        return None

    # ---- computer players --------------------------------------------------------------------
    def action_from_json(self, data: Any) -> Any:
        """An action the AI worker chose, from its JSON form (ValueError if it is none)."""
        return self.engine.action_from_json(data)

    def ai_pace_share(self) -> float:
        """The share of the table's pace to wait before the computer player's move due now: 1
        for a move worth following. A game says 0 for moves that do not show yet (6 Billion's
        answers within a reaction moment's pause: waiting would only lengthen the pause) and
        less for its bookkeeping moves (6 Billion's card draws), so that a turn of many small
        steps does not keep the table waiting."""
        return 1.0

    def ai_request(self) -> AiRequest:
        """What the AI worker needs for the computer to move: the game's key, the mover's view
        only (hidden cards are "?"), the bot spec, a seed from the game's seed and the seat, and
        the time cap."""
        p = self.ai_to_move()
        if p is None:
            raise ValueError("it is not a computer player's turn")
        seat = self.players.seats[p]
        return {
            "game": self.engine.key,
            "view": self.engine.to_json(self.engine.view(self.state, p)),
            "spec": seating.bot_spec(seat),
            "seed": seating.bot_seed(self.engine.key, self.players.bot_seed, p),
            "maxSeconds": seating.time_cap(seat),
        }

    def thinking_text(self, short: bool = False) -> str:
        """'Ana (computer, medium) is thinking…' while a computer player decides (without the
        parenthesis if `short`, for the board's status line); else ''."""
        p = self.ai_to_move()
        if p is None:
            return ""
        if short or not seating.needs_label(self.players.seats[p], self.players.made[p]):
            return _("{name} is thinking…").format(name=self.players.names[p])
        label = seating.seat_label(self.players.seats[p])
        return _("{name} ({seat}) is thinking…").format(name=self.players.names[p], seat=label)


def seat_names(players: Players) -> str:
    """'Ann, Bob (computer, medium), Easy bot 3': who plays, for the log's first line (a name the
    page made says its seat already)."""
    return ", ".join(
        _("{name} ({seat})").format(name=players.names[i], seat=seating.seat_label(seat))
        if seating.needs_label(seat, players.made[i])
        else players.names[i]
        for i, seat in enumerate(players.seats)
    )

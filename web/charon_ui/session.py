"""One game being played on a shared screen: the state, who is who, the log, and the
hot-seat hand-offs; what the screen shows of it at each moment is its `frame()`.

Seats are human or computer (`players.seats`, see seating). Hand-offs are for humans only:
with one human seat the screen is that player's all game long; with several, a computer's
turn shows the public table only, and the next human's turn asks for the device again.

Nothing here draws or touches the page; web/main.py calls these and redraws.
"""

from dataclasses import dataclass, field

from game.charon import State, history, new_game_with_events, step, to_json, undo, view
from game.charon.events import Event, FlagPlaced
from shell import seating
from shell.i18n import _
from shell.log import LogLine, new_game_line, visible_lines
from shell.players import Players

from .frame import Frame
from .game_kind import CHARON
from .story import append_step, tell


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
    _frame: Frame | None = field(default=None, repr=False, compare=False)  # see frame()

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
        humans = seating.humans(self.players.seats)
        return humans[0] if len(humans) == 1 else None

    def ai_to_move(self) -> int | None:
        """The computer player to move now, if it is a computer's turn."""
        p = self.state.to_move
        return p if p is not None and seating.is_ai(self.players.seats[p]) else None

    def needs_handoff(self) -> int | None:
        """The human the device must be passed to before their private things are shown."""
        p = self.state.to_move
        if p is None or self.ai_to_move() is not None or self.sole_human is not None:
            return None
        return p if p != self.shown_player else None

    def confirm_handoff(self) -> None:
        self.shown_player = self.state.to_move

    def frame(self) -> Frame:
        """What the screen shows now (charon_ui.frame), made once per change: a new state or the
        device passed on. Always one player's view: the sole human's, if there is one; otherwise
        the player to move once they have the device. Before that, during a computer's turn and
        after the game, only public parts."""
        cached = self._frame
        if cached is not None and cached.state is self.state and cached.shown_player == self.shown_player:
            return cached
        handoff, ai = self.needs_handoff(), self.ai_to_move()
        p = self.state.to_move
        if self.sole_human is not None:
            seen, private = view(self.state, self.sole_human), True
        elif p is None:
            seen, private = view(self.state, 0), False
        else:
            seen, private = view(self.state, p), ai is None and handoff is None
        offers = p is not None and ai is None and handoff is None
        self._frame = Frame.make(self.state, seen, private, offers, handoff, self.shown_player)
        return self._frame

    def screen_view(self) -> tuple[State, bool]:
        """(the view to draw, whether its private parts may be drawn): see `frame`."""
        frame = self.frame()
        return frame.view, frame.private

    def legal(self) -> list:
        """What the screen offers: the legal actions of a human to move who has the device."""
        return self.frame().legal

    def ai_request(self) -> dict:
        """What the AI worker needs for the computer to move: its view only (hidden cards are
        "?"), the bot spec, a seed from the game's seed and the seat, and the time cap."""
        p = self.ai_to_move()
        if p is None:
            raise ValueError("it is not a computer player's turn")
        seat = self.players.seats[p]
        return {
            "view": to_json(view(self.state, p)),
            "spec": seating.bot_spec(seat),
            "seed": seating.bot_seed(CHARON.key, self.players.bot_seed, p),
            "maxSeconds": seating.time_cap(seat),
        }

    def thinking_text(self, short: bool = False) -> str:
        """'Ana (computer, medium) is thinking…' while a computer player decides (without the
        parenthesis if `short`, for the board's status line); else ''."""
        p = self.ai_to_move()
        if p is None:
            return ""
        if short:
            return _("{name} is thinking…").format(name=self.players.names[p])
        label = seating.seat_label(self.players.seats[p])
        return _("{name} ({seat}) is thinking…").format(name=self.players.names[p], seat=label)

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
        return self.frame().can_undo()

    def undo(self) -> None:
        self.state = undo(self.state)
        self.last = None
        self.retell()

    def undo_label(self) -> str:
        """'Put the flag back' while the lifted flag is the last action, else 'Undo'."""
        return _("Put the flag back") if self.state.lifted is not None else _("Undo")

    def click(self, target) -> tuple[object | None, str]:
        """The action a click on `target` (from layout.hit_test) asks for, or (None, hint)."""
        return self.frame().click(target)

    def highlights(self) -> dict[str, set[str]]:
        return self.frame().highlights


def seat_names(players: Players) -> str:
    """'Ann, Bob (computer, medium)': who plays, for the log's first line."""
    return ", ".join(
        _("{name} ({seat})").format(name=players.names[i], seat=seating.seat_label(seat))
        if seating.is_ai(seat)
        else players.names[i]
        for i, seat in enumerate(players.seats)
    )

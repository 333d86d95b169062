"""One game of Charon at the table: its log told from the engine's events, undo, and what the
screen shows of it at each moment (its `frame()`). Who is who, hand-offs and the computer
players' requests are any game's (shell.table_session).

Nothing here draws or touches the page; web/charon_page calls these and redraws.
"""

from dataclasses import dataclass, field
from typing import ClassVar

from game.charon import State, history, new_game_with_events, step, undo, view
from game.charon.events import Event, FlagPlaced
from shell.i18n import _
from shell.log import LogLine, new_game_line
from shell.players import Players
from shell.table_session import TableEngine, TableSession

from .frame import Frame
from .game_kind import CHARON_ENGINE
from .story import append_step, tell


@dataclass
class Session(TableSession):
    """A game of Charon at the table. `log` is told from the engine's events; `last` holds the
    state before the latest action and that action's events, for the page to show what just
    happened (the claiming walk-through, the last moves on the board)."""

    engine: ClassVar[TableEngine] = CHARON_ENGINE
    state: State
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

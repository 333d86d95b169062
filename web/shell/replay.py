"""Watching a game again: its states and events, rebuilt from its seed and history, and a
position that steps forward and back, jumps to a chapter (a round, a phase) and plays at a
chosen speed.

Game-agnostic: a game gives its engine (`Replayable`, a part of game.registry.Engine:
`start_from` its start's description — players, seed and options, or a 6 Billion scenario —,
and `step`) and a `chapter(state)` naming where a state stands (for Charon, its round and
phase).
`Replay.of(engine, chapter, state)` replays a game from its own start. A game saved without
history cannot be replayed (`ReplayUnavailable`).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .i18n import _

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # the choices offered; 1x is one action a second
STEP_MS = 1000


# How a game began, as its engine describes it (JSON data: players, seed, options...).
StartDescription = dict[str, Any]
# A game's state and the events that led to it.
Stepped = tuple[Any, list[Any]]


class Replayable(Protocol):
    """What a replay needs of a game's engine (game.registry.Engine offers it)."""

    def start_of(self, state: Any) -> StartDescription: ...
    def start_from(self, description: StartDescription) -> Stepped: ...
    def history(self, state: Any) -> list[Any]: ...
    def step(self, state: Any, action: Any) -> Stepped: ...


class ReplayUnavailable(ValueError):
    """The game has no history to replay (a view, or a save made before games kept one)."""


@dataclass(frozen=True)
class Chapter:
    index: int  # the position where it begins
    key: Any  # what `chapter(state)` said, e.g. (round, phase)


class Replay:
    """Positions 0..len(actions): position 0 is the game as it began (`start_from(start)`);
    position i the game after its first i actions. `events[i]` are the events that led to
    position i."""

    def __init__(
        self,
        start_from: Callable[[StartDescription], Stepped],
        step: Callable[[Any, Any], Stepped],
        chapter: Callable[[Any], Any],
        start: StartDescription | None,
        actions: Sequence[Any] | None,
    ) -> None:
        if start is None or actions is None:
            raise ReplayUnavailable(_("this game was saved without its history: it cannot be replayed"))
        state, events = start_from(start)
        self.states, self.events, self.actions = [state], [events], list(actions)
        for action in self.actions:
            state, events = step(state, action)
            self.states.append(state)
            self.events.append(events)
        self.chapters: list[Chapter] = []
        for i, s in enumerate(self.states):
            key = chapter(s)
            if not self.chapters or self.chapters[-1].key != key:
                self.chapters.append(Chapter(i, key))
        self.position = 0
        self.speed = 1.0

    @classmethod
    def of(cls, engine: Replayable, chapter: Callable[[Any], Any], game: Any) -> "Replay":
        """`game` (a whole game's state) replayed from its own start; ReplayUnavailable if it
        keeps no start or history (a view, or a save made before games kept one)."""
        try:
            start: StartDescription | None = engine.start_of(game)
            actions: list[Any] | None = engine.history(game)
        except ValueError:
            start = actions = None
        return cls(engine.start_from, engine.step, chapter, start, actions)

    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def state(self) -> Any:
        return self.states[self.position]

    def go(self, position: int) -> None:
        self.position = max(0, min(self.last, position))

    def forward(self) -> bool:
        """One action on; False at the end."""
        if self.position >= self.last:
            return False
        self.position += 1
        return True

    def back(self) -> bool:
        if self.position == 0:
            return False
        self.position -= 1
        return True

    def chapter_at(self, position: int | None = None) -> Chapter:
        at = self.position if position is None else position
        return [c for c in self.chapters if c.index <= at][-1]

    def next_chapter(self) -> None:
        later = [c for c in self.chapters if c.index > self.position]
        self.go(later[0].index if later else self.last)

    def previous_chapter(self) -> None:
        """To the start of this chapter, or of the one before if already there."""
        current = self.chapter_at()
        if current.index < self.position:
            self.go(current.index)
        else:
            earlier = [c for c in self.chapters if c.index < self.position]
            self.go(earlier[-1].index if earlier else 0)

    def set_speed(self, speed: float) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed {speed!r}: choose one of {SPEEDS}")
        self.speed = speed

    def delay_ms(self) -> int:
        """How long each position stays on screen while playing."""
        return round(STEP_MS / self.speed)

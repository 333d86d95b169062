"""What happened: the events every game engine of this package reports, in one shape.

An engine's `step(state, action)` returns the next state and the list of events the action
set off, automatic steps included, in the order they happened. Each event is a small frozen
dataclass deriving from `Event`, with a class attribute `type` (its name in JSON) and an
`audience`: None when every player may see it, or the index of the one player who may (the
cards dealt to them, their own secret choice). The page tells a game's story from events
alone, and shows each player only the events meant for them (`visible_to`).

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Dealt(Event):
    ...     player: int
    ...     cards: tuple[str, ...]
    ...     type = "dealt"
    >>> event_to_json(Dealt(2, ("7a", "9c"), audience=2))
    {'type': 'dealt', 'audience': 2, 'player': 2, 'cards': ['7a', '9c']}
"""

from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Base class of every event; subclasses add their fields and set `type`."""

    audience: int | None = None
    type: ClassVar[str] = ""


def event_to_json(event: Event) -> dict[str, Any]:
    """`{"type": ..., "audience": ..., field: value, ...}` with JSON-safe values only
    (tuples become lists, dict keys strings)."""
    out: dict[str, Any] = {"type": event.type, "audience": event.audience}
    for f in fields(event):
        if f.name != "audience":
            out[f.name] = _plain(getattr(event, f.name))
    return out


def visible_to(events: list[Event], player: int | None) -> list[Event]:
    """The events `player` may see (None: the public ones only, e.g. for spectators)."""
    return [e for e in events if e.audience is None or e.audience == player]


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value

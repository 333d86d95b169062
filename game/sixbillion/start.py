"""How a game begins, in the form every engine offers (game.registry.Engine): `start` from the
players, a seed and the game's options (6 Billion has one, the Discovery Track of section 15);
`start_of` the description a game records of its start, and `start_from` that description
(a `new_game` or a `scenario` start) — what a replay begins from.

>>> state, events = start(3, 7, {"discovery_track": True})
>>> start_of(state)
{'players': 3, 'seed': 7, 'discovery_track': True}
>>> from game.sixbillion.save import to_json
>>> to_json(start_from(start_of(state))[0]) == to_json(state)
True
"""

from collections.abc import Mapping

from .engine import new_game_with_events
from .events import Event
from .history import start as state_from_origin
from .state import Origin, State

OPTIONS = ("discovery_track",)


def start(players: int, seed: int, options: Mapping[str, object] | None = None) -> tuple[State, list[Event]]:
    """A new game and its set-up's events. ValueError for an option 6 Billion does not have."""
    chosen = dict(options or {})
    unknown = sorted(set(chosen) - set(OPTIONS))
    if unknown:
        raise ValueError(f"6 Billion has no option {', '.join(map(repr, unknown))}: its options are {OPTIONS}")
    return new_game_with_events(players, seed, discovery_track=bool(chosen.get("discovery_track", False)))


def start_of(state: State) -> Origin:
    """How the game began (new_game's or scenario's arguments); ValueError on a view or a
    search's world, which do not keep it."""
    if state.origin is None:
        raise ValueError("this state does not keep how its game began (a view, or a search's world)")
    return dict(state.origin)


def start_from(description: Origin) -> tuple[State, list[Event]]:
    """The game as it began, from `start_of`'s description, with the set-up's events (none for a
    scenario, which is set up as given)."""
    if "scenario" in description:
        return state_from_origin(description), []
    return new_game_with_events(
        description["players"], description["seed"], discovery_track=description["discovery_track"]
    )

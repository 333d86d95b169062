"""The games, by key: what each engine offers (`Engine`), and one description of each game
(`GameInfo`: its title, player counts, options, computer players and where its code is).

Every tool takes a game by its key and asks here: `game.ai.make_bot`, `python -m game`, the
tournament, the AI worker, the conformance test and the page. Nothing is imported until it is
asked for (the page imports only the game it plays): each entry names the functions that load
its engine, its computer players and its advisor. A third game is one more entry.

>>> info = game_info("sixbillion")
>>> info.title, info.min_players, info.max_players, info.option_defaults()
('6 Billion', 2, 5, {'discovery_track': False})
>>> state, events = info.engine().start(3, 1, {"discovery_track": True})
>>> state.discovery_track
True
>>> game_info("chess")
Traceback (most recent call last):
...
ValueError: unknown game 'chess': expected one of charon, sixbillion
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.jsontypes import JSONObject

if TYPE_CHECKING:  # (game.ai imports this module: the searcher's type only for the checker)
    from game.ai.ismcts import IsmctsBot

# A game's state, view and action are its own types; the contract only names what they do.
State = Any
Action = Any
Event = Any


class Engine(Protocol):
    """What every engine package (game.charon, game.sixbillion) offers at its top level.

    A state has `num_players`, `to_move` (whose decision, None when the game is over) and
    `is_over`. `view(state, player)` is what that player may see; `legal_actions` of the
    mover's view equals that of the whole game; `determinize(view, seed)` inverts a view: one
    whole game, drawn at random, that the player would see as that view (the search's worlds).
    `apply` is checked (IllegalAction, the state unchanged) and returns a new state; `step` is
    `apply` with the events it set off; `play` is the search's unchecked in-place `apply`.
    A game's history is its start (`start_of`) plus its actions: `from_json` replays a save and
    refuses one whose history disagrees."""

    @property
    def SaveError(self) -> type[ValueError]: ...  # what `from_json` raises for a save it refuses
    def start(
        self, players: int, seed: int, options: Mapping[str, object] | None = None
    ) -> tuple[State, list[Event]]: ...
    def start_of(self, state: State) -> JSONObject: ...
    def start_from(self, description: JSONObject) -> tuple[State, list[Event]]: ...
    def legal_actions(self, state: State) -> list[Action]: ...
    def apply(self, state: State, action: Action) -> State: ...
    def step(self, state: State, action: Action) -> tuple[State, list[Event]]: ...
    def play(self, state: State, action: Action) -> None: ...
    def view(self, state: State, player: int) -> State: ...
    def determinize(self, view: State, seed: int) -> State: ...
    def to_json(self, state: State) -> str: ...
    def from_json(self, text: str) -> State: ...
    def action_to_json(self, action: Action) -> JSONObject: ...
    def action_from_json(self, data: object) -> Action: ...
    def history(self, state: State) -> list[Action]: ...
    def can_undo(self, state: State) -> bool: ...
    def undo(self, state: State) -> State: ...
    def scores(self, state: State) -> list[int]: ...
    def winners(self, state: State) -> list[int]: ...


class Bot(Protocol):
    def choose(self, view: State) -> Action: ...


class MakeBot(Protocol):
    """A game's computer player from its spec ("random", "greedy", "ismcts:LEVEL"); ValueError
    for a spec the game does not have."""

    def __call__(self, spec: str, seed: int, max_seconds: float | None = None) -> Bot: ...


class Simulate(Protocol):
    """`python -m game simulate`'s report of random games: speed and a sanity table."""

    def __call__(self, players: int, games: int, seed: int, options: Mapping[str, object] | None = None) -> str: ...


class Advisor(Protocol):
    """A game's hint and post-game review, as plain data for the AI worker."""

    REVIEW_ITERATIONS: int

    def advise(self, view: State, level: str, seed: int, max_seconds: float | None) -> JSONObject: ...
    def decisions(self, game: State, player: int) -> Sequence[Any]: ...
    def rate(self, decision: Any, seed: int, iterations: int, focused: bool = False) -> JSONObject: ...
    def review_searcher(self, seed: int, iterations: int) -> "IsmctsBot": ...  # the review's search, for the tools


@dataclass(frozen=True)
class Option:
    """One of a game's optional rules, on or off."""

    key: str  # its name in `start`'s options and on the command line (`--discovery-track`)
    default: bool
    help: str


@dataclass(frozen=True)
class GameInfo:
    """One game: its key (in URLs, saves' records, the worker's messages and `--game`), its
    title, how many play it, its options and its searching player's levels, and the functions
    that load its engine, its computer players (`make_bot`), its random games' report
    (`python -m game simulate`) and its advisor (hints and reviews), each only when asked."""

    key: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    levels: tuple[str, ...]  # the searching player's levels: the bot specs "ismcts:LEVEL"
    load_engine: Callable[[], Engine]
    load_bots: Callable[[], MakeBot]
    load_simulate: Callable[[], Simulate]
    load_advisor: Callable[[], Advisor] | None  # None: no hint or review for this game yet

    @property
    def bot_specs(self) -> tuple[str, ...]:
        """Every computer player's spec, weakest first."""
        return ("random", "greedy", *(f"ismcts:{level}" for level in self.levels))

    def engine(self) -> Engine:
        return self.load_engine()

    def make_bot(self, spec: str, seed: int, max_seconds: float | None = None) -> Bot:
        return self.load_bots()(spec, seed, max_seconds)

    def advisor(self) -> Advisor:
        """The game's advisor; ValueError if it has none."""
        if self.load_advisor is None:
            raise ValueError(f"{self.title} has no advisor: hints and reviews are not offered for it")
        return self.load_advisor()

    def option_defaults(self) -> dict[str, bool]:
        return {o.key: o.default for o in self.options}

    def check_players(self, players: int) -> None:
        """ValueError unless the game is played by `players`."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is played by {self.min_players}-{self.max_players} players, not {players}")


# The loaders: each imports one game's code when first asked (modules cache it after).
def _charon_engine() -> Engine:
    import game.charon as engine

    return engine


def _charon_bots() -> MakeBot:
    from game.charon.players.bots import make_bot

    return make_bot


def _charon_simulate() -> Simulate:
    from game.charon.simulate import report

    return report


def _charon_advisor() -> Advisor:
    from game.charon.players import advising

    return advising


def _sixbillion_advisor() -> Advisor:
    from game.sixbillion.players import advising

    return advising


def _sixbillion_engine() -> Engine:
    import game.sixbillion as engine

    return engine


def _sixbillion_bots() -> MakeBot:
    from game.sixbillion.players.bots import make_bot

    return make_bot


def _sixbillion_simulate() -> Simulate:
    from game.sixbillion.simulate import report

    return report


GAMES: dict[str, GameInfo] = {
    info.key: info
    for info in (
        GameInfo(
            key="charon",
            title="Charon, Inc.",
            min_players=2,
            max_players=5,
            options=(),
            levels=("easy", "medium", "hard"),
            load_engine=_charon_engine,
            load_bots=_charon_bots,
            load_simulate=_charon_simulate,
            load_advisor=_charon_advisor,
        ),
        GameInfo(
            key="sixbillion",
            title="6 Billion",
            min_players=2,
            max_players=5,
            options=(Option("discovery_track", False, "the Discovery Track's optional rules (section 15)"),),
            levels=("easy", "medium", "hard"),
            load_engine=_sixbillion_engine,
            load_bots=_sixbillion_bots,
            load_simulate=_sixbillion_simulate,
            load_advisor=_sixbillion_advisor,
        ),
    )
}


def game_info(key: str) -> GameInfo:
    """The game registered as `key`; ValueError naming the games there are."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {key!r}: expected one of {', '.join(GAMES)}") from None

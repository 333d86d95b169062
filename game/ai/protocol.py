"""The small game protocol the search is written against; each game's players implement it
(game/charon/players/search.py, game/sixbillion/players/search.py).

The search (ismcts.py) calls nothing else, so one search serves every game that offers these
methods (after OpenSpiel's design). What a game must say, honestly:
- `determinize(view, seed)`: one complete game consistent with a player's view — the game
  knows what it hides and how to deal it; the search never looks inside;
- `legal_actions`, `play` (in place, unchecked), `to_move` (whose decision, None at the end);
- `is_over`, `returns` (each player's share of a win at the end), `progress` (a counter
  that only grows, in the unit a playout's horizon counts: Charon's rounds, 6 Billion's
  faction turns) and `evaluate` (each player's estimated share of a win in an unfinished
  position, where a playout stops);
- `is_secret(state, options)`: the mover's choice here is one the searcher could not see
  (another player's secret card, a private pass), so the tree keeps one edge for it whatever
  it is and the playout policy picks it;
- `playout_action`: the fast policy that finishes games; `candidates`: the moves worth
  searching (all of them where there are few); `view_key`: the view as text, so that the
  search's randomness depends on what the searcher sees and nothing else (`content_key`
  writes it from the state's own fields, not the save format: saving games differently
  must not change a single decision).
"""

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from game.registry import Action, Engine, State

# What a game keeps through one playout (Charon: each player's colour needs in a staking
# phase): the game's own, opaque to the search, which only hands it back.
PlayoutMemo = dict[Any, Any]
# What `content_key` reduces a view to: nested lists of (field, value) pairs and reprs.
Plain = str | list[Any]


def content_key(view: State) -> str:
    """A view's content as canonical text: its fields (generators, seeds and histories left
    out: they are not what a player sees), dicts in key order, so a view rebuilt from a save
    gives the same text as the one played to."""

    def plain(value: object) -> Plain:
        if isinstance(value, dict):
            return sorted((repr(k), plain(v)) for k, v in value.items())
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, (set, frozenset)):
            return sorted(repr(v) for v in value)
        fields = [f for cls in type(value).__mro__ for f in getattr(cls, "__slots__", ())]
        if fields:
            return [(f, plain(getattr(value, f, None))) for f in fields if f not in _NOT_CONTENT]
        return repr(value)

    return repr(plain(view))


_NOT_CONTENT = frozenset({"rng", "seed", "history", "undoable"})


@runtime_checkable
class Game(Protocol):
    def determinize(self, view: State, seed: int) -> State: ...
    def legal_actions(self, state: State) -> list[Action]: ...
    def play(self, state: State, action: Action) -> None: ...
    def to_move(self, state: State) -> int | None: ...
    def is_over(self, state: State) -> bool: ...
    def progress(self, state: State) -> int: ...
    def returns(self, state: State) -> Sequence[float]: ...
    def evaluate(self, state: State) -> Sequence[float]: ...
    def is_secret(self, state: State, options: list[Action]) -> bool: ...
    def playout_action(
        self, state: State, options: list[Action], generator: int, memo: PlayoutMemo
    ) -> tuple[Action, int]: ...
    def candidates(self, state: State, options: list[Action], at_root: bool) -> list[Action]: ...
    def view_key(self, view: State) -> str: ...


class EngineGame:
    """The part of the protocol every engine (game.registry.Engine) answers the same way: its
    determinize (beside its view), legal actions, unchecked play, whose move, the end, and
    `returns`: 1 for a sole winner, shared wins split 1, plus a small score margin so that the
    search prefers winning by more and losing by less. A game's adapter adds `progress`,
    `evaluate`, `is_secret`, `playout_action` and `candidates`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def determinize(self, view: State, seed: int) -> State:
        return self.engine.determinize(view, seed)

    def legal_actions(self, state: State) -> list[Action]:
        return self.engine.legal_actions(state)

    def play(self, state: State, action: Action) -> None:
        self.engine.play(state, action)

    def to_move(self, state: State) -> int | None:
        mover: int | None = state.to_move
        return mover

    def is_over(self, state: State) -> bool:
        over: bool = state.is_over
        return over

    def returns(self, state: State) -> list[float]:
        points = self.engine.scores(state)
        best = self.engine.winners(state)
        top = max(points) or 1
        return [(0.9 / len(best) if p in best else 0.0) + 0.1 * points[p] / top for p in range(state.num_players)]

    def view_key(self, view: State) -> str:
        return content_key(view)

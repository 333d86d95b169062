"""The small game protocol the search is written against, and Charon's side of it.

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

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from game.charon import engine
from game.charon.actions import ChooseRowCard, TakeCard
from game.charon.scoring import scores, winners
from game.charon.state import State

from .candidates import TOP_POSITIONS, candidate_actions
from .determinize import determinize
from .evaluate import evaluate
from .playout import SAMPLED_POSITIONS, playout_action


def content_key(view) -> str:
    """A view's content as canonical text: its fields (generators, seeds and histories left
    out: they are not what a player sees), dicts in key order, so a view rebuilt from a save
    gives the same text as the one played to."""

    def plain(value):
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
    def determinize(self, view, seed: int): ...
    def legal_actions(self, state) -> list: ...
    def play(self, state, action) -> None: ...
    def to_move(self, state) -> int | None: ...
    def is_over(self, state) -> bool: ...
    def progress(self, state) -> int: ...
    def returns(self, state) -> Sequence[float]: ...
    def evaluate(self, state) -> Sequence[float]: ...
    def is_secret(self, state, options: list) -> bool: ...
    def playout_action(self, state, options: list, generator: int, memo: dict) -> tuple[object, int]: ...
    def candidates(self, state, options: list, at_root: bool) -> list: ...
    def view_key(self, view) -> str: ...


class CharonGame:
    """Charon, Inc. through the protocol. `returns` is 1 for a sole winner, shared wins split
    1, plus a small score margin so that search prefers winning by more and losing by less.

    Playouts stake each flag at the best of `playout_positions` random positions (None: the
    best of all); the searcher's own flag is searched among the `root_positions` positions the
    greedy player ranks highest (TOP_POSITIONS elsewhere in the tree). `evaluation` scores a
    position where a playout stops short of the end (game.ai.evaluate: fitted to outcomes)."""

    def __init__(
        self,
        playout_positions: int | None = SAMPLED_POSITIONS,
        root_positions: int = TOP_POSITIONS,
        evaluation: Callable[[State], list[float]] = evaluate,
    ):
        self.playout_positions = playout_positions
        self.root_positions = root_positions
        self.evaluation = evaluation  # the fitted one; another while fitting (tools/fit_evaluation.py)

    def determinize(self, view: State, seed: int) -> State:
        return determinize(view, seed)

    def legal_actions(self, state: State) -> list:
        return engine.legal_actions(state)

    def play(self, state: State, action) -> None:
        engine.play(state, action)

    def to_move(self, state: State) -> int | None:
        return state.to_move

    def is_over(self, state: State) -> bool:
        return state.is_over

    def progress(self, state: State) -> int:
        return state.round

    def returns(self, state: State) -> list[float]:
        points = scores(state)
        best = winners(state)
        top = max(points) or 1
        return [(0.9 / len(best) if p in best else 0.0) + 0.1 * points[p] / top for p in range(state.num_players)]

    def evaluate(self, state: State) -> list[float]:
        return self.evaluation(state)

    def is_secret(self, state: State, options: list) -> bool:
        """A secret row card, or a card taken from the face-down discard pile."""
        first = options[0]
        if isinstance(first, ChooseRowCard):
            return True
        return isinstance(first, TakeCard) or any(isinstance(a, TakeCard) and a.card in state.discard for a in options)

    def playout_action(self, state: State, options: list, generator: int, memo: dict) -> tuple[object, int]:
        return playout_action(state, options, generator, memo, self.playout_positions)

    def candidates(self, state: State, options: list, at_root: bool) -> list:
        return candidate_actions(state, options, self.root_positions if at_root else TOP_POSITIONS)

    def view_key(self, view: State) -> str:
        return content_key(view)


CHARON = CharonGame()

"""The small game protocol the computer players are written against, and Charon's side of it.

Search algorithms only call these methods, so they would serve any game that offers them
(after OpenSpiel's design): list the legal actions, play one in place, copy a state, say
whose move it is, whether it is over and what each player got, and — because Charon hides
information — turn one player's view into a complete game consistent with it.
"""

from collections.abc import Sequence
from typing import Protocol

from game.charon import engine
from game.charon.scoring import scores, winners
from game.charon.state import State

from .determinize import determinize


class Game(Protocol):
    def legal_actions(self, state) -> list: ...
    def play(self, state, action) -> None: ...
    def copy(self, state): ...
    def to_move(self, state) -> int | None: ...
    def is_over(self, state) -> bool: ...
    def returns(self, state) -> Sequence[float]: ...
    def determinize(self, view, seed: int): ...


class CharonGame:
    """Charon, Inc. through the protocol. `returns` is 1 for a sole winner, shared wins split
    1, plus a small score margin so that search prefers winning by more and losing by less."""

    def legal_actions(self, state: State) -> list:
        return engine.legal_actions(state)

    def play(self, state: State, action) -> None:
        engine.play(state, action)

    def copy(self, state: State) -> State:
        return state.copy()

    def to_move(self, state: State) -> int | None:
        return state.to_move

    def is_over(self, state: State) -> bool:
        return state.is_over

    def returns(self, state: State) -> list[float]:
        points = scores(state)
        best = winners(state)
        top = max(points) or 1
        return [(0.9 / len(best) if p in best else 0.0) + 0.1 * points[p] / top for p in range(state.num_players)]

    def determinize(self, view: State, seed: int) -> State:
        return determinize(view, seed)


CHARON = CharonGame()

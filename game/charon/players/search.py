"""Charon, Inc. through the search's protocol (game/ai/protocol.py), and the searching
player's levels: `search_bot(seed, **LEVELS[level])` is `make_bot("ismcts:" + level, seed)`."""

from collections.abc import Callable
from typing import TypedDict

import game.charon as charon
from game.ai.ismcts import EXPLORATION, IsmctsBot
from game.ai.protocol import EngineGame, PlayoutMemo
from game.charon.actions import Action, ChooseRowCard, TakeCard
from game.charon.state import State

from .candidates import TOP_POSITIONS, candidate_actions
from .evaluate import evaluate, evaluate_for_table
from .playout import EVERY_POSITION, SAMPLED_POSITIONS, playout_action


# Budgets sized for the browser: in Pyodide on a modest machine medium decides in a fraction of a
# second, hard in under a second (benchmarks/ai_latency.py). The three levels are three steps:
# medium searches 150 iterations because at 350 it played almost as well as hard (hard won 59% of
# 360 duels, 52% of the 160 it was not tuned on), while at 150 it still beats two greedy players
# four games in five and hard beats it clearly (docs/computer-players.md). Hard owes its edge to
# better playouts, a wider root and a sharper search, not to more iterations alone (1,400
# iterations with medium's playouts won only half of 40 games against medium at 350): its playouts
# stake every flag where the greedy player would, where medium's take the best of four random
# positions; it weighs twenty positions for its own flag instead of six, because the greedy
# player's ranking that picks them misses strong ones (a centre that wins a tie, a road that keeps
# a zone: in tools/decision_regret.py's staking positions the best flag was often beyond its top
# ten), with 650 iterations to tell the twenty apart; and it explores half as much (UCB's constant
# 0.35, not 0.7), so that its iterations go to the moves that look best; and it scores where its
# playouts stop with weights fitted on games of its own table size (evaluate.py), which foresee a
# duel's winner better than the weights every table size shares. Easy, a first game's opponent,
# searches little enough to lose clearly to medium: with 100 iterations it still won 47% of 100
# two-player games against medium at 350, with 25 it loses two in three to medium at 150.
class Level(TypedDict, total=False):
    """A level's settings, passed to search_bot as keyword arguments."""

    iterations: int
    playout_positions: int | None
    root_positions: int
    exploration: float
    table_weights: bool


LEVELS: dict[str, Level] = {
    "easy": {"iterations": 25},
    "medium": {"iterations": 150},
    "hard": {
        "iterations": 650,
        "playout_positions": EVERY_POSITION,
        "root_positions": 20,
        "exploration": 0.35,
        "table_weights": True,
    },
}


class CharonGame(EngineGame):
    """Charon, Inc. through the protocol (returns: EngineGame's).

    Playouts stake each flag at the best of `playout_positions` random positions (None: the
    best of all); the searcher's own flag is searched among the `root_positions` positions the
    greedy player ranks highest (TOP_POSITIONS elsewhere in the tree). `evaluation` scores a
    position where a playout stops short of the end (evaluate.py: fitted to outcomes)."""

    def __init__(
        self,
        playout_positions: int | None = SAMPLED_POSITIONS,
        root_positions: int = TOP_POSITIONS,
        evaluation: Callable[[State], list[float]] = evaluate,
    ):
        super().__init__(charon)
        self.playout_positions = playout_positions
        self.root_positions = root_positions
        self.evaluation = evaluation  # the fitted one; another while fitting (tools/fit_evaluation.py)

    def progress(self, state: State) -> int:
        return state.round

    def evaluate(self, state: State) -> list[float]:
        return self.evaluation(state)

    def is_secret(self, state: State, options: list[Action]) -> bool:
        """A secret row card, or a card taken from the face-down discard pile."""
        first = options[0]
        if isinstance(first, ChooseRowCard):
            return True
        return isinstance(first, TakeCard) or any(isinstance(a, TakeCard) and a.card in state.discard for a in options)

    def playout_action(
        self, state: State, options: list[Action], generator: int, memo: PlayoutMemo
    ) -> tuple[Action, int]:
        return playout_action(state, options, generator, memo, self.playout_positions)

    def candidates(self, state: State, options: list[Action], at_root: bool) -> list[Action]:
        return candidate_actions(state, options, self.root_positions if at_root else TOP_POSITIONS)


CHARON = CharonGame()


def search_bot(
    seed: int = 0,
    iterations: int = 500,
    horizon_rounds: int = 1,
    playout_positions: int | None = SAMPLED_POSITIONS,
    root_positions: int = TOP_POSITIONS,
    max_seconds: float | None = None,
    exploration: float = EXPLORATION,
    table_weights: bool = False,
) -> IsmctsBot:
    """The search playing Charon: `playout_positions` and `root_positions` are CharonGame's
    settings; it scores where playouts stop with the weights fitted on games of the table's
    size if `table_weights` (a level's settings, LEVELS, are these keyword arguments)."""
    game = CharonGame(playout_positions, root_positions, evaluate_for_table if table_weights else evaluate)
    return IsmctsBot(
        game,
        seed=seed,
        iterations=iterations,
        horizon_rounds=horizon_rounds,
        max_seconds=max_seconds,
        exploration=exploration,
    )

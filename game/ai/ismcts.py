"""Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS").

Each iteration samples one complete game consistent with the searching player's view
(game.determinize), walks down a single shared tree using only the actions legal in that
sample (UCB1 with availability counts), adds one node, finishes the game with a fast
playout policy — or stops at a round boundary and scores the position with a heuristic —
and backs the result up. Statistics are shared across samples, so the tree is a tree of
information sets, not of one guessed world.

Moves the searcher cannot see — another player's secret row card, a card taken from the
face-down discard pile — are one edge in the tree whatever the card, chosen by the playout
policy, so the searcher's later decisions never depend on a card it could not have seen.

The search knows no game: it calls only the protocol of game/ai/protocol.py (the game given,
Charon by default; 6 Billion's is game/ai/sixbillion_search.py).
"""

import hashlib
import math
import time
from typing import TypedDict

from game import rng

from .candidates import TOP_POSITIONS
from .evaluate import evaluate, evaluate_for_table
from .playout import EVERY_POSITION, SAMPLED_POSITIONS
from .protocol import CharonGame, Game


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
    """A level's settings, passed to IsmctsBot as keyword arguments."""

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
EXPLORATION = 0.7  # UCB1's constant unless a level sets its own (rewards are win shares in [0, 1])
_SECRET = "secret move"  # the tree key of a move the searcher cannot see


class Node:
    __slots__ = ("children", "visits", "reward", "available", "candidates")

    def __init__(self):
        self.children: dict = {}
        self.candidates: list | None = None  # the moves worth searching here, once ranked
        self.visits = 0
        self.reward = 0.0  # summed returns of the player who made the move into this node
        self.available = 0  # how often this move was legal when its parent was visited


class IsmctsBot:
    """`choose(view)`: the most visited move after `iterations` searches (or `max_seconds`,
    if set, whichever comes first). Deterministic for a seed and a view, unless timed out.

    Playouts run `horizon_rounds` of `game`'s progress units (Charon: rounds) on. Without a game it plays
    Charon, with `playout_positions` and `root_positions` as CharonGame's settings, scoring with
    the weights fitted on games of the table's size if `table_weights`. `exploration`
    is UCB1's constant: lower spends more of the iterations on the moves that look best."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 500,
        horizon_rounds: int = 1,
        playout_positions: int | None = SAMPLED_POSITIONS,
        root_positions: int = TOP_POSITIONS,
        max_seconds: float | None = None,
        game: Game | None = None,
        exploration: float = EXPLORATION,
        table_weights: bool = False,
    ):
        self.seed = seed
        self.iterations = iterations
        self.horizon_rounds = horizon_rounds
        self.max_seconds = max_seconds
        self.exploration = exploration
        if game is None:
            game = CharonGame(playout_positions, root_positions, evaluate_for_table if table_weights else evaluate)
        self.game: Game = game
        self.last_iterations = 0

    def choose(self, view):
        options, root = self._search(view)
        return max(options, key=lambda a: root.children[a].visits if a in root.children else -1)

    def rank(self, view) -> list[tuple]:
        """The moves `choose` weighs, from the same search: (action, visits, the mover's mean
        reward — a win share in [0, 1]), most visited first; the first is `choose(view)`'s.
        A move that is the only candidate is not searched (0 visits, reward None)."""
        options, root = self._search(view)
        stats = []
        for a in options:
            child = root.children.get(a)
            if child is None or not child.visits:
                stats.append((a, 0, None))
            else:
                stats.append((a, child.visits, child.reward / child.visits))
        return sorted(stats, key=lambda s: -s[1])  # stable: ties keep `choose`'s order

    def _search(self, view) -> tuple[list, Node]:
        """The root's candidate moves and the searched root (unsearched if there is one move)."""
        game = self.game
        options = game.legal_actions(view)
        if not options:
            raise ValueError("no legal action: it is not this player's turn, or the game is over")
        options = game.candidates(view, options, True)
        root = Node()
        if len(options) == 1:
            return options, root
        me = game.to_move(view)
        assert me is not None, "a player with legal actions is to move"
        # The generator depends on the bot's seed and on what it sees, nothing else.
        digest = hashlib.sha256(f"{self.seed}:{game.view_key(view)}".encode()).digest()
        generator = rng.seed_state(int.from_bytes(digest[:8], "little"))
        # The searcher's own moves are the same in every sampled world: rank them once, here.
        root.candidates = options
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        done = 0
        while done < self.iterations and (deadline is None or time.perf_counter() < deadline):
            generator, world_seed = rng.next64(generator)
            generator = self._iterate(root, self.game.determinize(view, world_seed), me, generator)
            done += 1
        self.last_iterations = done
        return options, root

    def _iterate(self, root: Node, state, me: int, generator: int) -> int:
        game = self.game
        node, path = root, []
        expanded = False
        # Selection and expansion.
        while not game.is_over(state):
            player = game.to_move(state)
            assert player is not None, "a game not over has someone to move"
            options = _candidates(game, node, state, game.legal_actions(state))
            if player != me and game.is_secret(state, options):
                action, generator = game.playout_action(state, options, generator, {})
                key = _SECRET
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node()
                child.available += 1
            else:
                untried = []
                for a in options:
                    child = node.children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.available += 1
                if untried:
                    generator, i = rng.below(generator, len(untried))
                    action = key = untried[i]
                    child = node.children[key] = Node()
                    child.available = 1
                    expanded = True
                else:
                    action = key = _ucb_pick(node, options, self.exploration)
                    child = node.children[key]
            game.play(state, action)
            path.append((child, player))
            node = child
            if expanded:
                break
        # Playout to the horizon, then score.
        start = game.progress(state)
        memo: dict = {}
        while not game.is_over(state) and game.progress(state) - start < self.horizon_rounds:
            options = game.legal_actions(state)
            action, generator = game.playout_action(state, options, generator, memo)
            game.play(state, action)
        rewards = game.returns(state) if game.is_over(state) else game.evaluate(state)
        for child, player in path:
            child.visits += 1
            child.reward += rewards[player]
        return generator


def _candidates(game: Game, node: Node, state, options: list) -> list:
    """The moves worth searching at `node`. Ranking them can cost a scan of the board, so the
    ranking is kept in the node and reused while every kept move is still legal (true of
    flags and positions, which every sample shares; a hidden hand may change them)."""
    cached = node.candidates
    if cached is not None:
        legal = set(options)
        if all(a in legal for a in cached):
            return cached
    node.candidates = game.candidates(state, options, False)
    return node.candidates


def _ucb_pick(node: Node, options: list, exploration: float = EXPLORATION):
    best, best_value = None, -1.0
    for a in options:
        child = node.children[a]
        value = child.reward / child.visits + exploration * math.sqrt(math.log(child.available) / child.visits)
        if value > best_value:
            best, best_value = a, value
    return best

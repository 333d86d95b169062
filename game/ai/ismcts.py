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

The search knows no game: it calls only the protocol of game/ai/protocol.py, which each game's
players implement (Charon's in game/charon/players/search.py, 6 Billion's in
game/sixbillion/players/search.py, with each game's levels).
"""

import hashlib
import math
import time

from game import rng
from game.registry import Action, State

from .choice import options_to_choose
from .protocol import Game, PlayoutMemo

EXPLORATION = 0.7  # UCB1's constant unless a level sets its own (rewards are win shares in [0, 1])
_SECRET = "secret move"  # the tree key of a move the searcher cannot see


class Node:
    __slots__ = ("children", "visits", "reward", "square", "available", "candidates")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}  # by move (the secret move: _SECRET)
        self.candidates: list[Action] | None = None  # the moves worth searching here, once ranked
        self.visits = 0
        self.reward = 0.0  # summed returns of the player who made the move into this node
        self.square = 0.0  # ... and their squares: how much the returns spread (the review's intervals)
        self.available = 0  # how often this move was legal when its parent was visited


class IsmctsBot:
    """`choose(view)`: the most visited move after `iterations` searches (or `max_seconds`,
    if set, whichever comes first). Deterministic for a seed and a view, unless timed out.

    `game` is the game through the search's protocol. Playouts run `horizon_rounds` of its
    progress units (Charon: rounds) on. `exploration` is UCB1's constant: lower spends more of
    the iterations on the moves that look best.

    `prior_bias` (0: off) starts the search from the game's own choice: the move that
    `game.prior(view, options)` names (a game offering priors has that method) gets
    `prior_bias / (visits + 1)` added to its UCB value at the root (progressive bias, Chaslot
    et al. 2008), so it is searched most unless the playouts show another move is better.
    With few iterations and noisy returns, a search without it can play worse than the rules
    of thumb it plays out with."""

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        iterations: int = 500,
        horizon_rounds: int = 1,
        max_seconds: float | None = None,
        exploration: float = EXPLORATION,
        prior_bias: float = 0.0,
    ) -> None:
        self.seed = seed
        self.prior_bias = prior_bias
        self.iterations = iterations
        self.horizon_rounds = horizon_rounds
        self.max_seconds = max_seconds
        self.exploration = exploration
        self.game: Game = game
        self.even_root = False  # the review's head-to-head look: the root's moves share the playouts evenly
        self.last_iterations = 0
        self.last_spreads: dict[Action, float] = {}  # rank's moves -> their returns' standard deviation

    def choose(self, view: State) -> Action:
        options, root = self._search(view)
        return max(options, key=lambda a: root.children[a].visits if a in root.children else -1)

    def rank(self, view: State) -> list[tuple[Action, int, float | None]]:
        """The moves `choose` weighs, from the same search: (action, visits, the mover's mean
        reward — a win share in [0, 1]), most visited first; the first is `choose(view)`'s.
        A move that is the only candidate is not searched (0 visits, reward None). The sample
        standard deviation of each move's returns (moves searched twice or more) is kept in
        `last_spreads`."""
        options, root = self._search(view)
        stats: list[tuple[Action, int, float | None]] = []
        self.last_spreads = {}
        for a in options:
            child = root.children.get(a)
            if child is None or not child.visits:
                stats.append((a, 0, None))
                continue
            n, mean = child.visits, child.reward / child.visits
            stats.append((a, n, mean))
            if n > 1:
                self.last_spreads[a] = math.sqrt(max(0.0, child.square - n * mean * mean) / (n - 1))
        return sorted(stats, key=lambda s: -s[1])  # stable: ties keep `choose`'s order

    def _search(self, view: State) -> tuple[list[Action], Node]:
        """The root's candidate moves and the searched root (unsearched if there is one move)."""
        game = self.game
        options = game.candidates(view, options_to_choose(game.legal_actions(view)), True)
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
        favoured = game.prior(view, options) if self.prior_bias > 0 else None  # type: ignore[attr-defined]
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        done = 0
        while done < self.iterations and (deadline is None or time.perf_counter() < deadline):
            generator, world_seed = rng.next64(generator)
            generator = self._iterate(root, self.game.determinize(view, world_seed), me, generator, favoured)
            done += 1
        self.last_iterations = done
        return options, root

    def _iterate(self, root: Node, state: State, me: int, generator: int, favoured: object = None) -> int:
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
                    if node is root and self.even_root:
                        action = key = min(options, key=lambda a: node.children[a].visits)
                    elif node is root and favoured is not None:
                        action = key = _ucb_pick(node, options, self.exploration, favoured, self.prior_bias)
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
        memo: PlayoutMemo = {}
        while not game.is_over(state) and game.progress(state) - start < self.horizon_rounds:
            options = game.legal_actions(state)
            action, generator = game.playout_action(state, options, generator, memo)
            game.play(state, action)
        rewards = game.returns(state) if game.is_over(state) else game.evaluate(state)
        for child, player in path:
            child.visits += 1
            child.reward += rewards[player]
            child.square += rewards[player] * rewards[player]
        return generator


def _candidates(game: Game, node: Node, state: State, options: list[Action]) -> list[Action]:
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


def _ucb_pick(
    node: Node, options: list[Action], exploration: float = EXPLORATION, favoured: object = None, bias: float = 0.0
) -> Action:
    best, best_value = None, -1.0
    for a in options:
        child = node.children[a]
        value = child.reward / child.visits + exploration * math.sqrt(math.log(child.available) / child.visits)
        if a == favoured:
            value += bias / (child.visits + 1)
        if value > best_value:
            best, best_value = a, value
    return best

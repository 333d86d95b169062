"""A flat Monte Carlo player with a greedy model of everyone: each candidate move is judged by
what happens over the others' turns up to the player's next faction turn, played by the greedy
player's own choices (each seat deciding from its view of a sampled world), and scored there by
the fitted evaluation.

The search (search.py) plays the others' turns out with a fast policy far cruder than the
players it meets, or not at all (its playouts stop at the end of its own faction turn); this one
spends its budget on few, realistic futures instead: `worlds` sampled worlds
(game/sixbillion/determinize.py, from the player's view only), every candidate played out in
each of them from the same deal and the same future shuffles (common random numbers), so the
candidates differ only by their own consequences. Candidates are the search's (the greedy
player's best card plays, reactions, consent); the decisions the search leaves to the greedy
player stay greedy's.

Tried in the fourth session (docs/sixbillion-players.md); no level uses it unless its screen
(`tools/sixbillion_screen.py --variant rollout=WORLDS`) wins.
"""

import hashlib
from collections.abc import Callable

from game import rng
from game.ai.choice import options_to_choose
from game.sixbillion import legal_actions, play, view
from game.sixbillion.actions import Action
from game.sixbillion.determinize import determinize as sample_world
from game.sixbillion.state import State

from .evaluate import evaluate
from .greedy import GreedyBot
from .search import SIXBILLION, searched

NEXT_TURN = 0  # horizon: to the start of the player's next faction turn


def faction_turns(state: State) -> int:
    """Faction turns begun since the game's start (the search's progress)."""
    return (state.round - 1) * state.num_factions + state.position


class RolloutBot:
    """Flat Monte Carlo over the search's candidates, greedy playouts for every seat.

    `horizon`: faction turns played out after the one in progress (NEXT_TURN: to the start of
    the player's next faction turn; the turn order is drawn afresh each round, so that is the
    rest of this round and next round's faction turns before the player's). `sample(view, seed)`
    makes a world from the view (by default determinize; only a measurement's oracle, in
    tools/sixbillion_ceiling.py, hands it another)."""

    def __init__(
        self,
        seed: int = 0,
        worlds: int = 8,
        horizon: int = NEXT_TURN,
        sample: Callable[[State, int], State] | None = None,
    ):
        self.sample = sample if sample is not None else sample_world
        self.seed = seed
        self.worlds = worlds
        self.horizon = horizon
        self.greedy = GreedyBot(seed)
        self.last_values: dict[Action, float] = {}  # each candidate's mean return, last decision

    def choose(self, view_: State) -> Action:
        if not searched(view_):
            return self.greedy.choose(view_)
        options = SIXBILLION.candidates(view_, options_to_choose(legal_actions(view_)), True)
        if len(options) == 1:
            return options[0]
        me = view_.to_move
        assert me is not None, "a player with legal actions is to move"
        # The worlds depend on the bot's seed and on what it sees, nothing else (as the search's).
        digest = hashlib.sha256(f"{self.seed}:{SIXBILLION.view_key(view_)}".encode()).digest()
        generator = rng.seed_state(int.from_bytes(digest[:8], "little"))
        totals = dict.fromkeys(options, 0.0)
        counts = dict.fromkeys(options, 0)
        for _ in range(self.worlds):
            generator, world_seed = rng.next64(generator)
            world = self.sample(view_, world_seed)
            legal = set(legal_actions(world))
            for action in options:
                if action not in legal:  # a move a sampled hand cannot make here (never the player's own)
                    continue
                totals[action] += self._playout(world, action, me, world_seed)
                counts[action] += 1
        self.last_values = {a: totals[a] / counts[a] for a in options if counts[a]}
        return max(options, key=lambda a: self.last_values.get(a, -1.0))

    def _playout(self, world: State, action: Action, me: int, seed: int) -> float:
        state = world.copy()
        state.history = None
        start = faction_turns(state)
        play(state, action)
        bots = [GreedyBot(seed + p) for p in range(state.num_players)]
        while not state.is_over and not self._stops(state, start, me):
            p = state.to_move
            assert p is not None, "a game not over has someone to move"
            play(state, bots[p].choose(view(state, p)))
        return SIXBILLION.returns(state)[me] if state.is_over else evaluate(state)[me]

    def _stops(self, state: State, start: int, me: int) -> bool:
        turns = faction_turns(state) - start
        if self.horizon != NEXT_TURN:
            return turns >= self.horizon
        # (A faction turn without a decision is played at once, so a playout may see the next
        # one begin without stopping in it: never more than two rounds on.)
        return turns > 0 and state.turn_order[state.position] == me or turns >= 2 * state.num_factions

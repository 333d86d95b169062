"""A MEASUREMENT, never a player: how often 6 Billion's search could win against two greedy
players if it saw the whole game (every hand, agenda, Discovery card and the deck's order).

    python -m tools.sixbillion_ceiling [--variant iterations=200,...] [--against greedy,greedy]
                                       [--games 60] [--seed 7000]
    python -m tools.sixbillion_ceiling --variant rollout=4 ...   (the flat Monte Carlo player's)

The oracle searches the true position: every sampled world is the game itself (only the
generator of the draws to come differs), so its tree sees what a player never does. What it
wins is an upper bound for a searching player with the same settings and playouts: if even the
oracle stays near the greedy players' share, the game's luck caps any fair player's edge, and
no honest player can reach an aim above that. Its non-searched decisions are the greedy
player's on its own view, as SearchBot's are. The screen and its seats are
tools/sixbillion_screen.py's.
"""

from game import rng
from game.sixbillion import Action, view
from game.sixbillion.players.rollout import NEXT_TURN, RolloutBot
from game.sixbillion.players.search import SearchBot, SixBillionGame, searched
from game.sixbillion.state import State

from .sixbillion_screen import Seat
from .sixbillion_screen import main as screen_main


class OracleGame(SixBillionGame):
    """6 Billion for the search, where the 'view' it is given is the whole game."""

    def determinize(self, view: State, seed: int) -> State:
        assert view.viewer is None, "the oracle is handed the whole game"
        world = view.copy()
        world.history = None
        world.undoable = 0
        world.rng = rng.seed_state(seed)  # the present is known, the draws to come are not
        return world


class OracleBot(SearchBot):
    """SearchBot with its settings, its search over the whole game (OracleGame): `search.choose`
    is handed the true state, `greedy` the seat's view."""

    def searched_game(self, evaluation: str) -> SixBillionGame:
        return OracleGame(evaluation)


def oracle(settings: dict):
    """A seed -> a seat that searches the true position (SearchBot's settings) and plays the
    greedy player's rules on its view where SearchBot does; with `rollout=WORLDS`, the flat
    Monte Carlo player (RolloutBot) playing out the true position instead."""
    if "rollout" in settings:
        return rollout_oracle(settings)

    def make(seed: int) -> Seat:
        bot = OracleBot(seed, **settings)

        def decide(state: State, seat: int) -> Action:
            seen = view(state, seat)
            return bot.search.choose(state) if searched(seen, bot.free_doubling) else bot.greedy.choose(seen)

        return decide

    return make


def rollout_oracle(settings: dict):
    """A seed -> a seat where RolloutBot's worlds are the true position (the draws to come
    differ from world to world)."""
    truth = OracleGame()

    def make(seed: int) -> Seat:
        now: list[State] = []
        bot = RolloutBot(
            seed,
            worlds=settings["rollout"],
            horizon=settings.get("rollout_horizon", NEXT_TURN),
            sample=lambda _view, world_seed: truth.determinize(now[-1], world_seed),
        )

        def decide(state: State, seat: int) -> Action:
            now[:] = [state]
            return bot.choose(view(state, seat))

        return decide

    return make


def main() -> None:
    screen_main("ORACLE (sees the whole game)", oracle)


if __name__ == "__main__":
    main()

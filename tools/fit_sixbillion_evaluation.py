"""Fit 6 Billion's search evaluation (game/sixbillion/players/evaluate.py) to self-play outcomes.

    python -m tools.fit_sixbillion_evaluation [--games 400] [--seed 1] [--compare 5]

Plays seeded games of greedy players (2, 3 and 4 players in turn) and records, wherever a
faction turn begins (where the search's playouts stop and evaluate), every player's features
and their final share of the win (1 for a sole winner, 1/k each for k sharing it). Fits a
conditional logit — a player's chance of winning is the softmax of the weighted sums of the
players' features — by Newton's method with a small L2 penalty on standardised features.
Every fifth game is held out first to report how well the fit, and the hand-set evaluation it
replaces, predict games they were not fitted on (mean log-likelihood of the winner, and how
often the favourite won); then the weights are fitted on all games and printed, to be pasted
into evaluate.py's WEIGHTS. Plain Python: the same seed gives the same weights. `--compare N`
also reports a model fitted on the first N features only (a new feature's worth, before/after).
"""

import argparse
import math
import sys

from game.sixbillion import apply, new_game, view, winners
from game.sixbillion.players.evaluate import FEATURES, all_features
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import SIXBILLION

from ._logit import Position, fit
from ._logit import chances as logit_chances

HELD_OUT_EVERY = 5
TABLES = (3, 2, 4)  # player counts, in turn


def play_and_record(players: int, seed: int) -> list[Position]:
    """One greedy game: the position at the start of every faction turn, with the outcome."""
    state = new_game(players, seed)
    bots = [GreedyBot(seed * 31 + p) for p in range(players)]
    seen: list[list[list[float]]] = []
    last = None
    while not state.is_over:
        turn = SIXBILLION.progress(state)
        if turn != last:
            seen.append(all_features(state))
            last = turn
        me = state.to_move
        state = apply(state, bots[me].choose(view(state, me)))
    best = winners(state)
    shares = [1 / len(best) if p in best else 0.0 for p in range(players)]
    return [(f, shares) for f in seen]


def judge(chances, positions: list[Position]) -> tuple[float, float]:
    """(mean log-likelihood of the outcome, share of positions whose favourite won)."""
    loglik = hits = 0.0
    for f, y in positions:
        p = chances(f)
        loglik += sum(ya * math.log(max(pa, 1e-9)) for ya, pa in zip(y, p, strict=True))
        hits += y[max(range(len(p)), key=lambda a: p[a])]
    return loglik / len(positions), hits / len(positions)


def softmax_with(weights: list[float]):
    """The fitted model's chances of a position's players, from their features."""
    return lambda f: logit_chances(weights, f)


def hand_set(f: list[list[float]]) -> list[float]:
    """The evaluation before the fit (search.py's logistic of the standing lead), as chances."""
    worth = [row[0] + 2.5 * row[4] for row in f]
    raw = [1 / (1 + math.exp(-(w - max(x for q, x in enumerate(worth) if q != p)) / 6.0)) for p, w in enumerate(worth)]
    return [r / sum(raw) for r in raw]


def _weights(weights: list[float]) -> str:
    return f"({', '.join(f'{w:.4f}' for w in weights)})"


def _first(positions: list[Position], k: int) -> list[Position]:
    return [([row[:k] for row in f], y) for f, y in positions]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", type=int, default=0, help="also fit the first N features alone")
    args = parser.parse_args()
    train: list[Position] = []
    held: list[Position] = []
    for g in range(args.games):
        game = play_and_record(TABLES[g % len(TABLES)], args.seed + g)
        (held if g % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 else train).extend(game)
        if (g + 1) % 50 == 0:
            print(f"  {g + 1} of {args.games} games", file=sys.stderr, flush=True)
    weights = fit(train)
    models = [("fitted", softmax_with(weights)), ("hand-set", hand_set)]
    if args.compare:
        first = fit(_first(train, args.compare))
        print(
            f"first {args.compare}, fitted on all games: WEIGHTS = {_weights(fit(_first(train + held, args.compare)))}"
        )
        models.append((f"first {args.compare}", lambda f: softmax_with(first)([row[: args.compare] for row in f])))
    for name, chances in models:
        loglik, hits = judge(chances, held)
        print(f"held-out games, {name:8}: mean log-likelihood {loglik:.4f}, favourite won {hits:.1%}")
    weights = fit(train + held)
    print(f"{len(train) + len(held)} positions from {args.games} games (seed {args.seed}); features {FEATURES}")
    print(f"WEIGHTS = {_weights(weights)}")


if __name__ == "__main__":
    main()

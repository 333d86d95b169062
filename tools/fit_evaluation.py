"""Fit the search's round-end evaluation (game/charon/players/evaluate.py) to the outcomes of self-play.

    python -m tools.fit_evaluation [--games 1600] [--medium-games 24] [--table-games 20000] [--seed 1] [--out FILE]

Plays seeded games of 2 to 5 players — greedy players only, and games with one `ismcts:medium`
seat (at 350 iterations) among greedy ones — and records, wherever a round from 2 to 4 begins
(where the search stops its playouts and evaluates), every player's features and their final
result as a share of the win (1 for a sole winner, 1/k each for k sharing it, else 0). For each
round it then fits a conditional logit — a player's chance of winning is the softmax of the
weighted sums of the players' features — by Newton's method with a small L2 penalty, on
standardised features, and writes the weights (for raw features) to the package's weights file:
`rounds`, fitted on all those games, for any table size, and `tables`, each table size fitted
alone on `--table-games` greedy games of its own (hard's evaluation). Every fifth game is held
out first to report how well the model predicts games it was not fitted on; the shipped weights
are then fitted on all games. Plain Python (no numpy): the same seed gives the same file.
"""

import argparse
import json
import math
import sys
import time
from functools import partial
from pathlib import Path

from game.ai import make_bot
from game.ai.ismcts import IsmctsBot
from game.charon import apply, new_game, view, winners
from game.charon.players.evaluate import FEATURES, FITTED_ROUNDS, TABLE_SIZES, WEIGHTS_FILE, evaluate_with, features
from game.charon.players.search import CharonGame

from ._logit import Position, chances, fit

OUT = Path(__file__).resolve().parent.parent / "game" / "ai" / WEIGHTS_FILE
HELD_OUT_EVERY = 5
TABLE_SEEDS = 1_000_000  # a table size's games are seeded apart from the others'
# The searching seat's budget: medium's when the shipped weights were fitted (it now searches
# 150), kept so that the same seed still gives the same file.
SEARCHING_SEAT_ITERATIONS = 350


def play_and_record(specs: list[str], seed: int, weights: dict[int, list[float]] | None = None) -> dict[int, Position]:
    """One seeded game; round -> the position where that round began. A searching seat
    searches SEARCHING_SEAT_ITERATIONS and evaluates with `weights` (round -> weights) if given."""
    bots = [make_bot(spec, seed * 31 + seat) for seat, spec in enumerate(specs)]
    for bot in bots:
        if isinstance(bot, IsmctsBot) and isinstance(bot.game, CharonGame):
            bot.iterations = SEARCHING_SEAT_ITERATIONS
            if weights is not None:
                bot.game.evaluation = partial(evaluate_with, weights)
    state = new_game(len(specs), seed)
    seen: dict[int, list[list[float]]] = {}
    while not state.is_over:
        if state.round in FITTED_ROUNDS and state.round not in seen:
            seen[state.round] = [features(state, p) for p in range(state.num_players)]
        player = state.mover
        state = apply(state, bots[player].choose(view(state, player)))
    best = winners(state)
    shares = [1 / len(best) if p in best else 0.0 for p in range(state.num_players)]
    return {r: (rows, shares) for r, rows in seen.items()}


def self_play(
    first: int, count: int, seed: int, medium: bool = False, weights: dict[int, list[float]] | None = None
) -> list[dict[int, Position]]:
    """Games `first` to `first + count - 1`: game i has 2 + i % 4 players and seed `seed + i`;
    with `medium`, one seat (rotating) is `ismcts:medium`, evaluating with `weights`."""
    out = []
    started = time.perf_counter()
    for i in range(first, first + count):
        players = 2 + i % 4
        specs = ["greedy"] * players
        if medium:
            specs[i % players] = "ismcts:medium"
        out.append(play_and_record(specs, seed + i, weights))
        if (i + 1 - first) % 200 == 0 or (medium and (i + 1 - first) % 5 == 0):
            print(f"  {i + 1 - first} games played ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return out


def table_play(players: int, count: int, seed: int) -> list[dict[int, Position]]:
    """`count` greedy games of `players` players; game i has the seed `seed + TABLE_SEEDS * players + i`."""
    out = []
    started = time.perf_counter()
    for i in range(count):
        out.append(play_and_record(["greedy"] * players, seed + TABLE_SEEDS * players + i))
        if (i + 1) % 5000 == 0:
            print(f"  {players} players: {i + 1} games played ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return out


def fit_rounds(games: list[dict[int, Position]], label: str) -> tuple[dict[str, list[float]], dict[str, dict]]:
    """Round -> weights fitted on all `games`, and round -> how a fit on four games in five
    predicted the fifth (log loss beside an even guess's, how often the favourite won)."""
    rounds: dict[str, list[float]] = {}
    report: dict[str, dict] = {}
    for r in FITTED_ROUNDS:
        train = [g[r] for i, g in enumerate(games) if r in g and i % HELD_OUT_EVERY]
        held = [g[r] for i, g in enumerate(games) if r in g and not i % HELD_OUT_EVERY]
        loss, even, hits = scored(fit(train), held)
        everything = train + held
        rounds[str(r)] = [round(w, 6) for w in fit(everything)]
        report[str(r)] = {
            "positions": len(everything),
            "held_out_log_loss": round(loss, 4),
            "even_guess_log_loss": round(even, 4),
            "held_out_favourite_won": round(hits, 4),
        }
        print(
            f"{label}, round {r}: {len(everything)} positions; held out: log loss {loss:.3f} (even guess {even:.3f}), "
            f"the favourite won {hits:.1%}",
            file=sys.stderr,
        )
    return rounds, report


def scored(weights: list[float], positions: list[Position]) -> tuple[float, float, float]:
    """(log loss, log loss of an even guess, how often the favourite won a share), per position."""
    loss = even = hits = 0.0
    for players, shares in positions:
        probs = chances(weights, players)
        loss -= sum(y * math.log(max(p, 1e-12)) for p, y in zip(probs, shares, strict=True))
        even += math.log(len(players))
        hits += shares[max(range(len(probs)), key=probs.__getitem__)] > 0
    n = len(positions)
    return loss / n, even / n, hits / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1600, help="greedy-only games (2-5 players)")
    parser.add_argument("--medium-games", type=int, default=24, help="games with one ismcts:medium seat")
    parser.add_argument("--table-games", type=int, default=20000, help="greedy games of each table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    print(f"self-play: {args.games} greedy games", file=sys.stderr)
    games = self_play(0, args.games, args.seed)
    if args.medium_games:
        # The searcher needs an evaluation to play: a first fit on the greedy games alone, so
        # that the result depends on the seed and nothing else (not on the file in place).
        first_fit = {r: fit([g[r] for g in games if r in g]) for r in FITTED_ROUNDS}
        print(f"self-play: {args.medium_games} games with a medium seat (first fit)", file=sys.stderr)
        games += self_play(args.games, args.medium_games, args.seed, medium=True, weights=first_fit)
    rounds, report = fit_rounds(games, "any table")
    tables: dict[str, dict[str, list[float]]] = {}
    table_reports: dict[str, dict[str, dict]] = {}
    for players in TABLE_SIZES:
        print(f"self-play: {args.table_games} greedy games of {players} players", file=sys.stderr)
        tables[str(players)], table_reports[str(players)] = fit_rounds(
            table_play(players, args.table_games, args.seed), f"{players} players"
        )
    data = {
        "about": (
            "Fitted by tools/fit_evaluation.py; read by game/charon/players/evaluate.py. "
            "Per round, a weight per feature: "
            "'rounds' for any table size, 'tables' for each table size alone."
        ),
        "features": list(FEATURES),
        "rounds": rounds,
        "tables": tables,
        "fit": {
            "seed": args.seed,
            "greedy_games": args.games,
            "medium_games": args.medium_games,
            "rounds": report,
            "table_games": args.table_games,
            "tables": table_reports,
        },
    }
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()

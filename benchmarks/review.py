"""What a whole-game post-game review costs in CPython, and what it finds.

    python -m benchmarks.review [--games 2] [--seed 1] [--player random]

One finished 3-player game per seed (seat 0 played by `--player`, a bot spec; the others greedy)
is reviewed for seat 0 as the results screen does (shell.review_panel): the worker's review
entry (game.ai.worker.review) asked for every decision's first look, then for longer looks as
shell.review_plan.ReviewBudget spends what is left. Prints the time, the iterations spent and
what the review says of the decisions: surely costly, too close to call, the advisor's choice,
not weighed; and how much the searched moves' playout returns spread, against the bound a
win-or-lose outcome would give (game.ai.confidence uses the measured spread).
"""

import argparse
import json
import statistics
import time

from game.ai import make_bot
from game.ai.worker import review, review_count
from game.charon import apply, new_game, to_json, view
from shell.review_plan import ReviewBudget


def finished_game(seed: int, player: str) -> str:
    state = new_game(3, seed)
    bots = [make_bot(player, seed), make_bot("greedy", seed + 1), make_bot("greedy", seed + 2)]
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    return to_json(state)


def reviewed(game: str, seed: int) -> tuple[list[dict], ReviewBudget, int]:
    """Seat 0's ratings, the budget spent, and the longer looks taken."""
    plan = json.loads(review_count("charon", game, 0))
    budget = ReviewBudget(plan["count"], plan["iterations"])
    started = time.perf_counter()
    ratings = []
    for number in range(plan["count"]):
        ratings.append(json.loads(review("charon", game, 0, number, seed, budget.first_look(number))))
    looks = 0
    while (look := budget.next_look(ratings, time.perf_counter() - started)) is not None:
        number, iterations = look
        ratings[number] = json.loads(review("charon", game, 0, number, seed, iterations, True))
        looks += 1
    return ratings, budget, looks


def verdicts(ratings: list[dict]) -> dict[str, int]:
    out = {"costly": 0, "too close": 0, "advisor's choice": 0, "not weighed": 0}
    for r in ratings:
        if r["played"] == r["best"]:
            out["advisor's choice"] += 1
        elif r["cost"] is None:
            out["not weighed"] += 1
        elif r.get("sure"):
            out["costly"] += 1
        else:
            out["too close"] += 1
    return out


def spread_ratio(ratings: list[dict]) -> float | None:
    """The median of a move's measured return spread over sqrt(p (1 - p)), its win-or-lose bound."""
    ratios = [
        r[side + "Spread"] / (r[side + "Chance"] * (1 - r[side + "Chance"])) ** 0.5
        for r in ratings
        for side in ("best", "played")
        if r.get(side + "Spread") and 0 < r[side + "Chance"] < 1 and r[side + "Visits"] >= 30
    ]
    return statistics.median(ratios) if ratios else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="random", help="seat 0's bot spec (the reviewed player)")
    args = parser.parse_args()
    for seed in range(args.seed, args.seed + args.games):
        game = finished_game(seed, args.player)
        t0 = time.perf_counter()
        ratings, budget, looks = reviewed(game, 7)
        seconds = time.perf_counter() - t0
        said = ", ".join(f"{n} {k}" for k, n in verdicts(ratings).items())
        ratio = spread_ratio(ratings)
        print(
            f"game {seed} (seat 0 {args.player}): {len(ratings)} decisions reviewed in {seconds:.1f} s, "
            f"{budget.spent} of {budget.total} iterations ({looks} longer looks): {said}"
        )
        if ratio is not None:
            print(f"  the returns spread {ratio:.2f} times as much as win-or-lose outcomes would (median)")


if __name__ == "__main__":
    main()

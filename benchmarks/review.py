"""What a whole-game post-game review costs in CPython, and what it finds.

    python -m benchmarks.review [--game charon] [--games 2] [--seed 1] [--player random] [--coverage 0] [--iterations N]

One finished 3-player game of `--game` (charon, sixbillion) per seed (seat 0 played by `--player`,
a bot spec; the others greedy)
is reviewed for seat 0 as the results screen does (shell.review_panel): the worker's review
entry (game.ai.worker.review) asked for every decision's first look, then for longer looks as
shell.review_plan.ReviewBudget spends what is left. Prints the time, the iterations spent and
what the review says of the decisions: surely costly, too close to call, the advisor's choice,
not weighed; and how much the searched moves' playout returns spread, against the bound a
win-or-lose outcome would give (game.ai.confidence uses the measured spread).

`--coverage N` then checks the spread-based intervals themselves on the game's first N decisions
where a first look's move played was not the advisor's: the same look (an open search weighing
the move played, and the head-to-head look of the two moves, each of 4 times a decision's
iterations) run with COVERAGE_SEEDS seeds; how often a run's 95% interval of a move's estimate
(from at least SPREAD_PLAYOUTS playouts) covers the mean of all the runs' estimates, and of the
cost (the two moves' difference) likewise; and the design effect: the runs' own variance over the
variance the interval assumed (1 if a playout's returns were independent draws of the move's
value). A right 95% interval covers the mean of 10 runs about 96% of the time (the mean is a
run's own estimate in part).
"""

import argparse
import json
import statistics
import time
from typing import Any

from game.ai.confidence import SPREAD_PLAYOUTS, compared, interval
from game.ai.head_to_head import head_to_head, weighing
from game.ai.ismcts import IsmctsBot
from game.ai.worker import review, review_count
from game.registry import GAMES, game_info
from shell.review_claims import confirmed
from shell.review_plan import ReviewBudget, first_look

COVERAGE_SEEDS = 10


def finished_game(key: str, seed: int, player: str) -> str:
    info, engine = game_info(key), game_info(key).engine()
    state, _ = engine.start(3, seed)
    bots = [info.make_bot(player, seed), info.make_bot("greedy", seed + 1), info.make_bot("greedy", seed + 2)]
    while not state.is_over:
        state = engine.apply(state, bots[state.to_move].choose(engine.view(state, state.to_move)))
    return engine.to_json(state)


def reviewed(key: str, game: str, seed: int, iterations: int | None = None) -> tuple[list[dict], ReviewBudget, int]:
    """Seat 0's ratings, the budget spent, and the longer looks taken (`iterations` a decision:
    the advisor's REVIEW_ITERATIONS unless given)."""
    plan = json.loads(review_count(key, game, 0))
    budget = ReviewBudget(plan["count"], iterations or plan["iterations"])
    started = time.perf_counter()
    ratings = []
    for number in range(plan["count"]):
        ratings.append(json.loads(review(key, game, 0, number, seed, budget.first_look(number))))
    looks = 0
    while (look := budget.next_look(ratings, time.perf_counter() - started)) is not None:
        number, iterations = look
        ratings[number] = json.loads(review(key, game, 0, number, seed, iterations, True))
        looks += 1
    return ratings, budget, looks


def verdicts(ratings: list[dict]) -> dict[str, int]:
    """What the page says of the decisions (shell.review_claims): a costly call needs a longer
    look's intervals to separate; a first look's alone is "not checked"."""
    out = {"costly": 0, "not checked": 0, "too close": 0, "advisor's choice": 0, "not weighed": 0}
    for r in ratings:
        if r["played"] == r["best"]:
            out["advisor's choice"] += 1
        elif r["cost"] is None:
            out["not weighed"] += 1
        elif confirmed(r):
            out["costly"] += 1
        elif r.get("sure"):
            out["not checked"] += 1
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


def coverage_line(name: str, tally: list[tuple[bool, float]], costs: list[bool]) -> str:
    """What `coverage` found for one look, in words."""
    if not tally:
        return f"  {name}: no move measured by {SPREAD_PLAYOUTS} playouts or more in every run"
    covered = sum(c for c, _ in tally) / len(tally)
    effects = sorted(e for _, e in tally)
    quartiles = effects[len(effects) // 4], effects[3 * len(effects) // 4]
    return (
        f"  {name}: {len(tally)} moves' intervals cover the runs' mean {100 * covered:.0f}% of the time, "
        f"{len(costs)} costs' {100 * sum(costs) / max(1, len(costs)):.0f}%; design effect median "
        f"{statistics.median(effects):.2f} (quartiles {quartiles[0]:.2f}-{quartiles[1]:.2f})"
    )


def _searcher(key: str, seed: int, iterations: int) -> IsmctsBot:
    """The review's search for `key` (its advisor's level, `iterations` of it)."""
    return game_info(key).advisor().review_searcher(seed, iterations)


def _first_look(key: str, seed: int, iterations: int, view: Any, moves: list[Any]) -> tuple[list, dict]:
    bot = _searcher(key, seed, 4 * iterations)  # a longer look than a first, so that both moves reach SPREAD_PLAYOUTS
    return weighing(bot, view, moves[1:]), bot.last_spreads


def _head_to_head(key: str, seed: int, iterations: int, view: Any, moves: list[Any]) -> tuple[list, dict]:
    bot = _searcher(key, seed, 4 * iterations)
    return head_to_head(bot, view, moves), bot.last_spreads


def coverage(key: str, game: str, count: int) -> dict[str, tuple[list[tuple[bool, float]], list[bool]]]:
    """For each look (first look, head to head), over COVERAGE_SEEDS runs (see above): for each
    move's estimate, whether its interval covered the runs' mean, and its design effect; for
    each cost, whether its interval covered the runs' mean cost."""
    info = game_info(key)
    decisions: list[Any] = list(info.advisor().decisions(info.engine().from_json(game), 0))
    iterations = info.advisor().REVIEW_ITERATIONS
    tallies: dict[str, list[tuple[bool, float]]] = {"first look": [], "head to head": []}
    cost_tallies: dict[str, list[bool]] = {"first look": [], "head to head": []}
    checked = 0
    for decision in decisions:
        if checked == count:
            break
        played = decision.played
        best = weighing(_searcher(key, 7, first_look(iterations)), decision.view, [played])[0][0]
        if best == played:
            continue
        checked += 1
        for name, look in (("first look", _first_look), ("head to head", _head_to_head)):
            runs = [look(key, seed, iterations, decision.view, [best, played]) for seed in range(1, COVERAGE_SEEDS + 1)]
            measured = [({a: (share, n) for a, n, share in stats}, spreads) for stats, spreads in runs]
            for move in (best, played):
                shares = [m[move][0] for m, _ in measured if m.get(move, (None, 0))[0] is not None]
                if len(shares) < COVERAGE_SEEDS:
                    continue
                mean, between = statistics.fmean(shares), statistics.variance(shares)
                for m, spreads in measured:
                    share, n = m[move]
                    spread = spreads.get(move)
                    if n >= SPREAD_PLAYOUTS and spread is not None and share is not None:
                        low, high = interval(share, n, spread)
                        tallies[name].append((low <= mean <= high, between / (spread * spread / n)))
            costs = [
                (m[best][0] - m[played][0], compared(m[best], m[played], (spreads.get(best), spreads.get(played))))
                for m, spreads in measured
                if m.get(best, (None, 0))[0] is not None and m.get(played, (None, 0))[0] is not None
            ]
            if len(costs) == COVERAGE_SEEDS:
                mean = statistics.fmean(cost for cost, _ in costs)
                for _, c in costs:
                    if min(c["bestVisits"], c["playedVisits"]) >= SPREAD_PLAYOUTS:
                        cost_tallies[name].append(c["costLow"] <= mean <= c["costHigh"])
    return {name: (tally, cost_tallies[name]) for name, tally in tallies.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=next(iter(GAMES)), choices=list(GAMES))
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="random", help="seat 0's bot spec (the reviewed player)")
    parser.add_argument("--coverage", type=int, default=0, help="decisions whose intervals are checked (see above)")
    parser.add_argument("--iterations", type=int, help="the review's iterations a decision (default: the advisor's)")
    args = parser.parse_args()
    for seed in range(args.seed, args.seed + args.games):
        game = finished_game(args.game, seed, args.player)
        t0 = time.perf_counter()
        ratings, budget, looks = reviewed(args.game, game, 7, args.iterations)
        seconds = time.perf_counter() - t0
        said = ", ".join(f"{n} {k}" for k, n in verdicts(ratings).items())
        ratio = spread_ratio(ratings)
        print(
            f"game {seed} (seat 0 {args.player}): {len(ratings)} decisions reviewed in {seconds:.1f} s, "
            f"{budget.spent} of {budget.total} iterations ({looks} longer looks): {said}"
        )
        if ratio is not None:
            print(f"  the returns spread {ratio:.2f} times as much as win-or-lose outcomes would (median)")
        if args.coverage:
            for name, (tally, costs) in coverage(args.game, game, args.coverage).items():
                print(coverage_line(name, tally, costs))


if __name__ == "__main__":
    main()

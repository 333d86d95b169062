"""Command line tools.

python -m game simulate --players 4 --games 500 --seed 1
python -m game simulate --game sixbillion --players 4 --games 200 --seed 1 [--discovery-track]
python -m game tournament --players 3 --seats ismcts:medium,greedy,greedy --games 300 --seed 1 --jobs 2
python -m game tournament --game sixbillion --players 3 --seats greedy,random,random --games 300
"""

import argparse
import sys

from .charon.board import MAX_PLAYERS, MIN_PLAYERS
from .charon.simulate import play_random_games

GAMES = ("charon", "sixbillion")


def _simulate(args: argparse.Namespace) -> int:
    if args.game == "sixbillion":
        return _simulate_sixbillion(args)
    if args.discovery_track:
        raise SystemExit("--discovery-track is a 6 Billion option (--game sixbillion)")
    result = play_random_games(args.players, args.games, args.seed)
    print(f"{result['games']} random {result['players']}-player games (seed {args.seed})")
    print(
        f"  speed          {result['games_per_second']:.1f} games/s "
        f"({result['decisions_per_game']:.0f} decisions per game)"
    )
    print(f"  average score  {result['mean_score']:.2f} (spread, standard deviation: {result['score_spread']:.2f})")
    print(f"  winning score  {result['mean_winning_score']:.2f} on average")
    print("  action areas triggered (share of rounds):")
    for area, share in result["triggered_share"].items():
        print(f"    {area.replace('_', ' '):22} {share:6.1%}")
    return 0


def _simulate_sixbillion(args: argparse.Namespace) -> int:
    from .sixbillion.simulate import play_random_games as play_sixbillion

    r = play_sixbillion(args.players, args.games, args.seed, args.discovery_track)
    track = " with the Discovery Track" if args.discovery_track else ""
    print(f"{r['games']} random {r['players']}-player games of 6 Billion{track} (seed {args.seed})")
    print(f"  speed          {r['games_per_second']:.1f} games/s ({r['decisions_per_game']:.0f} decisions per game)")
    low, high = r["rounds_range"]
    print(f"  game length    {r['mean_rounds']:.1f} rounds on average ({low}-{high})")
    ends = r["endings"]
    print(f"  how games end  a token on 1024 {ends['1024']:.0%}, every track occupied {ends['all_tracks']:.0%}")
    print(f"  average score  {r['mean_score']:.1f} (spread, standard deviation: {r['score_spread']:.1f})")
    print(f"  winning score  {r['mean_winning_score']:.1f} on average")
    print("  cards played per game:     as an action  in a reaction  for its symbol")
    for kind, how in r["card_plays_per_game"].items():
        cells = [f"{how[k]:.2f}" if k in how else "-" for k in ("play", "react", "symbol")]
        print(f"    {kind.replace('_', ' '):24} {cells[0]:>12} {cells[1]:>14} {cells[2]:>15}")
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from .ai.tournament import run_tournament

    seats = args.seats.split(",")
    if len(seats) != args.players:
        raise SystemExit(f"--seats names {len(seats)} bots for {args.players} players")
    for spec in seats:
        make_bot_or_exit(spec, args.game)

    def progress(done: int, total: int, wins: list[float]) -> None:
        standing = " · ".join(f"{spec} {w / done:.0%}" for spec, w in zip(seats, wins, strict=False))
        if sys.stderr.isatty():
            print(f"\r  game {done}/{total}: {standing}", end="" if done < total else "\n", file=sys.stderr, flush=True)
        elif done % 10 == 0 or done == total:  # a log line now and then for long runs
            print(f"  game {done}/{total}: {standing}", file=sys.stderr, flush=True)

    rows = run_tournament(seats, args.games, args.seed, progress, jobs=args.jobs, game=args.game)
    name = "6 Billion" if args.game == "sixbillion" else "Charon, Inc."
    print(f"{args.games} games of {name}, {args.players} players (seed {args.seed}), seats rotating")
    print(f"  {'bot':16} {'win rate':>9} {'95% interval':>15} {'avg score':>10} {'decision median':>16} {'p95':>9}")
    for row in rows:
        low, high = row["ci95"]
        print(
            f"  {row['bot']:16} {row['win_rate']:9.1%} {f'{low:.0%}-{high:.0%}':>15} {row['mean_score']:10.1f}"
            f" {row['decision_median_s'] * 1000:13.2f} ms {row['decision_p95_s'] * 1000:7.1f} ms"
        )
    return 0


def make_bot_or_exit(spec: str, game: str = "charon") -> None:
    from .ai import make_bot

    try:
        make_bot(spec, 0, game=game)
    except ValueError as error:
        raise SystemExit(str(error)) from None


def _player_count(text: str) -> int:
    value = int(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"players must be {MIN_PLAYERS}-{MAX_PLAYERS}")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Charon, Inc. and 6 Billion tools")
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help="play random games; print speed and a sanity table")
    simulate.add_argument("--players", type=_player_count, default=4)
    simulate.add_argument("--games", type=_positive, default=500)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--game", choices=GAMES, default="charon")
    simulate.add_argument("--discovery-track", action="store_true", help="6 Billion's optional rules (section 15)")
    simulate.set_defaults(run=_simulate)
    tournament = commands.add_parser("tournament", help="computer players against each other")
    tournament.add_argument("--players", type=_player_count, default=3)
    tournament.add_argument(
        "--seats", default="ismcts:medium,greedy,greedy", help="comma-separated bot specs, one per player"
    )
    tournament.add_argument("--games", type=_positive, default=300)
    tournament.add_argument("--seed", type=int, default=1)
    tournament.add_argument("--game", choices=GAMES, default="charon")
    tournament.add_argument(
        "--jobs", type=_positive, default=1, help="games played at once, in separate processes (results do not change)"
    )
    tournament.set_defaults(run=_tournament)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())

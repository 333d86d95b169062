"""Command line: `python -m game simulate --players 4 --games 500 --seed 1`."""

import argparse
import sys

from .charon.board import MAX_PLAYERS, MIN_PLAYERS
from .charon.simulate import play_random_games


def _simulate(args: argparse.Namespace) -> int:
    result = play_random_games(args.players, args.games, args.seed)
    print(f"{result['games']} random {result['players']}-player games (seed {args.seed})")
    print(f"  speed          {result['games_per_second']:.1f} games/s "
          f"({result['decisions_per_game']:.0f} decisions per game)")
    print(f"  average score  {result['mean_score']:.2f} (spread, standard deviation: {result['score_spread']:.2f})")
    print(f"  winning score  {result['mean_winning_score']:.2f} on average")
    print("  action areas triggered (share of rounds):")
    for area, share in result["triggered_share"].items():
        print(f"    {area.replace('_', ' '):22} {share:6.1%}")
    return 0


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
    parser = argparse.ArgumentParser(prog="python -m game", description="Charon, Inc. tools")
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help="play random games; print speed and a sanity table")
    simulate.add_argument("--players", type=_player_count, default=4)
    simulate.add_argument("--games", type=_positive, default=500)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.set_defaults(run=_simulate)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())

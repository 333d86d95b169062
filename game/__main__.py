"""Command line tools, for any game of the registry (game.registry) by its key.

python -m game simulate --players 4 --games 500 --seed 1
python -m game simulate --game sixbillion --players 4 --games 200 --seed 1 [--discovery-track]
python -m game tournament --players 3 --seats ismcts:medium,greedy,greedy --games 300 --seed 1 --jobs 2
python -m game tournament --game sixbillion --players 3 --seats greedy,random,random --games 300
"""

import argparse
import sys
from collections.abc import Callable

from .registry import GAMES, GameInfo, game_info


def _setup(args: argparse.Namespace) -> tuple[GameInfo, dict[str, object]]:
    """The chosen game, its player count checked, and its options from the command line
    (an option of another game is refused)."""
    info = game_info(args.game)
    try:
        info.check_players(args.players)
    except ValueError as error:
        raise SystemExit(str(error)) from None
    options: dict[str, object] = {}
    for other in GAMES.values():
        for option in other.options:
            chosen = getattr(args, option.key)
            if other is info:
                options[option.key] = option.default if chosen is None else chosen
            elif chosen and option not in info.options:
                raise SystemExit(f"--{_flag(option.key)} is an option of {other.title} (--game {other.key})")
    return info, options


def _simulate(args: argparse.Namespace) -> int:
    info, options = _setup(args)
    print(info.load_simulate()(args.players, args.games, args.seed, options))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from .ai.tournament import run_tournament

    info, options = _setup(args)
    seats = args.seats.split(",")
    if len(seats) != args.players:
        raise SystemExit(f"--seats names {len(seats)} bots for {args.players} players")
    for spec in seats:
        try:
            info.make_bot(spec, 0)
        except ValueError as error:
            raise SystemExit(str(error)) from None

    def progress(done: int, total: int, wins: list[float]) -> None:
        standing = " · ".join(f"{spec} {w / done:.0%}" for spec, w in zip(seats, wins, strict=False))
        if sys.stderr.isatty():
            print(f"\r  game {done}/{total}: {standing}", end="" if done < total else "\n", file=sys.stderr, flush=True)
        elif done % 10 == 0 or done == total:  # a log line now and then for long runs
            print(f"  game {done}/{total}: {standing}", file=sys.stderr, flush=True)

    rows = run_tournament(seats, args.games, args.seed, progress, jobs=args.jobs, game=info.key, options=options)
    chosen = [o.key.replace("_", " ") for o in info.options if options[o.key]]
    with_options = f" with the {', '.join(chosen)}" if chosen else ""
    print(
        f"{args.games} games of {info.title}{with_options}, {args.players} players (seed {args.seed}), seats rotating"
    )
    print(f"  {'bot':16} {'win rate':>9} {'95% interval':>15} {'avg score':>10} {'decision median':>16} {'p95':>9}")
    for row in rows:
        low, high = row["ci95"]
        print(
            f"  {row['bot']:16} {row['win_rate']:9.1%} {f'{low:.0%}-{high:.0%}':>15} {row['mean_score']:10.1f}"
            f" {row['decision_median_s'] * 1000:13.2f} ms {row['decision_p95_s'] * 1000:7.1f} ms"
        )
    return 0


def _flag(key: str) -> str:
    return key.replace("_", "-")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    """--game (the registry's keys) and every game's options, as flags."""
    parser.add_argument("--game", choices=list(GAMES), default="charon")
    for info in GAMES.values():
        for option in info.options:
            parser.add_argument(
                f"--{_flag(option.key)}",
                dest=option.key,
                action="store_true",
                default=None,
                help=f"{info.title}: {option.help}",
            )


def main(argv: list[str] | None = None) -> int:
    titles = " and ".join(info.title for info in GAMES.values())
    parser = argparse.ArgumentParser(prog="python -m game", description=f"{titles} tools")
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help="play random games; print speed and a sanity table")
    simulate.add_argument("--players", type=int, default=4, help="checked against the game's player counts")
    simulate.add_argument("--games", type=_positive, default=500)
    simulate.add_argument("--seed", type=int, default=1)
    _game_arguments(simulate)
    simulate.set_defaults(run=_simulate)
    tournament = commands.add_parser("tournament", help="computer players against each other")
    tournament.add_argument("--players", type=int, default=3, help="checked against the game's player counts")
    tournament.add_argument(
        "--seats", default="ismcts:medium,greedy,greedy", help="comma-separated bot specs, one per player"
    )
    tournament.add_argument("--games", type=_positive, default=300)
    tournament.add_argument("--seed", type=int, default=1)
    _game_arguments(tournament)
    tournament.add_argument(
        "--jobs", type=_positive, default=1, help="games played at once, in separate processes (results do not change)"
    )
    tournament.set_defaults(run=_tournament)
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

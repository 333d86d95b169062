"""Check that a change to the engine or the computer players leaves every decision the same.

    PYTHONPATH=<checkout> python -m tools.decision_identity record OUT.json [--quick]
    python -m tools.decision_identity compare BEFORE.json AFTER.json

Speed work must not change what a bot decides: tournaments measure the code that ships, and
a bot is deterministic for a seed and a view. `record`, run once with the code before the
change and once with the code after (PYTHONPATH picks the checkout whose `game` is imported;
`git archive HEAD game | tar -x -C /tmp/before` makes a copy of the code before), writes every
bot's choice on positions of seeded games: Charon's random, greedy and ismcts easy, medium and
hard, the advisor's whole ranking at each level (moves, visits and mean rewards, bit for
bit), and 6 Billion's greedy, easy and medium. `compare` prints what differs (nothing, after
a pure speed-up) and exits 1 if anything does. The positions are ~100 of Charon (2–5 players,
every phase) and 24 of 6 Billion; `--quick` ranks at medium only. A full record takes 3–5
minutes under CPython.
"""

import argparse
import json
import sys
import time

from game.ai import make_bot
from game.charon import State, apply, legal_actions, new_game, to_json, view
from game.charon.actions import action_to_json
from game.charon.players.advisor import ranked

CHARON_BOTS = ("random", "greedy", "ismcts:easy", "ismcts:medium", "ismcts:hard")
SIXBILLION_BOTS = ("greedy", "ismcts:easy", "ismcts:medium")
RARE_PHASES = ("build", "stolen_intelligence", "engineering_advance", "replace_duplicates")


def charon_positions() -> list[State]:
    """Views with a real choice from seeded games: ten from each of two mixed greedy/random
    games per player count, then six of the rarer decisions from a greedy game each."""
    out: list[State] = []
    for players in range(2, 6):
        for game in range(2):
            seed = 100 * players + game
            state = new_game(players, seed)
            bots = [make_bot(("greedy", "random", "greedy")[i % 3], seed + i) for i in range(players)]
            step = kept = 0
            while not state.is_over and kept < 10:
                seen = view(state, state.mover)
                if step % (3 + players) == game and len(legal_actions(seen)) > 1:
                    out.append(seen)
                    kept += 1
                state = apply(state, bots[state.mover].choose(seen))
                step += 1
    for players in range(2, 6):
        seed = 900 + players
        state = new_game(players, seed)
        bots = [make_bot("greedy", seed + i) for i in range(players)]
        kept = 0
        while not state.is_over and kept < 6:
            seen = view(state, state.mover)
            rare = seen.phase in RARE_PHASES and state.round % 2 == players % 2
            if rare and len(legal_actions(seen)) > 1:
                out.append(seen)
                kept += 1
            state = apply(state, bots[state.mover].choose(seen))
    return out


def sixbillion_positions() -> list:
    """Views the search decides, every third one of greedy games of 2, 3 and 4 players."""
    from game.sixbillion import apply as sb_apply
    from game.sixbillion import new_game as sb_new_game
    from game.sixbillion import view as sb_view
    from game.sixbillion.players.greedy import GreedyBot
    from game.sixbillion.players.search import searched

    out: list = []
    for players in (2, 3, 4):
        state = sb_new_game(players, 7 + players)
        bots = [GreedyBot(players + p) for p in range(players)]
        step = 0
        while not state.is_over and len(out) < 8 * (players - 1):
            seen = sb_view(state, state.to_move)
            if searched(seen) and step % 3 == 0:
                out.append(seen)
            state = sb_apply(state, bots[state.to_move].choose(seen))
            step += 1
    return out


def record(path: str, quick: bool) -> None:
    started = time.perf_counter()
    charon = []
    for i, seen in enumerate(charon_positions()):
        row: dict = {"view": to_json(seen)}
        for spec in CHARON_BOTS:
            row[spec] = action_to_json(make_bot(spec, 11 + i).choose(seen))
        for level in ("medium",) if quick else ("easy", "medium", "hard"):
            stats, done = ranked(seen, level, 5 + i)
            row[f"rank:{level}"] = [
                [action_to_json(a), visits, None if reward is None else repr(reward)] for a, visits, reward in stats
            ] + [done]
        charon.append(row)
        print(f"{i + 1} Charon positions, {time.perf_counter() - started:.0f} s", file=sys.stderr, end="\r")
    sixbillion = [
        {spec: repr(make_bot(spec, 3 + i, game="sixbillion").choose(seen)) for spec in SIXBILLION_BOTS}
        for i, seen in enumerate(sixbillion_positions())
    ]
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"charon": charon, "sixbillion": sixbillion}, out, indent=0, sort_keys=True)
    print(f"\n{len(charon)} Charon and {len(sixbillion)} 6 Billion positions recorded in {path}", file=sys.stderr)


def compare(before_path: str, after_path: str) -> int:
    """The number of decisions that differ (each printed)."""
    with open(before_path, encoding="utf-8") as f:
        before = json.load(f)
    with open(after_path, encoding="utf-8") as f:
        after = json.load(f)
    differ = compared = 0
    for game in ("charon", "sixbillion"):
        if len(before[game]) != len(after[game]):
            print(f"{game}: {len(before[game])} positions before, {len(after[game])} after")
            return 1 + differ
        for i, (old, new) in enumerate(zip(before[game], after[game], strict=True)):
            for key, value in old.items():
                compared += key != "view"
                if new.get(key) != value:
                    differ += 1
                    print(f"{game} position {i}, {key}: {str(value)[:120]} | {str(new.get(key))[:120]}")
    print(f"{compared} decisions and rankings compared, {differ} differ")
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    rec = commands.add_parser("record", help="record every bot's decisions with the importable `game`")
    rec.add_argument("out")
    rec.add_argument("--quick", action="store_true", help="rank at medium only")
    cmp = commands.add_parser("compare", help="compare two records")
    cmp.add_argument("before")
    cmp.add_argument("after")
    args = parser.parse_args()
    if args.command == "record":
        record(args.out, args.quick)
    else:
        sys.exit(1 if compare(args.before, args.after) else 0)


if __name__ == "__main__":
    main()

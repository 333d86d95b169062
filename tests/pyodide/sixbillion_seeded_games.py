"""Play seeded random 6 Billion games and print, per game, the final save and a digest of every
save along the way. Run both under CPython and inside Pyodide by
tests/sixbillion/test_sixbillion_pyodide_parity.py."""

import hashlib
import json
import sys

from game.sixbillion import legal_actions, new_game, play, rng, to_json


def run(players: int, seed: int, discovery_track: bool) -> dict:
    state = new_game(players, seed, discovery_track=discovery_track)
    chooser = rng.seed_state(seed ^ 0x5EED)
    digest = hashlib.sha256()
    while not state.is_over:
        digest.update(to_json(state).encode())
        options = legal_actions(state)
        chooser, i = rng.below(chooser, len(options))
        play(state, options[i])
    return {"players": players, "seed": seed, "final": to_json(state), "trail": digest.hexdigest()}


if __name__ == "__main__":
    games = [(int(p), int(s), t == "dt") for p, s, t in (arg.split(":") for arg in sys.argv[1:])]
    print(json.dumps([run(p, s, t) for p, s, t in games]))

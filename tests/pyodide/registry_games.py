"""Play one seeded random game of every registered game (game.registry), with its options on,
through the registry alone, and print each game's final save and a digest of every save on
the way. Run under CPython and inside Pyodide by tests/test_engine_conformance.py."""

import hashlib
import json

from game import rng
from game.registry import GAMES


def run(key: str, players: int, seed: int) -> dict:
    info = GAMES[key]
    engine = info.engine()
    options = {o.key: True for o in info.options}
    state, _ = engine.start(players, seed, options)
    chooser = rng.seed_state(seed ^ 0x5EED)
    digest = hashlib.sha256()
    while not state.is_over:
        digest.update(engine.to_json(state).encode())
        actions = engine.legal_actions(state)
        chooser, i = rng.below(chooser, len(actions))
        state, _ = engine.step(state, actions[i])
    return {"game": key, "final": engine.to_json(state), "trail": digest.hexdigest()}


def run_all() -> list[dict]:
    return [run(key, info.max_players, 29) for key, info in GAMES.items()]


if __name__ == "__main__":
    print(json.dumps(run_all()))

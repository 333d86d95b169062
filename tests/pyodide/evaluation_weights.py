"""Run inside Pyodide (and in CPython) by tests/charon/test_ai_evaluation.py: the fitted evaluation's
weights load from the package and score seeded positions; prints the figures as JSON."""

import json

from game.charon import legal_actions, new_game, play
from game.charon.players.evaluate import evaluate, evaluate_for_table, load_table_weights, load_weights


def run() -> dict:
    state = new_game(4, 13)
    while state.round < 3:  # into the third round, where hands and builds differ
        play(state, legal_actions(state)[-1])
    return {
        "weights": {str(r): w for r, w in load_weights().items()},
        "tables": {str(n): {str(r): w for r, w in rounds.items()} for n, rounds in load_table_weights().items()},
        "evaluation": evaluate(state),
        "table_evaluation": evaluate_for_table(state),
    }


if __name__ == "__main__":
    print(json.dumps(run()))

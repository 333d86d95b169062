"""Same seed + same choices = the same game, bit for bit, in CPython and inside Pyodide."""

import json
from pathlib import Path

from tools.pyodide import run_python_file

SCRIPT = Path(__file__).parent / "pyodide" / "seeded_games.py"
GAMES = ["2:7", "3:11", "4:42", "5:2026"]


def test_seeded_games_end_in_the_same_json_under_cpython_and_pyodide():
    import importlib.util

    spec = importlib.util.spec_from_file_location("seeded_games", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    in_cpython = [module.run(*map(int, game.split(":"))) for game in GAMES]

    in_pyodide = json.loads(run_python_file(SCRIPT, *GAMES).strip().splitlines()[-1])

    assert [g["final"] for g in in_pyodide] == [g["final"] for g in in_cpython]
    assert [g["trail"] for g in in_pyodide] == [g["trail"] for g in in_cpython]
    assert all(json.loads(g["final"])["phase"] == "over" for g in in_cpython)

"""Same seed + same choices = the same 6 Billion game, save for save, in CPython and in Pyodide."""

import importlib.util
import json
from pathlib import Path

from tools.pyodide import run_python_file

SCRIPT = Path(__file__).parent.parent / "pyodide" / "sixbillion_seeded_games.py"
GAMES = ["2:7:plain", "3:11:dt", "4:42:plain", "5:2026:dt"]


def test_seeded_games_end_in_the_same_save_under_cpython_and_pyodide():
    spec = importlib.util.spec_from_file_location("sixbillion_seeded_games", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    in_cpython = [module.run(int(p), int(s), t == "dt") for p, s, t in (g.split(":") for g in GAMES)]

    in_pyodide = json.loads(run_python_file(SCRIPT, *GAMES).strip().splitlines()[-1])

    assert [g["final"] for g in in_pyodide] == [g["final"] for g in in_cpython]
    assert [g["trail"] for g in in_pyodide] == [g["trail"] for g in in_cpython]
    assert all(json.loads(g["final"])["state"]["step"] == "over" for g in in_cpython)

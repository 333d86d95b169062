"""Run a Python file inside Pyodide under Node, from Python (tests, benchmarks).

Wraps ``node tools/run_in_pyodide.mjs``; see that script for how the ``game`` package is
made importable (an in-memory copy: nothing is written into the repo).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
RUNNER = REPO_ROOT / "tools" / "run_in_pyodide.mjs"
PYODIDE_PACKAGE = REPO_ROOT / "node_modules" / "pyodide" / "package.json"


class PyodideUnavailable(RuntimeError):
    """Node or the npm ``pyodide`` package is missing."""


def check_pyodide() -> str:
    """Return the path of ``node``; raise PyodideUnavailable with a fix if anything is missing."""
    node = shutil.which("node")
    if node is None:
        raise PyodideUnavailable("`node` is not on PATH: install Node.js 20+ (./build.sh test does not install Node).")
    if not PYODIDE_PACKAGE.is_file():
        raise PyodideUnavailable(
            f"{PYODIDE_PACKAGE.parent} is missing: run `npm ci` in {REPO_ROOT} "
            "(or `./build.sh test`, which does it for you)."
        )
    return node


def run_python_file(script: Path, *args: str, timeout: float = 600) -> str:
    """Run ``script`` with ``args`` inside Pyodide; return its stdout.

    Raises RuntimeError (with the exit code, stderr and stdout) if the script fails, i.e. raises
    or calls ``sys.exit`` with a non-zero code, or if it runs longer than ``timeout`` seconds.
    """
    node = check_pyodide()
    cmd = [node, str(RUNNER), str(Path(script).resolve()), *map(str, args)]
    try:
        proc = subprocess.run(
            cmd,
            cwd=REPO_ROOT,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            env={**os.environ, "NODE_NO_WARNINGS": "1"},
        )
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"Pyodide run of {script} timed out after {timeout} s") from exc
    if proc.returncode != 0:
        raise RuntimeError(
            f"Pyodide run of {script} failed (exit code {proc.returncode}).\n"
            f"--- stderr ---\n{proc.stderr.rstrip()}\n--- stdout ---\n{proc.stdout.rstrip()}"
        )
    return proc.stdout

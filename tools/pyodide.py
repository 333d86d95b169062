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
# The runtime as the site ships it (built by ./build.sh): the same Pyodide, its standard library
# trimmed to what the pages import (tools/trim_stdlib.py). Scripts run on it once it is built,
# so that every Pyodide test also proves the trimmed library enough.
SITE_RUNTIME = REPO_ROOT / "dist" / "runtime" / "pyodide"
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


def _runtime_env(runtime: Path | None) -> dict[str, str]:
    """The Pyodide to run on: runtime if given, else the site's if built, else the npm package's."""
    if runtime is None and (SITE_RUNTIME / "python_stdlib.zip").is_file():
        runtime = SITE_RUNTIME
    return {"CHARON_PYODIDE_INDEX": str(runtime)} if runtime is not None else {}


def run_python_file(
    script: Path, *args: str, timeout: float = 600, runtime: Path | None = None, mounts: tuple[Path, ...] = ()
) -> str:
    """Run ``script`` with ``args`` inside Pyodide; return its stdout. Each of ``mounts`` is a
    host folder, readable inside at its own path.

    Raises RuntimeError (with the exit code, stderr and stdout) if the script fails, i.e. raises
    or calls ``sys.exit`` with a non-zero code, or if it runs longer than ``timeout`` seconds.
    """
    node = check_pyodide()
    mounted = [arg for folder in mounts for arg in ("--mount", str(Path(folder).resolve()))]
    cmd = [node, str(RUNNER), *mounted, str(Path(script).resolve()), *map(str, args)]
    try:
        proc = subprocess.run(
            cmd,
            cwd=REPO_ROOT,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            env={**os.environ, "NODE_NO_WARNINGS": "1", **_runtime_env(runtime)},
        )
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"Pyodide run of {script} timed out after {timeout} s") from exc
    if proc.returncode != 0:
        raise RuntimeError(
            f"Pyodide run of {script} failed (exit code {proc.returncode}).\n"
            f"--- stderr ---\n{proc.stderr.rstrip()}\n--- stdout ---\n{proc.stdout.rstrip()}"
        )
    return proc.stdout

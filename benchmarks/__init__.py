"""Benchmarks: scripts that measure and print what things cost (tests never time anything).

Run each from the repository root as a module, `python -m benchmarks.<name>` (e.g.
`python -m benchmarks.story`), so that this checkout's `game`, `tools` and `benchmarks` are
the ones imported. The page's own Python packages (web/charon_ui, web/shell) are not installed —
the page gets them as zips — so importing this package puts web/ on the import path, as
pytest's `pythonpath` (pyproject.toml) does for the tests.
"""

import sys
from pathlib import Path

_WEB = str(Path(__file__).resolve().parent.parent / "web")
if _WEB not in sys.path:
    sys.path.append(_WEB)

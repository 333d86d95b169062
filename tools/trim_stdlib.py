"""The Python standard library cut down to what the pages import (called by tools/build_site.py).

Pyodide's python_stdlib.zip (2.5 MB, already compressed) holds the whole library; the pages
use a third of it. tools/stdlib_closure.py, run inside the pinned Pyodide, lists the modules
Pyodide imports to start plus everything the game, the front end and PyScript's own Python
import, followed through the library's module-level imports. Those go into the site's
python_stdlib.zip (with a few codecs that are looked up by name, never imported), together
with web/stdlib_fallback.py as `sitecustomize`; every other module goes into
python_stdlib_rest.zip, which that fallback fetches only if some import needs it.

The list is cached in build/ by a hash of everything it depends on.
"""

import hashlib
import json
import subprocess
import zipfile
from pathlib import Path

from tools.placeholder import fill

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib"
SOURCES = (ROOT / "game", ROOT / "web", PYSCRIPT_PYTHON)
CACHE = ROOT / "build" / "stdlib"
REST = "python_stdlib_rest.zip"
# Codecs are found by name at run time (zipfile decodes legacy names as cp437, say), not
# imported by any statement: kept by hand.
CODECS = ("ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "cp437", "charmap")
# Imported inside functions, which the closure (module-level imports) does not follow: kept by
# hand. importlib.resources.files() needs them to read the computer players' weights from a
# zipped package (game/charon/players/evaluate.py; tests/test_trimmed_stdlib.py reads them).
LAZY = (
    "importlib/readers.py",
    "importlib/resources/readers.py",
    "importlib/resources/_itertools.py",
    "importlib/resources/_adapters.py",
)


def needed_files() -> list[str]:
    """The archive's files the pages import (tools/stdlib_closure.py), cached."""
    digest = hashlib.sha256()
    for path in [PYODIDE / "python_stdlib.zip", ROOT / "tools" / "stdlib_closure.py"] + sorted(
        f for folder in SOURCES for f in folder.rglob("*.py")
    ):
        digest.update(path.as_posix().encode() + b"\0" + path.read_bytes())
    cached = CACHE / f"{digest.hexdigest()[:24]}.json"
    if not cached.exists():
        out = subprocess.run(
            ["node", str(ROOT / "tools" / "stdlib_closure.mjs"), "--top-level", *map(str, SOURCES)],
            check=True,
            capture_output=True,
            text=True,
            cwd=ROOT,
        ).stdout
        CACHE.mkdir(parents=True, exist_ok=True)
        cached.write_text(out, encoding="utf-8")
    return json.loads(cached.read_text(encoding="utf-8"))


def module_name(entry: str) -> str:
    return entry.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def write_trimmed_stdlib(target: Path) -> tuple[int, int]:
    """target/python_stdlib.zip (trimmed) and target/python_stdlib_rest.zip; their sizes."""
    keep = set(needed_files()) | {f"encodings/{codec}.py" for codec in CODECS} | set(LAZY)
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as full:
        entries = [i for i in full.infolist() if not i.is_dir()]
        rest = [i for i in entries if i.filename not in keep]
        fallback = (ROOT / "web" / "stdlib_fallback.py").read_text(encoding="utf-8")
        names = sorted(module_name(i.filename) for i in rest if i.filename.endswith(".py"))
        marker = "REST_MODULES: frozenset[str] = frozenset()"
        fallback = fill(
            fallback, marker, f"REST_MODULES: frozenset[str] = frozenset({names!r})", "web/stdlib_fallback.py"
        )
        with zipfile.ZipFile(target / "python_stdlib.zip", "w", zipfile.ZIP_DEFLATED) as out:
            for info in entries:
                if info.filename in keep:
                    out.writestr(info, full.read(info), zipfile.ZIP_DEFLATED, 9)
            out.writestr(zipfile.ZipInfo("sitecustomize.py", date_time=(2020, 1, 1, 0, 0, 0)), fallback, 8, 9)
        with zipfile.ZipFile(target / REST, "w", zipfile.ZIP_DEFLATED) as out:
            for info in rest:
                out.writestr(info, full.read(info), zipfile.ZIP_DEFLATED, 9)
    return (target / "python_stdlib.zip").stat().st_size, (target / REST).stat().st_size

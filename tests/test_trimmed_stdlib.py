"""The site ships Python's standard library trimmed to what its pages import
(tools/trim_stdlib.py). Inside that very runtime (dist/runtime/pyodide, under Node): every
module the game, the front end and PyScript's Python import must be there without help, and a
module left out must still import, fetched from the rest of the library on demand."""

import ast
import json
import sys
import zipfile
from pathlib import Path

import pytest

from tools.pyodide import SITE_RUNTIME, run_python_file

REPO = Path(__file__).resolve().parent.parent
SOURCES = [REPO / "web", REPO / "node_modules" / "@pyscript" / "core" / "src" / "stdlib"]

PROBE = """\
import importlib, json, os, sys
import game

finder = next(f for f in sys.meta_path if type(f).__name__ == "RestOfStdlib")
already = len(finder.loaded)  # the test harness's own (runpy.run_path imports pkgutil)
names = sys.argv[1:]
if names == ["--game"]:  # every module of the engine and the computer players (no pkgutil:
    root = game.__path__[0]  # it is not one the game imports)
    names = [
        os.path.join(d, f)[len(root) - 4 : -3].replace("/", ".").removesuffix(".__init__")
        for d, _, files in os.walk(root) for f in files if f.endswith(".py")
    ]
    from game.charon.players.evaluate import load_weights  # read through importlib.resources, as in the page

    assert load_weights()
failed = []
for name in names:
    try:
        module = importlib.import_module(name)
    except ImportError as error:
        failed.append(f"{name}: {error}")
print(json.dumps({"imported": len(names), "failed": failed, "fetched": finder.loaded[already:]}))
"""

LEFT_OUT = """\
import json, sys
finder = next(f for f in sys.meta_path if type(f).__name__ == "RestOfStdlib")
from email.mime.text import MIMEText
import xml.dom.minidom
try:
    import no_such_module_anywhere
    missing = "imported"
except ModuleNotFoundError as error:
    missing = str(error)
print(json.dumps({"fetched": finder.loaded, "mime": MIMEText("hi")["Content-Type"],
                  "xml": xml.dom.minidom.parseString("<a>b</a>").documentElement.tagName, "missing": missing}))
"""


def stdlib_imports(folders) -> list[str]:
    """The standard library's modules named by the imports of the .py files under folders."""
    names = set()
    for folder in folders:
        for path in folder.rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    names.add(node.module)
    return sorted(n for n in names if n.partition(".")[0] in sys.stdlib_module_names)


def run_on_site_runtime(tmp_path, source: str, *args: str) -> dict:
    if not (SITE_RUNTIME / "python_stdlib.zip").is_file():
        pytest.fail("dist/ is not built: run the tests through ./build.sh test")
    script = tmp_path / "probe.py"
    script.write_text(source)
    out = run_python_file(script, *args, timeout=300, runtime=SITE_RUNTIME)
    return json.loads(out.strip().splitlines()[-1])


def test_the_trimmed_library_is_smaller_and_the_rest_is_kept_beside_it():
    full = REPO / "node_modules" / "pyodide" / "python_stdlib.zip"
    trimmed = SITE_RUNTIME / "python_stdlib.zip"
    with zipfile.ZipFile(full) as all_of_it, zipfile.ZipFile(trimmed) as kept:
        modules = [n for n in all_of_it.namelist() if n.endswith(".py")]
        compiled = [n for n in kept.namelist() if n.endswith(".pyc")]  # tools/bytecode.py
    assert len(compiled) < 0.4 * len(modules)
    assert trimmed.stat().st_size < 0.6 * full.stat().st_size  # though bytecode is larger than source
    assert (SITE_RUNTIME / "python_stdlib_rest.zip").is_file()


def test_every_module_the_engine_imports_is_in_the_trimmed_library(tmp_path):
    result = run_on_site_runtime(tmp_path, PROBE, "--game")
    assert result["imported"] > 20
    assert result["failed"] == []
    assert result["fetched"] == []  # nothing needed the rest of the library


def test_every_module_the_pages_and_pyscript_import_is_in_the_trimmed_library(tmp_path):
    names = stdlib_imports(SOURCES)
    assert {"asyncio", "json", "traceback"} <= set(names)  # the sources were read
    result = run_on_site_runtime(tmp_path, PROBE, *names)
    assert result["failed"] == []
    assert result["fetched"] == []


def test_a_module_left_out_is_fetched_on_demand_and_an_unknown_one_still_fails(tmp_path):
    result = run_on_site_runtime(tmp_path, LEFT_OUT)
    assert "email" in result["fetched"]
    assert result["mime"] == 'text/plain; charset="us-ascii"'
    assert result["xml"] == "a"
    assert "no_such_module_anywhere" in result["missing"]

"""The engine must also run inside Pyodide (CPython on WebAssembly): check the Node harness."""

import json

from tools.pyodide import run_python_file

PROBE = """\
import json, sys
import game
print(json.dumps({"version": list(sys.version_info[:2]), "game_file": game.__file__,
                  "platform": sys.platform, "argv": sys.argv[1:]}))
"""


def test_game_imports_inside_pyodide(tmp_path):
    script = tmp_path / "probe.py"
    script.write_text(PROBE)
    out = run_python_file(script, "a1", "b 2", timeout=300)
    result = json.loads(out.strip().splitlines()[-1])
    assert result["platform"] == "emscripten"  # really inside Pyodide, not the host CPython
    assert tuple(result["version"]) >= (3, 12)
    assert result["game_file"] == "/charon/game/__init__.py"  # the in-memory copy of game/
    assert result["argv"] == ["a1", "b 2"]

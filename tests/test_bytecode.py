"""The site ships its Python compiled (tools/bytecode.py): the trimmed standard library and
every archive the pages unpack hold bytecode for Pyodide's Python, not source, so a page's start
compiles nothing. Inside that runtime (dist/runtime/pyodide, under Node) the built archives
import and play, and an error still says where it happened."""

import base64
import hashlib
import json
import zipfile

import pytest

from tools import build_site
from tools.pyodide import SITE_RUNTIME, run_python_file

DIST = build_site.DIST
PYTHON_ARCHIVES = [a for a in build_site.archives(build_site.delivered_files()) if a != build_site.LOCALE_ARCHIVE]

PROBE = """\
import json, os, sys, tempfile, traceback, zipfile

folder = tempfile.mkdtemp()
for archive in sys.argv[1:]:  # unpacked as PyScript's [files] "./*" does
    zipfile.ZipFile(archive).extractall(folder)
sys.path.insert(0, folder)
from game.charon import legal_actions, new_game, play
import charon_ui.render, shell.replay

state = new_game(3, 7)
moves = 0
while moves < 40 and not state.is_over:
    play(state, legal_actions(state)[0])
    moves += 1
try:
    play(state, "not an action")
    error = None
except Exception:
    error = traceback.format_exc()
ours = [m.__file__ for m in (sys.modules["game.charon.engine"], charon_ui.render, shell.replay)]
library = [m.__file__ for m in (json, zipfile, traceback)]
print(json.dumps({"moves": moves, "ours": ours, "library": library, "error": error}))
"""


def built() -> None:
    if not (DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run the tests through ./build.sh test")


@pytest.mark.parametrize("archive", [*PYTHON_ARCHIVES, "./runtime/pyodide/python_stdlib.zip"])
def test_each_archive_the_pages_import_from_holds_bytecode_not_source(archive):
    built()
    with zipfile.ZipFile(DIST / archive) as z:
        names = z.namelist()
        headers = [z.read(n)[:16] for n in names if n.endswith(".pyc")]
    assert not [n for n in names if n.endswith(".py")]
    assert headers  # and no source, above
    flags = {int.from_bytes(header[4:8], "little") for header in headers}
    assert flags == {0b01}  # PEP 552: hash-based, unchecked (no source to check against)
    assert len({header[:4] for header in headers}) == 1  # one Python's magic number


def test_the_engine_wheel_still_lists_each_of_its_files_with_its_hash():
    built()
    with zipfile.ZipFile(DIST / PYTHON_ARCHIVES[0]) as wheel:
        record = next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))
        lines = [line.split(",") for line in wheel.read(record).decode().splitlines()]
        assert sorted(name for name, _, _ in lines) == sorted(wheel.namelist())
        for name, digest, size in lines:
            if name != record:
                data = wheel.read(name)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert (digest, size) == (f"sha256={expected}", str(len(data))), name


def test_in_the_site_runtime_the_compiled_game_imports_plays_and_says_where_an_error_is(tmp_path):
    built()
    script = tmp_path / "probe.py"
    script.write_text(PROBE)
    archives = [str(DIST / a) for a in PYTHON_ARCHIVES]
    out = run_python_file(script, *archives, timeout=300, runtime=SITE_RUNTIME, mounts=(DIST,))
    result = json.loads(out.strip().splitlines()[-1])
    assert result["moves"] == 40
    assert all(f.endswith(".pyc") for f in result["ours"] + result["library"]), result
    assert 'File "game/charon/engine.py", line ' in result["error"]  # the file by its path in the archive

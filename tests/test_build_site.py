"""The build (tools/build_site.py): pyscript.toml's [files] is the one list of the Python the
pages get, the worker unpacks the same archives, and a placeholder the build cannot find
stops it instead of shipping a page with the placeholder left in."""

import json
import re
import zipfile
from pathlib import Path

import pytest

from tools import build_site
from tools.placeholder import fill

REPO = Path(__file__).resolve().parent.parent
DIST = REPO / "dist"


def test_a_placeholder_is_filled_once():
    assert fill("a = [];\nb", "a = [];", "a = [1];", "x.js") == "a = [1];\nb"


@pytest.mark.parametrize("text", ["", "a = [ ];", "a = [];a = [];"])
def test_a_missing_or_repeated_placeholder_stops_the_build(text):
    with pytest.raises(SystemExit, match=r"web/x\.js must contain 'a = \[\];' exactly once"):
        fill(text, "a = [];", "a = [1];", "web/x.js")


def test_every_placeholder_the_build_fills_is_in_its_source():
    # The sources as committed: each placeholder present exactly once (else the build stops).
    for source, placeholder in [
        (REPO / "index.html", build_site.SIZES_PLACEHOLDER),
        (REPO / "embed.html", build_site.SIZES_PLACEHOLDER),
        (REPO / "index.html", build_site.WORDS_PLACEHOLDER),
        (REPO / "embed.html", build_site.WORDS_PLACEHOLDER),
        (REPO / "web" / "ai_worker.js", build_site.ARCHIVES_PLACEHOLDER),
    ]:
        assert source.read_text(encoding="utf-8").count(placeholder) == 1, source


def test_the_delivered_archives_are_the_wheel_the_page_packages_and_the_catalogues():
    files = build_site.delivered_files()
    archives = build_site.archives(files)
    assert archives[0].endswith("-py3-none-any.whl")
    assert {Path(a).stem for a in archives[1:]} >= {"charon_ui", "shell"}
    assert build_site.LOCALE_ARCHIVE in archives  # the compiled message catalogues
    for archive in archives[1:]:  # each other zip is one package of web/
        if archive != build_site.LOCALE_ARCHIVE:
            assert (REPO / "web" / Path(archive).stem / "__init__.py").is_file()


def test_an_entry_the_build_cannot_make_is_refused():
    with pytest.raises(SystemExit, match="does not know how to make './lib/extra.py'"):
        build_site.write_delivered_files({"./lib/extra.py": "./extra.py"})
    with pytest.raises(SystemExit, match="web/nothing/ is not a Python package"):
        build_site.write_delivered_files({"./py/nothing.zip": "./*"})


def test_a_wheel_named_otherwise_than_pyproject_is_refused():
    with pytest.raises(SystemExit, match="pyproject.toml makes the wheel ./py/charon_sixbillion_games-"):
        build_site.build_engine_wheel("./py/charon_inc-9.9-py3-none-any.whl")


def test_each_page_names_the_python_it_runs():
    assert build_site.python_scripts((REPO / "index.html").read_text(encoding="utf-8")) == ["./web/main.py"]
    assert build_site.python_scripts('<script type="py" src="./a.py"></script><script src="b.js"></script>') == [
        "./a.py"
    ]


def test_the_built_worker_unpacks_what_the_page_unpacks():
    # ./build.sh test builds dist/ first; run by hand without it, this fails and says why
    assert (DIST / "index.html").exists(), "dist/ is not built: run ./build.sh"
    worker = (DIST / "web" / "ai_worker.js").read_text(encoding="utf-8")
    listed = json.loads(re.search(r"const ARCHIVES = (\[.*?\]);", worker).group(1))
    assert listed == build_site.archives(build_site.delivered_files())
    for archive in listed:
        assert (DIST / archive).is_file(), archive
    # The wheel, built by pip from pyproject.toml: the engine with its data, and its metadata.
    with zipfile.ZipFile(DIST / listed[0]) as wheel:
        names = set(wheel.namelist())
    assert {"game/charon/engine.pyc", "game/charon/data/cards.json", "game/ai/worker.pyc"} <= names  # compiled
    assert any(n.endswith(".dist-info/WHEEL") for n in names)


def test_the_painter_s_morphing_package_is_the_pinned_one_vendored():
    assert (DIST / "index.html").exists(), "dist/ is not built: run ./build.sh"
    painter = (DIST / "web" / "painter.js").read_text(encoding="utf-8")
    imported = re.findall(r'^import .* from "([^"]+)";', painter, re.MULTILINE)
    assert imported == ["../runtime/idiomorph/idiomorph.esm.js"]  # the site's own copy, no CDN
    pinned = json.loads((REPO / "package.json").read_text(encoding="utf-8"))["dependencies"]["idiomorph"]
    locked = json.loads((REPO / "package-lock.json").read_text(encoding="utf-8"))["packages"]["node_modules/idiomorph"]
    assert locked["version"] == pinned  # an exact pin, the one the lock holds
    vendored = DIST / "runtime" / "idiomorph"
    assert (vendored / "idiomorph.esm.js").read_bytes() == (
        REPO / "node_modules" / "idiomorph" / "dist" / "idiomorph.esm.js"
    ).read_bytes()
    assert "0BSD" in locked["license"] and (vendored / "LICENSE").is_file()

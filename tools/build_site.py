"""Assemble the static site in dist/ (./build.sh runs it as `python -m tools.build_site`).

The page, the runtime copied from the pinned npm packages (never a CDN), the engine as a
wheel and the front end's packages as zips — both delivered by the `[files]` section of
pyscript.toml, since the npm Pyodide ships no micropip. Any static host can serve dist/.
A service worker (tools/offline.py) then makes all of it available offline.

pyscript.toml's [files] is the one list of the Python the pages get: this build reads it to
know which archives to make (the engine wheel, a zip per web/<package>), writes the same list
of archives into the AI worker (web/ai_worker.js), and weighs those files for the loading bar.
"""

import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from hashlib import sha256
from html.parser import HTMLParser
from pathlib import Path

from tools.compress import precompress  # .br and .gz copies for static hosts
from tools.i18n import loading_words, write_locale_zip  # the message catalogues, compiled (Babel)
from tools.offline import write_offline_files  # manifest, icons, service worker
from tools.placeholder import fill
from tools.title_moon import PLACEHOLDER as MOON_PLACEHOLDER
from tools.title_moon import title_moon_script  # the loading screen's moon
from tools.trim_stdlib import REST, write_trimmed_stdlib  # the library the pages use

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PAGES = ("index.html", "embed.html")  # embed.html: the embeddable demo of computer players
RUNTIME_CORE = DIST / "runtime" / "pyscript"
RUNTIME_PYODIDE = DIST / "runtime" / "pyodide"
# The in-memory IndexedDB that web/indexeddb_fallback.js puts in place where the browser refuses
# IndexedDB: its ES modules (the `auto` entry point and what it imports) and its licence.
RUNTIME_FAKE_IDB = DIST / "runtime" / "fake-indexeddb"
FAKE_IDB_FILES = ("auto/index.mjs", "build/esm", "LICENSE")
# The DOM-morphing package that web/painter.js applies a worker's panels with (one ES module, no
# dependencies), and its licence.
RUNTIME_IDIOMORPH = DIST / "runtime" / "idiomorph"
IDIOMORPH_FILES = ("dist/idiomorph.esm.js", "LICENSE")
# Every file Pyodide fetches at start-up (TOOLCHAIN.md).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# The files at the top of web/ are the pages' own (scripts, styles, the Python each page runs),
# served as they are under dist/web/ — but for these, which the build turns into something else.
BUILD_INPUTS = {
    "sw.js": "dist/sw.js, with this build's file list (tools/offline.py)",
    "manifest.webmanifest": "dist/manifest.webmanifest (tools/offline.py)",
    "stdlib_fallback.py": "sitecustomize.py inside the trimmed python_stdlib.zip (tools/trim_stdlib.py)",
}
SIZES_PLACEHOLDER = "<script>window.CHARON_SIZES = {};</script>"  # in each page, for web/loading.js
WORDS_PLACEHOLDER = "<script>window.CHARON_WORDS = {};</script>"  # in each page, for web/loading.js
SETUP_PLACEHOLDER = "<script>window.CHARON_SETUP = null;</script>"  # in index.html, for web/loading.js
LOCALE_ARCHIVE = "./py/locale.zip"  # the compiled catalogues (tools/i18n.py), not a web/ package
ARCHIVES_PLACEHOLDER = "const ARCHIVES = [];"  # in web/ai_worker.js and web/page_worker.js
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # same sources, same bytes
SOURCE_DATE_EPOCH = "1577836800"  # the same instant, for the wheel's build backend
WHEEL_CACHE = ROOT / "build" / "wheel"


# ---- pyscript.toml's [files]: what the pages unpack ---------------------------------------


def delivered_files() -> dict[str, str]:
    """pyscript.toml's [files]: page path -> where PyScript puts it ("./*": unpacked there)."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    files = config.get("files")
    if not isinstance(files, dict) or not files:
        raise SystemExit("pyscript.toml has no [files] section: the pages would get no Python")
    return files


def archives(files: dict[str, str]) -> list[str]:
    """The [files] entries unpacked into the working directory, in their order."""
    return [source for source, target in files.items() if target == "./*"]


# ---- the engine's wheel -------------------------------------------------------------------


def build_engine_wheel(source: str) -> None:
    """game/ as a wheel at `source` (its path in dist/), built from pyproject.toml by pip with the
    project's build backend (setuptools). A pure-Python wheel: no compiler, no pyodide-build.

    pip builds from a clean copy of the sources, since setuptools' build/ folder would carry files
    deleted since into the wheel; SOURCE_DATE_EPOCH makes the same sources give the same bytes.
    The wheel is kept in build/wheel/ by a hash of its sources: pip (and the build backend it
    fetches from PyPI) runs only when the engine or pyproject.toml changed.
    """
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name = f"{project['name'].replace('-', '_')}-{project['version']}-py3-none-any.whl"
    if source != f"./py/{name}":
        raise SystemExit(f"pyscript.toml delivers {source}, but pyproject.toml makes the wheel ./py/{name}")
    inputs = [ROOT / "pyproject.toml"] + sorted(
        f for f in (ROOT / "game").rglob("*") if f.is_file() and "__pycache__" not in f.parts
    )
    digest = sha256()
    for f in inputs:
        digest.update(f.relative_to(ROOT).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    cached = WHEEL_CACHE / digest.hexdigest()[:24] / name
    if not cached.exists():
        shutil.rmtree(WHEEL_CACHE, ignore_errors=True)  # only the latest wheel is worth keeping
        with tempfile.TemporaryDirectory() as tmp:
            sources = Path(tmp) / "src"
            for f in inputs:
                (sources / f.relative_to(ROOT)).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(f, sources / f.relative_to(ROOT))
            subprocess.run(
                [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check"]
                + ["--wheel-dir", str(Path(tmp) / "out"), str(sources)],
                check=True,
                env={**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH},
            )
            cached.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(Path(tmp) / "out" / name, cached)
    (DIST / "py").mkdir(parents=True, exist_ok=True)
    shutil.copy2(cached, DIST / source)


# ---- the front end's packages (web/<package>), zipped -------------------------------------


def write_package_zip(source: str) -> None:
    """web/<package>/ as the zip `source` (./py/<package>.zip), importable as `package`."""
    package = Path(source).stem
    if not (ROOT / "web" / package / "__init__.py").is_file():
        raise SystemExit(f"pyscript.toml delivers {source}, but web/{package}/ is not a Python package")
    (DIST / "py").mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(DIST / source, "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted((ROOT / "web" / package).rglob("*.py")):
            z.writestr(
                zipfile.ZipInfo(f.relative_to(ROOT / "web").as_posix(), date_time=FIXED_TIME),
                f.read_bytes(),
                zipfile.ZIP_DEFLATED,
            )


def write_delivered_files(files: dict[str, str]) -> None:
    """Every [files] entry: the engine wheel, the packages' zips; single files are page files."""
    for source, target in files.items():
        if source.startswith("./py/") and source.endswith(".whl") and target == "./*":
            build_engine_wheel(source)
        elif source == LOCALE_ARCHIVE and target == "./*":
            write_locale_zip(DIST / "py")  # web/locale/*.po and the pseudo-locale, as .mo files
        elif source.startswith("./py/") and source.endswith(".zip") and target == "./*":
            write_package_zip(source)
        elif source.startswith("./web/") and (ROOT / source).is_file() and source.count("/") == 2:
            pass  # copied with the other page files
        else:
            raise SystemExit(f"pyscript.toml [files]: the build does not know how to make {source!r}")


def compile_bytecode(files: dict[str, str]) -> None:
    """The trimmed library and every Python archive of [files] as bytecode, compiled by the
    pinned Pyodide itself under Node (tools/bytecode.py): the pages' start imports without
    compiling."""
    python = [str(DIST / source) for source in archives(files) if source != LOCALE_ARCHIVE]
    environment = {k: v for k, v in os.environ.items() if k != "CHARON_PYODIDE_INDEX"}  # the npm copy
    # Without the column ranges that put a traceback's ^^^ under the failing expression: the
    # bytecode is a third smaller (a traceback still names file, line and function).
    environment["PYTHONNODEBUGRANGES"] = "1"
    subprocess.run(
        ["node", "tools/run_in_pyodide.mjs", "--mount", str(DIST), "tools/bytecode.py"]
        + ["--stdlib", str(RUNTIME_PYODIDE / "python_stdlib.zip"), *python],
        check=True,
        cwd=ROOT,
        env=environment,
    )


# ---- the runtime and the pages ------------------------------------------------------------


def copy_runtime() -> None:
    for d in (RUNTIME_CORE, RUNTIME_PYODIDE):
        d.mkdir(parents=True, exist_ok=True)
    for f in (ROOT / "node_modules" / "@pyscript" / "core" / "dist").iterdir():
        if f.suffix in (".js", ".css"):
            shutil.copy2(f, RUNTIME_CORE / f.name)
    for name in PYODIDE_FILES:
        if name != "python_stdlib.zip":
            shutil.copy2(ROOT / "node_modules" / "pyodide" / name, RUNTIME_PYODIDE / name)
    kept, rest = write_trimmed_stdlib(RUNTIME_PYODIDE)
    print(
        f"[build.sh] Python library: {kept / 1e6:.2f} MB for the pages, {rest / 1e6:.2f} MB on demand",
        file=sys.stderr,
    )
    for name in FAKE_IDB_FILES:
        source, target = ROOT / "node_modules" / "fake-indexeddb" / name, RUNTIME_FAKE_IDB / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.map", "*.d.ts"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    RUNTIME_IDIOMORPH.mkdir(parents=True, exist_ok=True)
    for name in IDIOMORPH_FILES:
        source = ROOT / "node_modules" / "idiomorph" / name
        if not source.is_file():
            raise SystemExit(f"{source} is missing: run npm ci (package-lock.json pins idiomorph)")
        shutil.copy2(source, RUNTIME_IDIOMORPH / Path(name).name)


class _PythonScripts(HTMLParser):
    """The `src` of each `<script type="py">` of a page: the Python the page itself runs."""

    def __init__(self) -> None:
        super().__init__()
        self.sources: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "script" and attributes.get("type") == "py" and attributes.get("src"):
            self.sources.append(str(attributes["src"]))


def python_scripts(html: str) -> list[str]:
    parser = _PythonScripts()
    parser.feed(html)
    return parser.sources


def copy_pages(files: dict[str, str]) -> None:
    """web/'s page files, pyscript.toml, the AI worker with its archives, each page with the sizes
    of what it fetches."""
    (DIST / "web").mkdir(parents=True, exist_ok=True)
    for f in sorted((ROOT / "web").iterdir()):
        if f.is_file() and f.name not in BUILD_INPUTS:
            shutil.copy2(f, DIST / "web" / f.name)
    listed = f"const ARCHIVES = {json.dumps(archives(files))};"
    for name in ("ai_worker.js", "page_worker.js"):  # the computer players' worker, the page's
        worker = DIST / "web" / name
        source = worker.read_text(encoding="utf-8")
        worker.write_text(fill(source, ARCHIVES_PLACEHOLDER, listed, f"web/{name}"), encoding="utf-8")
    shutil.copy2(ROOT / "pyscript.toml", DIST / "pyscript.toml")
    # The loading screen's progress bar weighs each file a page fetches by its size.
    fetched = [
        *(f for f in RUNTIME_PYODIDE.iterdir() if f.name != REST),  # the rest: only on demand
        RUNTIME_CORE / "core.js",
        *(DIST / source for source in files),
    ]
    # A first visit's set-up form, made by web/loading.js before Python starts, offers what
    # Python's form will (shell.setup.form_choices).
    choices = setup_choices()
    # The loading screen speaks the chosen language before Python starts: the translations of the
    # pages' and web/loading.js's words, and of the form's colours and levels. "</" cannot end
    # the script early: it is escaped.
    names = [name for _id, name in choices["colours"] + choices["levels"] + choices["bots"]]
    words = json.dumps(loading_words(names), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    setup = json.dumps(choices, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    moon = title_moon_script()
    for page in PAGES:
        html = (ROOT / page).read_text(encoding="utf-8")
        own = [DIST / source for source in python_scripts(html)]
        sizes = json.dumps({f.name: f.stat().st_size for f in fetched + own}, sort_keys=True)
        html = fill(html, SIZES_PLACEHOLDER, f"<script>window.CHARON_SIZES = {sizes};</script>", page)
        html = fill(html, WORDS_PLACEHOLDER, f"<script>window.CHARON_WORDS = {words};</script>", page)
        if page == "index.html":
            html = fill(html, MOON_PLACEHOLDER, moon, page)
            html = fill(html, SETUP_PLACEHOLDER, f"<script>window.CHARON_SETUP = {setup};</script>", page)
        (DIST / page).write_text(html, encoding="utf-8")
    # A small host page that embeds ../embed.html in an <iframe> (README: "Embedding a demo").
    (DIST / "examples").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "web" / "examples" / "embed-host.html", DIST / "examples" / "embed-host.html")


def setup_choices() -> dict:
    """Charon's set-up form's choices (colours, computer players), from the page's own module."""
    if str(ROOT / "web") not in sys.path:
        sys.path.insert(0, str(ROOT / "web"))  # charon_ui, the page's package
    from charon_ui.game_kind import CHARON_TABLE
    from shell.setup import form_choices

    return {**form_choices(CHARON_TABLE), "games": [[key, title] for key, (title, _parts) in page_games().items()]}


def page_games() -> dict[str, tuple[str, str]]:
    """web/main.py's GAMES (key -> title, module of its parts), read as data: the loading screen
    offers the same choice of game that the set-up screen will (nothing moves when Python comes)."""
    tree = ast.parse((ROOT / "web" / "main.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "GAMES" for t in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit("web/main.py has no GAMES")


def write_host_headers() -> None:
    """dist/_headers, for static hosts that read one (Netlify, Cloudflare Pages): cross-origin
    isolation, as tools/serve.mjs sends it. Pyodide makes a shared WebAssembly memory at start-up,
    which browsers flag as deprecated unless the page is isolated."""
    isolation = "  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n"
    (DIST / "_headers").write_text("/*\n" + isolation, encoding="utf-8")


def main() -> None:
    files = delivered_files()
    shutil.rmtree(DIST, ignore_errors=True)
    copy_runtime()
    write_delivered_files(files)
    compile_bytecode(files)  # before copy_pages, which weighs the archives for the loading bar
    copy_pages(files)
    write_host_headers()
    write_offline_files(DIST)  # the service worker lists every file written above
    saved = precompress(DIST)  # last: sw.js gets its compressed copies too
    site = [f for f in DIST.rglob("*") if f.is_file() and f.suffix not in (".br", ".gz")]
    print(
        f"[build.sh] dist/ ready: {len(site)} files, {sum(f.stat().st_size for f in site) / 1e6:.1f} MB"
        f" ({saved / 1e6:.1f} MB less with the precompressed copies)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()

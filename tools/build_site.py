"""Assemble the static site in dist/ (called by ./build.sh).

The page, the runtime copied from the pinned npm packages (never a CDN), the engine as a
wheel and the front end's packages as zips — both delivered by the `[files]` section of
pyscript.toml, since the npm Pyodide ships no micropip. Any static host can serve dist/.
A service worker (tools/offline.py) then makes all of it available offline.
"""

import base64
import hashlib
import json
import shutil
import sys
import tomllib
import zipfile
from pathlib import Path

from compress import precompress  # tools/compress.py: .br and .gz copies for static hosts
from offline import write_offline_files  # tools/offline.py: manifest, icons, service worker
from trim_stdlib import REST, write_trimmed_stdlib  # tools/trim_stdlib.py: the library the pages use

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
RUNTIME_CORE = DIST / "runtime" / "pyscript"
RUNTIME_PYODIDE = DIST / "runtime" / "pyodide"
# The in-memory IndexedDB that web/indexeddb_fallback.js puts in place where the browser refuses
# IndexedDB: its ES modules (the `auto` entry point and what it imports) and its licence.
RUNTIME_FAKE_IDB = DIST / "runtime" / "fake-indexeddb"
FAKE_IDB_FILES = ("auto/index.mjs", "build/esm", "LICENSE")
# Every file Pyodide fetches at start-up (TOOLCHAIN.md).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# The files of web/ the pages load by themselves (<script>, <link>, the worker); the Python they
# import comes as the archives listed in pyscript.toml's [files] (see page_archives).
PAGE_FILES = (
    "main.py",  # index.html's entry point
    "embed_page.py",  # embed.html's entry point
    "draw.js",
    "loading.js",
    "style.css",
    "ai_worker.js",
    "embed.css",
    "indexeddb_fallback.js",
)
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # same sources, same bytes


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


def write_engine_wheel() -> Path:
    """game/ as a pure-Python wheel, written directly: no build backend, no network."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"].replace("-", "_"), project["version"]
    wheel = DIST / "py" / f"{name}-{version}-py3-none-any.whl"
    if wheel.name not in page_archives():
        sys.exit(f"pyscript.toml must deliver ./py/{wheel.name} in [files]")
    info = f"{name}-{version}.dist-info"
    members = {
        f.relative_to(ROOT).as_posix(): f.read_bytes()
        for f in sorted((ROOT / "game").rglob("*"))
        if f.is_file() and f.suffix in (".py", ".json") and "__pycache__" not in f.parts
    }
    members[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {version}\n".encode()
    members[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: charon build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    members[f"{info}/top_level.txt"] = b"game\n"
    record = [f"{n},sha256={_digest(b)},{len(b)}" for n, b in members.items()] + [f"{info}/RECORD,,"]
    members[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for n, b in members.items():
            z.writestr(zipfile.ZipInfo(n, date_time=FIXED_TIME), b, zipfile.ZIP_DEFLATED)
    return wheel


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def page_archives() -> list[str]:
    """The archives pyscript.toml's [files] unpacks into the working directory ("./py/X" =
    "./*"): the one list of the Python the pages and the worker load."""
    files = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8")).get("files", {})
    archives = [source.removeprefix("./py/") for source, target in files.items() if target == "./*"]
    if not archives or not all(source.startswith("./py/") for source, target in files.items() if target == "./*"):
        sys.exit("pyscript.toml's [files] must unpack archives of ./py/ into ./*")
    return archives


def write_ui_zips() -> None:
    """Each `./py/<package>.zip` of pyscript.toml, zipped from web/<package>: the front end's
    packages (Charon's pure parts, the page shell, Charon's page)."""
    for archive in page_archives():
        if archive.endswith(".zip"):
            package = archive.removesuffix(".zip")
            if not (ROOT / "web" / package / "__init__.py").is_file():
                sys.exit(f"pyscript.toml delivers ./py/{archive}, but web/{package} is not a package")
            write_package_zip(package)


def write_package_zip(package: str) -> None:
    with zipfile.ZipFile(DIST / "py" / f"{package}.zip", "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted((ROOT / "web" / package).rglob("*.py")):
            z.writestr(
                zipfile.ZipInfo(f.relative_to(ROOT / "web").as_posix(), date_time=FIXED_TIME),
                f.read_bytes(),
                zipfile.ZIP_DEFLATED,
            )


def copy_page() -> None:
    (DIST / "web").mkdir(parents=True, exist_ok=True)
    for f in PAGE_FILES:
        shutil.copy2(ROOT / "web" / f, DIST / "web" / f)
    shutil.copy2(ROOT / "pyscript.toml", DIST / "pyscript.toml")
    # The loading screen's progress bar weighs each file the page fetches by its size.
    fetched = [
        *(f for f in RUNTIME_PYODIDE.iterdir() if f.name != REST),  # the rest: only on demand
        RUNTIME_CORE / "core.js",
        *(DIST / "py").iterdir(),
        DIST / "web" / "main.py",
    ]
    sizes = json.dumps({f.name: f.stat().st_size for f in fetched}, sort_keys=True)
    for page in ("index.html", "embed.html"):  # embed.html: the embeddable demo of computer players
        html = (ROOT / page).read_text(encoding="utf-8")
        html = html.replace(
            "<script>window.CHARON_SIZES = {};</script>", f"<script>window.CHARON_SIZES = {sizes};</script>"
        )
        (DIST / page).write_text(html, encoding="utf-8")
    # A small host page that embeds ../embed.html in an <iframe> (README: "Embedding a demo").
    (DIST / "examples").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "web" / "examples" / "embed-host.html", DIST / "examples" / "embed-host.html")


def write_host_headers() -> None:
    """dist/_headers, for static hosts that read one (Netlify, Cloudflare Pages): cross-origin
    isolation, as tools/serve.mjs sends it. Pyodide makes a shared WebAssembly memory at start-up,
    which browsers flag as deprecated unless the page is isolated."""
    isolation = "  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n"
    (DIST / "_headers").write_text("/*\n" + isolation, encoding="utf-8")


def main() -> None:
    shutil.rmtree(DIST, ignore_errors=True)
    copy_runtime()
    write_engine_wheel()
    write_ui_zips()
    copy_page()
    write_host_headers()
    write_offline_files(DIST)  # the service worker lists every file written above
    saved = precompress(DIST)  # last: sw.js gets its compressed copies too
    files = [f for f in DIST.rglob("*") if f.is_file() and f.suffix not in (".br", ".gz")]
    print(
        f"[build.sh] dist/ ready: {len(files)} files, {sum(f.stat().st_size for f in files) / 1e6:.1f} MB"
        f" ({saved / 1e6:.1f} MB less with the precompressed copies)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()

"""Precompressed copies (.br and .gz) beside every compressible file of a built site.

Static hosts that serve precompressed files (and `./build.sh serve`, through http-server's
--brotli/--gzip) send them with a Content-Encoding header; the browser unpacks them, so the
page and the service worker see the same bytes as without. Archives (.zip, .whl) and images
are already compressed and left alone. Brotli at its highest quality takes a while on the
9 MB WebAssembly file, so compressed copies are kept by content hash in build/compressed/
and reused while the file is unchanged.
"""

import gzip
import hashlib
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "compressed"
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".py", ".toml", ".svg", ".webmanifest", ".map"}
ENCODINGS = (".br", ".gz")


def compressible(path: Path) -> bool:
    return path.suffix in COMPRESSIBLE


def precompress(site: Path) -> int:
    """Write FILE.br and FILE.gz beside each compressible FILE under site; the bytes saved."""
    CACHE.mkdir(parents=True, exist_ok=True)
    files = [f for f in sorted(site.rglob("*")) if f.is_file() and compressible(f)]
    todo = []  # (source, cached .br) pairs brotli has yet to make
    saved = 0
    for f in files:
        digest = hashlib.sha256(f.read_bytes()).hexdigest()
        cached = {enc: CACHE / f"{digest}{enc}" for enc in ENCODINGS}
        if not cached[".gz"].exists():
            # mtime=0: the same file gives the same bytes
            cached[".gz"].write_bytes(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
        if not cached[".br"].exists():
            todo.append((f, cached[".br"]))
    if todo:
        args = [str(p) for pair in todo for p in pair]
        subprocess.run(["node", str(ROOT / "tools" / "brotli.mjs"), *args], check=True)
    for f in files:
        digest = hashlib.sha256(f.read_bytes()).hexdigest()
        size = f.stat().st_size
        for enc in ENCODINGS:
            packed = CACHE / f"{digest}{enc}"
            if packed.stat().st_size < size:  # a tiny file may grow: then the host sends it as it is
                shutil.copyfile(packed, f.with_name(f.name + enc))
        best = min((CACHE / f"{digest}{enc}").stat().st_size for enc in ENCODINGS)
        saved += max(0, size - best)
    return saved

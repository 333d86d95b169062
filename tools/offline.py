"""Offline and installable: the web app manifest, its icons and the service worker.

Called by tools/build_site.py after every other file of dist/ is written. The service worker
(web/sw.js) gets this build's file list written into it — every file under dist/, found by
walking it, each with its Subresource Integrity hash — and a version derived from that list,
so that a new build installs into a new cache and never mixes with the previous one.
The PNG icons are drawn here in pure Python (no binary file in the repository).
"""

import base64
import hashlib
import json
import math
import shutil
import struct
import zlib
from pathlib import Path

from tools.placeholder import fill

ROOT = Path(__file__).resolve().parent.parent
SW_PLACEHOLDER = 'const BUILD = { version: "dev", files: [], onDemand: [] };'
ICON_SIZES = (192, 512)
NOT_CACHED = ("sw.js", "_headers")
# Fetched only if some import misses the trimmed library (web/stdlib_fallback.py): cached by
# the worker the first time it is fetched, so that such a page then works offline too.
ON_DEMAND = ("runtime/pyodide/python_stdlib_rest.zip",)
# PyScript's plugins that only other kinds of page load (its code editor, its terminal,
# MicroPython, a graph viewer): in dist/ like the rest of @pyscript/core, but never fetched by
# our pages, so the worker does not download them (~0.7 MB) either.
UNUSED_PYSCRIPT = tuple(
    f"runtime/pyscript/{prefix}" for prefix in ("codemirror", "xterm", "mpy-", "pyodide_graph-", "index-")
)


def write_offline_files(dist: Path) -> str:
    """Manifest and PNG icons, then the service worker over everything; its version. (The
    registration script web/offline.js and web/icon.svg are page files, copied with the rest.)"""
    shutil.copy2(ROOT / "web" / "manifest.webmanifest", dist / "manifest.webmanifest")
    (dist / "web").mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        (dist / "web" / f"icon-{size}.png").write_bytes(moon_png(size))
    return write_service_worker(dist)


def write_service_worker(dist: Path) -> str:
    """dist/sw.js from web/sw.js, listing every other file of dist/; returns the version.

    The version is a hash over the paths and contents of those files: any change to any file
    (or a new or removed file) gives a new version, hence a new cache; the same build, the same.
    """
    files, on_demand = [], []
    for f in sorted(dist.rglob("*")):
        path = f.relative_to(dist).as_posix()
        # Not the precompressed copies: the worker fetches each file once, and the server sends
        # it compressed when it can (Content-Encoding), so the cache fills with fewer bytes. Nor
        # what the pages never fetch: the standard library's rest (tools/trim_stdlib.py), unused
        # PyScript plugins.
        unused = path in NOT_CACHED or path.startswith(UNUSED_PYSCRIPT)
        if f.is_file() and not unused and f.suffix not in (".br", ".gz"):
            digest = base64.b64encode(hashlib.sha256(f.read_bytes()).digest()).decode()
            (on_demand if path in ON_DEMAND else files).append((path, f"sha256-{digest}"))
    listed = files + on_demand
    version = hashlib.sha256("".join(f"{p} {i}\n" for p, i in listed).encode()).hexdigest()[:16]
    source = (ROOT / "web" / "sw.js").read_text(encoding="utf-8")
    build = json.dumps({"version": version, "files": files, "onDemand": on_demand}, separators=(",", ":"))
    (dist / "sw.js").write_text(fill(source, SW_PLACEHOLDER, f"const BUILD = {build};", "web/sw.js"), encoding="utf-8")
    return version


# --- the icon: Charon as a lit disc with its red polar cap, on the page's night blue ---------

_SKY_INNER, _SKY_OUTER = (0x1C, 0x27, 0x40), (0x0A, 0x0E, 0x18)
_GROUND, _CAP = (0xD2, 0xCB, 0xBE), (0x9A, 0x4E, 0x3C)
_CRATERS = ((0.30, 0.18, 0.16), (-0.35, 0.40, 0.12), (0.05, 0.55, 0.09), (-0.10, -0.05, 0.07))
_LIGHT = (-0.48, -0.52, 0.71)  # from the upper left, towards the viewer


def _mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=False))


def _clamp(t):
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def moon_png(size: int) -> bytes:
    """A size×size RGBA PNG. Full bleed, the disc within the maskable safe zone (radius 0.4)."""
    radius, centre = 0.36 * size, size / 2
    sky = [
        bytes(round(c) for c in _mix(_SKY_INNER, _SKY_OUTER, _clamp(d / (0.7 * size)))) + b"\xff" for d in range(size)
    ]  # by whole pixels of distance: smooth enough for a gradient
    rows = []
    for j in range(size):
        y = j + 0.5 - centre
        row = [sky[int(math.hypot(i + 0.5 - centre, y))] for i in range(size)]
        if abs(y) < radius + 1:
            half = math.sqrt(max(0.0, (radius + 1) ** 2 - y * y))
            for i in range(max(0, int(centre - half)), min(size, int(centre + half) + 1)):
                x = i + 0.5 - centre
                cover = _clamp(radius - math.hypot(x, y) + 0.5)  # anti-aliased rim
                if cover > 0:
                    colour = _mix(row[i], _moon(x / radius, y / radius), cover)
                    row[i] = bytes((round(colour[0]), round(colour[1]), round(colour[2]), 255))
        rows.append(b"".join(row))
    return _png(size, size, rows)


def _moon(u: float, v: float) -> tuple:
    """The lit surface at (u, v), in disc radii from the centre."""
    z = math.sqrt(max(0.0, 1 - u * u - v * v))
    edge = 0.5 + 0.06 * math.sin(9 * u) + 0.03 * math.sin(23 * u + 1)  # a ragged rim
    cap = _clamp((-v - edge) / 0.22)
    albedo = _mix(_GROUND, _CAP, cap * cap * (3 - 2 * cap) * 0.9)  # Mordor Macula, the red cap
    for cu, cv, cr in _CRATERS:
        t = math.hypot(u - cu, v - cv) / cr
        if t < 1.15:
            albedo = _mix(albedo, (0.72 * albedo[0], 0.72 * albedo[1], 0.72 * albedo[2]), _clamp((1.15 - t) / 0.25))
    light = max(0.0, u * _LIGHT[0] + v * _LIGHT[1] + z * _LIGHT[2])
    shade = 0.18 + 0.9 * light
    return tuple(min(255.0, c * shade) for c in albedo)


def _png(width: int, height: int, rows: list[bytes]) -> bytes:
    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    raw = b"".join(b"\x00" + row for row in rows)  # filter type 0 on every row
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")

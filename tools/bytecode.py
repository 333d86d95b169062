"""The site's Python shipped compiled, so that a page's start imports without compiling.

    node tools/run_in_pyodide.mjs --mount dist tools/bytecode.py --stdlib STDLIB_ZIP ARCHIVE...

Runs inside Pyodide (tools/build_site.py starts it), because bytecode is read only by the
Python version that wrote it, and this is the very Python the pages run. Without it, each start
compiles every module it imports from source, on the main thread: about a second of the
interpreter's own start on a desktop (it imports ~50 modules of the library before any of
ours), and half of the game's import time.

In the trimmed standard library (STDLIB_ZIP, imported from the zip itself) and in each ARCHIVE
(the engine's wheel and the front end's zips, which PyScript unpacks into its working folder),
every `x.py` becomes `x.pyc`, which both the zip importer and the folder importer load as they
would the source. The sources are left out, as Pyodide's own distribution does: with them the
download would grow by the size of the code again; a traceback still names the file, line and
function (the file by its path in the archive), without the line's text.

The library is compiled as `python -OO` would (no docstrings, no asserts: a fifth smaller;
CPython's library is built and tested to work so), the project's own code as it is written, its
asserts kept. The bytecode is "unchecked-hash" (PEP 552), as nothing is there to check it
against. Entries keep the archive's fixed times: the same sources give the same bytes.
"""

import argparse
import base64
import hashlib
import importlib.util
import os
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # what py_compile writes, too


def bytecode(source: bytes, filename: str, optimize: int = 0) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def stdlib_on_path() -> str:
    """Where the interpreter finds the library zip: its code objects name their files from it,
    as those compiled at run time would."""
    found = [entry for entry in sys.path if entry.endswith(".zip")]
    if len(found) != 1:
        raise SystemExit(f"bytecode: expected one zip on sys.path, found {found}")
    return found[0]


def record_line(name: str, data: bytes) -> str:
    """A wheel's RECORD line for a file (PEP 376: urlsafe base64 sha256, no padding)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_archive(archive: str, prefix: str, optimize: int = 0) -> int:
    """Every .py of `archive` replaced by its bytecode, compiled as the file `prefix` + its name
    at `compile`'s `optimize` level; a wheel's RECORD lists the new files. The number of modules
    compiled."""
    with zipfile.ZipFile(archive) as old:
        written = [(info, old.read(info)) for info in old.infolist()]
    record: dict[str, str] = {}  # RECORD's lines by file name
    compiled = 0
    for i, (info, data) in enumerate(written):
        if info.filename.endswith(".py"):
            name = info.filename + "c"
            written[i] = (
                zipfile.ZipInfo(name, date_time=info.date_time),
                bytecode(data, prefix + info.filename, optimize),
            )
            record[info.filename] = record_line(name, written[i][1])
            compiled += 1
    for i, (info, data) in enumerate(written):
        if info.filename.endswith(".dist-info/RECORD"):
            lines = [record.get(line.split(",", 1)[0], line) for line in data.decode().splitlines()]
            written[i] = info, ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(archive + ".tmp", "w", zipfile.ZIP_DEFLATED) as new:
        for info, data in written:
            new.writestr(info, data, zipfile.ZIP_DEFLATED, 9)
    os.chmod(archive + ".tmp", 0o644)  # as the build's other files (Pyodide's default is 0o666)
    os.replace(archive + ".tmp", archive)
    return compiled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stdlib", required=True, help="the trimmed python_stdlib.zip")
    parser.add_argument("archives", nargs="*", help="the engine's wheel, the front end's zips")
    args = parser.parse_args()
    counts = [f"{compile_archive(args.stdlib, stdlib_on_path() + '/', 2)} in the library"]
    counts += [f"{compile_archive(a, '')} in {os.path.basename(a)}" for a in args.archives]
    print(f"[build.sh] bytecode ({sys.implementation.cache_tag}): {', '.join(counts)}", file=sys.stderr)


if __name__ == "__main__":
    main()

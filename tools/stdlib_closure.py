"""Which modules of Pyodide's standard library a page imports: run inside Pyodide.

    node tools/stdlib_closure.mjs SOURCE_DIR [SOURCE_DIR ...]

    node tools/stdlib_closure.mjs --top-level SOURCE_DIR [...]  (what the build uses)

The roots are every module Pyodide itself has imported once it has started (this process,
freshly started, is that state) and every module named by any import in the .py files under
the given folders (the game, the front end, PyScript's own Python). From them, the imports of
every module reached are followed through the standard library, parsed by this Python (the
runtime's own version, whose syntax the host's may not know). Without --top-level that is
every import statement; with it, only those run when a module is imported — not those inside
functions, which the pages mostly never call (a CLI's argparse, a test helper's doctest), nor
a script's `if __name__ == "__main__":` block. That cuts the library by two thirds; the rare
function that does import more is served by web/stdlib_fallback.py. Printed: the archive's
files holding those modules, as a JSON list.
"""

import ast
import json
import sys
import zipfile
from pathlib import Path

STDLIB = next(p for p in sys.path if p.endswith(".zip"))  # Pyodide mounts the archive on sys.path


def module_files(archive: zipfile.ZipFile) -> dict[str, str]:
    """Module name -> its file in the archive (a package: its __init__.py)."""
    files = {}
    for name in archive.namelist():
        if name.endswith(".py"):
            dotted = name[: -len(".py")].replace("/", ".")
            files[dotted.removesuffix(".__init__")] = name
    return files


def _is_main_block(node: ast.AST) -> bool:
    """`if __name__ == "__main__":` — code run only as a script, never on import."""
    test = getattr(node, "test", None)
    return (
        isinstance(node, ast.If)
        and isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in test.comparators)
    )


def _statements(tree: ast.AST, in_functions: bool):
    """The nodes of tree; without in_functions, not those inside a function's body nor those
    of a script's main block."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if in_functions or not (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) or _is_main_block(node)
        ):
            todo.extend(ast.iter_child_nodes(node))


def imported_names(source: str, module: str, is_package: bool, in_functions: bool = True) -> set[str]:
    """Every module name an import in source may refer to (absolute, with `from` targets)."""
    package = module if is_package else module.rpartition(".")[0]
    names = set()
    for node in _statements(ast.parse(source), in_functions):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module
            names.add(target)
            names.update(f"{target}.{alias.name}" for alias in node.names)  # submodules, maybe
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                names.add(node.args[0].value)
    return names


def closure(roots: set[str], files: dict[str, str], archive: zipfile.ZipFile) -> set[str]:
    wanted, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # a module's packages are imported before it
            dotted = ".".join(parts[:i])
            if dotted in files and dotted not in wanted:
                wanted.add(dotted)
                entry = files[dotted]
                source = archive.read(entry).decode("utf-8")
                todo.extend(imported_names(source, dotted, entry.endswith("__init__.py"), FOLLOW))
    return wanted


FOLLOW = True


def main(source_dirs: list[str]) -> None:
    global FOLLOW
    if source_dirs and source_dirs[0] == "--top-level":
        FOLLOW, source_dirs = False, source_dirs[1:]
    roots = set(sys.modules)
    for folder in source_dirs:
        for path in sorted(Path(folder).rglob("*.py")):
            roots |= imported_names(path.read_text(encoding="utf-8"), path.stem, False)
    with zipfile.ZipFile(STDLIB) as archive:
        files = module_files(archive)
        wanted = closure(roots, files, archive)
    print(json.dumps(sorted(files[m] for m in wanted)))


if __name__ == "__main__":
    main(sys.argv[1:])

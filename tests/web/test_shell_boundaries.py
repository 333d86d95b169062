"""The table's boundaries, read from the source: the shell imports no game (neither an engine
nor a game's page parts), and a game's page parts reach the browser only through the shell's
helpers (no `js`, no `pyodide`), so that the page's Python can move off the main thread
without touching a game."""

import ast
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
GAME_PACKAGES = ("game", "charon_ui", "charon_page", "sixbillion_ui", "sixbillion_page")
BROWSER = ("js", "pyodide")


def imported(path: Path) -> set[str]:
    """The top-level packages a module imports (relative imports resolved within web/)."""
    package = path.parent.name
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # `from . import x`, `from ..x import y`: within web/
                found.add(package if node.level == 1 else (node.module or "").split(".")[0])
            elif node.module:
                found.add(node.module.split(".")[0])
    return found


def modules(folder: str) -> list[Path]:
    return sorted((WEB / folder).glob("*.py"))


@pytest.mark.parametrize("path", modules("shell"), ids=lambda p: p.name)
def test_the_shell_imports_no_game(path):
    assert not imported(path) & set(GAME_PACKAGES), f"{path.name} imports a game"


@pytest.mark.parametrize(
    "path",
    modules("charon_page") + modules("charon_ui") + modules("sixbillion_page") + modules("sixbillion_ui"),
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_a_games_page_parts_reach_the_browser_only_through_the_shell(path):
    assert not imported(path) & set(BROWSER), f"{path.name} imports the browser directly"


def test_the_checks_see_relative_and_absolute_imports(tmp_path):
    folder = tmp_path / "shell"
    folder.mkdir()
    probe = folder / "probe.py"
    probe.write_text("from . import dom\nfrom js import window\nimport game.charon\nfrom charon_ui.x import y\n")
    assert imported(probe) == {"shell", "js", "game", "charon_ui"}


def web_imports() -> dict[str, set[str]]:
    """Each module of the page's packages -> the modules of those packages it imports (even
    under TYPE_CHECKING: a part that names the whole page's type depends on the whole page)."""
    packages = ("shell", "charon_ui", "charon_page", "sixbillion_ui", "sixbillion_page")
    graph: dict[str, set[str]] = {}
    for package in packages:
        for path in modules(package):
            deps = set()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.ImportFrom):
                    continue
                if node.level == 1:
                    deps |= {f"{package}.{node.module.split('.')[0]}"} if node.module else set()
                    deps |= set() if node.module else {f"{package}.{a.name}" for a in node.names}
                elif node.module and node.module.split(".")[0] in packages:
                    parts = node.module.split(".")
                    deps |= {".".join(parts[:2])} if len(parts) > 1 else {f"{parts[0]}.{a.name}" for a in node.names}
            graph[f"{package}.{path.stem}"] = deps
    return graph


def test_no_import_cycles_among_the_pages_modules():
    graph = web_imports()
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            raise AssertionError("import cycle: " + " -> ".join(path[path.index(module) :] + [module]))
        if module in done or module not in graph:
            return
        for dep in sorted(graph[module]):
            visit(dep, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    assert "charon_page.page" in graph and "shell.table" in graph["charon_page.page"]
    assert "sixbillion_page.page" in graph and "sixbillion_page.board" in graph["sixbillion_page.page"]

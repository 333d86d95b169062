"""The code's shape, read from its import statements (every one, at any depth, relative or
absolute; those only for type checkers left out): no import cycles in game/ or in the page's
Python, and the search, its protocol, the random player, the tournament and the AI worker's
entry import no game — they reach a game only through the registry (game/registry.py), whose
loaders are the one place that names each game's modules."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME_AGNOSTIC = ["game.ai", "game.ai.ismcts", "game.ai.protocol", "game.ai.random_bot", "game.ai.tournament"]
GAME_AGNOSTIC += ["game.ai.specs", "game.ai.worker", "game.registry"]
ENGINES = ("game.charon", "game.sixbillion")


def _modules(base: Path, roots: list[str]) -> dict[str, Path]:
    """Module name -> file, for the packages and modules `roots` under `base`."""
    found = {}
    for root in roots:
        path = base / root
        files = sorted(path.rglob("*.py")) if path.is_dir() else [base / f"{root}.py"]
        for file in files:
            parts = list(file.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = file
    return found


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(name: str, file: Path, is_package: bool, late_loaders: bool) -> set[str]:
    """Every module `name` imports, as absolute names (a `from X import y` of a module y gives
    X.y as well as X). `late_loaders`: the imports inside functions count too (except for the
    registry's loaders, which load a game when asked)."""
    tree = ast.parse(file.read_text(encoding="utf-8"))
    out: set[str] = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_only(child):
                continue
            function = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import) and not (function and not late_loaders):
                out.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom) and not (function and not late_loaders):
                if child.level:
                    package = name.split(".") if is_package else name.split(".")[:-1]
                    base = package[: len(package) - child.level + 1]
                    module = ".".join(base + ([child.module] if child.module else []))
                else:
                    module = child.module or ""
                out.add(module)
                out.update(f"{module}.{a.name}" for a in child.names)
            visit(child, function)

    visit(tree, False)
    return out


def _graph(base: Path, roots: list[str]) -> dict[str, set[str]]:
    modules = _modules(base, roots)
    graph = {}
    for name, file in modules.items():
        loaders = name != "game.registry"
        imported = _imports(name, file, file.name == "__init__.py", late_loaders=loaders)
        edges = set()
        for target in imported:
            parts = target.split(".")
            # Importing a.b.c runs a, a.b and a.b.c (its own packages are running already).
            edges.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
        graph[name] = {m for m in edges if m in modules and m != name and not name.startswith(m + ".")}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_games_code_has_no_import_cycle():
    graph = _graph(ROOT, ["game"])
    assert "game.charon.players.search" in graph and "game.ai.ismcts" in graph["game.charon.players.search"]
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_pages_python_has_no_import_cycle():
    web = ROOT / "web"
    roots = [p.name for p in web.iterdir() if (p / "__init__.py").is_file()] + ["main", "embed_page"]
    graph = _graph(web, roots)
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


@pytest.mark.parametrize("module", GAME_AGNOSTIC)
def test_the_search_and_the_tools_around_it_import_no_game(module):
    modules = _modules(ROOT, ["game"])
    file = modules[module]
    imported = _imports(module, file, file.name == "__init__.py", late_loaders=module != "game.registry")
    assert not sorted(m for m in imported if m.startswith(ENGINES))


def test_the_guard_sees_relative_and_late_imports(tmp_path):
    """A relative import of an engine, or one inside a function, is an import of it."""
    (tmp_path / "game" / "ai").mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("")
    (tmp_path / "game" / "ai" / "__init__.py").write_text("")
    sneaky = tmp_path / "game" / "ai" / "sneaky.py"
    sneaky.write_text("from ..charon import engine\n\ndef later():\n    from ..sixbillion.view import view\n")
    imported = _imports("game.ai.sneaky", sneaky, False, late_loaders=True)
    assert {"game.charon", "game.charon.engine", "game.sixbillion.view"} <= imported


def test_the_engines_import_none_of_their_players():
    graph = _graph(ROOT, ["game"])
    for engine in ENGINES:
        rules = [m for m in graph if m.startswith(engine) and ".players" not in m]
        assert rules and not [(m, t) for m in rules for t in graph[m] if ".players" in t or t.startswith("game.ai")]

"""No import circle anywhere in our code: every module of the five folders and of `mindbench/`, with the imports it
makes of our own modules (at module level, under `if TYPE_CHECKING`, and inside functions alike: an import moved
into a function still ties the two modules together), forms a graph without a cycle.

`python tests/test_import_graph.py` prints the circles it finds, one a line.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FOLDERS = ("generators", "builder", "hf_dataset", "lmms_tasks", "human_study")


def module_files(repo: Path) -> dict[str, Path]:
    """Dotted name → file, for every module of the five folders (as `mindbench.<folder>...`) and of `mindbench/`."""
    roots = {f"mindbench.{folder}": repo / folder for folder in FOLDERS} | {"mindbench": repo / "mindbench"}
    modules: dict[str, Path] = {}
    for prefix, root in roots.items():
        for path in sorted(root.rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join((prefix, *parts))] = path
    return modules


def known_module(name: str, modules: dict[str, Path]) -> str | None:
    """The module of ours that `name` (a module or an object inside one) belongs to, or None if not ours."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def imported_names(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every dotted name `module` imports, anywhere in its file; `from a import b` gives `a.b` when b is a module
    of ours, else `a` (b is an object of a); relative imports are resolved against the module's package."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names |= {f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names}
    return names


def import_graph(repo: Path = REPO) -> dict[str, set[str]]:
    """Module → the modules of ours it imports (itself excluded)."""
    modules = module_files(repo)
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        targets = {known_module(name, modules) for name in imported_names(module, path, modules)}
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components with more than one module: each holds at least one circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def shortest_circle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """A shortest circle through the component's first module, as the path back to it."""
    start, members = component[0], set(component)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(graph[node] & members):
            if nxt == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if nxt not in came_from:
                came_from[nxt] = node
                queue.append(nxt)
    raise AssertionError(f"{component}: not strongly connected")


def circles(repo: Path = REPO) -> list[str]:
    """One line per tangle of modules that import each other: its shortest circle `a -> b -> a`, and the whole
    tangle when it holds more modules than that circle."""
    graph = import_graph(repo)
    lines = []
    for component in strongly_connected(graph):
        circle = shortest_circle(graph, component)
        tangle = f" (tangle: {', '.join(component)})" if len(component) > len(circle) - 1 else ""
        lines.append(" -> ".join(circle) + tangle)
    return lines


def test_no_module_imports_itself_back() -> None:
    found = circles()
    assert not found, "import circles:\n" + "\n".join(found)


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    """Function-level, TYPE_CHECKING, relative and `from package import submodule` imports all make edges."""
    for folder in (*FOLDERS, "mindbench"):
        (tmp_path / folder).mkdir()
    pkg = tmp_path / "builder" / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from mindbench.builder.pkg import b\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import C\n")
    (pkg / "c.py").write_text("import mindbench.generators.x as x\n")
    (tmp_path / "generators" / "x.py").write_text("from mindbench.builder.pkg.a import f\n")
    graph = import_graph(tmp_path)
    assert graph["mindbench.builder.pkg.a"] == {"mindbench.builder.pkg.b"}
    assert graph["mindbench.builder.pkg.b"] == {"mindbench.builder.pkg.c"}
    assert graph["mindbench.builder.pkg.c"] == {"mindbench.generators.x"}
    assert circles(tmp_path) == ["mindbench.builder.pkg.a -> mindbench.builder.pkg.b -> mindbench.builder.pkg.c -> "
                                 "mindbench.generators.x -> mindbench.builder.pkg.a"]


if __name__ == "__main__":
    print("\n".join(circles()) or "no import circle")

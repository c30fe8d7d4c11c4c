"""The base game's layout (issue 9 item 7): no import cycle among its modules, no function-level
import of a base module inside base, and plugins and examples use only the public API that
``bsgcore.base`` exports (documented in docs/architecture.md).

The import graph is read from the source (every ``import``, at any depth, as
``../shared/tools/import_cycles.py`` does), so a cycle hidden inside a function still counts.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import bsgcore.base

ROOT = Path(__file__).resolve().parent.parent
BASE = ROOT / "src" / "bsgcore" / "base"
PACKAGE = "bsgcore.base"


def module_files(folder: Path, package: str) -> dict[str, Path]:
    """Every module under `folder` by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.py")):
        parts = [p for p in path.relative_to(folder).with_suffix("").parts if p != "__init__"]
        found[".".join([package, *parts])] = path
    return found


def imports(path: Path, module: str) -> Iterator[tuple[ast.stmt, str]]:
    """Every import statement of a file, at any depth, with each dotted name it may import
    (``from a import b`` may import ``a.b`` or ``a``)."""
    here = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = here.split(".")[: len(here.split(".")) - node.level + 1]
                base = ".".join([*up, base]) if base else ".".join(up)
            for alias in node.names:
                yield node, f"{base}.{alias.name}"
            yield node, base


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of the same tree it imports (a package's ``__init__`` is not a
    target: importing a submodule through it names the submodule)."""

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name if name in modules and modules[name].name != "__init__.py" else None

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        for _, name in imports(path, module):
            target = resolve(name)
            if target is not None and target != module:
                graph[module].add(target)
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
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
    return found


def private_base_imports(path: Path) -> list[str]:
    """The imports of a plugin's file that reach past ``bsgcore.base``'s public names."""
    public = set(bsgcore.base.__all__)
    bad = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            bad += [a.name for a in node.names if a.name.startswith(PACKAGE + ".")]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(PACKAGE + "."):
                bad.append(node.module)
            elif node.module == PACKAGE:
                bad += [f"{PACKAGE}.{a.name}" for a in node.names if a.name not in public]
    return bad


def test_no_import_cycle_among_base_modules() -> None:
    """Every import counts, function-level ones too: the base modules form no cycle."""
    graph = import_graph(module_files(BASE, PACKAGE))
    assert len(graph) > 50
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import(tmp_path: Path) -> None:
    """The check above is not vacuous: two modules importing each other, one of them inside a
    function, are reported."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg import b\n")
    (pkg / "b.py").write_text("def f():\n    from pkg.a import x\n")
    (pkg / "c.py").write_text("from pkg import a\n")
    assert cycles(import_graph(module_files(pkg, "pkg"))) == [["pkg.a", "pkg.b"]]


def test_base_imports_its_own_modules_only_at_module_level() -> None:
    """No function-level import of a base module inside base: nothing dodges a cycle that way."""
    late = []
    for module, path in module_files(BASE, PACKAGE).items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top:
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                names += [a.name for a in node.names]
                if any(n.startswith(PACKAGE) for n in names):
                    late.append(f"{module}:{node.lineno}")
    assert late == []


def test_plugins_and_examples_use_only_the_public_base_api() -> None:
    """A plugin (plugins/, examples/) imports from ``bsgcore.base`` only the names it exports."""
    files = [
        p
        for folder in ("plugins", "examples")
        for p in sorted((ROOT / folder).rglob("*.py"))
        if ".venv" not in p.parts
    ]
    assert files
    assert [f"{p.relative_to(ROOT)}: {bad}" for p in files for bad in private_base_imports(p)] == []


def test_the_private_import_check_catches_private_imports(tmp_path: Path) -> None:
    """The check above is not vacuous: a private module, or a name the package does not export,
    is reported; the public names are not, nor the public test helpers of
    ``bsgcore.testing.scenarios`` (a plugin's tests build situations with them)."""
    path = tmp_path / "probe.py"
    path.write_text(
        "from bsgcore.base import BaseContent, BaseGame\n"
        "from bsgcore.base.turn.shared import draw_events\n"
        "import bsgcore.base.effects.interpreter\n"
        "from bsgcore.base import plugin\n"
        "from bsgcore.testing.scenarios.edits import holding\n"
        "import bsgcore.testing.scenarios.space\n",
        encoding="utf-8",
    )
    assert private_base_imports(path) == [
        "bsgcore.base.turn.shared",
        "bsgcore.base.effects.interpreter",
        "bsgcore.base.plugin",
    ]


def test_every_public_base_name_exists_and_is_documented() -> None:
    """Each name ``bsgcore.base`` exports is importable and named in docs/architecture.md."""
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = doc.split("## The base game's public API", 1)[1].split("\n## ", 1)[0]
    for name in bsgcore.base.__all__:
        assert hasattr(bsgcore.base, name), name
        assert f"`{name}`" in section, f"{name} is not documented"


def test_base_does_not_import_the_testing_helpers() -> None:
    """The scenario builders in ``bsgcore.testing`` sit on top of base: base never imports them,
    so they can use its private modules without making a cycle."""
    found = [
        f"{module}: {name}"
        for module, path in module_files(BASE, PACKAGE).items()
        for _, name in imports(path, module)
        if name.startswith("bsgcore.testing")
    ]
    assert found == []

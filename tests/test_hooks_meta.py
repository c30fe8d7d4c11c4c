"""Every hook is documented and tested (after datasette's tests/test_plugins.py).

The hooks are the kernel's (`bsgcore.hookspecs`) and those installed plugins declare for others
(their ``HOOKSPECS``, such as Express's ``bsg_express_content``). Each must have a complete
docstring, a ``## <name>`` section in docs/hooks.md whose example runs, and a test in
tests/test_hooks_*.py that registers an implementation of it and asserts something.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import bsgcore.hookspecs
from bsgcore.plugins import discover, hookspec_sources

ROOT = Path(__file__).resolve().parent.parent
HOOKS_DOC = ROOT / "docs" / "hooks.md"
HOOK_TESTS = sorted(
    p for p in (ROOT / "tests").glob("test_hooks_*.py") if p.name != Path(__file__).name
)
DOCSTRING_FIELDS = ("When:", "Pure: ", "Returns: ", "firstresult: ", "Since 0.")


def _specs_of(namespace: Any) -> dict[str, Callable[..., Any]]:
    return {
        name: value
        for name, value in vars(namespace).items()
        if name.startswith("bsg_") and hasattr(value, "bsgcore_spec")
    }


def hookspecs() -> dict[str, Callable[..., Any]]:
    """Every hookspec: the kernel's and those the installed plugins declare (``HOOKSPECS``)."""
    specs = _specs_of(bsgcore.hookspecs)
    for module in discover().values():
        for declared in hookspec_sources(module):
            specs.update(_specs_of(declared))
    return dict(sorted(specs.items()))


HOOKS = list(hookspecs())


def doc_sections() -> dict[str, str]:
    """The ``## name`` sections of docs/hooks.md, by name, with their text."""
    text = HOOKS_DOC.read_text(encoding="utf-8")
    parts = re.split(r"^## +(\S+) *$", text, flags=re.MULTILINE)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def test_hooks_are_found() -> None:
    """The kernel's hooks and Express's are all seen (a guard for the collection itself)."""
    assert {"bsg_setup", "bsg_register_rules", "bsg_express_content"} <= set(HOOKS)


@pytest.mark.parametrize("hook", HOOKS)
def test_hook_has_a_complete_docstring(hook: str) -> None:
    """The docstring says when it is called, purity, returns, firstresult and since when."""
    doc = hookspecs()[hook].__doc__ or ""
    missing = [field for field in DOCSTRING_FIELDS if field not in doc]
    assert not missing, f"{hook}'s docstring lacks {missing}"
    firstresult = bool(hookspecs()[hook].bsgcore_spec.get("firstresult"))  # type: ignore[attr-defined]
    said = f"firstresult: {'yes' if firstresult else 'no'}."
    assert said in doc, f"{hook}'s docstring should say {said!r}"


@pytest.mark.parametrize("hook", HOOKS)
def test_hook_is_documented(hook: str) -> None:
    """docs/hooks.md has a ``## <hook>`` section with a Python example."""
    sections = doc_sections()
    assert hook in sections, f"docs/hooks.md has no '## {hook}' section"
    assert "```python" in sections[hook], f"docs/hooks.md's {hook} section has no example"


def test_docs_name_only_real_hooks() -> None:
    """No section documents a hook that does not exist (renamed or removed)."""
    stale = [name for name in doc_sections() if name.startswith("bsg_") and name not in HOOKS]
    assert not stale, f"docs/hooks.md documents unknown hooks {stale}"


@pytest.mark.parametrize("hook", HOOKS)
def test_docs_example_runs(hook: str) -> None:
    """The section's examples run as written (each in a fresh namespace)."""
    blocks = re.findall(r"```python\n(.*?)```", doc_sections().get(hook, ""), flags=re.DOTALL)
    assert blocks, f"no example for {hook}"
    for block in blocks:
        exec(compile(block, f"docs/hooks.md#{hook}", "exec"), {"__name__": f"docs_{hook}"})


# -- every hook is exercised by a test -----------------------------------------------------------


def _registered(node: ast.AST) -> set[str]:
    """Hooks a piece of code implements: ``bsg_x=`` keywords of a call (``plugin_module`` and
    helpers around it) and ``@hookimpl def bsg_x`` functions."""
    found: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            found |= {k.arg for k in sub.keywords if k.arg and k.arg.startswith("bsg_")}
        if isinstance(sub, ast.FunctionDef) and sub.name.startswith("bsg_"):
            for decorator in sub.decorator_list:
                target = decorator.func if isinstance(decorator, ast.Call) else decorator
                if getattr(target, "id", getattr(target, "attr", "")) == "hookimpl":
                    found.add(sub.name)
    return found


def _asserts(node: ast.AST) -> bool:
    """Whether a test checks something: an assert or ``pytest.raises``."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Assert):
            return True
        if isinstance(sub, ast.Call) and getattr(sub.func, "attr", "") == "raises":
            return True
    return False


def exercised_hooks(path: Path) -> dict[str, list[str]]:
    """Hook name -> tests of ``path`` that register an implementation and assert something.

    A test registers what its body registers and what the module-level names it uses register
    (helpers, plugin modules built at import), followed to any depth.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            top[node.name] = node
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        top[name.id] = node

    def closure(node: ast.AST) -> set[str]:
        seen: set[str] = set()
        hooks: set[str] = set()
        todo = [node]
        while todo:
            current = todo.pop()
            hooks |= _registered(current)
            for sub in ast.walk(current):
                if isinstance(sub, ast.Name) and sub.id in top and sub.id not in seen:
                    seen.add(sub.id)
                    todo.append(top[sub.id])
        return hooks

    out: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_") and _asserts(node):
            for hook in closure(node):
                out.setdefault(hook, []).append(f"{path.name}::{node.name}")
    return out


def test_hook_tests_are_found() -> None:
    """The scan sees the hook test modules (a guard for the scan itself)."""
    assert HOOK_TESTS, "no tests/test_hooks_*.py besides this one"


@pytest.mark.parametrize("hook", HOOKS)
def test_hook_is_exercised_by_a_test(hook: str) -> None:
    """Some test in tests/test_hooks_*.py registers an implementation of the hook and asserts."""
    tests = [t for path in HOOK_TESTS for t in exercised_hooks(path).get(hook, [])]
    assert tests, (
        f"no test in tests/test_hooks_*.py registers an implementation of {hook} "
        f"(plugin_module(..., {hook}=fn) or an @hookimpl def) and asserts its effect"
    )

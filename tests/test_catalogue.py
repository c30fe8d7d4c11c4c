"""The generated catalogue (docs/catalogue.md) names every command, event and frame and cannot
drift: regenerating it must give the committed file byte for byte."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bsgcore import cli
from bsgcore.catalogue import COMMITTED as COMMITTED_FILES
from bsgcore.catalogue import catalogue_for, regenerate_command, type_name
from bsgcore.ruleset import build_rules

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("ruleset", sorted(COMMITTED_FILES))
def test_committed_catalogue_is_current(ruleset: str) -> None:
    """docs/catalogue.md (Express) and docs/catalogue-base.md (the base game) are exactly what the
    registry generates now."""
    path = ROOT / COMMITTED_FILES[ruleset]
    fresh = catalogue_for(ruleset)
    committed = path.read_text(encoding="utf-8") if path.exists() else ""
    assert committed == fresh, (
        f"{COMMITTED_FILES[ruleset]} is out of date with the registered commands, events and "
        f"frames; regenerate it with:  {regenerate_command(build_rules(ruleset))}"
    )


def test_catalogue_lists_every_tag() -> None:
    """Each registered tag, option and frame's resolution appears in the catalogue."""
    rules = build_rules("express")
    text = catalogue_for("express")
    for tag in rules.registry.tags:
        assert f"| `{tag}` |" in text
    for name in rules.registry.options:
        assert f"| `{name}` |" in text
    assert "| `express.f.assign_dice` | decision |" in text
    assert "| `express.f.roll_dice` | automatic |" in text
    assert "| `express.dice_rolled` | 1 |" in text and "| yes |" in text
    assert "`target: int = -1`" in text


def test_type_names() -> None:
    """Type hints read as people write them."""
    assert type_name(tuple[int, ...]) == "tuple[int, ...]"
    assert type_name(int | None) == "int | None"
    assert type_name(dict[str, int]) == "dict[str, int]"


def test_toy_catalogue(toy_game: object) -> None:
    """Any ruleset gets a catalogue (the toy's, registered in-process)."""
    text = catalogue_for("toy")
    assert "## Plugin `toy`" in text and "| `toy.roll` |" in text
    assert "Regenerate it with `bsg catalogue --ruleset toy`." in text


def test_bsg_catalogue_and_module(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bsg catalogue --out`` and ``python -m bsgcore.catalogue`` print the same Markdown."""
    out = tmp_path / "catalogue.md"
    assert cli.main(["catalogue", "--ruleset", "express", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == catalogue_for("express")
    done = subprocess.run(
        [sys.executable, "-m", "bsgcore.catalogue", "--ruleset", "express"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == catalogue_for("express")


def test_table_cells_keep_code_spans() -> None:
    """Pipes are escaped in prose but not inside code spans (mkdocs renders those as written)."""
    from bsgcore.catalogue import _cell

    assert _cell("a | b `int | None`") == "a \\| b `int | None`"

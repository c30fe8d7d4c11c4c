"""docs/pegasus.md says which Pegasus entries are provisional (issue 10: UNVERIFIED entries keep
their data in the plugin's data file, and the docs say which): its list is the data's own."""

from __future__ import annotations

import re
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[3] / "docs" / "pegasus.md"


def entries() -> list[dict[str, object]]:
    """Every catalogue entry (a table row with an id) of the plugin's data file."""
    raw = tomllib.loads((files("bsg_pegasus") / "data" / "pegasus.toml").read_text("utf-8"))
    return [
        e
        for rows in raw.values()
        if isinstance(rows, list)
        for e in rows
        if isinstance(e, dict) and "id" in e
    ]


@pytest.mark.skipif(not DOC.exists(), reason="run from a source checkout (docs/ beside plugins/)")
def test_the_provisional_list_in_the_docs_is_the_datas() -> None:
    """The section lists exactly the entries with ``confidence = "low"``, and its counts (all
    entries, those from references) are the data's."""
    text = DOC.read_text("utf-8")
    section = text.split("## Provisional entries", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\| `([a-z0-9_.]+)` \|", section, re.M)
    data = entries()
    assert sorted(listed) == sorted(str(e["id"]) for e in data if e.get("confidence") == "low")
    assert f"Of its\n{len(data)} entries" in section or f"Of its {len(data)} entries" in section
    references = sum(e.get("source") == "reference" for e in data)
    assert f"{references} come from public references" in section

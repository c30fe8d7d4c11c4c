"""The generated Pegasus catalogue (docs/catalogue-pegasus.md) cannot drift from the registry:
regenerating it must give the committed file byte for byte, every part's tags included."""

from __future__ import annotations

from pathlib import Path

from bsgcore.catalogue import COMMITTED_WITH_PLUGINS, catalogue_for, regenerate_command
from bsgcore.ruleset import build_rules

ROOT = Path(__file__).resolve().parents[3]
KEY = ("base", ("pegasus",))


def test_committed_pegasus_catalogue_is_current() -> None:
    """docs/catalogue-pegasus.md is exactly what the base ruleset with Pegasus generates now."""
    path = ROOT / COMMITTED_WITH_PLUGINS[KEY]
    fresh = catalogue_for(*KEY)
    committed = path.read_text(encoding="utf-8") if path.exists() else ""
    assert committed == fresh, (
        f"{path.name} is out of date with the registered commands, events and frames; "
        f"regenerate it with:  {regenerate_command(build_rules(*KEY))}"
    )


def test_pegasus_catalogue_lists_every_part_tag() -> None:
    """Every tag a Pegasus part registers (``pegasus.<part>``) is listed under the plugin."""
    rules = build_rules(*KEY)
    text = catalogue_for(*KEY)
    section = text.split("## Plugin `pegasus`", 1)[1].split("## Value types", 1)[0]
    part_tags = [t for t, o in rules.registry.owner.items() if o.startswith("pegasus.")]
    assert part_tags
    for tag in part_tags:
        assert f"| `{tag}` |" in section, tag
    assert "--out docs/catalogue-pegasus.md" in text

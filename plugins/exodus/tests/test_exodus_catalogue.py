"""The generated Exodus catalogue (docs/catalogue-exodus.md) cannot drift from the registry:
regenerating it must give the committed file byte for byte, every part's tags and the Exodus
options included."""

from __future__ import annotations

from pathlib import Path

from bsgcore.catalogue import COMMITTED_WITH_PLUGINS, catalogue_for, regenerate_command
from bsgcore.ruleset import build_rules

ROOT = Path(__file__).resolve().parents[3]
KEY = ("base", ("exodus",))


def test_committed_exodus_catalogue_is_current() -> None:
    """docs/catalogue-exodus.md is exactly what the base ruleset with Exodus generates now."""
    path = ROOT / COMMITTED_WITH_PLUGINS[KEY]
    fresh = catalogue_for(*KEY)
    committed = path.read_text(encoding="utf-8") if path.exists() else ""
    assert committed == fresh, (
        f"{path.name} is out of date with the registered commands, events and frames; "
        f"regenerate it with:  {regenerate_command(build_rules(*KEY))}"
    )


def test_exodus_catalogue_lists_every_exodus_tag_and_option() -> None:
    """Every tag Exodus registers is listed under the plugin, and its three options too."""
    rules = build_rules(*KEY)
    text = catalogue_for(*KEY)
    section = text.split("## Plugin `exodus`", 1)[1].split("## Value types", 1)[0]
    tags = [t for t, o in rules.registry.owner.items() if o.split(".")[0] == "exodus"]
    assert tags
    for tag in tags:
        assert f"| `{tag}` |" in section, tag
    options = text.split("## Game options", 1)[1]
    for name in ("cylon_fleet", "ionian_nebula", "conflicted_loyalties"):
        assert f"`{name}`" in options, name
    assert "--out docs/catalogue-exodus.md" in text

"""Labels for people of the base game's options and prompts of its decisions (`bsgcore.labels`):
names come from the game's catalogue (`names`), option labels from each command's fields
(`options`), prompts from each decision frame (`prompts`). Computed only when asked for."""

from __future__ import annotations

from typing import Any

from bsgcore.base.labels import names
from bsgcore.base.labels.options import LABELS, PICKS
from bsgcore.base.labels.prompts import PROMPTS
from bsgcore.base.labels.view_schema import VIEW_SCHEMA
from bsgcore.labels import NAMES_PREFIX


def register(registry: Any) -> None:
    """Register every base labeller and prompter by tag (a plugin labels its own the same way)."""
    tags = registry.tags
    for tag, labeller in LABELS.items():
        registry.label(tags[tag], labeller)
    for (frame_tag, tag), labeller in PICKS.items():
        registry.label(tags[tag], labeller, frame=tags[frame_tag])
    for tag, (prompter, kinds) in PROMPTS.items():
        registry.prompt(tags[tag], prompter, kinds=kinds)
    registry.set_data(NAMES_PREFIX + "base", names.entries)
    registry.set_data("view_schema", VIEW_SCHEMA)

"""The Exodus character sheets as base reads them (X-SETUP-1, X-CHAR, X-SUCC-1, -2): the data's
entry with the fields base's sheets have (draw per turn, piloting), its abilities' ops named as
the plugin's (cards/rewrite.py), and the lines of succession the game has re-ranked by the
official order (`bsgcore.base.official_ranks`), so the new characters fall in their places."""

from __future__ import annotations

from typing import Any

from bsg_exodus.cards import rewrite
from bsg_exodus.data import load
from bsgcore.base import BaseContent, official_ranks

#: The lines every base game has; the CAG line belongs to the Cylon Fleet option.
LINES = ("admiral", "president")


def entry(content: BaseContent, character_id: str) -> dict[str, Any]:
    """The sheet as a base catalogue entry."""
    raw = load().raw(character_id)
    raw["draw_per_turn"] = sum(int(group["count"]) for group in raw["skill_set"])
    raw["can_pilot"] = bool(raw.get("pilot_token", False))
    raw["succession"] = {line: raw["succession"][line] for line in LINES}
    for key in ("ability", "once_per_game", "weakness"):
        raw[key] = rewrite.entry(content, {"id": raw[key]["id"], **raw[key]})
    return raw


def add(content: BaseContent, raw: dict[str, Any]) -> None:
    """Add the sheet, then rank every character of the game on the official lines."""
    content.add_character(raw)
    for line in LINES:
        content.replace_title_line(line, official_ranks(line, content.character_ids()))

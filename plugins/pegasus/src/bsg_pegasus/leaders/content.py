"""The leaders feature's content: the Cylon Leader type, the Cylon Leaders whose abilities are
carried out (P-CL, Appendix A.4), the revised lines of succession (P-SUCC-1, -2, written once in
base as the published lines, ``bsgcore.base.official_ranks``), and the Sympathetic Cylon card.

A character joins the game only when all three of its abilities work; the others stay in the
plugin's data and ``bsg cards --plugin pegasus --missing`` lists them.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.data import load
from bsg_pegasus.leaders import caprica, infiltration
from bsg_pegasus.leaders.abilities import CAVIL, PRIMACY_EFFECTS
from bsg_pegasus.leaders.abilities import add_content as add_abilities
from bsg_pegasus.leaders.model import LEADER_TYPE, SYMPATHETIC_CARD
from bsgcore.base import BaseContent, official_ranks

#: The characters this feature puts into play (every ability carried out, abilities.py).
CHARACTERS = (
    "pegasus.character.cavil",
    "pegasus.character.leoben_conoy",
    "pegasus.character.caprica_six",
)
#: A start on the overlay's Cylon locations, or base's while the overlay is not in the game.
BASE_CYLON_LOCATION = {
    "pegasus.location.cylon_fleet": "base.location.cylon_fleet",
    "pegasus.location.human_fleet": "base.location.human_fleet",
    "pegasus.location.caprica": "base.location.caprica",
}
TREACHERY = "treachery"


def plain(value: Any) -> Any:
    """Frozen catalogue data as the plain dicts and lists the content hook takes."""
    if hasattr(value, "items"):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


def character_entry(row: Any, content: BaseContent) -> dict[str, Any]:
    """A Pegasus sheet as base's character entry: its start where the game has it, the skill
    types the game has (Treachery once the skills feature adds it), its draw per turn."""
    entry = plain(row)
    start = str(entry["start_location"])
    if start not in content.location_ids():
        entry["start_location"] = BASE_CYLON_LOCATION.get(start, start)
    types = set(content.skill_type_names())
    groups = []
    for group in entry["skill_set"]:
        kept = [t for t in group["types"] if t in types]
        if kept:
            groups.append({"types": kept, "count": group["count"]})
    entry["skill_set"] = groups
    entry["draw_per_turn"] = sum(int(g["count"]) for g in groups)
    entry["can_pilot"] = bool(entry.get("pilot_token", False))
    entry["succession"] = {"admiral": 99, "president": 99}  # replaced by the revised lines
    if entry["id"] == CAVIL:
        entry["ability"]["effects"] = PRIMACY_EFFECTS  # base's ops and one of ours
    return entry


def add_content(content: BaseContent) -> None:
    """The Cylon Leader type and sheets, and the revised lines of succession."""
    data = load()
    add_abilities(content)
    infiltration.add_content(content)
    for ability in caprica.ABILITIES:
        content.implemented_by(ability, "bsg_pegasus.leaders.caprica")
    content.add_character_type(LEADER_TYPE)
    for character in CHARACTERS:
        content.add_character(character_entry(data.entry(character), content))
    card = plain(data.entry(SYMPATHETIC_CARD))
    card["team"] = "sympathetic_cylon"  # neither in the Cylon cards' pool nor the Sympathizer
    card["effects"] = []  # carried out by sympathetic.py as it is received (P-SYM-2, -3)
    content.add_card("loyalty", card)
    characters = content.character_ids()
    for line in ("admiral", "president"):
        content.replace_title_line(line, official_ranks(line, characters))

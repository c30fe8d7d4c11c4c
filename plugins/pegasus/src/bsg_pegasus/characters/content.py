"""The new human characters as base content (P-SETUP-1, Appendix A.4): a sheet joins the game
only once its ability, once-per-game ability and weakness are all carried out here; the others
stay in the plugin's data and ``bsg cards --plugin pegasus --missing`` lists them. The lines of
succession are rebuilt with them (P-SUCC-1, -2: base's published lines)."""

from __future__ import annotations

from bsg_pegasus.board import ship
from bsg_pegasus.characters import cain, dee, ellen, kat
from bsg_pegasus.data import load
from bsg_pegasus.leaders.content import character_entry
from bsgcore.base import BaseContent, official_ranks

#: Each character in play and its abilities, with the module carrying them out.
CHARACTERS: dict[str, tuple[tuple[str, ...], str]] = {
    cain.CAIN: (cain.ABILITIES, "bsg_pegasus.characters.cain"),
    kat.KAT: (kat.ABILITIES, "bsg_pegasus.characters.kat"),
    ellen.ELLEN: (ellen.ABILITIES, "bsg_pegasus.characters.ellen"),
    dee.DEE: (dee.ABILITIES, "bsg_pegasus.characters.dee"),
}
#: Cain's printed start is "Pegasus CIC or Command": Pegasus CIC, as the Pegasus board is always
#: in a Pegasus game; Command only where Pegasus is gone (R-203, base's new-character start).


def add_content(content: BaseContent) -> None:
    """The sheets whose abilities all work, and the lines of succession with them."""
    data = load()
    cain.add_content(content)
    for character, (abilities, where) in CHARACTERS.items():
        entry = character_entry(data.entry(character), content)
        for part in ("ability", "once_per_game", "weakness"):
            entry[part]["effects"] = []  # carried out by `where`, not by ops
            entry[part]["timing"] = "pegasus"  # offered by `where`, not as base's Actions
        if character == cain.CAIN:
            entry["start_location"] = ship.PEGASUS_CIC  # the board part adds it last
            entry["once_per_game"]["effects"] = cain.BLIND_JUMP_EFFECTS  # run by cain.py
        content.add_character(entry)
        for ability in abilities:
            content.implemented_by(ability, where)
    characters = content.character_ids()
    for line in ("admiral", "president"):
        content.replace_title_line(line, official_ranks(line, characters))

"""A test plugin (issue 9 item 5) that adds, as data through `bsgcore.base`'s public API and the
``bsg_base_content`` hook only, a third title with its own line of succession (Exodus's CAG,
X-SUCC-3, with the CAG's rules of X-CAG-3, -4, -6) and a sixth skill type with its own cards."""

from __future__ import annotations

from bsgcore.base import TITLES_KEY, BaseContent, TitleLine, data_version
from bsgcore.hookspecs import hookimpl
from bsgcore.plugins import PluginInfo
from bsgcore.ruleset import RulesRegistry

NAME = "titles_test"
CAG = "cag"
TREACHERY = "treachery"
#: The CAG line of succession (X-SUCC-3) restricted to the base characters, ranked 1 to 10 in
#: its order: Apollo, Starbuck, Boomer, Helo, Adama, Tigh, Tyrol, Zarek, Baltar, Roslin.
CAG_ORDER = (
    "lee_apollo_adama", "kara_starbuck_thrace", "sharon_boomer_valerii", "karl_helo_agathon",
    "william_adama", "saul_tigh", "galen_tyrol", "tom_zarek", "gaius_baltar", "laura_roslin",
)  # fmt: skip
CAG_LINE = {f"base.character.{name}": rank for rank, name in enumerate(CAG_ORDER, 1)}
#: The sixth type's deck: one card name, strengths 1 to 3 (6 cards), played for strength only.
SABOTAGE = "titles_test.skill.sabotage"
SABOTAGE_CARD = {
    "id": SABOTAGE,
    "name": "Sabotage",
    "type": TREACHERY,
    "values": [1, 2, 3],
    "copies_by_value": {"1": 3, "2": 2, "3": 1},
    "copies": 6,
    "text": "No text: played for its strength only.",
}

#: Its version carries the digest of the content it adds (as base's does).
PLUGIN = PluginInfo(
    name=NAME,
    version=data_version("1.0", CAG_LINE, SABOTAGE_CARD),
    requires=("base",),
    extends=("base",),
)


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The CAG's line of succession, the treachery type and its cards, in a deck of their own."""
    content.add_title_line(CAG, CAG_LINE)
    content.add_skill_type(TREACHERY, deck=TREACHERY, colour="brown")
    content.add_card(TREACHERY, SABOTAGE_CARD)


@hookimpl
def bsg_base_destiny_recipe(game: object, recipe: dict[str, int]) -> dict[str, int]:
    """Two treachery cards in every Destiny deck, beside base's ten (as Pegasus's, P-DST-1)."""
    return {**recipe, TREACHERY: 2}


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The CAG title's rules: handed out at set-up after the others; passes on in the Brig and
    its successor is taken outside the Brig (X-CAG-4, X-CAG-6)."""
    if ruleset != "base":
        return
    titles = dict(registry.data[TITLES_KEY])
    titles[CAG] = TitleLine(CAG, "titles_test.title.cag", skip_brig=True, brig_passes=True)
    registry.set_data(TITLES_KEY, titles)

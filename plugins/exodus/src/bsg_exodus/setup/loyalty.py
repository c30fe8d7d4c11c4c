"""The Exodus loyalty deck (X-LOY): the box's plain "You Are Not a Cylon" cards join the
loyalty cards, and every seat count's deck takes one "You Are Not a Cylon" card more than the
base game's (X-LOY-4). Base builds the deck from the recipe as Exodus does: the Cylon cards
drawn from the shuffled "You Are a Cylon" cards, the rest from the "You Are Not a Cylon" cards
(X-LOY-2, -3), one more for each of Baltar and Boomer in play (X-LOY-5), one card each and two
for Baltar (X-LOY-6), the Sympathizer shuffled in after that deal at 4 and 6 seats (X-LOY-7),
the unused cards staying in the box unseen (X-LOY-9). With a Cylon Leader (Pegasus) the
recipe is X-PEG-5's (`leader_recipe`, the loyalty part)."""

from __future__ import annotations

from typing import Any

from bsg_exodus.data import load
from bsgcore.base import BaseContent

PLAIN_NOT_A_CYLON = "exodus.loyalty.you_are_not_a_cylon"


def recipes(with_leader: bool) -> dict[int, Any]:
    """The catalogue's loyalty recipes by seat count, with or without a Cylon Leader."""
    return {
        int(row["players"]): row
        for row in load().table("loyalty_recipe")
        if bool(row["with_cylon_leader"]) is with_leader
    }


def add(content: BaseContent) -> None:
    """X-LOY-2 (the Exodus "You Are Not a Cylon" cards) and X-LOY-4 (the recipes)."""
    content.add_card("loyalty", load().raw(PLAIN_NOT_A_CYLON))
    for players, row in sorted(recipes(with_leader=False).items()):
        sympathizer = bool(row["sympathizer_added_after_first_deal"])
        cylon, not_cylon = int(row["you_are_a_cylon"]), int(row["you_are_not_a_cylon"])
        spare = cylon + not_cylon + int(sympathizer) - 2 * players
        content.loyalty_recipe(players, cylon, not_cylon, sympathizer, spare=spare)

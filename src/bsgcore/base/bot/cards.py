"""What the base bots read of cards: the public catalogue, a card code's type and strength, and
whether a loyalty card makes its holder a Cylon (static data every player may read)."""

from __future__ import annotations

from functools import lru_cache

from bsgcore.base.catalogue.loader import BaseCatalogue, load
from bsgcore.base.skills.types import type_names

#: The mean strength of a skill card (each type's deck: 8 ones, 6 twos, 4 threes, 2 fours, 1
#: five, B-COMP-3), and the destiny cards a check gets (B-COMP-5).
MEAN_VALUE = 2.14
DESTINY_CARDS = 2


@lru_cache(maxsize=1)
def catalogue() -> BaseCatalogue:
    """The public card catalogue (static data every player may read)."""
    return load()


def card_id(code: str) -> str:
    """The catalogue id of a deck code (``#copy`` and ``@value`` stripped)."""
    return code.split("#", 1)[0].split("@", 1)[0]


def skill_type(code: str) -> str:
    """The type of a skill card code, "" when unknown."""
    record = catalogue().index.get(card_id(code))
    kind = getattr(record, "type", "")
    return kind if kind in type_names() else ""


def skill_value(code: str) -> int:
    """The strength printed on a skill card code (0 when it has none)."""
    _, sep, value = code.rpartition("@")
    return int(value) if sep and value.isdigit() else 0


def is_cylon_card(code: str) -> bool:
    """Whether a loyalty card makes its holder a Cylon (the Sympathizer counts as not, yet)."""
    slug = card_id(code)
    return "you_are_a_cylon" in slug

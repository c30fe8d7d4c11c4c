"""The Exodus lines of succession (X-SUCC-1, -2): base's published lines
(``bsgcore.base.OFFICIAL_LINES``, the order of every base, Pegasus and Exodus character),
ranked over the characters of the finished game whichever plugin adds them
(``content.official_title_line``); a character not in the game is never a candidate, so only
the relative order of those present matters. The catalogue's ``succession_line`` rows give the
same order (a test pins it).

The CAG line (X-SUCC-3) belongs to the CAG title, which only Cylon Fleet brings (§6.4): the
fleet part adds it (``bsg_exodus.fleet.cag``) and deals it only with that option.
"""

from __future__ import annotations

from bsg_exodus.data import load
from bsgcore.base import BaseContent

#: The base titles whose lines Exodus replaces, by the catalogue's ``title``.
REPLACED = ("admiral", "president")
CAG = "cag"


def catalogue_order(title: str) -> tuple[str, ...]:
    """A title's Exodus line as the catalogue gives it (highest first)."""
    row = next(r for r in load().table("succession_line") if r["title"] == title)
    return tuple(str(character) for character in row["order"])


def add(content: BaseContent) -> None:
    """The Admiral's and the President's lines are the published ones (X-SUCC-1, -2)."""
    for title in REPLACED:
        content.official_title_line(title)

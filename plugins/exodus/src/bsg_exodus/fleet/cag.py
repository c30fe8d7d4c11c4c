"""The CAG title (exodus.md §6.4, X-CAG): a third title, dealt only with the Cylon Fleet option
(X-CAG-1, X-FLEET-SETUP-8), by the CAG line of succession (X-SUCC-3, base's published
``OFFICIAL_LINES["cag"]`` ranked over the game's characters).

Its rules are base's title rules, as data (``TitleLine``): a CAG sent to the Brig hands the
title on, and a successor is taken outside the Brig while anyone is free (X-CAG-4, -6, R-214,
like the Admiral); a revealed Cylon's title and an executed player's pass by base's succession
(X-CAG-3, X-CAG-8, X-EXEC-16); only human players hold it (X-CAG-7, base's eligibility). The
line's name ``cag`` is the WHO value and chooser of the "CAG chooses" cards (X-CAG-2).

Its two title Actions (X-CAG-14) are cag_actions.py.
"""

from __future__ import annotations

from bsg_exodus import options
from bsgcore.base import TITLES_KEY, BaseContent, TitleLine
from bsgcore.ruleset import RulesRegistry

CAG = "cag"
CARD = "exodus.title.cag"


def add_line(content: BaseContent) -> None:
    """The CAG line (X-SUCC-3): added empty, ranked at build by the published order over the
    finished game's characters, whichever plugin adds them."""
    content.add_title_line(CAG, {})
    content.official_title_line(CAG)


def register(registry: RulesRegistry) -> None:
    """The CAG title's rules, dealt after the President's and the Admiral's (X-SETUP-9 (a))."""
    titles = dict(registry.data[TITLES_KEY])
    titles[CAG] = TitleLine(CAG, CARD, skip_brig=True, brig_passes=True, option=options.CYLON_FLEET)
    registry.set_data(TITLES_KEY, titles)

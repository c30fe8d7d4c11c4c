"""The titles of a game as data: one `TitleLine` per title (its rules), keyed by its line's name;
the line of succession itself (character -> rank) is the catalogue's ``title_lines`` (base's from
the character sheets, a plugin's through ``content.add_title_line``).

The game holds each title as ``BaseGame.titles`` (line -> seat); every rule that hands a title out
or walks a line of succession reads the line from here, so a third title (Exodus's CAG) is one
more entry plus its rules. Base registers the President and the Admiral (`base_lines`) under
`TITLES_KEY` in the rules' data; a plugin adds its title to that plain mapping.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from bsgcore.base import current
from bsgcore.context import current_rules

#: The rules' data key holding the game's title lines (a plain ``dict[str, TitleLine]``).
TITLES_KEY = "base.titles"
PRESIDENT, ADMIRAL = "president", "admiral"


@attrs.frozen
class TitleLine:
    """A title's rules: `name` is its line (also the WHO value and the card chooser naming its
    holder), `card` its title card. `skip_brig`: a successor is taken outside the Brig while
    anyone is free (the Admiral, B-SUCC-2); `brig_passes`: a holder sent to the Brig hands the
    title on (the Admiral, B-BRIG-3; the President keeps hers, B-SUCC-4). `option`: the game
    option that brings the title ("" for every game; Exodus's CAG comes with Cylon Fleet): a game
    without it never deals the title, and its rules skip a line with no holder (`in_game`)."""

    name: str
    card: str
    skip_brig: bool = False
    brig_passes: bool = False
    option: str = ""

    def dealt(self, options: Mapping[str, Any]) -> bool:
        """Whether a game with these options hands this title out at set-up."""
        return not self.option or bool(options.get(self.option))

    def in_game(self, titles: Mapping[str, int]) -> bool:
        """Whether the game holding these titles (``BaseGame.titles``) uses this one: every
        title without an option; one with an option once it has been dealt."""
        return not self.option or self.name in titles


def base_lines() -> dict[str, TitleLine]:
    """The base game's two titles, President first (the order titles are handed out)."""
    return {
        PRESIDENT: TitleLine(PRESIDENT, "base.title.president"),
        ADMIRAL: TitleLine(ADMIRAL, "base.title.admiral", skip_brig=True, brig_passes=True),
    }


_SHIPPED = base_lines()


def title_lines() -> Mapping[str, TitleLine]:
    """The titles of the game being computed (in the order they are handed out at set-up),
    else the base game's."""
    rules = current_rules()
    if rules is not None:
        table = rules.data.get(TITLES_KEY)
        if isinstance(table, dict):
            return table
    return _SHIPPED


def rank(line: str, character: str) -> int:
    """A character's place on a title's line of succession (1 first); one the line does not
    list comes after all."""
    ranks = current.catalogue().title_lines[line]
    return int(ranks.get(character, len(ranks) + 1))

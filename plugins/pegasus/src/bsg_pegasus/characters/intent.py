"""The heuristic bot with the new characters' choices (issue 10), where base's fallback picked
at random:

- Cain's Intolerant (her Admiral's Quarters check passed by 10 or more): a human Cain executes
  a Cylon she knows of and sends anyone else to the Brig; a Cylon Cain executes a human;
- Kat's Hotshot: she rolls and keeps her cards for the checks;
- Ellen's Manipulative: she does not take a title for the turn (base's bot has no use for it).

Read from the seat's own view only (Intolerant's target is the one its prompt names).
"""

from __future__ import annotations

import re
from typing import Any

from bsgcore.base import BaseBot
from bsgcore.messages import Command

#: The target of Intolerant, as its prompt names him ("... execute seat N instead ...").
TARGET = re.compile(r"seat (\d+)")


class CharacterIntent(BaseBot):
    """Base's bot, with the Pegasus characters' choices (see the module)."""

    def _on_intolerant(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        found = TARGET.search(str((view.get("pending") or {}).get("prompt", "")))
        if found is None:
            return None
        target = int(found.group(1))
        known = self._known_cylons(game)
        execute = target not in known if self._cylon(game) else target in known
        return next((o for o in options if o.execute is execute), None)

    def _on_hotshot(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        return next((o for o in options if not o.card), None)

    def _on_manipulative(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        return next((o for o in options if not o.line), None)

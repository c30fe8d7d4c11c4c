"""The heuristic bot in the Pegasus card windows (issue 10), where base's fallback gave the
standing "pass and stop asking" answer:

- Sabotage (P-TRE-9): a Cylon player plays it (damage to Galactica is what he wants);
- Major Victory (a roll of 5 or more: +1 morale): a human plays it while the morale dial can
  still go up (a strength-1 card for a 5-in-8 chance of morale is a good trade); otherwise "not
  now", so that a later chance still asks him; a Cylon passes for good.

Read from the seat's own view only.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseBot
from bsgcore.messages import Command

#: The morale dial's top (base-components.toml): Major Victory does nothing there.
FULL_MORALE = 15


class WindowIntent(BaseBot):
    """Base's bot, with Sabotage and Major Victory played (see the module)."""

    def _on_sabotage(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        plays = [o for o in options if o.tag == "pegasus.play_sabotage"]
        if plays and self._cylon(self._game(view)):
            return plays[0]
        return next((o for o in options if o.tag == "pegasus.no_sabotage"), None)

    def _on_pegasus_major_victory(
        self, view: dict[str, Any], options: tuple[Any, ...]
    ) -> Command | None:
        game = self._game(view)
        plays = [o for o in options if o.tag == "pegasus.play_major_victory"]
        morale = int((game.get("resources") or {}).get("morale", FULL_MORALE))
        if self._cylon(game):
            return next((o for o in options if o.tag == "base.pass_always"), None)
        if plays and morale < FULL_MORALE:
            return plays[0]
        return next((o for o in options if o.tag == "base.no_card"), None)

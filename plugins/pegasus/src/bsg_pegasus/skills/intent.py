"""The heuristic bot in the Pegasus card windows (issue 10), where base's fallback gave the
standing "pass and stop asking" answer:

- Sabotage (P-TRE-9): a Cylon player plays it (damage to Galactica is what he wants);
- Calculations (+1 or -1 to a die just rolled): a human plays it when the other result is
  better for the humans (skills/rolls.py), a Cylon passes for good;
- holding neither card a human passes for good, and takes it back (base's Withdraw Standing
  Orders, in his Action step) once he draws one;
- Major Victory (a roll of 5 or more: +1 morale): a human plays it while the morale dial can
  still go up (a strength-1 card for a 5-in-8 chance of morale is a good trade); otherwise "not
  now", so that a later chance still asks him; a Cylon passes for good.

Read from the seat's own view only.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.skills import rolls
from bsg_pegasus.skills.bot import card_name
from bsgcore.base import BaseBot
from bsgcore.messages import Command

#: The Pegasus windows whose "pass and stop asking" a human takes back once he holds the card.
WINDOWS = {"pegasus_calculations": "Calculations", "pegasus_major_victory": "Major Victory"}
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
        if not plays:  # no Major Victory in hand: not asked again until one is drawn
            return next((o for o in options if o.tag == "base.pass_always"), None)
        if morale < FULL_MORALE:
            return plays[0]
        return next((o for o in options if o.tag == "base.no_card"), None)

    def _on_action(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        """A human who stopped being asked in a Pegasus window and has since drawn its card is
        asked again (free, no action spent)."""
        game = self._game(view)
        withdraw = [o for o in options if o.tag == "base.withdraw_standing_orders"]
        if withdraw and not self._cylon(game):
            me = game["players"][self._me(game)["seat"]]
            standing = set(me.get("standing_orders") or ())
            hand = {card_name(str(c)) for c in self._me(game).get("hand", ())}
            if any(kind in standing and name in hand for kind, name in WINDOWS.items()):
                return withdraw[0]
        return super()._on_action(view, options)

    def _on_claim_pegasus_calculations(
        self, view: dict[str, Any], options: tuple[Any, ...]
    ) -> Command | None:
        """Who wants to play Calculations (P-TIME-1): a human holding one whose +1 or -1 would
        help the humans; with none in hand, or a Cylon, passes for good, as in the window."""
        game = self._game(view)
        roll = game.get("roll") or {}
        held = any(card_name(str(c)) == "Calculations" for c in self._me(game).get("hand", ()))
        if self._cylon(game) or not held:
            return next((o for o in options if o.tag == "base.pass_always"), None)
        result = roll.get("result")
        if isinstance(result, int):
            now = rolls.worth(self, game, roll, result)
            if any(rolls.worth(self, game, roll, rolls.clamp(result + d)) > now for d in (-1, 1)):
                return next((o for o in options if o.tag == "base.claim_play"), None)
        return next((o for o in options if o.tag == "base.no_card"), None)

    def _on_pegasus_calculations(
        self, view: dict[str, Any], options: tuple[Any, ...]
    ) -> Command | None:
        game = self._game(view)
        roll = game.get("roll") or {}
        plays = [o for o in options if o.tag == "pegasus.play_calculations"]
        if self._cylon(game):
            return next((o for o in options if o.tag == "base.pass_always"), None)
        result = roll.get("result")
        if not plays:  # no Calculations in hand: not asked again until one is drawn
            return next((o for o in options if o.tag == "base.pass_always"), None)
        if isinstance(result, int):
            now = rolls.worth(self, game, roll, result)
            best = max(
                plays,
                key=lambda o: (
                    rolls.worth(self, game, roll, rolls.clamp(result + o.delta)),
                    o.delta,
                ),
            )
            if rolls.worth(self, game, roll, rolls.clamp(result + best.delta)) > now:
                return best
        return next((o for o in options if o.tag == "base.no_card"), None)

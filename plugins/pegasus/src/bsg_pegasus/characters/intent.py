"""The heuristic bot with the new characters' choices (issue 10), where base's fallback picked
at random:

- Cain's Intolerant (her Admiral's Quarters check passed by 10 or more): a human Cain executes
  a Cylon she knows of and sends anyone else to the Brig; a Cylon Cain executes a human;
- Kat's Hotshot: she rolls and keeps her cards for the checks;
- Ellen's Manipulative: she does not take a title for the turn (base's bot has no use for it);
- Cain's Blind Jump (she may not use FTL Control): a human Cain jumps when civilian ships are
  about to be hit (a jump clears the board, B-CIV-7) and population can spare the 2 ships;
- Dee's Fast Learner: on a hard check she draws 3 cards of a type her side wants (positive to
  pass it, negative to fail it) and puts them all into the check.

Read from the seat's own view only (Intolerant's target is the one its prompt names).
"""

from __future__ import annotations

import re
from typing import Any

from bsgcore.base import BaseBot
from bsgcore.messages import Command

#: Blind Jump: how much danger to civilian ships (base's ``_danger``) and what population.
BLIND_DANGER, BLIND_POPULATION = 4.0, 6
#: Fast Learner is kept for checks at least this hard.
FAST_LEARNER_HARD = 8
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

    def _on_action(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        blind = [o for o in options if o.tag == "pegasus.use_blind_jump"]
        if blind and not self._cylon(game) and self._blind_jump_worth(game):
            return blind[0]
        return super()._on_action(view, options)

    def _blind_jump_worth(self, game: dict[str, Any]) -> bool:
        danger = sum(self._danger(game, area) for area in self._areas(game))
        population = int((game.get("resources") or {}).get("population", 0))
        return danger >= BLIND_DANGER and population >= BLIND_POPULATION

    def _on_skill_window(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        check = game.get("check") or {}
        learn = [o for o in options if o.tag == "pegasus.use_fast_learner"]
        if learn and check and int(check.get("difficulty") or 0) >= FAST_LEARNER_HARD:
            side = self._check_side(game)
            skills = list(check.get("skills") or ())
            wanted = [o for o in learn if (o.deck in skills) == (side > 0)] if side else []
            if wanted:
                return wanted[0]
        return super()._on_skill_window(view, options)

    def _on_fast_learner(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        into = self._check_side(self._game(view)) != 0
        return next((o for o in options if o.check is into), None)

"""The heuristic bot's Pegasus damage choice (P-DMG-2), played with intent: a human spares
Galactica while Pegasus can take the hit without being destroyed (or when Galactica is close
to destruction), a Cylon hits Galactica. Every other decision goes to the bot it wraps.

The wrapper composes: it wraps whatever factory the game's ``data["bots"]["heuristic"]`` holds
when this part registers, so other features may wrap it again.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.board import damage, ship
from bsgcore.bots import Bot
from bsgcore.messages import Command
from bsgcore.ruleset import RulesRegistry

HEURISTIC = "heuristic"
#: With this many Galactica locations damaged a human always sends the hit to Pegasus.
GALACTICA_AT_RISK = 4


class DamageChoiceBot:
    """A bot that answers the damage choice itself and delegates everything else."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        """The damage choice by `prefer`, else the wrapped bot's choice."""
        pending = view.get("pending") or {}
        game = view.get("game") or {}
        if pending.get("kind") == "damage_ship" and game:
            wanted = prefer(game)
            for option in options:
                if getattr(option, "ship", None) == wanted:
                    return option
        return self.inner.choose(view, options)


def prefer(game: dict[str, Any]) -> str:
    """Which ship this seat sends one damage to, from its own view."""
    me = game.get("me") or {}
    cylon = any("you_are_a_cylon" in str(card) for card in me.get("loyalty", ()))
    if cylon:
        return damage.GALACTICA
    damaged = [str(loc) for loc in game.get("damaged_locations", ())]
    on_galactica = [loc for loc in damaged if not ship.on_pegasus(loc)]
    pegasus_left = len(ship.LOCATIONS) - (len(damaged) - len(on_galactica))
    if len(on_galactica) >= GALACTICA_AT_RISK or pegasus_left > 1:
        return damage.PEGASUS
    return damage.GALACTICA


def register(registry: RulesRegistry) -> None:
    """Wrap the game's heuristic bot (when it has one)."""
    bots = dict(registry.data.get("bots", {}))
    inner = bots.get(HEURISTIC)
    if inner is None:
        return

    def factory(seed: int, _inner: Any = inner) -> Bot:
        return DamageChoiceBot(_inner(seed))

    bots[HEURISTIC] = factory
    registry.set_data("bots", bots)

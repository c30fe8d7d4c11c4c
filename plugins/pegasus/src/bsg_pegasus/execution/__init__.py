"""Execution in Pegasus games (P-EXEC, P-NEWC): base's procedure (``bsgcore.base.Execute``, the
``execute`` op, written once for Pegasus and Exodus) with Pegasus's differences: a Cylon Leader
is never chosen as a new character (P-EXEC-3D), and Baltar chosen after the Sleeper Agent phase
may not use Cylon Detector (P-NEWC-4; not with Exodus, whose loyalty rules replace it: X-MOD-4,
R-232). Its sources (Airlock, Execute Prisoner, crisis cards) use
the op; owned by the pegasus-leaders helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""

from __future__ import annotations

from bsg_pegasus.leaders.choice import leader_character
from bsgcore import hookimpl
from bsgcore.base import BaseGame, OncePerGameForfeited
from bsgcore.context import current_rules
from bsgcore.messages import Event
from bsgcore.state import State

BALTAR = "base.character.gaius_baltar"
CYLON_DETECTOR = "base.ability.baltar_cylon_detector"
#: The expansion whose loyalty rules replace P-NEWC-4 when it is enabled too (R-232).
EXODUS = "exodus"


@hookimpl
def bsg_base_new_character_allowed(
    game: BaseGame, seat: int, character: str, allowed: bool
) -> bool:
    """Any character left, except the Cylon Leaders (P-EXEC-3D, H-ROLE-2)."""
    return allowed and not leader_character(character)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Baltar chosen after the Sleeper Agent phase has no Cylon Detector (P-NEWC-4); with Exodus
    he keeps it (X-EXEC-25, R-232)."""
    if event.tag != "base.character_replaced" or getattr(event, "new", "") != BALTAR:
        return None
    rules = current_rules()
    if rules is not None and EXODUS in rules.plugin_names:
        return None
    game: BaseGame = state.game
    if not game.sleeper_done or CYLON_DETECTOR in game.once_per_game_used:
        return None
    return [OncePerGameForfeited(int(getattr(event, "seat", -1)), CYLON_DETECTOR)]

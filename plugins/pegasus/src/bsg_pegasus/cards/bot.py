"""The heuristic bot's weights for the Pegasus ops (issue 10): with them base's estimates of a
crisis option, a Quorum card or a Destination (``BaseBot.cost``) see what the Pegasus, Super
Crisis and New Caprica Crisis cards do, instead of a random pick among their options.

Positive means bad for the humans, in the units of base's ``Cost`` (a resource point ~1-3).
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseBot, BotCost, Op

Game = dict[str, Any]

#: Ops whose cost does not depend on their parameters.
FLAT = {
    "execute": 4.0,
    "pegasus_draw_super_crisis": 5.0,
    "pegasus_damage_pegasus": 2.0,
    "pegasus_reduce_highest_resource": 2.0,
    "pegasus_raptor_crew_captured": 1.0,
    "pegasus_execute_characters_in_engine_room_and_ftl_control_on_jump": 2.0,
    "pegasus_lose_defended_ship": 1.5,
    "pegasus_no_destiny_cards": -0.5,
    "pegasus_damage_basestar": -2.0,
    "pegasus_battery_raiders": -1.5,
    "pegasus_promise_jump_icon": -1.5,
    "pegasus_preventative_policy": -1.0,
    "nc_skip_step": 1.0,
    "nc_reroll": -0.5,
}
#: What a count of "all" (a whole hand) is taken to be.
WHOLE_HAND = 4
#: A Pegasus op's cost per unit when base would weigh it but cannot read its count.
FLAT_HARM = {"discard_skill": 0.4, "draw_skill": -0.4, "damage_vipers": 0.7}
#: New Caprica's stack and force ops, by their ``action``.
STACK = {
    "destroy_top_locked_else_prepared": 3.0,
    "peek_top_locked": 0.3,
    "prepare_or_evacuate": -1.5,
}
FORCES = {"activate": 1.5, "destroy": -1.5, "place": 1.5}
#: Where a character sent costs the humans most (the Brig, Detention: a turn lost).
HELD = ("brig", "detention")


class PegasusCost(BotCost):
    """Base's weights, and the Pegasus ops' (see the module)."""

    def op(self, op: Op) -> float:
        """The cost of one op, a Pegasus one included."""
        name = op.name
        if name in FLAT:
            return FLAT[name]
        count = number(op.get("count", 1))
        if name == "nc_civilian_stack":
            return STACK.get(str(op.get("action", "")), 0.0) * count
        if name == "nc_occupation_force":
            return FORCES.get(str(op.get("action", "")), 0.0) * count
        if name == "nc_move_character":
            to = str(op.get("to", ""))
            return 1.5 if to.endswith(HELD) else 0.5
        if name == "destiny" and op.get("action") == "add_treachery":
            return 0.8 * count
        try:
            return super().op(op)
        except (TypeError, ValueError):  # a count base does not spell ("all"): a hand's worth
            return FLAT_HARM.get(name, 0.4) * count


def number(value: Any) -> int:
    """A count as a number ("all" or another word: a hand's worth)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return WHOLE_HAND


class CardIntent(BaseBot):
    """The cost the bot weighs cards with, Pegasus ops included."""

    def cost(self, game: Game) -> BotCost:
        """Base's estimate, with the Pegasus ops' weights."""
        return PegasusCost(game)

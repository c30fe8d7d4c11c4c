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
#: An execution of a human (a character, his hand, 1 morale, P-EXEC-*), a Treachery card drawn
#: by a human (it counts against most checks), one damage to Galactica.
EXECUTION, TREACHERY_DRAWN, GALACTICA_DAMAGE = 6.0, 0.3, 3.0
TREACHERY = "treachery"
POLITICS = "politics"
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
    """Base's weights, and the Pegasus ops' (see the module); `known` are the seats the bot
    knows to be Cylons (an execution of one of them is good for the humans)."""

    def __init__(self, game: Game, known: frozenset[int] = frozenset()) -> None:
        super().__init__(game)
        self.known = known
        titles = {str(t): int(s) for t, s in (game.get("titles") or {}).items()}
        self.seat_of = {"current_player": int(game.get("current", -1)), **titles}

    def op(self, op: Op) -> float:
        """The cost of one op, a Pegasus one included."""
        name = op.name
        if name in FLAT:
            return FLAT[name]
        count = number(op.get("count", 1))
        if name == "execute":
            return self.execution(str(op.get("who", "")))
        if name == "draw_skill" and TREACHERY in (op.get("types") or ()):
            who = str(op.get("who", ""))
            return (-TREACHERY_DRAWN if "cylon" in who else TREACHERY_DRAWN) * count
        if name == "damage_galactica":
            return GALACTICA_DAMAGE * count
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

    def execution(self, who: str) -> float:
        """An execution: bad for the humans, unless of a Cylon the bot knows of, or of a seat
        a chooser picks (the chooser then names a foe)."""
        if who.startswith("chosen"):
            return -EXECUTION / 2 if "cylon" in who else 0.0
        seat = self.seat_of.get(who, -1)
        return -EXECUTION if seat in self.known else EXECUTION


def number(value: Any) -> int:
    """A count as a number ("all" or another word: a hand's worth)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return WHOLE_HAND


class CardIntent(BaseBot):
    """The cost the bot weighs cards with, Pegasus ops included; Assign Chief of Staff used
    when its holder wants the check passed, Politics is not positive and he holds some."""

    def _on_skill_window(self, view: dict[str, Any], options: tuple[Any, ...]) -> Any:
        game = self._game(view)
        check = game.get("check") or {}
        chief = [o for o in options if o.tag == "pegasus.use_chief_of_staff"]
        if chief and check and POLITICS not in (check.get("skills") or ()):
            hand = (game.get("me") or {}).get("hand", ())
            politics = [c for c in hand if getattr(self.card(str(c)), "type", "") == POLITICS]
            if politics and self._check_side(game) > 0:
                return chief[0]
        return super()._on_skill_window(view, options)

    def cost(self, game: Game) -> BotCost:
        """Base's estimate, with the Pegasus ops' weights."""
        return PegasusCost(
            game, frozenset(self._known_cylons(game)) if "players" in game else frozenset()
        )

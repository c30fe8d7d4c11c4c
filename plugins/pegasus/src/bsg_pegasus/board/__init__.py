"""The Pegasus board (P-PEG): its locations, its damage pool and the damage choice, Pegasus
destroyed (P-DMG).

A part of the Pegasus plugin (``PLUGIN.parts``): the board and its locations join the base
catalogue (``bsg_base_content``), the damage choice is base's ``bsg_base_damage_galactica``
(damage.py), and a destroyed Pegasus is closed to movement (``bsg_base_move_cost``); its
invariants are checked by the conformance kit (invariants.py).
"""

from __future__ import annotations

from bsg_pegasus import catalogue
from bsg_pegasus.board import bot, damage, engine_room, invariants, labels, locations, ship
from bsgcore import State, hookimpl
from bsgcore.base import BaseContent, BaseGame, Check, LocationCost, register_tables
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """The Pegasus board beside the core board, its locations in play (P-SETUP-2, P-PEG-1);
    last, so Airlock's action joins when the other features carry out what it needs."""
    locations.add(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The damage choice's frame, command and events."""
    if ruleset == "base":
        register_tables(registry, damage.EVENTS, {}, damage.DECIDERS, damage.HANDLERS)
        registry.label(damage.DamageShip, damage.label_damage, frame=damage.ChooseDamage)
        registry.prompt(damage.ChooseDamage, damage.prompt_damage, kinds=("damage_ship",))
        labels.register(registry)
        registry.plugin_state(engine_room.initial, value_type=int)
        registry.event(engine_room.JumpIconPromised, engine_room.apply_promised)
        registry.event(engine_room.JumpIconSpent, engine_room.apply_spent)
        registry.wrap_step(registry.tags["base.f.prepare_jump"], engine_room.wrap_prepare_jump)
        bot.register(registry)
        catalogue.implemented(registry, ship.BOARD, "bsg_pegasus.board (its locations, P-PEG-1)")
        for token in ship.TOKENS.values():
            catalogue.implemented(registry, token, "bsg_pegasus.board.damage (P-DMG-2..6)")


@hookimpl
def bsg_base_damage_galactica(
    game: BaseGame, seat: int, count: int, frame: Frame | None
) -> Frame | None:
    """Each damage may go to Pegasus instead, while a Pegasus token is left (P-DMG-2..4)."""
    return damage.choose_pool(game, seat, count, frame)


@hookimpl
def bsg_base_move_cost(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """Nobody moves to a destroyed Pegasus (P-DMG-6, P-DMG-7)."""
    if cost is not None and ship.on_pegasus(to) and ship.destroyed(game):
        return None
    return cost


@hookimpl
def bsg_base_location_cost(
    game: BaseGame, seat: int, location: str, cost: LocationCost
) -> LocationCost:
    """Engine Room's 2 skill cards, discarded before its action (Appendix A.1)."""
    return engine_room.cost(game, seat, location, cost)


@hookimpl
def bsg_base_check_difficulty(game: BaseGame, check: Check, difficulty: int) -> int:
    """Airlock's check is 4 easier against a character in the Brig (A.1)."""
    return locations.airlock_difficulty(game, check, difficulty)


@hookimpl
def bsg_check_invariants(state: State) -> None:
    """The board's invariants for the conformance kit (P-INV-9, P-INV-10)."""
    if state.ruleset == "base":
        invariants.check(state)

"""Treachery, the Pegasus skill cards, Movement, Reckless, Skill Check Abilities, Destiny (P-SKL
... P-DST, P-CYT); owned by the pegasus-skills helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here, the rules in
the modules beside it: content.py (the cards and the Treachery type), ops.py (their texts),
window.py (before a check, Reckless, Destiny, Skill Check Abilities), movement.py (Movement
abilities), treachery.py (who may use which text, Cylon draws), policy.py (Preventative Policy),
bot.py (the heuristic bot's Reckless cards and Movement abilities).
"""

from __future__ import annotations

from bsg_pegasus.skills import (
    bot,
    calculations,
    labels,
    movement,
    ops,
    policy,
    sabotage,
    treachery,
    window,
)
from bsg_pegasus.skills import content as cards
from bsg_pegasus.skills import events as ev
from bsgcore import Command, Event, State, hookimpl
from bsgcore.base import (
    ActionStep,
    BaseContent,
    BaseGame,
    Check,
    ChooseDraw,
    DealDestiny,
    MovementStep,
    PlaySkillWindow,
    register_tables,
)
from bsgcore.ruleset import RulesRegistry


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The Treachery type, the Pegasus skill cards and their ops."""
    cards.add_content(content)
    ops.add_ops(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The feature's state, events, commands, and its options at base's decisions."""
    if ruleset != "base":
        return
    registry.plugin_state(ev.initial, value_type=ev.SkillsState)
    register_tables(registry, events=ev.EVENTS)
    for event_type, apply in ev.APPLIED.items():
        registry.event(event_type, apply)
    registry.event(movement.OrderTurnSpent, movement.apply_order_spent)
    registry.command(window.PlayBeforeCheck, window.handle_before)
    registry.command(movement.UseMovementAbility, movement.handle_movement)
    registry.command(treachery.PlaySkillAction, treachery.handle_action)
    registry.add_options(PlaySkillWindow, window.before_options)
    registry.add_options(MovementStep, movement.movement_options)
    registry.add_options(ActionStep, treachery.action_options)
    registry.wrap_step(DealDestiny, window.wrap_destiny)
    draw = registry.deciders[ChooseDraw]
    registry.frame(ChooseDraw, decide=treachery.wrap_draw_decider(draw), replace=True)
    sabotage.register(registry)
    calculations.register(registry)
    labels.register(registry)
    bot.register(registry)


@hookimpl
def bsg_base_destiny_recipe(game: BaseGame, recipe: dict[str, int]) -> dict[str, int]:
    """Every Destiny deck holds 2 Treachery cards besides base's 10 (P-DST-1, P-SETUP-6)."""
    return {**recipe, cards.TREACHERY: cards.DESTINY_TREACHERY}


@hookimpl
def bsg_base_action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """A Cylon player's Treachery Action passes base's ban on a revealed Cylon's Actions (his
    location's only, B-CYL-3): Treachery text is his to use (P-TRE-4)."""
    if isinstance(command, treachery.PlaySkillAction):
        return treachery.action_allowed(game, seat, command.card, allowed)
    return allowed


@hookimpl
def bsg_base_move_paid_first(game: BaseGame, seat: int, to: str, card: str, first: bool) -> bool:
    """A Treachery card paid for a move, which Sabotage may answer, before he leaves (P-TRE-12)."""
    return sabotage.move_paid_first(game, seat, to, card, first)


@hookimpl
def bsg_base_window_claims(game: BaseGame, kind: str, claims: bool) -> bool:
    """A check's windows ask who wants to play first; the current player orders them
    (P-TIME-1): Reckless cards, Fast Learner, Chief of Staff and base's cards all come there."""
    return True


@hookimpl
def bsg_base_check_abilities(
    game: BaseGame, check: Check, abilities: tuple[str, ...]
) -> tuple[str, ...]:
    """Reckless Skill Check abilities only in a Reckless check (P-RECK-7)."""
    return window.check_abilities(game, check, abilities)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Preventative Policy makes the guarded resource's next loss 1 smaller; a human's
    Treachery discard opens a Sabotage window."""
    return policy.after_event(state, event) or sabotage.after_event(state, event)

"""The turn's registries (events, frames with their steps or deciders, command handlers) and the
cards, locations and abilities it implements, for the base plugin to register."""

from __future__ import annotations

from typing import Any

from bsgcore.base import model as m
from bsgcore.base.characters import action_abilities, turn_abilities
from bsgcore.base.checks import steps as chk
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.crisis.decks import CRISIS_DECK_EVENTS
from bsgcore.base.dice import rolls as dice
from bsgcore.base.effects import interpreter as ops
from bsgcore.base.effects import ops as effect_ops
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.jump import steps as jump
from bsgcore.base.jump.events import JUMP_EVENTS
from bsgcore.base.locations import communications as comms
from bsgcore.base.locations.actions import LOCATION_EVENTS, implemented
from bsgcore.base.registration import noting_state, register_tables
from bsgcore.base.setup import frames as f
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.skills import cards as ts
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn import movement_end, paid_move
from bsgcore.base.turn import steps as turn
from bsgcore.base.turn.events import TURN_EVENTS
from bsgcore.base.turn.shared import Events
from bsgcore.messages import Command, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler, Step
from bsgcore.state import State

EVENTS: tuple[type[BaseEvent], ...] = (
    TURN_EVENTS
    + CRISIS_DECK_EVENTS
    + JUMP_EVENTS
    + LOCATION_EVENTS
    + ts.SKILL_EVENTS
    + comms.COMMS_EVENTS
    + paid_move.PAID_MOVE_EVENTS
)

STEPS: dict[type[Frame], Step] = {
    f.BeginTurn: turn.step_begin_turn,
    tf.ReceiveSkills: turn.step_receive,
    tf.MovementEnd: turn.step_movement_end,
    tf.CrisisStep: action_abilities.step_crisis,
    tf.ResolveCrisis: crisis.step_resolve,
    tf.ActivationStep: crisis.step_activation,
    tf.JumpStep: crisis.step_prepare_jump,
    tf.EndTurn: turn.step_end_turn,
    tf.ShowDiscards: turn.step_show_discards,
    tf.RunOps: ops.step_run_ops,
    tf.DestroyCivilians: effect_ops.step_destroy_civilians,
    tf.DealDestiny: chk.step_deal_destiny,
    tf.ContributeStep: chk.step_contributions,
    tf.RevealCheck: chk.step_reveal,
    tf.FinishCheck: chk.step_finish,
    tf.Jump: jump.step_jump,
    tf.FinishJump: jump.step_finish_jump,
    tf.SkillWindow: ts.step_window,
    tf.ApplyResult: chk.step_apply_result,
    paid_move.FinishMove: paid_move.step_finish_move,
}

DECIDERS: dict[type[Frame], Decider] = {
    tf.ChooseDraw: turn.decide_draw,
    tf.MovementStep: turn.decide_move,
    tf.ActionStep: turn.decide_action,
    tf.ChooseCrisisOption: crisis.decide_option,
    tf.DiscardCards: turn.decide_discard,
    tf.ChooseTarget: ops.decide_target,
    tf.Contribute: chk.decide_contribute,
    tf.ChooseDestination: jump.decide_destination,
    tf.ExecutiveOrder: ts.decide_order,
    tf.ChooseTopOrBottom: ts.decide_top,
    tf.PlaySkillWindow: ts.decide_window,
    comms.Inspect: comms.decide_inspect,
    comms.MoveInspected: comms.decide_move,
}


def handle_skill(state: State, cmd: tc.PlaySkill, rng: RandomCursor) -> Events:
    """A skill card played in a check window, a roll window or as an Action."""
    if isinstance(state.top, tf.PlaySkillWindow):
        return ts.handle_window_play(state, cmd, rng)

    if isinstance(state.top, dice.RollWindow):
        return dice.handle_play(state, cmd, rng)
    return ts.handle_play(state, cmd, rng)


def handle_pick(state: State, cmd: tc.Pick, rng: RandomCursor) -> Events:
    """The answer to an op's choice, or a civilian ship picked for a short pile (B-CIV-4)."""
    if isinstance(state.stack[-2], tf.DestroyCivilians):
        return effect_ops.handle_civilian_pick(state, cmd, rng)
    return ops.handle_pick(state, cmd, rng)


HANDLERS: dict[type[Command], Handler] = {
    tc.DrawTypes: turn.handle_draw,
    tc.Move: turn.handle_move,
    tc.Stay: turn.handle_stay,
    tc.UseLocation: turn.handle_location,
    tc.DrawQuorumCard: turn.handle_quorum,
    tc.PassAction: turn.handle_pass,
    tc.ChooseOption: crisis.handle_option,
    tc.Discard: turn.handle_discard,
    tc.Pick: handle_pick,
    tc.AddCard: chk.handle_add,
    tc.StopAdding: chk.handle_stop,
    tc.KeepDestination: jump.handle_keep,
    tc.LaunchNuke: turn.handle_nuke,
    tc.ActivateOwnViper: turn.handle_viper,
    tc.MoveViper: turn.handle_move_viper,
    tc.PlaySkill: handle_skill,
    tc.NoCard: ts.handle_no_card,
    tc.OrderSteps: ts.handle_order,
    tc.TopOrBottom: ts.handle_top,
    comms.LookAtCivilian: comms.handle_look,
    comms.PlaceCivilian: comms.handle_place,
}

ABILITIES = {
    "base.ability.adama_emotionally_attached": "bsgcore.base.characters.turn_abilities.bsg_base_location_allowed",
    "base.ability.tyrol_reckless": "bsgcore.base.characters.turn_abilities.bsg_base_hand_limit",
    "base.ability.helo_stranded": "bsgcore.base.turn.steps.step_begin_turn",
    "base.ability.boomer_sleeper_agent": "bsgcore.base.jump.steps.sleeper_agent",
}


SKILL_CARDS = (  # the skill cards played outside the Action step (those are ts.action_cards)
    ts.COMMITTEE,
    ts.RESEARCH,
    ts.EMERGENCY,
    ts.STRATEGIC,
    ts.EVASIVE,
)


def register_effects(registry: EffectRegistry) -> None:
    """Declare the crisis and destination cards, locations, titles and abilities done here."""
    cards = m.data()
    for card_id in crisis.implemented_crises():
        registry.register(card_id, "bsgcore.base.crisis.steps (effects, checks)")
    for dest in cards.destinations:
        if jump.destination_supported(dest.id):
            registry.register(dest.id, "bsgcore.base.jump.steps (effects)")
    for loc in cards.locations:
        if implemented(loc.id):
            registry.register(loc.id, "bsgcore.base.locations.actions (effects, checks, jump)")
    registry.register("base.ability.helo_eco_officer", "bsgcore.base.dice.rolls.eco_available")
    registry.register("base.location.sickbay", "bsgcore.base.turn.steps.step_receive (B-SICK-2)")
    registry.register("base.title.president", "bsgcore.base.turn.steps.handle_quorum (R-12)")
    registry.register("base.title.admiral", "bsgcore.base.turn.steps.handle_nuke, space_actions")
    for card in SKILL_CARDS:
        registry.register(card, "bsgcore.base.skills.cards, dice")
    for card in sorted(ts.action_cards()):
        registry.register(card, "bsgcore.base.skills.cards.action_options (Action, its ops)")
    abilities = {**ABILITIES, **turn_abilities.ABILITIES, **action_abilities.ABILITIES}
    for ability, where in abilities.items():
        registry.register(ability, where)
    for sheet in cards.characters:  # a plugin character's once-per-game Action from its ops
        action = action_abilities.action_ability(sheet.id)
        if action is not None and action not in registry:
            registry.register(action, "bsgcore.base.characters.action_abilities.handle_use (ops)")


def register(registry: Any) -> None:
    """The turn's events, frames and commands (turn, check, crisis, jump, location)."""
    register_tables(registry, EVENTS, STEPS, DECIDERS, HANDLERS)
    register_tables(registry, (), movement_end.STEPS, movement_end.DECIDERS, movement_end.HANDLERS)
    # base's Action bans apply to Actions other plugins add to the Action step (the state
    # noted, as in base's steps, for the hooks the bans ask)
    registry.filter_added_options(tf.ActionStep, noting_state(turn.added_action_allowed))

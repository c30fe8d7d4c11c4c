"""The base game plugin (built in): registers the ruleset, its catalogue, effects, types and rules.

Every base card is implemented (``bsg cards --ruleset base --missing`` is empty). The gate for an
incomplete ruleset stays: should a card's effect be missing (a catalogue grown ahead of its code), a
base game is refused (ConfigurationError ``incomplete_ruleset``) unless ``allow_incomplete`` is set.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import current, labels, printout
from bsgcore.base import hookspecs as base_hookspecs
from bsgcore.base.bot.heuristic import BOTS
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.loader import BaseCatalogue, load
from bsgcore.base.characters import action_abilities, check_abilities, turn_abilities
from bsgcore.base.checks import abilities as check_marks
from bsgcore.base.checks import added as check_added
from bsgcore.base.checks import steps as checks
from bsgcore.base.cylons import rules as cylon_rules
from bsgcore.base.cylons import turn as cylon_turn
from bsgcore.base.dice import rolls as dice
from bsgcore.base.effects import immunity, interpreter
from bsgcore.base.effects import ops as card_ops
from bsgcore.base.effects.implemented import register_card_effects
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.execution import procedure as execution
from bsgcore.base.invariants import check_invariants, scramble, secrets
from bsgcore.base.jump import steps as jump_steps
from bsgcore.base.locations import actions as location_actions
from bsgcore.base.locations import communications
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import DATA_KEY as MODIFIERS_KEY
from bsgcore.base.modifiers import Modifiers
from bsgcore.base.position import read_position, write_position
from bsgcore.base.quorum import cards as quorum
from bsgcore.base.record import base_record
from bsgcore.base.setup import rules as flow
from bsgcore.base.setup import upcasters
from bsgcore.base.skills import cards as skill_cards
from bsgcore.base.skills import claims
from bsgcore.base.space import (
    actions as space_actions,
)
from bsgcore.base.space import (
    activation,
    model_choice,
)
from bsgcore.base.space import ops as space_ops
from bsgcore.base.titles.lines import TITLES_KEY, base_lines
from bsgcore.base.turn import ending as turn_ending
from bsgcore.base.turn import rules as turn_rules
from bsgcore.base.turn import steps as turn_steps
from bsgcore.base.view import base_view, status_line
from bsgcore.context import current_rules
from bsgcore.errors import ConfigurationError
from bsgcore.hookspecs import hookimpl
from bsgcore.messages import Event
from bsgcore.plugins import PluginInfo
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesetSpec, RulesRegistry
from bsgcore.state import State
from bsgcore.version import __version__

PLUGIN = PluginInfo(
    name="base",
    version=f"{__version__}+data.{load().digest}",
    rulesets=("base",),
    description=(
        "The base game of Battlestar Galactica: The Board Game: every rule and every card "
        "(docs/base-status.md)."
    ),
)
#: The hooks base declares for the plugins that extend it (``bsgcore.base.hookspecs``).
HOOKSPECS = type(
    "BaseHookspecs",
    (),
    {
        name: getattr(module, name)
        for module in base_hookspecs.HOOKSPECS
        for name in dir(module)
        if name.startswith("bsg_")
    },
)
#: The packages whose ops, conditions and WHO values base registers through its content hook,
#: in this order.
OP_PACKAGES = (
    card_ops,
    space_ops,
    cylon_turn,
    quorum,
    location_actions,
    communications,
    jump_steps,
    skill_cards,
    activation,
    execution,
)
INCOMPLETE_MESSAGE = (
    "The base ruleset is not complete: {what} have no effect implemented; a game stops on "
    "base.f.not_implemented when a missing card is drawn. See docs/base-status.md. Pass the "
    "option allow_incomplete=true to play anyway (and omit_missing_cards=true to keep the "
    "missing crisis and destination cards out of their decks)."
)


@hookimpl
def bsg_register_rulesets(register: Any) -> None:
    """The base ruleset, 3 to 6 seats (B-SETUP-1)."""
    register(
        RulesetSpec(
            name="base",
            min_seats=3,
            max_seats=6,
            sides=("humans", "cylons"),
            new_game=lambda seats, options: BaseGame(),
            view=base_view,
            check_invariants=check_invariants,
            scramble=scramble,
            secrets=secrets,
            game_type=BaseGame,
            status=status_line,
            incompatible=("express",),
            default_bot="heuristic",
            description=PLUGIN.description,
            write_position=write_position,
            read_position=read_position,
            record=base_record,
        )
    )


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Every base event, frame and command with its rule; the catalogue and the effects, built
    for this game through every plugin's ``bsg_base_content`` (base's own first)."""
    registry.set_data("bsgcore.printout", printout.narrator)
    catalogue, effects = build_tables(registry)
    registry.set_data("base.cards", catalogue)
    registry.set_data("base.effects", effects)
    # The rules of each title (titles/lines.py); its line of succession is the catalogue's.
    registry.set_data(TITLES_KEY, base_lines())
    if ruleset != "base":
        return
    registry.seat_range(*catalogue.seat_range)  # a plugin's content may change it (Pegasus: 3..7)
    registry.set_data("bots", dict(BOTS))
    registry.option(
        "allow_incomplete",
        False,
        "Play a base game even if a card's effect is missing (it stops when such a card is "
        "drawn). Every base card is implemented, so this matters only for a catalogue grown "
        "ahead of its code.",
    )
    registry.option(
        "omit_missing_cards",
        False,
        "Incomplete ruleset only: keep the crisis and destination cards `bsg cards --missing` "
        "lists out of their decks, so a game runs to an outcome without them (no effect while "
        "every card is implemented).",
    )
    registry.option(
        "type_balance",
        True,
        "Characters are picked evenly among political, military and pilot (B-SETUP-2, R-120).",
    )
    # The query points' pipelines: base's own rules (below) first, then the plugins after it.
    registry.set_data(MODIFIERS_KEY, Modifiers.collect(registry))
    # Each package's events, frames and commands, in this order.
    flow.register(registry)
    turn_rules.register(registry)
    activation.register(registry)
    space_actions.register(registry)
    model_choice.register(registry)
    cylon_rules.register(registry)
    quorum.register(registry)
    check_abilities.register(registry)
    check_marks.register(registry)
    check_added.register(registry)
    turn_ending.register(registry)
    action_abilities.register(registry)
    dice.register(registry)
    execution.register(registry)
    immunity.register(registry)
    claims.register(registry)
    upcasters.register(registry)
    labels.register(registry)  # labels and prompts for people, computed only on request


@hookimpl(tryfirst=True)
def bsg_base_content(content: BaseContent) -> None:
    """The base game's own catalogue, ops, conditions and WHO values, through the same hook."""
    content.include(load())
    for package in OP_PACKAGES:
        package.add_ops(content)
    for name, seats in interpreter.WHO_VALUES.items():
        content.add_who(name, seats)


def build_tables(registry: RulesRegistry) -> tuple[BaseCatalogue, EffectRegistry]:
    """This game's catalogue and effect registry: every enabled plugin's ``bsg_base_content``
    in plugin order (each named in the errors), validated, then the base card effects."""
    effects = EffectRegistry()
    content = BaseContent(effects)
    impls = registry.hook.bsg_base_content.get_hookimpls() if registry.hook else []
    if not impls:
        impls = []
        content.plugin = "base"
        bsg_base_content(content)
    for impl in reversed(impls):  # pluggy calls the last first: this is the call order
        content.plugin = impl.plugin_name
        impl.function(content=content)
    catalogue = content.build()
    with current.building(catalogue, effects):
        register_card_effects(effects)
    return catalogue, effects


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Refuse a base game while a base card's effect is missing, unless asked for explicitly."""
    rules = current_rules()
    catalogue = rules.data.get("base.cards") if rules is not None else None
    if ruleset == "base" and isinstance(catalogue, BaseCatalogue):
        low, high = catalogue.seat_range
        if not low <= seats <= high:
            return [f"This base game's content is for {low} to {high} seats, not {seats}."]
    if ruleset == "base" and not options.get("allow_incomplete"):
        missing = missing_base_cards()
        if missing:
            what = f"{len(missing)} cards ({', '.join(missing[:5])}{', ...' if len(missing) > 5 else ''})"
            raise ConfigurationError(
                INCOMPLETE_MESSAGE.format(what=what), code="incomplete_ruleset"
            )
    return None


def missing_base_cards() -> tuple[str, ...]:
    """The ids of the game's base cards that need an effect and have none (empty: complete)."""
    rules = current_rules()
    if rules is None:
        return ()
    effects = rules.data.get("base.effects")
    catalogue = rules.data.get("base.cards")
    if not isinstance(effects, EffectRegistry) or not isinstance(catalogue, BaseCatalogue):
        return ()
    return effects.missing(catalogue.cards())


@hookimpl
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """Lay out the seats and start the character picks (B-SETUP-1)."""
    if state.ruleset != "base":
        return None
    return flow.setup(state, rng)


# -- base's own rules at its query points, as implementations of its own hooks (hookspecs/) ------

bsg_base_hand_limit = hookimpl(turn_abilities.bsg_base_hand_limit)
bsg_base_move_cost = hookimpl(cylon_turn.bsg_base_move_cost)
bsg_base_location_allowed = hookimpl(turn_abilities.bsg_base_location_allowed)
bsg_base_location_cost = hookimpl(turn_abilities.bsg_base_location_cost)
bsg_base_check_difficulty = hookimpl(turn_abilities.bsg_base_check_difficulty)
bsg_base_card_value = hookimpl(check_abilities.bsg_base_card_value)
bsg_base_check_card_limit = hookimpl(checks.bsg_base_check_card_limit)
bsg_base_receive_skills = hookimpl(turn_steps.bsg_base_receive_skills)
bsg_base_extra_actions = hookimpl(turn_abilities.bsg_base_extra_actions)
bsg_base_random_discard = hookimpl(turn_abilities.bsg_base_random_discard)
bsg_base_activation_fallback = hookimpl(activation.bsg_base_activation_fallback)
bsg_base_end_of_turn = hookimpl(turn_steps.bsg_base_end_of_turn)

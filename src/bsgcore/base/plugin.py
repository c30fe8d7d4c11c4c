"""The base game plugin (built in): registers the ruleset, its catalogue, effects, types and rules.

Every base card is implemented (``bsg cards --ruleset base --missing`` is empty). The gate for an
incomplete ruleset stays: should a card's effect be missing (a catalogue grown ahead of its code), a
base game is refused (ConfigurationError ``incomplete_ruleset``) unless ``allow_incomplete`` is set.
"""

from __future__ import annotations

import functools
from typing import Any

from bsgcore.base.bot.heuristic import BOTS
from bsgcore.base.catalogue.loader import load
from bsgcore.base.characters import action_abilities, check_abilities, turn_abilities
from bsgcore.base.checks import steps as checks
from bsgcore.base.cylons import rules as cylon_rules
from bsgcore.base.cylons import turn as cylon_turn
from bsgcore.base.dice import rolls as dice
from bsgcore.base.effects import (
    ops as crisis_ops,  # noqa: F401 - registers the card ops with the interpreter
)
from bsgcore.base.effects.implemented import base_effects
from bsgcore.base.hookspecs import HOOKSPECS as BASE_HOOKSPECS
from bsgcore.base.invariants import check_invariants, scramble, secrets
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import DATA_KEY as MODIFIERS_KEY
from bsgcore.base.modifiers import Modifiers
from bsgcore.base.quorum import cards as quorum
from bsgcore.base.setup import rules as flow
from bsgcore.base.space import (
    actions as space_actions,
)
from bsgcore.base.space import (
    activation,
)
from bsgcore.base.space import (
    ops as space_ops,  # noqa: F401 - registers the space ops with the interpreter
)
from bsgcore.base.turn import rules as turn_rules
from bsgcore.base.turn import steps as turn_steps
from bsgcore.base.view import base_view, status_line
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
#: The hooks base declares for its expansions (``hookspecs/``).
HOOKSPECS = BASE_HOOKSPECS
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
        )
    )


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Every base event, frame and command with its rule; the catalogue and the effects."""
    registry.set_data("base.cards", load())
    registry.set_data("base.effects", base_effects())
    if ruleset != "base":
        return
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
    cylon_rules.register(registry)
    quorum.register(registry)
    check_abilities.register(registry)
    action_abilities.register(registry)
    dice.register(registry)


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Refuse a base game while a base card's effect is missing, unless asked for explicitly."""
    if ruleset == "base" and not options.get("allow_incomplete"):
        missing = missing_base_cards()
        if missing:
            what = f"{len(missing)} cards ({', '.join(missing[:5])}{', ...' if len(missing) > 5 else ''})"
            raise ConfigurationError(
                INCOMPLETE_MESSAGE.format(what=what), code="incomplete_ruleset"
            )
    return None


@functools.cache
def missing_base_cards() -> tuple[str, ...]:
    """The ids of base cards that need an effect and have none registered (empty: complete)."""
    effects = base_effects()
    return tuple(card.id for card in load().cards() if not effects.implements(card))


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

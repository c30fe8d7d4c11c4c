"""The Exodus skill cards (exodus.md §4.1, §4.13): the new strength-0 and strength-6 cards of the
five base types (X-SKILL-0: no new type), shuffled into their decks (X-SETUP-2), and the Skill
Check Abilities they carry (X-SCA), on base's Skill Check Ability step.

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here; the cards
are in `cards`, the abilities' ops and their effect on the total in `abilities`.
"""

from __future__ import annotations

from bsg_exodus.skills import abilities, best, cards, emergency, prowess
from bsgcore import hookimpl
from bsgcore.base import (
    ApplyResult,
    BaseContent,
    BaseGame,
    Check,
    PlaySkillWindow,
    register_tables,
)
from bsgcore.ruleset import RulesRegistry


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The abilities' event, Iron Will's morale at the result, Political Prowess's play, Best of
    the Best's play and State of Emergency's round."""
    if ruleset == "base":
        registry.event(abilities.CheckRecounted, abilities.CheckRecounted.applier)
        registry.wrap_step(ApplyResult, abilities.wrap_result)
        registry.command(prowess.PlayPoliticalProwess, prowess.handle)
        registry.add_options(PlaySkillWindow, prowess.before_options)
        registry.label(prowess.PlayPoliticalProwess, prowess.label)
        registry.command(best.PlayBestOfTheBest, best.handle)
        registry.add_options(registry.tags["base.f.activate_vipers"], best.viper_options)
        registry.label(best.PlayBestOfTheBest, best.label)
        register_tables(registry, (), emergency.STEPS, emergency.DECIDERS, emergency.HANDLERS)
        registry.label(
            emergency.TakeEmergencyStep, emergency.label_choice, frame=emergency.EmergencyChoice
        )
        registry.prompt(
            emergency.EmergencyChoice,
            emergency.prompt_choice,
            kinds=("exodus_state_of_emergency",),
        )


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """X-SETUP-2 (the skill cards whose text is carried out), X-SKILL."""
    abilities.add_ops(content)
    content.add_ops(emergency.OPS, params={name: frozenset() for name in emergency.OPS})
    content.add_ops(best.OPS, params=best.PARAMS)
    cards.add(content)


@hookimpl
def bsg_base_window_claims(game: BaseGame, kind: str, claims: bool) -> bool:
    """Every window where several seats may want to play asks who does first, the current
    player then ordering them (X-TIME-1); a card no longer playable stays in hand (X-TIME-2):
    a check's two windows and the die windows (Strategic Planning, a plugin's Calculations)."""
    return True


@hookimpl
def bsg_base_card_value(game: BaseGame, check: Check, card: str, value: int) -> int:
    """Red Tape and Establish Network (X-SKILL, X-SCA-5)."""
    return abilities.card_value(game, card, value)


@hookimpl
def bsg_base_check_result(game: BaseGame, check: Check, result: str) -> str:
    """Iron Will's cancelled fail result (X-SKILL-4)."""
    return abilities.check_result(game, check, result)

"""The prompt of each base decision: what is decided and about what (its subject: the card,
location, ability or step in play), by decision frame. The decider's own prompt is kept where it
says enough; every card id in it is printed by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsgcore.base.characters.check_abilities import KINDS as ABILITY_KINDS
from bsgcore.base.dice import windows as w
from bsgcore.base.labels import names
from bsgcore.base.setup.events import printed_names
from bsgcore.base.skills.claims import CHECK_WINDOWS, claimed_window
from bsgcore.base.turn.shared import g
from bsgcore.labels import Prompt, humanize
from bsgcore.messages import Decision
from bsgcore.state import State

Prompter = Callable[[State, Any, Decision], Prompt]

#: The purposes of `base.f.choose_target` (its decision kind is ``choose_<purpose>``).
PURPOSES = ("target", "option", "optional", "location", "loyalty", "civilian", "deck", "count",
            "pardon")  # fmt: skip


def source(state: State, default: str) -> str:
    """The printed name of the card, location or ability whose effect is being carried out (the
    nearest effect frame on the stack), else `default`."""
    for frame in reversed(state.stack):
        card = getattr(frame, "source", "")
        if isinstance(card, str) and card.startswith("base."):
            return names.name(card)
    return default


def about(subject: str, text: str) -> Prompt:
    """A prompt naming its subject (prefixed when the text does not name it yet)."""
    text = printed_names(text)
    return Prompt(text if subject in text else f"{subject}: {text}", subject)


def fixed_subject(subject: str) -> Prompter:
    """The decider's prompt about a fixed subject."""

    def prompter(state: State, frame: Any, decision: Decision) -> Prompt:
        return about(subject, decision.prompt)

    return prompter


def from_source(default: str) -> Prompter:
    """The decider's prompt about the effect being carried out (`default` when none is)."""

    def prompter(state: State, frame: Any, decision: Decision) -> Prompt:
        return about(source(state, default), decision.prompt)

    return prompter


def whose(state: State, frame: Any) -> str:
    return names.seat(g(state), frame.seat)


def character_choice(state: State, frame: Any, decision: Decision) -> Prompt:
    return about("Set-up", f"{whose(state, frame)}: choose your character")


def launch_area(state: State, frame: Any, decision: Decision) -> Prompt:
    return about("Set-up", f"{whose(state, frame)} starts in a viper: choose Echo or Foxtrot")


def starting_hand(state: State, frame: Any, decision: Decision) -> Prompt:
    return about("Set-up", f"{whose(state, frame)}: choose the types of your 3 skill cards")


def movement(state: State, frame: Any, decision: Decision) -> Prompt:
    where = names.location(g(state).players[frame.seat].location)
    return about("Movement step", f"{whose(state, frame)} is in {where}: move, or stay")


def action(state: State, frame: Any, decision: Decision) -> Prompt:
    where = names.location(g(state).players[frame.seat].location)
    return about("Action step", f"{whose(state, frame)} is in {where}: take an action, or none")


def crisis_option(state: State, frame: Any, decision: Decision) -> Prompt:
    crisis = g(state).crisis
    subject = names.name(crisis) if crisis else source(state, "Crisis")
    return about(subject, f"{whose(state, frame)} chooses option A or B")


def discard(state: State, frame: Any, decision: Decision) -> Prompt:
    reason = str(frame.reason)
    subject = names.name(reason) if reason.startswith("base.") else humanize(reason)
    if reason == "crisis":
        subject = source(state, "Crisis")
    return about(subject, decision.prompt)


def choose_target(state: State, frame: Any, decision: Decision) -> Prompt:
    subject = source(state, "Effect")
    question = {
        "target": "choose a character",
        "option": "choose one of the effects",
        "optional": "apply the optional effect, or not?",
        "location": "choose where to go",
        "loyalty": "choose whose loyalty card to look at",
        "civilian": "choose the civilian ship to destroy",
        "deck": "choose the deck whose top card to look at",
        "count": "choose how many to draw",
        "pardon": "choose who leaves the Brig, and for where",
        "area": "choose a space area",
        "basestar": "choose a basestar",
        "remove_basestar": "choose a basestar to remove, or none",
        "viper": "choose a viper",
        "resource": "choose a resource",
    }.get(frame.purpose, f"choose ({frame.purpose})")
    return about(subject, f"{whose(state, frame)}, {question}")


def contribute(state: State, frame: Any, decision: Decision) -> Prompt:
    check = g(state).check
    subject = names.name(check.source) if check is not None else "Skill check"
    return about(subject, decision.prompt)


def check_window(state: State, frame: Any, decision: Decision) -> Prompt:
    check = g(state).check
    subject = names.name(check.source) if check is not None else "Skill check"
    return about(subject, f"Skill check: {decision.prompt}")


def claim_window(state: State, frame: Any, decision: Decision) -> Prompt:
    """Who wants to play, who plays first: about the check, or the die window's card."""
    if frame.window in CHECK_WINDOWS:
        return check_window(state, frame, decision)
    return about(claimed_window(frame.window).name, decision.prompt)


def roll_window(state: State, frame: Any, decision: Decision) -> Prompt:
    """The window's prompt, the card a die is rolled for named by its printed name (a card's
    roll has the card's id as its purpose)."""
    subject = {w.BEFORE_ROLL: "Strategic Planning", w.VIPER_ATTACKED: "Evasive Maneuvers"}
    prompt = decision.prompt
    roll = g(state).roll
    if roll is not None and "." in roll.purpose:
        prompt = prompt.replace(roll.purpose, names.name(roll.purpose))
    return about(subject.get(frame.kind, "ECO Officer"), prompt)


def ability(state: State, frame: Any, decision: Decision) -> Prompt:
    name = names.name(frame.ability)
    text = names.text_of(frame.ability)
    return about(name, f"Use {name}? {text}".strip())


def victim(state: State, frame: Any, decision: Decision) -> Prompt:
    return about(names.name(frame.card), decision.prompt)


def secret_destiny(state: State, frame: Any, decision: Decision) -> Prompt:
    crisis = g(state).crisis
    on = f" on {names.name(crisis)}" if crisis else ""
    return about("Secret Destiny", f"Discard the crisis card{on} and reveal the next one?")


def damage(state: State, frame: Any, decision: Decision) -> Prompt:
    drawn = ", ".join(names.name(t) for t in frame.drawn)
    return about(source(state, "Galactica damage"), f"Resolve {frame.left} of: {drawn}")


def crisis_part(state: State, frame: Any, decision: Decision) -> Prompt:
    """A Cylon player's choice on a part of a Crisis card's effect, about that card."""
    return about(names.name(frame.source), decision.prompt)


PROMPTS: dict[str, tuple[Prompter, tuple[str, ...]]] = {
    "base.f.choose_new_character": (fixed_subject("Execution"), ("choose_new_character",)),
    "base.f.discard_quorum": (fixed_subject("Quorum hand limit"), ("discard_quorum",)),
    "base.f.choose_check_ability": (fixed_subject("Skill Check Abilities"), ("check_ability",)),
    "base.f.choose_character": (character_choice, ("choose_character",)),
    "base.f.choose_launch_area": (launch_area, ("choose_launch_area",)),
    "base.f.choose_starting_hand": (starting_hand, ("choose_starting_hand",)),
    "base.f.not_implemented": (fixed_subject("Not implemented"), ("base.not_implemented",)),
    "base.f.choose_draw": (from_source("Receive Skills"), ("choose_draw",)),
    "base.f.movement": (movement, ("movement",)),
    "base.f.movement_end_window": (fixed_subject("End of Movement"), ("movement_end_order",)),
    "base.f.action": (action, ("action",)),
    "base.f.choose_crisis_option": (crisis_option, ("crisis_option",)),
    "base.f.discard_cards": (discard, ("discard",)),
    "base.f.ignore_crisis_part": (crisis_part, ("ignore_crisis_part",)),
    "base.f.ask_claim": (
        claim_window,
        tuple("claim_" + k for k in (w.BEFORE_CHECK, w.EMERGENCY, w.BEFORE_ROLL)),
    ),
    "base.f.order_claims": (claim_window, ("order_claims",)),
    "base.f.choose_target": (choose_target, tuple("choose_" + p for p in PURPOSES)),
    "base.f.contribute": (contribute, ("contribute",)),
    "base.f.choose_destination": (fixed_subject("Jump"), ("choose_destination",)),
    "base.f.executive_order": (fixed_subject("Executive Order"), ("executive_order",)),
    "base.f.top_or_bottom": (from_source("Deck"), ("top_or_bottom",)),
    "base.f.play_skill_window": (check_window, (w.BEFORE_CHECK, w.EMERGENCY)),
    "base.f.communications": (fixed_subject("Communications"), ("communications",)),
    "base.f.communications_move": (fixed_subject("Communications"), ("communications_move",)),
    "base.f.choose_raider_area": (from_source("Raider activation"), ("raider_area",)),
    "base.f.choose_raider_target": (from_source("Raider activation"), ("raider_target",)),
    "base.f.choose_allocation": (from_source("Cylon ships"), ("allocate_ships",)),
    "base.f.destroy_cylon_ships": (from_source("Cylon ships"), ("destroy_cylon_ships",)),
    "base.f.choose_cylon_activation": (from_source("Cylon Fleet"), ("cylon_activation",)),
    "base.f.activate_vipers": (from_source("Vipers"), ("activate_viper",)),
    "base.f.launch_pilot": (from_source("Hangar Deck"), ("launch_pilot",)),
    "base.f.weapons_attack": (from_source("Weapons Control"), ("weapons_attack",)),
    "base.f.nuke_attack": (fixed_subject("Nuke"), ("nuke",)),
    "base.f.armory_attack": (from_source("Armory"), ("armory_attack",)),
    "base.f.remove_centurions": (from_source("Centurions"), ("remove_centurion",)),
    "base.f.damage_vipers_in_space": (from_source("Vipers"), ("damage_viper",)),
    "base.f.choose_viper_models": (from_source("Vipers"), ("viper_model",)),
    "base.f.choose_victim": (victim, ("choose_victim",)),
    "base.f.pass_sympathizer": (fixed_subject("Sympathizer"), ("pass_sympathizer",)),
    "base.f.caprica_choose": (fixed_subject("Caprica"), ("caprica_crisis",)),
    "base.f.steal_card": (fixed_subject("Human Fleet"), ("take_skill_card",)),
    "base.f.choose_damage": (damage, ("resolve_damage",)),
    "base.f.play_quorum": (from_source("Quorum"), ("play_quorum",)),
    "base.f.arbitrator": (fixed_subject("Assign Arbitrator"), ("arbitrator",)),
    "base.f.choose_drawn_quorum": (fixed_subject("Skilled Politician"), ("resolve_quorum",)),
    "base.f.ability_window": (ability, tuple(sorted(ABILITY_KINDS.values()))),
    "base.f.offer_secret_destiny": (secret_destiny, ("secret_destiny",)),
    "base.f.choose_vision": (fixed_subject("Religious Visions"), ("religious_visions",)),
    "base.f.choose_alert_viper": (fixed_subject("Alert Viper Pilot"), ("alert_viper_pilot",)),
    "base.f.roll_window": (roll_window, (w.BEFORE_ROLL, w.VIPER_ATTACKED, w.ECO_OFFICER)),
}

"""The label of each base option, from its command's fields and the game's catalogue.

A label says nothing that its option and the public view do not: a hidden card reads "a hidden
card", a choice by position ("the first crisis card seen") names no card, so a label printed for
a redacted command tells a spectator nothing more than the command."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.op import Op
from bsgcore.base.cylons.turn import open_locations
from bsgcore.base.effects.interpreter import ops_at
from bsgcore.base.labels import effects, names
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import PARDON_BASE, galactica_places
from bsgcore.base.skills.types import positive
from bsgcore.base.turn.shared import g, human_locations
from bsgcore.labels import humanize, join
from bsgcore.state import State

Labeller = Callable[[State, Any, Any], str]
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def ordinal(index: int) -> str:
    """0 -> ``first``."""
    return ORDINALS[index] if 0 <= index < len(ORDINALS) else f"number {index + 1}"


def _game(state: State) -> BaseGame:
    return g(state)


# -- the turn -----------------------------------------------------------------------------------


def move(state: State, frame: Any, cmd: Any) -> str:
    text = f"Move to {names.location(cmd.to)}"
    return f"{text}, discarding {names.card(cmd.discard)}" if cmd.discard else text


def draw_types(state: State, frame: Any, cmd: Any) -> str:
    return f"Draw {names.types(cmd.types)}"


def use_location(state: State, frame: Any, cmd: Any) -> str:
    return f"Activate {names.location(cmd.location)}"


def discard(state: State, frame: Any, cmd: Any) -> str:
    if cmd.card == "random":
        return "Discard a card at random"
    return f"Discard {names.card(cmd.card)}"


def add_card(state: State, frame: Any, cmd: Any) -> str:
    check = _game(state).check
    if cmd.card == names.HIDDEN or check is None:
        return f"Add {names.card(cmd.card)} to the skill check"
    sign = "+" if _counts_for(cmd.card, check) else "-"
    return f"Add {names.card(cmd.card)} to the skill check ({sign})"


def _counts_for(code: str, check: Any) -> bool:
    return bool(positive(m.skill_type(code), check.skills))


def play_skill(state: State, frame: Any, cmd: Any) -> str:
    return f"Play {names.card(cmd.card)}"


def keep_destination(state: State, frame: Any, cmd: Any) -> str:
    if cmd.card == names.HIDDEN:
        return "Keep a hidden destination"
    return f"Keep {names.name(cmd.card)}"


def choose_option(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    card = m.data().get(m.crisis_id(game.crisis)) if game.crisis else None
    box = getattr(card, f"option_{cmd.option}", None) if card is not None else None
    text = box.text if box is not None else ""
    return f"Option {cmd.option.upper()}" + (f": {text}" if text else "")


def order_steps(state: State, frame: Any, cmd: Any) -> str:
    if cmd.option == "2_actions":
        return "Take 2 actions"
    return "Move, then take 1 action"


def top_or_bottom(state: State, frame: Any, cmd: Any) -> str:
    deck = getattr(frame, "deck", "")
    where = "at the bottom" if cmd.bottom else "on top"
    return f"Leave the card {where} of the {humanize(deck).lower()} deck".replace(
        "Leave the card at", "Put the card at"
    )


# -- space --------------------------------------------------------------------------------------


def move_viper(state: State, frame: Any, cmd: Any) -> str:
    return f"Fly your viper to {names.area(cmd.area)}"


def activate_viper(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    if cmd.kind == "launch":
        return f"Launch {names.viper_model(cmd.model)} into {names.area(cmd.target)}"
    if cmd.kind == "move":
        return f"Move {names.viper(game, cmd.viper)} to {names.area(cmd.target)}"
    return f"Attack {names.cylon_ship(game, cmd.target)} with {names.viper(game, cmd.viper)}"


def launch_self(state: State, frame: Any, cmd: Any) -> str:
    where = f"Launch into {names.area(cmd.area)}"
    if cmd.source < 0:
        return f"{where} in {names.viper_model(cmd.model)} from the reserves"
    return f"{where}, taking over {names.viper(_game(state), cmd.source)}"


def fire_at(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    if frame.tag in ("base.f.armory_attack", "base.f.remove_centurions"):
        return f"The centurion on space {cmd.target} of the boarding track"
    verb = "Nuke" if frame.tag == "base.f.nuke_attack" else "Fire at"
    return f"{verb} {names.cylon_ship(game, cmd.target)}"


def pick_viper(state: State, frame: Any, cmd: Any) -> str:
    return f"Damage {names.viper(_game(state), cmd.viper)}"


def pick_viper_model(state: State, frame: Any, cmd: Any) -> str:
    return names.known_model(cmd.model).name


def pick_raider_area(state: State, frame: Any, cmd: Any) -> str:
    return f"The raiders in {names.area(cmd.area)}"


def pick_raider_target(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    if getattr(frame, "target_kind", "") == "viper":
        return f"Attack {names.viper(game, cmd.target)}"
    return f"Destroy {names.civilian(game, cmd.target)}"


def allocate_ships(state: State, frame: Any, cmd: Any) -> str:
    kind = names.ship_kind(getattr(frame, "kind", "ship"))
    verb = "Destroy" if frame.tag == "base.f.destroy_cylon_ships" else "Place"
    parts = [f"{n} in {names.area(area)}" for area, n in cmd.allocation if n]
    return f"{verb} {kind}s: {join(parts) or 'none'}"


def pick_activation(state: State, frame: Any, cmd: Any) -> str:
    return {
        "raiders": "Activate the raiders",
        "heavy_raiders": "Activate the heavy raiders (and the centurions)",
        "basestars_attack": "The basestars attack",
    }.get(cmd.icon, f"Activate {humanize(cmd.icon).lower()}")


def look_at_civilian(state: State, frame: Any, cmd: Any) -> str:
    if cmd.uid < 0:
        return "Look at no more civilian ships"
    return f"Look at {names.civilian(_game(state), cmd.uid)}"


def place_civilian(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    for c in game.civilians:
        if c.uid == cmd.uid and c.area == cmd.area:
            return f"Leave civilian ship {cmd.uid} in {names.area(cmd.area)}"
    return f"Move civilian ship {cmd.uid} to {names.area(cmd.area)}"


# -- Cylons, titles, characters -----------------------------------------------------------------


def reveal_cylon(state: State, frame: Any, cmd: Any) -> str:
    return f"Reveal yourself as a Cylon ({names.name(cmd.card)})"


def pick_victim(state: State, frame: Any, cmd: Any) -> str:
    if cmd.target < 0:
        return "Send nobody"
    card = getattr(frame, "card", "")
    to = {"sickbay": "Sickbay", "brig": "the Brig"}.get(card.rsplit("_", 1)[-1], "")
    who = names.seat(_game(state), cmd.target)
    return f"Send {who} to {to}" if to else f"Choose {who}"


def pass_loyalty(state: State, frame: Any, cmd: Any) -> str:
    if cmd.to < 0:
        return "Keep the Sympathizer card"
    return f"Give the Sympathizer card to {names.seat(_game(state), cmd.to)}"


def keep_crisis(state: State, frame: Any, cmd: Any) -> str:
    return f"Resolve the {ordinal(cmd.index)} crisis card seen"


def take_skill_card(state: State, frame: Any, cmd: Any) -> str:
    target = getattr(frame, "target", -1)
    whose = f"{names.seat(_game(state), target)}'s" if target >= 0 else "the"
    return f"Take the {ordinal(cmd.index)} card of {whose} hand"


def resolve_token(state: State, frame: Any, cmd: Any) -> str:
    return f"Resolve {names.name(cmd.token)}"


def play_quorum_card(state: State, frame: Any, cmd: Any) -> str:
    return f"Play {names.name(cmd.card)}"


def resolve_drawn_quorum(state: State, frame: Any, cmd: Any) -> str:
    return f"Resolve {names.name(cmd.card)}"


def use_arbitrator(state: State, frame: Any, cmd: Any) -> str:
    if cmd.delta == 0:
        return "Keep Assign Arbitrator"
    return f"Discard Assign Arbitrator: difficulty {cmd.delta:+d}"


ABILITY_CHOICES = {
    "lower": "lower the difficulty",
    "raise": "raise the difficulty",
    "pass": "the check passes",
    "fail": "the check fails",
    "take": "take the check's cards into your hand",
    "switch": "switch to the other option",
}


def use_ability(state: State, frame: Any, cmd: Any) -> str:
    ability = names.name(cmd.ability)
    if not cmd.choice:
        return f"Do not use {ability}"
    what = ABILITY_CHOICES.get(cmd.choice)
    if what is None:  # Blind Devotion names a skill type
        what = f"{humanize(cmd.choice)} cards count 0"
    return f"Use {ability}: {what}"


def use_action_ability(state: State, frame: Any, cmd: Any) -> str:
    return f"Use {names.name(cmd.ability)}"


def take_over_viper(state: State, frame: Any, cmd: Any) -> str:
    return f"Take over {names.viper(_game(state), cmd.viper)}"


def decline(state: State, frame: Any, cmd: Any) -> str:
    if frame.tag == "base.f.offer_secret_destiny":
        return "Do not use Secret Destiny"
    if frame.tag == "base.f.choose_alert_viper":
        return "Do not take over a viper"
    return "Decline"


def fixed(text: str) -> Labeller:
    """A labeller for a command without fields: always the same words."""

    def labeller(state: State, frame: Any, cmd: Any) -> str:
        return text

    return labeller


# -- base.pick: the value an effect asks for, by the choice's purpose ---------------------------


def _below(state: State) -> tuple[Any, Op | None]:
    """The RunOps frame the choice answers and the op asking."""
    run: Any = state.stack[-2]
    try:
        return run, ops_at(run.source, run.path)[run.index]
    except (AttributeError, IndexError, KeyError, TypeError):
        return run, None


def pick(state: State, frame: Any, cmd: Any) -> str:
    purpose = frame.purpose
    game = _game(state)
    run, op = _below(state)
    value = cmd.value
    if purpose == "option" and op is not None:
        option = op.get("options")[value]
        return f"{humanize(str(option['label']))}: {effects.describe(option['effects'])}"
    if purpose == "optional":
        if value == 0:
            return "Decline"
        if op is None:
            return "Apply: the effect"
        # base's ``optional`` op groups its effects; any other op with ``optional`` is its own
        return "Apply: " + effects.describe(op.get("effects") if op.name == "optional" else (op,))
    if purpose == "location":
        places = open_locations(game, human_locations())
        return f"Go to {names.location(places[value])}"
    if purpose == "pardon":
        seat, index = divmod(value, PARDON_BASE)
        place = names.location(galactica_places()[index])
        return f"{names.seat(game, seat)} leaves the Brig for {place}"
    if purpose == "civilian":
        return f"Destroy {names.civilian(game, value)}"
    if purpose == "deck" and op is not None:
        decks = [d for d in op.get("decks") if getattr(game, f"{d}_deck")]
        return f"Look at the top of the {humanize(decks[value]).lower()} deck"
    if purpose == "count":
        if op is not None and op.name == "draw_galactica_damage":
            return f"Draw {value} Galactica damage token" + ("" if value == 1 else "s")
        return f"{value}"
    if purpose == "loyalty":
        return f"Look at a loyalty card of {names.seat(game, value)}"
    return _target(game, op, value)


def _target(game: BaseGame, op: Op | None, value: int) -> str:
    """A seat chosen for an op: what happens to it when the op says so."""
    if value < 0:
        return "Nobody"
    who = names.seat(game, value)
    if op is None:
        return who
    if op.name == "move_character":
        return f"Send {who} to {names.destination(str(op.get('to')))}"
    if op.name == "give_title":
        return f"Give the {humanize(str(op.get('title')))} title to {who}"
    if op.name == "roll":
        return f"{who} rolls"
    if op.name == "discard_skill":
        return f"{who} discards {op.get('count')}"
    return who


LABELS: dict[str, Labeller] = {
    "base.resolve_check_ability": lambda s, f, c: (
        f"Carry out {names.card(c.card)}'s Skill Check Ability next"
    ),
    "base.pick_character": lambda s, f, c: f"Play {names.name(c.character)}",
    "base.launch_starting_viper": lambda s, f, c: f"Start in a viper in {names.area(c.area)}",
    "base.choose_skill_types": lambda s, f, c: f"Draw {names.types(c.types)}",
    "base.draw_types": draw_types,
    "base.move": move,
    "base.stay": fixed("Stay where you are"),
    "base.resolve_due_step": lambda s, f, c: (
        f"Resolve the {c.step.rpartition('.')[2].replace('_', ' ') or 'step'} first"
    ),
    "base.use_location": use_location,
    "base.draw_quorum_card": fixed("Draw 1 Quorum card (President)"),
    "base.pass_action": fixed("Take no action"),
    "base.choose_option": choose_option,
    "base.discard": discard,
    "base.pick": pick,
    "base.add_card": add_card,
    "base.stop_adding": fixed("Add no more cards"),
    "base.keep_destination": keep_destination,
    "base.launch_nuke": fixed("Launch a nuke (Admiral)"),
    "base.activate_own_viper": fixed("Activate your viper"),
    "base.move_viper": move_viper,
    "base.play_skill": play_skill,
    "base.no_card": fixed("Play no card"),
    "base.order_steps": order_steps,
    "base.top_or_bottom": top_or_bottom,
    "base.look_at_civilian": look_at_civilian,
    "base.place_civilian": place_civilian,
    "base.pick_raider_area": pick_raider_area,
    "base.pick_raider_target": pick_raider_target,
    "base.allocate_ships": allocate_ships,
    "base.pick_activation": pick_activation,
    "base.activate_viper": activate_viper,
    "base.stop_activating": fixed("Stop"),
    "base.launch_self": launch_self,
    "base.fire_at": fire_at,
    "base.pick_viper": pick_viper,
    "base.pick_viper_model": pick_viper_model,
    "base.reveal_cylon": reveal_cylon,
    "base.pick_victim": pick_victim,
    "base.pass_loyalty": pass_loyalty,
    "base.keep_crisis": keep_crisis,
    "base.take_skill_card": take_skill_card,
    "base.resolve_token": resolve_token,
    "base.play_quorum_card": play_quorum_card,
    "base.use_arbitrator": use_arbitrator,
    "base.use_skilled_politician": fixed("Use Skilled Politician: draw 4 Quorum cards, resolve 1"),
    "base.resolve_drawn_quorum": resolve_drawn_quorum,
    "base.use_ability": use_ability,
    "base.use_action_ability": use_action_ability,
    "base.use_secret_destiny": fixed("Use Secret Destiny: discard this crisis, reveal the next"),
    "base.keep_vision": lambda s, f, c: f"Resolve the {ordinal(c.index)} crisis card drawn",
    "base.take_over_viper": take_over_viper,
    "base.decline_ability": decline,
    "base.eco_reroll": fixed("Use ECO Officer: roll the die again"),
    "base.pass_always": fixed("Pass, and do not ask me again for this kind of window"),
    "base.withdraw_standing_orders": fixed("Withdraw my standing orders (be asked again)"),
    "base.pick_new_character": lambda s, f, c: f"Play {names.name(c.character)} from now on",
    "base.discard_quorum_card": lambda s, f, c: f"Discard {names.card(c.card)}",
    "base.claim_play": fixed("I want to play a card here"),
    "base.play_first": lambda s, f, c: f"{names.seat(_game(s), c.player)} plays first",
    "base.ignore_part": fixed("Ignore it: keep my cards, take the rest of the effect"),
    "base.take_part": fixed("Take it: discard as the card says"),
}

#: Labellers of a command at one frame class only: (frame tag, command tag) -> labeller.
PICKS: dict[tuple[str, str], Labeller] = {}

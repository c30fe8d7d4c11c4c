"""Labels for people of Express options and prompts of its decisions (`bsgcore.labels`), from
the component data's names and each command's fields; registered by tag like base's, and
computed only when asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bsg_express import model as m
from bsg_express.model import ExpressGame
from bsg_express.view_schema import VIEW_SCHEMA
from bsgcore.labels import NAMES_PREFIX, NameEntry, Prompt, about, humanize, join
from bsgcore.messages import Decision
from bsgcore.state import State

Labeller = Callable[[State, Any, Any], str]
Prompter = Callable[[State, Any, Decision], Prompt]


def _game(state: State) -> ExpressGame:
    game = state.game
    assert isinstance(game, ExpressGame)
    return game


def character(character_id: str) -> str:
    """A character id by its name (``lee_adama`` -> ``Lee Adama``)."""
    try:
        return m.data().character(character_id).name
    except KeyError:
        return humanize(character_id)


def seat(game: ExpressGame, number: int) -> str:
    """A seat by its character's name."""
    if 0 <= number < len(game.characters):
        return character(game.characters[number])
    return f"Seat {number}"


def marker(marker_id: str) -> str:
    """A damage marker by name."""
    try:
        return m.data().damage_marker(marker_id).name
    except KeyError:
        return humanize(marker_id)


def cylon_card(card_id: str) -> str:
    """A "You are a Cylon" card by name."""
    try:
        return m.data().cylon_card(card_id).name
    except KeyError:
        return humanize(card_id)


def die(game: ExpressGame, die_id: int) -> str:
    """A skill die: ``strong die 4 (5)`` (its face while it shows one)."""
    for d in game.dice:
        if d.id == die_id:
            kind = "strong" if d.strong else "weak"
            face = f" ({d.value})" if d.value else ""
            return f"{kind} die {die_id}{face}"
    return f"die {die_id}"


def dice(game: ExpressGame, ids: Any) -> str:
    return join(die(game, i) for i in ids) or "no dice"


ACTIONS = {
    "none": "Take no action",
    "recover": "Recover dice instead",
    "dradis": "DRADIS: remove ships from DRADIS",
    "repair": "Repair: remove a damage marker",
    "morale": "Morale: remove a demoralization marker",
    "prepare": "Prepare: advance the jump track",
    "reveal": "Reveal yourself as a Cylon",
}


def take_action(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    if cmd.action == "char":
        return f"Cylon Detector: look at {seat(game, cmd.target)}'s loyalty cards"
    if cmd.action == "vote_brig":
        return f"Call a vote to send {seat(game, cmd.target)} to the Brig"
    if cmd.action == "vote_release":
        return f"Call a vote to release {seat(game, cmd.target)} from the Brig"
    if cmd.action == "order":
        return f"Executive Order: give {seat(game, cmd.target)} your {die(game, cmd.die)}"
    return ACTIONS.get(cmd.action, humanize(cmd.action))


def pick_crisis(state: State, frame: Any, cmd: Any) -> str:
    game = _game(state)
    try:
        crisis_die = m.data().crisis_die(game.crisis_dice[cmd.index])
        face = crisis_die.faces[game.crisis_roll[cmd.index]]
    except (IndexError, KeyError):
        return f"Crisis die {cmd.index + 1}"
    jump = f", {face.jump} jump icon(s)" if face.jump else ""
    return (
        f"Crisis die {cmd.index + 1}: {humanize(face.type)}, difficulty {face.difficulty}, "
        f"consequence {face.consequence}{jump}"
    )


def pick_jump_die(state: State, frame: Any, cmd: Any) -> str:
    roll = _game(state).jump_roll
    value = roll[cmd.index] if cmd.index < len(roll) else "?"
    return f"Jump die {cmd.index + 1} (showing {value})"


LABELS: dict[str, Labeller] = {
    "express.take_action": take_action,
    "express.recover_dice": lambda s, f, c: f"Recover {dice(_game(s), c.dice)}",
    "express.assign": lambda s, f, c: f"Assign {dice(_game(s), c.dice)}",
    "express.use_initiative": lambda s, f, c: "Use Initiative",
    "express.reroll": lambda s, f, c: "Re-roll the remaining dice",
    "express.stop_rolling": lambda s, f, c: "Stop rolling",
    "express.participate": lambda s, f, c: "Participate in the check",
    "express.pass": lambda s, f, c: "Pass (do not participate)",
    "express.pick_crisis": pick_crisis,
    "express.roll_crisis_dice": lambda s, f, c: "Roll the crisis dice",
    "express.declare_crisis": lambda s, f, c: f"Declare a {humanize(c.type).lower()} crisis",
    "express.remove_ship": lambda s, f, c: f"Remove a {c.kind} ship",
    "express.repair": lambda s, f, c: f"Repair {marker(c.marker)}" if c.marker else "Repair none",
    "express.raise_morale": lambda s, f, c: (
        f"Remove {character(c.character)}'s marker" if c.character else "Remove none"
    ),
    "express.penalty": lambda s, f, c: (
        "Damage Galactica" if c.kind == "damage" else "Draw a demoralization marker"
    ),
    "express.pick_jump_die": pick_jump_die,
    "express.influence": lambda s, f, c: (
        f"Remove {die(_game(s), c.die)} from the vote" if c.die >= 0 else "Remove no die"
    ),
    "express.show_cylon_card": lambda s, f, c: f"Show {cylon_card(c.card)}",
    "express.box_dice": lambda s, f, c: f"Return {dice(_game(s), c.dice)} to the box",
    "express.demoralize": lambda s, f, c: f"Demoralize {character(c.character)}",
    "express.place_damage": lambda s, f, c: f"Place {marker(c.marker)}",
    "express.box_spent_dice": lambda s, f, c: f"Box {dice(_game(s), c.dice)}",
}


# Labels naming dice by their faces: a skill roll is private to its roller (E-INFO-1), so other
# seats read these commands by name alone (`bsgcore.labels.label_for`).
PRIVATE = frozenset(
    {"express.recover_dice", "express.assign", "express.box_dice", "express.box_spent_dice"}
)


def check_prompt(state: State, frame: Any, decision: Decision) -> Prompt:
    check = _game(state).check
    subject = humanize(check.kind.replace("vote_", "vote: ")) if check else "Skill check"
    subject = {
        "crisis": "Crisis check",
        "vote_brig": "Brig vote",
        "vote_release": "Release vote",
    }.get(check.kind if check else "", subject)
    return Prompt(f"{subject}: {decision.prompt}", subject)


def roll_prompt(state: State, frame: Any, decision: Decision) -> Prompt:
    purpose = frame.roll.purpose
    subject = {"crisis": "Crisis check", "vote_brig": "Brig vote", "vote_release": "Release vote"}
    name = subject.get(purpose, humanize(purpose))
    return Prompt(f"{name}: {decision.prompt}", name)


PROMPTS: dict[str, tuple[Prompter, tuple[str, ...]]] = {
    "express.f.choose_recovery": (about("Recovery"), ("choose_recovery",)),
    "express.f.choose_action": (about("Action step"), ("choose_action",)),
    "express.f.assign_dice": (roll_prompt, ("assign_dice",)),
    "express.f.reroll_or_stop": (roll_prompt, ("reroll_or_stop",)),
    "express.f.pass_or_participate": (check_prompt, ("pass_or_participate",)),
    "express.f.choose_crisis": (about("Crisis step"), ("choose_crisis",)),
    "express.f.cylon_crisis": (about("Cylon crisis"), ("cylon_crisis",)),
    "express.f.choose_ship": (about("DRADIS"), ("choose_ship",)),
    "express.f.choose_repair": (about("Repair"), ("choose_repair",)),
    "express.f.choose_morale": (about("Morale"), ("choose_morale",)),
    "express.f.choose_penalty": (about("Penalty"), ("choose_penalty",)),
    "express.f.choose_jump_die": (about("Jump"), ("choose_jump_die",)),
    "express.f.influence_vote": (about("Political Influence"), ("influence_vote",)),
    "express.f.choose_reveal_card": (about("Reveal"), ("choose_reveal_card",)),
    "express.f.choose_box_dice": (about("Reveal"), ("choose_box_dice",)),
    "express.f.number_one": (about("Number One"), ("number_one",)),
    "express.f.number_two": (about("Number Two"), ("number_two",)),
    "express.f.number_six": (about("Number Six"), ("number_six",)),
}


def entries(rules: Any) -> list[NameEntry]:
    """Every id of the game's Express data (fan content included) by name, for
    ``game.catalogue()``: characters, "You are a Cylon" cards, damage markers, crisis dice."""
    data = m.data()
    out = [
        NameEntry(
            ch.id,
            ch.name,
            "character",
            f"{ch.ability_name} ({ch.ability})",
            1,
            (),
            {"rank": ch.rank},
        )  # fmt: skip
        for ch in data.characters
    ]
    out += [NameEntry(c.id, c.name, "cylon_card", humanize(c.effect)) for c in data.cylon_cards]
    out += [
        NameEntry(d.id, d.name, "damage_marker", f"Disables the {d.disables} action")
        for d in data.damage
    ]
    for die_ in data.crisis_dice:
        faces = "; ".join(
            f"{humanize(f.type)} {f.difficulty}/{f.consequence}" + (" jump" * f.jump)
            for f in die_.faces
        )
        out.append(NameEntry(die_.id, f"Crisis die {die_.id}", "crisis_die", faces))
    return out


def register(registry: Any) -> None:
    """Register every Express labeller and prompter by tag, and its names."""
    registry.set_data(NAMES_PREFIX + "express", entries)
    registry.set_data("view_schema", VIEW_SCHEMA)
    tags = registry.tags
    for tag, labeller in LABELS.items():
        registry.label(tags[tag], labeller, private=tag in PRIVATE)
    for tag, (prompter, kinds) in PROMPTS.items():
        registry.prompt(tags[tag], prompter, kinds=kinds)

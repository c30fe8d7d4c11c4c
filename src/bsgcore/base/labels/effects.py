"""Effect ops in words, for the labels of options inside a card's effect (a choice between
effects, an optional effect): ``resource fuel -1`` reads ``lose 1 fuel``. Written per op kind
from its parameters, never per card; an op with no sentence here reads as its name in words."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from bsgcore.base.catalogue.op import Op
from bsgcore.base.labels import names
from bsgcore.labels import humanize

WHO = {
    "current_player": "the current player",
    "acting_player": "you",
    "president": "the President",
    "admiral": "the Admiral",
    "chosen": "the chosen player",
    "chosen_other": "another player",
    "that_player": "that player",
    "each_player": "each player",
}


def who(value: Any) -> str:
    """A WHO value in words."""
    return WHO.get(str(value), humanize(str(value)).lower())


def _count(n: Any, thing: str) -> str:
    if n == "all":
        return f"all {thing}s"
    return f"{n} {thing}" + ("" if n == 1 else "s")


def _resource(op: Op) -> str:
    delta = int(op.get("delta", 0))
    verb = "gain" if delta > 0 else "lose"
    return f"{verb} {abs(delta)} {op.get('resource')}"


def _raptors(op: Op) -> str:
    delta = int(op.get("delta", 0))
    return f"{'gain' if delta > 0 else 'lose'} {_count(abs(delta), 'raptor')}"


def _discard(op: Op) -> str:
    random = " at random" if op.get("random") else ""
    return f"{who(op.get('who'))} discards {_count(op.get('count'), 'skill card')}{random}"


def _draw(op: Op) -> str:
    kinds = [humanize(str(t)) for t in op.get("types", ())]
    of = "" if kinds == ["Any"] else " of " + "/".join(kinds)
    return f"{who(op.get('who'))} draws {_count(op.get('count', 1), 'skill card')}{of}"


def _move(op: Op) -> str:
    return f"{who(op.get('who'))} goes to {names.destination(str(op.get('to')))}"


def _title(op: Op) -> str:
    return f"the {humanize(str(op.get('title')))} title goes to {who(op.get('to'))}"


def _jump(op: Op) -> str:
    delta = int(op.get("delta", 0))
    return f"jump preparation {'+' if delta > 0 else ''}{delta}"


def _roll(op: Op) -> str:
    outcomes = []
    for outcome in op.get("outcomes", ()):
        effects = describe(outcome["effects"])
        outcomes.append(f"{outcome['min']}-{outcome['max']}: {effects}")
    return "roll a die (" + "; ".join(outcomes) + ")"


SENTENCES: dict[str, Callable[[Op], str]] = {
    "resource": _resource,
    "raptors": _raptors,
    "discard_skill": _discard,
    "draw_skill": _draw,
    "move_character": _move,
    "give_title": _title,
    "jump_track": _jump,
    "roll": _roll,
    "damage_galactica": lambda op: f"damage Galactica {op.get('count', 1)} time(s)",
    "damage_location": lambda op: f"damage {names.location(str(op.get('location')))}",
    "draw_quorum": lambda op: f"draw {_count(op.get('count', 1), 'Quorum card')}",
    "repair_vipers": lambda op: f"repair {_count(op.get('count'), 'viper')}",
    "damage_vipers": lambda op: f"damage {_count(op.get('count'), 'viper')}",
    "nukes": lambda op: f"{'gain' if int(op.get('delta', 0)) > 0 else 'lose'} a nuke",
    "play_quorum_card": lambda op: "play a Quorum card",
    "skill_check": lambda op: "attempt the skill check",
}


def describe_op(op: Op) -> str:
    """One op in words."""
    sentence = SENTENCES.get(op.name)
    return sentence(op) if sentence else humanize(op.name).lower()


def describe(ops: Iterable[Any]) -> str:
    """A list of ops in words, joined with semicolons ("nothing" when empty)."""
    parts = [describe_op(op) for op in ops if isinstance(op, Op)]
    return "; ".join(parts) if parts else "nothing"

"""Labels for people: a short English label per option and a prompt naming what is decided.

Labels are computed only when asked for (`labelled`, ``Game.labelled``, ``view(labels=True)``),
never while a game is played, so bots and playouts pay nothing for them. They come from functions
that plugins register per command class (``registry.label``) and per decision frame class
(``registry.prompt``), reading names from the game's card catalogue and the option's fields: no
label is written per decision.

- A **labeller** ``(state, frame, command) -> str`` names one option (``"Move to Weapons
  Control, discarding Consolidate Power (1)"``); ``frame`` is the decision frame on top of the
  stack. One may be registered for a command class at one frame class only (``frame=``), which
  wins over the command's general labeller.
- A **prompter** ``(state, frame, decision) -> Prompt`` says what the decision at that frame
  class is about: a sentence and its ``subject`` (the card, location, ability or step in play).
  It also declares the decision ``kinds`` the frame's decider gives, so ``bsg schema`` can list
  every kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import attrs

from bsgcore.context import current_rules, using_rules
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.state import State

if TYPE_CHECKING:
    from bsgcore.ruleset import Rules

Labeller = Callable[[State, Any, Any], str]


@attrs.frozen
class Prompt:
    """What a decision asks (`text`, a sentence) and what it is about (`subject`: the card,
    location, ability or turn step in play, by its printed name)."""

    text: str
    subject: str


Prompter = Callable[[State, Any, Decision], Prompt]


@attrs.frozen
class Prompting:
    """A frame class's prompter and the decision kinds its decider gives."""

    prompter: Prompter
    kinds: tuple[str, ...]
    plugin: str = ""


@attrs.frozen
class LabelledDecision:
    """The pending decision with a prompt, its subject and one label per option, in order.

    ``unlabelled`` lists the positions of options no registered labeller named (they carry a
    label made from the tag); a complete ruleset has none.
    """

    seat: int
    kind: str
    prompt: str
    subject: str
    options: tuple[Command, ...]
    labels: tuple[str, ...]
    unlabelled: tuple[int, ...] = ()

    def option(self, label: str) -> Command:
        """The option with this label (KeyError when none has it)."""
        for option, text in zip(self.options, self.labels, strict=True):
            if text == label:
                return option
        raise KeyError(label)

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        """JSON-ready: seat, kind, prompt, subject, options (command objects) and labels."""
        from bsgcore.serialization import command_to_dict

        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt,
            "subject": self.subject,
            "options": [command_to_dict(rules, c) for c in self.options],
            "labels": list(self.labels),
        }


def labelled(rules: Rules, state: State) -> LabelledDecision | None:
    """The pending decision of ``state`` with its prompt and labels (None when none is pending)."""
    from bsgcore.engine import _pending

    with using_rules(rules):
        decision = _pending(rules, state)
        if decision is None:
            return None
        return label_decision(rules, state, decision)


def label_decision(rules: Rules, state: State, decision: Decision) -> LabelledDecision:
    """Label ``decision``, the one pending in ``state`` (call with ``rules`` current)."""
    frame = state.stack[-1]
    prompt = prompt_for(rules, state, frame, decision)
    labels: list[str] = []
    unlabelled: list[int] = []
    for index, option in enumerate(decision.options):
        text = _labeller_text(rules, state, frame, option)
        if text is None:
            unlabelled.append(index)
            text = fallback_label(option)
        labels.append(text)
    return LabelledDecision(
        decision.seat,
        decision.kind,
        prompt.text,
        prompt.subject,
        decision.options,
        tuple(labels),
        tuple(unlabelled),
    )


def prompt_for(rules: Rules, state: State, frame: Frame, decision: Decision) -> Prompt:
    """The prompt of the decision at ``frame``: its prompter's, else the decider's own prompt
    with no subject."""
    prompting = rules.registry.prompters.get(type(frame))
    if prompting is None:
        return Prompt(decision.prompt, "")
    return prompting.prompter(state, frame, decision)


def label(rules: Rules, state: State, command: Command) -> str:
    """The label of one option of the decision pending in ``state``."""
    if not state.stack:  # the game is over: no decision to label against
        return fallback_label(command)
    with using_rules(rules):
        text = _labeller_text(rules, state, state.stack[-1], command)
    return fallback_label(command) if text is None else text


def label_for(rules: Rules, state: State, command: Command, seat: int | None) -> str:
    """The label ``seat`` (None: a spectator) reads for a command played in ``state``: its
    label, except that a private label (``registry.label(..., private=True)``) reads as the
    command's name alone for every seat but the one that played it."""
    if seat != command.seat and state.stack and _is_private(rules, state.stack[-1], command):
        return command_name(command)
    return label(rules, state, command)


def command_name(command: Command) -> str:
    """A command's name without its fields (``base.pick_character`` -> "Pick character")."""
    return command.tag.rsplit(".", 1)[-1].replace("_", " ").capitalize()


def _is_private(rules: Rules, frame: Frame, command: Command) -> bool:
    labellers, private = rules.registry.labellers, rules.registry.private_labels
    key: tuple[type | None, type] = (type(frame), type(command))
    if key not in labellers:
        key = (None, type(command))
    return key in private


def _labeller_text(rules: Rules, state: State, frame: Frame, command: Command) -> str | None:
    labellers = rules.registry.labellers
    labeller = labellers.get((type(frame), type(command))) or labellers.get((None, type(command)))
    if labeller is None:
        return None
    return labeller(state, frame, command)


def about(subject: str) -> Prompter:
    """A prompter of the decider's own prompt about a fixed subject (prefixed with the subject
    unless the prompt names it already), for a plugin's ``registry.prompt``."""

    def prompter(state: State, frame: Frame, decision: Decision) -> Prompt:
        text = decision.prompt
        return Prompt(text if subject in text else f"{subject}: {text}", subject)

    return prompter


def fallback_label(command: Command) -> str:
    """A label made from the command's tag and fields, for a command no plugin labels."""
    name = command_name(command)
    fields = [
        f"{a.name} {getattr(command, a.name)!r}"
        for a in attrs.fields(type(command))
        if a.name != "seat"
    ]
    return f"{name} ({', '.join(fields)})" if fields else name


def describe(rules: Rules, event: Event) -> str:
    """The sentence for people of one event (``event.describe()``), with ``rules`` current so
    every plugin's card names are known."""
    with using_rules(rules):
        return event.describe()


def describing(function: Callable[[Any], str], event: Event) -> str:
    """Call an event's own ``describe`` so that it works outside any engine call: with no rules
    current, under the most recently built rules that know every id it names (a plugin's card
    included); rulesets wrap their events' ``describe`` with it."""
    if current_rules() is not None:
        return function(event)
    from bsgcore.ruleset import recent_rules

    for rules in recent_rules():
        with using_rules(rules):
            try:
                return function(event)
            except (KeyError, LookupError):
                continue
    return function(event)


def decision_kinds(rules: Rules) -> tuple[str, ...]:
    """Every decision kind the rules' prompters declare, sorted."""
    return tuple(sorted({k for p in rules.registry.prompters.values() for k in p.kinds}))


# -- names and texts as data ---------------------------------------------------------------------

#: The ``registry.set_data`` key prefix of a plugin's names: ``"names.<plugin>"`` holds a function
#: ``(rules) -> list of entries`` (`NameEntry`), read by `catalogue` only when asked for.
NAMES_PREFIX = "names."

#: What the suffixes of card codes in options and views mean (``base.skill.repair@2``).
SUFFIXES = {
    "@": "a skill card's strength: base.skill.repair@2 is Repair with strength 2",
    "#": "the printing of a crisis card with several printings (different icons): "
    "base.crisis.water_shortage#1 is the second printing (0 is the first)",
}


@attrs.frozen
class NameEntry:
    """One id a client may meet, by its printed name: ``kind`` (its deck, or character,
    location, ability...), ``text`` (the printed text, "" when none), ``copies``, ``strengths``
    (a skill card's strengths, one per copy), and ``extra`` facts (a skill card's type)."""

    id: str
    name: str
    kind: str
    text: str = ""
    copies: int = 1
    strengths: tuple[int, ...] = ()
    extra: dict[str, Any] = attrs.field(factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "text": self.text,
            "copies": self.copies,
            "strengths": list(self.strengths),
            **({"extra": dict(self.extra)} if self.extra else {}),
        }


def catalogue(rules: Rules) -> dict[str, Any]:
    """Every id the enabled plugins name, with its printed name, kind, text, copies and
    strengths (``{"entries": {id: entry}, "suffixes": {...}}``), from each plugin's names
    function (``registry.set_data("names.<plugin>", fn)``)."""
    entries: dict[str, dict[str, Any]] = {}
    with using_rules(rules):
        for key, provider in rules.data.items():
            if key.startswith(NAMES_PREFIX) and callable(provider):
                for entry in provider(rules):
                    entries.setdefault(entry.id, entry.to_dict())
    return {"entries": dict(sorted(entries.items())), "suffixes": dict(SUFFIXES)}


# -- helpers for labellers ------------------------------------------------------------------------

_WORD = re.compile(r"[_\s]+")


def humanize(name: str) -> str:
    """``"pay_fuel"`` -> ``"Pay fuel"``: an identifier as words, first letter capitalised."""
    words = _WORD.sub(" ", name).strip()
    return words[:1].upper() + words[1:]


def join(items: Iterable[str], word: str = "and") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    parts = [item for item in items if item]
    if len(parts) < 2:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"

"""Typed, frozen records of the base catalogues: one class per kind of entry.

Every card-like record has `id`, `name`, `deck` (the kind shown by ``bsg cards``), `copies` and
`effects`; `needs_effect` says whether the engine needs code for it (see `bsgcore.base.effects`).
"""

from __future__ import annotations

import attrs

from bsgcore.base.catalogue.op import FrozenMap, Op


@attrs.frozen
class Box:
    """An outcome box or option of a crisis-like card: its text and effects.

    `threshold` is a partial box's value; `skill_check` marks an option that attempts the card's
    check; `requires` a condition for choosing the option.
    """

    text: str
    effects: tuple[Op, ...]
    threshold: int = 0
    skill_check: bool = False
    requires: str = ""


@attrs.frozen
class Printing:
    """One printing of a crisis card: copies and its icons."""

    copies: int
    cylon_activation: tuple[str, ...]
    jump_icon: bool


@attrs.frozen
class SetupRow:
    """Ships a Cylon attack places in one space area (1-6)."""

    area: int
    ships: FrozenMap


@attrs.frozen
class CrisisCard:
    """A crisis or super crisis card (kind: skill_check, choice or cylon_attack)."""

    id: str
    name: str
    deck: str
    kind: str
    copies: int
    rule_id: str = ""
    printings: tuple[Printing, ...] = ()
    chooser: str = ""
    difficulty: int = 0
    skills: tuple[str, ...] = ()
    option_a: Box | None = None
    option_b: Box | None = None
    passed: Box | None = None
    partial: Box | None = None
    failed: Box | None = None
    setup: tuple[SetupRow, ...] = ()
    special_rule: Box | None = None
    #: The Consequence box (X-SCA-10): resolved whatever the check's result, by the plugin that
    #: adds a step through ``bsg_base_check_steps``; base's own cards have none.
    consequence: Box | None = None

    @property
    def effects(self) -> tuple[Op, ...]:
        """Every op of every box, in card order."""
        boxes = (self.option_a, self.option_b, self.passed, self.partial, self.failed)
        out: list[Op] = []
        for box in (*boxes, self.special_rule, self.consequence):
            if box is not None:
                out += box.effects
        return tuple(out)

    @property
    def needs_effect(self) -> bool:
        """A crisis always needs its resolution."""
        return True


@attrs.frozen
class SimpleCard:
    """A card or token whose behaviour is one effect list: quorum, destination, loyalty, title,
    Galactica or basestar damage. `extra` keeps the kind's own fields (distance, team, ...)."""

    id: str
    name: str
    deck: str
    copies: int
    text: str
    effects: tuple[Op, ...]
    rule_id: str = ""
    timing: str = ""
    extra: FrozenMap = FrozenMap({})

    @property
    def needs_effect(self) -> bool:
        """Whether the card does anything the engine must implement."""
        return bool(self.effects) or self.deck == "basestar_damage"


@attrs.frozen
class SkillCard:
    """A base skill card entry: one name for a band of strengths of one type."""

    id: str
    name: str
    type: str
    values: tuple[int, ...]
    copies_by_value: FrozenMap
    copies: int
    timing: str
    text: str
    effects: tuple[Op, ...]
    rule_id: str = ""
    limit: str = ""
    deck: str = "skill"
    #: The Skill Check Ability icon: its ops are carried out when the card is revealed in a check
    #: (checks/abilities.py; X-SCA-1, P-SCA-1), not played from the hand.
    skill_check_ability: bool = False

    @property
    def needs_effect(self) -> bool:
        """Whether the card has text beyond its type and strength."""
        return bool(self.effects)


@attrs.frozen
class Ability:
    """A character's ability, once-per-game ability or weakness."""

    id: str
    name: str
    text: str
    timing: str
    effects: tuple[Op, ...] = ()
    limit: str = ""
    deck: str = "character"
    copies: int = 1

    @property
    def needs_effect(self) -> bool:
        """Every ability changes the rules somewhere."""
        return True


@attrs.frozen
class SkillGroup:
    """One group of a skill set: `count` cards of any mix of `types`."""

    types: tuple[str, ...]
    count: int


@attrs.frozen
class Character:
    """A character sheet."""

    id: str
    name: str
    rule_id: str
    type: str
    skill_set: tuple[SkillGroup, ...]
    draw_per_turn: int
    can_pilot: bool
    start_location: str
    admiral_rank: int
    president_rank: int
    ability: Ability
    once_per_game: Ability
    weakness: Ability

    @property
    def skill_types(self) -> tuple[str, ...]:
        """Every skill type in the set, in set order."""
        out: list[str] = []
        for group in self.skill_set:
            out += [t for t in group.types if t not in out]
        return tuple(out)

    @property
    def abilities(self) -> tuple[Ability, Ability, Ability]:
        """Ability, once-per-game ability and weakness."""
        return (self.ability, self.once_per_game, self.weakness)


@attrs.frozen
class Location:
    """A location of Galactica, Colonial One or the Cylon side."""

    id: str
    name: str
    rule_id: str
    board: str
    side: str
    hazardous: bool
    damageable: bool
    text: str
    effects: tuple[Op, ...]
    difficulty: int = 0
    skills: tuple[str, ...] = ()
    action_requires: str = ""
    passive: str = ""
    deck: str = "location"
    copies: int = 1

    @property
    def needs_effect(self) -> bool:
        """Whether the location has an action or a passive rule."""
        return bool(self.effects or self.passive)

"""Fan content for BSG Express: what a plugin's ``bsg_express_content(content)`` may add.

Express builds one `ExpressContent` per game's rules from its data file, lets every enabled plugin
add to it (in plugin order), and shares the result as ``registry.data["express.data"]``; the rules
read it through `bsg_express.model.data()`. A fan plugin can:

- add a character (`add_character`) with an existing ability kind, tuned by ``params``, or with a
  fan ability kind it declares with `add_ability` (a die-value modifier in skill checks);
- add a crisis type (`add_crisis_type`) with the function that resolves one unit of its
  consequence, and put faces of it on the crisis dice (`set_crisis_face`).

With nothing added the tables are the data file's own, unchanged (the same object). Anything added
changes the tables' ``digest``; `fingerprint` gives a fan plugin a version suffix that changes with
its content, so a log made with other content is refused by ``Game.load``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import attrs

from bsg_express.data import (
    ABILITIES,
    CRISIS_TYPES,
    Character,
    CrisisDie,
    CrisisFace,
    DataError,
    ExpressData,
    load,
    validate,
)

if TYPE_CHECKING:
    from bsg_express.frames import Markers
    from bsg_express.model import Check, Die, ExpressGame
    from bsgcore.messages import Event
    from bsgcore.rng import RandomCursor
    from bsgcore.state import State

#: Events for one unit of a crisis type's consequence: ``resolve(state, frame, rng)``.
CrisisResolver = Callable[["State", "Markers", "RandomCursor"], "list[Event]"]
#: A die's value in a skill check: ``die_value(game, check, die, holder, value) -> new value``.
DieValue = Callable[["ExpressGame", "Check", "Die", int, int], int]

#: The parameters each existing ability kind reads from a character's ``params``.
ABILITY_PARAMS: dict[str, tuple[str, ...]] = {
    "command": ("from", "to"),
    "reckless": ("min_dice",),
}


@attrs.frozen
class CrisisRule:
    """A fan crisis type: its name and the resolver of one unit of its consequence.

    ``resolve(state, frame, rng)`` returns the events of one unit; ``frame`` (the top of ``state``)
    says how many units remain, this one included, and who chooses penalties. Express applies
    them after replacing the frame with the one for the units left, so a frame they push
    (``bsg_express.flow.push``) resolves before the next unit. Pure; draw randomness only from
    ``rng``. ``declarable``: a revealed Cylon may declare this type.
    """

    type: str
    name: str
    resolve: CrisisResolver
    declarable: bool = False
    description: str = ""


@attrs.frozen
class AbilityRule:
    """A fan ability kind and its hooks (only ``die_value`` so far; None = no effect there).

    ``die_value(game, check, die, holder, value)`` is called for every die counted in a skill
    check's tally while a seat holding this ability (``holder``, not revealed) is in the game;
    ``value`` is the die's value so far (after Command); return its new value. Pure.
    """

    kind: str
    name: str
    die_value: DieValue | None = None
    description: str = ""


def _qualname(function: Callable[..., object]) -> str:
    return f"{getattr(function, '__module__', '?')}.{getattr(function, '__qualname__', function)}"


class ExpressContent:
    """The Express tables of one game's rules, open for additions by ``bsg_express_content``."""

    def __init__(self, base: ExpressData) -> None:
        self.base = base
        self._characters: list[Character] = list(base.characters)
        self._faces: dict[str, list[CrisisFace]] = {d.id: list(d.faces) for d in base.crisis_dice}
        self._crises: dict[str, CrisisRule] = dict(base.crisis_rules)
        self._abilities: dict[str, AbilityRule] = dict(base.ability_rules)
        self._changes: list[str] = []

    # -- reading --------------------------------------------------------------------------------

    @property
    def characters(self) -> tuple[Character, ...]:
        """Every character so far, base and added."""
        return tuple(self._characters)

    @property
    def crisis_dice(self) -> tuple[CrisisDie, ...]:
        """Every crisis die with its faces so far."""
        return tuple(
            CrisisDie(d.id, d.players, tuple(self._faces[d.id])) for d in self.base.crisis_dice
        )

    @property
    def crisis_types(self) -> tuple[str, ...]:
        """Every crisis type so far: the three of Express, then the added ones."""
        return (*CRISIS_TYPES, *self._crises)

    @property
    def ability_kinds(self) -> tuple[str, ...]:
        """Every ability kind so far: those of Express, then the added ones."""
        return (*ABILITIES, *self._abilities)

    # -- adding ---------------------------------------------------------------------------------

    def add_ability(
        self, kind: str, name: str, *, die_value: DieValue | None = None, description: str = ""
    ) -> AbilityRule:
        """Declare a fan ability kind a character can have, with its hooks."""
        if kind in self.ability_kinds:
            raise DataError(f"ability kind {kind!r} already exists")
        rule = AbilityRule(kind, name, die_value, description)
        self._abilities[kind] = rule
        self._changes.append(f"ability {kind} {name!r} die_value={_hook_name(die_value)}")
        return rule

    def add_character(
        self,
        id: str,
        name: str,
        rank: int,
        ability: str,
        ability_name: str = "",
        *,
        action: bool | None = None,
        params: Mapping[str, int] | None = None,
    ) -> Character:
        """Add a character; ``rank`` places it in the chain of command (1 = Admiral first).

        ``ability`` is an existing kind (``params`` tune it, see `ABILITY_PARAMS`) or one declared
        with `add_ability` (its hooks read ``params`` themselves). ``action`` defaults to True for
        ``cylon_detector`` (an action ability), else False. Each character adds a demoralization
        marker, as in Express.
        """
        if any(c.id == id for c in self._characters):
            raise DataError(f"character {id!r} already exists")
        if any(c.rank == rank for c in self._characters):
            raise DataError(f"character {id!r}: rank {rank} is taken")
        given = dict(params or {})
        allowed = ABILITY_PARAMS.get(ability)
        if ability in ABILITIES and set(given) - set(allowed or ()):
            raise DataError(
                f"character {id!r}: {ability!r} reads only {list(allowed or ())}, not "
                f"{sorted(set(given) - set(allowed or ()))}"
            )
        if action is None:
            action = ability == "cylon_detector"
        char = Character(
            id=id,
            name=name,
            rank=rank,
            ability=ability,
            ability_name=ability_name or ability.replace("_", " ").title(),
            action=action,
            params=tuple(sorted((str(k), int(v)) for k, v in given.items())),
        )
        self._characters.append(char)
        self._changes.append(f"character {char!r}")
        return char

    def add_crisis_type(
        self,
        type: str,
        name: str,
        resolve: CrisisResolver,
        *,
        declarable: bool = False,
        description: str = "",
    ) -> CrisisRule:
        """Add a crisis type and the resolver of one unit of its consequence (see `CrisisRule`)."""
        if type in self.crisis_types:
            raise DataError(f"crisis type {type!r} already exists")
        rule = CrisisRule(type, name, resolve, declarable, description)
        self._crises[type] = rule
        self._changes.append(
            f"crisis {type} {name!r} resolve={_hook_name(resolve)} declarable={declarable}"
        )
        return rule

    def set_crisis_face(
        self, die_id: str, index: int, type: str, difficulty: int, consequence: int, jump: int = 0
    ) -> CrisisFace:
        """Put a face on crisis die ``die_id`` in place of face ``index`` (0-5)."""
        if die_id not in self._faces:
            raise DataError(f"no crisis die {die_id!r}; dice: {sorted(self._faces)}")
        faces = self._faces[die_id]
        if not 0 <= index < len(faces):
            raise DataError(f"crisis die {die_id}: no face {index} (0 to {len(faces) - 1})")
        face = CrisisFace(type, difficulty, consequence, jump)
        faces[index] = face
        self._changes.append(f"face {die_id}[{index}] = {face!r}")
        return face

    # -- result ---------------------------------------------------------------------------------

    @property
    def fingerprint(self) -> str:
        """A short hash of what was added ("" when nothing was)."""
        if not self._changes:
            return ""
        return hashlib.sha256("\n".join(self._changes).encode("utf-8")).hexdigest()[:10]

    def build(self) -> ExpressData:
        """The tables with every addition, checked as a whole; the base itself when none."""
        if not self._changes:
            return self.base
        characters = tuple(sorted(self._characters, key=lambda c: c.rank))
        data = attrs.evolve(
            self.base,
            characters=characters,
            crisis_dice=self.crisis_dice,
            crisis_rules=dict(self._crises),
            ability_rules=dict(self._abilities),
            digest=f"{self.base.digest}+{self.fingerprint}",
        )
        validate(data)
        return data


def _hook_name(function: Callable[..., object] | None) -> str:
    return "None" if function is None else _qualname(function)


def fingerprint(add: Callable[[ExpressContent], object]) -> str:
    """The fingerprint of what ``add(content)`` adds to the shipped tables (for a version suffix).

    It covers the data added and the names of the functions given; change the version by hand
    when a function's behaviour changes.
    """
    content = ExpressContent(load())
    add(content)
    return content.fingerprint

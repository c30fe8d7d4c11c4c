"""Base-game commands: what a seat may answer to the pending decision. Plain data, JSON-ready."""

from __future__ import annotations

import attrs

from bsgcore.base.model import BASE_VIPER
from bsgcore.messages import Command
from bsgcore.serialization import OMITTED_AT_DEFAULT


@attrs.frozen
class PickCharacter(Command):
    """Play this character (B-SETUP-2)."""

    tag = "base.pick_character"
    character: str


@attrs.frozen
class LaunchStartingViper(Command):
    """Apollo starts piloting a viper (of `model`) in this space area, 5 (echo) or 6
    (foxtrot)."""

    tag = "base.launch_starting_viper"
    area: int
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)


@attrs.frozen
class ChooseSkillTypes(Command):
    """Draw one skill card of each listed type (sorted; a type may repeat) (B-SETUP-14)."""

    tag = "base.choose_skill_types"
    types: tuple[str, ...]

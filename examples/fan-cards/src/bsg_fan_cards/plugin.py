"""Fan cards for BSG Express: two fan crises (Water Shortage, Tylium Leak) and Saul Tigh.

- Water Shortage (crisis type ``water_shortage``): each unit of consequence makes every seat that
  is not a revealed Cylon spend one Active die, a weak one if it has one.
- Tylium Leak (crisis type ``fuel_leak``): each unit moves the jump preparation track back one
  space; on an empty track Galactica takes a damage marker instead.
- Saul Tigh (rank 6, last in the chain of command), Iron Discipline: in every skill check, each of
  his own dice showing -2 counts as -1.

The crises replace one face of each crisis die in games that enable this plugin: Water Shortage on
the first die of each player count, Tylium Leak on the second.
"""

from __future__ import annotations

import attrs

from bsg_express.content import ExpressContent, fingerprint
from bsg_express.events import ExpressEvent
from bsg_express.flow import damage_event
from bsg_express.frames import Markers
from bsg_express.model import ACTIVE, SPENT, Check, Die, ExpressGame, dice_of, replace_dice
from bsg_fan_cards import __version__
from bsgcore import hookimpl
from bsgcore.messages import Event
from bsgcore.plugins import PluginInfo
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State

# -- events: what the fan consequences do to the table -------------------------------------------


@attrs.frozen
class WaterRationed(ExpressEvent):
    """Water Shortage: these Active dice are spent (one per seat that had one)."""

    tag = "fan_cards.water_rationed"
    dice: tuple[int, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        spent = {
            i: attrs.evolve(game.dice[i], zone=SPENT, value=0, rolled=False) for i in self.dice
        }
        return replace_dice(game, spent)

    def describe(self) -> str:
        return f"WATER SHORTAGE: {len(self.dice)} Active dice are spent"


@attrs.frozen
class JumpSetBack(ExpressEvent):
    """Tylium Leak: the jump preparation track moves back one space."""

    tag = "fan_cards.jump_set_back"

    def apply(self, game: ExpressGame) -> ExpressGame:
        return attrs.evolve(game, jump=game.jump - 1)

    def describe(self) -> str:
        return "TYLIUM LEAK: jump preparation -1"


# -- consequences: the events of one unit of each fan crisis --------------------------------------


def water_shortage(state: State, frame: Markers, rng: RandomCursor) -> list[Event]:
    """Every seat that is not a revealed Cylon spends one Active die, weak first."""
    game: ExpressGame = state.game
    spent: list[int] = []
    for seat in range(len(game.characters)):
        active = sorted(dice_of(game, seat, ACTIVE), key=lambda d: (d.strong, d.id))
        if active and not game.revealed[seat]:
            spent.append(active[0].id)
    return [WaterRationed(tuple(spent))] if spent else []


def fuel_leak(state: State, frame: Markers, rng: RandomCursor) -> list[Event]:
    """The jump track moves back one space; on an empty track, a damage marker instead."""
    game: ExpressGame = state.game
    if game.jump > 0:
        return [JumpSetBack()]
    return damage_event(game, game.damage_pile[0])


# -- the fan character's ability ------------------------------------------------------------------


def iron_discipline(game: ExpressGame, check: Check, die: Die, holder: int, value: int) -> int:
    """Saul Tigh's own dice showing -2 count as -1 in every skill check."""
    return -1 if die.owner == holder and value == -2 else value


# -- the content: what this plugin adds to Express ------------------------------------------------

#: Where the fan crises go: crisis die id -> (face index replaced, type, difficulty, consequence).
FACES = {
    "3/5-A": (1, "water_shortage", 5, 1),
    "4-A": (1, "water_shortage", 6, 1),
    "3/5-B": (4, "fuel_leak", 5, 1),
    "4-B": (4, "fuel_leak", 6, 1),
}


def add_content(content: ExpressContent) -> None:
    """Two fan crisis types on the crisis dice, and Saul Tigh with Iron Discipline."""
    content.add_crisis_type("water_shortage", "Water Shortage", water_shortage)
    content.add_crisis_type("fuel_leak", "Tylium Leak", fuel_leak)
    for die_id, (index, kind, difficulty, consequence) in FACES.items():
        content.set_crisis_face(die_id, index, kind, difficulty, consequence, jump=0)
    content.add_ability("iron_discipline", "Iron Discipline", die_value=iron_discipline)
    content.add_character("saul_tigh", "Saul Tigh", 6, "iron_discipline", "Iron Discipline")


# -- the plugin -----------------------------------------------------------------------------------

PLUGIN = PluginInfo(
    name="fan_cards",
    # The content's fingerprint is part of the version: a log made with other cards is refused.
    version=f"{__version__}+content.{fingerprint(add_content)}",
    requires=("express",),
    extends=("express",),
    description="Example fan cards for BSG Express: Water Shortage, Tylium Leak and Saul Tigh.",
)


@hookimpl
def bsg_express_content(content: ExpressContent) -> None:
    """Add the fan crises and Saul Tigh to this game's Express tables."""
    add_content(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Register the events the fan consequences produce."""
    registry.event(WaterRationed, WaterRationed.applier)
    registry.event(JumpSetBack, JumpSetBack.applier)

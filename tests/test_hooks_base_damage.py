"""The damage seam (H-DMG-1, H-DMG-4): a plugin resolves "Galactica would be damaged" with a
frame of its own (``bsg_base_damage_galactica``), only Galactica's own damaged locations count
toward its destruction, and a location without a Galactica token is repaired without one."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Frame
from bsgcore.base import data, draw_galactica_damage, galactica_damage_count
from bsgcore.base.skills.cards import LocationRepaired
from bsgcore.base.space import combat
from bsgcore.base.space import events as se
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor, Rng
from bsgcore.stack import pop, push
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.edits import edit
from bsgcore.testing.scenarios.space import board

GALACTICA_LOCATIONS = (
    "base.location.ftl_control",
    "base.location.weapons_control",
    "base.location.command",
    "base.location.admirals_quarters",
    "base.location.hangar_deck",
)
OTHER_SHIP = "base.location.press_room"  # a location with no Galactica damage token


@attrs.frozen
class Absorb(Frame):
    """The test plugin's frame: it swallows the damages."""

    tag = "absorb.f.absorb"
    seat: int
    count: int


def _register(registry: Any, ruleset: str) -> None:
    registry.frame(Absorb, step=lambda state, frame, rng: [pop()])


def _absorb(game: Any, seat: int, count: int, frame: Frame | None) -> Frame | None:
    return Absorb(seat, count)


ABSORB = plugin_module(
    "absorb",
    requires=("base",),
    extends=("base",),
    bsg_register_rules=_register,
    bsg_base_damage_galactica=_absorb,
)


def token_location(token: str) -> Any:
    """The location a Galactica damage token damages ("" for a resource token)."""
    return data().get(token).extra.get("location", "")


def test_without_a_plugin_galactica_tokens_are_drawn() -> None:
    """Base alone: the damage draws Galactica tokens at once, as before the seam."""
    table = board(seats=3)
    with using_rules(table.rules):
        events = combat.damage_galactica(table.game, RandomCursor(Rng(7)), 2)
    assert [type(e) for e in events] == [se.GalacticaDamaged, se.GalacticaDamaged]


def test_a_plugin_frame_resolves_the_damage() -> None:
    """With the plugin, the damage is its frame for the current player, nothing drawn yet."""
    with installed_plugins(ABSORB):
        table = board(seats=3, plugins=["absorb"])
        with using_rules(table.rules):
            events = combat.damage_galactica(table.game, RandomCursor(Rng(7)), 2)
        assert events == [push(Absorb(table.game.current, 2))]


def test_only_galactica_locations_count_toward_its_destruction() -> None:
    """Five damaged Galactica locations and another ship's location are five, not six: a
    resource token drawn then does not destroy Galactica."""
    table = board(seats=3)
    with using_rules(table.rules):
        resources = tuple(t for t in table.game.damage_pile if not token_location(t))
    table = edit(table, damaged_locations=(*GALACTICA_LOCATIONS, OTHER_SHIP), damage_pile=resources)
    with using_rules(table.rules):
        assert galactica_damage_count(table.game) == 5
        events = draw_galactica_damage(table.game, RandomCursor(Rng(7)), 1)
    assert not any(e.tag == "core.game_ended" for e in events)


def test_a_location_without_a_galactica_token_is_repaired_without_one() -> None:
    """Repairing another ship's location returns no token to Galactica's pile."""
    table = edit(board(seats=3), damaged_locations=(OTHER_SHIP,))
    with using_rules(table.rules):
        repaired = LocationRepaired(OTHER_SHIP).apply(table.game)
    assert repaired.damaged_locations == ()
    assert repaired.damage_pile == table.game.damage_pile

"""Three seams for a plugin's own Cylon ships: ``bsg_base_cylon_supply`` (the supply a plugin
changes: pieces it adds, ships it keeps off the board), ``bsg_base_recall_ships`` (ships it
brings back for a placement short of them) and the basestar icons reaching
``bsg_base_activation_fallback`` when no basestar is on the board. A toy plugin uses both; base
alone counts the box and does nothing for a basestar icon with no basestar, as before."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Event, Frame, State
from bsgcore.base import BaseGame, Recalled, cylon_supply, place_ships
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.ops import op_place_ships
from bsgcore.base.space.activation import ActivateCylons, PlaceShips
from bsgcore.context import using_rules
from bsgcore.stack import pop
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import board


@attrs.frozen
class Noted(Event):
    """The toy plugin's fallback ran for this icon."""

    tag = "toyfleet.noted"
    icon: str

    @staticmethod
    def applier(state: State, event: Noted) -> State:
        return state


@attrs.frozen
class Note(Frame):
    tag = "toyfleet.f.note"
    icon: str


def _register(registry: Any, ruleset: str) -> None:
    registry.event(Noted, Noted.applier)
    registry.frame(Note, step=lambda state, frame, rng: [Noted(frame.icon), pop()])


def fallback(game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """Every icon with nothing to act on notes itself instead."""
    return (Note(icon),)


def supply(game: BaseGame, kind: str, supply: int) -> int:
    """Two more raiders in the box; one basestar kept off the board."""
    return supply + 2 if kind == "raider" else supply - 1 if kind == "basestar" else supply


TOY = plugin_module(
    "toyfleet",
    requires=("base",),
    extends=("base",),
    bsg_register_rules=_register,
    bsg_base_activation_fallback=fallback,
    bsg_base_cylon_supply=supply,
)


def test_base_alone_counts_the_box() -> None:
    """16 raiders and 2 basestars, less those on the board; placing is capped by it."""
    b = board(seats=3, cylons=[("basestar", 1)])
    with using_rules(b.rules):
        assert cylon_supply(b.game, "raider") == 16
        assert cylon_supply(b.game, "basestar") == 1
        assert place_ships(b.game, 2, {"basestar": 3})[0].basestars == 1


def test_a_plugin_changes_the_supply_and_placing_follows() -> None:
    """The toy adds 2 raiders and keeps a basestar: 18 raiders, and with one basestar on the
    board none is left to place (PlaceShips places nothing)."""
    with installed_plugins(TOY):
        b = board(seats=3, cylons=[("basestar", 1)], plugins=["toyfleet"])
        with using_rules(b.rules):
            assert cylon_supply(b.game, "raider") == 18
            assert cylon_supply(b.game, "basestar") == 0
        b2, events = b.run(PlaceShips(b.game.current, "basestar", ((3, 1),)))
        assert not [e for e in events if e.tag == "base.ships_placed"]
        assert len(b2.game.cylon_ships) == 1


def test_basestar_icons_with_no_basestar_reach_the_fallback() -> None:
    """No basestar on the board: both basestar icons run the plugin's fallback; with a
    basestar they act as before (no fallback); base alone does nothing for them."""
    with installed_plugins(TOY):
        empty = board(seats=3, plugins=["toyfleet"])
        seat = empty.game.current
        for icon in ("basestars_attack", "basestars_launch"):
            _, events = empty.run(ActivateCylons(seat, icon))
            assert Noted(icon) in events
        full = board(seats=3, cylons=[("basestar", 1)], plugins=["toyfleet"])
        _, events = full.run(ActivateCylons(seat, "basestars_launch"))
        assert not [e for e in events if isinstance(e, Noted)]
        assert [e for e in events if e.tag == "base.ships_placed"]
    alone = board(seats=3)
    _, events = alone.run(ActivateCylons(alone.game.current, "basestars_attack"))
    assert not [e for e in events if e.tag.startswith("base.") and "attack" in e.tag]


#: The toy's reserve: raiders it brings back when a placement is short (``bsg_base_recall_ships``).
@attrs.frozen
class Brought(Event):
    tag = "toyfleet.brought"
    count: int

    @staticmethod
    def applier(state: State, event: Brought) -> State:
        return state


def recall(game: BaseGame, kind: str, short: int, recalled: Recalled) -> Recalled:
    """Up to 1 raider brought back, once: the toy counts it in the supply after its event."""
    if kind != "raider" or recalled.count:
        return recalled
    return Recalled((*recalled.events, Brought(1)), 1)


def test_a_placement_short_of_ships_asks_the_plugins_and_places_what_they_bring() -> None:
    """An effect's ``place_ships`` op wanting 5 raiders with 3 in the supply: the toy's
    event comes first and 4 are placed; base alone places 3."""
    op = Op("place_ships", {"area": 2, "ships": {"raider": 5}})
    recaller = plugin_module(
        "toyrecall", requires=("base",), extends=("base",),
        bsg_register_rules=lambda registry, ruleset: registry.event(Brought, Brought.applier),
        bsg_base_recall_ships=recall,
    )  # fmt: skip
    for plugins, wanted in (([], [3]), (["toyrecall"], [4])):
        with installed_plugins(recaller):
            b = board(seats=3, cylons=[("raider", 1)] * 13, plugins=plugins)
            with using_rules(b.rules):
                events = op_place_ships(b.game, None, op, None)  # type: ignore[arg-type]
        assert [e.raiders for e in events if e.tag == "base.ships_placed"] == wanted
        assert (Brought(1) in events) == bool(plugins)

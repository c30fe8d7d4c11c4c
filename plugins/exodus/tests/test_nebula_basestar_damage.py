"""The Ionian Nebula's alternative basestar damage tokens (exodus.md §7.3, part
``bsg_exodus.nebula.basestar_damage``): the 6 tokens are the pile with the option (X-NEB-SETUP-1,
X-BSD-1), the four base kinds work as base's (X-BSD-2), Collateral Damage and Damage to
Personnel act as drawn (X-BSD-3, -4), and a basestar at 2 damage still draws (X-BSD-6)."""

from __future__ import annotations

from typing import Any

import attrs
from bsg_exodus.nebula import basestar_damage as bd
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.crossroads import results

from bsgcore import Event
from bsgcore.base import BaseGame, CylonShipDestroyed, ShipsPlaced, replace_player
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True}
P = bd.PREFIX
BASE = table(4, 1, plugins=["exodus"])


def of(events: list[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def CylonShip(uid: int, kind: str, area: int, damage: tuple[str, ...] = ()) -> Any:  # noqa: N802
    """A Cylon ship as base places it (`ShipsPlaced`), with this uid and damage."""
    counts = {"basestars": int(kind == "basestar"), "raiders": int(kind == "raider")}
    game = ShipsPlaced(area, **counts).apply(attrs.evolve(BASE.game, cylon_ships=(), next_uid=uid))
    return attrs.evolve(game.cylon_ships[0], damage=damage)


def with_ships(b: Board, ships: list[Any], pile: tuple[str, ...]) -> Board:
    """The board with exactly these Cylon ships and this damage pile (the rest of the set on
    the ships already, so every token stays somewhere)."""
    top = max(s.uid for s in ships) + 1
    game: BaseGame = attrs.evolve(
        b.game, cylon_ships=tuple(ships), basestar_damage_pile=pile, next_uid=top
    )
    return Board(b.rules, b.state.with_game(game))


def hit(b: Board, uid: int) -> tuple[Board, list[Event]]:
    """The current player damages basestar `uid` (a Crossroads result's pick: base's damage)."""
    b, _ = b.run(results.PickShip(b.game.current, "basestar", 1, "damage"))
    return b.play(b.option(results.TakeShip.tag, uid=uid))


def test_the_six_tokens_are_the_pile_with_the_option_x_neb_setup_1() -> None:
    """X-NEB-SETUP-1, X-BSD-1: with the option the pile holds the 6 alternative tokens;
    without it base's 4."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    assert sorted(b.game.basestar_damage_pile) == sorted(bd.TOKENS) and len(bd.TOKENS) == 6
    plain = table(4, 1, plugins=["exodus"])
    assert all(t.startswith("base.damage.") for t in plain.game.basestar_damage_pile)


def test_the_alternative_critical_hit_counts_2_x_bsd_2() -> None:
    """X-BSD-2: the Exodus Critical Hit counts 2 as base's does: one more token destroys the
    basestar, where a basestar with one plain token survives the same hit."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    crit, weapons, hangar = P + "critical_hit", P + "disabled_weapons", P + "disabled_hangar"
    rest = tuple(t for t in bd.TOKENS if t not in (crit, weapons, hangar))
    ships = [CylonShip(100, "basestar", 2, (crit,)), CylonShip(101, "basestar", 3, (weapons,))]
    ships.append(CylonShip(102, "basestar", 4, rest))
    _, events = hit(with_ships(b, ships, (hangar,)), 100)
    assert [e.uid for e in of(events, CylonShipDestroyed)] == [100]
    _, events = hit(with_ships(b, ships, (hangar,)), 101)
    assert not of(events, CylonShipDestroyed)


def test_collateral_damage_destroys_3_raiders_of_the_area_x_bsd_3() -> None:
    """X-BSD-3: drawn, it destroys up to 3 raiders in the basestar's area (not elsewhere) and
    stays on the basestar as 1 damage."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    ships = [CylonShip(100, "basestar", 2), *(CylonShip(101 + i, "raider", 2) for i in range(4))]
    ships.append(CylonShip(110, "raider", 3))
    rest = tuple(t for t in bd.TOKENS if t != bd.COLLATERAL)
    ships.append(CylonShip(111, "basestar", 4, rest[:2]))
    ships.append(CylonShip(112, "basestar", 5, rest[2:]))
    b = with_ships(b, ships, (bd.COLLATERAL,))
    after, events = hit(b, 100)
    assert sorted(e.uid for e in of(events, CylonShipDestroyed)) == [101, 102, 103]
    ship = next(s for s in after.game.cylon_ships if s.uid == 100)
    assert ship.damage == (bd.COLLATERAL,)


def test_damage_to_personnel_each_cylon_player_draws_2_x_bsd_4() -> None:
    """X-BSD-4: drawn, every Cylon player (revealed) draws 2 trauma tokens; humans none."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    cylon = (b.game.current + 1) % 4
    game = replace_player(b.game, cylon, attrs.evolve(b.game.players[cylon], revealed=True))
    b = Board(b.rules, b.state.with_game(game))
    rest = tuple(t for t in bd.TOKENS if t != bd.PERSONNEL)
    ships = [CylonShip(100, "basestar", 2), CylonShip(111, "basestar", 4, rest[:3])]
    ships.append(CylonShip(112, "basestar", 5, rest[3:]))
    b = with_ships(b, ships, (bd.PERSONNEL,))
    held = len(ns.nebula(b.state).held[cylon])
    after, events = hit(b, 100)
    drawn = of(events, ns.TraumaDrawn)
    assert [e.seat for e in drawn] == [cylon]
    assert len(ns.nebula(after.state).held[cylon]) >= held + 2


def test_a_basestar_at_2_damage_still_draws_x_bsd_6() -> None:
    """X-BSD-6, R-249: hit at 2 damage it draws a token, whose effect comes before it is
    destroyed; base's tokens destroy it without a draw (R-118)."""
    b = table(4, 1, plugins=["exodus"], options=OPTIONS)
    others = tuple(t for t in bd.TOKENS if t not in (bd.COLLATERAL, P + "critical_hit"))
    ships = [CylonShip(100, "basestar", 2, (P + "critical_hit",)), CylonShip(101, "raider", 2)]
    ships.append(CylonShip(111, "basestar", 4, others))
    b = with_ships(b, ships, (bd.COLLATERAL,))
    _, events = hit(b, 100)
    assert [e.uid for e in of(events, CylonShipDestroyed)] == [101, 100]
    assert [e.tag for e in events if e.tag == "base.basestar_damaged"]
    plain = table(4, 1, plugins=["exodus"])
    tokens = sorted(plain.game.basestar_damage_pile)
    crit = next(t for t in tokens if t.endswith("critical_hit"))
    rest = tuple(t for t in tokens if t != crit)
    ships = [CylonShip(100, "basestar", 2, (crit,)), CylonShip(111, "basestar", 4, rest[1:])]
    _, events = hit(with_ships(plain, ships, rest[:1]), 100)
    assert not [e.tag for e in events if e.tag == "base.basestar_damaged"]
    assert [e.uid for e in of(events, CylonShipDestroyed)] == [100]

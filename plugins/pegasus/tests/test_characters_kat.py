"""Louanne "Kat" Katraine (Appendix A.4): Hotshot replaces a die rolled in her Action step with a
discarded card's strength + 2 (no roll, no modifiers, R-229); Sacrifice (once per game, while
piloting) sends her to Sickbay to destroy ships in her area; Stim Junkie sends her to Sickbay
when her Action step ends where her turn began (never from the Brig, P-CC-3)."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.characters import kat
from bsg_pegasus.characters.model import NAME, CharactersState
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, base_code

from bsgcore.testing.scenarios.edits import at_action, placed, resting, with_player
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import table
from bsgcore.testing.scripted import scripted_random

KAT = kat.KAT
CHARACTERS = (KAT, "saul_tigh", "laura_roslin", "galen_tyrol")
CARD = base_code("strategic_planning", 3)  # strength 3: Hotshot makes it a 5
SICKBAY, BRIG = "base.location.sickbay", "base.location.brig"


def kat_board(**kwargs: object) -> Board:
    """4 seats, Kat the current player (seat 0)."""
    b = board(seats=4, plugins=PLUGINS, characters=CHARACTERS, **kwargs)  # type: ignore[arg-type]
    assert b.game.players[b.game.current].character == KAT
    return b


def at_her_action(b: Board) -> Board:
    """The current player's Action step, her turn's Crisis step still to come."""
    seat = b.game.current
    tags = b.rules.registry.tags
    below = Board(b.rules, resting(b).state.push(tags["base.f.crisis"](seat)))
    started, _ = below.run(tags["base.f.action"](seat))
    return started


def fire_batteries(b: Board) -> Board:
    """Kat fires Main Batteries into area 2 from her Action step: the board waits at the roll."""
    seat = b.game.current
    b = at_her_action(placed(arranged(b, {seat: [CARD]}), seat, ship.MAIN_BATTERIES))
    assert b.pending is not None
    use = next(o for o in b.pending.options if getattr(o, "location", "") == ship.MAIN_BATTERIES)
    b, _ = b.play(use)
    b, _ = b.play(next(o for o in b.pending.options if getattr(o, "value", None) == 2))
    return b


def destroyed(events: list[object]) -> int:
    return len([e for e in events if getattr(e, "tag", "") == "base.cylon_ship_destroyed"])


def test_hotshot_uses_the_strength_plus_two_and_rolls_nothing() -> None:
    """A strength-3 card discarded: the result is 5 (2 raiders destroyed), no die is rolled."""
    b = fire_batteries(kat_board(cylons=[("raider", 2)] * 3))
    assert b.pending is not None and b.pending.kind == "hotshot"
    with scripted_random(rolls=[]):  # a die rolled here would fail: none is scripted
        b, events = b.play(b.option("pegasus.use_hotshot", card=CARD))
    tags = [e.tag for e in events]
    assert "pegasus.hotshot_used" in tags and "base.die_rolled" not in tags
    assert destroyed(events) == 2  # a 5: 2 raiders
    assert CARD in b.game.skill_discards["tactics"]


def test_declining_hotshot_rolls_the_die() -> None:
    """Without Hotshot the die is rolled as usual (a 1: no raider destroyed)."""
    b = fire_batteries(kat_board(cylons=[("raider", 2)] * 3))
    with scripted_random(rolls=[1]):
        b, events = b.play(b.option("pegasus.use_hotshot", card=""))
    assert "base.die_rolled" in [e.tag for e in events]
    assert destroyed(events) == 0


def test_hotshot_is_hers_only() -> None:
    """Another character firing Main Batteries is not offered Hotshot."""
    chars = ("saul_tigh", KAT, "laura_roslin", "galen_tyrol")
    b = board(seats=4, plugins=PLUGINS, characters=chars, cylons=[("raider", 2)] * 3)
    assert b.game.players[b.game.current].character != KAT
    b = fire_batteries(b)
    assert b.pending is None or b.pending.kind != "hotshot"


def piloting(b: Board, area: int = 2) -> Board:
    """Kat in a viper in `area`."""
    seat = b.game.current
    viper = b.game.vipers[0] if b.game.vipers else None
    assert viper is not None and viper.area == area
    return with_player(b, seat, location="space")


@pytest.mark.parametrize(
    ("cylons", "kind", "left"),
    [([("raider", 2)] * 6, "raider", 1), ([("heavy_raider", 2)] * 3, "heavy_raider", 1)],
)
def test_sacrifice_destroys_in_her_area_and_sends_her_to_sickbay(
    cylons: list[tuple[str, int]], kind: str, left: int
) -> None:
    """5 raiders (or 2 heavy raiders) in her area destroyed; she goes to Sickbay, her viper back
    to the Reserves; the ability is used for the game."""
    b = kat_board(cylons=[*cylons, ("raider", 5)], vipers=[(2, 0)])
    seat = b.game.current
    b = at_action(piloting(b), seat)
    reserve = b.game.vipers_reserve
    b, _ = b.play(b.option("pegasus.use_sacrifice", kind=kind))
    assert len([s for s in b.game.cylon_ships if s.kind == kind and s.area == 2]) == left
    assert len([s for s in b.game.cylon_ships if s.area == 5]) == 1
    assert b.game.players[seat].location == SICKBAY
    assert b.game.vipers_reserve == reserve + 1
    assert kat.SACRIFICE in b.game.once_per_game_used


def test_sacrifice_needs_a_viper() -> None:
    """Not piloting: no Sacrifice offered."""
    b = at_action(kat_board(cylons=[("raider", 2)] * 3))
    assert b.pending is not None
    assert "pegasus.use_sacrifice" not in {o.tag for o in b.pending.options}


def kat_turn(**changes: object) -> Board:
    """A 4-seat table at Kat's Movement step (her turn's start noted)."""
    b = table(seats=4, characters=CHARACTERS, plugins=PLUGINS, **changes)
    assert b.game.players[b.game.current].character == KAT
    return b


def test_stim_junkie_sends_her_to_sickbay_when_she_stays() -> None:
    """She neither moves nor leaves: her Action step ends where her turn began: Sickbay."""
    b = kat_turn()
    seat = b.game.current
    b, _ = b.play(b.option("base.stay"))
    b, events = b.play(b.option("base.pass_action"))
    assert b.game.players[seat].location == SICKBAY
    assert any(getattr(e, "reason", "") == "Stim Junkie" for e in events)


def test_stim_junkie_spares_her_after_a_move() -> None:
    """Moved away in her Movement step: she stays where she is."""
    b = kat_turn()
    seat = b.game.current
    start = b.game.players[seat].location
    move = next(o for o in b.pending.options if o.tag == "base.move" and not o.discard)
    b, _ = b.play(move)
    b, _ = b.play(b.option("base.pass_action"))
    assert b.game.players[seat].location not in (start, SICKBAY)


@pytest.mark.rules("P-CC-3")
def test_stim_junkie_never_moves_her_out_of_the_brig() -> None:
    """Her turn began in the Brig and ends there: she stays in the Brig."""
    b = kat_turn()
    seat = b.game.current
    b = placed(b, seat, BRIG)
    noted = CharactersState(start=(b.game.turn, BRIG, -1))
    b = Board(b.rules, b.state.with_plugin(NAME, noted))
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.pass_action"))
    assert b.game.players[seat].location == BRIG

"""The Pegasus board's invariants (pegasus.md §17) in the conformance kit: nobody on a destroyed
Pegasus (P-INV-9), only Galactica's own tokens destroy Galactica (P-INV-10), and, over replayed
random games, no normal move into a hazardous location (P-INV-12, P-HAZ-2) and a destroyed
Pegasus staying destroyed."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_pegasus.board import damage, ship
from pegasus_helpers import PLUGINS

from bsgcore import engine
from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.state import Outcome
from bsgcore.testing import check_invariants, random_playout, sweep_size
from bsgcore.testing.scenarios.edits import edit, placed, resting
from bsgcore.testing.scenarios.space import Board, board

CIC = ship.PEGASUS_CIC
GALACTICA_FIVE = (
    "base.location.ftl_control",
    "base.location.weapons_control",
    "base.location.command",
    "base.location.admirals_quarters",
    "base.location.hangar_deck",
)


def _table() -> Board:
    return resting(board(seats=4, plugins=PLUGINS))


def _kit(table: Board) -> None:
    """The conformance kit's invariant check of this (resting) state, Pegasus's included."""
    with using_rules(table.rules):
        check_invariants(table.rules, table.state, at_rest=False)


@pytest.mark.rules("P-INV-9")
def test_nobody_stands_on_a_destroyed_pegasus() -> None:
    """The fourth damage destroys Pegasus and clears it (the kit passes); a character left on
    it is caught."""
    table = _table()
    rest = tuple(loc for loc in ship.LOCATIONS if loc != CIC)
    table = placed(edit(table, damaged_locations=rest), 2, CIC)
    started, _ = table.run(damage.ChooseDamage(table.game.current, 1))
    after, _ = started.play(started.option("pegasus.damage_ship", ship="pegasus"))
    assert ship.destroyed(after.game)
    _kit(after)
    left_aboard = placed(after, 1, ship.MAIN_BATTERIES)
    with pytest.raises(AssertionError, match="P-INV-9"):
        _kit(left_aboard)


def _ended_by_galactica(table: Board) -> Board:
    outcome = Outcome("cylons", "galactica_destroyed", "Galactica is destroyed.")
    return Board(table.rules, attrs.evolve(table.state, outcome=outcome))


@pytest.mark.rules("P-INV-10")
def test_only_galacticas_tokens_destroy_galactica() -> None:
    """Galactica destroyed with 5 of its locations and all of Pegasus damaged breaks P-INV-10;
    with 6 of its own it holds."""
    five = edit(_table(), damaged_locations=(*GALACTICA_FIVE, *ship.LOCATIONS))
    with using_rules(five.rules), pytest.raises(AssertionError, match="P-INV-10"):
        from bsg_pegasus.board import invariants

        invariants.check(_ended_by_galactica(five).state)
    six = edit(_table(), damaged_locations=(*GALACTICA_FIVE, "base.location.armory"))
    with using_rules(six.rules):
        from bsg_pegasus.board import invariants

        invariants.check(_ended_by_galactica(six).state)


@pytest.mark.rules("P-HAZ-1")
def test_the_hazardous_locations_of_a_pegasus_game() -> None:
    """Exactly Brig, Sickbay, the overlay's Resurrection Ship, Medical Center and Detention."""
    table = _table()
    with using_rules(table.rules):
        cards = data()
        every = [loc for locs in cards.components.boards.values() for loc in locs]
        hazardous = {loc for loc in every if cards.location(loc).hazardous}
        ship_text = cards.location("base.location.resurrection_ship").text
    assert hazardous == {
        "base.location.brig",
        "base.location.sickbay",
        "base.location.resurrection_ship",
        "pegasus.location.medical_center",
        "pegasus.location.detention",
    }
    assert "Super Crisis" in ship_text  # the overlay's version (P-OVL-4)


def _audit(game: Any, seen: dict[str, int]) -> None:
    """Replay the log: every normal move ends off hazard; Pegasus, once destroyed, stays so."""
    rules = game.rules
    state: Any = None
    destroyed = False
    with using_rules(rules):
        cards = data()
        for event in game.events:
            state = engine.apply_event(rules, state, event)
            if event.tag == "base.character_moved" and event.reason == "movement":
                seen["moves"] += 1
                assert not cards.location(event.to).hazardous, (
                    f"P-INV-12: a normal move into {event.to}"
                )
            if state.game is not None and hasattr(state.game, "damaged_locations"):
                now = ship.destroyed(state.game)
                assert now or not destroyed, "P-INV-9: Pegasus destroyed, then not"
                destroyed = destroyed or now
                seen["destroyed"] += now


@pytest.mark.rules("P-INV-12", "P-FOR-2")
def test_no_normal_move_enters_a_hazardous_location() -> None:
    """Over seeded random Pegasus games (a sample in CI, more with BSG_FULL=1)."""
    seen = {"moves": 0, "destroyed": 0}
    for seed in range(1, 1 + sweep_size(12, 3)):
        _audit(random_playout("base", 4 + seed % 3, seed, plugins=PLUGINS), seen)
    assert seen["moves"] > 0

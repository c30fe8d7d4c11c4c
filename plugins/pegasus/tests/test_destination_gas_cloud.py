"""Gas Cloud (Appendix A.10, P-NCC-3): the Admiral looks at the top 3 Crisis cards and puts
each back on the top or the bottom, in any order; only he sees them."""

from __future__ import annotations

import attrs
import nc_scenes
import pytest
from bsg_pegasus.newcaprica import names as nc_names
from bsg_pegasus.newcaprica.state import nc
from pegasus_helpers import PLUGINS

from bsgcore.base import Jump, RunOps
from bsgcore.messages import Event
from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

GAS_CLOUD = "pegasus.destination.gas_cloud"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def looking() -> tuple[Board, Board, list]:  # type: ignore[type-arg]
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    admiral = table.game.admiral
    after, events = edits.resting(table).run(RunOps(GAS_CLOUD, "effects", admiral))
    return table, after, events


def test_the_card_is_in_the_destination_deck() -> None:
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    assert GAS_CLOUD in table.game.destination_deck


def test_the_admiral_sees_the_top_3_and_the_others_do_not() -> None:
    table, after, events = looking()
    seen = next(e for e in events if e.tag == "pegasus.crisis_top_seen")
    top = table.game.crisis_deck[:3]
    assert seen.cards == top
    admiral = table.game.admiral
    other = (admiral + 1) % 4
    assert seen.redacted_for(admiral).cards == top
    assert not set(seen.redacted_for(other).cards) & set(top)
    decision = after.pending
    assert decision is not None and decision.seat == admiral and decision.kind == "gas_cloud"
    labels = {(o.order, o.bottom) for o in decision.options}
    assert len(labels) == len(decision.options) == 6 * 4  # each order, 0 to 3 at the bottom


def test_an_arrangement_puts_cards_on_top_and_at_the_bottom_in_its_order() -> None:
    """3rd then 2nd on top (3rd first), the 1st at the very bottom."""
    table, after, _ = looking()
    a, b, c = table.game.crisis_deck[:3]
    rest = table.game.crisis_deck[3:]
    option = next(
        o
        for o in after.pending.options  # type: ignore[union-attr]
        if o.order == (2, 1, 0) and o.bottom == (False, False, True)
    )
    done, _ = after.play(option)
    assert done.game.crisis_deck == (c, b, *rest, a)
    check_invariants(done.rules, done.state, at_rest=False)


def test_leaving_them_changes_nothing() -> None:
    table, after, _ = looking()
    keep = after.pending.options[0]  # type: ignore[union-attr]
    done, _ = after.play(keep)
    assert done.game.crisis_deck == table.game.crisis_deck


def jump_to_gas_cloud(distance: int) -> tuple[Board, list[Event]]:
    """A 4-seat Pegasus table at `distance` whose fleet jumps, the Admiral keeping Gas Cloud
    (drawn with another destination); the Sleeper Agent phase is past."""
    table = nc_scenes.table(distance=distance, sleeper_done=True)
    game = table.game
    other = next(d for d in game.destination_deck if d != GAS_CLOUD)
    rest = tuple(d for d in game.destination_deck if d not in (GAS_CLOUD, other))
    table = edits.with_game(table, attrs.evolve(game, destination_deck=(GAS_CLOUD, other, *rest)))
    table, events = edits.resting(table).run(Jump(game.current))
    table, more = table.play(table.option("base.keep_destination", card=GAS_CLOUD))
    return table, events + more


@pytest.mark.rules("P-CC-2", "P-NCC-3")
def test_on_the_jump_that_starts_new_caprica_the_admiral_examines_its_crisis_deck() -> None:
    """Distance 6 + Gas Cloud's 1: the jump finishes, the New Caprica setup puts its Crisis deck
    in place, then the Admiral looks at the top 3 cards of that deck (R-228), and arranges them
    there."""
    table, events = jump_to_gas_cloud(6)
    tags = [e.tag for e in events]
    assert nc(table.state).phase == nc_names.OCCUPIED
    assert tags.index("base.destination_chosen") < tags.index("pegasus.nc.settled")
    assert tags.index("pegasus.nc.settled") < tags.index("pegasus.crisis_top_seen")
    seen = next(e for e in events if e.tag == "pegasus.crisis_top_seen")
    game = table.game
    assert game.crisis_in_use == nc_names.NC_CRISIS_DECK
    assert seen.cards == game.crisis_deck[:3]
    assert set(seen.cards) <= set(nc_scenes.crisis_codes(table))
    decision = table.pending
    assert decision is not None and decision.kind == "gas_cloud" and decision.seat == game.admiral
    option = next(
        o for o in decision.options if o.order == (1, 2, 0) and o.bottom == (False, False, True)
    )
    done, _ = table.play(option)
    a, b, c = seen.cards
    assert done.game.crisis_deck[:2] == (b, c) and done.game.crisis_deck[-1] == a
    assert done.game.crisis_in_use == nc_names.NC_CRISIS_DECK


def test_before_the_phase_it_examines_the_deck_in_use_at_once() -> None:
    """Distance 4 + 1: no phase yet; the look comes with the card, on base's Crisis deck."""
    table, events = jump_to_gas_cloud(4)
    assert not nc(table.state).phase
    seen = next(e for e in events if e.tag == "pegasus.crisis_top_seen")
    assert table.game.crisis_in_use == "crisis"
    assert seen.cards == table.game.crisis_deck[:3]
    assert table.pending is not None and table.pending.kind == "gas_cloud"

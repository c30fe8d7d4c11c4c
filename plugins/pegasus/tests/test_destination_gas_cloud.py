"""Gas Cloud (Appendix A.10, P-NCC-3): the Admiral looks at the top 3 Crisis cards and puts
each back on the top or the bottom, in any order; only he sees them."""

from __future__ import annotations

from pegasus_helpers import PLUGINS

from bsgcore.base import RunOps
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

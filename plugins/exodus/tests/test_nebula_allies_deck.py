"""The ally deck over a game (exodus.md §7.2, part ``bsg_exodus.nebula``): never reshuffled
(X-ALLY-23) and, outside an encounter, refilled until 3 allies are on the board again or the
deck is empty (X-ALLY-35)."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import state as ns
from test_nebula_encounter import (
    ALLY,
    ARMORY,
    BOOMER,
    KELLY,
    SEELIX,
    STAY,
    TYROL,
    at,
    laid_out,
    nebula_table,
    of,
)

from bsgcore.base import RunOps
from bsgcore.testing.scenarios.space import Board

CAIN = ALLY + "helena_cain"  # Command
HOSHI = ALLY + "louis_hoshi"  # Communications
ZAREK = ALLY + "tom_zarek"  # Administration
ARMORY_DAMAGE = "base.damage.galactica_armory"


def boxed(b: Board, cards: tuple[str, ...]) -> Board:
    """These ally cards are in the box already (met or skipped before)."""
    value = ns.nebula(b.state)
    fresh = attrs.evolve(value, allies_boxed=(*value.allies_boxed, *cards))
    return Board(b.rules, b.state.with_plugin(ns.PART, fresh))


@pytest.mark.rules("X-ALLY-23")
def test_an_empty_deck_is_never_formed_again_from_the_box() -> None:
    """X-ALLY-23: with the deck empty and ally cards in the box, meeting Boomer brings no new
    ally: the box is not shuffled into a new deck, and the deck stays empty."""
    b = nebula_table()
    seat = b.game.current
    b = boxed(laid_out(b, {BOOMER: "benevolent", CAIN: "antagonistic"}, deck=()), (KELLY, TYROL))
    b, events = at(b, seat, ARMORY).play(b.option(STAY))
    [replaced] = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn, replaced.skipped) == (BOOMER, "", ())
    value = ns.nebula(b.state)
    assert value.ally_deck == () and [a for a, _ in value.allies] == [CAIN]
    assert {KELLY, TYROL, BOOMER} <= set(value.allies_boxed)


@pytest.mark.rules("X-ALLY-35", "X-ALLY-30")
def test_two_allies_removed_at_once_are_both_replaced() -> None:
    """X-ALLY-35: the Armory damaged removes Boomer and Diana Seelix (X-ALLY-30); new allies are
    drawn until 3 are on the board again (Helena Cain stays), each seeded as outside an
    encounter; the deck holds more, which stay in it."""
    b = nebula_table()
    seat = b.game.current
    allies = {BOOMER: "benevolent", SEELIX: "antagonistic", CAIN: "benevolent"}
    b = laid_out(b, allies, deck=(HOSHI, KELLY, ZAREK), damage_pile=(ARMORY_DAMAGE,))
    b, events = b.run(RunOps("exodus.ally_result.sharon_boomer_valerii.doom", "effects", seat))
    while b.pending is not None and b.pending.kind == "exodus_seed_ally":
        b, more = b.play(b.pending.options[0])
        events += more
    assert sorted(e.ally for e in of(events, ae.AllyReplaced)) == sorted((BOOMER, SEELIX))
    value = ns.nebula(b.state)
    assert len(value.allies) == 3 and CAIN in dict(value.allies)
    assert all(t for _, t in value.allies)  # every new ally has its token
    assert len(value.ally_deck) == 1


@pytest.mark.rules("X-ALLY-35", "X-ALLY-22")
def test_replacements_stop_when_the_deck_runs_out() -> None:
    """X-ALLY-35 "(or the deck is empty)": two allies removed, one card left: one new ally,
    then none; the board holds 2."""
    b = nebula_table()
    seat = b.game.current
    allies = {BOOMER: "benevolent", SEELIX: "antagonistic", CAIN: "benevolent"}
    b = laid_out(b, allies, deck=(KELLY,), damage_pile=(ARMORY_DAMAGE,))
    b, events = b.run(RunOps("exodus.ally_result.sharon_boomer_valerii.doom", "effects", seat))
    while b.pending is not None and b.pending.kind == "exodus_seed_ally":
        b, more = b.play(b.pending.options[0])
        events += more
    drawn = sorted(e.drawn for e in of(events, ae.AllyReplaced))
    assert drawn == ["", KELLY]
    value = ns.nebula(b.state)
    assert sorted(a for a, _ in value.allies) == sorted((CAIN, KELLY)) and not value.ally_deck

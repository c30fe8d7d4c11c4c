"""Allies as exodus-from-001 states them (X1-COMP-6, X1-ALLY-1..9 and the ally invariants
X1-INV-4, -5), cross-checking exodus.md X-ALLY and X-NEB-SETUP. The three allies another
helper is building (Doral, Dualla, Lee Adama) are left out."""

from __future__ import annotations

import pytest
from bsg_exodus.nebula import allies as al
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import encounter as en
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import kind
from test_nebula_allies import OTHERS, TYROL, with_deck
from test_nebula_encounter import (
    ALLY,
    ARMORY,
    BOOMER,
    BRIG,
    KELLY,
    SEELIX,
    STAY,
    at,
    holding,
    laid_out,
    nebula_table,
    of,
    revealed,
)

from bsgcore.base import Execute, RunOps
from bsgcore.testing.scenarios.space import Board

SICKBAY, COMMAND = "base.location.sickbay", "base.location.command"
COTTLE = ALLY + "sherman_cottle"  # Sickbay; doom: discard 3 skill cards, move anywhere
GAETA = ALLY + "felix_gaeta"  # FTL Control; doom: 2 trauma tokens or discard 3 skill cards
TIGH = ALLY + "saul_tigh"  # Command; doom: you are sent to the Brig


def meet(b: Board, ally: str, icon: str, where: str) -> tuple[Board, int, list]:  # type: ignore[type-arg]
    """The current player, on `where` with only `ally` (holding a token of `icon`) out,
    stays and meets it."""
    seat = b.game.current
    b = at(laid_out(b, {ally: icon}), seat, where)
    after, events = b.play(b.option(STAY))
    return after, seat, events


@pytest.mark.rules("X1-COMP-6", "X1-ALLY-6", "X-NEB-SETUP-10", "X-ALLY-22", "X-ALLY-23")
def test_the_ally_deck_is_35_cards_never_refreshed() -> None:
    """35 ally cards in the deck; a deck that runs out gives no more allies (none comes back
    from the box)."""
    assert len(ns.ALLY_DECK) == 35
    b = with_deck(nebula_table(), (OTHERS[0],))
    after, _ = b.run(al.SetUpAllies(b.game.current))
    value = ns.nebula(after.state)
    assert [a for a, _ in value.allies] == [OTHERS[0]] and not value.ally_deck
    b = laid_out(nebula_table(), {SEELIX: "benevolent"}, deck=())
    after, _ = b.run(en.ReplaceAlly(b.game.current, SEELIX, outside=True))
    assert not ns.nebula(after.state).allies and not ns.nebula(after.state).ally_deck


@pytest.mark.rules("X1-ALLY-1", "X1-INV-4", "X-NEB-SETUP-11", "X-NEB-SETUP-13", "X-NEB-SETUP-14")
def test_three_allies_on_their_printed_locations_with_one_token_each() -> None:
    """After set-up: 3 allies, each on its card's location, each with 1 token from the pool."""
    value = ns.nebula(nebula_table().state)
    assert len(value.allies) == 3
    assert all(t and t not in value.pool for _, t in value.allies)
    seen = al.view(value)["allies"]
    assert [a["location"] for a in seen] == [al.location(a) for a, _ in value.allies]


@pytest.mark.rules("X1-ALLY-2", "X1-INV-5", "X-NEB-SETUP-12", "X-ALLY-20")
def test_an_ally_showing_a_character_in_use_is_removed_and_another_drawn() -> None:
    """Chief Galen Tyrol, while Galen Tyrol is played: boxed, the others drawn instead."""
    b = with_deck(nebula_table(), (TYROL, *OTHERS[:2]))
    after, _ = b.run(al.SetUpAllies(b.game.current))
    value = ns.nebula(after.state)
    assert sorted(a for a, _ in value.allies) == sorted(OTHERS[:2])
    assert TYROL in value.allies_boxed


@pytest.mark.rules("X1-ALLY-3", "X-ALLY-2", "X-ALLY-6", "X-ALLY-10", "X-ALLY-11", "X-ALLY-12")
@pytest.mark.parametrize("icon", ("benevolent", "antagonistic", "disaster"))
def test_meeting_reveals_the_token_and_applies_its_result(icon: str) -> None:
    """Staying on Boomer's location: the token is revealed (back to the pool), Benevolent +1
    food, Antagonistic Galactica damaged, Disaster nothing; Boomer leaves the game and Aaron
    Kelly is drawn in her place."""
    b = nebula_table()
    before = b.game
    after, seat, events = meet(b, BOOMER, icon, ARMORY)
    (shown,) = of(events, ae.AllyRevealed)
    token = shown.token
    assert shown.ally == BOOMER and kind(token) == icon
    assert token in ns.nebula(after.state).pool
    assert after.game.food - before.food == (1 if icon == "benevolent" else 0)
    damaged = len(before.damage_pile) - len(after.game.damage_pile)
    assert damaged == (1 if icon == "antagonistic" else 0)
    assert not after.game.executions
    value = ns.nebula(after.state)
    assert BOOMER in value.allies_boxed and BOOMER not in value.ally_deck
    assert [a for a, _ in value.allies] == [KELLY]


@pytest.mark.rules("X1-ALLY-3", "X-ALLY-3")
def test_two_allies_there_the_player_chooses_one() -> None:
    """Boomer and Seelix both in the Armory: the player is asked which to meet."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {BOOMER: "benevolent", SEELIX: "antagonistic"}), seat, ARMORY)
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("exodus_meet_ally", seat)
    assert {o.ally for o in b.pending.options} == {BOOMER, SEELIX}  # type: ignore[attr-defined]


@pytest.mark.rules("X1-ALLY-3", "X1-ALLY-4", "X-ALLY-14", "X-ALLY-15")
def test_the_meeting_player_puts_one_of_his_own_tokens_on_the_new_ally() -> None:
    """He chooses which of his tokens (one option per kind he holds) goes on Aaron Kelly; with
    no token, a random pool token goes there instead."""
    b, seat, _ = meet(nebula_table(), BOOMER, "benevolent", ARMORY)
    held = ns.nebula(b.state).held[seat]
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("exodus_seed_ally", seat)
    assert {kind(o.token) for o in b.pending.options} == {kind(t) for t in held}  # type: ignore[attr-defined]
    choice = b.pending.options[-1]
    b, _ = b.play(choice)
    value = ns.nebula(b.state)
    assert dict(value.allies)[KELLY] == choice.token  # type: ignore[attr-defined]
    assert len(value.held[seat]) == len(held) - 1
    empty = holding(nebula_table(), {nebula_table().game.current: 0})
    after, _, events = meet(empty, BOOMER, "benevolent", ARMORY)
    (seeded,) = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL


@pytest.mark.rules("X1-ALLY-5", "X-ALLY-30", "X-ALLY-32")
def test_an_ally_on_a_damaged_location_dies_and_the_top_cylon_seeds_its_replacement() -> None:
    """The Armory damaged: Seelix there is boxed (not back in the deck), Aaron Kelly drawn, and
    the revealed Cylon with the most tokens is asked for the token."""
    b = nebula_table()
    seat = b.game.current
    cylons = [s for s in range(3) if s != seat]
    armory = "base.damage.galactica_armory"
    b = laid_out(b, {SEELIX: "benevolent"}, damage_pile=(armory,))
    b = holding(revealed(b, *cylons), {cylons[0]: 1, cylons[1]: 3})
    after, events = b.run(RunOps("exodus.ally_result.sharon_boomer_valerii.doom", "effects", seat))
    (replaced,) = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn) == (SEELIX, KELLY)
    value = ns.nebula(after.state)
    assert SEELIX in value.allies_boxed and SEELIX not in value.ally_deck
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("exodus_seed_ally", cylons[1])


@pytest.mark.rules("X1-ALLY-5", "X-ALLY-31", "X-ALLY-34")
def test_choosing_an_allys_character_after_an_execution_removes_that_ally() -> None:
    """An executed human's player picks William Adama while his ally is out: that ally is
    boxed and a new one drawn (no Cylon holds tokens: a pool token on it)."""
    adama = ALLY + "william_adama"
    b = nebula_table()
    seat = next(
        s
        for s, p in enumerate(b.game.players)
        if s != b.game.current and not any("cylon" in c and "not" not in c for c in p.loyalty)
    )
    b = laid_out(b, {adama: "benevolent", BOOMER: "antagonistic"})
    b, events = b.run(Execute(seat, "test"))
    while b.pending is not None and b.pending.kind != "movement":
        pick = [o for o in b.pending.options if "william_adama" in repr(o)]
        b, more = b.play(pick[0] if pick else b.pending.options[0])
        events += more
    (replaced,) = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn) == (adama, KELLY)
    assert adama in ns.nebula(b.state).allies_boxed
    (seeded,) = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL


@pytest.mark.rules("X1-ALLY-7", "X-ALLY-10")
def test_move_to_another_location_is_any_ship_location_but_the_brig_and_sickbay() -> None:
    """Cottle's Antagonistic result ends "move to another location": every option the player
    is offered takes him to a different Galactica or Colonial One location, never the Brig or
    Sickbay."""
    b, seat, _ = meet(nebula_table(), COTTLE, "antagonistic", SICKBAY)
    while b.pending is not None and b.pending.kind != "choose_location":
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.seat == seat
    reached = set()
    for option in b.pending.options:
        after, _ = b.play(option)
        reached.add(after.game.players[seat].location)
    assert len(reached) == len(b.pending.options) >= 10
    assert not reached & {BRIG, SICKBAY}
    assert all(loc.startswith("base.location.") for loc in reached)


@pytest.mark.rules("X1-ALLY-8", "X-ALLY-10")
@pytest.mark.parametrize(
    ("ally", "where", "to"), [(SEELIX, ARMORY, SICKBAY), (TIGH, COMMAND, BRIG)]
)
def test_hospitalized_is_sickbay_and_put_in_the_brig_is_the_brig(
    ally: str, where: str, to: str
) -> None:
    """Seelix's "you are hospitalized" moves the player to Sickbay; Saul Tigh's "you are sent
    to the Brig" to the Brig."""
    b, seat, _ = meet(nebula_table(), ally, "antagonistic", where)
    assert b.game.players[seat].location == to


@pytest.mark.rules("X1-ALLY-9", "X-ALLY-10")
def test_the_meeting_player_chooses_between_x_and_y() -> None:
    """Felix Gaeta's Antagonistic result (2 trauma tokens or discard 3 skill cards): the
    meeting player is the one asked."""
    b, seat, _ = meet(nebula_table(), GAETA, "antagonistic", "base.location.ftl_control")
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("choose_option", seat)
    assert len(b.pending.options) == 2

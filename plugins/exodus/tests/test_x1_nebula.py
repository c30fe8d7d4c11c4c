"""The Ionian Nebula objective and the Crossroads phase as exodus-from-001 states them
(X1-NEB-1..8, X1-COMP-7 and the phase invariants X1-INV-15, -16), cross-checking exodus.md
X-NEB-OBJ, X-XR."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.data import load
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import objective, phase
from bsg_exodus.nebula.crossroads import state as xs
from test_nebula_crossroads import (
    A,
    B,
    C,
    crossroads_game,
    dealt,
    edit,
    holding,
    humans_but,
    no_disaster_drawn,
    of,
    xr_table,
)

from bsgcore.base import CharacterExecuted, Jump, ShipsPlaced, replace_player
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

MORALE = "base.loyalty.you_are_a_cylon_morale"


@pytest.mark.rules("X1-NEB-1", "X-NEB-OBJ-1", "X-NEB-OBJ-3")
def test_the_ionian_nebula_prints_4_and_8() -> None:
    """The objective's thresholds are base's: the Sleeper Agent phase at 4, the end phase (the
    Crossroads phase) at 8; a jump check at 7 starts nothing, at 8 the phase."""
    triggers = {t["event"]: int(t["distance"]) for t in load().raw(objective.OBJECTIVE)["triggers"]}
    assert triggers["crossroads_phase"] == 8
    assert 4 in triggers.values()
    _, events = xr_table(distance=7).run(objective.CrossroadsCheck(0))
    assert not of(events, xs.CrossroadsDealt)
    _, events = xr_table(distance=8).run(objective.CrossroadsCheck(0))
    assert of(events, xs.CrossroadsDealt)


@pytest.mark.rules("X1-NEB-2", "X1-INV-15", "X-NEB-OBJ-2", "X-XR-1", "X-XR-2")
def test_the_phase_interrupts_at_8_and_one_more_jump_wins() -> None:
    """A jump at distance 8 before the phase does not win: the phase comes and the turn waits
    for it. Once it is over the next jump wins, and no second phase comes."""
    b = xr_table()
    after, events = b.run(Jump(b.game.current))
    assert not of(events, GameEnded) and of(events, xs.CrossroadsDealt)
    assert xs.xr(after.state).phase == xs.CROSSROADS
    done = Board(b.rules, b.state.with_plugin(xs.PART, attrs.evolve(xs.xr(b.state), phase=xs.OVER)))
    after, events = done.run(Jump(done.game.current))
    assert not of(events, xs.CrossroadsDealt)
    assert [e.winner for e in of(events, GameEnded)] == ["humans"]


@pytest.mark.rules("X1-NEB-3", "X1-INV-15", "X-XR-10", "X-XR-12", "X-XR-13")
def test_the_battle_places_basestars_raiders_and_vipers_and_starts_the_jump_track() -> None:
    """A jump from distance 7 with the jump track on 3 reaches the phase: Bravo and Charlie get
    a basestar and 4 raiders each, Foxtrot and Echo 2 vipers each, the jump track is on Start
    as the cards are dealt."""
    b = xr_table(distance=7)
    b = edit(b, attrs.evolve(b.game, cylon_ships=(), jump_track=3))
    after, events = b.run(Jump(b.game.current))
    while not of(events, xs.CrossroadsDealt) and after.pending is not None:
        assert after.pending.kind == "choose_destination"
        after, more = after.play(after.pending.options[0])
        events += more
    assert after.game.distance >= 8 and after.game.jump_track == 0
    placed = {e.area: e for e in of(events, ShipsPlaced)}
    assert (placed[2].basestars, placed[2].raiders) == (1, 4)
    assert (placed[3].basestars, placed[3].raiders) == (1, 4)
    assert placed[5].vipers == 2 and placed[6].vipers == 2
    assert sum(1 for s in after.game.cylon_ships if s.kind == "basestar") == 2


@pytest.mark.rules("X1-COMP-7", "X1-NEB-4", "X-XR-20", "X-NEB-SETUP-8")
def test_each_player_is_dealt_one_of_the_seven_crossroads_cards() -> None:
    """The deck is 7 cards; at the phase each of the 4 players is dealt 1, all different."""
    assert len(load().ids("crossroads")) == 7
    game = crossroads_game()
    cards = xs.xr(game.state).cards
    assert len(cards) == 4 and all(c.startswith(C) for c in cards) and len(set(cards)) == 4


@pytest.mark.rules("X1-NEB-4", "X1-INV-16", "X-XR-21", "X-XR-23")
def test_the_token_spent_selects_the_result() -> None:
    """The Opera House with a Benevolent token: the Benevolent result (3 tokens drawn); with
    an Antagonistic token: the Antagonistic one (nothing)."""
    b = no_disaster_drawn(holding(xr_table(), {0: [B, A]}), keeper=3)
    _, events = dealt(b, {0: C + "the_opera_house"}, {0: B}).run(phase.Reveal(0))
    assert of(events, xs.CrossroadsRevealed)[0].result == xs.HOPE
    assert of(events, ns.TraumaDrawn)
    _, events = dealt(b, {0: C + "the_opera_house"}, {0: A}).run(phase.Reveal(0))
    assert of(events, xs.CrossroadsRevealed)[0].result == xs.DOOM
    assert not of(events, ns.TraumaDrawn)


@pytest.mark.rules("X1-NEB-4", "X1-INV-16", "X-XR-24")
def test_a_player_with_no_tokens_chooses_freely() -> None:
    """No token beside his card: he is offered both results when it is revealed."""
    b = dealt(holding(xr_table(), {0: []}), {0: C + "scanned"}, {})
    after, _ = b.run(phase.Reveal(0))
    assert after.pending is not None and after.pending.kind == "exodus_crossroads_result"
    assert {o.result for o in after.pending.options} == {xs.HOPE, xs.DOOM}  # type: ignore[attr-defined]


@pytest.mark.rules("X1-NEB-5", "X1-NEB-7", "X-XR-25")
def test_everyone_declares_then_the_results_go_clockwise_from_the_current_player() -> None:
    """Every token is laid before any card is revealed; the cards are then revealed from the
    current player clockwise; the laid tokens are out of the pool meanwhile."""
    game = crossroads_game()
    kinds = []
    while game.pending is not None and game.pending.kind == "exodus_crossroads_token":
        kinds.append(game.pending.kind)
        game.play(game.pending.options[0])
    laid = [t for t in xs.xr(game.state).tokens if t]
    assert laid and not set(laid) & set(ns.nebula(game.state).pool)
    while game.pending is not None and xs.xr(game.state).phase == xs.CROSSROADS:
        game.play(game.pending.options[0])
    reveals = [e for e in game.events if isinstance(e, xs.CrossroadsRevealed)]
    current = game.state.game.current
    assert [e.seat for e in reveals] == [(current + i) % 4 for i in range(4)]
    first = next(i for i, e in enumerate(game.events) if isinstance(e, xs.CrossroadsRevealed))
    commits = [i for i, e in enumerate(game.events) if isinstance(e, xs.CrossroadsCommitted)]
    assert len(commits) == 4 and max(commits) < first


@pytest.mark.rules("X1-NEB-6", "X1-NEB-8", "X-XR-26", "X-XR-27")
def test_an_admiral_executed_by_what_have_you_done_still_resolves_his_card() -> None:
    """The current player's Disturbing Visions with an Antagonistic token: only the revealed
    Cylon draws 2 (not the hidden one), the Admiral is executed at once, picks a new character,
    and his own card and token are still resolved in his place."""
    b = xr_table()
    current = b.game.current
    cylon, admiral, hidden = (current + 1) % 4, (current + 2) % 4, (current + 3) % 4
    game = replace_player(b.game, cylon, attrs.evolve(b.game.players[cylon], revealed=True))
    game = attrs.evolve(game, titles={**game.titles, "admiral": admiral})
    b = edits.holding(humans_but(edit(b, game), cylon, hidden), hidden, MORALE)
    assert MORALE in b.game.players[hidden].loyalty and not b.game.players[hidden].revealed
    b = holding(b, {current: [A], cylon: [B], admiral: [B, B], hidden: [A]})
    b = dealt(
        b,
        {current: C + "disturbing_vision", admiral: C + "the_opera_house"},
        {current: A, admiral: B},
    )
    b = Board(b.rules, b.state.push(phase.Reveal(admiral)))
    after, events = b.run(phase.Reveal(current))
    assert [e.seat for e in of(events, ns.TraumaDrawn)] == [cylon]
    assert [e.seat for e in of(events, CharacterExecuted)] == [admiral]
    laid = xs.xr(after.state).tokens[admiral]
    after, events = after.play(after.pending.options[0])  # his new character
    assert after.game.players[admiral].character
    assert [e.seat for e in of(events, xs.CrossroadsRevealed)] == [admiral]
    assert tk.kind(laid) == B

"""The Crossroads phase's remaining rules (part ``bsg_exodus.nebula.crossroads``): an
eliminated Cylon's Super Crisis cards boxed (X-TRIAL-22), a Cylon Leader's side fixed when the
phase begins (X-PEG-11, with Pegasus), an eliminated seat never asked again (X-TRIAL-23), the
battle's ships with the Cylon Fleet board (X-XR-11); and an Infiltrating Cylon Leader meeting
allies (X-PEG-10)."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from bsg_exodus.nebula import encounter as en
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import elimination, objective, phase, trial
from bsg_exodus.nebula.crossroads import state as xs
from test_nebula_crossroads import OPTIONS, dealt, edit, holding, of, trial_table, xr_table

from bsgcore.base import ShipsPlaced, is_cylon_player, replace_player
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import table

A, B = tk.ANTAGONISTIC, tk.BENEVOLENT
LEOBEN = "pegasus.character.leoben_conoy"
AQ = "base.location.admirals_quarters"
COMMAND = "base.location.command"
KELLY = "exodus.ally.aaron_kelly"


@pytest.mark.rules("X-TRIAL-22")
def test_an_eliminated_cylons_super_crisis_cards_go_to_the_box() -> None:
    """X-TRIAL-22: the revealed Cylon eliminated (3 benevolent tokens, the most) leaves his
    Super Crisis card in the box (base's set-aside cards), not in his hand, the deck or the
    discards; the super crisis count still adds up (the invariants run by the Board)."""
    b = trial_table({0: [A], 1: [B, B, B], 2: [], 3: []}, (1,))
    card = b.game.super_crisis_deck[0]
    game = b.game
    player = attrs.evolve(game.players[1], super_crises=(card,))
    game = attrs.evolve(
        replace_player(game, 1, player), super_crisis_deck=game.super_crisis_deck[1:]
    )
    after, events = edit(b, game).run(trial.Trial(0))
    assert xs.xr(after.state).eliminated == (1,)
    [boxed] = of(events, elimination.SuperCrisesBoxed)
    assert (boxed.seat, boxed.cards) == (1, (card,))
    assert after.game.players[1].super_crises == ()
    assert card in after.game.set_aside
    assert card not in (*after.game.super_crisis_deck, *after.game.super_crisis_discard)
    check_invariants(after.rules, after.state, at_rest=False)


def noted(b: Board, sides: tuple[tuple[int, bool], ...]) -> Board:
    """The Cylon Leader sides noted as the phase began (X-PEG-11)."""
    value = attrs.evolve(xs.xr(b.state), leader_sides=sides)
    return Board(b.rules, b.state.with_plugin(xs.PART, value))


@pytest.mark.rules("X-PEG-11")
def test_a_leader_takes_the_side_noted_when_the_phase_began() -> None:
    """X-PEG-11: a seat noted a human player at the phase's start (Infiltrating) keeps his
    antagonistic tokens and is eliminated with 3, though he is a Cylon player now; noted a Cylon
    player, he drops them (X-TRIAL-3) and nobody is eliminated."""
    held = {0: [B], 1: [A, A, A], 2: [A], 3: []}
    b = trial_table(held, (1,))
    with using_rules(b.rules):
        assert is_cylon_player(b.game, 1)
    as_human, _ = noted(b, ((1, False),)).run(trial.Trial(0))
    assert xs.xr(as_human.state).eliminated == (1,)
    as_cylon, events = noted(b, ((1, True),)).run(trial.Trial(0))
    assert xs.xr(as_cylon.state).eliminated == ()
    assert (1, "X-TRIAL-3") in {(e.seat, e.step) for e in of(events, xs.TrialTokensBoxed)}


def leader_table() -> tuple[Board, int]:
    """Pegasus and Exodus with Ionian Nebula, Leoben Conoy (a Cylon Leader) at the Action step
    of his turn at the Human Fleet."""
    characters = (LEOBEN, "galen_tyrol", "saul_tigh", "laura_roslin", "william_adama")
    b = table(
        5, 1, characters=characters, plugins=["pegasus", "exodus"],
        options={**OPTIONS, "new_caprica": False},  # one objective: the Ionian Nebula
    )  # fmt: skip
    seat = next(s for s, p in enumerate(b.game.players) if p.character == LEOBEN)
    return edits.at_action(b, seat), seat


@pytest.mark.rules("X-PEG-11")
def test_the_phase_notes_an_infiltrating_leader_as_a_human_player() -> None:
    """X-PEG-11 with Pegasus: before Infiltrating, Leoben is noted a Cylon player; once
    Infiltrating aboard Galactica (a human player, P-TERM-4), a human player; the phase's start
    records it with the cards dealt."""
    b, seat = leader_table()
    with using_rules(b.rules):
        assert phase.leader_sides(b.game) == ((seat, True),)
    infiltrate = next(o for o in b.pending.options if o.tag == "pegasus.infiltrate")  # type: ignore[union-attr]
    b, _ = b.play(infiltrate)
    with using_rules(b.rules):
        assert phase.leader_sides(b.game) == ((seat, False),)
    b = edit(b, attrs.evolve(b.game, distance=8))
    _, events = b.run(objective.CrossroadsPhase(b.game.current))
    [sides] = of(events, xs.LeaderSidesNoted)
    assert sides.sides == ((seat, False),)


def test_without_a_leader_nothing_is_noted() -> None:
    """No Cylon Leader (Exodus alone): the phase notes no side, so nothing new is laid out."""
    b = trial_table({})
    with using_rules(b.rules):
        assert phase.leader_sides(b.game) == ()


@pytest.mark.rules("X-TRIAL-23")
def test_an_eliminated_seat_is_never_asked_in_a_check() -> None:
    """X-TRIAL-23 ("completely out"): after the Trial eliminates a seat, a skill check with every
    response window open (Admiral's Quarters) asks the others who want to play, to contribute,
    and never the eliminated seat (he has no character and no card: base asks no such seat)."""
    b = xr_table(4, windows=True)
    current = b.game.current
    out = (current + 2) % 4
    b = dealt(holding(b, {s: [A, A, A] if s == out else [] for s in range(4)}), {}, {})
    b, _ = b.run(trial.Trial(current))
    assert xs.xr(b.state).eliminated == (out,)
    b = edits.placed(b, current, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    asked: list[tuple[str, int]] = []
    while b.pending is not None and b.pending.kind != "movement":
        asked.append((b.pending.kind, b.pending.seat))
        b, _ = b.play(b.pending.options[0])
    kinds = {k for k, _ in asked}
    assert "contribute" in kinds and any(k.startswith("claim") for k in kinds)
    others = {s for _, s in asked}
    assert out not in others and others >= {s for s in range(4) if s not in (out, current)}


def fleet_xr_table(areas: dict[int, tuple[int, int, int]], cylons: list[tuple[str, int]]) -> Board:
    """Cylon Fleet and Ionian Nebula at distance 8: these Cylon ships on the main board (kind,
    area), this Cylon Fleet board (area index -> raiders, heavy raiders, basestars)."""
    opts = {**OPTIONS, "cylon_fleet": True}
    b = table(4, 1, plugins=["exodus"], options=opts, distance=8, cylon_ships=())
    ships = board(cylons=cylons).game.cylon_ships
    shift = b.game.next_uid
    game = attrs.evolve(
        b.game,
        cylon_ships=tuple(attrs.evolve(s, uid=s.uid + shift) for s in ships),
        next_uid=shift + 100 + len(ships),
    )
    value = fb.FleetState(used=True, areas=tuple(areas.get(i, (0, 0, 0)) for i in range(6)))
    return Board(b.rules, b.state.with_game(game).with_plugin(fb.PART, value))


@pytest.mark.rules("X-XR-11", "X-FLEET-20", "X-FLEET-21")
def test_with_cylon_fleet_the_battles_basestars_come_from_the_fleet_board() -> None:
    """X-XR-11 with Cylon Fleet (X-FLEET-20, -21): one basestar on the main board (it stays in
    Alpha), the other on the Cylon Fleet board: the supply has none, so the battle takes that
    one from the Cylon Fleet board into the first area above Galactica; the second area gets
    none (X-FLEET-22), and every ship is counted once (the invariants)."""
    b = fleet_xr_table({3: (0, 0, 1)}, [("basestar", 1)])
    after, events = b.run(objective.CrossroadsPhase(b.game.current))
    placed = {e.area: e for e in events if isinstance(e, ShipsPlaced)}
    assert (placed[2].basestars, placed[2].raiders) == (1, 4)
    assert (placed[3].basestars, placed[3].raiders) == (0, 4)
    assert fb.fleet(after.state).held("basestar") == 0
    basestars = sorted(s.area for s in after.game.cylon_ships if s.kind == "basestar")
    assert basestars == [1, 2]
    check_invariants(after.rules, after.state, at_rest=False)


@pytest.mark.rules("X-XR-11")
def test_without_cylon_fleet_a_short_supply_places_what_it_has() -> None:
    """X-XR-11 without Cylon Fleet: a basestar already on the main board stays where it is, the
    supply's only other one goes to the first area above Galactica."""
    b = fleet_xr_table({}, [("basestar", 1)])
    b = Board(b.rules, b.state.with_plugin(fb.PART, fb.FleetState(used=False)))
    after, events = b.run(objective.CrossroadsPhase(b.game.current))
    placed = {e.area: e for e in events if isinstance(e, ShipsPlaced)}
    assert (placed[2].basestars, placed[3].basestars) == (1, 0)
    assert sorted(s.area for s in after.game.cylon_ships if s.kind == "basestar") == [1, 2]


@pytest.mark.rules("X-PEG-10")
def test_an_infiltrating_leader_meets_allies_like_a_human_player() -> None:
    """X-PEG-10: Leoben Infiltrating aboard Galactica (revealed, a human player) ends his
    Movement step on Command, where Aaron Kelly stands: he meets him as anyone does."""
    b, seat = leader_table()
    b, _ = b.play(b.option("pegasus.infiltrate", seat=seat, to=COMMAND))
    assert b.game.players[seat].revealed and b.game.players[seat].location == COMMAND
    value = ns.nebula(b.state)
    pool = tuple(sorted((*value.pool, *(t for _, t in value.allies if t))))
    token = next(t for t in pool if tk.kind(t) == B)
    fresh = attrs.evolve(value, pool=tuple(t for t in pool if t != token), allies=((KELLY, token),))
    b = Board(b.rules, b.state.with_plugin(ns.PART, fresh))
    with using_rules(b.rules):
        assert not is_cylon_player(b.game, seat)
    assert en.movement_end(b.state, seat, ()) == (en.Encounter(seat),)
    after, events = b.run(en.Encounter(seat))
    assert [(e.seat, e.ally) for e in events if e.tag == "exodus.ally_revealed"] == [(seat, KELLY)]

"""Location actions (B-LOC): the checks of Admiral's Quarters, Administration and the Brig with
their title changes, the draw locations, FTL Control, damaged locations."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.locations import communications as comms
from bsgcore.base.locations.actions import usable
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill, table
from bsgcore.testing.scripted import scripted_random

AQ = "base.location.admirals_quarters"
ADMIN = "base.location.administration"
LAB = "base.location.research_lab"
PRESS = "base.location.press_room"
FTL = "base.location.ftl_control"
BRIG = "base.location.brig"
COMMS = "base.location.communications"
LEA5, TAC5 = skill("declare_emergency", 5), skill("strategic_planning", 5)
POL5 = skill("investigative_committee", 5)
LEA1 = skill("executive_order", 1)


def at_action(
    location: str, hand: list[str] | None = None, destiny: tuple[str, ...] = (), **changes: Any
) -> Board:
    """The first player standing in `location` at the Action step, with this hand."""
    b = table()
    seat = b.game.current
    players = tuple(
        attrs.evolve(p, location=location) if s == seat else p for s, p in enumerate(b.game.players)
    )
    game = m.edited(b.game, players=players, **changes)
    if hand is not None:
        game = arrange(game, {seat: hand}, destiny=destiny or (LEA1, LEA1))
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.play(tc.Stay(seat))
    assert b.pending is not None and b.pending.kind == "action"
    return b


def finish_check(b: Board, plays: dict[int, list[str]]) -> tuple[Board, list[Event]]:
    """Answer the location check (each seat adds its listed cards, then stops); every event from
    then until the next decision (the turn goes on to its crisis)."""
    return answer_check(b, plays)


def test_admirals_quarters_sends_the_admiral_to_the_brig_b_succ_2() -> None:
    """B-LOC-ADQ, B-SUCC-2, B-BRIG-3, B-INV-9, B-INV-11: a passed Leadership/Tactics 7 check
    sends the chosen character to the Brig; the Admiral loses the title at once to the highest
    free character on the Admiral line (the nukes go with it)."""
    b = at_action(AQ, [LEA5, TAC5])
    seat, admiral = b.game.current, b.game.admiral
    assert admiral != seat
    b, _ = b.play(tc.UseLocation(seat, AQ))
    assert b.pending is not None and b.pending.kind == "choose_target"
    b, _ = b.play(tc.Pick(seat, admiral))
    b, events = finish_check(b, {seat: [LEA5, TAC5]})
    moved = events.index(te.CharacterMoved(admiral, BRIG, AQ))
    title = next(e for e in events if isinstance(e, te.TitleChanged))
    assert events.index(title) == moved + 1 and title.line == "admiral"
    game = b.game
    assert game.players[admiral].location == BRIG and game.admiral == title.seat != admiral
    assert game.admiral == m.title_holder(game, "admiral", skip_brig=True)
    check_invariants(b.rules, b.state)


def test_adama_cannot_use_admirals_quarters_b_chr_ada_w() -> None:
    """B-CHR-ADA-W: Adama may not activate Admiral's Quarters."""
    b = table(characters=("william_adama", "saul_tigh", "tom_zarek"))
    seat = m.seat_of(b.game, "base.character.william_adama")
    game = b.game
    players = tuple(
        attrs.evolve(p, location=AQ) if s == seat else p for s, p in enumerate(game.players)
    )
    game = attrs.evolve(game, players=players)
    assert not usable(game, seat, AQ)
    other = (seat + 1) % 3
    players = tuple(
        attrs.evolve(p, location=AQ) if s == other else p for s, p in enumerate(game.players)
    )
    assert usable(attrs.evolve(game, players=players), other, AQ)


def test_administration_makes_a_president_b_loc_adm() -> None:
    """B-LOC-ADM, B-SUCC-4, B-SUCC-9: a passed Politics/Leadership 5 check makes the chosen
    character President (not the President himself), with the Quorum hand."""
    b = at_action(ADMIN, [POL5])
    seat, president = b.game.current, b.game.president
    b, _ = b.play(tc.UseLocation(seat, ADMIN))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_target"
    targets = [o.value for o in decision.options]  # type: ignore[attr-defined]
    assert president not in targets
    target = targets[0]
    b, _ = b.play(tc.Pick(seat, target))
    b, events = finish_check(b, {seat: [POL5]})
    assert te.TitleChanged("president", target, ADMIN) in events
    assert b.game.president == target
    check_invariants(b.rules, b.state)


def test_draw_locations_b_loc_lab_press() -> None:
    """B-LOC-LAB, B-LOC-PRESS: the Research Lab draws 1 tactics or engineering card (chosen),
    the Press Room 2 politics cards."""
    b = at_action(LAB, [])
    seat = b.game.current
    b, _ = b.play(tc.UseLocation(seat, LAB))
    assert b.pending is not None and b.pending.kind == "choose_draw"
    assert sorted(o.types for o in b.pending.options) == [  # type: ignore[attr-defined]
        ("engineering",), ("tactics",),
    ]  # fmt: skip
    b, _ = b.play(tc.DrawTypes(seat, ("engineering",)))
    assert [m.skill_type(c) for c in b.game.players[seat].hand] == ["engineering"]
    b = at_action(PRESS, [])
    b, _ = b.play(tc.UseLocation(b.game.current, PRESS))
    assert [m.skill_type(c) for c in b.game.players[b.game.current].hand] == ["politics"] * 2


def test_damaged_location_cannot_be_activated_b_dmg_4() -> None:
    """B-DMG-4, B-INV-35, B-MOVE-12: a character may stand in a damaged location but not use
    it."""
    b = at_action(FTL, None, jump_track=3, damaged_locations=(FTL,))
    assert all(not isinstance(o, tc.UseLocation) for o in b.pending.options)  # type: ignore[union-attr]


def test_a_damaged_location_may_be_moved_into_b_dmg_4() -> None:
    """B-DMG-4: a damaged location is still a place to move to (on the same ship, free); once
    there, it cannot be activated."""
    from bsgcore.base.skills.cards import token_of

    b = table()
    pile = tuple(t for t in b.game.damage_pile if t != token_of(FTL))
    b = Board(
        b.rules, b.state.with_game(attrs.evolve(b.game, damaged_locations=(FTL,), damage_pile=pile))
    )
    seat = b.game.current
    assert b.game.players[seat].location == "base.location.hangar_deck"  # on Galactica too
    assert b.pending is not None and tc.Move(seat, FTL, "") in b.pending.options
    b, _ = b.play(tc.Move(seat, FTL, ""))
    assert b.game.players[seat].location == FTL
    assert b.pending is not None and b.pending.kind == "action"
    assert all(not isinstance(o, tc.UseLocation) for o in b.pending.options)
    check_invariants(b.rules, b.state)


def test_ftl_control_jumps_from_3_or_4_b_loc_ftl() -> None:
    """B-LOC-FTL, B-JUMP-3, B-INV-40: FTL Control only from track 3 or 4; from 3 a roll of 6 or
    less loses 3 population, then the fleet jumps."""
    b = at_action(FTL, None, jump_track=2)
    assert all(not isinstance(o, tc.UseLocation) for o in b.pending.options)  # type: ignore[union-attr]
    b = at_action(FTL, None, jump_track=3)
    seat = b.game.current
    population = b.game.population
    with scripted_random(rolls=[6]):
        b, events = b.play(tc.UseLocation(seat, FTL))
    assert te.DieRolled(seat, "FTL Control", 6) in events
    assert b.game.population == population - 3
    assert b.pending is not None and b.pending.kind == "choose_destination"
    assert b.pending.seat == b.game.admiral


def test_final_jump_through_ftl_control_rolls_first_b_end_2_b_end_6() -> None:
    """B-END-2, B-END-6 (R-102): a final jump through FTL Control (track 3, distance 8) first
    rolls for the population (a 6 loses 3), then the humans win at once: no destination is
    drawn, no fuel spent and no ship removed. Had that roll taken population to 0, the Cylons
    would win instead."""
    b = at_action(FTL, None, jump_track=3, distance=8)
    seat, before = b.game.current, b.game
    with scripted_random(rolls=[6]):
        won, events = b.play(tc.UseLocation(seat, FTL))
    assert te.DieRolled(seat, "FTL Control", 6) in events
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].winner == m.HUMANS
    assert won.game.population == before.population - 3
    assert won.game.fuel == before.fuel and won.game.destination_deck == before.destination_deck
    assert won.game.cylon_ships == before.cylon_ships and won.game.civilians == before.civilians
    assert won.state.outcome is not None and won.pending is None
    b = at_action(FTL, None, jump_track=3, distance=8, population=3)
    with scripted_random(rolls=[6]):
        lost, events = b.play(tc.UseLocation(seat, FTL))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].winner == m.CYLONS and lost.game.population == 0


def test_ftl_control_population_loss_by_step_b_inv_40() -> None:
    """B-INV-40, B-LOC-FTL: FTL Control's population loss is 0 or 3 from track 3 and 0 or 1
    from track 4: 6 or less loses the step's amount, 7 or 8 nothing; the fleet jumps."""
    for track, roll, loss in ((3, 7, 0), (3, 1, 3), (4, 6, 1), (4, 1, 1), (4, 8, 0)):
        b = at_action(FTL, None, jump_track=track)
        seat = b.game.current
        population = b.game.population
        with scripted_random(rolls=[roll]):
            b, events = b.play(tc.UseLocation(seat, FTL))
        assert te.DieRolled(seat, "FTL Control", roll) in events
        assert b.game.population == population - loss, (track, roll)
        assert b.pending is not None and b.pending.kind == "choose_destination"


def test_brig_check_frees_the_character_b_loc_brig() -> None:
    """B-LOC-BRIG (K-1), B-MOVE-8: from the Brig only the Brig's Politics/Tactics 7 check gets a
    character out (he adds 1 card at most); on a pass he moves to any Galactica or Colonial One
    location he picks."""
    b = at_action(BRIG, [POL5], (skill("strategic_planning", 4), skill("consolidate_power", 2)))
    seat = b.game.current
    b, _ = b.play(tc.UseLocation(seat, BRIG))
    b, _ = finish_check(b, {seat: [POL5]})
    decision = b.pending
    assert decision is not None and decision.kind == "choose_location"
    b, _ = b.play(decision.options[0])
    assert b.game.players[seat].location not in (BRIG, "base.location.sickbay")


def test_communications_looks_at_two_civilians_b_loc_com() -> None:
    """B-LOC-COM, B-CIV-1, B-CIV-8: the player alone learns what up to 2 civilian ships carry and
    may move each to an adjacent area; Jammed Assault in play locks the location."""
    b = table()
    seat = b.game.current
    game = b.game
    players = tuple(
        attrs.evolve(p, location=COMMS) if s == seat else p for s, p in enumerate(game.players)
    )
    game = attrs.evolve(game, players=players)
    assert usable(game, seat, COMMS)
    assert not usable(attrs.evolve(game, in_play=("base.crisis.jammed_assault",)), seat, COMMS)
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.play(tc.Stay(seat))
    b, _ = b.play(tc.UseLocation(seat, COMMS))
    first = b.game.civilians[0]
    b, events = b.play(comms.LookAtCivilian(seat, first.uid))
    seen = next(e for e in events if isinstance(e, comms.CivilianSeen))
    assert seen.back == b.game.cargo[0]
    assert seen.redacted_for((seat + 1) % 3).back == "hidden"  # type: ignore[attr-defined]
    assert b.pending is not None and b.pending.kind == "communications_move"
    target = first.area % 6 + 1
    b, events = b.play(comms.PlaceCivilian(seat, first.uid, target))
    assert b.game.civilians[0].area == target
    assert b.pending is not None and b.pending.kind == "communications"
    b, _ = b.play(comms.LookAtCivilian(seat, b.game.civilians[1].uid))
    b, _ = b.play(b.pending.options[0])  # type: ignore[union-attr]
    assert b.pending is not None and b.pending.kind != "communications"

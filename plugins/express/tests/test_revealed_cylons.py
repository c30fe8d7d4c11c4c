"""Revealing as a Cylon and playing as a revealed Cylon (express.md sections 10.8 and 18)."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from express_helpers import (
    ALL_DAMAGE,
    CHARS,
    act,
    actions,
    assign,
    assign_sizes,
    crisis,
    make_revealed,
    new,
    of_type,
    pass_rest,
    pending_kind,
    place_damage,
    run,
    start_turn,
    turn,
    zones,
)

from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import frames as f
from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, ASSIGNED, BOX, SPENT, Crisis
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


def no_effect_reveal(game: Game, seat: int) -> list[Any]:
    """`seat` (holding Number One, with every in-play marker already out) reveals: no choice."""
    sc.set_loyalty(game, seat, "number_one")
    sc.edit(game, demor_placed=CHARS[:4], demor_pile=CHARS[4:])
    turn(game, seat)
    return sc.play(game, "express.take_action", action="reveal")


# -- 10.8 Reveal as a Cylon -----------------------------------------------------------------------


def test_only_a_hidden_cylon_may_reveal() -> None:
    """E-ACT-REVEAL-1: only a player holding a Cylon card who has not revealed may reveal."""
    game = new()
    for seat in range(4):
        turn(game, seat)
        assert "reveal" not in actions(game)
    sc.set_loyalty(game, 2, "number_two")
    turn(game, 2)
    assert "reveal" in actions(game)
    make_revealed(game, 2, "number_two")
    turn(game, 2)
    assert "reveal" not in actions(game)


def test_reveal_shows_the_card_to_everyone() -> None:
    """E-ACT-REVEAL-2, E-ACT-REVEAL-6: the revealer shows a Cylon card to everyone and is a
    revealed Cylon from then on."""
    game = new()
    start = len(game.events)
    no_effect_reveal(game, 1)
    for seat in (None, 0, 2, 3):
        assert of_type(game.events_for(seat, start), ev.Revealed) == [ev.Revealed(1, "number_one")]
        player = game.view(seat)["game"]["players"][1]
        assert player["revealed"] and player["shown_card"] == "number_one"
    for other in (2, 3, 0, 1):
        next_turn(game, other)
        assert sc.express(game).revealed[1]


def next_turn(game: Game, seat: int) -> None:
    """Start `seat`'s turn and take no action, resolving any revealed-Cylon crisis choice by
    rolling."""
    start_turn(game, seat)
    while game.pending is not None and game.pending.kind == "choose_recovery":
        game.play(game.pending.options[0])


def test_reveal_from_brig_releases_without_effect() -> None:
    """E-ACT-REVEAL-2b, E-ACT-REVEAL-3, E-ACT-REVEAL-9: a player in the brig may reveal; the
    card's consequence is lost and the character leaves the brig."""
    game = new()
    sc.set_loyalty(game, 2, "number_two")
    sc.edit(game, brig=(False, False, True, False))
    turn(game, 2)
    assert "reveal" in actions(game)
    events = sc.play(game, "express.take_action", action="reveal")
    order = [type(e) for e in events if type(e) in (ev.Revealed, ev.Released, ev.DiceBoxed)]
    assert order == [ev.Revealed, ev.Released, ev.DiceBoxed]
    assert not of_type(events, ev.DamageDrawnForChoice)
    assert sc.express(game).brig == (False,) * 4


def test_reveal_returns_one_strong_and_one_weak_die_of_choice() -> None:
    """E-ACT-REVEAL-4, E-CYL-2: the revealer returns 1 strong and 1 weak die to the box, chosen
    from any zone; the kept dice keep their zones, leaving 2 dice."""
    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, ACTIVE, SPENT)
    no_effect_reveal(game, 1)
    assert pending_kind(game) == ("choose_box_dice", 1)
    zones_offered = {
        tuple(sc.express(game).dice[i].zone for i in o.dice) for o in game.pending.options
    }
    assert zones_offered == {(SPENT, ACTIVE), (SPENT, SPENT), (ACTIVE, ACTIVE), (ACTIVE, SPENT)}
    sc.play(game, "express.box_dice", dice=(4, 7))
    assert zones(game, 1) == [BOX, ACTIVE, ACTIVE, BOX]
    owned = [d for d in sc.express(game).dice if d.owner == 1 and d.zone != BOX]
    assert sorted(d.strong for d in owned) == [False, True]


@pytest.mark.parametrize("step4_players", [[], [3, 4, 5]])
def test_reveal_step_four_has_no_effect(
    step4_players: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """E-ACT-REVEAL-5: reveal step 4 is a data-driven hook with no effect, whatever player counts
    the data names."""
    doc = tomllib.loads(data_module.default_path().read_text(encoding="utf-8"))
    doc["reveal_step4"]["players"] = step4_players
    patched = data_module.parse(doc, "test")
    assert patched.reveal_step4_players == tuple(step4_players)
    monkeypatch.setattr(model, "data", lambda: patched)
    game = new()
    events = no_effect_reveal(game, 1)
    shown = [type(e) for e in events if not e.tag.startswith("core.")]
    assert shown == [ev.ActionChosen, ev.Revealed, ev.DiceBoxed]
    assert pending_kind(game) == ("cylon_crisis", 1)


def test_revealing_admiral_passes_the_title() -> None:
    """E-ACT-REVEAL-7, E-ADM-3: a revealing Admiral passes the title on as if sent to the brig."""
    game = new()
    events = no_effect_reveal(game, 0)
    assert of_type(events, ev.AdmiralChanged) == [ev.AdmiralChanged(1)]
    assert sc.express(game).admiral == 1


def test_no_damage_disables_reveal() -> None:
    """E-ACT-REVEAL-8: no damage location disables Reveal."""
    game = new()
    sc.set_loyalty(game, 0, "number_three")
    place_damage(game, *ALL_DAMAGE[:5])
    assert "reveal" in actions(game)
    place_damage(game, *ALL_DAMAGE[1:])
    assert "reveal" in actions(game)


# -- 18 Revealed Cylons ---------------------------------------------------------------------------


def test_revealed_marker_counts_toward_five() -> None:
    """E-CYL-1: a revealed Cylon's marker has no effect on them but stays and counts toward the
    5."""
    game = new()
    make_revealed(game, 3)
    sc.edit(game, demor_placed=("laura_roslin", "gaius_baltar", "lee_adama", "kara_thrace"))
    sc.edit(game, demor_pile=("william_adama",))
    assert game.view(0)["game"]["players"][3]["demoralized"]
    sc.set_dice(game, 3, SPENT, BOX, SPENT, BOX)
    next_turn(game, 3)
    assert zones(game, 3) == [ACTIVE, BOX, ACTIVE, BOX]
    crisis(game, "riots", 4, 1)
    pass_rest(game)
    assert game.outcome.condition == "human_race_gives_up"


def test_revealed_cylon_assigns_exactly_one_die() -> None:
    """E-CYL-3, E-INV-16: in a skill check (crisis or vote) a participating revealed Cylon assigns
    exactly 1 die, even with 2 Active dice, with no re-roll."""
    for kind in ("crisis", "vote"):
        game = new()
        make_revealed(game, 1)
        if kind == "crisis":
            crisis(game, "riots", 4, 1)
        else:
            sc.play(game, "express.take_action", action="vote_brig", target=2)
        with scripted_random(rolls=[4, 3]):
            sc.play(game, "express.participate")
        assert assign_sizes(game) == {1}
        events = assign(game, 4)
        assert pending_kind(game) == ("pass_or_participate", 2)
        assert of_type(events, ev.RollEnded) == [ev.RollEnded(1)]
        assert zones(game, 1) == [ASSIGNED, BOX, ACTIVE, BOX]


def test_revealed_cylon_pass_recovers_all_spent_dice() -> None:
    """E-CYL-5: a revealed Cylon who passes a crisis check, voluntarily or forced, recovers all of
    their Spent dice (one fewer with the Armory damaged)."""
    game = new()
    make_revealed(game, 1)
    sc.set_dice(game, 1, SPENT, BOX, SPENT, BOX)
    events = crisis(game, "riots", 4, 1)
    assert of_type(events, ev.Passed) == [ev.Passed(1, True)]
    assert of_type(events, ev.DiceRecovered) == [ev.DiceRecovered(1, (4, 6), "pass")]

    game = new()
    make_revealed(game, 1)
    sc.set_dice(game, 1, ACTIVE, BOX, SPENT, BOX)
    crisis(game, "riots", 4, 1)
    events = sc.play(game, "express.pass")
    assert of_type(events, ev.DiceRecovered) == [ev.DiceRecovered(1, (6,), "pass")]

    game = new()
    make_revealed(game, 1)
    sc.set_dice(game, 1, SPENT, BOX, SPENT, BOX)
    place_damage(game, "armory")
    crisis(game, "riots", 4, 1)
    assert pending_kind(game) == ("choose_recovery", 1)
    assert {len(o.dice) for o in game.pending.options} == {1}, "all (2) minus 1"


def test_revealed_cylon_may_roll_the_crisis_dice() -> None:
    """E-CYL-6: on their turn a revealed Cylon may roll both crisis dice normally and choose one."""
    game = new()
    make_revealed(game, 2)
    turn(game, 2)
    sc.play(game, "express.take_action", action="none")
    assert pending_kind(game) == ("cylon_crisis", 2)
    with scripted_random(belows=[1, 5]):
        events = sc.play(game, "express.roll_crisis_dice")
    assert of_type(events, ev.CrisisRolled) == [ev.CrisisRolled(2, (1, 5))]
    assert pending_kind(game) == ("choose_crisis", 2)
    events = sc.play(game, "express.pick_crisis", index=1)
    chosen = of_type(events, ev.CrisisChosen)[0].crisis
    die = model.data().crisis_die(sc.express(game).crisis_dice[1])
    face = die.faces[5]
    assert (chosen.source, chosen.type, chosen.difficulty, chosen.consequence, chosen.jump) == (
        die.id,
        face.type,
        face.difficulty,
        face.consequence,
        face.jump,
    )


@pytest.mark.parametrize("kind", ["riots", "basestar", "dradis"])
def test_revealed_cylon_may_declare_a_crisis_after_an_action(kind: str) -> None:
    """E-CYL-7: instead of rolling, a revealed Cylon may choose the crisis type: difficulty 4,
    consequence 1, no jump icon; it replaces step 3 and does not use up the step-2 action."""
    game = new()
    make_revealed(game, 2)
    sc.edit(game, dradis_pile=("raider",) + sc.express(game).dradis_pile)
    turn(game, 2)
    act(game, "repair", rolls=[-2, -1])
    assign(game, -2)
    assert pending_kind(game) == ("cylon_crisis", 2)
    options = {(o.tag, getattr(o, "type", "")) for o in game.pending.options}
    assert options == {
        ("express.roll_crisis_dice", ""),
        ("express.declare_crisis", "riots"),
        ("express.declare_crisis", "basestar"),
        ("express.declare_crisis", "dradis"),
    }
    events = sc.play(game, "express.declare_crisis", type=kind)
    assert not of_type(events, ev.CrisisRolled)
    assert of_type(events, ev.CrisisChosen)[0].crisis == Crisis("cylon", kind, 4, 1, 0)
    events = pass_rest(game)
    marker = {"riots": ev.DemoralizationPlaced, "basestar": ev.DamagePlaced}
    assert len(of_type(events, marker.get(kind, ev.DradisPlaced))) == 1
    assert not of_type(events, ev.JumpAdvanced)


def test_revealed_cylon_cannot_be_sent_to_the_brig() -> None:
    """E-CYL-8: a revealed Cylon is never a brig-vote target."""
    game = new()
    make_revealed(game, 3)
    for seat in range(3):
        turn(game, seat)
        assert 3 not in {o.target for o in game.pending.options if o.action == "vote_brig"}


def test_revealed_cylon_takes_non_character_actions() -> None:
    """E-CYL-9: a revealed Cylon may take any otherwise legal non-character action (here every
    one: Destroy/Rescue, Repair, Raise Morale, Prepare, votes, Executive Order) but not Reveal
    again."""
    game = new(5)
    make_revealed(game, 4, "number_six")
    sc.edit(game, brig=(True, False, False, False, False))
    turn(game, 4)
    assert actions(game) == {
        "none",
        "dradis",
        "repair",
        "morale",
        "prepare",
        "vote_brig",
        "vote_release",
        "order",
    }
    events = sc.play(game, "express.take_action", action="vote_release", target=0)
    assert of_type(events, ev.CheckStarted)[0].check.caller == 4


def test_revealed_cylon_keeps_taking_full_turns() -> None:
    """E-CYL-10: a revealed Cylon still takes full turns in the normal order: recovery, an action
    and a crisis."""
    game = new()
    no_effect_reveal(game, 1)
    sc.play(game, "express.declare_crisis", type="basestar")
    events = pass_rest(game)
    for seat in (2, 3, 0):
        assert pending_kind(game) == ("choose_action", seat)
        sc.set_stack(game, f.TurnEnd(seat))
        events += run(game, [])
    assert pending_kind(game) == ("choose_action", 1)
    assert [e.seat for e in of_type(events, ev.TurnStarted)] == [2, 3, 0, 1]
    sc.play(game, "express.take_action", action="none")
    assert pending_kind(game) == ("cylon_crisis", 1)

"""Revealing as a Cylon and playing as a revealed Cylon (express.md sections 10.8 and 18)."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import flow, model
from bsg_express import frames as f
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, ASSIGNED, BOX, SPENT, Crisis

from bsgcore import engine
from bsgcore.game import Game
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


def run(game: Game, events: list[Any]) -> list[Any]:
    """Apply `events` as if a step had produced them, then run the automatic steps."""
    out: list[Any] = []
    for event in events:
        game.state = engine.apply_event(game.rules, game.state, event)
        out.append(event)
    game.state = engine.advance(game.rules, game.state, out)
    sc.edit(game)
    return out


def turn(game: Game, seat: int) -> Game:
    """Put `seat` at step 2 of its own turn."""
    sc.edit(game, active=seat)
    return sc.set_stack(game, f.TurnEnd(seat), f.CrisisStep(seat), f.ChooseAction(seat))


def actions(game: Game) -> set[str]:
    """The action names the pending choose_action decision offers."""
    assert game.pending is not None and game.pending.kind == "choose_action"
    return {o.action for o in game.pending.options}


def crisis(game: Game, kind: str, difficulty: int, consequence: int, jump: int = 0) -> list[Any]:
    """The active seat resolves this crisis now (as if chosen in step 3)."""
    seat = sc.express(game).active
    sc.set_stack(game, f.TurnEnd(seat), f.ChooseCrisis(seat))
    return run(game, flow.start_crisis(seat, Crisis("test", kind, difficulty, consequence, jump)))


def act(
    game: Game, action: str, rolls: tuple[int, ...] | list[int] = (), **fields: Any
) -> list[Any]:
    """Take an action with these scripted dice rolls."""
    with scripted_random(rolls=list(rolls)):
        return sc.play(game, "express.take_action", action=action, **fields)


def assign(game: Game, *values: int) -> list[Any]:
    """Assign the just-rolled dice that show these values."""
    x = sc.express(game)
    assert game.pending is not None and game.pending.kind == "assign_dice", game.pending
    for option in game.pending.options:
        if option.tag == "express.assign":
            if sorted(x.dice[i].value for i in option.dice) == sorted(values):
                return game.play(option)
    raise AssertionError(f"no option assigns {values}: {game.pending.options}")


def assign_sizes(game: Game) -> set[int]:
    """How many dice the pending assign_dice options assign."""
    assert game.pending is not None
    return {len(o.dice) for o in game.pending.options if o.tag == "express.assign"}


def participate(game: Game, rolls: list[int], keep: list[int] | None = None) -> list[Any]:
    """The pending seat participates, rolls `rolls`, assigns the dice showing `keep` (all by
    default) and stops."""
    with scripted_random(rolls=rolls):
        out = sc.play(game, "express.participate")
    out += assign(game, *(rolls if keep is None else keep))
    if game.pending is not None and game.pending.kind == "reroll_or_stop":
        out += sc.play(game, "express.stop_rolling")
    return out


def pass_rest(game: Game) -> list[Any]:
    """Every seat still to choose in the skill check passes (recovering the first option)."""
    out: list[Any] = []
    while game.pending is not None and game.pending.kind in (
        "pass_or_participate",
        "choose_recovery",
    ):
        if game.pending.kind == "pass_or_participate":
            out += sc.play(game, "express.pass")
        else:
            out += game.play(game.pending.options[-1])
    return out


def kinds(events: list[Any], cls: type) -> list[Any]:
    """The events of one class."""
    return [e for e in events if isinstance(e, cls)]


def zones(game: Game, seat: int) -> list[str]:
    """The zones of `seat`'s dice, strong dice first."""
    return [d.zone for d in sc.express(game).dice if d.owner == seat]


def pending_kind(game: Game) -> tuple[str, int] | None:
    """The pending decision's kind and seat."""
    return None if game.pending is None else (game.pending.kind, game.pending.seat)


def new(seats: int = 4, seed: int = 3, **kw: Any) -> Game:
    """A new game at seat 0's step 2 (seat 0 = William Adama, the Admiral)."""
    return sc.new_game(seats, seed=seed, **kw)


def place_damage(game: Game, *markers: str) -> Game:
    """Put exactly these damage markers on Galactica (the rest in the pile)."""
    x = sc.express(game)
    everything = x.damage + x.damage_pile
    return sc.edit(
        game, damage=tuple(markers), damage_pile=tuple(m for m in everything if m not in markers)
    )


ALL_DAMAGE = (
    "weapons_control",
    "press_room",
    "admirals_quarters",
    "communications",
    "engine_room",
    "armory",
)


CHARS = ("william_adama", "lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar")


def make_revealed(game: Game, seat: int, card: str = "number_one") -> Game:
    """`seat` is a revealed Cylon holding `card`, with one strong and one weak die Active."""
    sc.set_loyalty(game, seat, card)
    x = sc.express(game)
    sc.edit(game, revealed=tuple(r or i == seat for i, r in enumerate(x.revealed)))
    return sc.set_dice(game, seat, ACTIVE, BOX, ACTIVE, BOX)


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
        assert kinds(game.events_for(seat, start), ev.Revealed) == [ev.Revealed(1, "number_one")]
        player = game.view(seat)["game"]["players"][1]
        assert player["revealed"] and player["shown_card"] == "number_one"
    for other in (2, 3, 0, 1):
        next_turn(game, other)
        assert sc.express(game).revealed[1]


def next_turn(game: Game, seat: int) -> None:
    """Start `seat`'s turn and take no action, resolving any revealed-Cylon crisis choice by
    rolling."""
    sc.set_stack(game, f.TurnBegin(seat))
    run(game, [])
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
    assert not kinds(events, ev.DamageDrawnForChoice)
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
    assert kinds(events, ev.AdmiralChanged) == [ev.AdmiralChanged(1)]
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
        assert kinds(events, ev.RollEnded) == [ev.RollEnded(1)]
        assert zones(game, 1) == [ASSIGNED, BOX, ACTIVE, BOX]


def test_revealed_cylon_pass_recovers_all_spent_dice() -> None:
    """E-CYL-5: a revealed Cylon who passes a crisis check, voluntarily or forced, recovers all of
    their Spent dice (one fewer with the Armory damaged)."""
    game = new()
    make_revealed(game, 1)
    sc.set_dice(game, 1, SPENT, BOX, SPENT, BOX)
    events = crisis(game, "riots", 4, 1)
    assert kinds(events, ev.Passed) == [ev.Passed(1, True)]
    assert kinds(events, ev.DiceRecovered) == [ev.DiceRecovered(1, (4, 6), "pass")]

    game = new()
    make_revealed(game, 1)
    sc.set_dice(game, 1, ACTIVE, BOX, SPENT, BOX)
    crisis(game, "riots", 4, 1)
    events = sc.play(game, "express.pass")
    assert kinds(events, ev.DiceRecovered) == [ev.DiceRecovered(1, (6,), "pass")]

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
    assert kinds(events, ev.CrisisRolled) == [ev.CrisisRolled(2, (1, 5))]
    assert pending_kind(game) == ("choose_crisis", 2)
    events = sc.play(game, "express.pick_crisis", index=1)
    chosen = kinds(events, ev.CrisisChosen)[0].crisis
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
    assert not kinds(events, ev.CrisisRolled)
    assert kinds(events, ev.CrisisChosen)[0].crisis == Crisis("cylon", kind, 4, 1, 0)
    events = pass_rest(game)
    marker = {"riots": ev.DemoralizationPlaced, "basestar": ev.DamagePlaced}
    assert len(kinds(events, marker.get(kind, ev.DradisPlaced))) == 1
    assert not kinds(events, ev.JumpAdvanced)


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
    assert kinds(events, ev.CheckStarted)[0].check.caller == 4


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
    assert [e.seat for e in kinds(events, ev.TurnStarted)] == [2, 3, 0, 1]
    sc.play(game, "express.take_action", action="none")
    assert pending_kind(game) == ("cylon_crisis", 1)

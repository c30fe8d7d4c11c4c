"""Skill dice, crisis dice and the roll-and-assign procedure (express.md sections 1, 4 and 7)."""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest
from express_helpers import (
    act,
    assign_sizes,
    crisis_face,
    of_type,
    participate,
    pass_check,
    roll_crisis,
    zones,
)

from bsg_express import scenario as sc
from bsg_express.data import DataError, default_path, load, parse
from bsg_express.events import (
    AssignedSpent,
    CheckResolved,
    DiceBoxed,
    DiceRolled,
    DieAssignedUnrolled,
    InitiativeUsed,
    JumpAdvanced,
    Passed,
    PrepFlagSet,
    RecklessUsed,
    RollEnded,
    ShipRemoved,
)
from bsg_express.model import ACTIVE, ASSIGNED, BOX, ORDER, SPENT
from bsgcore import engine
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing.scripted import scripted_random

LEE_FIRST = ("lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar")  # Lee is the Admiral
KARA_FIRST = ("kara_thrace", "laura_roslin", "gaius_baltar")  # Kara is the Admiral


def tags(game):
    """The tags of the pending options."""
    return {o.tag for o in game.pending.options}


# -- skill dice (sections 1 and 4.1) ------------------------------------------------------------


def test_skill_die_faces_are_data():
    """E-DIE-2, E-DIE-3, E-TERM-4: a skill die is six-sided, strong or weak, with signed whole
    faces; strong -2 -2 -1 -1 +2 +4, weak -2 -2 -1 -1 +1 +3 (sourced)."""
    data = load()
    assert data.strong_faces == (-2, -2, -1, -1, 2, 4)
    assert data.weak_faces == (-2, -2, -1, -1, 1, 3)
    assert all(isinstance(v, int) for v in data.strong_faces + data.weak_faces)


class _Spy(RandomCursor):
    calls: list[tuple] = []

    def roll(self, faces):
        _Spy.calls.append(tuple(faces))
        return super().roll(faces)


def test_each_die_rolls_from_its_own_six_faces(monkeypatch):
    """E-DIE-2, E-DIE-3, E-DIE-5, E-TERM-4: each strong die is rolled on the strong faces and each
    weak die on the weak faces, as one uniform draw among the six faces."""
    data = load()
    _Spy.calls = []
    monkeypatch.setattr(engine, "cursor_at", lambda state: _Spy(Rng(state.seed, state.seq)))
    game = sc.new_game(4)
    events = sc.play(game, "express.take_action", action="dradis")
    assert _Spy.calls == [data.strong_faces] * 2 + [data.weak_faces] * 2
    rolled = [e for e in events if isinstance(e, DiceRolled)][0]
    for die_id, value in zip(rolled.dice, rolled.values, strict=True):
        die = sc.express(game).dice[die_id]
        assert value in (data.strong_faces if die.strong else data.weak_faces)


def test_faces_are_equally_likely():
    """E-DIE-5: every face of a skill die comes up with probability 1/6 (6000 seeded rolls of the
    engine's random cursor; each face index within 4 standard deviations of 1000)."""
    cursor = RandomCursor(Rng(12345))
    counts = Counter(cursor.below(6) for _ in range(6000))
    assert all(abs(counts[i] - 1000) < 4 * (6000 * (1 / 6) * (5 / 6)) ** 0.5 for i in range(6))
    values = Counter(cursor.roll(load().strong_faces) for _ in range(6000))
    assert abs(values[-2] - 2000) < 150 and abs(values[4] - 1000) < 120


def test_zero_face_is_neither_positive_nor_negative(ex):
    """E-DIE-4, E-TERM-5: were a face 0, it would fail every "if positive" test and add 0 to sums:
    only dice greater than 0 destroy ships; negative dice do nothing."""
    ex.data(strong_faces=(-2, -1, 0, 0, 2, 4), weak_faces=(-2, -1, 0, 0, 1, 3))
    game = sc.new_game(4)
    sc.edit(game, dradis=("raider", "raider", "raider"))
    act(game, "dradis", [0, -2, 1, 0])
    sc.play(game, "express.assign", dice=(0, 1, 2, 3))
    assert game.pending.kind == "choose_ship"
    assert game.pending.options[0].tag == "express.remove_ship"
    events = sc.play(game, "express.remove_ship", kind="raider")
    assert len([e for e in events if isinstance(e, ShipRemoved)]) == 1
    assert sc.express(game).dradis == ("raider", "raider"), "0 and -2 destroy nothing"


def test_zero_sum_fails_prepare_and_zero_adds_nothing(ex):
    """E-DIE-4, E-TERM-5: a sum of 0 is not positive (Prepare the Jump fails), and a 0 die adds
    nothing to a check's total."""
    ex.data(strong_faces=(-2, -1, 0, 0, 2, 4), weak_faces=(-2, -1, 0, 0, 1, 3))
    game = sc.new_game(4)
    events = act(game, "prepare", [0, 0, 1, -1])
    events += sc.play(game, "express.assign", dice=(0, 1))
    assert not [e for e in events if isinstance(e, PrepFlagSet)]
    ex.crisis_faces(crisis_face("riots", difficulty=3))
    game = sc.new_game(4)
    roll_crisis(game)
    events = participate(game, [0, 4, 3, -1], dice=[4, 6])
    for _ in range(3):
        events += pass_check(game)
    resolved = of_type(events, CheckResolved)[0]
    assert (resolved.total, resolved.success) == (3, True)


def test_die_zones_active_assigned_spent_box():
    """E-TERM-6: a die moves from Active (private reserve) to Assigned (public) to Spent, and a
    revealing Cylon's returned dice go to the Box for good."""
    game = sc.new_game(4)
    sc.set_loyalty(game, 0, "number_six")
    act(game, "dradis", [4, -2, 3, 1])
    sc.play(game, "express.assign", dice=(0,))
    assert zones(game, 0) == [ASSIGNED, ACTIVE, ACTIVE, ACTIVE]
    assert game.view(2)["game"]["players"][0]["dice"]["assigned"] == {"strong": 1, "weak": 0}
    sc.play(game, "express.stop_rolling")
    sc.play(game, "express.remove_ship", kind="raider")
    assert zones(game, 0) == [SPENT, ACTIVE, ACTIVE, ACTIVE]
    game = sc.new_game(4)
    sc.set_loyalty(game, 0, "number_six")
    events = sc.play(game, "express.take_action", action="reveal")
    assert [e for e in events if isinstance(e, DiceBoxed)]
    assert sorted(zones(game, 0)) == [ACTIVE, ACTIVE, BOX, BOX]
    assert game.view(1)["game"]["players"][0]["dice"]["box"] == {"strong": 1, "weak": 1}


# -- crisis dice (section 4.2) ------------------------------------------------------------------


def test_crisis_faces_show_type_difficulty_consequence_and_jump_icons():
    """E-DIE-6, E-DIE-9: every crisis face in the data is one record with a type icon (Riots,
    Basestar attack or DRADIS contact), a difficulty, a consequence and a jump-icon count; 4 dice
    of 6 faces, each die with its player counts."""
    doc = tomllib.loads(default_path().read_text(encoding="utf-8"))
    assert len(doc["crisis_die"]) == 4
    for die in doc["crisis_die"]:
        assert die["id"] and die["players"]
        assert len(die["faces"]) == 6
        for face in die["faces"]:
            assert set(face) == {"type", "difficulty", "consequence", "jump"}
            assert face["type"] in ("riots", "basestar", "dradis")


def test_chosen_crisis_face_is_read_from_data(ex):
    """E-DIE-9, E-DIE-6: the crisis faces are data: the engine resolves whatever face the data
    gives, with its type, difficulty, consequence and jump icons."""
    ex.crisis_faces(crisis_face("basestar", difficulty=11, consequence=2, jump=1))
    game = sc.new_game(3)
    roll_crisis(game, faces=(3, 5), pick=1)
    crisis = game.view(None)["game"]["crisis"]
    assert crisis == {
        "source": load().dice_for(3)[1].id,
        "type": "basestar",
        "difficulty": 11,
        "consequence": 2,
        "jump": 1,
    }


def test_replacing_crisis_table_is_a_data_change():
    """E-DIE-9, E-DIE-11: a different crisis table is accepted by parsing the data file alone, with
    any difficulty >= 1, consequence >= 1 and jump icons >= 0; lower values are refused."""
    doc = tomllib.loads(default_path().read_text(encoding="utf-8"))
    doc["crisis_die"][0]["faces"][0] = {
        "type": "dradis",
        "difficulty": 1,
        "consequence": 1,
        "jump": 0,
    }
    doc["crisis_die"][0]["faces"][1] = {
        "type": "riots",
        "difficulty": 19,
        "consequence": 7,
        "jump": 5,
    }
    data = parse(doc)
    faces = data.crisis_dice[0].faces
    assert (faces[0].difficulty, faces[0].consequence, faces[0].jump) == (1, 1, 0)
    assert (faces[1].difficulty, faces[1].consequence, faces[1].jump) == (19, 7, 5)
    for field, bad in (("difficulty", 0), ("consequence", 0), ("jump", -1)):
        broken = tomllib.loads(default_path().read_text(encoding="utf-8"))
        broken["crisis_die"][1]["faces"][2][field] = bad
        with pytest.raises(DataError):
            parse(broken)


def test_engine_accepts_extreme_crisis_values(ex):
    """E-DIE-11, E-DIE-8: a face with difficulty 1, consequence 1 and 0 icons, or with a large
    difficulty and several icons, plays normally; icons advance the track one each."""
    ex.crisis_faces(
        crisis_face("riots", difficulty=1), crisis_face("dradis", difficulty=30, jump=2)
    )
    game = sc.new_game(4)
    roll_crisis(game, pick=0)
    events = participate(game, [2, -2, 1, -1], dice=[4])
    for _ in range(3):
        events += pass_check(game)
    assert of_type(events, CheckResolved)[0].success
    assert not of_type(events, JumpAdvanced)
    game = sc.new_game(4)
    roll_crisis(game, pick=1)
    events = []
    for _ in range(4):
        events += pass_check(game)
    assert of_type(events, JumpAdvanced)[0].steps == 2
    assert sc.express(game).jump == 2


def test_photo_read_faces_are_in_the_data():
    """E-DIE-10 (PHOTO-READ, provisional data-loading test): the four faces read from the photograph
    appear on the two 3/5-player dice of the data file."""
    die_p, die_q = load().dice_for(3)
    p = {(f.type, f.consequence, f.jump) for f in die_p.faces}
    assert any(
        f.type == "riots" and (f.difficulty, f.consequence, f.jump) == (6, 1, 0)
        for f in die_p.faces
    )
    assert ("dradis", 2, 1) in p
    assert any(
        f.type == "dradis" and (f.difficulty, f.consequence, f.jump) == (5, 2, 0)
        for f in die_q.faces
    )
    assert any(f.type == "riots" and f.jump == 0 for f in die_q.faces)


# -- rolling and assigning (section 7) ----------------------------------------------------------


def test_roll_uses_all_active_dice_only():
    """E-ROLL-1: a roll takes all of the player's Active dice and none of their Spent dice."""
    game = sc.new_game(4)
    sc.set_dice(game, 0, ACTIVE, SPENT, ACTIVE, SPENT)
    events = act(game, "dradis", [4, 3])
    rolled = [e for e in events if isinstance(e, DiceRolled)]
    assert [r.dice for r in rolled] == [(0, 2)]


def test_must_assign_at_least_one_and_may_assign_more():
    """E-ROLL-2: after a roll the player assigns at least 1 of the dice just rolled, and may assign
    any number of them; assigning none is not an option."""
    game = sc.new_game(4)
    act(game, "dradis", [4, -2, 3, -1])
    assert game.pending.kind == "assign_dice"
    assert assign_sizes(game) == {1, 2, 3, 4}
    assert tags(game) == {"express.assign"}


def test_must_assign_even_when_the_outcome_is_settled(ex):
    """E-ROLL-3: a participant must assign a die even when no result could change the outcome."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    roll_crisis(game)
    participate(game, [4, 4, 3, 3])  # 14 assigned: four -2 dice could not undo it
    with scripted_random(rolls=[-2, -2, -2, -2]):
        sc.play(game, "express.participate")
    assert game.pending.kind == "assign_dice" and game.pending.seat == 2
    assert tags(game) == {"express.assign"}
    assert min(assign_sizes(game)) == 1


def test_reroll_all_remaining_or_stop():
    """E-ROLL-4: after assigning, the player may stop or re-roll all of the remaining unassigned
    dice (not a selection of them)."""
    game = sc.new_game(4)
    act(game, "dradis", [4, -2, 3, -1])
    sc.play(game, "express.assign", dice=(0,))
    assert game.pending.kind == "reroll_or_stop"
    assert tags(game) == {"express.reroll", "express.stop_rolling"}
    with scripted_random(rolls=[2, 1, -2]):
        events = sc.play(game, "express.reroll")
    assert [e.dice for e in events if isinstance(e, DiceRolled)] == [(1, 2, 3)]


def test_each_reroll_obliges_another_assignment():
    """E-ROLL-5, E-ROLL-6: after each re-roll at least one more die must be assigned, and the player
    may go on until no unassigned die is left."""
    game = sc.new_game(4)
    act(game, "dradis", [-2, -2, -2, -2])
    events = sc.play(game, "express.assign", dice=(0,))
    for die, value in ((1, -1), (2, 1), (3, 3)):
        with scripted_random(rolls=[value] * (4 - die)):
            events += sc.play(game, "express.reroll")
        assert game.pending.kind == "assign_dice"
        assert tags(game) == {"express.assign"} and min(assign_sizes(game)) == 1
        events += sc.play(game, "express.assign", dice=(die,))
    assert len([e for e in events if isinstance(e, DiceRolled)]) == 3
    assert [e for e in events if isinstance(e, RollEnded)], "no die left: the sequence ends"
    assert game.pending.kind == "choose_ship"
    assert zones(game, 0) == [ASSIGNED] * 4


def test_unassigned_dice_stay_active():
    """E-ROLL-7: dice rolled but not assigned stay Active; they are not spent."""
    game = sc.new_game(4)
    act(game, "dradis", [4, -2, 3, -1])
    sc.play(game, "express.assign", dice=(0,))
    sc.play(game, "express.stop_rolling")
    sc.play(game, "express.remove_ship", kind="raider")
    assert zones(game, 0) == [SPENT, ACTIVE, ACTIVE, ACTIVE]
    assert all(d["value"] is None for d in game.view(0)["game"]["me"]["dice"][1:])


def test_assigned_dice_public_until_resolution_then_spent():
    """E-ROLL-8: assigned dice stay on the gold section until the action is resolved; then every
    assigned die goes to its owner's Spent zone."""
    game = sc.new_game(4)
    act(game, "dradis", [4, 2, -1, 1])
    sc.play(game, "express.assign", dice=(0, 1, 2))
    sc.play(game, "express.stop_rolling")
    assert game.pending.kind == "choose_ship"
    assert zones(game, 0) == [ASSIGNED, ASSIGNED, ASSIGNED, ACTIVE]
    assert [a["value"] for a in game.view(3)["game"]["assigned"]] == [4, 2, -1]
    sc.play(game, "express.remove_ship", kind="raider")
    events = sc.play(game, "express.remove_ship", kind="raider")
    assert [e for e in events if isinstance(e, AssignedSpent)]
    assert zones(game, 0) == [SPENT, SPENT, SPENT, ACTIVE]


def test_no_active_dice_no_roll(ex):
    """E-ROLL-9: a player with 0 Active dice cannot roll: no rolling action is offered, and in a
    skill check they are not asked (they pass)."""
    game = sc.new_game(4)
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, SPENT)
    actions = {o.action for o in game.pending.options}
    assert not actions & {"dradis", "repair", "morale", "prepare", "order"}
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    events = roll_crisis(game)
    assert [(e.seat, e.forced) for e in of_type(events, Passed)] == [(1, True)]
    assert game.pending.kind == "choose_recovery"  # the forced pass's recovery, not a roll
    assert not [e for e in events if isinstance(e, DiceRolled) and e.seat == 1]


@pytest.mark.parametrize("action", ["repair", "morale"])
def test_repair_and_morale_one_roll_one_die(action):
    """E-ROLL-10: Repair and Raise Morale: one roll, exactly 1 die assigned, no re-roll."""
    game = sc.new_game(4)
    sc.edit(game, damage=("armory",), damage_pile=sc.express(game).damage_pile[1:])
    act(game, action, [-2, -1, -2, -1])
    assert assign_sizes(game) == {1}
    events = sc.play(game, "express.assign", dice=(0,))
    assert [e for e in events if isinstance(e, RollEnded)]
    assert game.pending is None or game.pending.kind != "reroll_or_stop"
    assert len([e for e in game.events if isinstance(e, DiceRolled)]) == 1
    assert sorted(zones(game, 0)) == [ACTIVE, ACTIVE, ACTIVE, SPENT]


def test_prepare_the_jump_exactly_two_dice():
    """E-ROLL-10: Prepare the Jump assigns exactly 2 dice in all: never more than 2 at once, and
    after 1 the player must re-roll and assign 1 more."""
    game = sc.new_game(4)
    act(game, "prepare", [-2, -1, -2, -1])
    assert assign_sizes(game) == {1, 2}
    with scripted_random(rolls=[4, 3, 1]):
        events = sc.play(game, "express.assign", dice=(0,))
    assert [e.dice for e in events if isinstance(e, DiceRolled)] == [(1, 2, 3)]
    assert assign_sizes(game) == {1}
    events = sc.play(game, "express.assign", dice=(1,))
    assert [e for e in events if isinstance(e, PrepFlagSet)]  # -2 + 4 > 0
    assert sorted(zones(game, 0)) == [ACTIVE, ACTIVE, SPENT, SPENT]


def test_executive_order_assigns_a_die_without_rolling():
    """E-ROLL-10: an Executive Order assigns 1 die without rolling it."""
    game = sc.new_game(4)
    events = sc.play(game, "express.take_action", action="order", target=1, die=0)
    assert [e.die for e in events if isinstance(e, DieAssignedUnrolled)] == [0]
    assert not [e for e in events if isinstance(e, DiceRolled)]
    assert zones(game, 0)[0] == ORDER


def test_revealed_cylon_assigns_exactly_one_die_in_a_check(ex):
    """E-ROLL-10: a revealed Cylon participating in a skill check assigns exactly 1 die and cannot
    re-roll."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(4)
    sc.set_loyalty(game, 1, "number_six")
    sc.edit(game, revealed=(False, True, False, False))
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    roll_crisis(game)
    with scripted_random(rolls=[4, 3]):
        sc.play(game, "express.participate")
    assert assign_sizes(game) == {1}
    events = sc.play(game, "express.assign", dice=(4,))
    assert [e for e in events if isinstance(e, RollEnded)]
    assert game.pending.seat == 2 and game.pending.kind == "pass_or_participate"


def test_initiative_rerolls_once_without_assigning():
    """E-ROLL-11: Lee Adama's Initiative lets him re-roll once on his turn without assigning."""
    game = sc.new_game(4, characters=LEE_FIRST)
    act(game, "dradis", [-2, -2, -2, -2])
    assert "express.use_initiative" in tags(game)
    with scripted_random(rolls=[4, 4, 3, 3]):
        events = sc.play(game, "express.use_initiative")
    assert [e for e in events if isinstance(e, InitiativeUsed)]
    assert [e.values for e in events if isinstance(e, DiceRolled)] == [(4, 4, 3, 3)]
    assert "express.use_initiative" not in tags(game), "once per turn"


def test_reckless_returns_assigned_dice_to_active(ex):
    """E-ROLL-11: Kara Thrace's Reckless returns her assigned dice (3 or more in one check on her
    turn) to Active instead of Spent."""
    ex.crisis_faces(crisis_face("riots", difficulty=1))
    game = sc.new_game(3, characters=KARA_FIRST)
    roll_crisis(game)
    events = []
    for _ in range(2):
        events += pass_check(game)
    events += participate(game, [4, 2, 3, -1], dice=[0, 1, 2])
    assert [e for e in events if isinstance(e, RecklessUsed)]
    assert zones(game, 0) == [ACTIVE] * 4


def test_revealed_cylon_has_no_initiative():
    """E-ROLL-11: a revealed Cylon has no character ability: a revealed Lee Adama cannot use
    Initiative."""
    game = sc.new_game(4, characters=LEE_FIRST)
    sc.set_loyalty(game, 0, "number_six")
    sc.edit(game, revealed=(True, False, False, False))
    sc.set_dice(game, 0, ACTIVE, BOX, ACTIVE, BOX)
    act(game, "dradis", [-2, -2])
    assert "express.use_initiative" not in tags(game)

"""Die rolls and their response windows (dice.py, windows.py): Strategic Planning, Evasive
Maneuvers, Helo's ECO Officer, standing orders, and windows that do not tell who holds a card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import pytest

from bsgcore import engine
from bsgcore.base import model as m
from bsgcore.base.dice import rolls as dc
from bsgcore.base.dice import windows as w
from bsgcore.base.space import actions as sa
from bsgcore.base.space import activation as act
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.bots import make_bots, play_game
from bsgcore.context import using_rules
from bsgcore.game import Game
from bsgcore.messages import Command, Event, Frame
from bsgcore.rng import RandomCursor, Rng
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, skill
from bsgcore.testing.scripted import scripted_random

SP = skill("strategic_planning", 3)
EM = skill("evasive_maneuvers", 1)
EM2 = skill("evasive_maneuvers", 2)
PLAIN = skill("repair", 1)  # no window uses it
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)  # board(5, 1)
DONE = "base.not_implemented"
ROLL_KINDS = (w.BEFORE_ROLL, w.VIPER_ATTACKED, w.ECO_OFFICER)
RAIDER, VIPER = 100, 101
RES = "base.location.resurrection_ship"
MORALE = "base.loyalty.you_are_a_cylon_morale"


def space(
    hands: Mapping[int, Sequence[str]],
    vipers: Sequence[tuple[int, int]] = (),
    current: int = BALTAR,
    cylons: Sequence[tuple[str, int]] = (("raider", 5),),
    **changes: Any,
) -> Board:
    """board(5, 1) with the windows asking, these exact hands (other seats: no card), Helo in
    the Command location and `current` the current player."""
    b = board(5, 1, cylons=cylons, vipers=vipers, windows=True)
    game = arrange(b.game, {s: list(hands.get(s, ())) for s in range(5)})
    helo = attrs.evolve(game.players[HELO], location="base.location.command")
    game = m.edited(m.replace_player(game, HELO, helo), current=current, **changes)
    return Board(b.rules, b.state.with_game(game))


def drive(
    b: Board, frame: Frame | Command, plays: Mapping[tuple[int, str], Command], rolls: list[int]
) -> tuple[Board, list[tuple[int, str]], list[Event]]:
    """Run `frame` (or play the command), then answer every window: the command of `plays` for
    (seat, kind) the first time that seat is asked that kind, else pass; returns the board at
    the next other decision, who was asked what, and the events."""
    left = dict(plays)
    asked: list[tuple[int, str]] = []
    events: list[Event] = []
    with scripted_random(rolls=rolls):
        if isinstance(frame, Command):
            b, out = b.play(frame)
        else:
            b, out = b.run(frame)
        events += out
        while b.pending is not None and b.pending.kind in ROLL_KINDS:
            key = (b.pending.seat, b.pending.kind)
            asked.append(key)
            answer = left.pop(key, tc.NoCard(b.pending.seat))
            assert answer in b.pending.options, (answer, b.pending.options)
            b, out = b.play(answer)
            events += out
    check_invariants(b.rules, b.state, at_rest=False)
    return b, asked, events


def rolled(events: list[Event]) -> list[tuple[int, int]]:
    """(die, result) of every attack roll."""
    return [(e.roll, e.result) for e in events if isinstance(e, se.AttackRolled)]


def raid(b: Board) -> act.ActivateCylons:
    """The raiders activate (the current player's turn)."""
    return act.ActivateCylons(b.game.current, "raiders")


def test_strategic_planning_adds_two_once_per_roll_b_card_tac_35_b_skill_10() -> None:
    """B-CARD-TAC-35, B-SKILL-10, B-CMBT-6, B-TURN-2, B-SKILL-1: before the roll, each seat
    holding cards is asked from the current player's left; a Strategic Planning adds 2
    (Galactica's 1 becomes 3 and destroys the raider, B-CMBT-T4), played by Starbuck on Baltar's
    turn, and no second one is asked for on that roll."""
    b = space({TYROL: [PLAIN], STARBUCK: [SP, PLAIN], ROSLIN: [SP], BALTAR: [PLAIN]})
    b, _ = b.run(sa.WeaponsAttack(BALTAR))
    plays = {(STARBUCK, w.BEFORE_ROLL): tc.PlaySkill(STARBUCK, SP)}
    b, asked, events = drive(b, sa.FireAt(BALTAR, RAIDER), plays, [1])
    assert asked == [(TYROL, w.BEFORE_ROLL), (STARBUCK, w.BEFORE_ROLL)]
    assert rolled(events) == [(1, 3)]
    assert se.CylonShipDestroyed(RAIDER) in events
    assert SP in b.game.skill_discards["tactics"]
    assert b.game.roll is None and b.pending is not None and b.pending.kind == DONE


def test_strategic_planning_on_a_crisis_roll_and_ftl_control_b_skill_10() -> None:
    """B-CARD-TAC-35, B-COMP-1, B-LOC-FTL: any die roll: FTL Control's 5 becomes 7, so no
    population is lost (track 3: lost on 6 or less)."""
    b = space({TYROL: [SP]}, jump_track=3, distance=0)
    population = b.game.population
    run = tf.RunOps("base.location.ftl_control", "effects", BALTAR)
    plays = {(TYROL, w.BEFORE_ROLL): tc.PlaySkill(TYROL, SP)}
    b, asked, events = drive(b, run, plays, [5])
    assert asked == [(TYROL, w.BEFORE_ROLL)]
    from bsgcore.base.turn import events as te

    assert te.DieRolled(BALTAR, "FTL Control", 5) in events
    assert b.game.population == population


def test_one_d8_rolled_by_whoever_acts_b_comp_1() -> None:
    """B-COMP-1 (R-121): Galactica's shot at a basestar ("5+") is one d8: a 4 misses, a 5
    damages, an 8 is a face and a 9 is not; FTL Control activated by Baltar on Tyrol's turn is
    rolled by Baltar, the player whose action calls for it, not the current player."""
    for roll, hit in ((4, False), (5, True), (8, True)):
        b = space({}, cylons=(("basestar", 5),))
        b, _ = b.run(sa.WeaponsAttack(BALTAR))
        b, _, events = drive(b, sa.FireAt(BALTAR, RAIDER), {}, [roll])
        assert rolled(events) == [(roll, roll)]
        assert any(isinstance(e, se.BasestarDamaged) for e in events) == hit, roll
    b = space({}, cylons=(("basestar", 5),))
    b, _ = b.run(sa.WeaponsAttack(BALTAR))
    with pytest.raises(AssertionError, match="not a face"):
        drive(b, sa.FireAt(BALTAR, RAIDER), {}, [9])
    b = space({}, current=TYROL, jump_track=3, distance=0)
    run = tf.RunOps("base.location.ftl_control", "effects", BALTAR)
    b, _, events = drive(b, run, {}, [7])
    from bsgcore.base.turn import events as te

    assert [e for e in events if isinstance(e, te.DieRolled)] == [
        te.DieRolled(BALTAR, "FTL Control", 7)
    ]


def test_evasive_maneuvers_rerolls_with_minus_two_for_a_piloted_viper_b_card_pil_12() -> None:
    """B-CARD-PIL-12, B-SKILL-11, B-CMBT-6, B-CMBT-7, B-CMBT-T8: after a raider's roll on a
    piloted viper anyone may have it re-rolled with -2; the new roll replaces the old (8
    destroyed, then 7-2=5 only damages), and the window opens again after each re-roll."""
    b = space({TYROL: [EM, EM2], ROSLIN: [EM]}, vipers=[(5, STARBUCK)])
    plays = {(ROSLIN, w.VIPER_ATTACKED): tc.PlaySkill(ROSLIN, EM)}
    b, asked, events = drive(b, raid(b), plays, [8, 7])
    assert rolled(events) == [(8, 8), (7, 5)]
    assert se.ViperHit(VIPER, destroyed=False) in events
    assert se.ViperHit(VIPER, destroyed=True) not in events
    again = dc.Rerolled(ROSLIN, w.VIPER_ATTACKED, -2)
    assert again in events
    after = [k for k in asked if k[1] == w.VIPER_ATTACKED]
    assert after == [
        (TYROL, w.VIPER_ATTACKED),
        (ROSLIN, w.VIPER_ATTACKED),
        (TYROL, w.VIPER_ATTACKED),
    ]


@pytest.mark.parametrize("again", [True, False])
def test_the_second_player_uses_his_card_after_the_first_or_keeps_it_b_turn_2(again: bool) -> None:
    """B-TURN-2 (R-127): Tyrol and Roslin both hold Evasive Maneuvers for a raider's hit on a
    piloted viper; in the order of the current player's table (Tyrol first) Tyrol passes and
    Roslin's re-roll resolves; Tyrol is then asked again and either still uses his card after
    hers (a third roll) or withdraws, keeping the card in his hand."""
    b = space({TYROL: [EM], ROSLIN: [EM2]}, vipers=[(5, STARBUCK)])
    b, _ = b.run(raid(b))
    answers = {
        (TYROL, 0): tc.NoCard(TYROL),
        (ROSLIN, 0): tc.PlaySkill(ROSLIN, EM2),
        (TYROL, 1): tc.PlaySkill(TYROL, EM) if again else tc.NoCard(TYROL),
    }
    seen: dict[int, int] = {}
    asked: list[int] = []
    events: list[Event] = []
    with scripted_random(rolls=[8, 8, 8]):
        while b.pending is not None and b.pending.kind in ROLL_KINDS:
            seat = b.pending.seat
            if b.pending.kind == w.VIPER_ATTACKED:
                asked.append(seat)
                count = seen.get(seat, 0)
                seen[seat] = count + 1
                answer = answers.get((seat, count), tc.NoCard(seat))
            else:
                answer = tc.NoCard(seat)
            b, out = b.play(answer)
            events += out
    assert asked[:3] == [TYROL, ROSLIN, TYROL]
    assert len(rolled(events)) == (3 if again else 2)
    assert (EM in b.game.players[TYROL].hand) == (not again)
    assert EM2 not in b.game.players[ROSLIN].hand


def test_evasive_maneuvers_no_minus_two_for_an_unmanned_viper_b_skill_11() -> None:
    """B-CARD-PIL-12, B-SKILL-11: an unmanned viper's re-roll has no -2 (6 stays 6: damaged);
    again and again, one card per re-roll."""
    b2 = space({TYROL: [EM, EM2]}, vipers=[(5, -1)])
    b2, _ = b2.run(raid(b2))
    with scripted_random(rolls=[8, 8, 6]):
        # before-roll window: Tyrol passes; after the roll, Evasive Maneuvers twice
        b2, out1 = b2.play(tc.NoCard(TYROL))
        assert b2.pending is not None and b2.pending.kind == w.VIPER_ATTACKED
        b2, out2 = b2.play(tc.PlaySkill(TYROL, EM))
        assert b2.pending is not None and b2.pending.kind == w.BEFORE_ROLL
        b2, out3 = b2.play(tc.NoCard(TYROL))
        b2, out4 = b2.play(tc.PlaySkill(TYROL, EM2))
        assert b2.game.players[TYROL].hand == ()  # no card left: not asked any more
    everything = out1 + out2 + out3 + out4
    assert rolled(everything) == [(8, 8), (8, 8), (6, 6)]
    assert se.ViperHit(VIPER, destroyed=False) in everything


def test_strategic_planning_stays_through_evasive_reroll_r_11_and_clamps_b_cmbt_9() -> None:
    """R-11, B-SKILL-10, B-CMBT-7, B-CMBT-9: a Strategic Planning on the raider's roll stays with
    the die through Evasive Maneuvers' re-roll (and no second one is asked for before it); a
    modified 10 counts as 8, a modified 0 counts as 1."""
    b = space({TYROL: [SP], ROSLIN: [EM]}, vipers=[(5, STARBUCK)])
    plays = {
        (TYROL, w.BEFORE_ROLL): tc.PlaySkill(TYROL, SP),
        (ROSLIN, w.VIPER_ATTACKED): tc.PlaySkill(ROSLIN, EM),
    }
    b, asked, events = drive(b, raid(b), plays, [8, 3])
    # 8+2 clamps to 8; re-roll 3 +2 (kept) -2 (piloted) = 3: a miss
    assert rolled(events) == [(8, 8), (3, 3)]
    assert not any(isinstance(e, se.ViperHit) for e in events)
    assert asked.count((TYROL, w.BEFORE_ROLL)) == 1  # planned: the re-roll asks nobody before
    assert m.Roll("x", modifier=-1, value=1, extra=-2).result == 1
    assert m.Roll("x", modifier=2, planned=True, value=8).result == 8


def test_strategic_planning_may_be_played_before_a_reroll_r_11() -> None:
    """R-11: with none on the first roll, one may be played before the re-roll."""
    b = space({TYROL: [SP], ROSLIN: [EM]}, vipers=[(5, -1)])
    b, _ = b.run(raid(b))
    with scripted_random(rolls=[8, 5]):
        for seat in (TYROL, ROSLIN):  # before the first roll
            assert b.pending is not None and (b.pending.seat, b.pending.kind) == (
                seat,
                w.BEFORE_ROLL,
            )
            b, _ = b.play(tc.NoCard(seat))
        assert b.pending is not None and b.pending.kind == w.VIPER_ATTACKED
        b, _ = b.play(tc.NoCard(TYROL))
        b, _ = b.play(tc.PlaySkill(ROSLIN, EM))
        assert b.pending is not None and (b.pending.seat, b.pending.kind) == (TYROL, w.BEFORE_ROLL)
        b, out = b.play(tc.PlaySkill(TYROL, SP))
    assert rolled(out) == [(5, 7)]


def test_eco_officer_only_on_helos_turn_once_per_turn_b_chr_hel_a() -> None:
    """B-CHR-HEL-A, B-CMBT-7: on Helo's own turn, once per turn, he may have a die just rolled
    (by anyone) rolled again; the new result stands. Not on another player's turn."""
    b = space({}, current=HELO)
    b, _ = b.run(sa.WeaponsAttack(HELO))
    plays = {(HELO, w.ECO_OFFICER): dc.EcoReroll(HELO)}
    b, asked, events = drive(b, sa.FireAt(HELO, RAIDER), plays, [7, 2])
    assert asked == [(HELO, w.ECO_OFFICER)]  # nobody has a card; Helo asked once
    assert rolled(events) == [(7, 7), (2, 2)]
    assert se.CylonShipDestroyed(RAIDER) not in events
    assert b.game.eco_officer_turn == b.game.turn
    b, _ = b.run(sa.WeaponsAttack(HELO))
    b, asked, _ = drive(b, sa.FireAt(HELO, RAIDER), {}, [1])
    assert asked == []  # used this turn
    other = space({}, current=TYROL)
    other, _ = other.run(sa.WeaponsAttack(TYROL))
    other, asked, _ = drive(other, sa.FireAt(TYROL, RAIDER), {}, [1])
    assert asked == []


def test_standing_orders_skip_and_withdraw() -> None:
    """Standing orders (DESIGN.md response windows): a seat that passes for good is not asked in
    that kind of window again; its own Action step withdraws the orders without spending the
    action; the orders are public (every seat's view)."""
    b = space({TYROL: [SP], ROSLIN: [SP]})
    b, _ = b.run(sa.WeaponsAttack(BALTAR))
    plays = {(TYROL, w.BEFORE_ROLL): w.PassAlways(TYROL)}
    b, asked, events = drive(b, sa.FireAt(BALTAR, RAIDER), plays, [1])
    assert asked == [(TYROL, w.BEFORE_ROLL), (ROSLIN, w.BEFORE_ROLL)]
    assert w.StandingOrderSet(TYROL, w.BEFORE_ROLL) in events
    assert b.game.players[TYROL].standing == (w.BEFORE_ROLL,)
    assert all(
        b.rules.spec.view(b.state, s)["players"][TYROL]["standing_orders"] == [w.BEFORE_ROLL]
        for s in (None, BALTAR, TYROL)
    )
    b, _ = b.run(sa.WeaponsAttack(BALTAR))
    b, asked, _ = drive(b, sa.FireAt(BALTAR, RAIDER), {}, [1])
    assert asked == [(ROSLIN, w.BEFORE_ROLL)]
    b, _ = b.run(tf.ActionStep(TYROL))
    assert b.pending is not None and w.WithdrawStandingOrders(TYROL) in b.pending.options
    b, _ = b.play(w.WithdrawStandingOrders(TYROL))
    assert b.game.players[TYROL].standing == ()
    assert b.pending is not None and b.pending.kind == "action" and b.pending.seat == TYROL
    assert w.WithdrawStandingOrders(TYROL) not in b.pending.options


def test_revealed_cylon_and_empty_hand_not_asked_b_cyl_9() -> None:
    """B-CYL-9 (reading: no skill card text for a revealed Cylon): a revealed Cylon is not asked,
    even holding Strategic Planning; nor is a seat with no card (hand sizes are public)."""
    b = space({BALTAR: [SP], ROSLIN: [SP]}, current=TYROL)
    baltar = attrs.evolve(b.game.players[BALTAR], revealed=True, location=RES, shown=(MORALE,))
    b = Board(b.rules, b.state.with_game(m.replace_player(b.game, BALTAR, baltar)))
    b, _ = b.run(sa.WeaponsAttack(TYROL))
    b, asked, _ = drive(b, sa.FireAt(TYROL, RAIDER), {}, [1])
    assert asked == [(ROSLIN, w.BEFORE_ROLL)]


def decisions(b: Board, start: Frame | Command, rolls: list[int]) -> list[tuple[int, str, int]]:
    """Who is asked what (and how many options), everyone passing, until another decision."""
    out: list[tuple[int, str, int]] = []
    with scripted_random(rolls=rolls):
        b, _ = b.play(start) if isinstance(start, Command) else b.run(start)
        while b.pending is not None and b.pending.kind in (
            *ROLL_KINDS,
            "skill_window",
            "contribute",
        ):
            out.append((b.pending.seat, b.pending.kind, 0))
            seat = b.pending.seat
            command = tc.StopAdding(seat) if b.pending.kind == "contribute" else tc.NoCard(seat)
            b, _ = b.play(command)
    return out


def test_windows_do_not_tell_who_holds_a_card_scramble_differential() -> None:
    """DESIGN.md response windows, B-TURN-2: the sequence of decisions (who is asked which
    window) is the same whether a seat holds a usable card or another card: roll windows
    (Strategic Planning, Evasive Maneuvers) and the skill check's windows alike."""
    for usable in ([SP], [EM], [skill("investigative_committee", 3)]):
        seqs = []
        for hand in (usable, [PLAIN]):
            b = space({TYROL: hand, ROSLIN: [PLAIN, PLAIN], STARBUCK: [PLAIN]}, vipers=[(5, -1)])
            seqs.append(decisions(b, raid(b), [6]))
        assert seqs[0] == seqs[1] and seqs[0]
    from bsgcore.testing.scenarios.turn import with_crisis

    elections = "base.crisis.elections_loom"
    seqs = []
    for hand in ([skill("investigative_committee", 3)], [PLAIN]):
        b = space({TYROL: hand, ROSLIN: [PLAIN]})
        game = with_crisis(b.game, elections)
        b = Board(b.rules, b.state.with_game(game))
        seqs.append(decisions(b, tf.ResolveCrisis(BALTAR), []))
    assert seqs[0] == seqs[1]
    assert (TYROL, w.BEFORE_CHECK, 0) in seqs[0]


def test_random_five_seat_games_still_end_with_windows() -> None:
    """Random playouts with every window: the games end, and the bots' standing orders keep the
    number of window decisions modest."""
    options: dict[str, object] = {}
    for seed in range(3):
        game = Game.new("base", [], options=options, seats=5, seed=seed)
        play_game(game, make_bots(game.rules, "random", 5, seed))
        assert game.is_over
        kinds = [e.tag for e in game.events]
        assert kinds.count("base.roll_started") >= 1


def other_hands(game: m.BaseGame, keep: int, rng: RandomCursor) -> m.BaseGame:
    """Every hand but `keep`'s replaced by as many cards, each a random card of the same type
    (hand sizes and the types of cards are all the other seats see of them)."""
    by_type: dict[str, list[str]] = {}
    for card in m.data().skills:
        by_type.setdefault(card.type, []).extend(f"{card.id}@{v}" for v in card.values)
    players = tuple(
        p
        if s == keep
        else attrs.evolve(
            p,
            hand=tuple(
                sorted(
                    by_type[m.skill_type(c)][rng.below(len(by_type[m.skill_type(c)]))]
                    for c in p.hand
                )
            ),
        )
        for s, p in enumerate(game.players)
    )
    return attrs.evolve(game, players=players)


def test_who_is_asked_next_does_not_depend_on_other_hands_in_random_games() -> None:
    """DESIGN.md response windows, B-TURN-2 (scramble-differential over random playouts): before
    every command of random 5-seat games, the other seats' hands are replaced by other cards (same
    sizes); the same command then leads to a decision of the same seat and kind. Offering a window
    only to holders fails this (the check windows did)."""
    options: dict[str, object] = {}
    compared = 0
    for seed in range(4):
        game = Game.new("base", [], options=options, seats=5, seed=seed)
        bots = make_bots(game.rules, "random", 5, seed)
        rng = RandomCursor(Rng(seed, 7))
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            command = bots[decision.seat].choose(game.view(decision.seat), decision.options)
            state = game.state
            with using_rules(game.rules):
                other = state.with_game(other_hands(state.game, decision.seat, rng))
            after, _ = engine.execute(game.rules, state, command)
            twin, _ = engine.execute(game.rules, other, command)
            one, two = engine.pending(game.rules, after), engine.pending(game.rules, twin)
            assert (one and (one.seat, one.kind)) == (two and (two.seat, two.kind)), (
                decision.kind,
                command,
            )
            compared += 1
            game.play(command)
    assert compared > 500


def test_one_strategic_planning_per_roll_and_its_rerolls_b_inv_25() -> None:
    """B-INV-25 (R-11): at most 1 Strategic Planning per die roll, its re-rolls included: once
    one is played, no seat (its player included) is asked for another before that roll or
    before Evasive Maneuvers' re-roll, though two more are held."""
    sp4 = skill("strategic_planning", 4)
    b = space({TYROL: [SP, sp4], ROSLIN: [SP, EM]}, vipers=[(5, STARBUCK)])
    plays = {
        (TYROL, w.BEFORE_ROLL): tc.PlaySkill(TYROL, SP),
        (ROSLIN, w.VIPER_ATTACKED): tc.PlaySkill(ROSLIN, EM),
    }
    b, asked, events = drive(b, raid(b), plays, [8, 3])
    assert [k for k in asked if k[1] == w.BEFORE_ROLL] == [(TYROL, w.BEFORE_ROLL)]
    assert any(k[1] == w.VIPER_ATTACKED for k in asked)
    assert rolled(events) == [(8, 8), (3, 3)]  # +2 once (kept through the re-roll), -2 piloted
    assert b.game.players[TYROL].hand == (sp4,) and b.game.players[ROSLIN].hand == (SP,)


def test_strategic_planning_modifies_the_nuke_roll_b_nuke_7() -> None:
    """B-NUKE-7: Strategic Planning may modify the nuke roll: +2 makes a 1 (two damage) a 3,
    which destroys the basestar."""
    b = space({TYROL: [SP]}, cylons=(("basestar", 2),), nukes=2)
    admiral = b.game.admiral
    b, _ = b.run(sa.NukeAttack(admiral))
    plays = {(TYROL, w.BEFORE_ROLL): tc.PlaySkill(TYROL, SP)}
    basestar = 100  # the board's first ship
    b, asked, events = drive(b, b.option("base.fire_at", target=basestar), plays, [1])
    assert (TYROL, w.BEFORE_ROLL) in asked
    assert rolled(events) == [(1, 3)]
    assert se.CylonShipDestroyed(basestar) in events and b.game.nukes == 1

"""Votes, the brig and the Admiral (express.md sections 10.6, 14 and 15).

Every test builds its own state with bsg_express.scenario and forces dice with scripted_random.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from express_helpers import (
    ALL_DAMAGE,
    actions,
    crisis,
    new,
    of_type,
    participate,
    pass_rest,
    pending_kind,
    place_damage,
    start_turn,
    turn,
    zones,
)

from bsg_express import events as ev
from bsg_express import scenario as sc
from bsg_express.model import ACTIVE, BOX, SPENT
from bsgcore.game import Game

# -- helpers --------------------------------------------------------------------------------------


def vote(game: Game, kind: str, target: int) -> list[Any]:
    """The pending seat calls a vote of this kind ("vote_brig" or "vote_release")."""
    return sc.play(game, "express.take_action", action=kind, target=target)


def spent_count(game: Game, seat: int) -> int:
    """How many of `seat`'s dice are Spent."""
    return zones(game, seat).count(SPENT)


def active_count(game: Game, seat: int) -> int:
    """How many of `seat`'s dice are Active."""
    return zones(game, seat).count(ACTIVE)


def targets(game: Game, kind: str) -> set[int]:
    """The targets offered for a vote of this kind."""
    assert game.pending is not None
    return {o.target for o in game.pending.options if o.action == kind}


def all_active(game: Game) -> Game:
    """Every die that is not boxed back to Active."""
    x = sc.express(game)
    dice = tuple(d if d.zone == BOX else attrs.evolve(d, zone=ACTIVE) for d in x.dice)
    return sc.edit(game, dice=dice)


def winning_vote(game: Game, caller: int, kind: str, target: int) -> list[Any]:
    """`caller` calls a vote on its own turn; the first seat asked participates with only positive
    dice (so the vote succeeds) and everyone else passes."""
    all_active(game)
    turn(game, caller)
    out = vote(game, kind, target)
    seat = game.pending.seat
    mine = [d for d in sc.express(game).dice if d.owner == seat and d.zone == ACTIVE]
    rolls = [4 if d.strong else 3 for d in mine]
    out += participate(game, rolls, keep=[4])
    out += pass_rest(game)
    if game.pending is not None and game.pending.kind == "influence_vote":
        out += sc.play(game, "express.influence", die=-1)
    return out


# -- 10.6 Call a Vote ----------------------------------------------------------------------------


def test_vote_kinds_and_targets() -> None:
    """E-ACT-VOTE-1, E-ACT-VOTE-2, E-ACT-VOTE-9: the caller chooses a brig vote or a release vote.
    A brig vote's target is not in the brig and not a revealed Cylon; a release vote's target is
    in the brig, and the caller may name themselves."""
    game = new()
    sc.set_loyalty(game, 3, "number_one")
    sc.edit(game, brig=(False, False, True, False), revealed=(False, False, False, True))
    turn(game, 0)
    brig_targets = targets(game, "vote_brig")
    assert 1 in brig_targets
    assert 2 not in brig_targets, "already in the brig"
    assert 3 not in brig_targets, "a revealed Cylon"
    assert targets(game, "vote_release") == {2}
    sc.edit(game, brig=(True, False, True, False))
    turn(game, 0)
    assert targets(game, "vote_release") == {0, 2}, "the caller may name themselves"
    assert 0 not in targets(game, "vote_brig")


def test_vote_has_difficulty_four_and_a_tie_succeeds() -> None:
    """E-ACT-VOTE-3, E-ACT-VOTE-4, E-BRIG-1: a brig vote is a skill check of difficulty 4; a
    result of exactly 4 succeeds and the target's card flips to its BRIG side."""
    game = new()
    events = vote(game, "vote_brig", 3)
    assert of_type(events, ev.CheckStarted)[0].check.difficulty == 4
    assert pending_kind(game) == ("pass_or_participate", 1)
    participate(game, [4, -1, -1, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("vote_brig", 4, 4, True)]
    assert of_type(events, ev.SentToBrig) == [ev.SentToBrig(3)]
    assert sc.express(game).brig == (False, False, False, True)
    assert game.view(None)["game"]["players"][3]["brig"] is True


def test_failed_vote_changes_nothing() -> None:
    """E-ACT-VOTE-3, E-ACT-VOTE-5: a result of 3 fails the difficulty-4 vote, and nothing
    happens."""
    game = new()
    vote(game, "vote_brig", 3)
    participate(game, [2, -1, 1, -1], keep=[2, 1])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("vote_brig", 3, 4, False)]
    assert not of_type(events, ev.SentToBrig)
    assert sc.express(game).brig == (False,) * 4
    assert pending_kind(game) == ("choose_crisis", 0)


def test_release_vote_frees_the_target() -> None:
    """E-ACT-VOTE-4, E-BRIG-2: a successful release vote flips the card back: the character
    leaves the brig."""
    game = new()
    sc.edit(game, brig=(False, False, True, False))
    events = winning_vote(game, 0, "vote_release", 2)
    assert of_type(events, ev.Released) == [ev.Released(2)]
    assert sc.express(game).brig == (False,) * 4


def test_passing_a_vote_recovers_no_dice() -> None:
    """E-ACT-VOTE-6: nobody recovers dice by passing in a vote: not a voluntary pass, not a
    forced pass, not a revealed Cylon."""
    game = new()
    sc.set_dice(game, 1, SPENT, ACTIVE, SPENT, ACTIVE)
    sc.set_dice(game, 2, SPENT, SPENT, SPENT, SPENT)
    sc.set_loyalty(game, 3, "number_two")
    sc.set_dice(game, 3, SPENT, BOX, SPENT, BOX)
    sc.edit(game, revealed=(False, False, False, True))
    before = [zones(game, s) for s in range(4)]
    vote(game, "vote_brig", 1)
    events = pass_rest(game)
    assert of_type(events, ev.Passed) == [
        ev.Passed(1, False),
        ev.Passed(2, True),
        ev.Passed(3, True),
        ev.Passed(0, False),
    ]
    assert not of_type(events, ev.DiceRecovered)
    assert [zones(game, s) for s in range(4)] == before


def test_vote_may_be_called_from_the_brig() -> None:
    """E-ACT-VOTE-7, E-BRIG-4: a caller in the brig may call a vote, here to release themselves."""
    game = new()
    sc.edit(game, brig=(True, False, False, False))
    turn(game, 0)
    assert {"vote_brig", "vote_release"} <= actions(game)
    events = winning_vote(game, 0, "vote_release", 0)
    assert of_type(events, ev.Released) == [ev.Released(0)]


def test_vote_disabled_by_admirals_quarters() -> None:
    """E-ACT-VOTE-8: no vote may be called while the Admiral's Quarters is damaged."""
    for marker in ALL_DAMAGE:
        game = new()
        sc.edit(game, brig=(False, True, False, False))
        place_damage(game, marker)
        offered = actions(game) & {"vote_brig", "vote_release"}
        assert bool(offered) == (marker != "admirals_quarters"), marker


def test_admiral_sent_to_brig_passes_the_title() -> None:
    """E-ACT-VOTE-10, E-BRIG-9, E-ADM-3: when the Admiral is sent to the brig, the title passes
    to the next player in the chain of command."""
    game = new()
    events = winning_vote(game, 1, "vote_brig", 0)
    assert of_type(events, ev.SentToBrig) == [ev.SentToBrig(0)]
    assert of_type(events, ev.AdmiralChanged) == [ev.AdmiralChanged(1)]
    assert sc.express(game).admiral == 1
    assert game.view(2)["game"]["admiral"] == 1


# -- 14 The brig ----------------------------------------------------------------------------------


def test_brig_blocks_four_actions() -> None:
    """E-BRIG-3: in the brig a character may not Destroy/Rescue, Repair, Raise Morale or Prepare
    the Jump."""
    game = new()
    place_damage(game, "armory")
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=("william_adama", "kara_thrace"))
    turn(game, 0)
    assert {"dradis", "repair", "morale", "prepare"} <= actions(game)
    sc.edit(game, brig=(True, False, False, False))
    turn(game, 0)
    assert not {"dradis", "repair", "morale", "prepare"} & actions(game)


def test_brig_allows_vote_order_reveal_and_character_action() -> None:
    """E-BRIG-4: in the brig a character may still call a vote, give an Executive Order, reveal
    and use their character action (Baltar, recommended E-ACT-CHAR-3)."""
    game = new(5)
    sc.set_loyalty(game, 4, "number_six")
    sc.edit(game, brig=(False, False, False, False, True))
    turn(game, 4)
    assert actions(game) == {"none", "vote_brig", "vote_release", "order", "reveal", "char"}


def test_brig_recovers_one_die_at_turn_start_and_when_passing() -> None:
    """E-BRIG-5: in the brig a character recovers only 1 die at the start of their turn, and at
    most 1 when passing, even on a forced pass."""
    game = new()
    sc.set_dice(game, 0, SPENT, SPENT, SPENT, ACTIVE)
    sc.edit(game, brig=(True, False, False, False))
    start_turn(game, 0)
    assert pending_kind(game) == ("choose_recovery", 0)
    assert {len(o.dice) for o in game.pending.options} == {1}
    sc.play(game, "express.recover_dice", dice=(0,))
    assert zones(game, 0) == [ACTIVE, SPENT, SPENT, ACTIVE]

    game = new()
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    sc.edit(game, brig=(False, True, False, False))
    events = crisis(game, "riots", 1, 1)
    assert pending_kind(game) == ("choose_recovery", 1), "a forced pass, then one die to choose"
    assert max(len(o.dice) for o in game.pending.options) == 1
    assert of_type(events, ev.Passed) == [ev.Passed(1, True)]
    sc.play(game, "express.recover_dice", dice=(6,))
    assert zones(game, 1) == [SPENT, SPENT, ACTIVE, SPENT]


def test_brig_turn_has_no_crisis() -> None:
    """E-BRIG-6: a character in the brig does not roll the crisis dice on their turn."""
    game = new()
    sc.edit(game, brig=(False, True, False, False))
    turn(game, 1)
    events = sc.play(game, "express.take_action", action="none")
    assert of_type(events, ev.NoCrisis) == [ev.NoCrisis(1)]
    assert not of_type(events, ev.CrisisRolled)
    assert not of_type(events, ev.CheckStarted)
    assert pending_kind(game) == ("choose_action", 2)


def test_brig_character_may_participate_in_checks() -> None:
    """E-BRIG-7: a character in the brig may still participate in skill checks."""
    game = new()
    sc.edit(game, brig=(False, True, False, False))
    crisis(game, "riots", 4, 1)
    assert game.pending.seat == 1
    assert sc.has_option(game, "express.participate")
    events = participate(game, [4, -1, -1, -2], keep=[4])
    assert of_type(events, ev.DiceAssigned) == [ev.DiceAssigned(1, (4,), (4,))]


def test_revealed_cylon_is_never_in_the_brig() -> None:
    """E-BRIG-8, E-BRIG-2: a revealed Cylon cannot be voted into the brig, and revealing from the
    brig releases the character."""
    game = new()
    sc.set_loyalty(game, 2, "number_one")
    sc.edit(game, brig=(False, False, True, False))
    turn(game, 2)
    events = sc.play(game, "express.take_action", action="reveal")
    assert of_type(events, ev.Released) == [ev.Released(2)]
    x = sc.express(game)
    assert x.revealed[2] and not x.brig[2]
    turn(game, 0)
    assert 2 not in targets(game, "vote_brig")


# -- 15 The Admiral -------------------------------------------------------------------------------


def test_chain_of_command_order() -> None:
    """E-ADM-1, E-ADM-3: the title passes down the chain William Adama, Lee Adama, Kara Thrace,
    Laura Roslin, Gaius Baltar, by rank and not by seat."""
    seating = ("laura_roslin", "gaius_baltar", "kara_thrace", "william_adama", "lee_adama")
    game = new(5, characters=seating)
    x = sc.express(game)
    assert x.admiral == 3
    chain = []
    for _ in range(4):
        admiral = sc.express(game).admiral
        caller = next(s for s in range(5) if s != admiral)
        winning_vote(game, caller, "vote_brig", admiral)
        chain.append(sc.express(game).characters[sc.express(game).admiral])
    assert chain == ["lee_adama", "kara_thrace", "laura_roslin", "gaius_baltar"]


@pytest.mark.parametrize(
    "characters",
    [
        ("kara_thrace", "laura_roslin", "gaius_baltar"),
        ("gaius_baltar", "laura_roslin", "lee_adama"),
        ("gaius_baltar", "laura_roslin", "kara_thrace", "william_adama"),
        ("laura_roslin", "gaius_baltar", "kara_thrace", "lee_adama", "william_adama"),
    ],
)
def test_admiral_at_setup_is_highest_ranked_in_play(characters: tuple[str, ...]) -> None:
    """E-ADM-2: at setup the Admiral card goes to the in-play character of highest rank."""
    game = sc.new_game(len(characters), seed=5, characters=characters)
    order = list(sc.DEFAULT_CHARACTERS)
    best = min(characters, key=order.index)
    assert sc.express(game).admiral == characters.index(best)


def test_admiral_at_setup_with_dealt_characters() -> None:
    """E-ADM-2: with characters dealt at random, the Admiral is still the highest-ranked one."""
    order = list(sc.DEFAULT_CHARACTERS)
    for seed in range(12):
        game = Game.new(ruleset="express", seats=3, seed=seed)
        x = sc.express(game)
        best = min(x.characters, key=order.index)
        assert x.admiral == x.characters.index(best), seed


def test_successor_skips_brig_and_revealed() -> None:
    """E-ADM-3: the new Admiral is the highest-ranked eligible player other than the outgoing
    one: players in the brig and revealed Cylons are skipped."""
    seating = ("laura_roslin", "william_adama", "gaius_baltar", "kara_thrace", "lee_adama")
    game = new(5, characters=seating)
    sc.set_loyalty(game, 3, "number_one")
    sc.edit(
        game, brig=(False, False, False, False, True), revealed=(False, False, False, True, False)
    )
    sc.set_dice(game, 3, ACTIVE, BOX, ACTIVE, BOX)
    events = winning_vote(game, 2, "vote_brig", 1)
    assert of_type(events, ev.AdmiralChanged) == [ev.AdmiralChanged(0)], "Laura Roslin"


def test_admiral_stays_when_no_one_is_eligible() -> None:
    """E-ADM-3: with no eligible player, the Admiral card stays where it is."""
    game = new(3)
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, brig=(False, False, True), revealed=(False, True, False))
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    events = winning_vote(game, 1, "vote_brig", 0)
    assert of_type(events, ev.SentToBrig) == [ev.SentToBrig(0)]
    assert not of_type(events, ev.AdmiralChanged)
    assert sc.express(game).admiral == 0


def test_title_does_not_come_back() -> None:
    """E-ADM-4: the title never returns automatically: releasing the former Admiral leaves it
    with the new one."""
    game = new()
    winning_vote(game, 1, "vote_brig", 0)
    assert sc.express(game).admiral == 1
    events = winning_vote(game, 2, "vote_release", 0)
    assert of_type(events, ev.Released) == [ev.Released(0)]
    assert not of_type(events, ev.AdmiralChanged)
    assert sc.express(game).admiral == 1


def jump_on_turn_of(game: Game, seat: int) -> list[Any]:
    """On `seat`'s turn, a passed crisis with 1 jump icon takes the track from 2 to 3."""
    sc.edit(game, jump=2, active=seat)
    out = crisis(game, "riots", 1, 1, jump=1)
    out += participate(game, [4, -2, -2, -2], keep=[4])
    out += pass_rest(game)
    return out


def test_admiral_makes_the_jump_roll() -> None:
    """E-ADM-5: the Admiral (not the active player) rolls for the jump and chooses the die."""
    game = new()
    events = jump_on_turn_of(game, 3)
    rolled = of_type(events, ev.JumpRolled)
    assert len(rolled) == 1 and rolled[0].seat == 0
    assert pending_kind(game) == ("choose_jump_die", 0)
    sc.play(game, "express.pick_jump_die", index=0)
    assert sc.express(game).jumps == 1


def test_hidden_cylon_may_be_admiral() -> None:
    """E-ADM-6: a hidden Cylon may hold the Admiral title and keeps making the jump roll."""
    game = new()
    sc.set_loyalty(game, 0, "number_three")
    events = jump_on_turn_of(game, 2)
    assert of_type(events, ev.JumpRolled)[0].seat == 0
    assert pending_kind(game) == ("choose_jump_die", 0)
    assert sc.express(game).admiral == 0

"""Space, damage, nukes, resources and jumps (base.md sections 13 to 19, 25): the rules the other
space and jump tests do not check yet, each on a small board."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.loader import load
from bsgcore.base.invariants import check_invariants
from bsgcore.base.jump import events as je
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.skills import cards as ts
from bsgcore.base.space import actions as sa
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, table
from bsgcore.testing.scripted import scripted_random

DONE = "base.not_implemented"
TYLIUM, REFINERY = "base.destination.tylium_planet", "base.destination.cylon_refinery"
BOMBS = "base.loyalty.you_are_a_cylon_damage_galactica"


def edit(b: Board, **changes: Any) -> Board:
    """The board with these changes to the game value."""
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))


def test_maximum_firepower_attacks_four_times_b_card_pil_35() -> None:
    """B-CARD-PIL-35, B-CMBT-4: a pilot plays Maximum Firepower as his action: his viper makes up
    to 4 attacks, each one roll at a Cylon ship in its area (here 4 raiders, all destroyed)."""
    b = board(cylons=[("raider", 5)] * 4, vipers=[(5, 0)])
    card = "base.skill.maximum_firepower@3"
    b = Board(b.rules, b.state.with_game(arrange(b.game, {0: [card]})))
    assert tc.PlaySkill(0, card) in ts.action_options(b.game, 0)
    b, _ = b.run(tf.ActionStep(0))
    rolls = 0
    with scripted_random(rolls=[8, 8, 8, 8]):
        b, _ = b.play(tc.PlaySkill(0, card))
        while b.pending is not None and b.pending.kind != DONE:
            options = [o for o in b.pending.options if isinstance(o, sa.ActivateViper)]
            assert options and all(o.kind == sa.ATTACK for o in options)
            b, events = b.play(options[0])
            rolls += len([e for e in events if isinstance(e, se.CylonShipDestroyed)])
    assert rolls == 4 and b.game.cylon_ships == ()
    assert card in b.game.skill_discards["piloting"]


def test_centurions_stay_when_the_fleet_jumps_b_actv_hvy_6() -> None:
    """B-ACTV-HVY-6, B-JUMP-5 step 2: the jump clears space but the centurions stay on the
    boarding track where they are."""
    b = board(cylons=[("heavy_raider", 2), ("raider", 1)], centurions=(0, 2))
    b, _ = b.run(tf.Jump(b.game.current))
    assert b.game.cylon_ships == () and b.game.centurions == (0, 2)


def test_players_attack_only_cylon_ships_b_cmbt_3() -> None:
    """B-CMBT-3: vipers and Weapons Control never target human ships: every attack option names
    a Cylon ship, though vipers and civilian ships share the area."""
    b = board(
        cylons=[("raider", 1), ("basestar", 1)],
        vipers=[(1, -1), (1, -1)],
        civilians=[(1, "empty")],
    )
    cylons = {s.uid for s in b.game.cylon_ships}
    vipers, _ = b.run(sa.ActivateVipers(0, 2))
    assert vipers.pending is not None
    attacks = [
        o for o in vipers.pending.options if isinstance(o, sa.ActivateViper) and o.kind == sa.ATTACK
    ]
    assert attacks and {o.target for o in attacks} <= cylons
    guns, _ = b.run(sa.WeaponsAttack(0))
    assert guns.pending is not None
    targets = {o.target for o in guns.pending.options if isinstance(o, sa.FireAt)}
    assert targets and targets <= cylons


def test_an_eight_does_not_destroy_everything_b_nuke_6() -> None:
    """B-NUKE-6 (R-128): in the base game an 8 does what a 7 does: the basestar and up to 3
    raiders of its area; the heavy raider, the fourth raider and the viper there survive."""
    b = board(
        cylons=[("basestar", 1), *[("raider", 1)] * 4, ("heavy_raider", 1)],
        vipers=[(1, -1)],
    )
    admiral = b.game.admiral
    b, _ = b.run(sa.NukeAttack(admiral))
    with scripted_random(rolls=[8]):
        b, _ = b.play(b.option("base.fire_at", target=100))
    kinds = sorted(s.kind for s in b.game.cylon_ships)
    assert kinds == ["heavy_raider", "raider"] and len(b.game.vipers) == 1


def test_no_new_nukes_b_nuke_7() -> None:
    """B-NUKE-7, B-NUKE-5: a launched nuke is spent; nothing in the base game gives one back
    (no effect adds nukes: see test_box_counts_b_comp_7_8_11), so the count only falls."""
    b = board(cylons=[("basestar", 1)])
    admiral = b.game.admiral
    b, _ = b.run(sa.NukeAttack(admiral))
    with scripted_random(rolls=[4]):
        b, events = b.play(b.option("base.fire_at", target=100))
    assert se.NukeSpent(100) in events and b.game.nukes == 1


def test_bombs_apply_two_of_five_tokens_b_dmg_5() -> None:
    """B-DMG-5 (R-9): the Bombs reveal draws up to 5 Galactica damage tokens; the revealer
    applies 2 of his choice and the other 3 go back to the pile."""
    from bsgcore.base.cylons import reveal as rv

    b = board(5, 1)
    seat = b.game.current
    players = list(b.game.players)
    holder = next(s for s, p in enumerate(players) if BOMBS in p.loyalty or s == seat)
    mine = players[seat].loyalty
    if BOMBS not in mine:  # swap the Bombs card into the current player's hand
        if holder != seat:
            other = list(players[holder].loyalty)
            other[other.index(BOMBS)] = mine[0]
            players[holder] = attrs.evolve(players[holder], loyalty=tuple(other))
            players[seat] = attrs.evolve(players[seat], loyalty=(BOMBS, *mine[1:]))
        else:
            deck = list(b.game.loyalty_deck)
            if BOMBS in deck:
                deck[deck.index(BOMBS)] = mine[0]
            players[seat] = attrs.evolve(players[seat], loyalty=(BOMBS, *mine[1:]))
            b = edit(b, loyalty_deck=tuple(deck))
    b = edit(b, players=tuple(players))
    pile = len(b.game.damage_pile)
    b, _ = b.run(tf.ActionStep(seat))
    b, _ = b.play(rv.RevealCylon(seat, BOMBS))
    b, _ = b.play(tc.Pick(seat, 1))  # apply the effect
    assert b.pending is not None and b.pending.kind == "choose_count"
    b, _ = b.play(tc.Pick(seat, 5))
    applied = 0
    while b.pending is not None and b.pending.kind == "resolve_damage":
        assert len(b.pending.options) == 5 - applied
        b, _ = b.play(b.pending.options[0])
        applied += 1
    assert applied == 2 and len(b.game.damage_pile) == pile - 2


def test_a_resource_at_zero_loses_only_at_the_end_of_the_turn_b_res_2() -> None:
    """B-RES-2 (R-101): a resource at 0 during a turn ends nothing; at the end of the turn, still
    at 0, the Cylons win."""
    b = table(food=0)
    seat = b.game.current
    b, _ = b.play(tc.Stay(seat))
    assert b.state.outcome is None and b.pending is not None
    b, events = b.run(tf.EndTurn(seat))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == m.CYLONS and ended[0].condition == "resource_empty"


def test_jump_track_moves_within_its_bounds_b_jump_2() -> None:
    """B-JUMP-2: effects move the track up and down but never below 0 (Massive Assault's -2 from
    1 leaves 0)."""
    from bsgcore.base.turn import events as te

    assault = load().get("base.super_crisis.massive_assault")
    moves = [op for top in assault.effects for op in top.walk() if op.name == "jump_track"]
    assert [int(op.get("delta")) for op in moves] == [-2]
    game = table(jump_track=1).game
    assert te.CounterChanged("jump_track", -2).apply(game).jump_track == 0
    assert te.CounterChanged("jump_track", 1).apply(game).jump_track == 2


def jumped_to(card: str, **changes: Any) -> Board:
    """A table whose fleet has just jumped, the Admiral keeping `card`."""
    b = table(**changes)
    deck = list(b.game.destination_deck)
    other = next(c for c in deck if c != card)
    deck.remove(card)
    deck.remove(other)
    b = edit(b, destination_deck=(card, other, *deck))
    rest = NotImplementedYet(b.game.current, "scenario: the jump under test is done")
    b = Board(b.rules, b.state.push(rest))
    b, _ = b.run(tf.Jump(b.game.current))
    assert b.pending is not None and b.pending.kind == "choose_destination"
    b, _ = b.play(tc.KeepDestination(b.game.admiral, card))
    return b


def test_risking_a_raptor_needs_one_b_jump_6() -> None:
    """B-JUMP-6, B-RAPTOR-1: Tylium Planet lets the Admiral (and only him) choose to risk a
    raptor: a 1-2 destroys it. With no raptor left, nothing is offered; Cylon Refinery likewise
    needs 2 vipers in the reserve."""
    b = jumped_to(TYLIUM)
    assert b.pending is not None and b.pending.kind == "choose_optional"
    assert b.pending.seat == b.game.admiral
    with scripted_random(rolls=[2]):
        b, _ = b.play(tc.Pick(b.game.admiral, 1))
    assert b.game.raptors == 3
    b = jumped_to(TYLIUM, raptors=0)
    assert b.pending is not None and b.pending.kind != "choose_optional"
    assert b.game.raptors == 0
    b = jumped_to(REFINERY, vipers=(), vipers_reserve=1, vipers_damaged=7)
    assert b.game.vipers_reserve == 1
    assert b.pending is not None and b.pending.kind != "choose_optional"
    b = jumped_to(REFINERY, vipers=(), vipers_reserve=2, vipers_damaged=6)
    assert b.pending is not None and b.pending.kind == "choose_optional"


def test_a_jump_is_allowed_whatever_the_fuel_b_jump_7() -> None:
    """B-JUMP-7 (R-101): the fleet jumps with 1 fuel left to a destination costing 1: fuel 0,
    the game goes on until the end of the turn, where the Cylons win."""
    b = jumped_to(TYLIUM, fuel=1)
    while b.pending is not None and b.pending.kind != DONE:
        b, _ = b.play(tc.Pick(b.pending.seat, 0))
    assert b.game.fuel == 0 and b.state.outcome is None
    b, events = b.run(tf.EndTurn(b.game.current))
    assert any(isinstance(e, GameEnded) and e.winner == m.CYLONS for e in events)


def test_destinations_do_not_run_out_b_jump_8() -> None:
    """B-JUMP-8: the card not chosen goes back under the deck, so deck + travelled + drawn is
    always the 22 cards and the deck can only run short after 21 jumps; a deck with fewer than 2
    cards jumps without a destination (the track still resets)."""
    b = jumped_to(TYLIUM)
    game = b.game
    total = len(game.destination_deck) + len(game.destinations) + len(game.drawn_destinations)
    assert total == sum(d.copies for d in load().destinations) == 22
    short = table(jump_track=4)
    deck = short.game.destination_deck
    short = edit(short, destination_deck=deck[:1], set_aside=short.game.set_aside + deck[1:])
    rest = NotImplementedYet(short.game.current, "scenario: the jump under test is done")
    short = Board(short.rules, short.state.push(rest))
    short, events = short.run(tf.Jump(short.game.current))
    assert not [e for e in events if isinstance(e, je.DestinationsDrawn)]
    assert short.game.jump_track == 0
    check_invariants(short.state)

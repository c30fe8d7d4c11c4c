"""The crisis cards with a lasting or special rule, one scenario each (B-CRISIS-4):
Ambush, Cylon Swarm, Jammed Assault (kept in play until the fleet jumps), Thirty-Three (until a
civilian ship or a basestar is destroyed, back into the deck at a jump), Surrounded (a discard)
and Fulfiller of Prophecy (a further crisis card)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.dice import rolls as dc
from bsgcore.base.jump import events as je
from bsgcore.base.locations import communications as comms
from bsgcore.base.locations.actions import usable
from bsgcore.base.model import BaseGame, CylonShip, Viper
from bsgcore.base.space import activation as act
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.messages import Event
from bsgcore.rng import Rng
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import answer_check, arrange, skill
from bsgcore.testing.scripted import ScriptedCursor, scripted_random

AMBUSH = "base.crisis.ambush"
SWARM = "base.crisis.cylon_swarm"
JAMMED = "base.crisis.jammed_assault"
SURROUNDED = "base.crisis.surrounded"
THIRTY_THREE = "base.crisis.thirty_three"
FULFILLER = "base.crisis.fulfiller_of_prophecy"
FOOD_SHORTAGE = "base.crisis.food_shortage"  # raiders icon, jump icon
COMMS = "base.location.communications"
REST = "base.not_implemented"
CHARACTERS = ("galen_tyrol", "saul_tigh", "william_adama")  # no ability at a crisis for seat 0


def space(**ships: Any) -> Board:
    """A 3-seat table, Tyrol (seat 0) the current player, space cleared but for `ships`."""
    b = board(seats=3, seed=4, characters=CHARACTERS, **ships)
    assert b.game.current == 0
    return b


def evolve(b: Board, **changes: object) -> Board:
    """The board with fields of its game changed."""
    game = m.edited(b.game, **changes)  # type: ignore[arg-type]
    return Board(b.rules, b.state.with_game(game))


def dice(*rolls: int) -> ScriptedCursor:
    """A cursor answering these rolls first."""
    script: dict[str, list[Any]] = {"rolls": list(rolls), "belows": [], "shuffles": []}
    return ScriptedCursor(Rng(7), {**script, "keep_order": [True]})


def viper_roll(game: BaseGame, viper: int, target: int, die: int) -> tuple[int, list[Any]]:
    """A viper's attack rolling `die` (no card played in its windows): the modified result and
    the outcome (combat.viper_attack starts the roll, dice.py)."""
    started = cb.viper_attack(game, viper, target)[0]
    assert isinstance(started, dc.RollStarted)
    result = attrs.evolve(started.roll, value=die).result
    return result, cb.viper_attack_outcome(game, viper, target, result, dice())


def on_top(game: BaseGame, *codes: str) -> BaseGame:
    """The game with these crisis cards (one copy each) on top of the deck, in this order."""
    deck = list(game.crisis_deck)
    for code in codes:
        deck.remove(code)
    return attrs.evolve(game, crisis_deck=(*codes, *deck))


def crisis_turn(b: Board, *codes: str) -> tuple[Board, list[Event]]:
    """Steps 4-6 of the current player's turn with `codes` on top of the Crisis deck: draw and
    resolve, activate, prepare for the jump; runs to the first decision."""
    seat = b.game.current
    state = b.state.with_game(on_top(b.game, *codes)).push(
        tf.JumpStep(seat), tf.ActivationStep(seat)
    )
    b, events = Board(b.rules, state).run(tf.CrisisStep(seat))
    return b, list(events)


def ships(game: BaseGame) -> dict[int, Counter[str]]:
    """What stands in each area, by kind."""
    out: dict[int, Counter[str]] = {a: Counter() for a in sp.AREA_NUMBERS}
    for s in game.cylon_ships:
        out[s.area][s.kind] += 1
    for v in game.vipers:
        out[v.area]["viper"] += 1
    for c in game.civilians:
        out[c.area]["civilian"] += 1
    return out


def jump(b: Board) -> tuple[Board, list[Event]]:
    """The fleet jumps (B-JUMP-5); runs to the Admiral's choice of destination."""
    b, events = b.run(tf.Jump(b.game.current))
    assert b.pending is not None and b.pending.kind == "choose_destination"
    return b, list(events)


def test_ambush_places_its_ships_and_weakens_unmanned_vipers_until_the_jump() -> None:
    """B-CARD-CR-AMBUSH, B-CRISIS-4, B-CMBT-6, B-ACTV-BS-1: only the basestar already
    on the board attacks (a 3 misses); then Ambush places a basestar and 4 raiders in delta, 4
    raiders in alpha, 2 vipers and a civilian ship in echo and civilian ships in charlie and
    foxtrot. It stays in play (not discarded at the end of the turn): an unmanned viper's 4 is a
    2 (no kill), a piloted one's is not. The jump takes it out of play for the discards and the
    -2 ends."""
    b = space(cylons=[("basestar", 2)])
    with scripted_random(rolls=[3]):
        b, events = crisis_turn(b, AMBUSH)
    rolls = [e for e in events if isinstance(e, se.AttackRolled)]
    assert [(r.attacker, r.target) for r in rolls] == [("basestar 100", "Galactica")]
    laid = ships(b.game)
    assert laid[1] == Counter(raider=4)
    assert laid[2] == Counter(basestar=1)
    assert laid[3] == Counter(civilian=1)
    assert laid[4] == Counter(basestar=1, raider=4)
    assert laid[5] == Counter(viper=2, civilian=1)
    assert laid[6] == Counter(civilian=1)
    assert b.pending is not None and b.pending.kind == REST
    assert b.game.in_play == (AMBUSH,) and AMBUSH not in b.game.crisis_discard
    assert te.CrisisDone(AMBUSH) in events and b.game.crisis == ""
    check_invariants(b.rules, b.state, at_rest=False)
    raider = sp.cylons_in(b.game, 4, sp.RAIDER)[0].uid
    unmanned = attrs.evolve(sp.vipers_in(b.game, 5)[0], area=4)
    piloted = Viper(b.game.next_uid, 4, b.game.current)
    game = attrs.evolve(b.game, vipers=(unmanned, piloted), next_uid=b.game.next_uid + 1)
    assert viper_roll(game, unmanned.uid, raider, 4) == (2, [])
    assert viper_roll(game, piloted.uid, raider, 4) == (4, [se.CylonShipDestroyed(raider)])
    b, events = jump(b)
    cleared = next(e for e in events if isinstance(e, je.BoardCleared))
    assert cleared.discard == (AMBUSH,)
    assert b.game.in_play == () and b.game.crisis_discard[-1] == AMBUSH
    after = attrs.evolve(
        b.game,
        cylon_ships=(CylonShip(b.game.next_uid, sp.RAIDER, 4),),
        vipers=(Viper(b.game.next_uid + 1, 4, -1),),
        next_uid=b.game.next_uid + 2,
    )
    assert viper_roll(after, b.game.next_uid + 1, b.game.next_uid, 4)[1] == [
        se.CylonShipDestroyed(b.game.next_uid)
    ]
    check_invariants(b.rules, b.state)


def test_cylon_swarm_adds_a_ship_to_every_launch_until_the_jump() -> None:
    """base.crisis.cylon_swarm (Massive Deployment), B-CRISIS-4, B-ACTV-LAU-1: Cylon
    Swarm places a basestar and 5 raiders in alpha, a heavy raider in bravo, vipers in echo and
    foxtrot and three civilian ships; while it is in play the basestar launches 3 + 1 raiders; after
    the jump a basestar launches 3 again and the card is in the discards."""
    b = space()
    with scripted_random():
        b, events = crisis_turn(b, SWARM)
    laid = ships(b.game)
    assert laid[1] == Counter(basestar=1, raider=5)
    assert laid[2] == Counter(heavy_raider=1)
    assert laid[4] == Counter(civilian=1)
    assert laid[5] == laid[6] == Counter(viper=1, civilian=1)
    assert not any(isinstance(e, se.AttackRolled) for e in events)  # no basestar was there
    assert b.game.in_play == (SWARM,) and b.game.crisis == ""
    b, _ = b.run(act.ActivateCylons(b.game.current, "basestars_launch"))
    assert ships(b.game)[1][sp.RAIDER] == 5 + 4
    b, events = jump(b)
    assert b.game.in_play == () and b.game.crisis_discard[-1] == SWARM
    b = evolve(b, cylon_ships=(CylonShip(b.game.next_uid, sp.BASESTAR, 3),))
    b = evolve(b, next_uid=b.game.next_uid + 1)
    b, _ = b.run(act.ActivateCylons(b.game.current, "basestars_launch"))
    assert ships(b.game)[3][sp.RAIDER] == 3
    check_invariants(b.rules, b.state, at_rest=False)


def test_jammed_assault_locks_communications_until_the_jump() -> None:
    """base.crisis.jammed_assault (Communications Jamming), B-CRISIS-4, B-LOC-COM, B-ACTV-RAI-1: the
    raider already on the board acts first (it moves toward the civilian ship); then Jammed Assault
    places 4 raiders in bravo, a basestar and 2 heavy raiders in charlie, vipers and civilian ships;
    nobody may use Communications while it is in play; the jump ends the lock."""
    b = space(cylons=[("raider", 3)], civilians=[(1, "population_1")])
    seat = b.game.current
    with scripted_random():
        b, events = crisis_turn(b, JAMMED)
    assert se.ShipMoved(100, 2) in events
    laid = ships(b.game)
    assert laid[2] == Counter(raider=5)  # the 4 placed and the one that moved
    assert laid[3] == Counter(basestar=1, heavy_raider=2)
    assert laid[1] == Counter(civilian=2)
    assert laid[4] == Counter(civilian=1)
    assert laid[5] == laid[6] == Counter(viper=1, civilian=1)
    assert b.game.in_play == (JAMMED,) and comms.locked(b.game)
    players = tuple(
        attrs.evolve(p, location=COMMS) if s == seat else p for s, p in enumerate(b.game.players)
    )
    game = attrs.evolve(b.game, players=players)
    assert not usable(game, seat, COMMS)
    assert usable(attrs.evolve(game, in_play=()), seat, COMMS)
    b, _ = jump(b)
    assert b.game.in_play == () and not comms.locked(b.game)
    assert b.game.crisis_discard[-1] == JAMMED
    check_invariants(b.rules, b.state)


def test_surrounded_makes_the_current_player_discard_3() -> None:
    """base.crisis.surrounded (Panic), B-CRISIS-4, B-CRISIS-12: after its ships are placed, the
    current player discards 3 skill cards of their choice, one at a time; with fewer in hand,
    all of them go. The card is then discarded (nothing stays in play)."""
    b = space()
    seat = b.game.current
    hand = [skill("launch_scout", 1), skill("executive_order", 1), skill("repair", 1)]
    hand += [skill("consolidate_power", 1), skill("evasive_maneuvers", 1)]
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: hand})))
    with scripted_random():
        b, _ = crisis_turn(b, SURROUNDED)
    laid = ships(b.game)
    assert laid[1] == Counter(raider=4)
    assert laid[2] == Counter(basestar=1)
    assert laid[3] == Counter(heavy_raider=1, raider=3)
    assert laid[5] == laid[6] == Counter(viper=1, civilian=1)
    for card in hand[:3]:
        assert b.pending is not None and b.pending.seat == seat
        b, _ = b.play(next(o for o in b.pending.options if getattr(o, "card", "") == card))
    assert b.game.players[seat].hand == tuple(hand[3:])
    assert b.pending is not None and b.pending.kind == REST
    assert b.game.in_play == () and b.game.crisis_discard[-1] == SURROUNDED
    check_invariants(b.rules, b.state, at_rest=False)

    short = space()
    short = Board(short.rules, short.state.with_game(arrange(short.game, {seat: hand[:2]})))
    with scripted_random():
        short, events = crisis_turn(short, SURROUNDED)
    assert te.SkillCardsDiscarded(seat, tuple(hand[:2]), "crisis") in events
    assert short.game.players[seat].hand == ()


def test_thirty_three_stays_until_a_civilian_ship_is_destroyed() -> None:
    """base.crisis.thirty_three (Relentless Pursuit), B-CRISIS-4, B-CIV-6, B-ACTV-RAI-1: Thirty-
    Three (its raiders icon: no raider, no basestar, nothing) places a basestar in alpha, vipers and
    civilian ships and stays in play; a raider destroying a civilian ship ends it: the card goes to
    the discards at once."""
    b = space()
    with scripted_random():
        b, events = crisis_turn(b, THIRTY_THREE)
    laid = ships(b.game)
    assert laid[1] == Counter(basestar=1)
    assert laid[3] == laid[4] == Counter(civilian=1)
    assert laid[5] == laid[6] == Counter(viper=1, civilian=1)
    assert b.game.in_play == (THIRTY_THREE,) and THIRTY_THREE not in b.game.crisis_discard
    civilian = sp.civilians_in(b.game, 3)[0].uid
    b = evolve(b, cylon_ships=(*b.game.cylon_ships, CylonShip(b.game.next_uid, sp.RAIDER, 3)))
    b = evolve(b, next_uid=b.game.next_uid + 1)
    b, events = b.run(act.ActivateCylons(b.game.current, "raiders"))
    assert any(isinstance(e, se.CivilianDestroyed) and e.uid == civilian for e in events)
    assert b.game.in_play == () and b.game.crisis_discard[-1] == THIRTY_THREE
    check_invariants(b.rules, b.state, at_rest=False)


def test_thirty_three_ends_with_a_basestar_or_a_civilian_ship_from_the_pile() -> None:
    """base.crisis.thirty_three: a basestar destroyed, or a civilian ship
    destroyed from the pile by a card, also ends Relentless Pursuit; a raider destroyed does not."""
    b = space(cylons=[("raider", 1), ("basestar", 1)])
    b = evolve(b, in_play=(THIRTY_THREE,), crisis_deck=on_top(b.game, THIRTY_THREE).crisis_deck[1:])
    game = se.CylonShipDestroyed(100).apply(b.game)
    assert game.in_play == (THIRTY_THREE,)
    game = se.CylonShipDestroyed(101).apply(game)
    assert game.in_play == () and game.crisis_discard[-1] == THIRTY_THREE
    lost = te.CivilianLost(b.game.civilian_pile[0]).apply(b.game)
    assert lost.in_play == () and lost.crisis_discard[-1] == THIRTY_THREE
    # the turn's own card is discarded once, at the end of its turn (CrisisDone)
    current = attrs.evolve(b.game, crisis=THIRTY_THREE)
    game = te.CrisisDone(THIRTY_THREE).apply(se.CylonShipDestroyed(101).apply(current))
    assert Counter(game.crisis_discard)[THIRTY_THREE] == 1 and game.in_play == ()


def test_thirty_three_goes_back_into_the_deck_at_a_jump() -> None:
    """base.crisis.thirty_three: the fleet jumps while Thirty-Three is in play: the card
    goes back into the Crisis deck, which is shuffled (the deck order is hidden from every seat)."""
    b = space()
    with scripted_random():
        b, _ = crisis_turn(b, THIRTY_THREE)
    assert b.game.in_play == (THIRTY_THREE,)
    size = len(b.game.crisis_deck)
    b, events = jump(b)
    back = next(e for e in events if isinstance(e, je.CrisisShuffledBack))
    assert back.cards == (THIRTY_THREE,) and sorted(back.deck) == sorted(b.game.crisis_deck)
    assert b.game.in_play == () and THIRTY_THREE in b.game.crisis_deck
    assert len(b.game.crisis_deck) == size + 1 and THIRTY_THREE not in b.game.crisis_discard
    hidden = back.redacted_for(0)
    assert isinstance(hidden, je.CrisisShuffledBack) and THIRTY_THREE not in hidden.deck
    check_invariants(b.rules, b.state)


def test_fulfiller_of_prophecy_draws_a_further_crisis_after_its_activation() -> None:
    """base.crisis.fulfiller_of_prophecy, B-CRISIS-1 (ii)(b), B-CRISIS-2, B-CRISIS-3, B-TURN-11:
    the current player takes option b: discards 1 skill card; the card's own icon (basestars
    attack) is resolved after its text, the card is discarded, and only then a further crisis card
    (Food Shortage) is drawn and resolved with its own icons (raiders, then the jump track up 1)."""
    b = space(cylons=[("basestar", 2)])
    seat = b.game.current
    hand = [skill("launch_scout", 1), skill("repair", 1)]
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: hand})))
    track = b.game.jump_track
    with scripted_random(rolls=[1]):
        b, events = crisis_turn(b, FULFILLER, FOOD_SHORTAGE)
        assert b.pending is not None and b.pending.kind == "crisis_option"
        assert b.pending.seat == seat
        b, events = b.play(tc.ChooseOption(seat, "b"))
        assert b.pending is not None and b.pending.seat == seat
        b, more = b.play(next(o for o in b.pending.options if getattr(o, "card", "") == hand[0]))
        events += more
    assert b.game.players[seat].hand == (hand[1],)
    order = [
        e
        for e in events
        if isinstance(e, se.AttackRolled | te.CrisisDone | te.CrisisDrawn | te.ExtraCrisisOwed)
    ]
    assert order[:5] == [
        te.ExtraCrisisOwed(1),
        se.AttackRolled("basestar 100", "Galactica", 1, 1),
        te.CrisisDone(FULFILLER),
        te.ExtraCrisisOwed(-1),
        te.CrisisDrawn(seat, FOOD_SHORTAGE),
    ]
    assert b.game.extra_crises == 0 and b.game.crisis == FOOD_SHORTAGE
    president = b.game.president
    assert b.pending is not None and b.pending.kind == "crisis_option"
    assert b.pending.seat == president
    food = b.game.food
    b, _ = b.play(tc.ChooseOption(president, "a"))
    while b.pending is not None and b.pending.kind != REST:
        b, _ = b.play(b.pending.options[0])
    assert b.game.food == food - 2
    assert b.game.jump_track == track + 1
    assert b.game.crisis == "" and b.game.crisis_discard[-2:] == (FULFILLER, FOOD_SHORTAGE)
    check_invariants(b.rules, b.state, at_rest=False)


def test_fulfiller_of_prophecy_check_b_crisis_1() -> None:
    """base.crisis.fulfiller_of_prophecy, B-CRISIS-1 (ii)(b): option a is its skill check (politics
    and leadership, 6): failed, 1 population is lost and no further crisis is drawn."""
    b = space()
    seat = b.game.current
    b = Board(b.rules, b.state.with_game(arrange(b.game, destiny=[skill("repair", 1)] * 2)))
    population = b.game.population
    with scripted_random():
        b, _ = crisis_turn(b, FULFILLER)
        b, _ = b.play(tc.ChooseOption(seat, "a"))
        assert b.game.check is not None and b.game.check.difficulty == 6
        b, _ = answer_check(b)
    assert b.game.population == population - 1
    assert b.game.extra_crises == 0 and b.game.crisis_discard[-1] == FULFILLER


def test_no_crisis_card_is_set_aside_any_more() -> None:
    """Every crisis card of the base deck resolves to the end, its 10 Cylon attack cards
    included (B-CRISIS-5): the incomplete ruleset's option omit_missing_cards keeps no crisis
    card out of the deck."""
    attacks = [c for c in m.data().crisis if c.kind == "cylon_attack"]
    assert sum(c.copies for c in attacks) == 10
    assert all(act.cylon_attack_supported(c.id) for c in attacks)
    game = sc.base(sc.set_up(4, 7, omit_missing_cards=True))
    assert not [c for c in game.set_aside if c.startswith("base.crisis.")]
    assert all(crisis.code_playable(c) for c in game.crisis_deck)
    assert crisis.implemented_crises() == [c.id for c in m.data().crisis if c.kind in crisis.KINDS]

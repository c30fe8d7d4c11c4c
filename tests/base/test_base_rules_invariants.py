"""The invariants of base.md section 29 (B-INV): `check_invariants` (which the conformance kit
runs after every step of random games) refuses a state that breaks one, accepts the legal
neighbour, and random games keep them."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import ChooseNewCharacter
from bsgcore.base import model as m
from bsgcore.base.invariants import check_invariants
from bsgcore.base.model import BaseGame, Check, CylonShip, Viper
from bsgcore.base.space import activation as act
from bsgcore.base.space import events as se
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.errors import GameOver
from bsgcore.game import Game
from bsgcore.state import Outcome, State
from bsgcore.testing import random_playout
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import table

OMIT: dict[str, object] = {}  # base games need no option
COMMAND, SICKBAY = "base.location.command", "base.location.sickbay"


def changed(b: Board, **changes: Any) -> State:
    """The board's state with these changes to the game value."""
    return b.state.with_game(m.edited(b.game, **changes))


def seat_changed(b: Board, seat: int, **fields: Any) -> State:
    """The board's state with one seat's player changed."""
    player = attrs.evolve(b.game.players[seat], **fields)
    return b.state.with_game(m.replace_player(b.game, seat, player))


def refused(state: State, rule: str) -> None:
    """`check_invariants` names `rule` when it refuses the state."""
    with pytest.raises(AssertionError, match=rule):
        check_invariants(state)


def test_one_character_per_seat_b_inv_1() -> None:
    """B-INV-1: every seat plays exactly one character, never one another seat plays."""
    b = board(4, 2)
    check_invariants(b.state)
    refused(seat_changed(b, 1, character=b.game.players[0].character), "B-INV-1")
    refused(seat_changed(b, 2, character=""), "B-INV-1")


def test_each_character_in_one_place_b_inv_2_b_inv_3() -> None:
    """B-INV-2: every character is somewhere (only Helo may be stranded); B-INV-3: a character in
    space pilots a viper there, and no pilot flies two vipers."""
    b = board(4, 2, vipers=[(5, 0)])
    check_invariants(b.state)
    refused(seat_changed(b, 1, location=""), "B-INV-2")
    helo = m.seat_of(b.game, "base.character.karl_helo_agathon")
    other = next(s for s in range(4) if s != helo)
    refused(seat_changed(b, other, location=m.STRANDED), "B-INV-2")
    refused(seat_changed(b, other, location=m.SPACE), "B-INV-3")
    two = attrs.evolve(b.game, vipers=(*b.game.vipers, Viper(b.game.next_uid, 6, 0)))
    two = attrs.evolve(two, vipers_reserve=two.vipers_reserve - 1, next_uid=two.next_uid + 1)
    refused(b.state.with_game(two), "B-INV-3")


def test_a_damaged_location_is_emptied_b_inv_7() -> None:
    """B-INV-7, B-DMG-1, B-SICK-1: right after Command is damaged nobody is in it: the
    characters there have gone to Sickbay (they may walk in again later)."""
    b = board(4, 2)
    game = b.game
    for seat in (0, 1):
        game = m.replace_player(game, seat, attrs.evolve(game.players[seat], location=COMMAND))
    after = se.GalacticaDamaged("base.damage.galactica_command").apply(game)
    assert COMMAND in after.damaged_locations
    assert not [p for p in after.players if p.location == COMMAND]
    assert after.players[0].location == after.players[1].location == SICKBAY
    check_invariants(b.state.with_game(after))


def test_once_per_game_means_once_b_inv_24() -> None:
    """B-INV-24: a once-per-game ability is recorded once; a second use is refused."""
    b = board(4, 2)
    used = "base.ability.roslin_skilled_politician"
    check_invariants(changed(b, once_per_game_used=(used,)))
    refused(changed(b, once_per_game_used=(used, used)), "B-INV-24")


def test_two_destiny_cards_per_check_b_inv_27() -> None:
    """B-INV-27: a check holds exactly 2 destiny cards once dealt, and reveals exactly its own
    cards."""
    b = board(4, 2)
    game = b.game
    two, rest = game.destiny[:2], game.destiny[2:]
    check = Check("base.location.brig", 7, ("politics", "tactics"), 0, destiny=two)
    check = attrs.evolve(check, played=((),) * 4)
    good = attrs.evolve(game, destiny=rest, check=check)
    check_invariants(b.state.with_game(good))
    one = attrs.evolve(good, destiny=game.destiny[1:], check=attrs.evolve(check, destiny=two[:1]))
    refused(b.state.with_game(one), "B-INV-27")
    shown = attrs.evolve(good, check=attrs.evolve(check, revealed=two[:1], total=1, result="fail"))
    refused(b.state.with_game(shown), "B-INV-27")


def test_ship_limits_and_conservation_b_inv_28_31_32() -> None:
    """B-INV-28: at most 2 basestars, 4 heavy raiders, 16 raiders, 4 centurions; B-INV-31: the 8
    vipers are all accounted for; B-INV-32: at most 4 raptors."""
    b = board(4, 2, cylons=[("basestar", 1)] * 2 + [("heavy_raider", 2)] * 4)
    check_invariants(b.state)
    extra = CylonShip(b.game.next_uid, "basestar", 3)
    refused(
        changed(b, cylon_ships=(*b.game.cylon_ships, extra), next_uid=b.game.next_uid + 1),
        "B-INV-28",
    )
    refused(changed(b, centurions=(0, 0, 1, 1, 2)), "B-INV-28")
    uid = b.game.next_uid
    heavy = CylonShip(uid, "heavy_raider", 5)
    refused(changed(b, cylon_ships=(*b.game.cylon_ships, heavy), next_uid=uid + 1), "B-INV-28")
    raiders = tuple(CylonShip(uid + i, "raider", 1 + i % 6) for i in range(17))
    full = changed(b, cylon_ships=(*b.game.cylon_ships, *raiders[:16]), next_uid=uid + 16)
    check_invariants(full)  # 16 raiders (and 4 heavy raiders, 2 basestars) are allowed
    refused(changed(b, cylon_ships=(*b.game.cylon_ships, *raiders), next_uid=uid + 17), "B-INV-28")
    refused(changed(b, vipers_reserve=b.game.vipers_reserve + 1), "B-INV-31")
    refused(changed(b, raptors=5), "B-INV-32")


def test_revealed_cylons_and_only_they_in_the_cylon_locations_b_inv_4_b_inv_5() -> None:
    """B-INV-4: a revealed Cylon outside the Cylon locations, or an unrevealed character in one,
    is refused; B-INV-5: so is a revealed Cylon on Galactica, on Colonial One or in space."""
    b = table()
    seat = next(s for s in range(3) if s not in (b.game.president, b.game.admiral))
    caprica = "base.location.caprica"
    check_invariants(seat_changed(b, seat, revealed=True, location=caprica))
    refused(seat_changed(b, seat, location=caprica), "B-INV-4")
    for place in ("base.location.command", "base.location.press_room"):
        refused(seat_changed(b, seat, revealed=True, location=place), "B-INV-4")
    pilot = board(4, 1, vipers=[(5, 2)])  # seat 2 in space in his viper
    assert 2 not in (pilot.game.president, pilot.game.admiral)
    check_invariants(pilot.state)
    refused(seat_changed(pilot, 2, revealed=True), "B-INV-4")


def test_a_reveal_ended_by_the_games_end_is_not_refused_b_inv_4() -> None:
    """Exodus sweep seed 2000002 (6 seats, Personal Goals): a reveal's own effect destroyed
    Galactica before the revealer moved, so the finished game holds a revealed Cylon aboard;
    once the game is over (its stack empty) B-INV-4 is not read; before, it still is."""
    b = table()
    seat = next(s for s in range(3) if s not in (b.game.president, b.game.admiral))
    aboard = seat_changed(b, seat, revealed=True)
    refused(aboard, "B-INV-4")
    ended = Outcome("cylons", "galactica_destroyed", "Galactica is destroyed.", (seat,))
    check_invariants(attrs.evolve(aboard, stack=(), outcome=ended))


def test_resources_at_the_start_of_a_turn_b_inv_38() -> None:
    """B-INV-38 (R-101): during a turn a resource may stand at 0, but no turn begins with one
    at 0 (the end of the previous turn would have ended the game)."""
    b = table()  # the first player's Movement step is ahead
    refused(changed(b, fuel=0), "B-INV-38")
    mid = b.state.pop()  # the Movement step done: the turn is under way
    assert not any(isinstance(f, tf.MovementStep) for f in mid.stack)
    check_invariants(mid.with_game(attrs.evolve(b.game, fuel=0)))


def test_a_turn_cut_short_before_its_movement_may_hold_a_resource_at_0_b_inv_38() -> None:
    """B-INV-38 (R-101): a step an expansion lays out before Receive Skills may execute the player
    (Ionian Nebula's disaster, 4 seats, seed 2000020), the morale then at 0 until his cut-short turn
    ends; the check reads "a turn begins" as its Receive Skills or Movement step being next."""
    b = table()
    current = b.game.current
    refused(changed(b, morale=0).push(tf.ReceiveSkills(current)), "B-INV-38")
    executed = changed(b, morale=0).push(ChooseNewCharacter(current, "test"))
    assert any(isinstance(f, tf.MovementStep) for f in executed.stack)
    check_invariants(executed)


def test_jump_track_at_5_only_in_a_jump_b_inv_39() -> None:
    """B-INV-39, B-JUMP-4: the track is 0-4 between steps; at 5 only while the jump it set off
    is under way."""
    b = table()
    refused(changed(b, jump_track=5), "B-INV-39")
    jumping = changed(b, jump_track=5).push(tf.FinishJump(b.game.current))
    check_invariants(jumping)


def test_distance_covers_the_destinations_b_inv_41() -> None:
    """B-INV-41 (docs/rulings.md): the checker refuses a distance below the sum of the
    destinations travelled (a passed Legendary Discovery adds 1 more without a card)."""
    b = table()
    cards = m.data()
    dest = next(d.id for d in cards.destinations if int(d.extra.get("distance", 0)) >= 2)
    deck = list(b.game.destination_deck)
    deck.remove(dest)
    travelled = changed(b, destinations=(dest,), destination_deck=tuple(deck), distance=2)
    check_invariants(travelled)
    refused(travelled.with_game(attrs.evolve(travelled.game, distance=1)), "B-INV-41")


def test_sleeper_phase_only_after_distance_4_b_inv_23() -> None:
    """B-INV-23: a game whose Sleeper Agent phase is done below distance 4 is refused."""
    b = table()
    check_invariants(changed(b, sleeper_done=True, distance=4))
    refused(changed(b, sleeper_done=True, distance=3), "B-INV-23")


def test_cylon_ships_activate_only_when_told_b_inv_43() -> None:
    """B-INV-43: an activation runs in the Activate Cylon Ships step, a Cylon attack card or an
    effect's ops; one set off straight from the Action step is refused."""
    b = table()
    seat = b.game.current
    check_invariants(b.state.push(tf.ActivationStep(seat), act.ActivateCylons(seat, "raiders")))
    refused(b.state.push(tf.ActionStep(seat), act.ActivateCylons(seat, "raiders")), "B-INV-43")


def test_random_games_keep_the_invariants_b_inv_44_b_inv_45() -> None:
    """B-INV-44: once the game is over nothing changes (a command is refused, state untouched);
    B-INV-45: the seats keep their characters and the turns go clockwise; every state of the
    game passes `check_invariants`."""
    turns: list[tuple[int, int]] = []
    characters: list[tuple[str, ...]] = []

    def step(game: Game) -> None:
        value: BaseGame = game.state.game
        check_invariants(game.state)
        if value.set_up:
            characters.append(tuple(p.character for p in value.players))
            if not turns or turns[-1] != (value.turn, value.current):
                turns.append((value.turn, value.current))

    game = random_playout("base", 4, 4242, options=OMIT, on_step=step)
    assert game.is_over and len(set(characters)) == 1
    for (t1, s1), (t2, s2) in zip(turns, turns[1:], strict=False):
        assert t2 == t1 + 1 and s2 == (s1 + 1) % 4
    state, events = game.state, len(game.events)
    with pytest.raises(GameOver):
        game.play(tc.PassAction(0))
    assert game.state == state and len(game.events) == events


def test_civilian_ships_conserved_through_random_games_b_inv_33() -> None:
    """B-INV-33: pile + on the board + destroyed = 12 after every command of random games (the
    destroyed ones counted from the log: shown and lost from the pile, or destroyed in space)."""
    total = m.data().components.count("civilian_ship")
    lost = ("base.civilian_destroyed", "base.civilian_lost")

    def step(game: Game) -> None:
        value: BaseGame = game.state.game
        if value.set_up:
            gone = sum(1 for e in game.events if e.tag in lost)
            assert len(value.civilian_pile) + len(value.civilians) + gone == total

    destroyed = 0
    for seed in (7, 8):
        game = random_playout("base", 4, seed, options=OMIT, on_step=step)
        destroyed += sum(1 for e in game.events if e.tag in lost)
    assert total == 12 and destroyed > 0

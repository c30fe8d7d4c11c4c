"""The "CAG chooses" Crisis and Super Crisis cards of the Cylon Fleet (part ``bsg_exodus.fleet``,
cards.py; X-FLEET-SETUP-2, X-CAG-2): the CAG decides them, and their effects in scenarios."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import board as fb
from test_fleet import fleet_board, of

from bsgcore.base import ActivateVipers, CharacterExecuted, RunOps, ViperHit
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

DETENTE = "exodus.crisis.detente"
REVIEW = "exodus.crisis.review_camera_footage"
RETURN = "exodus.crisis.return_to_duty"
ROOKIE = "exodus.crisis.training_a_rookie"
BLIND = "exodus.super_crisis.fighting_blind"
MEDAL = "exodus.crisis.medal_of_distinction"
ROSLIN, STARBUCK, APOLLO = (
    "base.character.laura_roslin",
    "base.character.kara_starbuck_thrace",
    "base.character.lee_apollo_adama",
)
HANGAR, COMMAND, SICKBAY = (
    "base.location.hangar_deck",
    "base.location.command",
    "base.location.sickbay",
)


def run_ops(b: Board, card: str, path: str) -> tuple[Board, list]:  # type: ignore[type-arg]
    """The ops of `card` at `path` run for the current player (as a crisis option is), over a
    resting frame, up to the first decision."""
    return edits.resting(b).run(RunOps(card, path, b.game.current))


@pytest.mark.rules("X-CAG-2", "X-CARD-2")
@pytest.mark.parametrize("card", (DETENTE, ROOKIE))
def test_the_cag_chooses_the_option(card: str) -> None:
    """Drawn by the current player, a "CAG chooses" card asks the CAG (another seat)."""
    cag = (fleet_board().game.current + 1) % 3
    b = fleet_board(cag=cag)  # set up without the option: the card is boxed, put it back
    b = edits.with_game(b, attrs.evolve(b.game, crisis_deck=(card, *b.game.crisis_deck)))
    after = edits.drawn(b, card)
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("crisis_option", cag)


@pytest.mark.rules("X-PURSUIT-1", "X-PURSUIT-2")
def test_detente_a_returns_the_vipers_and_advances_the_pursuit_marker() -> None:
    """Option a: every viper in space back to the Reserves (its pilot to the Hangar Deck), the
    marker 1 space on: from Start to the one-civilian space, so the CAG places a ship."""
    b = fleet_board(cag=1, vipers=[(2, 0), (5, -1)])
    reserve = b.game.vipers_reserve
    after, _ = run_ops(b, DETENTE, "option_a")
    assert not after.game.vipers and after.game.vipers_reserve == reserve + 2
    assert after.game.players[0].location == HANGAR
    assert fb.fleet(after.state).pursuit == 1
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("exodus_civilian_area", 1)


@pytest.mark.rules("X-PURSUIT-5")
def test_the_pursuit_op_reaching_auto_attack_empties_the_board() -> None:
    """Review Camera Footage a from the two-civilian space: the marker enters Auto Attack, the
    board's ships go to the main board and the marker is back on Start."""
    b = fleet_board(cag=1, pursuit=3, areas={0: (2, 0, 0)})
    after, events = run_ops(b, REVIEW, "option_a")
    value = fb.fleet(after.state)
    assert value.pursuit == 0 and value.held("raider") == 0
    assert any(e.tag == "base.ships_placed" for e in events)


def test_review_camera_footage_damages_2_reserve_vipers_then_the_cag_activates() -> None:
    """Option a: 2 Reserves vipers damaged, the marker on (the empty space), then the CAG (not
    the current player) activates 1 unmanned viper (base's op, by its ``who``)."""
    cag = (fleet_board().game.current + 1) % 3
    b = fleet_board(cag=cag, pursuit=1, vipers=[(3, -1)])
    reserve, damaged = b.game.vipers_reserve, b.game.vipers_damaged
    after, _ = run_ops(b, REVIEW, "option_a")
    assert (after.game.vipers_reserve, after.game.vipers_damaged) == (reserve - 2, damaged + 2)
    assert fb.fleet(after.state).pursuit == 2
    top = after.state.top
    assert isinstance(top, ActivateVipers) and (top.seat, top.count) == (cag, 1)


def test_return_to_duty_offers_a_launch_to_each_pilot_on_galactica() -> None:
    """Option a: Starbuck and Apollo (Piloting, on Galactica) are each offered a launch, Roslin
    (no Piloting) is not; Starbuck launches (base's Hangar Deck launch), Apollo declines."""
    b = fleet_board(cag=1, characters=[ROSLIN, STARBUCK, APOLLO])
    starbuck, apollo = (edits.seat_of(b.game, c) for c in (STARBUCK, APOLLO))
    for seat in (starbuck, apollo):
        b = edits.placed(b, seat, COMMAND)
    after, _ = run_ops(b, RETURN, "option_a")
    asked = []
    while after.pending is not None and after.pending.kind == "exodus_may_launch":
        seat = after.pending.seat
        asked.append(seat)
        after, _ = after.play(after.option("exodus.launch_or_not", launch=seat == starbuck))
        if after.pending is not None and after.pending.kind == "launch_pilot":
            after, _ = after.play(after.pending.options[0])
    assert sorted(asked) == sorted((starbuck, apollo))
    assert [v.pilot for v in after.game.vipers] == [starbuck]


def test_training_a_rookie_b_the_cag_damages_2_working_vipers() -> None:
    """Option b: the CAG picks 2 working vipers, from the Reserves or in space; a flown one sends
    its pilot to Sickbay."""
    b = fleet_board(cag=2, vipers=[(2, 0)])
    reserve, damaged = b.game.vipers_reserve, b.game.vipers_damaged
    after, _ = run_ops(b, ROOKIE, "option_b")
    assert after.pending is not None and after.pending.seat == 2
    uid = b.game.vipers[0].uid
    assert sorted(o.viper for o in after.pending.options) == [-1, uid]  # type: ignore[attr-defined]
    after, events = after.play(after.option("exodus.damage_viper", viper=uid))
    assert of(events, ViperHit) == [ViperHit(uid, False)]
    assert after.game.players[0].location == SICKBAY
    after, _ = after.play(after.option("exodus.damage_viper", viper=-1))
    assert (after.game.vipers_reserve, after.game.vipers_damaged) == (reserve - 1, damaged + 2)
    assert after.pending is not None and after.pending.kind != "exodus_damage_viper"


def test_fighting_blind_b_executes_the_cag() -> None:
    """Option b: the CAG (not the current player) is executed."""
    cag = (fleet_board().game.current + 1) % 3
    after, events = run_ops(fleet_board(cag=cag), BLIND, "option_b")
    while not of(events, CharacterExecuted) and after.pending is not None:
        after, events = after.play(after.pending.options[0])
    assert [e.seat for e in of(events, CharacterExecuted)] == [cag]


@pytest.mark.rules("X-CARD-5", "X-CAG-10", "X-CAG-11")
def test_medal_of_distinction_with_the_fleet_the_cag_places_in_empty_areas() -> None:
    """With the Cylon Fleet the CAG (not the Admiral) places each of the 2 civilian ships, in an
    area holding none: a ship in area 3 already, then his first one in area 5."""
    cag = (fleet_board().game.admiral + 1) % 3
    b = fleet_board(cag=cag, civilians=[(3, "population_1")])
    after, _ = run_ops(b, MEDAL, "option_a")
    for taken in ({3}, {3, 5}):
        assert after.pending is not None
        assert (after.pending.kind, after.pending.seat) == ("exodus_civilian_area", cag)
        areas = {o.area for o in after.pending.options}  # type: ignore[attr-defined]
        assert areas == set(range(1, 7)) - taken
        after, _ = after.play(after.option("exodus.place_civilian_at", area=min(areas - {1, 2, 4})))
    assert sorted(c.area for c in after.game.civilians) == [3, 5, 6]


def test_return_to_duty_skips_a_pilot_in_space_or_stranded() -> None:
    """A pilot already in space or stranded (Helo's start) is not on Galactica: not asked."""
    b = fleet_board(cag=1, characters=[ROSLIN, STARBUCK, APOLLO])
    starbuck, apollo = (edits.seat_of(b.game, c) for c in (STARBUCK, APOLLO))
    b = edits.with_player(b, starbuck, location="stranded")
    b = edits.placed(b, apollo, COMMAND)
    after, _ = run_ops(b, RETURN, "option_a")
    assert after.pending is not None
    assert (after.pending.kind, after.pending.seat) == ("exodus_may_launch", apollo)
    after, _ = after.play(after.option("exodus.launch_or_not", launch=False))
    assert after.pending is not None and after.pending.kind != "exodus_may_launch"


ORDER = "exodus.quorum.presidential_order"


@pytest.mark.rules("X1-CARD-QUO-ORDER")
def test_presidential_order_with_the_fleet_may_give_the_cag_title() -> None:
    """With the Cylon Fleet the President chooses the Admiral or the CAG title, then the player
    who gets it: here the CAG title, to a player who held none."""
    b = fleet_board(cag=0)
    president = b.game.president
    other = next(s for s in range(3) if s not in (0, b.game.admiral)) if b.game.admiral != 0 else 1
    b, _ = edits.resting(b).run(RunOps(ORDER, "effects", president))
    assert b.pending is not None and b.pending.seat == president
    assert len(b.pending.options) == 2  # the Admiral or the CAG title
    b, _ = b.play(b.pending.options[1])
    assert b.pending is not None and b.pending.seat == president
    b, _ = b.play(b.option("base.pick", value=other))
    assert b.game.titles["cag"] == other


CAG_CARDS = (
    "exodus.crisis.detente",
    "exodus.crisis.raiders_inbound",
    "exodus.crisis.return_to_duty",
    "exodus.crisis.review_camera_footage",
    "exodus.crisis.tracked_by_radiation",
    "exodus.crisis.training_a_rookie",
    "exodus.super_crisis.fighting_blind",
)


@pytest.mark.parametrize("option", ("option_a", "option_b"))
@pytest.mark.parametrize("card", CAG_CARDS)
def test_every_option_of_the_cag_cards_resolves(card: str, option: str) -> None:
    """Each option, answered with the first choice offered each time, runs to its end (back to
    the resting frame) with ships, vipers and pilots about."""
    b = fleet_board(
        cag=1, cylons=[("raider", 2), ("basestar", 3)], vipers=[(5, 0), (6, -1)], pursuit=1
    )
    b, _ = run_ops(b, card, option)
    for _ in range(60):
        if b.pending is None or b.pending.kind == "base.not_implemented":
            break
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == "base.not_implemented"

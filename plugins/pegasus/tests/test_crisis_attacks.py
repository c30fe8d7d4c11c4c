"""The Pegasus Cylon attack cards kept in play (pegasus.md Appendix A.6): Dogfight's Constant
Barrage, The Guardians' Raptor Crew Captured, Lured into a Trap's Dangerous Repairs (R-209)."""

from __future__ import annotations

import attrs
import pytest
from crisis_scenes import (
    attacked,
    fire,
    jumped,
    raiders_activated,
    settled,
    ships,
    table,
    with_ships,
)

from bsgcore.base import CharacterExecuted, RunOps
from bsgcore.testing.scenarios.edits import at_step, cylon_at, edit, placed, with_game
from bsgcore.testing.scenarios.space import Board

DOGFIGHT = "pegasus.crisis.dogfight"
GUARDIANS = "pegasus.crisis.the_guardians"
LURED = "pegasus.super_crisis.lured_into_a_trap"
FTL = "base.location.ftl_control"
ENGINE_ROOM = "pegasus.location.engine_room"
CAPRICA = "base.location.caprica"
PLAY_SUPER = "effects/0/options/0/effects"


def test_dogfight_places_its_ships_and_stays_in_play() -> None:
    """A basestar and 2 raiders in charlie, 2 raiders in delta; the card stays in play."""
    scene = attacked(DOGFIGHT)
    assert [s.area for s in ships(scene, "basestar")] == [3]
    assert sorted(s.area for s in ships(scene, "raider")) == [3, 3, 4, 4]
    assert DOGFIGHT in scene.game.in_play


def test_constant_barrage_launches_two_raiders_per_basestar_after_the_activation() -> None:
    """Raiders activated: the 4 raiders act, then the basestar launches 2 more, which do not."""
    scene = attacked(DOGFIGHT)
    after, out = raiders_activated(scene)
    raiders = ships(after, "raider")
    assert len(raiders) == 6
    new = [s for s in raiders if s.uid >= scene.game.next_uid]
    assert len(new) == 2 and all(s.area == 3 for s in new)
    moved = {e.uid for e in out if type(e).__name__ == "ShipMoved"}  # the launched ones stay put
    assert not moved & {s.uid for s in new}


def test_without_dogfight_no_extra_raiders_are_launched() -> None:
    """The same board without the card in play: raiders act, nothing is launched."""
    scene = attacked(DOGFIGHT)
    scene = with_game(scene, attrs.evolve(scene.game, in_play=()))
    after, _ = raiders_activated(scene)
    assert len(ships(after, "raider")) == 4


def test_dogfight_leaves_play_once_no_raider_is_on_the_board() -> None:
    """The last raider destroyed: the card leaves play for the discard pile."""
    scene = edit(attacked(DOGFIGHT), crisis="")
    basestar, raider = ships(scene, "basestar")[0], ships(scene, "raider")[0]
    scene = with_ships(scene, basestar=[basestar.uid], raider=[raider.uid])
    after, _ = fire(scene, raider.uid, 8)
    assert DOGFIGHT not in after.game.in_play and DOGFIGHT in after.game.crisis_discard


@pytest.mark.parametrize("in_play", [True, False])
def test_raptor_crew_captured_costs_morale_and_a_raptor_per_basestar(in_play: bool) -> None:
    """A basestar destroyed while The Guardians is in play: 1 morale and 1 raptor lost; after
    it has left play, nothing."""
    scene = edit(attacked(GUARDIANS), crisis="")
    if not in_play:
        scene = table(cylons=[("basestar", 1)])
    basestar = ships(scene, "basestar")[0]
    worn = attrs.evolve(basestar, damage=("a", "b"))  # 2 damage: the next hit destroys it
    game = scene.game
    cylons = tuple(worn if s.uid == basestar.uid else s for s in game.cylon_ships)
    scene = with_game(scene, attrs.evolve(game, cylon_ships=cylons))
    morale, raptors = game.morale, game.raptors
    after, _ = fire(scene, basestar.uid, 8)
    assert not ships(after, "basestar")
    lost = 1 if in_play else 0
    assert (after.game.morale, after.game.raptors) == (morale - lost, raptors - lost)


def lured(trapped: dict[int, str]) -> object:
    """Lured into a Trap played by Baltar (a revealed Cylon at Caprica) and resolved, with these
    seats then standing in these places."""
    start = edit(cylon_at(table(), 3, CAPRICA, supers=(LURED,)), current=3)
    scene = at_step(start, RunOps(CAPRICA, PLAY_SUPER, 3))
    for seat, where in trapped.items():
        scene = placed(scene, seat, where)
    return edit(scene, crisis="")


@pytest.mark.rules("P-EXEC-16")
def test_dangerous_repairs_execute_who_is_in_ftl_control_or_engine_room_after_the_jump() -> None:
    """The fleet jumps with the card in play: Starbuck (FTL Control) and Roslin (Engine Room)
    are executed once the jump is resolved, in seat order; Adama is not; the card is gone."""
    scene = lured({2: FTL, 0: ENGINE_ROOM})
    assert LURED in scene.game.in_play
    after, out = settled(*jumped(scene))
    executed = [e.seat for e in out if isinstance(e, CharacterExecuted)]
    assert executed == [0, 2]
    assert LURED not in after.game.in_play and LURED in after.game.super_crisis_discard
    kinds = [type(e).__name__ for e in out]
    assert kinds.index("DestinationChosen") < kinds.index("CharacterExecuted")


def final_jump(scene: object, **changes: object) -> tuple[object, list[object]]:
    """The Kobol objective (``new_caprica`` off): the fleet jumps at distance 8 (the game ends),
    every decision answered with the first."""
    assert isinstance(scene, Board)
    state = attrs.evolve(scene.state, options={**scene.state.options, "new_caprica": False})
    return settled(*jumped(edit(Board(scene.rules, state), distance=8, **changes)))


@pytest.mark.rules("P-EXEC-16")
def test_dangerous_repairs_execute_before_victory_on_the_final_jump() -> None:
    """The final jump with the card in play: Starbuck (FTL Control) is executed, then the
    humans win; without anyone trapped the game ends at once."""
    after, out = final_jump(lured({2: FTL}))
    kinds = [type(e).__name__ for e in out]
    assert [e.seat for e in out if isinstance(e, CharacterExecuted)] == [2]
    assert kinds.index("CharacterExecuted") < kinds.index("GameEnded")
    assert after.state.outcome is not None and after.state.outcome.winner == "humans"
    _, free = final_jump(lured({}))
    assert not any(isinstance(e, CharacterExecuted) for e in free)


@pytest.mark.rules("P-EXEC-16")
def test_the_final_jumps_executions_can_make_the_humans_lose() -> None:
    """Morale at 1: the human executed in Engine Room costs the last morale, so the Cylons win
    although the fleet reached its goal."""
    after, out = final_jump(lured({0: ENGINE_ROOM}), morale=1)
    assert any(isinstance(e, CharacterExecuted) for e in out)
    assert after.state.outcome is not None and after.state.outcome.winner == "cylons"

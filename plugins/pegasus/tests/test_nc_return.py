"""Before and after Galactica's return (P-PRE-*, P-ORB-*, P-NCC-4, -5, -7, P-NC-6, P-INV-15)."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_pegasus.newcaprica import names as n
from nc_scenes import part, run, settled, with_part

from bsgcore.testing.scenarios import edits, turn


def jump(board):  # type: ignore[no-untyped-def]
    return run(board, board.rules.registry.tags["base.f.jump"](board.game.current))


def space(game):  # type: ignore[no-untyped-def]
    return (game.cylon_ships, game.vipers, game.civilians, game.centurions)


@pytest.mark.rules("P-ORB-1", "P-ORB-2", "P-ORB-3", "P-ORB-4", "P-NC-4")
def test_reaching_auto_jump_brings_galactica_back_with_its_welcome() -> None:
    board = edits.edit(settled(), jump_track=5, cylon_ships=(), vipers=())
    after, events = jump(board)
    assert part(after).phase == n.ORBIT
    assert after.game.distance == board.game.distance  # no jump, no distance
    assert not [e for e in events if e.tag == "base.destinations_drawn"]
    ships = Counter((s.kind, s.area) for s in after.game.cylon_ships)
    for area in n.ABOVE_GALACTICA:
        assert ships[("basestar", area)] == 1 and ships[("raider", area)] == 4
    vipers = Counter(v.area for v in after.game.vipers)
    assert all(vipers[a] == 2 for a in n.LAUNCH_AREAS)
    assert all(v.pilot < 0 for v in after.game.vipers)
    assert after.game.jump_track == 0  # the track is used no more (P-ORB-6)


@pytest.mark.rules("P-NC-6", "P-NC-5", "P-INV-29")
def test_no_jump_during_the_phase() -> None:
    board = edits.edit(with_part(settled(), phase=n.ORBIT), jump_track=5, distance=9)
    after, events = jump(board)
    assert after.state.outcome is None  # no win by distance (P-NC-5)
    assert after.game.distance == board.game.distance
    assert part(after).phase == n.ORBIT
    assert not [e for e in events if e.tag.startswith("base.") and "jump" in e.tag]


def activation(board, code):  # type: ignore[no-untyped-def]
    board = edits.with_game(board, turn.with_crisis(board.game, code))
    return run(board, board.rules.registry.tags["base.f.activation"](board.game.current))


RAIDERS_AND_FORCES = "pegasus.nc_crisis.hiding_underground"
FORCES = "pegasus.nc_effect.activate_occupation_forces"


@pytest.mark.rules("P-NCC-4", "P-NCC-5", "P-PRE-1", "P-PRE-5", "P-INV-15", "P-NCC-6")
def test_before_the_return_ship_icons_are_ignored_and_forces_still_activate() -> None:
    board = edits.edit(settled(), cylon_ships=turn.table().game.cylon_ships, centurions=(1,))
    assert board.game.cylon_ships
    after, _ = activation(board, RAIDERS_AND_FORCES)
    assert space(after.game) == space(board.game)
    assert part(after).forces == (n.OCCUPATION_AUTHORITY,)


@pytest.mark.rules("P-NCC-7", "P-ORB-5", "P-NCC-9")
def test_after_the_return_ship_icons_are_resolved_then_the_forces() -> None:
    """The card prints the raiders' icon before the forces': the raiders activate first, the
    forces once they are done (P-NCC-9, left to right)."""
    board, _ = jump(edits.edit(with_part(settled(), phase=n.OCCUPIED), jump_track=5))
    board = edits.resting(board)
    before = space(board.game)
    after, _ = activation(board, RAIDERS_AND_FORCES)
    tags = [f.tag for f in after.state.stack]
    activating = "base.f.raider_activation" in tags
    assert activating or space(after.game) != before  # the raiders activate
    if activating:  # the forces' activation waits under the raiders'
        assert part(after).forces == ()
        waiting = [i for i, f in enumerate(after.state.stack) if getattr(f, "source", "") == FORCES]
        assert waiting and waiting[0] < tags.index("base.f.raider_activation")
    for _ in range(50):
        if after.pending is None or not after.pending.options:
            break
        after, _ = after.play(after.pending.options[0])
    assert part(after).forces == (n.OCCUPATION_AUTHORITY,)


@pytest.mark.rules("P-PRE-7", "P-NCC-2")
def test_before_the_return_resource_losses_apply() -> None:
    board = settled()
    code = "pegasus.nc_crisis.ncp_graduation"  # a choice: -1 morale or -1 population
    board = edits.with_game(board, turn.with_crisis(board.game, code))
    step = board.rules.registry.tags["base.f.resolve_crisis"](board.game.current)
    asked, _ = run(board, step)
    choice = asked.pending.options[0]  # type: ignore[union-attr]
    after, _ = asked.play(choice)
    lost = (board.game.morale - after.game.morale) + (board.game.population - after.game.population)
    assert lost == 1

"""Moving and acting on New Caprica: the planet's moves (P-NCM-*), the Actions by side (P-NCL-3),
attacking occupation forces (P-AOF-*), detaining (P-DTN-*), and what the phase forbids."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import actions, content
from bsg_pegasus.newcaprica import names as n
from nc_scenes import at, options, part, settled, with_part

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits, turn

MOVE, USE = "base.move", "pegasus.nc.use_action"


def board_of(board, location: str) -> str:  # type: ignore[no-untyped-def]
    with using_rules(board.rules):
        return str(data().location(location).board)


@pytest.mark.rules("P-NCM-1", "P-NCM-2", "P-INV-14", "P-HAZ-2")
def test_before_the_return_moves_stay_on_the_planet_free_and_never_into_hazard() -> None:
    board = settled()
    moves = options(board, MOVE)
    assert moves
    places = {m.to for m in moves}  # type: ignore[attr-defined]
    assert places == {n.OCCUPATION_AUTHORITY, n.BREEDERS_CANYON, n.SHIPYARD}
    assert all(not m.discard for m in moves)  # type: ignore[attr-defined]


@pytest.mark.rules("P-DET-10")
def test_nobody_moves_out_of_detention() -> None:
    board = at(settled(), 0, n.DETENTION)
    assert not options(board, MOVE)
    assert options(board, "base.stay")


@pytest.mark.rules("P-NCM-3", "P-NCM-4", "P-INV-13")
def test_after_the_return_humans_reach_galactica_for_a_card_never_colonial_one() -> None:
    board = with_part(settled(), phase=n.ORBIT)
    moves = options(board, MOVE)
    boards = {board_of(board, m.to) for m in moves}  # type: ignore[attr-defined]
    assert n.GALACTICA in boards and n.COLONIAL_ONE not in boards
    assert all(m.discard for m in moves if board_of(board, m.to) == n.GALACTICA)  # type: ignore[attr-defined]
    away = at(board, 0, "base.location.command")
    back = [m for m in options(away, MOVE) if m.to in n.LOCATIONS]  # type: ignore[attr-defined]
    assert back and all(m.discard for m in back)  # type: ignore[attr-defined]


@pytest.mark.rules("P-PRE-6")
def test_no_nuke_before_the_return() -> None:
    board = settled()
    launch = board.rules.registry.tags["base.launch_nuke"](board.game.admiral)
    assert actions.forbid(board.state, launch)
    assert actions.forbid(with_part(board, phase=n.ORBIT).state, launch) is None


def action_board(seat: int, location: str, forces: tuple[str, ...] = (), **player):  # type: ignore[no-untyped-def]
    board = with_part(at(settled(), seat, location), forces=forces)
    if player:
        board = edits.with_player(board, seat, **player)
    return edits.at_action(board, seat)


@pytest.mark.rules("P-AOF-1", "P-NCL-6")
def test_a_human_may_attack_only_where_a_token_stands() -> None:
    here = action_board(0, n.BREEDERS_CANYON, (n.BREEDERS_CANYON,))
    assert [o for o in options(here, USE) if o.action == content.ATTACK_ACTION]  # type: ignore[attr-defined]
    empty = action_board(0, n.BREEDERS_CANYON, (n.SHIPYARD,))
    assert not [o for o in options(empty, USE) if o.action == content.ATTACK_ACTION]  # type: ignore[attr-defined]


@pytest.mark.rules("P-AOF-2")
def test_an_attack_removes_a_token_on_5_or_more() -> None:
    seen = set()
    for seed in range(12):
        board = with_part(at(settled(seed), 0, n.SHIPYARD), forces=(n.SHIPYARD,))
        board = edits.at_action(board, 0)
        attack = next(o for o in options(board, USE) if o.action == content.ATTACK_ACTION)  # type: ignore[attr-defined]
        after, events = board.play(attack)
        rolled = [e.value for e in events if e.tag == "base.die_rolled"]
        assert len(rolled) == 1
        seen.add(rolled[0] >= n.ATTACK_HITS)
        assert (part(after).forces == ()) == (rolled[0] >= n.ATTACK_HITS)
    assert seen == {True, False}


@pytest.mark.rules("P-DTN-1", "P-DTN-4", "P-DTN-5", "P-NCL-3")
def test_a_cylon_detains_only_with_a_token_and_a_human_there() -> None:
    board = with_part(settled(), forces=(n.SHIPYARD,))
    board = at(at(board, 1, n.SHIPYARD), 2, n.SHIPYARD)
    board = edits.with_player(board, 0, revealed=True, location=n.SHIPYARD)
    board = edits.at_action(board, 0)
    detains = [o for o in options(board, USE) if o.action == content.DETAIN_ACTION]
    assert sorted(o.target for o in detains) == [1, 2]  # type: ignore[attr-defined]
    cylon_side = {o.action for o in options(board, USE)}  # type: ignore[attr-defined]
    assert "pegasus.nc_action.shipyard_cylon" in cylon_side
    assert "pegasus.nc_action.shipyard_human" not in cylon_side
    assert content.ATTACK_ACTION not in cylon_side
    board = with_part(board, forces=())
    board = edits.at_action(edits.resting(board), 0)
    assert not [o for o in options(board, USE) if o.action == content.DETAIN_ACTION]  # type: ignore[attr-defined]


@pytest.mark.rules("P-DTN-2", "P-DTN-3", "P-DTN-6")
def test_detain_roll_1_3_detention_4_7_medical_center_8_nothing() -> None:
    seen = set()
    for seed in range(16):
        board = with_part(at(settled(seed), 1, n.SHIPYARD), forces=(n.SHIPYARD,))
        board = edits.with_player(board, 0, revealed=True, location=n.SHIPYARD)
        board = edits.at_action(board, 0)
        detain = next(o for o in options(board, USE) if o.action == content.DETAIN_ACTION)  # type: ignore[attr-defined]
        after, events = board.play(detain)
        value = next(e.value for e in events if e.tag == "base.die_rolled")
        where = after.game.players[1].location
        want = n.DETENTION if value <= 3 else n.MEDICAL_CENTER if value <= 7 else n.SHIPYARD
        assert where == want, (value, where)
        seen.add(want)
    assert len(seen) >= 2


@pytest.mark.rules("P-NCL-3")
def test_a_human_gets_the_human_action_of_his_location() -> None:
    board = action_board(0, n.SHIPYARD)
    used = {o.action for o in options(board, USE)}  # type: ignore[attr-defined]
    assert "pegasus.nc_action.shipyard_human" in used
    assert "pegasus.nc_action.shipyard_cylon" not in used
    assert not options(board, "base.use_location")  # base's own activation is replaced


@pytest.mark.rules("P-AOF-3", "P-AOF-5", "P-AOF-6")
def test_a_missed_attack_may_be_rolled_again_for_a_maximum_firepower() -> None:
    """On a miss the attacker holding Maximum Firepower may discard it (no viper needed) to
    roll again; the new roll decides; keeping the miss leaves the token."""
    card = turn.skill("maximum_firepower", 4)
    tried = 0
    for seed in range(20):
        board = with_part(at(settled(seed), 0, n.SHIPYARD), forces=(n.SHIPYARD,))
        board = edits.with_game(board, turn.arrange(board.game, {0: [card]}, rules=board.rules))
        board = edits.at_action(board, 0)
        attack = next(o for o in options(board, USE) if o.action == content.ATTACK_ACTION)  # type: ignore[attr-defined]
        board, events = board.play(attack)
        first = next(e.value for e in events if e.tag == "base.die_rolled")
        if first >= n.ATTACK_HITS:
            assert board.pending is None or board.pending.kind != "nc_reroll"
            continue
        assert board.pending is not None and board.pending.kind == "nc_reroll"
        after, events = board.play(board.option("pegasus.nc.reroll", card=card))
        assert card not in after.game.players[0].hand
        second = next(e.value for e in events if e.tag == "base.die_rolled")
        assert (part(after).forces == ()) == (second >= n.ATTACK_HITS)
        kept, _ = board.play(board.option("pegasus.nc.reroll", card=""))
        assert part(kept).forces == (n.SHIPYARD,)
        tried += 1
    assert tried

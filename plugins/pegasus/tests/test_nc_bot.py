"""The heuristic bot on New Caprica (issue 10: humans handle New Caprica with intent)."""

from __future__ import annotations

from bsg_pegasus.newcaprica import bot, content
from bsg_pegasus.newcaprica import names as n
from nc_scenes import at, settled, with_part

from bsgcore.bots.registry import make_bot
from bsgcore.testing.scenarios import edits
from bsgcore.view import view


def choice(board, seat: int):  # type: ignore[no-untyped-def]
    player = make_bot(board.rules, "heuristic", 1)
    assert isinstance(player, bot.NewCapricaBot)
    decision = board.pending
    assert decision is not None
    return player.choose(view(board.rules, board.state, seat), decision.options)


def test_a_human_at_the_shipyard_prepares_a_ship() -> None:
    board = edits.at_action(at(settled(), 0, n.SHIPYARD), 0)
    picked = choice(board, 0)
    assert picked.tag == "pegasus.nc.use_action" and picked.action == content.SHIPYARD_HUMAN_ACTION


def test_a_human_heads_for_the_shipyard() -> None:
    board = settled()
    seat = board.game.current
    picked = choice(board, seat)
    assert picked.tag == "base.move" and picked.to == n.SHIPYARD


def test_the_admiral_orders_the_final_jump_when_the_losses_are_affordable() -> None:
    board = with_part(settled(), phase=n.ORBIT, locked=(), prepared=())
    admiral = board.game.admiral
    board = edits.holding(board, admiral, "base.loyalty.you_are_not_a_cylon")  # a human Admiral
    board = edits.at_action(board, admiral)
    assert choice(board, admiral).tag == "pegasus.nc.final_order"
    risky = edits.edit(with_part(board, locked=("population_2",) * 6), population=3)
    assert choice(risky, admiral).tag != "pegasus.nc.final_order"

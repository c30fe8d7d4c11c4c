"""The Admiral's final order and the end of a New Caprica game (P-TTL-3, P-ORB-9, P-WIN-*,
P-EVAC-5, P-INV-21)."""

from __future__ import annotations

import pytest
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.state import is_cylon_card_holder
from nc_scenes import at, options, part, settled, with_part

from bsgcore.testing.scenarios import edits

ORDER = "pegasus.nc.final_order"


def admiral_acts(board):  # type: ignore[no-untyped-def]
    return edits.at_action(board, board.game.admiral)


@pytest.mark.rules("P-ORB-9", "P-TTL-3", "P-TTL-4")
def test_only_the_admiral_orders_the_final_jump_and_only_after_the_return() -> None:
    board = settled()
    admiral = board.game.admiral
    assert not options(admiral_acts(board), ORDER)
    orbit = with_part(board, phase=n.ORBIT)
    assert options(admiral_acts(at(orbit, admiral, n.DETENTION)), ORDER)  # from anywhere
    other = (admiral + 1) % 4
    assert not options(edits.at_action(orbit, other), ORDER)


def ordered(board):  # type: ignore[no-untyped-def]
    asked = admiral_acts(board)
    return asked.play(asked.option(ORDER))


@pytest.mark.rules("P-WIN-1", "P-WIN-2", "P-EVAC-5", "P-INV-21", "P-WIN-7", "P-WIN-6")
def test_the_humans_win_when_the_losses_leave_every_resource_above_0() -> None:
    board = with_part(settled(), phase=n.ORBIT, locked=("empty",), prepared=("population_1",))
    admiral = board.game.admiral
    board = edits.edit(board, population=5, morale=5)
    away = [s for s in range(4) if s != admiral][:2]
    for seat in away:
        board = at(board, seat, "base.location.command")
    left = [s for s in range(4) if s not in away]
    for seat in left:  # those left behind are human, whatever the deal (a hidden Cylon: below)
        board = edits.holding(board, seat, "base.loyalty.you_are_not_a_cylon")
    assert not any(is_cylon_card_holder(board.game, s) for s in left)
    after, events = ordered(board)
    assert part(after).locked == () and part(after).prepared == ()
    assert sorted(part(after).executed) == sorted(left)
    assert after.game.population == 4  # the Prepared ship's 1 population
    assert after.game.morale == 5 - len(left)  # each human left behind
    assert after.state.outcome is not None and after.state.outcome.winner == "humans"


@pytest.mark.rules("P-WIN-3", "P-WIN-9")
def test_the_cylons_win_when_the_losses_empty_a_resource() -> None:
    board = with_part(settled(), phase=n.ORBIT, locked=(), prepared=("population_2",))
    board = edits.edit(board, population=2)
    for seat in range(4):
        board = at(board, seat, "base.location.command")
    after, _ = ordered(board)
    assert after.state.outcome is not None
    assert (
        after.state.outcome.winner == "cylons" and after.state.outcome.condition == "resource_empty"
    )


@pytest.mark.rules("P-WIN-3")
def test_six_damaged_galactica_locations_lose_at_the_end() -> None:
    board = with_part(settled(), phase=n.ORBIT, locked=(), prepared=())
    damaged = (
        "base.location.ftl_control", "base.location.weapons_control", "base.location.communications",
        "base.location.research_lab", "base.location.command", "base.location.admirals_quarters",
    )  # fmt: skip
    board = edits.edit(board, damaged_locations=damaged[:5])
    after, _ = ordered(board)
    assert after.state.outcome is not None and after.state.outcome.winner == "humans"
    board = edits.edit(board, damaged_locations=damaged)
    after, _ = ordered(board)
    assert after.state.outcome is not None and after.state.outcome.winner == "cylons"


@pytest.mark.rules("P-WIN-6")
def test_a_hidden_cylon_left_behind_costs_no_morale() -> None:
    board = with_part(settled(), phase=n.ORBIT, locked=(), prepared=())
    admiral = board.game.admiral
    cylon = (admiral + 1) % 4
    board = edits.holding(board, cylon, "base.loyalty.you_are_a_cylon_morale")
    for seat in range(4):
        if seat != cylon:
            board = at(board, seat, "base.location.command")
    morale = board.game.morale
    after, _ = ordered(board)
    assert part(after).executed == (cylon,)
    assert after.game.morale == morale


def test_another_plugins_final_losses_count_before_the_new_caprica_result(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Base's ``bsg_base_final_losses`` (Exodus's Personal Goals, X-LC-14) applies to the New
    Caprica ending too: a loss that empties a resource gives the Cylons the game."""
    import nc_scenes

    from bsgcore.base import ResourceChanged
    from bsgcore.testing import installed_plugins, plugin_module

    def starve(game, losses):  # type: ignore[no-untyped-def]
        return (*losses, ResourceChanged("food", -game.food))

    famine = plugin_module(
        "famine", requires=("base",), extends=("base",), bsg_base_final_losses=starve
    )
    monkeypatch.setattr(nc_scenes, "PLUGINS", ("pegasus", "famine"))
    with installed_plugins(famine):
        board = with_part(settled(), phase=n.ORBIT, locked=(), prepared=())
        after, _ = ordered(board)
    assert after.state.outcome is not None
    assert (after.state.outcome.winner, after.state.outcome.condition) == (
        "cylons",
        "resource_empty",
    )

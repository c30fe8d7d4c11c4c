"""Pegasus set-up: the Pegasus board and its four locations are in play from the start
(P-SETUP-2, P-PEG-1), Pegasus is another ship (moving there costs a card, P-PEG-2), the box's
extra "You Are Not a Cylon" card joins the loyalty pool (P-COMP-18), and the plastic basestars
change nothing: two at most (P-BS-1)."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from pegasus_helpers import PLUGINS

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import at_step, placed
from bsgcore.testing.scenarios.space import board

COMMAND = "base.location.command"


@pytest.mark.rules("P-SETUP-2", "P-PEG-1")
def test_the_pegasus_board_is_in_play_with_its_four_locations() -> None:
    """The four Pegasus locations are human locations of their own board."""
    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        cards = data()
        assert cards.components.boards[ship.BOARD] == ship.LOCATIONS
        assert all(cards.location(loc).side == "human" for loc in ship.LOCATIONS)
        assert all(cards.location(loc).damageable for loc in ship.LOCATIONS)


@pytest.mark.rules("P-PEG-2")
def test_moving_between_galactica_and_pegasus_costs_a_skill_card() -> None:
    """From Command, a move to Pegasus CIC carries a discarded card; a move on Galactica none."""
    table = board(seats=4, plugins=PLUGINS)
    seat = table.game.current
    table = placed(table, seat, COMMAND)
    frame = table.rules.registry.tags["base.f.movement"](seat)
    pending = at_step(table, frame).pending
    assert pending is not None
    to_cic = [o for o in pending.options if getattr(o, "to", "") == ship.PEGASUS_CIC]
    assert to_cic and all(o.discard for o in to_cic)
    on_galactica = [o for o in pending.options if getattr(o, "to", "") == "base.location.armory"]
    assert on_galactica and not any(o.discard for o in on_galactica)


@pytest.mark.rules("P-COMP-18")
def test_the_extra_not_a_cylon_card_is_in_the_box() -> None:
    """The loyalty pool holds Pegasus's extra "You Are Not a Cylon" card."""
    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        ids = [card.id for card in data().loyalty]
    assert "pegasus.loyalty.you_are_not_a_cylon" in ids


@pytest.mark.rules("P-BS-1")
def test_the_plastic_basestars_keep_the_limit_of_two() -> None:
    """The box still holds two basestars with Pegasus."""
    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        assert data().components.count("basestar") == 2


@pytest.mark.rules("P-TERM-2", "P-TERM-3")
def test_human_and_cylon_players_for_the_cards() -> None:
    """A revealed Cylon is a Cylon player; a hidden Cylon is still a human player."""
    from bsgcore.testing.scenarios.edits import cylon_at, holding

    table = holding(board(seats=4, plugins=PLUGINS), 2, "base.loyalty.you_are_a_cylon_morale")
    table = cylon_at(table, 1, "base.location.caprica")
    with using_rules(table.rules):
        effects = table.rules.data["base.effects"]
        humans = effects.who_values["each_human"](table.game, 0, -1)
        cylons = effects.who_values["each_revealed_cylon"](table.game, 0, -1)
    assert 1 not in humans and 2 in humans and set(humans) | {1} == {0, 1, 2, 3}
    assert cylons == (1,)


@pytest.mark.rules("P-PEG-4")
def test_cylon_players_never_move_to_pegasus() -> None:
    """A revealed Cylon's moves are the Cylon locations only: no Pegasus location."""
    from bsgcore.testing.scenarios.edits import cylon_at

    table = cylon_at(board(seats=4, plugins=PLUGINS), 1, "base.location.caprica")
    frame = table.rules.registry.tags["base.f.movement"](1)
    pending = at_step(table, frame).pending
    assert pending is not None
    assert not any(ship.on_pegasus(getattr(o, "to", "")) for o in pending.options)


@pytest.mark.rules("P-PEG-3")
def test_a_viper_pilot_moves_to_pegasus_with_a_card_and_leaves_his_viper() -> None:
    """From a viper in space, moving to Pegasus CIC costs a card and the viper goes back to
    the Reserves."""
    table = board(seats=4, plugins=PLUGINS, vipers=[(5, 0)])
    reserve = table.game.vipers_reserve
    frame = table.rules.registry.tags["base.f.movement"](0)
    moving = at_step(table, frame)
    assert moving.pending is not None
    to_cic = [o for o in moving.pending.options if getattr(o, "to", "") == ship.PEGASUS_CIC]
    assert to_cic and all(o.discard for o in to_cic)
    moved, _ = moving.play(to_cic[0])
    assert moved.game.players[0].location == ship.PEGASUS_CIC
    assert moved.game.vipers_reserve == reserve + 1 and not moved.game.vipers

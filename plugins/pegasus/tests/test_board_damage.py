"""The Pegasus board and its damage: the damage choice per single damage (P-DMG-2), the
Pegasus token drawn and its location damaged with its occupants sent to Sickbay (P-DMG-3,
P-DMG-1), no choice once no token is left (P-DMG-4), a repaired location's token back in the
pool (P-DMG-5), Pegasus destroyed (P-DMG-6, P-DMG-7), and Pegasus damage never counting toward
Galactica's destruction (P-DMG-8)."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import damage, ship
from pegasus_helpers import PLUGINS

from bsgcore.base import g, galactica_damage_count, modifiers
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import at_action, edit, placed, resting
from bsgcore.testing.scenarios.space import Board, board

CIC = ship.PEGASUS_CIC
SICKBAY = ship.SICKBAY
COMMAND = "base.location.command"
GALACTICA_FIVE = (
    "base.location.ftl_control",
    "base.location.weapons_control",
    "base.location.command",
    "base.location.admirals_quarters",
    "base.location.hangar_deck",
)


def pegasus_board(**changes: object) -> Board:
    """A set-up 4-seat Pegasus game, space cleared, over a resting frame."""
    return resting(board(seats=4, plugins=PLUGINS, **changes))


def choose(table: Board, count: int) -> Board:
    """The damage choice for `count` damages, started as base starts it."""
    started, _ = table.run(damage.ChooseDamage(table.game.current, count))
    return started


def hook_frame(table: Board, count: int) -> object:
    """What base gets from the plugins when Galactica would be damaged `count` times."""
    with using_rules(table.rules):
        frame = None
        for modify in modifiers().damage_galactica:
            frame = modify(table.game, table.game.current, count, frame)
    return frame


@pytest.mark.rules("P-DMG-2")
def test_each_damage_offers_galactica_or_pegasus_to_the_current_player() -> None:
    """ "Damage Galactica twice" is two choices of the current player, one per damage."""
    table = pegasus_board()
    seat = table.game.current
    assert hook_frame(table, 2) == damage.ChooseDamage(seat, 2)
    table = choose(table, 2)
    assert table.pending is not None and table.pending.seat == seat
    assert {o.ship for o in table.pending.options} == {"galactica", "pegasus"}
    table, _ = table.play(table.option("pegasus.damage_ship", ship="pegasus"))
    assert len(ship.damaged(table.game)) == 1
    assert table.pending is not None and table.pending.kind == "damage_ship"  # the second one
    pile = table.game.damage_pile
    table, _ = table.play(table.option("pegasus.damage_ship", ship="galactica"))
    assert len(table.game.damage_pile) == len(pile) - 1  # a Galactica token drawn this time
    assert len(ship.damaged(table.game)) == 1


@pytest.mark.rules("P-DMG-3", "P-DMG-1")
def test_a_pegasus_token_damages_its_location_and_sends_its_occupants_to_sickbay() -> None:
    """With one token left, the hit lands there; whoever stands there goes to Sickbay, and the
    damaged location's action is no longer offered."""
    table = pegasus_board()
    rest = tuple(loc for loc in ship.LOCATIONS if loc != CIC)
    table = placed(edit(table, damaged_locations=rest), 1, CIC)
    table = choose(table, 1)
    table, _ = table.play(table.option("pegasus.damage_ship", ship="pegasus"))
    assert CIC in table.game.damaged_locations
    assert table.game.players[1].location == SICKBAY


@pytest.mark.rules("P-DMG-1")
def test_a_damaged_pegasus_location_cannot_be_activated() -> None:
    """Standing in a damaged Pegasus CIC, a player is not offered its action."""
    table = board(seats=4, plugins=PLUGINS, cylons=[("basestar", 1)])
    seat = table.game.current
    table = placed(table, seat, CIC)
    offered = at_action(table).pending
    assert offered is not None and any("pegasus_cic" in repr(o) for o in offered.options)
    table = edit(table, damaged_locations=(CIC,))
    offered = at_action(table).pending
    assert offered is not None and not any("pegasus_cic" in repr(o) for o in offered.options)


@pytest.mark.rules("P-DMG-4")
def test_no_choice_once_pegasus_is_destroyed() -> None:
    """With all four locations damaged no Pegasus token is left: Galactica takes the hit."""
    table = edit(pegasus_board(), damaged_locations=ship.LOCATIONS)
    assert hook_frame(table, 1) is None


@pytest.mark.rules("P-DMG-5")
def test_a_repaired_location_returns_its_token_to_the_pool() -> None:
    """Repairing a damaged Pegasus location (base's repair) puts it back among the draws."""
    table = edit(pegasus_board(), damaged_locations=(CIC,))
    assert CIC not in ship.pool(table.game)
    repaired = edit(table, damaged_locations=())
    assert CIC in ship.pool(repaired.game)


@pytest.mark.rules("P-DMG-6", "P-DMG-7")
def test_the_fourth_damage_destroys_pegasus_for_good() -> None:
    """The last location damaged destroys Pegasus: everyone on it goes to Sickbay and nobody
    may move there any more; no token is drawn afterwards."""
    table = pegasus_board()
    rest = tuple(loc for loc in ship.LOCATIONS if loc != CIC)
    table = placed(edit(table, damaged_locations=rest), 2, CIC)
    table, events = choose(table, 1).play(
        choose(table, 1).option("pegasus.damage_ship", ship="pegasus")
    )
    assert any(e.tag == "pegasus.pegasus_destroyed" for e in events)
    assert ship.destroyed(table.game)
    assert table.game.players[2].location == SICKBAY
    with using_rules(table.rules):
        costs = [
            modify(table.game, 0, CIC, 1)
            for modify in modifiers().move_cost
            if modify.__module__.startswith("bsg_pegasus.board")
        ]
    assert costs == [None]
    assert ship.pool(table.game) == ()


@pytest.mark.rules("P-DMG-8")
def test_pegasus_damage_never_counts_toward_galactica() -> None:
    """Five Galactica locations and all of Pegasus damaged: Galactica counts five."""
    table = edit(pegasus_board(), damaged_locations=(*GALACTICA_FIVE, *ship.LOCATIONS))
    with using_rules(table.rules):
        assert galactica_damage_count(g(table.state)) == 5


def test_the_random_damage_draw_is_replayed_identically() -> None:
    """The same seed draws the same Pegasus token (P-INV-34's part for this draw)."""
    first = choose(pegasus_board(), 1)
    second = choose(pegasus_board(), 1)
    a, _ = first.play(first.option("pegasus.damage_ship", ship="pegasus"))
    b, _ = second.play(second.option("pegasus.damage_ship", ship="pegasus"))
    assert ship.damaged(a.game) == ship.damaged(b.game)


@pytest.mark.rules("P-COMP-11", "P-SETUP-11")
def test_four_pegasus_tokens_kept_apart_from_galacticas() -> None:
    """One token per Pegasus location, none of them in Galactica's damage pile."""
    table = pegasus_board()
    assert len(ship.TOKENS) == 4 and set(ship.TOKENS) == set(ship.LOCATIONS)
    assert not set(ship.TOKENS.values()) & set(table.game.damage_pile)
    assert ship.pool(table.game) == ship.LOCATIONS


@pytest.mark.rules("P-DMG-9")
def test_a_destroyed_pegasus_does_not_end_the_game() -> None:
    """The fourth Pegasus damage destroys it and play goes on (no outcome)."""
    table = pegasus_board()
    rest = tuple(loc for loc in ship.LOCATIONS if loc != CIC)
    table = choose(edit(table, damaged_locations=rest), 1)
    table, events = table.play(table.option("pegasus.damage_ship", ship="pegasus"))
    assert ship.destroyed(table.game)
    assert not any(e.tag == "core.game_ended" for e in events)
    assert table.state.outcome is None


def test_the_heuristic_bot_plays_the_damage_choice_with_intent() -> None:
    """A human bot spares Galactica while Pegasus can take a hit without being destroyed;
    a Cylon bot hits Galactica; the heuristic bot of a Pegasus game (whatever parts wrap it
    further) makes that choice."""
    from bsg_pegasus.board.bot import prefer

    human = {"me": {"loyalty": ["base.loyalty.you_are_not_a_cylon"]}, "damaged_locations": []}
    cylon = {"me": {"loyalty": ["base.loyalty.you_are_a_cylon_morale"]}, "damaged_locations": []}
    assert prefer(human) == "pegasus" and prefer(cylon) == "galactica"
    last = {**human, "damaged_locations": [loc for loc in ship.LOCATIONS if loc != CIC]}
    assert prefer(last) == "galactica"  # the last Pegasus location is spared
    at_risk = {**last, "damaged_locations": [*last["damaged_locations"], *GALACTICA_FIVE[:4]]}
    assert prefer(at_risk) == "pegasus"  # unless Galactica is close to destruction
    table = choose(pegasus_board(), 1)
    bots = table.rules.data["bots"]
    bot = bots["heuristic"](1)  # the game's heuristic bot, wrapped by each Pegasus part
    view = {"pending": {"kind": "damage_ship"}, "game": human}
    assert table.pending is not None
    assert bot.choose(view, table.pending.options).ship == "pegasus"

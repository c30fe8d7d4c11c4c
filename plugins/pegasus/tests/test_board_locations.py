"""The Pegasus locations' actions (Appendix A.1, UNVERIFIED data): Pegasus CIC attacks a chosen
basestar or hits Pegasus, Main Batteries fire into a chosen area, Engine Room costs 2 skill
cards and gives this turn's crisis a jump icon; Airlock has no action yet and is listed as
missing."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from pegasus_helpers import PLUGINS

from bsgcore import cli
from bsgcore.testing.scenarios.edits import at_action, at_step, placed, resting, with_game
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import with_crisis
from bsgcore.testing.scripted import scripted_random

NO_ICON = "base.crisis.build_cylon_detector"
WITH_ICON = "base.crisis.food_shortage"
STATE = "pegasus.board"


def use(table: Board, seat: int, location: str) -> Board:
    """`seat`, standing at `location`, activates it from its Action step."""
    table = at_action(placed(table, seat, location), seat)
    assert table.pending is not None
    option = next(o for o in table.pending.options if getattr(o, "location", "") == location)
    played, _ = table.play(option)
    return played


def prepare_jump(table: Board, crisis: str, promised: bool) -> Board:
    """The Prepare for Jump step of the current turn with `crisis` resolved."""
    game = with_crisis(table.game, crisis)
    table = with_game(table, game)
    if promised:
        table = Board(table.rules, table.state.with_plugin(STATE, game.turn))
    frame = table.rules.registry.tags["base.f.prepare_jump"](game.current)
    return at_step(table, frame)


def test_pegasus_cic_picks_a_basestar_then_rolls() -> None:
    """With a basestar on the board, CIC's action first asks which basestar."""
    table = board(seats=4, plugins=PLUGINS, cylons=[("basestar", 1), ("basestar", 4)])
    table = use(table, table.game.current, ship.PEGASUS_CIC)
    assert table.pending is not None and table.pending.kind == "choose_basestar"
    assert {o.value for o in table.pending.options} == {100, 101}


def answer(table: Board, *values: int) -> Board:
    """Answer the pending choices with these values, in order (rolls pass their windows)."""
    for value in values:
        assert table.pending is not None
        option = next(o for o in table.pending.options if getattr(o, "value", None) == value)
        table, _ = table.play(option)
    return table


@pytest.mark.parametrize(("roll", "raiders_left"), [(5, 1), (8, 0), (1, 3)])
def test_main_batteries_fire_into_the_chosen_area(roll: int, raiders_left: int) -> None:
    """4-6 destroys 2 raiders in the chosen area, 7-8 destroys 4; a 1 spares them (it hits a
    civilian ship there, if any); raiders elsewhere are untouched."""
    cylons = [("raider", 2), ("raider", 2), ("raider", 2), ("raider", 5)]
    table = board(seats=4, plugins=PLUGINS, cylons=cylons)
    with scripted_random(rolls=[roll]):
        table = answer(use(table, table.game.current, ship.MAIN_BATTERIES), 2)
    raiders = [s for s in table.game.cylon_ships if s.kind == "raider"]
    assert len([s for s in raiders if s.area == 2]) == raiders_left
    assert len([s for s in raiders if s.area == 5]) == 1


def test_main_batteries_damage_a_viper_there_on_2_or_3() -> None:
    """A 2 damages the viper in the chosen area, not the one elsewhere."""
    table = board(seats=4, plugins=PLUGINS, vipers=[(3, -1), (6, -1)])
    with scripted_random(rolls=[2]):
        table = answer(use(table, table.game.current, ship.MAIN_BATTERIES), 3)
    assert [v.area for v in table.game.vipers] == [6]


def test_engine_room_costs_two_cards_and_promises_a_jump_icon() -> None:
    """Activating Engine Room discards 2 skill cards first, then makes the promise."""
    table = board(seats=4, plugins=PLUGINS)
    seat = table.game.current
    hand = len(table.game.players[seat].hand)
    assert hand >= 2
    table = use(table, seat, ship.ENGINE_ROOM)
    while table.pending is not None and table.pending.kind == "discard":
        table, _ = table.play(table.pending.options[0])
    assert len(table.game.players[seat].hand) == hand - 2
    assert table.state.plugin(STATE) == table.game.turn


def test_the_promise_moves_the_jump_track_for_a_crisis_without_an_icon() -> None:
    """This turn's crisis without a jump icon moves the track once; without the promise it
    does not; a crisis with its own icon moves it once, not twice."""
    table = resting(board(seats=4, plugins=PLUGINS))
    start = table.game.jump_track
    assert prepare_jump(table, NO_ICON, promised=True).game.jump_track == start + 1
    assert prepare_jump(table, NO_ICON, promised=False).game.jump_track == start
    assert prepare_jump(table, WITH_ICON, promised=True).game.jump_track == start + 1
    spent = prepare_jump(table, NO_ICON, promised=True)
    assert spent.state.plugin(STATE) == -1


def test_every_location_action_is_carried_out(capsys: object) -> None:
    """With execution and Treachery in the game, no Pegasus location's action is listed by
    ``bsg cards --missing`` (Airlock's and Resistance HQ's waited for the ``execute`` op)."""
    cli.main(["cards", "--ruleset", "base", "--plugin", "pegasus", "--missing"])
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "#action" not in out


@pytest.mark.rules("P-PEG-5")
def test_airlock_is_an_execution_check() -> None:
    """Airlock's action is a check of 12 in which Treachery is positive and whose pass executes
    the target; 4 easier on a prisoner; its target is any other character."""
    from bsgcore.base import Check, data, modifiers
    from bsgcore.context import using_rules

    table = board(seats=4, plugins=PLUGINS)
    with using_rules(table.rules):
        (check,) = data().location(ship.AIRLOCK).effects
        assert check.name == "skill_check" and check.get("difficulty") == 12
        assert "treachery" in check.get("skills")
        assert [op.name for op in check.get("pass")] == ["execute"]
        prisoner = placed(table, 2, "base.location.brig").game
        aimed = Check(source=ship.AIRLOCK, difficulty=12, skills=(), seat=0, target=2)
        hard = [m(table.game, aimed, 12) for m in modifiers().check_difficulty]
        easy = [m(prisoner, aimed, 12) for m in modifiers().check_difficulty]
    assert 12 in hard and 8 in easy
    seat = table.game.current
    jailed = placed(table, (seat + 1) % 4, "base.location.brig")
    asked = use(jailed, seat, ship.AIRLOCK).pending
    assert asked is not None and asked.kind == "choose_target"
    assert {o.value for o in asked.options} == {s for s in range(4) if s != seat}

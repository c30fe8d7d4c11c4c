"""The fan-cards example: the bsgcore conformance kit on Express with the plugin enabled, and
scenario tests showing each fan card's effect in a seeded game."""

from __future__ import annotations

import doctest
import re
import types
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("bsg_fan_cards", reason="install it first: pip install -e examples/fan-cards")

from bsg_express import model  # noqa: E402
from bsg_express import scenario as sc  # noqa: E402
from bsg_express.events import (  # noqa: E402
    CheckResolved,
    CrisisChosen,
    DamagePlaced,
    DemoralizationPlaced,
)
from bsg_express.model import ACTIVE, SPENT  # noqa: E402
from bsg_fan_cards.plugin import JumpSetBack, WaterRationed  # noqa: E402
from bsgcore import Game  # noqa: E402
from bsgcore.testing import (  # noqa: E402
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    installed_plugins,
    make_state_machine,
    random_playout,
    sweep_size,
)
from bsgcore.testing.scripted import scripted_random  # noqa: E402

PLUGINS = ["fan_cards"]
TIGH_TABLE = "william_adama,lee_adama,kara_thrace,saul_tigh"

# -- the conformance kit ----------------------------------------------------------------------

TestFanCardsFourSeats = make_state_machine("express", 4, plugins=PLUGINS).TestCase


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_random_games_pass_the_kit(seats: int) -> None:
    """Seeded random games with the fan cards: invariants, replay, JSON, save/load, no leaks."""
    for seed in range(sweep_size(full=100, sample=6)):
        game = random_playout("express", seats, seed, plugins=PLUGINS)
        check_game(game)
        check_no_leaks(game)
        check_rejects_illegal(game)


# -- the cards are in the game --------------------------------------------------------------


def test_fan_cards_are_on_the_crisis_dice_and_tigh_is_dealt() -> None:
    """With the plugin the crisis dice carry both fan crises and Saul Tigh can be dealt."""
    game = Game.new("express", plugins=PLUGINS, seats=4, seed=1)
    assert game.rules.plugin_names == ("core", "express", "fan_cards")
    tables = game.rules.data["express.data"]
    faces = {face.type for die in tables.dice_for(4) for face in die.faces}
    assert {"water_shortage", "fuel_leak"} <= faces
    assert tables.character("saul_tigh").name == "Saul Tigh"
    dealt = {
        Game.new("express", plugins=PLUGINS, seats=5, seed=s).view(None)["game"]["players"][i][
            "character"
        ]
        for s in range(30)
        for i in range(5)
    }
    assert "saul_tigh" in dealt


def test_without_the_plugin_the_game_is_plain_express() -> None:
    """A game that does not name the plugin has none of its cards."""
    tables = Game.new("express", seats=4, seed=1).rules.data["express.data"]
    assert not tables.crisis_rules and "saul_tigh" not in {c.id for c in tables.characters}


# -- scenarios: a seeded game, the dice forced where the test needs them ---------------------


def new_game(seed: int = 1) -> Game:
    """A seeded 4-seat game with the plugin; seat 0 (Adama) is Admiral and plays first."""
    return Game.new(
        "express", plugins=PLUGINS, seats=4, seed=seed, options={"characters": TIGH_TABLE}
    )


def fail_crisis(game: Game, die: int, faces: tuple[int, int] = (1, 4)) -> list[Any]:
    """Seat 0 takes no action, rolls ``faces`` (default: Water Shortage, Tylium Leak), picks
    ``die`` and every seat passes: the check fails and its consequence resolves. Returns the
    events."""
    with scripted_random(belows=list(faces)):
        events = sc.play(game, "express.take_action", action="none")
    events += sc.play(game, "express.pick_crisis", index=die)
    while game.pending is not None and game.pending.kind == "pass_or_participate":
        events += sc.play(game, "express.pass")
    return events


def test_water_shortage_spends_a_weak_active_die_of_every_seat() -> None:
    """Failing Water Shortage (consequence 1): each seat spends one Active die, a weak one."""
    game = new_game()
    events = fail_crisis(game, die=0)
    chosen = [e for e in events if isinstance(e, CrisisChosen)]
    assert chosen[0].crisis.type == "water_shortage" and chosen[0].crisis.difficulty == 6
    assert [e.success for e in events if isinstance(e, CheckResolved)] == [False]
    rationed = [e for e in events if isinstance(e, WaterRationed)]
    assert len(rationed) == 1
    dice = [sc.express(game).dice[i] for i in rationed[0].dice]
    assert sorted(d.owner for d in dice) == [0, 1, 2, 3]
    assert not any(d.strong for d in dice)
    # Seat 1's turn began and recovered its own die; the others' stay Spent.
    for die in dice:
        assert die.zone == (ACTIVE if die.owner == 1 else SPENT)


def test_tylium_leak_sets_the_jump_track_back() -> None:
    """Failing Tylium Leak with the track at 2 moves it back to 1."""
    game = new_game()
    sc.edit(game, jump=2)
    events = fail_crisis(game, die=1)
    assert [e for e in events if isinstance(e, JumpSetBack)] == [JumpSetBack()]
    assert sc.express(game).jump == 1


def test_tylium_leak_on_an_empty_track_damages_galactica() -> None:
    """With the track at its start, the leak damages Galactica instead."""
    game = new_game()
    top = sc.express(game).damage_pile[0]
    events = fail_crisis(game, die=1)
    assert [e.marker for e in events if isinstance(e, DamagePlaced)] == [top]
    assert not [e for e in events if isinstance(e, JumpSetBack)]


def test_tigh_counts_his_minus_two_as_minus_one() -> None:
    """Iron Discipline: Tigh's assigned -2 counts as -1 in the tally; another seat's does not."""
    game = new_game()
    with scripted_random(belows=[1, 4]):
        sc.play(game, "express.take_action", action="none")
    sc.play(game, "express.pick_crisis", index=0)
    for seat in (1, 2, 3):
        assert game.pending is not None and game.pending.seat == seat
        if seat == 1:
            sc.play(game, "express.pass")
            continue
        with scripted_random(rolls=[-2, -2, -2, -2]):
            sc.play(game, "express.participate")
        rolled = model.rolled_dice(sc.express(game), seat)
        sc.play(game, "express.assign", dice=(rolled[0].id,))
        sc.play(game, "express.stop_rolling")
    # Kara's -2 counts -2, Tigh's -2 counts -1.
    assert game.view(None)["game"]["check"]["total"] == -3


def test_a_fan_game_saves_and_loads(tmp_path: Any) -> None:
    """The log records the plugin and its version; loading it re-verifies every command."""
    game = random_playout("express", 4, 3, plugins=PLUGINS)
    game.save(tmp_path / "fan.jsonl")
    again = Game.load(tmp_path / "fan.jsonl")
    assert again.rules.plugin_names == ("core", "express", "fan_cards")
    assert again.outcome == game.outcome


# -- docs/fan-cards.md is true to the code -----------------------------------------------------

DOC = Path(__file__).resolve().parents[3] / "docs" / "fan-cards.md"


def _doc_blocks() -> list[str]:
    if not DOC.exists():
        pytest.skip("docs/fan-cards.md is not next to this copy of the example")
    return re.findall(r"^```python\n(.*?)^```", DOC.read_text("utf-8"), re.MULTILINE | re.DOTALL)


def test_walkthrough_session_runs() -> None:
    """The walk-through's ``>>>`` session gives the output it shows."""
    session = "\n".join(block for block in _doc_blocks() if block.startswith(">>>"))
    assert session.count(">>>") > 8
    test = doctest.DocTestParser().get_doctest(session, {}, "fan-cards.md", str(DOC), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report: list[str] = []
    result = runner.run(test, out=report.append)
    assert result.failed == 0, "docs/fan-cards.md differs from the code:\n" + "".join(report)


def test_walkthrough_template_plugin_passes_the_kit() -> None:
    """The "write your own" plugin of the walk-through works: its crisis is on the dice, its games
    pass the kit, and a failed Food Riot demoralizes the chooser's character."""
    source = next(block for block in _doc_blocks() if 'name="food_riot"' in block)
    module = types.ModuleType("food_riot_from_the_docs")
    exec(compile(source, str(DOC), "exec"), module.__dict__)
    with installed_plugins(module):
        game = random_playout("express", 4, 1, plugins=["food_riot"])
        tables = game.rules.data["express.data"]
        assert tables.crisis_die("4-A").faces[0].type == "food_riot"
        check_game(game)
        check_no_leaks(game)
        options = {"characters": "william_adama,lee_adama,kara_thrace,laura_roslin"}
        game = Game.new("express", plugins=["food_riot"], seats=4, seed=1, options=options)
        events = fail_crisis(game, die=0, faces=(0, 0))  # face 0 of die 4-A: Food Riot
        assert [e.crisis.type for e in events if isinstance(e, CrisisChosen)] == ["food_riot"]
        placed = [e.character for e in events if isinstance(e, DemoralizationPlaced)]
        assert placed == ["william_adama"]  # the chooser's own character

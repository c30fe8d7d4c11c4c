"""The hook Express declares for fan content, ``bsg_express_content(content)``: fan characters
(an existing ability tuned by parameters, or a fan ability with a die-value hook), fan crisis types
resolved one unit at a time, crisis faces; the tables unchanged without fan content; and logs that
name their content."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

from bsg_express import flow
from bsg_express import scenario as sc
from bsg_express.commands import DeclareCrisis
from bsg_express.content import ExpressContent, fingerprint
from bsg_express.data import DataError, load
from bsg_express.events import CrisisChosen, DamagePlaced
from bsg_express.frames import ChoosePenalty, CylonCrisis, Markers
from bsg_express.model import ASSIGNED, Check, Die, ExpressGame
from bsgcore import ConfigurationError, CorruptLog, Game, RulesetMismatch, engine
from bsgcore.context import using_rules
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import build_rules
from bsgcore.state import State
from bsgcore.testing import check_game, check_no_leaks, installed_plugins, plugin_module
from bsgcore.testing import random_playout as playout

SEEN: list[Any] = []


@pytest.fixture(autouse=True)
def _fresh() -> None:
    SEEN.clear()


def fan(name: str, add: Any, version: str = "1.0") -> Any:
    """A fan plugin for Express whose bsg_express_content is ``add``."""
    return plugin_module(
        name, version, requires=("express",), extends=("express",), bsg_express_content=add
    )


def tables(game: Game) -> Any:
    """The game's Express tables."""
    return game.rules.data["express.data"]


# -- characters: an existing ability tuned by parameters ------------------------------------------


def _add_gaeta(content: ExpressContent) -> None:
    content.add_character(
        "felix_gaeta", "Felix Gaeta", 6, "command", "Tactical Officer", params={"from": -2, "to": 0}
    )
    content.add_character("kat", 'Louanne "Kat" Katraine', 7, "reckless", params={"min_dice": 2})


def _die(id: int, owner: int, value: int) -> Die:
    return Die(id, owner, True, ASSIGNED, value)


def test_bsg_express_content_adds_characters_with_tuned_abilities() -> None:
    """Gaeta's Command turns his -2 (not a -1) into 0 in crisis checks on his turn; Kat's
    Reckless needs 2 dice, Kara's still 3; both can be chosen and dealt."""
    gaeta = fan("gaeta", _add_gaeta)
    with installed_plugins(gaeta):
        options = {"characters": "william_adama,kara_thrace,felix_gaeta,kat"}
        game = Game.new("express", plugins=["gaeta"], seats=4, seed=1, options=options)
        assert [p["name"] for p in game.view(None)["game"]["players"]][2:] == [
            "Felix Gaeta",
            'Louanne "Kat" Katraine',
        ]
        value: ExpressGame = attrs.evolve(sc.express(game), active=2)
        with using_rules(game.rules):
            crisis, vote = Check("crisis", 5), Check("vote_brig", 4)
            assert flow.effective_value(value, crisis, _die(0, 1, -2)) == 0
            assert flow.effective_value(value, crisis, _die(0, 1, -1)) == -1
            assert flow.effective_value(value, vote, _die(0, 1, -2)) == -2
            assert flow._reckless_min(value, 3) == 2
            assert flow._reckless_min(value, 1) == load().reckless_min_dice
        assert tables(game).character("kat").ability_name == "Reckless"
        with pytest.raises(ConfigurationError, match="felix_gaeta"):
            Game.new("express", plugins=["gaeta"], seats=3, options={"characters": "a,b,c"})
        dealt = {
            c
            for seed in range(20)
            for c in Game.new(
                "express", plugins=["gaeta"], seats=5, seed=seed
            ).state.game.characters
        }
        assert {"felix_gaeta", "kat"} <= dealt


# -- characters: a fan ability with a die-value hook ----------------------------------------------


def _steady(game: ExpressGame, check: Check, die: Die, holder: int, value: int) -> int:
    SEEN.append((holder, die.id))
    return -1 if die.owner == holder and value == -2 else value


def _add_tigh(content: ExpressContent) -> None:
    content.add_ability("steady", "Steady", die_value=_steady)
    content.add_character("saul_tigh", "Saul Tigh", 6, "steady")


def test_bsg_express_content_fan_ability_changes_die_values_in_checks() -> None:
    """The hook sees every counted die with its holder: his own -2 counts -1, another's -2 stays,
    and once he is revealed the ability is gone."""
    tigh = fan("tigh", _add_tigh)
    with installed_plugins(tigh):
        options = {"characters": "william_adama,lee_adama,saul_tigh"}
        game = Game.new("express", plugins=["tigh"], seats=3, seed=1, options=options)
        dice = list(sc.express(game).dice)
        dice[8] = attrs.evolve(dice[8], zone=ASSIGNED, value=-2)  # Tigh's (seat 2)
        dice[4] = attrs.evolve(dice[4], zone=ASSIGNED, value=-2)  # Lee's (seat 1)
        sc.edit(game, dice=tuple(dice), check=Check("vote_brig", 4, caller=1, target=0))
        assert game.view(None)["game"]["check"]["total"] == -3
        assert {(2, 8), (2, 4)} <= set(SEEN)
        sc.edit(game, revealed=(False, False, True))
        assert game.view(None)["game"]["check"]["total"] == -4
        check_game(playout("express", 3, 2, plugins=["tigh"]))


# -- crisis types, faces and their resolvers -----------------------------------------------------


def _hull_breach(state: State, frame: Markers, rng: RandomCursor) -> list[Event]:
    SEEN.append((frame.remaining, state.top))
    game: ExpressGame = state.game
    return flow.damage_event(game, game.damage_pile[0])


def _push_penalty(state: State, frame: Markers, rng: RandomCursor) -> list[Event]:
    return [flow.push(ChoosePenalty(frame.chooser))]


def _add_breach(content: ExpressContent) -> None:
    content.add_crisis_type("hull_breach", "Hull Breach", _hull_breach, declarable=True)
    content.add_crisis_type("boarding", "Boarding", _push_penalty)
    for die in content.crisis_dice:
        content.set_crisis_face(die.id, 0, "hull_breach", 4, 2, jump=1)


def test_bsg_express_content_crisis_type_resolves_one_unit_at_a_time() -> None:
    """A failed fan crisis runs its resolver once per unit of consequence; a frame it pushes
    resolves before the next unit; its faces are on the dice; a declarable type is offered to a
    revealed Cylon."""
    breach = fan("breach", _add_breach)
    with installed_plugins(breach):
        game = Game.new("express", plugins=["breach"], seats=4, seed=1)
        assert all(d.faces[0].type == "hull_breach" for d in tables(game).crisis_dice)
        below = sc.express(game).damage_pile[:2]
        sc.set_stack(game, *game.state.stack, Markers("hull_breach", 2, 0))
        out: list[Event] = []
        with using_rules(game.rules):
            game.state = engine.advance(game.rules, game.state, out)
        assert [e.marker for e in out if isinstance(e, DamagePlaced)] == list(below)
        assert SEEN == [(2, Markers("hull_breach", 2, 0)), (1, Markers("hull_breach", 1, 0))]
        sc.set_stack(game, *game.state.stack, Markers("boarding", 2, 3))
        out = []
        with using_rules(game.rules):
            game.state = engine.advance(game.rules, game.state, out)
        assert game.state.stack[-2:] == (Markers("boarding", 1, 3), ChoosePenalty(3))
        sc.set_stack(game, CylonCrisis(0))
        options = game.pending.options  # type: ignore[union-attr]
        assert DeclareCrisis(0, "hull_breach") in options
        assert DeclareCrisis(0, "boarding") not in options
        played = playout("express", 4, 7, plugins=["breach"])
        assert any(
            isinstance(e, CrisisChosen) and e.crisis.type == "hull_breach" for e in played.events
        )
        check_game(played)
        check_no_leaks(played)


@pytest.mark.parametrize(
    ("add", "message"),
    [
        (
            lambda content: content.add_character("x", "X", 9, "juggling"),
            "unknown ability 'juggling'",
        ),
        (lambda content: content.add_character("x", "X", 1, "command"), "rank 1 is taken"),
        (lambda content: content.add_character("lee_adama", "Lee", 9, "command"), "already exists"),
        (
            lambda content: content.add_character("x", "X", 9, "command", params={"min": 1}),
            "reads only",
        ),
        (lambda content: content.add_crisis_type("riots", "Riots", _hull_breach), "already exists"),
        (lambda content: content.set_crisis_face("9-Z", 0, "riots", 4, 1), "no crisis die"),
        (lambda content: content.set_crisis_face("4-A", 6, "riots", 4, 1), "no face 6"),
        (lambda content: content.set_crisis_face("4-A", 0, "flood", 4, 1), "unknown type 'flood'"),
    ],
)
def test_bsg_express_content_refuses_bad_content(add: Any, message: str) -> None:
    """Mistakes are refused when the rules are built, with a sentence naming the entry."""
    with installed_plugins(fan("broken", add)), pytest.raises(DataError, match=message):
        build_rules("express", ["broken"])


# -- order, identity, versions and logs -----------------------------------------------------------


def _add_first(content: ExpressContent) -> None:
    content.add_character("first_fan", "First", 10, "initiative")


def _add_second(content: ExpressContent) -> None:
    SEEN.append([c.id for c in content.characters])
    content.add_character("second_fan", "Second", 11, "initiative")


def test_bsg_express_content_runs_in_plugin_order() -> None:
    """A later plugin sees what an earlier one added; the Express hookspec is only in games
    with Express enabled."""
    with installed_plugins(fan("fan_a", _add_first), fan("fan_b", _add_second)):
        rules = build_rules("express", ["fan_b", "fan_a"])
        assert rules.plugin_names == ("core", "express", "fan_a", "fan_b")
        assert "first_fan" in SEEN[0]
        assert [c.id for c in rules.data["express.data"].characters][-2:] == [
            "first_fan",
            "second_fan",
        ]
        assert rules.pm.hook.bsg_express_content.spec is not None
        assert not hasattr(build_rules("toy").pm.hook, "bsg_express_content")


def _noop(content: ExpressContent) -> None:
    SEEN.append("called")


def test_bsg_express_content_without_additions_keeps_the_tables_and_the_games() -> None:
    """A plugin that adds nothing, or a fan plugin installed but not enabled, leaves the tables
    (the same object) and every event of a seeded game as they are."""
    before = playout("express", 4, 11).log_records()
    with installed_plugins(fan("noop", _noop), fan("gaeta", _add_gaeta)):
        assert build_rules("express", ["noop"]).data["express.data"] is load()
        assert SEEN == ["called"]
        assert build_rules("express").data["express.data"] is load()
        assert playout("express", 4, 11).log_records() == before
    assert fingerprint(_noop) == ""


def test_bsg_express_content_changes_the_digest_and_logs_name_the_content(tmp_path: Path) -> None:
    """The tables' digest and the plugin's fingerprint follow the content; a log is refused when
    its plugin is disabled, at another version, or edited out of the header."""
    version = f"1.0+content.{fingerprint(_add_gaeta)}"
    assert fingerprint(_add_gaeta) == fingerprint(_add_gaeta) != fingerprint(_add_tigh)
    path = tmp_path / "fan.jsonl"
    with installed_plugins(fan("gaeta", _add_gaeta, version)):
        game = playout("express", 4, 5, plugins=["gaeta"])
        assert tables(game).digest == f"{load().digest}+{fingerprint(_add_gaeta)}"
        game.save(path)
        assert Game.load(path).rules.plugin_names == ("core", "express", "gaeta")
    with installed_plugins(fan("gaeta", _add_gaeta, "2.0")), pytest.raises(RulesetMismatch):
        Game.load(path)
    with installed_plugins(fan("gaeta", _add_gaeta, version)):
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("BSGCORE_DISABLE_PLUGINS", "gaeta")
            with pytest.raises(RulesetMismatch, match="gaeta"):
                Game.load(path)
        lines = path.read_text().splitlines()
        header = json.loads(lines[0])
        del header["header"]["plugins"]["gaeta"]
        path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
        with pytest.raises(CorruptLog):
            Game.load(path)

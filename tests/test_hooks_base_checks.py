"""The skill check's seams for expansions (checks/abilities.py): the Skill Check Ability step
that carries out each distinct ability of the revealed cards once (X-SCA-4, X-SCA-5, P-RECK-10),
whoever added them, the ``bsg_base_check_abilities`` hook that decides which apply, and check
marks (``CheckMarked``) a plugin reads there."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bsgcore.base import BaseContent, BaseGame, Check, CheckAbilityResolved, CheckMarked, RunOps
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, table

RALLY = "sca.skill.rally"
RALLY_CODE = f"{RALLY}@1"
AQ = "base.location.admirals_quarters"
LEA1 = "base.skill.executive_order@1"


def add_rally(content: BaseContent) -> None:
    """A Tactics card with the Skill Check Ability icon: +1 morale when revealed in a check."""
    content.add_card(
        "skill",
        {
            "id": RALLY,
            "name": "Rally",
            "type": "tactics",
            "values": [1],
            "copies_by_value": {"1": 3},
            "copies": 3,
            "timing": "skill_check_ability",
            "text": "Skill Check Ability: gain 1 morale.",
            "effects": [{"op": "resource", "resource": "morale", "delta": 1}],
            "skill_check_ability": True,
        },
    )
    content.implemented_by(RALLY, "tests/test_hooks_base_checks.py (base's SCA step)")


def only_when_marked(game: BaseGame, check: Check, abilities: tuple[str, ...]) -> tuple[str, ...]:
    """The abilities apply only in a check marked "rallied"."""
    return abilities if "rallied" in game.check_marks else ()


def plugin(*, filtered: bool) -> Any:
    """The test plugin: its card, and with `filtered` the hook keeping it to marked checks."""
    if filtered:
        return plugin_module(
            "sca",
            requires=("base",),
            extends=("base",),
            bsg_base_content=add_rally,
            bsg_base_check_abilities=only_when_marked,
        )
    return plugin_module("sca", requires=("base",), extends=("base",), bsg_base_content=add_rally)


@pytest.fixture
def sca() -> Iterator[None]:
    with installed_plugins(plugin(filtered=False)):
        yield


def check_with_rallies(marks: tuple[str, ...] = ()) -> tuple[Board, int]:
    """Admiral's Quarters' check started with 2 Rally in the current player's hand and 1 in the
    Destiny deck; the check marked with `marks`."""
    b = table(plugins=["sca"])
    seat = b.game.current
    game = arrange(b.game, {seat: [RALLY_CODE, RALLY_CODE]}, [RALLY_CODE, LEA1], rules=b.rules)
    b = edits.placed(Board(b.rules, b.state.with_game(game)), seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % 3))
    for mark in marks:
        b = Board(b.rules, b.state.with_game(CheckMarked(mark).apply(b.game)))
    return b, seat


def test_each_distinct_ability_is_carried_out_once(sca: None) -> None:
    """Three Rally cards (two from a player, one from the Destiny deck) in one check: morale
    +1 once, after the reveal and before the check's cards are discarded; the cards still count
    in the total."""
    b, seat = check_with_rallies()
    morale = b.game.morale
    b, events = answer_check(b, {seat: [RALLY_CODE, RALLY_CODE]})
    resolved = [e for e in events if isinstance(e, CheckAbilityResolved)]
    assert [e.card for e in resolved] == [RALLY]
    assert b.game.morale == morale + 1
    order = [e.tag for e in events]
    assert order.index("base.check_revealed") < order.index("base.check_ability_resolved")
    assert order.index("base.check_ability_resolved") < order.index("base.check_finished")
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 3 + 1  # type: ignore[attr-defined]


def test_the_hook_decides_which_abilities_apply() -> None:
    """With ``bsg_base_check_abilities`` keeping them only in a marked check: none in an unmarked
    check, the ability in a marked one; the mark is gone once the check finishes."""
    with installed_plugins(plugin(filtered=True)):
        b, seat = check_with_rallies()
        b, events = answer_check(b, {seat: [RALLY_CODE]})
        assert not any(isinstance(e, CheckAbilityResolved) for e in events)
        b, seat = check_with_rallies(("rallied",))
        assert b.game.check_marks == ("rallied",)
        b, events = answer_check(b, {seat: [RALLY_CODE]})
        assert [e.card for e in events if isinstance(e, CheckAbilityResolved)] == [RALLY]
        assert b.game.check is None and b.game.check_marks == ()


def test_a_mark_is_kept_once() -> None:
    """Marking a check twice with one mark keeps it once."""
    game = BaseGame()
    once = CheckMarked("reckless").apply(game)
    assert CheckMarked("reckless").apply(once).check_marks == ("reckless",)


def rally_step(game: BaseGame, check: Check, frames: tuple[Any, ...]) -> tuple[Any, ...]:
    """A step after the abilities: Rally's ops run once more, for the check's seat."""
    return (*frames, RunOps(RALLY, "effects", check.seat))


def test_check_steps_run_after_the_abilities_and_before_the_result() -> None:
    """``bsg_base_check_steps``: the plugin's step runs in every check (here +1 morale), after
    the Skill Check Abilities (Rally's +1) and before the check finishes."""
    stepped = plugin_module(
        "sca",
        requires=("base",),
        extends=("base",),
        bsg_base_content=add_rally,
        bsg_base_check_steps=rally_step,
    )
    with installed_plugins(stepped):
        b, seat = check_with_rallies()
        morale = b.game.morale
        b, events = answer_check(b, {seat: [RALLY_CODE]})
        assert b.game.morale == morale + 2
        order = [e.tag for e in events]
        gains = [i for i, tag in enumerate(order) if tag == "base.resource_changed"]
        assert order.index("base.check_ability_resolved") < gains[0] < gains[1]
        assert gains[1] < order.index("base.check_finished")

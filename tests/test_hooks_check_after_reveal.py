"""Two seams of a skill check after its reveal, for expansions (docs/hooks.md): Destiny cards
added to the revealed check (`add_destiny_cards`, Exodus's Trust Instincts) and the result
pipeline ``bsg_base_check_result`` (a result changed, or "none": no box resolved; Exodus's Iron
Will). Base uses neither, so its games are unchanged (the golden logs)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    CHECK_NO_RESULT,
    BaseGame,
    Check,
    DestinyAddedToCheck,
    add_destiny_cards,
    check_total,
)
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, table

AQ = "base.location.admirals_quarters"
LEA1 = "base.skill.executive_order@1"
ENG3 = "base.skill.scientific_research@3"


def at_check(b: Board, hand: list[str], destiny: list[str]) -> Board:
    """The current player, with this hand and Destiny top, uses Admiral's Quarters (Leadership
    and Tactics 7) on the next seat: the board waits at the check's first question."""
    seat = b.game.current
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: hand}, destiny, rules=b.rules)))
    b = edits.placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % len(b.game.players)))
    return b


def test_destiny_cards_join_the_revealed_check_and_it_is_counted_again() -> None:
    """The top 2 Destiny cards go into the check's Destiny cards and its revealed cards; the
    total and the result are counted with them, and they leave the deck."""
    b = at_check(table(windows=False), [LEA1], [ENG3, LEA1])
    revealed = evolve_check(b.game, revealed=(LEA1,), total=1, result="fail")
    with using_rules(b.rules):
        events = add_destiny_cards(revealed, RandomCursor.at(1, 0), 2)
        assert len(events) == 1 and isinstance(events[0], DestinyAddedToCheck)
        after = events[0].apply(revealed)
        assert after.check is not None
        assert sorted(after.check.revealed) == sorted([LEA1, ENG3, LEA1])
        assert after.check.total == check_total(after, after.check, after.check.revealed) == -1
        assert after.destiny == revealed.destiny[2:]
        assert after.check.destiny[-2:] == (ENG3, LEA1)


def evolve_check(game: BaseGame, **changes: Any) -> BaseGame:
    """The game with its check changed."""
    assert game.check is not None
    return attrs.evolve(game, check=attrs.evolve(game.check, **changes))


def no_fail(game: BaseGame, check: Check, result: str) -> str:
    """A plugin's result pipeline: a fail resolves no box."""
    return CHECK_NO_RESULT if result == "fail" else result


def test_the_result_pipeline_can_leave_a_check_without_a_result() -> None:
    """A check that fails is resolved as "none" by a plugin: no box is run, the check is
    discarded as usual; without the plugin the same check fails."""
    plugin = plugin_module(
        "lenient", requires=("base",), extends=("base",), bsg_base_check_result=no_fail
    )
    with installed_plugins(plugin):
        b = at_check(table(windows=False, plugins=["lenient"]), [LEA1], [LEA1, LEA1])
        b, events = answer_check(b, {b.game.current: [LEA1]})
    resolved = [e.result for e in events if e.tag == "base.check_resolved"]
    assert resolved == [CHECK_NO_RESULT]
    assert "base.check_finished" in [e.tag for e in events]
    plain = at_check(table(windows=False), [LEA1], [LEA1, LEA1])
    plain, events = answer_check(plain, {plain.game.current: [LEA1]})
    assert [e.result for e in events if e.tag == "base.check_revealed"] == ["fail"]
    assert not [e for e in events if e.tag == "base.check_resolved"]

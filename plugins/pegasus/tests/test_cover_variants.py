"""The core Pegasus module and its variants (P-VAR-1, -2, P-GEN-2): whatever options are chosen,
the Pegasus board, the Treachery cards, the overlay and §4's general rules are in play; the two
official variants are the options ``new_caprica`` and ``cylon_leaders``. Also the skill types
and timings §7 adds (P-TRE-1, P-SKL-2, -3) and the New Caprica phase's sub-states (P-NC-8)."""

from __future__ import annotations

from typing import Any

import pytest
import test_nc_scenario as scenario
from bsg_pegasus import options as pegasus_options
from bsg_pegasus.board import ship
from bsg_pegasus.data import load
from bsg_pegasus.newcaprica import names as n
from pegasus_helpers import PLUGINS

from bsgcore.base import data, g, modifiers
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.table import set_up

VARIANTS: tuple[dict[str, Any], ...] = (
    {},
    {"new_caprica": False},
    {"cylon_leaders": False},
    {"new_caprica": False, "cylon_leaders": False},
)


@pytest.mark.rules("P-VAR-1", "P-GEN-2")
@pytest.mark.parametrize("chosen", VARIANTS)
def test_the_core_module_is_always_in_play(chosen: dict[str, Any]) -> None:
    """The Pegasus board, the Treachery deck, the overlay, and the Quorum
    hand limit of 10 (§4.5), with any selective option."""
    game = set_up(4, 3, plugins=PLUGINS, **chosen)
    base = g(game.state)
    with using_rules(game.rules):
        cards = data()
        assert cards.components.boards[ship.BOARD] == ship.LOCATIONS
        assert cards.location("base.location.resurrection_ship").hazardous
        limit = None
        for modify in modifiers().quorum_hand_limit:
            limit = modify(base, base.titles["president"], limit)
    assert "treachery" in dict(base.skill_decks)
    assert limit == 10


@pytest.mark.rules("P-VAR-2")
def test_the_two_official_variants_are_options_on_by_default() -> None:
    game = set_up(4, 3, plugins=PLUGINS)
    declared = game.rules.registry.options
    assert declared[pegasus_options.NEW_CAPRICA].default is True
    assert declared[pegasus_options.CYLON_LEADERS].default is True
    kobol = set_up(4, 3, plugins=PLUGINS, new_caprica=False)
    assert kobol.state.options[pegasus_options.NEW_CAPRICA] is False


@pytest.mark.rules("P-TRE-1", "P-SKL-2", "P-SKL-3")
def test_treachery_is_a_sixth_type_and_the_new_timings() -> None:
    """Treachery has its own deck; the new cards bring Movement, Reckless and Reckless Skill
    Check timings; the seed's four named cards have the types and kinds it gives them."""
    game = set_up(4, 3, plugins=PLUGINS)
    with using_rules(game.rules):
        types = {t.name: t.deck for t in data().skill_types}
    assert types["treachery"] == "treachery" and len(types) == 6
    rows = {row["name"]: row for row in load().table("skill")}
    timings = {row.get("timing") for row in rows.values()}
    assert {"movement", "before_skill_check", "reckless_skill_check"} <= timings
    assert rows["Critical Situation"]["type"] == "tactics"
    assert rows["Critical Situation"]["timing"] == "movement"
    assert rows["Jury Rigged"]["type"] == "engineering" and rows["Jury Rigged"]["reckless"]
    assert rows["Broadcast Location"]["type"] == "treachery"
    assert rows["Sabotage"]["type"] == "treachery"


@pytest.mark.rules("P-NC-8", "P-NC-3")
def test_the_phase_runs_to_the_end_before_then_after_the_return() -> None:
    """Not begun, occupied (before the return: the New Caprica Crisis deck, everyone on the
    planet), in orbit (after it) until the game ends: the scenario of P-NC-7's test."""
    assert (n.NOT_BEGUN, n.OCCUPIED, n.ORBIT) == ("", "occupied", "orbit")
    scenario.test_from_settlement_to_the_return_and_the_final_order()

"""``bsg_base_cylon_moves``: the Cylon locations a revealed Cylon may move to; base offers every
Cylon location but his own and the hazardous ones, a plugin takes some out, and a plugin's own
Cylon location (side ``"cylon"`` on its own board) is one of them."""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseContent, g
from bsgcore.base.cylons.turn import cylon_locations, moves
from bsgcore.context import using_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

CAPRICA, FLEET = "base.location.caprica", "base.location.cylon_fleet"
LAIR = "q_lair.location.lair"


def offered(b: Board) -> list[str]:
    """Where seat 0, a revealed Cylon at the Cylon Fleet, may move."""
    b = edits.with_player(b, 0, revealed=True, location=FLEET)
    with using_rules(b.rules):
        return [c.to for c in moves(g(b.state), 0)]  # type: ignore[attr-defined]


def test_base_offers_every_other_cylon_location() -> None:
    """Without the hook: every other Cylon location (base has no hazardous one)."""
    b = board(3, 1)
    with using_rules(b.rules):
        others = [loc for loc in cylon_locations() if loc != FLEET]
    assert CAPRICA in offered(b)
    assert offered(b) == others


def lair(content: BaseContent) -> None:
    content.add_board("q_lair.board.lair")
    content.add_location(
        {
            "id": LAIR, "name": "Lair", "board": "q_lair.board.lair", "side": "cylon",
            "hazardous": False, "damageable": False, "effects": [],
        }
    )  # fmt: skip


def no_caprica(game: Any, seat: int, locations: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(loc for loc in locations if loc != CAPRICA)


def test_a_plugin_takes_a_location_out_and_adds_its_own() -> None:
    """The plugin's Cylon location (its own board) is offered after base's; its hook closes
    Caprica."""
    plugin: Any = plugin_module(
        "q_lair", requires=("base",), extends=("base",),
        bsg_base_content=lair, bsg_base_cylon_moves=no_caprica,
    )  # fmt: skip
    with installed_plugins(plugin):
        places = offered(board(3, 1, plugins=["q_lair"]))
    assert CAPRICA not in places and places[-1] == LAIR

"""``bsg_base_jump_clearing``: how a jump clears the board. A toy plugin notes the Cylon ships
leaving (its event comes first, the ships still on the board) and keeps the civilian ships in
their areas (``base.board_cleared_keeping``); base alone clears everything with
``base.board_cleared``, as before the seam."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Event, State
from bsgcore.base import BaseGame, Jump, JumpClearing
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import board


@attrs.frozen
class Left(Event):
    """The toy's note: how many Cylon ships the jump leaves behind."""

    tag = "toyjump.left"
    count: int

    @staticmethod
    def applier(state: State, event: Left) -> State:
        return state


def _register(registry: Any, ruleset: str) -> None:
    registry.event(Left, Left.applier)


def clearing(game: BaseGame, seat: int, clearing: JumpClearing) -> JumpClearing:
    return attrs.evolve(
        clearing, notes=(*clearing.notes, Left(len(game.cylon_ships))), kept=("civilian",)
    )


TOY = plugin_module(
    "toyjump",
    requires=("base",),
    extends=("base",),
    bsg_register_rules=_register,
    bsg_base_jump_clearing=clearing,
)


def _table(plugins: list[str]) -> Any:
    pile = board(seats=3).game.civilian_pile
    return board(
        seats=3, cylons=[("raider", 2), ("raider", 3)], civilians=[(4, pile[0])], plugins=plugins
    )


def test_base_alone_clears_every_ship() -> None:
    b = _table([])
    after, events = b.run(Jump(b.game.current))
    assert "base.board_cleared" in [e.tag for e in events]
    assert not after.game.civilians and not after.game.cylon_ships
    assert len(after.game.civilian_pile) == len(b.game.civilian_pile) + 1


def test_a_plugin_notes_the_ships_and_keeps_the_civilians() -> None:
    with installed_plugins(TOY):
        b = _table(["toyjump"])
        after, events = b.run(Jump(b.game.current))
        tags = [e.tag for e in events]
        assert tags.index("toyjump.left") < tags.index("base.board_cleared_keeping")
        assert Left(2) in events and "base.board_cleared" not in tags
        assert [(c.area, c.uid) for c in after.game.civilians] == [(4, 102)]
        assert after.game.cargo == b.game.cargo
        assert len(after.game.civilian_pile) == len(b.game.civilian_pile)
        assert not after.game.cylon_ships

"""What an op acts on (``BaseContent.add_op(..., acts_on=...)``, read with
``bsgcore.base.op_acts_on``): a plugin declares that its op acts on space, so another plugin's
rule that freezes space (Pegasus's New Caprica before Galactica returns) finds it by kind, not
by name. An op that declares nothing acts on nothing declared."""

from __future__ import annotations

from typing import Any

from bsgcore import Game
from bsgcore.base import BaseContent, BaseGame, Op, op_acts_on
from bsgcore.context import using_rules
from bsgcore.messages import Event
from bsgcore.testing import installed_plugins, plugin_module


def op_fan_raid(game: BaseGame, frame: Any, op: Op, rng: Any) -> list[Event]:
    """A fan op (never run here)."""
    return []


def add(content: BaseContent) -> None:
    content.add_op("fan_raid", op_fan_raid, params=frozenset(), acts_on=frozenset({"space"}))
    content.add_ops({"fan_quiet": op_fan_raid}, params={"fan_quiet": frozenset()})


def test_a_plugins_op_says_what_it_acts_on() -> None:
    fan = plugin_module("fan", requires=("base",), extends=("base",), bsg_base_content=add)
    with installed_plugins(fan):
        game = Game.new("base", plugins=["fan"], seats=3, seed=1)
        with using_rules(game.rules):
            assert op_acts_on("fan_raid") == frozenset({"space"})
            assert op_acts_on("fan_quiet") == frozenset()
            assert op_acts_on("no_such_op") == frozenset()
            assert op_acts_on("place_ships") == frozenset()  # base declares none of its own
    plain = Game.new("base", seats=3, seed=1)
    with using_rules(plain.rules):
        assert op_acts_on("fan_raid") == frozenset()  # another game's rules: not there

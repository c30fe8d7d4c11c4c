"""Base seams Pegasus's crisis cards use, each implemented by a test plugin: the attack result
that destroys a raider (``bsg_base_destroyed_at``, Scar), whether a once-per-game ability may be
used (``bsg_base_once_per_game_allowed``, The Farm), the lasting rules a plugin carries out
(``BaseContent.add_kept_rule``)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseContent, BaseGame, once_per_game_open
from bsgcore.base.catalogue.op import FrozenMap, Op
from bsgcore.base.model import CylonShip
from bsgcore.base.space import combat as cb
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import board

ROSLIN_POLITICIAN = "base.ability.roslin_skilled_politician"


def extending(name: str, **hooks: Any) -> Any:
    """A test plugin of the base game implementing `hooks`."""
    return plugin_module(name, requires=("base",), extends=("base",), **hooks)


def tough_raider(game: BaseGame, uid: int, at: int) -> int:
    """Raider 100 is destroyed only on an 8."""
    return 8 if uid == 100 else at


def test_destroyed_at_hook_raises_the_result_a_raider_needs() -> None:
    """A 5 destroys raider 100 in base; under the plugin it needs an 8, and raider 101 not."""
    b = board(cylons=[("raider", 1), ("raider", 1)])
    with using_rules(b.rules):
        assert cb.destroyed_at(b.game, 100, "raider_destroyed_at_least") == 3
    with installed_plugins(extending("q_tough", bsg_base_destroyed_at=tough_raider)):
        rules = build_rules("base", ["q_tough"])
        with using_rules(rules):
            assert cb.destroyed_at(b.game, 100, "raider_destroyed_at_least") == 8
            assert cb.destroyed_at(b.game, 101, "raider_destroyed_at_least") == 3
            heavy = attrs.evolve(b.game, cylon_ships=(CylonShip(100, "heavy_raider", 1),))
            assert cb.destroyed_at(heavy, 100, "heavy_raider_destroyed_at_least") == 8


def test_destroyable_by_keeps_a_tougher_raider_below_its_result() -> None:
    """An effect whose roll sets how many raiders die: a 5 may not take raider 100 (it needs an 8
    under the plugin), an 8 may; without a roll (0) as `rollless_targets`; base: every raider."""
    b = board(cylons=[("raider", 1), ("raider", 1)])
    with using_rules(b.rules):
        assert [s.uid for s in cb.destroyable_by(b.game, "raider", 0)] == [100, 101]
    with installed_plugins(extending("q_tough2", bsg_base_destroyed_at=tough_raider)):
        with using_rules(build_rules("base", ["q_tough2"])):
            assert [s.uid for s in cb.destroyable_by(b.game, "raider", 5)] == [101]
            assert [s.uid for s in cb.destroyable_by(b.game, "raider", 8)] == [100, 101]
            assert cb.destroyable_by(b.game, "raider", 0) == cb.rollless_targets(b.game, "raider")


def nobody_twice(game: BaseGame, seat: int, ability: str, allowed: bool) -> bool:
    """No once-per-game ability for seat 0."""
    return allowed and seat != 0


def test_once_per_game_allowed_hook_bars_an_unused_ability() -> None:
    """Unused, an ability is open in base; the plugin closes it for seat 0 only, and a used
    one stays closed."""
    b = board()
    with using_rules(b.rules):
        assert once_per_game_open(b.game, 0, ROSLIN_POLITICIAN)
    with installed_plugins(extending("q_once", bsg_base_once_per_game_allowed=nobody_twice)):
        rules = build_rules("base", ["q_once"])
        with using_rules(rules):
            assert not once_per_game_open(b.game, 0, ROSLIN_POLITICIAN)
            assert once_per_game_open(b.game, 1, ROSLIN_POLITICIAN)
            used = attrs.evolve(b.game, once_per_game_used=(ROSLIN_POLITICIAN,))
            assert not once_per_game_open(used, 1, ROSLIN_POLITICIAN)


def kept_rule(content: BaseContent) -> None:
    """The plugin carries out a lasting rule of its own."""
    content.add_kept_rule("colonial_one_closed_forever")


def test_a_kept_rule_a_plugin_declares_is_carried_out() -> None:
    """``keep_in_play`` with a plugin's rule is supported once the plugin declares the rule."""
    op = Op(
        "keep_in_play", FrozenMap({"until": "end_of_game", "rule": "colonial_one_closed_forever"})
    )
    effects = build_rules("base").data["base.effects"]
    assert not effects.supported(op)
    with installed_plugins(extending("q_kept", bsg_base_content=kept_rule)):
        effects = build_rules("base", ["q_kept"]).data["base.effects"]
        assert effects.supported(op)
        assert effects.special_checks["keep_in_play"](op)

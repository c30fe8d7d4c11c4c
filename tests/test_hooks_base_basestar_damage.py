"""The basestar damage seams (docs/hooks.md): the set of tokens a game plays with
(``bsg_base_basestar_damage_tokens``), a token's effect as it is drawn
(``bsg_base_basestar_damaged``) and the last hit's draw (``bsg_base_basestar_last_hit_draws``);
without them base's own: its 4 tokens, nothing on a draw, no draw at 2 damage."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import ResourceChanged, cylons_of, damage_basestar
from bsgcore.base.space import board as sp
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios.table import set_up

STRUCTURAL = "base.damage.basestar_structural_damage"


def fewer(options: dict[str, Any], tokens: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in tokens if t != STRUCTURAL)


def cheer(game: Any, uid: int, token: str, rng: RandomCursor, events: tuple[Any, ...]) -> Any:
    return (*events, ResourceChanged("morale", 1))


def always(game: Any, uid: int, draws: bool) -> bool:
    return True


def test_the_token_set_is_the_pipelines() -> None:
    """The pile is dealt from the hook's tokens and the conservation invariant holds on them."""
    plugin = plugin_module(
        "fewer", requires=("base",), extends=("base",), bsg_base_basestar_damage_tokens=fewer
    )
    with installed_plugins(plugin):
        game = set_up(3, 1, plugins=["fewer"])
        assert STRUCTURAL not in game.state.game.basestar_damage_pile
        check_invariants(game.rules, game.state)
    plain = set_up(3, 1)
    assert STRUCTURAL in plain.state.game.basestar_damage_pile


def test_a_drawn_tokens_events_follow_it() -> None:
    """The hook's events come right after the token drawn; base's own draw adds none."""
    plugin = plugin_module(
        "cheer", requires=("base",), extends=("base",), bsg_base_basestar_damaged=cheer
    )
    with installed_plugins(plugin):
        game = set_up(3, 1, plugins=["cheer"])
        base = game.state.game
        with using_rules(game.rules):
            uid = cylons_of(base, "basestar")[0].uid
            events = damage_basestar(base, uid, RandomCursor.at(1, 0), hits=2)
        tags = [e.tag for e in events]
        assert tags[:2] == ["base.basestar_damaged", "base.resource_changed"]
    game = set_up(3, 1)
    with using_rules(game.rules):
        uid = cylons_of(game.state.game, "basestar")[0].uid
        events = damage_basestar(game.state.game, uid, RandomCursor.at(1, 0))
    assert [e.tag for e in events] == ["base.basestar_damaged"]


def _at_two(game: Any) -> tuple[Any, int]:
    base = game.state.game
    ship = cylons_of(base, "basestar")[0]
    crit = sp.CRITICAL_HIT
    ships = tuple(attrs.evolve(s, damage=(crit,)) if s is ship else s for s in base.cylon_ships)
    pile = tuple(t for t in base.basestar_damage_pile if t != crit)
    return attrs.evolve(base, cylon_ships=ships, basestar_damage_pile=pile), ship.uid


def test_the_last_hit_draws_when_the_hook_says_so() -> None:
    """At 2 damage base destroys without a token; the hook makes it draw first."""
    plugin = plugin_module(
        "last", requires=("base",), extends=("base",), bsg_base_basestar_last_hit_draws=always
    )
    with installed_plugins(plugin):
        game = set_up(3, 1, plugins=["last"])
        base, uid = _at_two(game)
        with using_rules(game.rules):
            events = damage_basestar(base, uid, RandomCursor.at(1, 0))
        assert [e.tag for e in events] == ["base.basestar_damaged", "base.cylon_ship_destroyed"]
    game = set_up(3, 1)
    base, uid = _at_two(game)
    with using_rules(game.rules):
        events = damage_basestar(base, uid, RandomCursor.at(1, 0))
    assert [e.tag for e in events] == ["base.cylon_ship_destroyed"]

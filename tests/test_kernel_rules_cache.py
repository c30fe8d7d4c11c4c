"""The rules cache frees what it forgets (issue 10's leak): `build_rules` moves the rules out of
the collector's generations (gc.freeze, issue 13), and a build dropped by `clear_rules_cache`
(or the garbage alive at that moment) must become collectable again, or a process that rebuilds
its rules (every test that registers a plugin does) keeps every build and grows without bound."""

from __future__ import annotations

import gc
import weakref

from bsgcore.ruleset import build_rules, clear_rules_cache


class _Cycle:
    """Garbage that only the cycle collector frees (it refers to itself)."""

    def __init__(self) -> None:
        self.me = self


def test_a_cleared_build_is_collected() -> None:
    """After clearing the cache, the old rules (full of reference cycles) are freed."""
    clear_rules_cache()
    old = weakref.ref(build_rules("base"))
    clear_rules_cache()
    build_rules("base")
    gc.collect()
    assert old() is None, "a cleared rules build stays in memory (frozen by the collector)"


def test_garbage_alive_at_a_build_is_collected_after_a_clear() -> None:
    """Cyclic garbage not yet collected when rules are built is not kept for ever."""
    clear_rules_cache()
    gc.disable()  # the cycle is still uncollected when the rules are built, as in a long run
    try:
        garbage = _Cycle()
        ref = weakref.ref(garbage)
        del garbage
        build_rules("base")  # freezes what is alive, the uncollected cycle included
    finally:
        gc.enable()
    clear_rules_cache()
    gc.collect()
    assert ref() is None, "garbage frozen by a rules build is never freed"


def test_registering_the_same_module_again_keeps_the_built_rules() -> None:
    """Re-registering a plugin module under its own name changes nothing, so the rules built
    stay (the tests' autouse fixture does it before every test); another module clears them."""
    import bsgcore.testing.toy as toy
    from bsgcore.plugins import register_plugin_module, unregister_plugin_module

    register_plugin_module(toy)
    rules = build_rules("toy")
    register_plugin_module(toy)
    assert build_rules("toy") is rules
    unregister_plugin_module("toy")
    register_plugin_module(toy)
    assert build_rules("toy") is not rules


def test_requests_that_enable_the_same_plugins_share_one_build(tmp_path: object) -> None:
    """``build_rules("base")`` and ``build_rules("base", ("base", "core"))`` (what a saved log's
    header names) enable the same plugins, so they give the same `Rules`: a game's first load
    builds no second set of rules (a tenth of a second, and its memory)."""
    from pathlib import Path

    from bsgcore import Game

    assert build_rules("base", ("base", "core")) is build_rules("base")
    game = Game.new("base", seats=3, seed=1)
    path = Path(str(tmp_path)) / "game.jsonl"
    game.save(path)
    assert Game.load(path).rules is game.rules

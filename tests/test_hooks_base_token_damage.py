"""The damage a basestar damage token counts for is the catalogue's (``space.board.token_damage``,
docs/hooks.md, "Basestar damage tokens"): an entry's ``counts_as_damage`` op, else the token it
``replaces``, else its text's "counts as N damage", else 1. Base's Critical Hit counts 2 by its
own entry, and a plugin's token counts what its entry says (B-DMG-6)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bsgcore.base import BaseContent, cylons_of, damage_basestar
from bsgcore.base.space import board as sp
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios.table import set_up

DECK = "breach_tokens"
#: A token whose op says 3: one token destroys a fresh basestar.
BREACH = "breach.damage.basestar_reactor_breach"
#: A token that works as base's Critical Hit (``replaces``), its entry silent on its damage.
GLANCING = "breach.damage.basestar_glancing_critical"
#: A token whose text alone says 2.
SCORCHED = "breach.damage.basestar_scorched_hull"
PLAIN = "base.damage.basestar_disabled_weapons"


def content(content: BaseContent) -> None:
    content.add_deck(DECK)
    op = {"op": "custom", "key": "counts_as_damage", "amount": 3}
    content.add_card(DECK, {"id": BREACH, "name": "Reactor Breach", "text": "", "effects": [op]})
    content.implemented_by(BREACH, "tests.test_hooks_base_token_damage")
    content.add_card(
        DECK,
        {"id": GLANCING, "name": "Glancing", "text": "", "replaces": sp.CRITICAL_HIT},
    )
    content.add_card(DECK, {"id": SCORCHED, "name": "Scorched", "text": "Counts as 2 damage."})


def tokens(options: dict[str, Any], tokens: tuple[str, ...]) -> tuple[str, ...]:
    return (*tokens, BREACH, GLANCING, SCORCHED)


BREACH_PLUGIN = plugin_module(
    "breach",
    requires=("base",),
    extends=("base",),
    bsg_base_content=content,
    bsg_base_basestar_damage_tokens=tokens,
)


def hit_with(game: Any, held: tuple[str, ...], drawn: str) -> list[str]:
    """The tags of one hit on a basestar holding `held`, the pile holding only `drawn`."""
    base = game.state.game
    ship = cylons_of(base, "basestar")[0]
    ships = tuple(attrs.evolve(s, damage=held) if s is ship else s for s in base.cylon_ships)
    base = attrs.evolve(base, cylon_ships=ships, basestar_damage_pile=(drawn,))
    with using_rules(game.rules):
        events = damage_basestar(base, ship.uid, RandomCursor.at(1, 0))
    return [e.tag for e in events]


@pytest.mark.rules("B-DMG-6")
def test_base_critical_hit_counts_two_by_its_entry() -> None:
    """A basestar holding Critical Hit is destroyed by the next token; one holding a plain
    token survives it; base's four tokens count 2, 1, 1, 1."""
    game = set_up(3, 1)
    with using_rules(game.rules):
        counts = {t: sp.token_damage(t) for t in sp.basestar_tokens({})}
    assert counts[sp.CRITICAL_HIT] == 2 and sorted(counts.values()) == [1, 1, 1, 2]
    destroyed = ["base.basestar_damaged", "base.cylon_ship_destroyed"]
    assert hit_with(game, (), sp.CRITICAL_HIT) == ["base.basestar_damaged"]
    assert hit_with(game, (sp.STRUCTURAL_DAMAGE,), sp.CRITICAL_HIT) == destroyed
    assert hit_with(game, (sp.STRUCTURAL_DAMAGE,), PLAIN) == ["base.basestar_damaged"]


def test_a_plugins_token_counts_what_its_entry_says() -> None:
    """The op's 3 destroys a fresh basestar with one token; a token replacing Critical Hit
    counts its 2, one whose text says 2 counts 2; the invariant adds them the same way."""
    with installed_plugins(BREACH_PLUGIN):
        game = set_up(3, 1, plugins=["breach"])
        with using_rules(game.rules):
            assert [sp.token_damage(t) for t in (BREACH, GLANCING, SCORCHED)] == [3, 2, 2]
        destroyed = ["base.basestar_damaged", "base.cylon_ship_destroyed"]
        assert hit_with(game, (), BREACH) == destroyed
        assert hit_with(game, (PLAIN,), GLANCING) == destroyed
        assert hit_with(game, (PLAIN,), SCORCHED) == destroyed
        assert hit_with(game, (), GLANCING) == ["base.basestar_damaged"]
        base = game.state.game
        ship = cylons_of(base, "basestar")[0]
        held = attrs.evolve(ship, damage=(GLANCING,))
        pile = tuple(t for t in base.basestar_damage_pile if t != GLANCING)
        fine = attrs.evolve(
            base,
            cylon_ships=tuple(held if s is ship else s for s in base.cylon_ships),
            basestar_damage_pile=pile,
        )
        check_invariants(game.rules, game.state.with_game(fine), at_rest=False)
        over = attrs.evolve(held, damage=(GLANCING, SCORCHED))
        broken = attrs.evolve(
            fine,
            cylon_ships=tuple(over if s is ship else s for s in base.cylon_ships),
            basestar_damage_pile=tuple(t for t in pile if t != SCORCHED),
        )
        with pytest.raises(AssertionError, match="B-INV-30"):
            check_invariants(game.rules, game.state.with_game(broken), at_rest=False)

"""One test plugin that extends the base game the way an expansion does (issue 9, "How it is
checked"): a sixth skill type and a third title with its own line of succession (as data, through
``bsg_base_content`` and the titles registry), a plugin-owned secret zone folded by its own events,
and an extra Action added to base's Action step, all through public API only. The conformance kit
passes with it, and its leak check catches a deliberately leaky copy of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs
import base_titles_plugin as titles
import pytest
import test_plugin_state as tokens

from bsgcore import Event, Game, RandomCursor, RulesRegistry, State
from bsgcore.base import BaseContent, BaseGame, FrozenMap, Op, RunOps, current, data, draw_events
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.turn.events import to_discards
from bsgcore.context import using_rules
from bsgcore.errors import ConfigurationError
from bsgcore.hookspecs import hookimpl
from bsgcore.rng import Rng
from bsgcore.ruleset import build_rules
from bsgcore.testing import (
    check_game,
    check_no_leaks,
    check_rejects_illegal,
    installed_plugins,
    plugin_module,
    random_playout,
)

#: The plugin's name: its zone is kept in the state under it, where the tokens helpers read it.
NAME = tokens.NAME


def make_expansion(*, leaky_view: bool = False, leaky_event: bool = False) -> Any:
    """The plugin: the titles test plugin's content and title rules plus the tokens zone and its
    Action (or a copy whose view or draw event shows other seats' tokens)."""

    def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
        titles.bsg_register_rules(registry, ruleset)
        tokens.register_tokens(registry, leaky_event=leaky_event)

    def bsg_setup(state: State, rng: RandomCursor) -> list[Event]:
        return tokens.tokens_setup(state, rng, leaky_event=leaky_event)

    return plugin_module(
        NAME,
        requires=("base",),
        extends=("base",),
        bsg_base_content=titles.bsg_base_content,
        bsg_base_destiny_recipe=titles.bsg_base_destiny_recipe,
        bsg_register_rules=bsg_register_rules,
        bsg_setup=bsg_setup,
        bsg_declare_secrets=tokens.tokens_secrets,
        bsg_player_view=tokens.tokens_view(leaky_view),
    )


@pytest.fixture
def expansion() -> Iterator[None]:
    with installed_plugins(make_expansion()):
        yield


def test_the_expansion_adds_a_type_a_title_a_secret_zone_and_an_action(expansion: None) -> None:
    """In one game: the sixth type has its own shuffled deck, the third title is held by the
    highest seat on its line, every seat holds one face-down token, and the extra Action is
    offered beside base's own at the Action step."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=5)
    assert [len(held) for held in tokens.tokens_of(game.state).held] == [1, 1, 1, 1]
    while not game.state.game.set_up:  # type: ignore[attr-defined]
        game.play(game.pending.options[0])  # type: ignore[union-attr]
    base_game = game.state.game  # type: ignore[attr-defined]
    shuffled = next(e for e in game.events if e.tag == "base.decks_shuffled")
    assert sorted(shuffled.skill_decks[titles.TREACHERY]) == sorted(  # type: ignore[attr-defined]
        f"{titles.SABOTAGE}@{v}" for v in (1, 1, 1, 2, 2, 3)
    )
    characters = [p.character for p in base_game.players]
    best = min(characters, key=lambda c: titles.CAG_LINE[c])
    assert base_game.titles[titles.CAG] == characters.index(best)
    for _ in range(400):
        decision = game.pending
        assert decision is not None
        if any(isinstance(c, tokens.DrawToken) for c in decision.options):
            break
        game.play(decision.options[0])
    else:
        pytest.fail("the Action step never offered the extra Action")
    assert decision.kind == "action" and len(decision.options) > 1  # base's Actions kept


@pytest.mark.parametrize("seed", [3, 4])
def test_the_conformance_kit_passes_with_the_expansion(expansion: None, seed: int) -> None:
    """Random 4-seat games with the plugin pass replay, JSON, save/load, invariants, the leak
    checks (its declared secrets searched and re-dealt) and refusals; its Action was played."""
    game = random_playout("base", 4, seed=seed, plugins=[NAME])
    assert tokens._draws(game) > 0
    check_game(game)
    check_no_leaks(game)
    check_rejects_illegal(game)


@pytest.mark.parametrize(
    ("leaky", "where"), [({"leaky_view": True}, "view"), ({"leaky_event": True}, "event")]
)
def test_the_leak_check_catches_a_leaky_copy(leaky: dict[str, bool], where: str) -> None:
    """The copy that shows other seats' tokens in its view, or in its draw event, fails the
    kit's leak check, which names the secret."""
    with installed_plugins(make_expansion(**leaky)):
        game = Game.new("base", plugins=[NAME], seats=4, seed=1)
        with pytest.raises(
            AssertionError, match=rf"receives the secret tokens\.held\[\d\] = .* in its {where}"
        ):
            check_no_leaks(game, scrambles=0)


def set_up(seed: int = 5) -> Game:
    """A 4-seat game with the expansion, played to the end of set-up."""
    game = Game.new("base", plugins=[NAME], seats=4, seed=seed)
    while not game.state.game.set_up:  # type: ignore[attr-defined]
        game.play(game.pending.options[0])  # type: ignore[union-attr]
    return game


def test_the_sixth_type_has_its_own_catalogue_deck_and_colour(expansion: None) -> None:
    """The type's cards are in its own deck (``SkillType.deck``), sized from its cards, not in
    base's 105; base's five types carry their colours from the catalogue."""
    cards = data_of(build_rules("base", plugins=[NAME]))
    kinds = {kind.name: kind for kind in cards.skill_types}
    assert kinds[titles.TREACHERY].deck == titles.TREACHERY
    assert kinds[titles.TREACHERY].colour == "brown" and kinds["politics"].colour == "yellow"
    assert cards.deck_sizes[titles.TREACHERY] == 6 and cards.deck_sizes["skill"] == 105
    assert cards.skill(titles.SABOTAGE).deck == titles.TREACHERY


def data_of(rules: Any) -> Any:
    """The catalogue of a game's rules."""
    with using_rules(rules):
        return data()


def test_a_card_of_the_type_in_another_deck_is_refused() -> None:
    """A card of the sixth type added to base's "skill" deck, when the type has a deck of its
    own, is a configuration error naming the card."""

    @hookimpl
    def bsg_base_content(content: BaseContent) -> None:
        content.add_skill_type(titles.TREACHERY, deck=titles.TREACHERY)
        content.add_card("skill", titles.SABOTAGE_CARD)

    plugin = plugin_module("misdecked", requires=("base",), bsg_base_content=bsg_base_content)
    with installed_plugins(plugin), pytest.raises(ConfigurationError, match=titles.SABOTAGE):
        build_rules("base", plugins=["misdecked"])


def test_the_sixth_type_is_in_the_destiny_deck_only_by_its_recipe() -> None:
    """B-DEST-1 through ``bsg_base_destiny_recipe``: base's recipe is 2 of each of its five
    types; the plugin that adds itself to it puts 2 of its type in, and one that does not, none."""
    for recipe, treachery in ((True, 2), (False, 0)):
        plugin = make_expansion()
        if not recipe:
            plugin.bsg_base_destiny_recipe = None
            del plugin.bsg_base_destiny_recipe
        with installed_plugins(plugin):
            game = set_up()
            with using_rules(game.rules):
                kinds = [m_type(c) for c in game.state.game.destiny]  # type: ignore[attr-defined]
        assert sorted(kinds) == sorted([*SKILL_TYPES] * 2 + [titles.TREACHERY] * treachery)
        decks = game.state.game.skill_decks  # type: ignore[attr-defined]
        assert len(decks[titles.TREACHERY]) == 6 - treachery


def m_type(code: str) -> str:
    """A skill card code's type, in the game's catalogue."""
    return str(data().skill(code.split("@", 1)[0]).type)


def test_the_sixth_type_draws_discards_and_reshuffles_in_its_own_piles(expansion: None) -> None:
    """B-SKILL-7 for the sixth type: its cards are drawn from its deck (the "draw_skill" op naming it
    too), discarded onto its own pile and, when its deck is empty, that pile is reshuffled; the
    other decks are untouched."""
    game = set_up()
    base_game: BaseGame = game.state.game  # type: ignore[attr-defined]
    kind = titles.TREACHERY
    deck = base_game.skill_decks[kind]
    emptied = attrs.evolve(
        base_game,
        skill_decks={**base_game.skill_decks, kind: ()},
        skill_discards={**base_game.skill_discards, kind: deck},
    )
    with using_rules(game.rules):
        events = draw_events(emptied, 0, [kind, kind], RandomCursor(Rng(7)))
        assert [e.tag for e in events] == [
            "base.skill_deck_reshuffled",
            "base.skill_cards_drawn",
            "base.skill_cards_drawn",
        ]
        after = emptied
        for event in events:
            after = event.apply(after)  # type: ignore[attr-defined]
        drawn = after.players[0].hand[-2:]
        assert all(m_type(c) == kind for c in drawn)
        assert sorted(after.skill_decks[kind] + drawn) == sorted(deck)
        assert after.skill_discards[kind] == ()
        others = {k: v for k, v in after.skill_decks.items() if k != kind}
        assert others == {k: v for k, v in base_game.skill_decks.items() if k != kind}
        from_op = op_draw(game, base_game, kind)
        assert [m_type(c) for c in from_op] == [kind, kind]
        discarded = to_discards(after, drawn)
        assert discarded.skill_discards[kind] == drawn
        assert all(discarded.skill_discards[k] == () for k in SKILL_TYPES)


def op_draw(game: Game, base_game: BaseGame, kind: str) -> tuple[str, ...]:
    """The cards seat 0 draws through the effect registry's "draw_skill" op of 2 cards of `kind`."""
    handler = current.effects().handler("draw_skill")
    assert handler is not None
    op = Op("draw_skill", FrozenMap({"who": "current_player", "types": (kind,), "count": 2}))
    frame = RunOps("test", "effects", base_game.current)
    events = handler(base_game, frame, op, RandomCursor(Rng(3)))
    cards: tuple[str, ...] = ()
    for event in events:
        cards += getattr(event, "cards", ())
    return cards

"""One test plugin that extends the base game the way an expansion does (issue 9, "How it is
checked"): a sixth skill type and a third title with its own line of succession (as data, through
``bsg_base_content`` and the titles registry), a plugin-owned secret zone folded by its own events,
and an extra Action added to base's Action step, all through public API only. The conformance kit
passes with it, and its leak check catches a deliberately leaky copy of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import base_titles_plugin as titles
import pytest
import test_plugin_state as tokens

from bsgcore import Event, Game, RandomCursor, RulesRegistry, State
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

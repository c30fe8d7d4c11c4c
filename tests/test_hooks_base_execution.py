"""The execution hooks and the Quorum hand limit hook (docs/hooks.md, "Execution"): each one
changes what base's execution procedure or end of turn does, and without them nothing changes."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import DiscardQuorum, Execute, RunOps, g
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

HUMAN = "base.loyalty.you_are_not_a_cylon"
TIGH = "base.character.saul_tigh"
SICKBAY = "base.location.sickbay"


def human_executed(plugins: list[str], seat: int = 0) -> Board:
    """A set-up table, seat `seat` proven human and executed (up to the new character's choice)."""
    b = edits.resting(
        table(plugins=plugins, characters=("galen_tyrol", "laura_roslin", "kara_starbuck_thrace"))
    )
    loyalty = (HUMAN,) * len(b.game.players[seat].loyalty)
    b = edits.with_player(b, seat, loyalty=loyalty)
    b, _ = b.run(Execute(seat, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    return b


def no_tigh(game: Any, seat: int, character: str, allowed: bool) -> bool:
    return allowed and character != TIGH


def to_sickbay(game: Any, seat: int, character: str, location: str) -> str:
    return SICKBAY


def test_new_character_allowed_filters_the_choice() -> None:
    plugin = plugin_module(
        "no_tigh", requires=("base",), extends=("base",), bsg_base_new_character_allowed=no_tigh
    )
    with installed_plugins(plugin):
        names = {o.character for o in human_executed(["no_tigh"]).pending.options}  # type: ignore[union-attr]
        assert names and TIGH not in names
    names = {o.character for o in human_executed([]).pending.options}  # type: ignore[union-attr]
    assert TIGH in names


def test_new_character_start_places_the_new_character() -> None:
    plugin = plugin_module(
        "sick", requires=("base",), extends=("base",), bsg_base_new_character_start=to_sickbay
    )
    with installed_plugins(plugin):
        b = human_executed(["sick"])
        b, _ = b.play(b.option("base.pick_new_character", character=TIGH))
        assert b.game.players[0].location == SICKBAY
    b = human_executed([])
    b, _ = b.play(b.option("base.pick_new_character", character=TIGH))
    assert b.game.players[0].location == "base.location.command"


def test_execution_steps_run_after_the_execution() -> None:
    """Exodus-like: the executed player's new character then resolves a card's ops."""
    seen: list[str] = []

    def after(game: Any, seat: int, proof: str, frames: tuple[Any, ...]) -> tuple[Any, ...]:
        seen.append(proof)
        return (*frames, RunOps("base.quorum.encourage_mutiny", "effects", seat))

    plugin = plugin_module(
        "after", requires=("base",), extends=("base",), bsg_base_execution_steps=after
    )
    with installed_plugins(plugin):
        b = human_executed(["after"])
        b, _ = b.play(b.option("base.pick_new_character", character=TIGH))
        assert seen == ["human"]
        assert any(isinstance(f, RunOps) for f in b.state.stack)


def one(game: Any, seat: int, limit: int | None) -> int | None:
    return 1


def test_quorum_hand_limit_makes_the_president_discard() -> None:
    plugin = plugin_module(
        "qh", requires=("base",), extends=("base",), bsg_base_quorum_hand_limit=one
    )
    with installed_plugins(plugin):
        b = table(plugins=["qh"])
        game = g(b.state)
        hand = game.quorum_hand + game.quorum_deck[:2]
        b = edits.edit(b, quorum_hand=hand, quorum_deck=game.quorum_deck[2:])
        end = b.rules.registry.tags["base.f.end_turn"]
        b, _ = edits.resting(b).run(end(b.game.current))
        assert b.pending is not None and b.pending.kind == "discard_quorum"
        assert isinstance(b.state.top, DiscardQuorum) and b.state.top.count == 2
        while b.pending is not None and b.pending.kind == "discard_quorum":
            b, _ = b.play(b.pending.options[0])
        assert len(b.game.quorum_hand) == 1
        assert len(b.game.quorum_discard) == 2


def test_without_a_quorum_hand_limit_nobody_discards() -> None:
    b = table()
    game = b.game
    b = edits.edit(b, quorum_hand=game.quorum_deck[:12], quorum_deck=game.quorum_deck[12:])
    end = b.rules.registry.tags["base.f.end_turn"]
    b, _ = edits.resting(b).run(end(b.game.current))
    assert b.pending is None or b.pending.kind != "discard_quorum"
    assert len(b.game.quorum_hand) == 12
    assert attrs.has(type(b.game))


def test_a_final_execution_takes_the_player_out_of_the_game() -> None:
    """``Execute(final=True)``: the human costs his morale, chooses no new character, his
    title passes on and his seat takes no more turns."""
    b = edits.resting(table(characters=("galen_tyrol", "laura_roslin", "kara_starbuck_thrace")))
    b = edits.with_player(b, 1, loyalty=(HUMAN,) * len(b.game.players[1].loyalty))
    assert b.game.president == 1
    morale = b.game.morale
    after, events = b.run(Execute(1, "test", final=True))
    assert after.game.players[1].character == ""
    assert after.game.morale == morale - 1
    assert after.game.president != 1
    assert not [e for e in events if e.tag == "base.character_replaced" and e.new]  # type: ignore[attr-defined]
    assert after.pending is None or after.pending.kind != "choose_new_character"
    begin = b.rules.registry.tags["base.f.begin_turn"]
    _, events = after.run(begin(1))
    assert [e.seat for e in events if e.tag == "base.turn_begun"] == [2]  # type: ignore[attr-defined]
    _, events = b.run(Execute(1, "test"))
    assert not [e for e in events if e.tag == "base.character_replaced"]  # the choice waits


BALTAR = "base.character.gaius_baltar"
SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"


def sympathizers(game: Any, count: int, rng: Any, added: Any) -> Any:
    return attrs.evolve(added, cards=(SYMPATHIZER,) * count)


def test_not_a_cylon_cards_names_the_cards_a_new_baltar_puts_in() -> None:
    """Baltar chosen before the Sleeper Agent phase puts a card into the loyalty deck and is
    dealt one (P-NEWC-4): the plugin's card, else base's plain one from the box."""
    plugin = plugin_module(
        "deck", requires=("base",), extends=("base",), bsg_base_not_a_cylon_cards=sympathizers
    )
    for plugins, card in ((["deck"], SYMPATHIZER), ([], HUMAN)):
        with installed_plugins(plugin):
            b = human_executed(plugins)
            before = b.game.loyalty_deck
            b, events = b.play(b.option("base.pick_new_character", character=BALTAR))
        (changed,) = [e for e in events if e.tag == "base.loyalty_deck_changed"]
        assert changed.added == 1
        assert sorted(changed.deck) == sorted((*before, card))

"""The Pegasus Crisis, Super Crisis, Quorum and Destination cards in their base decks
(P-COMP-16, P-COMP-19, P-COMP-22, P-COMP-24, P-SETUP-7): a card the game carries out is
shuffled in and plays through base's effects; one it could not carry out would stay out of
every deck and be listed by ``bsg cards --missing`` (none is, now)."""

from __future__ import annotations

import pytest
from bsg_pegasus.cards.playable import missing, playable
from bsg_pegasus.data import load as pegasus_data
from pegasus_helpers import PLUGINS

from bsgcore import cli
from bsgcore.base import BaseContent, EffectRegistry, load
from bsgcore.testing.scenarios.edits import drawn, edit
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.table import set_up
from bsgcore.testing.scripted import scripted_random

FOOD_HOARDING = "pegasus.crisis.food_hoarding_in_the_fleet"
VERDICT = "pegasus.crisis.a_verdict_of_guilty"  # needs the execute op
PRODUCTION = "pegasus.quorum.enact_production_quotas"
CONVOY = "pegasus.destination.a_civilian_convoy"
ORACLE = "pegasus.quorum.consult_the_oracle"  # needs base's decks_seen


def all_cards(game: object) -> set[str]:
    """Every card code in a game's crisis, quorum and destination decks and hands."""
    base = game.state.game  # type: ignore[attr-defined]
    held = {c for p in base.players for c in p.super_crises}
    return {
        *(c.split("#")[0] for c in base.crisis_deck),
        *base.quorum_deck,
        *base.quorum_hand,
        *base.destination_deck,
        *base.super_crisis_deck,
        *held,
    }


@pytest.mark.rules("P-SETUP-7", "P-COMP-16")
def test_playable_pegasus_cards_are_shuffled_into_the_base_decks() -> None:
    """With Pegasus the crisis, Quorum and destination decks hold the Pegasus cards the game
    carries out; without it, none."""
    cards = all_cards(set_up(4, 5, plugins=PLUGINS))
    assert {FOOD_HOARDING, PRODUCTION, CONVOY} <= cards
    assert not any(c.startswith("pegasus.") for c in all_cards(set_up(4, 5)))


def test_every_card_of_these_decks_plays_and_none_is_listed_missing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Every Pegasus Crisis, Super Crisis, Quorum and Destination card is in a deck now (A
    Verdict of Guilty waited for base's ``execute`` op, Consult the Oracle for base's
    ``decks_seen``); ``--missing`` names none of them. A card the game could not carry out
    would stay out (`playable`)."""
    cards = all_cards(set_up(4, 5, plugins=PLUGINS))
    assert {VERDICT, ORACLE} <= cards
    tables = ("crisis", "super_crisis", "quorum", "destination")
    rows = [r for t in tables for r in pegasus_data().table(t)]
    assert [str(r["id"]) for r in rows if str(r["id"]) not in cards] == []
    cli.main(["cards", "--ruleset", "base", "--plugin", "pegasus", "--missing"])
    listed = capsys.readouterr().out
    assert not any(str(r["id"]) in listed for r in rows)
    content = BaseContent(EffectRegistry())
    content.include(load())
    assert not playable(content, "quorum", {"id": "x", "effects": [{"op": "nobody_has_it"}]})


def test_the_gaps_of_an_entry_are_named() -> None:
    """What keeps a card out is said: the op, the skill type, the WHO value."""
    content = BaseContent(EffectRegistry())
    content.include(load())
    raw = {
        "id": "x",
        "effects": [
            {"op": "execute", "who": "each_human"},
            {"op": "draw_skill", "types": ["treachery"]},
        ],
    }
    gaps = missing(content, raw)
    assert "op execute" in gaps and "who each_human" in gaps and "skill type treachery" in gaps


def test_food_hoarding_plays_through_base_effects() -> None:
    """The President's choice "lose 2 food" costs 2 food."""
    cast = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
    table = drawn(board(seats=4, plugins=PLUGINS, characters=cast), FOOD_HOARDING)
    assert table.pending is not None
    food = table.game.food
    choice = next(o for o in table.pending.options if getattr(o, "option", None) == "b")
    table, _ = table.play(choice)
    assert table.game.food == food - 2


def food_hoarding_hit(civilians: list[tuple[int, str]], pile_empty: bool) -> tuple[Board, int]:
    """Food Hoarding's option a with a roll of 2 (a civilian ship drawn and destroyed), and
    how many unused ships there were before."""
    cast = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
    table = board(seats=4, plugins=PLUGINS, characters=cast, civilians=civilians)
    if pile_empty:
        table = edit(table, civilian_pile=())
    table = drawn(table, FOOD_HOARDING)
    unused = len(table.game.civilian_pile)
    assert table.pending is not None
    choice = next(o for o in table.pending.options if getattr(o, "option", None) == "a")
    with scripted_random(rolls=[2]):
        table, _ = table.play(choice)
    return table, unused


@pytest.mark.rules("P-CIV-1")
def test_a_drawn_civilian_ship_comes_from_those_not_on_the_board() -> None:
    """With unused ships left, one of them is destroyed: the ship on the board stays."""
    table, unused = food_hoarding_hit([(4, "empty")], pile_empty=False)
    assert len(table.game.civilians) == 1
    assert len(table.game.civilian_pile) == unused - 1


@pytest.mark.rules("P-CIV-2")
def test_with_every_ship_on_the_board_the_current_player_picks_one() -> None:
    """No unused ship left: the current player must pick a ship on the board to destroy."""
    table, _ = food_hoarding_hit([(4, "empty"), (1, "population_2")], pile_empty=True)
    assert table.pending is not None and table.pending.seat == table.game.current
    assert table.pending.kind == "choose_civilian"
    uids = {o.value for o in table.pending.options}
    assert uids == {c.uid for c in table.game.civilians}


def test_no_pegasus_card_is_listed_missing(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 10's pin: every entry of pegasus.toml (crisis, Quorum, destination, loyalty, agenda,
    skill, character, location, damage token) is in play: ``bsg cards --missing`` lists none and
    exits 0 (it exits 1 while any card waits)."""
    status = cli.main(["cards", "--ruleset", "base", "--plugin", "pegasus", "--missing"])
    out = capsys.readouterr().out
    assert "(0 of " in out, out
    assert status == 0

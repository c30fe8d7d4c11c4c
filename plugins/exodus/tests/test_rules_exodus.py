"""The always-used Exodus rules on base's seams: the loyalty deck (X-LOY, X-PEG-5), the lines of
succession (X-SUCC), execution's Exodus steps (X-EXEC), the Quorum hand limit (X-QUO) and the
revealed Cylons' Receive Skills (X-CYL-1)."""

from __future__ import annotations

import pytest
from bsg_exodus.setup import lines
from exodus_helpers import PLUGINS, WITH_PEGASUS, exodus_table

from bsgcore.base import (
    OFFICIAL_LINES,
    ChooseDraw,
    Execute,
    PickNewCharacter,
    loyalty_cards,
    modifiers,
)
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import base, set_up

HUMAN = "base.loyalty.you_are_not_a_cylon"
SICKBAY = "base.location.sickbay"
ROSLIN = "base.character.laura_roslin"
LEOBEN = "pegasus.character.leoben_conoy"
CAPRICA = "base.location.caprica"
FOOD_SHORTAGE = "base.crisis.food_shortage"
SLEEP_DEPRIVATION = "base.crisis.sleep_deprivation"
HUMANS = ("laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace", "tom_zarek")


def loyalty_in_play(game) -> int:  # type: ignore[no-untyped-def]
    """Every loyalty card held or in the loyalty deck."""
    return sum(len(p.loyalty) for p in game.players) + len(game.loyalty_deck)


def human_table(seats: int = 4, **changes) -> Board:  # type: ignore[no-untyped-def]
    """An Exodus game of `seats` humans (no Baltar, no Boomer), every window passed."""
    game = set_up(seats, 1, characters=list(HUMANS[:seats]), plugins=PLUGINS, type_balance=False)
    return Board(game.rules, game.state.with_game(quiet(base(game))))


@pytest.mark.rules("X-LOY-4", "X-LOY-7", "X-LOY-10", "X1-LOY-1", "X-SETUP-8")
@pytest.mark.parametrize(("seats", "cards"), [(3, 7), (4, 8 + 1), (5, 11)])
def test_the_loyalty_deck_holds_one_card_more_than_the_base_game(seats: int, cards: int) -> None:
    """Without Baltar and Boomer: 7, 8 (+ the Sympathizer at 4) and 11 cards; one is left in the
    deck after the deal (at 4 seats, with the Sympathizer, two)."""
    b = human_table(seats)
    assert loyalty_in_play(b.game) == cards
    assert len(b.game.loyalty_deck) == cards - seats


@pytest.mark.rules("X-PEG-5", "X-PEG-6", "X-PEG-8")
@pytest.mark.parametrize("plugins", [WITH_PEGASUS, list(reversed(WITH_PEGASUS))])
def test_with_a_cylon_leader_the_exodus_leader_table_is_used(plugins: list[str]) -> None:
    """5 seats with a Cylon Leader: 1 Cylon and 8 Not-a-Cylon cards, no Sympathizer (Pegasus's
    own table has 1 card fewer), whichever plugin comes first."""
    characters = [LEOBEN, *HUMANS[:4]]
    game = set_up(5, 1, characters=characters, plugins=plugins, type_balance=False)
    assert loyalty_in_play(base(game)) == 1 + 8
    assert not any(
        c == "base.loyalty.you_are_a_sympathizer" for p in base(game).players for c in p.loyalty
    )


@pytest.mark.rules("X-SUCC-1", "X-SUCC-2", "X-SUCC-3", "X-SUCC-4")
def test_the_lines_of_succession_are_the_published_exodus_lines() -> None:
    """The catalogue's Exodus lines and base's published lines name the same order."""
    for title in ("admiral", "president", "cag"):
        assert lines.catalogue_order(title) == OFFICIAL_LINES[title]


def test_the_game_ranks_its_characters_by_the_published_lines() -> None:
    """The game's Admiral and President lines are the published ones over its characters."""
    b = human_table()
    cards = b.rules.data["base.cards"]
    characters = {ch.id for ch in cards.characters}
    for title in ("admiral", "president"):
        ranked = sorted(cards.title_lines[title], key=lambda c: cards.title_lines[title][c])
        assert ranked == [c for c in OFFICIAL_LINES[title] if c in characters]


@pytest.mark.rules("X-EXEC-6", "X-EXEC-9", "X-EXEC-4", "X1-LOY-1", "X1-EXEC-2")
def test_an_executed_human_discards_his_loyalty_and_is_dealt_a_new_card() -> None:
    """His revealed cards leave the game, a Not-a-Cylon card is shuffled into the deck and he
    is dealt one card; the loyalty count stays true (B-INV-20)."""
    b = edits.resting(human_table())
    seat = edits.seat_of(b.game, ROSLIN)
    b = edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))
    held, deck, morale = len(b.game.players[seat].loyalty), len(b.game.loyalty_deck), b.game.morale
    b, _ = b.run(Execute(seat, "test"))
    b, events = b.play(PickNewCharacter(seat, "base.character.saul_tigh"))
    tags = [e.tag for e in events]
    assert "base.loyalty_cards_discarded" in tags and "base.loyalty_cards_drawn" in tags
    player = b.game.players[seat]
    assert len(player.loyalty) == 1 and player.shown == ()
    assert len(b.game.loyalty_deck) == deck  # one card in, one dealt
    assert b.game.morale == morale - 1
    assert held >= 1
    check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("X-EXEC-8")
def test_a_new_character_whose_start_is_damaged_starts_in_sickbay() -> None:
    """Tigh's start, Command, is damaged: he starts in Sickbay (base: the Hangar Deck)."""
    b = edits.resting(human_table())
    seat = edits.seat_of(b.game, ROSLIN)
    b = edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))
    b = edits.edit(b, damaged_locations=("base.location.command",))
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, "base.character.saul_tigh"))
    assert b.game.players[seat].location == SICKBAY


@pytest.mark.rules("X-QUO-1")
@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS])
def test_the_president_keeps_at_most_10_quorum_cards(plugins: list[str]) -> None:
    """The Quorum hand limit is 10, alone or with Pegasus's own."""
    b = exodus_table() if plugins == PLUGINS else None
    rules = b.rules if b is not None else set_up(4, 1, plugins=plugins).rules
    with using_rules(rules):
        limit = None
        for modify in modifiers().quorum_hand_limit:
            limit = modify(None, 0, limit)
    assert limit == 10


@pytest.mark.rules("X-CYL-1")
def test_a_revealed_cylon_draws_two_cards_of_different_types() -> None:
    """Receive Skills of a revealed Cylon: no choice names one type twice."""
    b = edits.resting(human_table())
    seat = b.game.current
    b = edits.with_player(b, seat, revealed=True)
    types = ("politics", "leadership", "tactics", "piloting", "engineering")
    b = edits.at_step(b, ChooseDraw(seat, 2, types))
    assert b.pending is not None and b.pending.kind == "choose_draw"
    choices = [o.types for o in b.pending.options]  # type: ignore[attr-defined]
    assert choices and all(len(set(t)) == 2 for t in choices)
    assert len(choices) == 10  # every pair of the five types


@pytest.mark.rules("X-CYL-5")
def test_boomer_revealed_before_the_sleeper_phase_is_dealt_one_card_there() -> None:
    """Boomer is dealt 2 cards in the Sleeper Agent phase, only 1 once revealed."""
    b = edits.resting(human_table())
    seat = b.game.current
    boomer = "base.character.sharon_boomer_valerii"
    hidden = edits.with_player(b, seat, character=boomer).game
    shown = edits.with_player(b, seat, character=boomer, revealed=True).game
    with using_rules(b.rules):
        assert loyalty_cards(hidden, seat, "sleeper") == 2
        assert loyalty_cards(shown, seat, "sleeper") == 1
        assert loyalty_cards(shown, seat, "setup") == 1


@pytest.mark.rules("X-EXEC-20", "X-EXEC-21", "X1-EXEC-6")
def test_boomer_chosen_after_the_sleeper_phase_goes_to_the_brig_with_two_cards() -> None:
    """After the Sleeper Agent phase Boomer starts in the Brig; her own Not-a-Cylon card and
    execution's go into the deck, and her player is dealt two cards."""
    b = edits.edit(edits.resting(human_table()), sleeper_done=True, distance=4)
    seat = edits.seat_of(b.game, ROSLIN)
    b = edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))
    deck = len(b.game.loyalty_deck)
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, "base.character.sharon_boomer_valerii"))
    player = b.game.players[seat]
    assert player.location == "base.location.brig"
    assert len(player.loyalty) == 2 and len(b.game.loyalty_deck) == deck
    check_invariants(b.rules, b.state, at_rest=False)


def caprica_jump_track(plugins: list[str]) -> tuple[int, int]:
    """A revealed Cylon at Caprica resolves one of two Crisis cards with the jump icon; the jump
    track before and after (every other question: its first option)."""
    game = set_up(4, 1, characters=list(HUMANS[:4]), plugins=plugins, type_balance=False)
    b = edits.resting(Board(game.rules, game.state.with_game(quiet(base(game)))))
    seat = b.game.current
    b = edits.cylon_at(b, seat, CAPRICA)
    stacked = edits.stacked(b.game, "crisis_deck", FOOD_SHORTAGE, SLEEP_DEPRIVATION)
    b = edits.at_action(edits.with_game(b, stacked), seat)
    before = b.game.jump_track
    b, events = b.play(b.option("base.use_location", location=CAPRICA))
    for _ in range(40):
        if "base.crisis_done" in [e.tag for e in events] or b.pending is None:
            break
        b, more = b.play(b.pending.options[0])
        events += more
    assert "base.crisis_done" in [e.tag for e in events]
    return before, b.game.jump_track


@pytest.mark.rules("X-CYL-2")
def test_a_crisis_chosen_at_caprica_prepares_the_jump() -> None:
    """Exodus: the Caprica crisis's jump icon moves the track up 1 (base: it does not)."""
    before, after = caprica_jump_track(PLUGINS)
    assert after == before + 1
    before, after = caprica_jump_track([])
    assert after == before

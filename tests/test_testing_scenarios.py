"""The public scenario builders of `bsgcore.testing.scenarios` (issue 9 item 8): each builds the
situation its docstring promises, moves cards without making or losing any, and leaves a board
the engine can play on."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from bsgcore.base import BaseGame
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, skill, table

MORALE = "base.loyalty.you_are_a_cylon_morale"
CAPRICA = "base.location.caprica"
COMMAND = "base.location.command"
SICKBAY = "base.location.sickbay"
NUKES = "base.super_crisis.inbound_nukes"


def loyalty_cards(game: BaseGame) -> Counter[str]:
    """Every loyalty card in the game: the deck and every seat's."""
    return Counter([*game.loyalty_deck, *(c for p in game.players for c in p.loyalty)])


def test_edit_and_with_player_change_only_the_named_fields() -> None:
    """Only the named game fields or player fields change; `placed` is `with_player` on location."""
    b = table()
    changed = edits.edit(b, fuel=1)
    assert changed.game.fuel == 1 and changed.game.food == b.game.food
    moved = edits.with_player(b, 1, location=SICKBAY)
    assert moved.game.players[1].location == SICKBAY
    assert moved.game.players[0] == b.game.players[0]
    assert edits.placed(b, 1, SICKBAY) == moved


def test_seat_of_takes_short_and_full_names() -> None:
    """A character's seat by short name or full id."""
    b = table(characters=("galen_tyrol", "saul_tigh", "laura_roslin"))
    assert edits.seat_of(b.game, "saul_tigh") == 1
    assert edits.seat_of(b.game, "base.character.laura_roslin") == 2


def test_holding_swaps_a_loyalty_card_without_making_one() -> None:
    """The card lands in the seat's hand of loyalty cards, the game's loyalty cards are the same multiset, and holding it again changes nothing."""
    b = board(5, 1)
    before = loyalty_cards(b.game)
    for seat in range(5):
        held = edits.holding(b, seat, MORALE)
        assert MORALE in held.game.players[seat].loyalty
        assert loyalty_cards(held.game) == before
        assert edits.holding(held, seat, MORALE) == held


def test_cylon_at_reveals_a_seat_with_its_super_crises() -> None:
    """The seat is a revealed Cylon at the location, showing its card, with the super crisis out of its deck; the state keeps the invariants."""
    b = board(5, 1)
    b = edits.placed(b, 3, COMMAND)  # Helo (seat 3) starts stranded on Caprica: move him away
    cylon = edits.cylon_at(b, 0, CAPRICA, supers=(NUKES,))
    player = cylon.game.players[0]
    assert player.revealed and player.location == CAPRICA
    assert player.shown == (MORALE,) and MORALE in player.loyalty
    assert player.super_crises == (NUKES,) and NUKES not in cylon.game.super_crisis_deck
    check_invariants(cylon.rules, cylon.state, at_rest=False)


def test_stacked_puts_cards_on_top_in_order() -> None:
    """The cards lead the deck in order, the deck holds the same cards, and a card not in it is refused."""
    b = table()
    deck = b.game.crisis_deck
    codes = (deck[-1], deck[-2])
    game = edits.stacked(b.game, "crisis_deck", *codes)
    assert game.crisis_deck[:2] == codes
    assert Counter(game.crisis_deck) == Counter(deck)
    with pytest.raises(ValueError):
        edits.stacked(b.game, "crisis_deck", "base.crisis.no_such_card")


def test_with_title_gives_a_title_and_refuses_an_unknown_one() -> None:
    """Each base title can be given to a seat; a title the base game does not have is refused."""
    b = table()
    assert edits.with_title(b.game, "admiral", 2).admiral == 2
    assert edits.with_title(b.game, "president", 0).president == 0
    with pytest.raises(ValueError, match="unknown title"):
        edits.with_title(b.game, "cag", 0)


def test_at_action_offers_the_seats_actions_and_resolves_back_to_the_resting_frame() -> None:
    """The seat's Action step waits for its action (its skill card playable); once resolved, the resting frame stops the game."""
    b = table()
    seat = b.game.current
    card = skill("executive_order", 2)
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: [card]})))
    at = edits.at_action(b)
    assert at.pending is not None and at.pending.kind == "action" and at.pending.seat == seat
    tags = {o.tag for o in at.pending.options}
    assert "base.play_skill" in tags
    # passing the action resolves the step; the resting frame is then on top, with no option
    pass_action = next(o for o in at.pending.options if type(o).__name__ == "PassAction")
    done, _ = at.play(pass_action)
    assert done.pending is not None and done.pending.options == ()


def test_drawn_resolves_a_crisis_to_its_first_decision() -> None:
    """One copy of the crisis leaves the deck, it is the turn's crisis, and its first decision (the President's choice) waits."""
    b = table()
    code = next(c for c in b.game.crisis_deck if c.startswith("base.crisis.food_shortage"))
    after = edits.drawn(b, code)
    assert after.game.crisis == code
    assert Counter(b.game.crisis_deck) - Counter(after.game.crisis_deck) == Counter([code])
    assert after.pending is not None and after.pending.seat == after.game.president


DOC = Path(__file__).resolve().parent.parent / "docs" / "testing.md"
BLOCKS = re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_the_testing_page_examples_run(code: str) -> None:
    """Every Python example of docs/testing.md runs as written (with examples/fan-base
    installed, as the README's install does)."""
    pytest.importorskip("bsg_fan_base", reason="pip install -e examples/fan-base")
    exec(compile(code, str(DOC), "exec"), {})

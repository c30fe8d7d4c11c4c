"""Anastasia "Dee" Dualla (Appendix A.4): Efficient looks at every civilian ship from
Communications; Fast Learner (once per game, before a check) draws 3 cards of any deck into the
check or her hand; Emotionally Fragile executes her, at no morale cost as a human, when morale
is reduced to 2 or less (P-EXEC-18's execution procedure, base's Execute)."""

from __future__ import annotations

import attrs
import pytest
from bsg_pegasus.characters import dee
from pegasus_helpers import PLUGINS
from skills_helpers import AQ, arranged, base_code

from bsgcore.base import execute, replace_player
from bsgcore.testing.scenarios.edits import at_action, edit, placed, with_game
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import declined, table

DEE = dee.DEE
CHARACTERS = (DEE, "saul_tigh", "laura_roslin", "galen_tyrol")
COMMS = "base.location.communications"
CARD = base_code("strategic_planning", 3)


def test_efficient_looks_at_every_civilian_ship() -> None:
    """Four civilian ships on the board: she may look at (and move) all four, not only 2."""
    civilians = [(1, "population_1"), (2, "population_1"), (3, "empty"), (4, "population_2")]
    b = board(seats=4, plugins=PLUGINS, characters=CHARACTERS, civilians=civilians)
    seat = b.game.current
    assert b.game.players[seat].character == DEE
    b = at_action(placed(b, seat, COMMS), seat)
    b, _ = b.play(b.option("base.use_location", location=COMMS))
    seen = 0
    while b.pending is not None and b.pending.kind.startswith("communications"):
        if b.pending.kind == "communications":
            looks = [o for o in b.pending.options if o.uid >= 0]
            if not looks:
                break
            b, _ = b.play(looks[0])
            seen += 1
        else:
            b, _ = b.play(b.pending.options[0])
    assert seen == 4


def test_another_character_looks_at_two() -> None:
    """Communications as printed for anyone else: 2 ships."""
    chars = ("saul_tigh", DEE, "laura_roslin", "galen_tyrol")
    civilians = [(1, "population_1"), (2, "population_1"), (3, "empty"), (4, "population_2")]
    b = board(seats=4, plugins=PLUGINS, characters=chars, civilians=civilians)
    seat = b.game.current
    b = at_action(placed(b, seat, COMMS), seat)
    b, _ = b.play(b.option("base.use_location", location=COMMS))
    seen = 0
    while b.pending is not None and b.pending.kind.startswith("communications"):
        if b.pending.kind == "communications":
            looks = [o for o in b.pending.options if o.uid >= 0]
            b, _ = b.play(looks[0])
            seen += 1
        else:
            b, _ = b.play(b.pending.options[0])
    assert seen == 2


def dee_check() -> tuple[Board, int]:
    """Dee activates Admiral's Quarters on the next seat; the board waits at the window before
    cards are added, asked to her."""
    b = table(seats=4, characters=CHARACTERS, plugins=PLUGINS, windows=True)
    seat = b.game.current
    b = arranged(b, {seat: [CARD]})
    b = placed(b, seat, AQ)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.use_location", location=AQ))
    b, _ = b.play(b.option("base.pick", value=(seat + 1) % 4))
    while b.pending is not None and not (
        b.pending.seat == seat and "pegasus.use_fast_learner" in {o.tag for o in b.pending.options}
    ):
        b, _ = b.play(declined(b))
    return b, seat


@pytest.mark.parametrize("into_check", [True, False])
def test_fast_learner_draws_three_into_the_check_or_hand(into_check: bool) -> None:
    """Any deck (Engineering is not hers): 3 cards drawn, all into the check face down or all
    kept; used for the game."""
    b, seat = dee_check()
    hand = len(b.game.players[seat].hand)
    b, _ = b.play(b.option("pegasus.use_fast_learner", deck="engineering"))
    assert dee.FAST_LEARNER in b.game.once_per_game_used
    b, events = b.play(b.option("pegasus.place_fast_learner", check=into_check))
    assert b.game.check is not None
    mine = b.game.check.played[seat]
    if into_check:
        assert len(mine) == 3  # engineering cards, not in her skill set
        assert len(b.game.players[seat].hand) == hand
        added = [e for e in events if e.tag == "base.card_contributed"]
        assert all(e.redacted_for((seat + 1) % 4).card == "hidden" for e in added)
    else:
        assert mine == ()
        assert len(b.game.players[seat].hand) == hand + 3


@pytest.mark.rules("B-CHECK-6")
def test_fast_learner_from_the_brig_keeps_the_three_in_hand() -> None:
    """From the Brig she adds at most 1 card, so the 3 may only stay in her hand (a random game,
    seed 2000203 with Exodus, put all 3 in and broke B-INV-26)."""
    b, seat = dee_check()
    b = placed(b, seat, "base.location.brig")
    b, _ = b.play(b.option("pegasus.use_fast_learner", deck="engineering"))
    places = [o for o in b.pending.options if o.tag == "pegasus.place_fast_learner"]
    assert [o.check for o in places] == [False]


NOT_A_CYLON = "base.loyalty.you_are_not_a_cylon"


def human(b: Board, seat: int) -> Board:
    """The seat's first loyalty card swapped with a "You Are Not a Cylon" from the loyalty deck
    (never taken from another seat, so two such edits do not undo each other, whatever the
    deal)."""
    game = b.game
    player = game.players[seat]
    if NOT_A_CYLON in player.loyalty:
        return b
    deck = list(game.loyalty_deck)
    deck[deck.index(NOT_A_CYLON)] = player.loyalty[0]
    player = attrs.evolve(player, loyalty=(NOT_A_CYLON, *player.loyalty[1:]))
    game = attrs.evolve(replace_player(game, seat, player), loyalty_deck=tuple(deck))
    return with_game(b, game)


def fragile_board(morale: int) -> tuple[Board, int]:
    """Dee (human) the current player, morale at `morale` (a resting frame on top)."""
    b = board(seats=4, plugins=PLUGINS, characters=CHARACTERS)
    seat = b.game.current
    b = human(human(b, seat), (seat + 1) % 4)
    return edit(b, morale=morale), seat


def deep_space(b: Board, seat: int) -> tuple[Board, list[object]]:
    """The Deep Space destination's effects: -1 fuel, -1 morale."""
    run_ops = b.rules.registry.tags["base.f.run_ops"]
    return b.run(run_ops("base.destination.deep_space", "effects", seat))  # type: ignore[return-value]


def test_emotionally_fragile_executes_her_at_no_morale_cost() -> None:
    """Morale from 3 to 2: Dee (human) is executed once the effect is done; the fleet loses no
    more morale, and her player picks a new character."""
    b, seat = fragile_board(3)
    b, events = deep_space(b, seat)
    executed = [e for e in events if e.tag == "base.character_executed"]
    assert [(e.seat, e.source) for e in executed] == [(seat, dee.FRAGILE)]  # type: ignore[attr-defined]
    assert b.game.morale == 2
    assert b.pending is not None and b.pending.kind == "choose_new_character"


def test_fragile_only_when_morale_is_reduced_to_two_or_less() -> None:
    """Morale from 4 to 3: nobody is executed."""
    b, seat = fragile_board(4)
    b, events = deep_space(b, seat)
    assert "base.character_executed" not in [e.tag for e in events]  # type: ignore[attr-defined]
    assert b.game.morale == 3


@pytest.mark.rules("P-EXEC-18")
def test_an_execution_that_sets_it_off_is_completed_first() -> None:
    """Another human's execution costs 1 morale (3 to 2): his execution, his new character
    included, is completed before Dee's begins."""
    b, seat = fragile_board(3)
    other = (seat + 1) % 4
    b, events = b.run(execute(other, "test", 1))
    assert [e.seat for e in events if e.tag == "base.character_executed"] == [other]  # type: ignore[attr-defined]
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    assert b.pending.seat == other
    b, events = b.play(b.pending.options[0])
    assert [e.seat for e in events if e.tag == "base.character_executed"] == [seat]  # type: ignore[attr-defined]
    assert b.game.morale == 2

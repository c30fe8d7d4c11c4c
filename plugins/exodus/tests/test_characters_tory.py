"""Tory Foster (X-CHAR-10 to -12, X-SETUP-1): in the pool, Adaptable after a Quorum card's
action, Influential on the Quorum deck's top, Amoral on Crisis cards the current player
chooses, and her places on the lines of succession (X-SUCC-1, -2)."""

from __future__ import annotations

import pytest
from bsg_exodus.characters import tory

from bsgcore.base import RunOps
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

PLUGINS = ["exodus"]
TORY = "exodus.character.tory_foster"
APOLLO = "base.character.lee_apollo_adama"
TIGH = "base.character.saul_tigh"
ROSLIN = "base.character.laura_roslin"
DOGSVILLE = "exodus.quorum.establish_dogsville"
CONSULT = "exodus.crisis.consult_the_prisoner"  # a Crisis card the current player chooses


def tory_table(*others: str) -> tuple[Board, int]:
    """A set-up game with Tory and the other characters, and Tory's seat."""
    b = table(characters=(TORY, *others), plugins=PLUGINS)
    return b, edits.seat_of(b.game, TORY)


@pytest.mark.rules("X-SETUP-1", "X1-CHR-TOR-S")
def test_tory_is_in_the_pool() -> None:
    """X-SETUP-1: an Exodus character can be chosen; she starts in the Press Room."""
    b, seat = tory_table(APOLLO, TIGH)
    assert b.game.players[seat].location == "base.location.press_room"


@pytest.mark.rules("X-SUCC-2", "X-SUCC-1")
def test_tory_ranks_on_the_exodus_lines() -> None:
    """X-SUCC-2: Tory (4th) is President before Apollo (6th) when Roslin, Baltar and Zarek are
    out; X-SUCC-1: on the Admiral line she comes after Tigh and Apollo."""
    b, seat = tory_table(APOLLO, TIGH)
    assert b.game.president == seat
    assert b.game.admiral == edits.seat_of(b.game, TIGH)


@pytest.mark.rules("X-CHAR-12", "X1-CHR-TOR-W")
def test_amoral_takes_the_first_option_on_her_turn() -> None:
    """X-CHAR-12: Tory as current player may take only option A of a card the current player
    chooses."""
    b, seat = tory_table(APOLLO, TIGH)
    b = edits.with_game(b, edits.edit(b, current=seat).game)
    b = edits.drawn(b, CONSULT)
    assert b.pending is not None and b.pending.kind == "crisis_option"
    assert [o.option for o in b.pending.options] == ["a"]


def test_amoral_does_not_bind_another_current_player() -> None:
    """Another current player chooses freely."""
    b, seat = tory_table(APOLLO, TIGH)
    other = (seat + 1) % 3
    b = edits.with_game(b, edits.edit(b, current=other).game)
    b = edits.drawn(b, CONSULT)
    assert b.pending is not None
    assert [o.option for o in b.pending.options] == ["a", "b"]


@pytest.mark.rules("X-CHAR-10", "X1-CHR-TOR-A")
@pytest.mark.parametrize("take", (1, 0))
def test_adaptable_after_a_quorum_action(take: int) -> None:
    """X-CHAR-10: after the President plays a Quorum card, Tory may draw 2 skill cards, of any
    types (R-403)."""
    b, seat = tory_table(ROSLIN, TIGH)
    president = b.game.president
    assert president != seat
    b = edits.with_game(b, edits.edit(b, quorum_hand=(DOGSVILLE,)).game)
    b = edits.at_action(b, president)
    b, _ = b.play(b.option("base.play_quorum_card", card=DOGSVILLE))
    assert b.pending is not None and b.pending.seat == seat
    assert b.pending.kind == "choose_optional"
    hand = len(b.game.players[seat].hand)
    b, _ = b.play(b.option("base.pick", value=take))
    if take:
        assert b.pending is not None and b.pending.kind == "choose_draw"
        assert len(b.pending.options[0].types) == 2
        assert {t for o in b.pending.options for t in o.types} >= {"piloting", "engineering"}
        b, _ = b.play(b.pending.options[0])
    assert len(b.game.players[seat].hand) == hand + 2 * take


@pytest.mark.rules("X-CHAR-11", "X1-CHR-TOR-O")
def test_influential_reorders_the_top_five_quorum_cards() -> None:
    """X-CHAR-11: once per game, as her Action, Tory (not President) puts the top 5 Quorum cards
    back in an order she picks; the event names no card."""
    b, seat = tory_table(ROSLIN, TIGH)
    assert b.game.president != seat
    top = b.game.quorum_deck[:5]
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.use_action_ability", ability=tory.INFLUENTIAL))
    assert b.pending is not None and b.pending.kind == "exodus_arrange_quorum"
    assert len(b.pending.options) == len(
        {tuple(top[i] for i in o.order) for o in b.pending.options}
    )
    assert len(b.pending.options) >= 60
    reverse = next(o for o in b.pending.options if tuple(top[i] for i in o.order) == top[::-1])
    b, events = b.play(reverse)
    assert b.game.quorum_deck[:5] == top[::-1]
    ordered = [e for e in events if e.tag == "exodus.quorum_top_ordered"]
    assert ordered and not any(card in repr(ordered[0]) for card in top)
    assert tory.INFLUENTIAL in b.game.once_per_game_used


def test_adaptable_runs_her_ability_ops() -> None:
    """Adaptable's ops are her ability's own (a RunOps of its id), asked of her."""
    b, seat = tory_table(ROSLIN, TIGH)
    b = edits.at_step(b, RunOps(tory.ADAPTABLE, "effects", seat))
    assert b.pending is not None and b.pending.seat == seat


EXECUTE_PRISONER = "pegasus.quorum.execute_prisoner"  # a character in the Brig is executed
HUMAN = "base.loyalty.you_are_not_a_cylon"
BRIG = "base.location.brig"
HELO = "base.character.karl_helo_agathon"


def execute_prisoner(characters: tuple[str, ...], new: str) -> tuple[Board, int]:
    """Pegasus and Exodus: the President plays Execute Prisoner on the proven-human player in
    the Brig, who picks `new`; the board at the next decision and that player's seat."""
    b = table(characters=characters, plugins=["pegasus", "exodus"])
    president = b.game.president
    prisoner = next(s for s in range(3) if s != president and b.game.players[s].character != TORY)
    b = edits.placed(b, prisoner, BRIG)
    b = edits.with_player(b, prisoner, loyalty=(HUMAN,) * len(b.game.players[prisoner].loyalty))
    b = edits.with_game(b, edits.edit(b, quorum_hand=(EXECUTE_PRISONER,)).game)
    b = edits.at_action(b, president)
    b, _ = b.play(b.option("base.play_quorum_card", card=EXECUTE_PRISONER))
    if b.pending is not None and b.pending.kind == "choose_target":
        b, _ = b.play(b.option("base.pick", value=prisoner))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    assert b.pending.seat == prisoner
    b, _ = b.play(b.option("base.pick_new_character", character=new))
    return b, prisoner


def adaptable_offered(b: Board) -> bool:
    """Whether Tory's Adaptable (her optional draw) is the decision now."""
    seat = edits.seat_of(b.game, TORY)
    return b.pending is not None and b.pending.kind == "choose_optional" and b.pending.seat == seat


@pytest.mark.rules("X-EXEC-27")
def test_a_new_tory_has_no_adaptable_on_the_quorum_card_that_executed() -> None:
    """X-EXEC-27's own example: Tory chosen after Execute Prisoner executed her player's
    character is not offered Adaptable on that Quorum card; a Tory already at the table is."""
    b, seat = execute_prisoner((ROSLIN, TIGH, APOLLO), TORY)
    assert b.game.players[seat].character == TORY
    assert not adaptable_offered(b)
    b, _ = execute_prisoner((ROSLIN, TIGH, TORY), HELO)
    assert adaptable_offered(b)

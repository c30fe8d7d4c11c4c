"""Calculations (Engineering, A.5): after a die is rolled, +1 or -1 to it, at most one per roll;
asked after the roll's own windows, by public facts only (H-TURN-6); the seats first say whether
they want to play, the current player ordering them (P-TIME-1, -2)."""

from __future__ import annotations

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.skills.calculations import KIND
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, code

from bsgcore.testing.scenarios.edits import at_action, placed, with_player
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

CALC = code("calculations_4", 4)
OTHER = code("calculations_3", 3)


def open_window(table: Board, *seats: int) -> Board:
    """The Calculations window open for these seats (every other window stays quiet)."""
    for seat in seats:
        standing = tuple(k for k in table.game.players[seat].standing if k != KIND)
        table = with_player(table, seat, standing=standing)
    return table


def batteries(
    hands: dict[int, list[str]], roll: int, revealed: tuple[int, ...] = ()
) -> tuple[Board, int]:
    """The current player fires Main Batteries into area 2 (three raiders there), the die shows
    `roll`: the board waits at the first Calculations question. `hands` (and `revealed`) are
    by offset from the current player (0: him)."""
    cylons = [("raider", 2), ("raider", 2), ("raider", 2)]
    table = board(seats=4, plugins=PLUGINS, cylons=cylons)
    seat = table.game.current
    seats = {(seat + k) % 4: cards for k, cards in hands.items()}
    wanted = [c for cards in seats.values() for c in cards]
    freed = {  # a wanted card another seat was dealt goes back to the deck
        other: [c for c in player.hand if c not in wanted]
        for other, player in enumerate(table.game.players)
        if other not in seats and any(c in wanted for c in player.hand)
    }
    table = arranged(table, {**freed, **seats})
    table = open_window(table, *seats)
    for k in revealed:
        table = with_player(table, (seat + k) % 4, revealed=True)
    table = at_action(placed(table, seat, ship.MAIN_BATTERIES), seat)
    assert table.pending is not None
    use = next(
        o for o in table.pending.options if getattr(o, "location", "") == ship.MAIN_BATTERIES
    )
    table, _ = table.play(use)
    with scripted_random(rolls=[roll]):
        pick = next(o for o in table.pending.options if getattr(o, "value", None) == 2)
        table, _ = table.play(pick)
    return table, seat


CLAIM = "claim_" + KIND


def claimed(table: Board, wanting: set[int], seat: int) -> tuple[Board, list[int]]:
    """Answer who wants to play Calculations: the seats at these offsets from `seat` do, the
    others not; returns the board and the seats asked, in order."""
    asked: list[int] = []
    while table.pending is not None and table.pending.kind == CLAIM:
        asked.append(table.pending.seat)
        wants = (table.pending.seat - seat) % 4 in wanting
        table, _ = table.play(table.option("base.claim_play" if wants else "base.no_card"))
    return table, asked


def raiders(table: Board) -> int:
    return len([s for s in table.game.cylon_ships if s.kind == "raider"])


@pytest.mark.rules("H-TURN-6")
def test_plus_one_after_the_roll_changes_the_outcome() -> None:
    """A 3 (a miss on the raiders) made a 4 by Calculations: 2 raiders destroyed; the card is
    discarded and the window closes for this roll."""
    table, seat = batteries({0: [CALC]}, 3)
    table, asked = claimed(table, {0}, seat)
    assert asked == [seat]  # the only seat with the window open
    assert table.pending is not None and table.pending.kind == KIND
    assert table.pending.seat == seat
    table, events = table.play(table.option("pegasus.play_calculations", card=CALC, delta=1))
    assert "pegasus.roll_adjusted" in [e.tag for e in events]
    assert raiders(table) == 1
    assert CALC not in table.game.players[seat].hand
    assert CALC in table.game.skill_discards["engineering"]


def test_minus_one_and_passing() -> None:
    """-1 turns a 4 into a 3 (no raider destroyed); a seat that passes changes nothing."""
    table, seat = batteries({0: [CALC]}, 4)
    table, _ = claimed(table, {0}, seat)
    table, _ = table.play(table.option("pegasus.play_calculations", card=CALC, delta=-1))
    assert raiders(table) == 3
    passed, seat = batteries({0: [CALC]}, 4)
    passed, _ = claimed(passed, {0}, seat)
    passed, _ = passed.play(passed.option("base.no_card"))
    assert raiders(passed) == 1
    assert CALC in passed.game.players[seat].hand


@pytest.mark.rules("P-TIME-1", "P-TIME-2")
def test_one_calculations_per_roll_the_current_player_ordering() -> None:
    """Three seats hold Calculations: each is asked whether it wants to play, in table order
    (the left of the current player first); all do, and the current player names the seat
    asked second; once its card is played nobody else is offered one: theirs stay in hand."""
    mine = code("calculations_5", 5)
    table, seat = batteries({1: [OTHER], 2: [CALC], 0: [mine]}, 3)
    table, asked = claimed(table, {0, 1, 2}, seat)
    assert asked == [(seat + 1) % 4, (seat + 2) % 4, seat]
    assert table.pending is not None and table.pending.kind == "order_claims"
    assert table.pending.seat == seat
    table, _ = table.play(table.option("base.play_first", player=(seat + 2) % 4))
    table, _ = table.play(table.option("base.play_first", player=(seat + 1) % 4))
    assert table.pending is not None and table.pending.kind == KIND
    assert table.pending.seat == (seat + 2) % 4  # the current player's choice
    table, _ = table.play(table.option("pegasus.play_calculations", card=CALC, delta=1))
    assert table.pending is None or table.pending.kind != KIND
    assert raiders(table) == 1
    assert OTHER in table.game.players[(seat + 1) % 4].hand
    assert mine in table.game.players[seat].hand


def test_a_standing_order_stops_the_questions() -> None:
    """Passing for good sets the standing order for this window (public, base's PassAlways)."""
    table, seat = batteries({0: [CALC]}, 3)
    table, events = table.play(table.option("base.pass_always"))
    assert KIND in table.game.players[seat].standing
    assert "base.standing_order_set" in [e.tag for e in events]


def test_a_revealed_cylon_is_not_asked() -> None:
    """A Cylon player uses no skill card text: the window does not ask him."""
    table, _ = batteries({1: [CALC]}, 3, revealed=(1,))
    assert table.pending is None or table.pending.kind != KIND
    assert raiders(table) == 3

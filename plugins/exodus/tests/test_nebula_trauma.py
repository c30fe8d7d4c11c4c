"""The Ionian Nebula option's first part (exodus.md §7.1, part ``bsg_exodus.nebula``): the
trauma set-up (X-NEB-SETUP-2..6), the drawing rules and their disasters (X-TRAUMA-10..17, -21,
-23), and the secrecy of each seat's tokens (X-TRAUMA-3): other seats' views and redacted
events never show them, the counts are public."""

from __future__ import annotations

import json

import pytest
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula import trauma
from exodus_helpers import exodus_game

from bsgcore import Game
from bsgcore.rng import RandomCursor
from bsgcore.testing import check_game, check_no_leaks, random_playout

OPTIONS = {"ionian_nebula": True}


def nebula_game(seats: int = 4, seed: int = 1) -> Game:
    return exodus_game(seats, seed, **OPTIONS)


def rng(seed: int = 1) -> RandomCursor:
    return RandomCursor.at(seed, 0)


def test_the_option_is_built_and_off_by_default() -> None:
    """§7 is complete: ``ionian_nebula`` alone makes a game (no ``allow_incomplete``) with its
    tokens; without the option no token is set up and the view has no trauma section."""
    game = Game.new("base", plugins=["exodus"], seats=3, seed=1, options={"ionian_nebula": True})
    assert ns.nebula(game.state).used
    assert any(e.tag.startswith("exodus.trauma") for e in game.events)
    plain = exodus_game(3, 1)
    assert not ns.nebula(plain.state).used
    assert not any(e.tag.startswith("exodus.trauma") for e in plain.events)
    assert "my_trauma" not in json.dumps(plain.view(0))


def test_the_box_holds_18_18_2_tokens_x_trauma_1() -> None:
    """X-TRAUMA-1 (catalogue split 18/18/2): benevolent, antagonistic and disaster tokens."""
    kinds = [tk.kind(t) for t in tk.BOX]
    assert (kinds.count("benevolent"), kinds.count("antagonistic"), kinds.count("disaster")) == (
        18,
        18,
        2,
    )
    assert len(set(tk.BOX)) == 38


@pytest.mark.parametrize("seats", [3, 6])
def test_set_up_places_brig_sickbay_and_three_each_x_neb_setup_3_4(seats: int) -> None:
    """X-NEB-SETUP-3: one token each on the Brig and Sickbay; X-NEB-SETUP-4: 3 per seat; the
    rest is the pool; every token is in one place."""
    value = ns.nebula(nebula_game(seats).state)
    assert value.brig and value.sickbay
    assert [len(h) for h in value.held] == [3] * seats
    assert len(value.pool) == 38 - 2 - 3 * seats
    placed = [*value.pool, value.brig, value.sickbay, *(t for h in value.held for t in h)]
    assert sorted(placed) == sorted(tk.BOX)


def test_a_disaster_at_set_up_is_replaced_and_returned_x_neb_setup_5_6() -> None:
    """X-NEB-SETUP-5: a disaster drawn at set-up is revealed and replaced; X-NEB-SETUP-6: the
    set-aside disasters go back into the pool. Searched over seeds for a set-up that drew one."""
    game = next(
        g
        for s in range(1, 200)
        for g in [nebula_game(6, s)]
        if any(isinstance(e, ns.TraumaSetUp) and e.set_aside for e in g.events)
    )
    event = next(e for e in game.events if isinstance(e, ns.TraumaSetUp))
    value = ns.nebula(game.state)
    assert all(len(h) == 3 and not any(tk.is_disaster(t) for t in h) for h in value.held)
    assert all(t in value.pool for t in event.set_aside)
    # the revealed disaster is public: every seat's redacted event names it
    assert all(event.set_aside == event.redacted_for(s).set_aside for s in (None, 0, 1))


def test_draw_clean_replaces_disasters() -> None:
    """X-TRAUMA-21 (as at set-up): a pool of only disasters and one token gives that token and
    reveals the disasters; nobody is executed."""
    got = tk.draw_clean(("benevolent-01", "disaster-01", "disaster-02"), 3, rng())
    assert got.kept == ("benevolent-01",)
    assert sorted(got.revealed) == ["disaster-01", "disaster-02"]
    assert not got.executed


def test_a_human_drawing_a_disaster_is_executed_x_trauma_13() -> None:
    """X-TRAUMA-12, -13: a human who draws a disaster reveals it and is executed."""
    got = tk.draw(("disaster-01",), 1, cylon=False, rng=rng())
    assert got.revealed == ("disaster-01",) and got.executed and not got.kept


def test_a_cylon_drawing_a_disaster_draws_two_more_x_trauma_14() -> None:
    """X-TRAUMA-14: a Cylon who draws a disaster draws 2 more, again on the second disaster,
    keeps every non-disaster and is not executed."""
    forced = tk.draw(
        ("benevolent-01", "benevolent-02", "benevolent-03"), 0, True, rng(), ("disaster-01",)
    )
    assert forced.revealed == ("disaster-01",) and not forced.executed
    assert len(forced.kept) == 2 and not any(tk.is_disaster(t) for t in forced.kept)
    pool = ("disaster-02", "antagonistic-01", "antagonistic-02", "antagonistic-03")
    chained = next(
        got
        for seed in range(1, 100)
        for got in [tk.draw(pool, 0, True, rng(seed), ("disaster-01",))]
        if len(got.revealed) == 2
    )
    assert sorted(chained.kept) == ["antagonistic-01", "antagonistic-02", "antagonistic-03"]
    assert not chained.executed


def test_an_empty_pool_gives_what_it_has_x_trauma_23() -> None:
    """X-TRAUMA-23: drawing more than the pool holds draws what is there."""
    assert tk.draw(("benevolent-01",), 3, False, rng()).kept == ("benevolent-01",)
    assert tk.draw((), 2, False, rng()) == tk.Draw()


def test_a_location_token_drawn_is_replaced_from_the_pool_x_trauma_16() -> None:
    """X-TRAUMA-16: a token taken from Sickbay (or the Brig) is replaced by a pool token; the
    holder gets Sickbay's token; the counts move as the events say."""
    game = nebula_game(4, 2)
    before = ns.nebula(game.state)
    events, executed = trauma.draw_events(game.state, 1, 0, False, rng(), ns.SICKBAY)
    drawn, placed = events
    assert isinstance(drawn, ns.TraumaDrawn) and isinstance(placed, ns.TraumaPlaced)
    after = ns.nebula(ns.apply_placed(ns.apply_drawn(game.state, drawn), placed))
    assert after.sickbay == placed.token and placed.token not in after.pool
    assert len(after.pool) == len(before.pool) - 1 + len(drawn.revealed)
    assert drawn.kept == (before.sickbay,) or drawn.revealed == (before.sickbay,)
    assert executed == tk.is_disaster(before.sickbay)
    assert placed.location == ns.SICKBAY and placed.token in before.pool


def _strings(value: object) -> str:
    return json.dumps(value, default=str)


def test_a_seats_tokens_never_show_to_other_seats_x_trauma_3() -> None:
    """X-TRAUMA-3: a seat's own view lists its tokens; every other seat's and the spectator's
    views and redacted events never name them, though they show every holding's count; the
    Brig's and Sickbay's tokens show to nobody."""
    game = nebula_game(4, 5)
    value = ns.nebula(game.state)
    for seat in range(4):
        mine = value.held[seat]
        own = game.view(seat)["plugins"]["exodus.nebula"]["ionian_nebula"]
        assert [t["token"] for t in own["my_trauma"]] == list(mine)
        for other in (None, *(s for s in range(4) if s != seat)):
            seen = _strings(game.view(other)) + _strings(
                [e.redacted_for(other) for e in game.events_for(other)]
            )
            assert not any(t in seen for t in mine), (seat, other)
            counts = game.view(other)["plugins"]["exodus.nebula"]["ionian_nebula"]
            assert counts["trauma_counts"] == [3, 3, 3, 3]
    everyone = [_strings(game.view(s)) + _strings(game.events_for(s)) for s in (None, 0, 1, 2, 3)]
    assert not any(value.brig in seen or value.sickbay in seen for seen in everyone)


def test_the_kit_declares_and_checks_the_holdings() -> None:
    """The holdings are declared secrets, so the kit's leak check (with scrambles) and its
    invariants cover them over a whole random game."""
    game = random_playout("base", 4, 31, plugins=["exodus"], options=OPTIONS)
    from bsgcore.view import secrets_for

    start = nebula_game(4, 31)
    declared = {s.value for s in secrets_for(start.rules, start.state, 0)}
    assert set(ns.nebula(start.state).held[1]) <= declared
    assert not set(ns.nebula(start.state).held[0]) & declared
    check_game(game)
    check_no_leaks(game, scrambles=1)

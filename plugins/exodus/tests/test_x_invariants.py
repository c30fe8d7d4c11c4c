"""The invariants of exodus.md §13 (X-INV-n) that the conformance kit's `check_invariants`
covers: each test hands it a state corrupted on purpose and sees it fire, and the uncorrupted
state pass, so a lost check fails here."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.data import load
from bsg_exodus.fleet import board as fb
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from test_fleet import EMPTY, fleet_board
from test_x1_trauma import nebula

from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board


def corrupt(b: Board, **changes: object) -> Board:
    """`b` with base game fields overwritten (no event: a broken state for the kit to catch)."""
    return Board(b.rules, b.state.with_game(attrs.evolve(b.game, **changes)))


@pytest.mark.rules("X-INV-1")
def test_exodus_adds_its_card_counts_to_the_inventory() -> None:
    """40 Crisis, 3 Super Crisis, 3 Quorum, 7 Destination, 20 skill (4 per type), 20 loyalty
    cards in the game's catalogue, and 35 ally and 7 Crossroads cards in the plugin's data."""
    cards = fleet_board().rules.data["base.cards"]

    def added(rows: tuple[object, ...]) -> int:
        return sum(getattr(c, "copies", 1) for c in rows if c.id.startswith("exodus."))  # type: ignore[attr-defined]

    counts = {
        kind: added(getattr(cards, kind))
        for kind in ("crisis", "super_crisis", "quorum", "destinations", "skills", "loyalty")
    }
    assert counts == {
        "crisis": 40,
        "super_crisis": 3,
        "quorum": 3,
        "destinations": 7,
        "skills": 20,
        "loyalty": 20,
    }
    per_type: dict[str, int] = {}
    for card in cards.skills:
        if card.id.startswith("exodus."):
            per_type[card.type] = per_type.get(card.type, 0) + card.copies
    assert sorted(per_type.values()) == [4] * 5
    data = load()
    assert sum(row.get("copies", 1) for row in data.table("ally")) == 35
    assert len(data.table("crossroads")) == 7


@pytest.mark.rules("X-INV-2")
def test_the_kit_bounds_the_admirals_nukes_by_exodus_three_tokens() -> None:
    """With Exodus the Admiral may hold 0 to 3 nukes (its extra token); 4, or fewer than 0,
    fails the kit's check."""
    b = fleet_board()
    for nukes in range(4):
        check_invariants(b.rules, corrupt(b, nukes=nukes).state, at_rest=False)
    for nukes in (-1, 4):
        with pytest.raises(AssertionError, match="B-INV-12"):
            check_invariants(b.rules, corrupt(b, nukes=nukes).state, at_rest=False)


@pytest.mark.rules("X-INV-8")
def test_the_kit_catches_a_cag_title_without_a_holder() -> None:
    """With the Cylon Fleet the CAG title is in the game: held by a seat it passes, with no
    holder the kit's check fires (as for President and Admiral)."""
    b = fleet_board()
    check_invariants(b.rules, b.state, at_rest=False)
    for line in ("cag", "president", "admiral"):
        titles = {**b.game.titles, line: -1}
        with pytest.raises(AssertionError, match=f"B-INV-8: the {line} title"):
            check_invariants(b.rules, corrupt(b, titles=titles).state, at_rest=False)


@pytest.mark.rules("X-INV-9")
def test_the_kit_counts_both_boards_against_the_box() -> None:
    """A full supply of basestars split between the main board and the Cylon Fleet board
    passes; a third basestar on the Cylon Fleet board fails the kit's check."""
    two = fleet_board(cylons=[("basestar", 1)], areas={2: (0, 0, 1)})
    check_invariants(two.rules, two.state, at_rest=False)
    third = attrs.evolve(fb.fleet(two.state), areas=((0, 0, 1), EMPTY, (0, 0, 1)) + (EMPTY,) * 3)
    with pytest.raises(AssertionError, match="B-INV-28|X1-FLEET-4"):
        check_invariants(two.rules, two.state.with_plugin(fb.PART, third), at_rest=False)


@pytest.mark.rules("X-INV-11")
def test_the_kit_catches_a_pursuit_marker_off_start_to_3() -> None:
    """The marker on Start, 1, 2 or 3 passes; resting on Auto Attack (4) fails."""
    for pursuit in range(fb.AUTO_ATTACK):
        b = fleet_board(pursuit=pursuit)
        check_invariants(b.rules, b.state, at_rest=False)
    b = fleet_board(pursuit=fb.AUTO_ATTACK)
    with pytest.raises(AssertionError, match="pursuit marker"):
        check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("X-INV-19")
def test_the_kit_keeps_38_trauma_tokens_and_no_held_disaster() -> None:
    """A token gone from the pool, or a player holding a Disaster (swapped with one of his
    tokens, the 38 intact), each fail the kit's check; the table as set up passes."""
    b = nebula(3, 1)
    check_invariants(b.rules, b.state)
    value = ns.nebula(b.state)
    assert len(tk.BOX) == 38
    lost = attrs.evolve(value, pool=value.pool[1:])
    with pytest.raises(AssertionError, match="tokens lost"):
        check_invariants(b.rules, b.state.with_plugin(ns.PART, lost))
    disaster = next(t for t in value.pool if tk.is_disaster(t))
    held = list(value.held)
    mine = held[0][0]
    held[0] = (disaster, *held[0][1:])
    pool = tuple(sorted((*tk.without(value.pool, (disaster,)), mine)))
    bad = attrs.evolve(value, held=tuple(held), pool=pool)
    with pytest.raises(AssertionError, match="X-TRAUMA-12"):
        check_invariants(b.rules, b.state.with_plugin(ns.PART, bad))


@pytest.mark.rules("X-INV-6")
def test_the_kit_catches_two_players_on_one_character() -> None:
    """Two seats playing the same character fail the kit's check."""
    b = fleet_board()
    players = list(b.game.players)
    players[1] = attrs.evolve(players[1], character=players[0].character)
    with pytest.raises(AssertionError, match="B-INV-1"):
        check_invariants(b.rules, corrupt(b, players=tuple(players)).state, at_rest=False)

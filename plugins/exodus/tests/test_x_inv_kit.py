"""The X-INV invariants of exodus.md §13 that the conformance kit's `check_invariants` checks
through the part ``bsg_exodus.invariants``: each test hands the kit a state that breaks the
invariant (or a rule broken by hand, with ``monkeypatch``) and sees it fire, and the state as the
rules leave it pass, so a lost check or a broken rule fails here."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.fleet import bridge
from bsg_exodus.fleet import reinforce as rf
from bsg_exodus.loyalty import BOOMER
from bsg_exodus.nebula import state as ns
from test_fleet import fleet_board
from test_x1_trauma import nebula

from bsgcore.base import ActivateCylons, EndTurn, RunOps, sleeper_agent
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table


def quorum_cards(b: Board, count: int) -> Board:
    """`b` with the President holding `count` Quorum cards (from the deck, the total kept)."""
    pool = [*b.game.quorum_hand, *b.game.quorum_deck]
    return edits.edit(b, quorum_hand=tuple(pool[:count]), quorum_deck=tuple(pool[count:]))


@pytest.mark.rules("X-INV-3")
def test_the_kit_catches_a_president_over_10_quorum_cards_as_a_turn_begins() -> None:
    """As a turn's Movement step begins the President may hold 10 Quorum cards; 11 fails the
    kit's check (the last turn's end should have discarded the excess)."""
    b = table(4, 1, plugins=["exodus"])
    ten = quorum_cards(b, 10)
    check_invariants(ten.rules, ten.state)
    eleven = quorum_cards(b, 11)
    with pytest.raises(AssertionError, match="X-INV-3"):
        check_invariants(eleven.rules, eleven.state)


@pytest.mark.rules("X-INV-3")
def test_the_end_of_a_turn_leaves_the_president_10_quorum_cards() -> None:
    """The President holds 12 Quorum cards in another player's turn: its end makes him discard
    2 (X-QUO-2), and the next turn begins within the limit the kit checks."""
    b = quorum_cards(table(4, 1, plugins=["exodus"]), 12)
    president = b.game.president
    current = (president + 1) % 4
    b = edits.edit(b, current=current)
    b, _ = b.run(EndTurn(current))
    while b.pending is not None and b.pending.kind == "discard_quorum":
        assert b.pending.seat == president
        b, _ = b.play(b.pending.options[0])
    assert len(b.game.quorum_hand) == 10
    check_invariants(b.rules, b.state, at_rest=False)


def after_sleeper(b: Board) -> Board:
    """`b` after the Sleeper Agent deal (base's step, its events applied to the game value)."""
    with using_rules(b.rules):
        game = b.game
        for event in sleeper_agent(game):
            game = event.apply(game)  # type: ignore[attr-defined]
    return edits.edit(edits.with_game(b, game), distance=4)  # the phase comes at distance 4


@pytest.mark.rules("X-INV-5")
@pytest.mark.parametrize("seats", (4, 5, 6))
def test_one_loyalty_card_is_left_after_the_sleeper_agent_deal(seats: int) -> None:
    """After the Sleeper Agent deal exactly 1 card is left in the loyalty deck (the Exodus
    recipe's extra "You Are Not a Cylon" card); the kit fires on a deck of 0 or 2."""
    b = after_sleeper(table(seats, 1, plugins=["exodus"]))
    assert b.game.sleeper_done
    assert len(b.game.loyalty_deck) == 1
    check_invariants(b.rules, b.state, at_rest=False)
    for broken in (dealt(b, 1), dealt(b, -1)):
        with pytest.raises(AssertionError, match="X-INV-5"):
            check_invariants(broken.rules, broken.state, at_rest=False)


def dealt(b: Board, count: int) -> Board:
    """`b` with seat 1 dealt 1 more loyalty card from the deck (`count` 1) or 1 fewer, back on
    top of it (-1): every card still counted once (B-INV-20)."""
    held, deck = b.game.players[1].loyalty, b.game.loyalty_deck
    if count > 0:
        held, deck = (*held, deck[0]), deck[1:]
    else:
        held, deck = held[:-1], (held[-1], *deck)
    return edits.edit(edits.with_player(b, 1, loyalty=held), loyalty_deck=deck)


@pytest.mark.rules("X-INV-5")
def test_a_boomer_revealed_before_the_sleeper_agent_deal_leaves_2_cards() -> None:
    """Boomer revealed as a Cylon before the phase is dealt 1 card instead of 2 (X-CYL-5):
    2 cards stay in the deck, which the kit accepts (and 1 it refuses)."""
    b = table(
        4,
        1,
        plugins=["exodus"],
        characters=("sharon_boomer_valerii", "saul_tigh", "laura_roslin", "galen_tyrol"),
    )
    seat = edits.seat_of(b.game, BOOMER)
    b = edits.with_player(b, seat, revealed=True, location="base.location.resurrection_ship")
    b = after_sleeper(b)
    assert len(b.game.players[seat].loyalty) == 2
    assert len(b.game.loyalty_deck) == 2
    check_invariants(b.rules, b.state, at_rest=False)
    broken = dealt(b, 1)
    with pytest.raises(AssertionError, match="X-INV-5"):
        check_invariants(broken.rules, broken.state, at_rest=False)


def cag_choice(civilian_areas: tuple[int, ...]) -> Board:
    """The pursuit track entering space 1 with civilian ships in these areas: the CAG chooses
    the area of the new one (test_x1_cag)."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(civilians=[(a, pile[i]) for i, a in enumerate(civilian_areas)])
    after, _ = b.run(ActivateCylons(b.game.current, "raiders"))
    assert after.pending is not None and after.pending.kind == "exodus_civilian_area"
    return after


@pytest.mark.rules("X-INV-14")
@pytest.mark.parametrize("areas", ((), (3,), (1, 2, 3, 4), (1, 2, 3, 4, 5, 6)))
def test_the_kit_catches_the_cag_offered_an_area_holding_a_civilian_ship(
    areas: tuple[int, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CAG's choice as the rules offer it passes; offering every area while one is empty
    (X-CAG-11 broken by hand) fails the kit's check."""
    b = cag_choice(areas)
    check_invariants(b.rules, b.state)
    monkeypatch.setattr(rf, "open_areas", lambda game: tuple(range(1, 7)))
    if len(areas) in (0, 6):
        check_invariants(b.rules, b.state)  # all six empty, or all six held one: any is right
        return
    with pytest.raises(AssertionError, match="X-INV-14"):
        check_invariants(b.rules, b.state)


@pytest.mark.rules("X-INV-20")
def test_the_kit_checks_the_allies_on_the_board() -> None:
    """The 3 allies as set up pass; a fourth, an ally without its token, an ally showing a
    character in play, or an ally card lost each fail the kit's check."""
    b = nebula(4, 1)
    check_invariants(b.rules, b.state)
    value = ns.nebula(b.state)
    card, token = value.allies[0]
    fourth = attrs.evolve(
        value,
        allies=(*value.allies, (value.ally_deck[0], value.pool[0])),
        ally_deck=value.ally_deck[1:],
        pool=value.pool[1:],
    )
    bare = attrs.evolve(value, allies=((card, ""), *value.allies[1:]), pool=(*value.pool, token))
    lost = attrs.evolve(value, ally_deck=value.ally_deck[1:])
    played = b.game.players[0].character
    showing = next(a for a in ns.ALLY_DECK if a.endswith(played.rpartition(".")[2]))
    assert showing not in (a for a, _ in value.allies)  # the set-up never lays one out
    swapped = attrs.evolve(
        value,
        allies=((showing, token), *value.allies[1:]),
        ally_deck=(*(a for a in value.ally_deck if a != showing), card),
        allies_boxed=tuple(a for a in value.allies_boxed if a != showing),
    )
    cases = (
        (fourth, "4 allies on the board"),
        (bare, "without its trauma token"),
        (lost, "lost or duplicated"),
        (swapped, "shows a character"),
    )
    for bad, what in cases:
        with pytest.raises(AssertionError, match=f"X-INV-20: .*{what}"):
            check_invariants(b.rules, b.state.with_plugin(ns.PART, bad))


def bridge_choice(b: Board) -> Board:
    """Seat 0, a revealed Cylon on the Basestar Bridge, takes its action (test_fleet_bridge)."""
    b = edits.with_player(b, 0, revealed=True, location=bridge.BRIDGE)
    asked, _ = edits.resting(b).run(RunOps(bridge.BRIDGE, "effects", 0))
    assert asked.pending is not None and asked.pending.kind == "exodus_bridge_abilities"
    return asked


@pytest.mark.rules("X-INV-27")
def test_the_kit_catches_a_bridge_action_offering_one_ability_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Bridge's choice as the rules offer it (12 ordered pairs of different abilities)
    passes; a choice that offers an ability twice (X-BRIDGE-4 broken by hand) fails."""
    b = bridge_choice(fleet_board(cag=1))
    check_invariants(b.rules, b.state)
    decision = b.pending
    assert decision is not None and len(decision.options) == 12
    n = len(bridge.ABILITIES)
    twice = tuple(bridge.BridgeAbilities(0, x, y) for x in range(n) for y in range(n))
    monkeypatch.setattr(
        bridge, "decide_abilities", lambda s, f: attrs.evolve(decision, options=twice)
    )
    with pytest.raises(AssertionError, match="X-INV-27"):
        check_invariants(b.rules, b.state)

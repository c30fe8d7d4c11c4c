"""The Pegasus Quorum cards carried out by ``bsg_pegasus.cards.quorum`` (Appendix A.9):
Eulogy and Civilian Self Defense, played by the President from the Quorum hand."""

from __future__ import annotations

import attrs
from pegasus_helpers import PLUGINS

from bsgcore.base import BaseGame, Execution
from bsgcore.messages import Event
from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

EULOGY = "pegasus.quorum.eulogy"
SELF_DEFENSE = "pegasus.quorum.civilian_self_defense"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def in_hand(table: Board, card: str) -> Board:
    """The President holds `card` (taken from the Quorum deck), at his Action step."""
    game = table.game
    if card not in game.quorum_hand:  # the deal may have given it to him already
        deck = tuple(c for c in game.quorum_deck if c != card)
        assert len(deck) == len(game.quorum_deck) - 1, f"{card} is neither dealt nor in the deck"
        game = attrs.evolve(game, quorum_hand=(card, *game.quorum_hand), quorum_deck=deck)
    return edits.at_action(edits.with_game(table, game), game.president)


def play(table: Board, card: str) -> tuple[Board, list[Event]]:
    """The President plays `card` from the hand."""
    decision = table.pending
    assert decision is not None
    option = next(
        o for o in decision.options if o.tag == "base.play_quorum_card" and o.card == card
    )
    return table.play(option)


def executed(game: BaseGame, morale: int) -> BaseGame:
    """The game with one past execution that cost `morale`."""
    return attrs.evolve(game, executions=(Execution(3, "x", "human", 1, morale),))


def test_the_cards_are_in_the_quorum_deck() -> None:
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    assert {EULOGY, SELF_DEFENSE} <= {*table.game.quorum_deck, *table.game.quorum_hand}


def test_eulogy_gains_morale_after_an_execution_cost_morale() -> None:
    """Morale was lost to an execution: +1 morale."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    table = edits.with_game(table, executed(table.game, 1))
    table = in_hand(table, EULOGY)
    morale = table.game.morale
    table, _ = play(table, EULOGY)
    assert table.game.morale == morale + 1
    assert EULOGY in table.game.quorum_discard


def test_eulogy_does_nothing_without_such_an_execution() -> None:
    """No execution cost morale (a Cylon executed costs none): morale stays."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    table = edits.with_game(table, executed(table.game, 0))
    table = in_hand(table, EULOGY)
    morale = table.game.morale
    table, _ = play(table, EULOGY)
    assert table.game.morale == morale


def defend(roll: int, cylons: list[tuple[str, int]]) -> tuple[Board, Board, list[Event]]:
    """Civilian Self Defense on a board with 2 civilian ships (uids after the Cylon ships), the
    President picking the first option for the ship in area 2, then rolling `roll`."""
    table = board(
        seats=4,
        plugins=PLUGINS,
        characters=CAST,
        cylons=cylons,
        civilians=[(2, "empty"), (5, "empty")],
    )
    start = in_hand(table, SELF_DEFENSE)
    after, _ = play(start, SELF_DEFENSE)
    decision = after.pending
    assert decision is not None and decision.kind == "choose_self_defense"
    ship = next(c.uid for c in after.game.civilians if c.area == 2)
    option = next(o for o in decision.options if o.value // 2 == ship)
    with scripted_random(rolls=[roll]):
        after, events = after.play(option)
    return start, after, events


def test_civilian_self_defense_destroys_3_raiders_in_the_ships_area() -> None:
    """4 raiders beside the ship: 3 are destroyed; those elsewhere stay; a roll of 5 spares it."""
    cylons = [("raider", 2)] * 4 + [("raider", 5)]
    start, after, _ = defend(5, cylons)
    raiders = [s for s in after.game.cylon_ships if s.kind == "raider"]
    assert sorted(s.area for s in raiders) == [2, 5]
    assert len(after.game.civilians) == 2
    check_invariants(after.rules, after.state, at_rest=False)


def test_civilian_self_defense_loses_the_ship_on_1_or_2() -> None:
    """A roll of 2: the defended ship is destroyed, the other stays."""
    start, after, _ = defend(2, [("heavy_raider", 2)])
    assert [c.area for c in after.game.civilians] == [5]
    assert not after.game.cylon_ships


def test_civilian_self_defense_offers_raiders_or_a_heavy_raider() -> None:
    """With both kinds beside a ship the President chooses which to destroy."""
    table = board(
        seats=4,
        plugins=PLUGINS,
        characters=CAST,
        cylons=[("raider", 2), ("heavy_raider", 2)],
        civilians=[(2, "empty")],
    )
    after, _ = play(in_hand(table, SELF_DEFENSE), SELF_DEFENSE)
    assert after.pending is not None
    assert sorted(o.value % 2 for o in after.pending.options) == [0, 1]


CHIEF = "pegasus.quorum.assign_chief_of_staff"
CHECK_CRISIS = "base.crisis.crash_landing"  # tactics and piloting: politics negative


def test_assign_chief_of_staff_draws_2_politics_and_stays_before_another_player() -> None:
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    start = in_hand(table, CHIEF)
    president = start.game.president
    after, _ = play(start, CHIEF)
    decision = after.pending
    assert decision is not None and decision.seat == president
    assert president not in {o.value for o in decision.options}
    other = decision.options[0].value
    after, _ = after.play(decision.options[0])
    assert (CHIEF, other) in after.game.quorum_markers
    hand = after.game.players[president].hand
    assert len(hand) == len(start.game.players[president].hand) + 2


def chief_window() -> tuple[Board, int]:
    """A check on Crash Landing with the Chief of Staff before seat 2, at seat 2's turn in the
    window before cards are added (the seats before it pass)."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST, windows=True)
    seat = 2
    table = edits.edit(table, quorum_markers=((CHIEF, seat),))
    table = edits.with_game(
        table,
        attrs.evolve(
            table.game, quorum_deck=tuple(c for c in table.game.quorum_deck if c != CHIEF)
        ),
    )
    table = edits.drawn(table, CHECK_CRISIS)
    for _ in range(30):
        decision = table.pending
        assert decision is not None
        if decision.seat == seat and any(
            o.tag == "pegasus.use_chief_of_staff" for o in decision.options
        ):
            return table, seat
        wanted = "base.claim_play" if decision.kind.startswith("claim") else "base.no_card"
        table, _ = table.play(  # each seat wants to play (P-TIME-1), then passes
            next(o for o in decision.options if o.tag == wanted)
            if any(o.tag == wanted for o in decision.options)
            else decision.options[0]
        )
    raise AssertionError("no Chief of Staff option")


def test_the_chief_of_staff_makes_politics_count_positive() -> None:
    """Discarding it before the cards go in: Politics counts positive in the check."""
    table, seat = chief_window()
    assert table.game.check is not None and "politics" not in table.game.check.skills
    use = next(o for o in table.pending.options if o.tag == "pegasus.use_chief_of_staff")
    after, _ = table.play(use)
    assert after.game.check is not None and "politics" in after.game.check.skills
    assert CHIEF in after.game.quorum_discard and not after.game.quorum_markers


PROBATION = "pegasus.quorum.probation"


def probation_check(seat: int) -> Board:
    """Crash Landing's check with Probation before `seat`, every window passed."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    deck = tuple(c for c in table.game.quorum_deck if c != PROBATION)
    table = edits.with_game(
        table, attrs.evolve(table.game, quorum_markers=((PROBATION, seat),), quorum_deck=deck)
    )
    return edits.drawn(table, CHECK_CRISIS)


def contribute_until_probation(table: Board, seat: int) -> tuple[Board, list[Event]]:
    """Each seat adds its first card (if any) then stops, until the Probation choice."""
    events: list[Event] = []
    for _ in range(40):
        decision = table.pending
        assert decision is not None
        if decision.kind == "probation":
            return table, events
        adds = [o for o in decision.options if o.tag == "base.add_card"]
        stop = [o for o in decision.options if o.tag == "base.stop_adding"]
        if decision.kind == "contribute":
            option = adds[0] if adds and not table.game.check.played[decision.seat] else stop[0]
        else:
            option = decision.options[0]
        table, new = table.play(option)
        events += new
        if table.game.check is None:
            break
    return table, events


def test_probation_lets_the_president_look_at_the_holders_cards() -> None:
    """The holder adds a card; the President discards Probation and sees it; others do not."""
    table = probation_check(2)
    president = table.game.president
    assert president != 2
    table, _ = contribute_until_probation(table, 2)
    decision = table.pending
    assert decision is not None and decision.kind == "probation" and decision.seat == president
    added = table.game.check.played[2]
    look = next(o for o in decision.options if o.look)
    after, events = table.play(look)
    looked = next(e for e in events if e.tag == "pegasus.probation_looked")
    assert looked.cards == added
    assert looked.redacted_for(president).cards == added
    assert added and looked.redacted_for(2).cards != added
    assert PROBATION in after.game.quorum_discard and not after.game.quorum_markers


def test_probation_is_not_offered_when_the_holder_adds_nothing() -> None:
    """A holder who adds no card gives the President nothing to look at."""
    table = probation_check(2)
    while table.pending is not None and table.pending.kind == "contribute":
        stop = next(o for o in table.pending.options if o.tag == "base.stop_adding")
        table, _ = table.play(stop)
    assert table.pending is None or table.pending.kind != "probation"
    assert (PROBATION, 2) in table.game.quorum_markers

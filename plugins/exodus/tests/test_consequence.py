"""The Consequence box of the Exodus Crisis cards (exodus.md §4.2, X-SCA-10..14): carried out
when at least one Skill Check Ability card is in the check, whatever the result, after the
abilities and before the result; the cards with one are in their decks. Four seats: Roslin
(President), Adama (Admiral), Starbuck, Baltar; Roslin is the current player."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from bsg_exodus.data import load
from exodus_helpers import arranged, base_code, code

from bsgcore.base import TitleChanged
from bsgcore.messages import Event
from bsgcore.testing.scenarios.edits import at_step, drawn, with_game
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import answer_check

CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
IN_THE_RING = "exodus.crisis.in_the_ring"
POWER_FAILURE = "exodus.crisis.power_failure"
HAUNTED = "exodus.crisis.haunted_by_the_past"
SICKBAY = "base.location.sickbay"
NETWORK = code("establish_network_0", 0)  # an Engineering 0 with the SCA icon
LEA1 = base_code("executive_order", 1)
ENG5 = base_code("scientific_research", 5)  # doubled by Establish Network
TAC5 = base_code("strategic_planning", 5)
OUTCOME = ("base.check_revealed", "base.check_resolved")
WITH_CONSEQUENCE = (
    "exodus.crisis.divisive_behavior",
    HAUNTED,
    IN_THE_RING,
    POWER_FAILURE,
    "exodus.crisis.threat_of_super_nova",
    "exodus.super_crisis.fire_all_missiles",
)


def scene(card: str, hand: list[str], destiny: list[str], **changes: Any) -> tuple[Board, int]:
    """The table with `card` drawn by the current player, who holds `hand`."""
    t = board(seats=4, plugins=["exodus"], characters=CAST)
    seat = t.game.current
    t = arranged(t, {seat: hand}, destiny)
    if "admiral" in changes:
        changes["titles"] = {**t.game.titles, "admiral": changes.pop("admiral")}
    if changes:
        t = with_game(t, attrs.evolve(t.game, **changes))
    return drawn(t, card), seat


def tags(events: list[Event]) -> list[str]:
    return [e.tag for e in events]


def pick(b: Board, value: int) -> tuple[Board, list[Event]]:
    assert b.pending is not None and b.pending.kind == "choose_target"
    return b.play(b.option("base.pick", value=value))


@pytest.mark.rules("X-SCA-8", "X-SCA-10", "X-SCA-13", "X1-SKILL-4")
def test_in_the_ring_sends_another_player_to_sickbay_after_the_abilities() -> None:
    """An ability card in the check: the abilities, then the Consequence (the current player
    sends another player to Sickbay: himself is not offered), then the result."""
    b, seat = scene(IN_THE_RING, [NETWORK], [LEA1, LEA1])
    b, events = answer_check(b, {seat: [NETWORK]})
    order = tags(events)
    assert order.index("base.check_ability_resolved") < order.index("exodus.consequence_resolved")
    assert b.pending is not None and b.pending.seat == seat
    offered = {o.value for o in b.pending.options}
    assert seat not in offered and offered == {s for s in range(4) if s != seat}
    target = (seat + 2) % 4
    b, more = pick(b, target)
    assert b.game.players[target].location == SICKBAY
    b, rest = answer_check(b)
    later = tags(more + rest)
    assert later.index("base.character_moved") < later.index("base.check_finished")


@pytest.mark.rules("X-SCA-11")
def test_no_consequence_without_an_ability_card_in_the_check() -> None:
    """The same card and result without any SCA card: no Consequence, nobody else moves."""
    b, seat = scene(IN_THE_RING, [LEA1], [LEA1, LEA1])
    before = [p.location for p in b.game.players]
    b, events = answer_check(b, {seat: [LEA1]})
    assert "exodus.consequence_resolved" not in tags(events)
    after = [p.location for i, p in enumerate(b.game.players) if i != seat]
    assert after == [loc for i, loc in enumerate(before) if i != seat]


@pytest.mark.rules("X-SCA-11", "X-SCA-2")
def test_an_ability_card_from_the_destiny_deck_brings_the_consequence() -> None:
    """The SCA card may come from the Destiny deck."""
    b, seat = scene(POWER_FAILURE, [LEA1], [NETWORK, LEA1])
    damaged = len(b.game.damage_pile)
    b, events = answer_check(b, {seat: [LEA1]})
    assert "exodus.consequence_resolved" in tags(events)
    assert len(b.game.damage_pile) == damaged - 1


@pytest.mark.rules("X-SCA-12")
@pytest.mark.parametrize("passed", [True, False])
def test_the_consequence_is_carried_out_on_a_pass_and_a_fail(passed: bool) -> None:
    """Power Failure (damage Galactica once) with an SCA card: on a pass and on a fail alike."""
    strong = [NETWORK, ENG5, TAC5] if passed else [NETWORK]
    b, seat = scene(POWER_FAILURE, strong, [LEA1, LEA1], jump_track=2)
    damaged = len(b.game.damage_pile)
    b, events = answer_check(b, {seat: strong})
    results = [getattr(e, "outcome", getattr(e, "result", "")) for e in events if e.tag in OUTCOME]
    assert (results[-1] == "pass") is passed  # the result after the abilities' recount
    assert len(b.game.damage_pile) == damaged - 1
    assert (b.game.jump_track == 2) is passed  # the fail's own effect only on a fail


@pytest.mark.rules("X-SCA-10")
def test_haunted_by_the_past_hands_each_title_down_its_line() -> None:
    """The current player (Roslin, President and here Admiral too) hands each title to the
    highest other character on its line: the Presidency to Baltar, the Admiralty to Adama."""
    t = board(seats=4, plugins=["exodus"], characters=CAST)
    seat = t.game.current
    assert t.game.president == seat
    b, seat = scene(HAUNTED, [NETWORK], [LEA1, LEA1], admiral=seat)
    b, events = answer_check(b, {seat: [NETWORK]})
    changes = [(e.line, e.seat) for e in events if isinstance(e, TitleChanged)]
    names = [p.character for p in b.game.players]
    assert changes == [
        ("president", names.index("base.character.gaius_baltar")),
        ("admiral", names.index("base.character.william_adama")),
    ]


@pytest.mark.rules("X-SCA-14")
def test_the_cards_with_a_consequence_are_in_their_decks() -> None:
    """The 5 Crisis cards and the Super Crisis with a Consequence join the decks."""
    t = board(seats=4, plugins=["exodus"], characters=CAST)
    data = load()
    assert all("consequence" in data.raw(card) for card in WITH_CONSEQUENCE)
    game = t.game
    crises = {c.split("@", 1)[0] for c in (*game.crisis_deck, *game.super_crisis_deck)}
    held = {c.split("@", 1)[0] for p in game.players for c in p.super_crises}
    assert set(WITH_CONSEQUENCE) <= crises | held


@pytest.mark.rules("X1-SC-1", "X-SCA-12")
def test_fire_all_missiles_damages_galactica_twice_with_an_ability_card() -> None:
    """The Super Crisis's Consequence: Galactica damaged twice (its fail destroys civilians)."""
    t = board(seats=4, plugins=["exodus"], characters=CAST)
    seat = t.game.current
    t = arranged(t, {seat: [NETWORK]}, [LEA1, LEA1])
    card = next(c for c in t.game.super_crisis_deck if c.startswith(WITH_CONSEQUENCE[-1]))
    b = at_step(
        with_game(t, attrs.evolve(t.game, crisis=card)),
        t.rules.registry.tags["base.f.resolve_crisis"](seat),
    )
    damaged = len(b.game.damage_pile)
    b, events = answer_check(b, {seat: [NETWORK]})
    assert tags(events).count("base.galactica_damaged") == 2
    assert len(b.game.damage_pile) == damaged - 2

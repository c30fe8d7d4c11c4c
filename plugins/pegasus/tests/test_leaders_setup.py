"""A Cylon Leader at set-up and on his turns (P-CL-1, -8, -9, P-AG-1, -2, P-LD-2 to -9, P-INV-7,
-8): revealed, an Agenda from the right deck and no loyalty card, the Leader loyalty decks, a
starting hand of 2, his skill set at Receive Skills; the Agenda is secret."""

from __future__ import annotations

import pytest
from bsg_pegasus.leaders.model import leaders
from leaders_helpers import CAVIL, LEOBEN, leader_table, seat_of

from bsgcore.base import g
from bsgcore.testing import check_no_leaks
from bsgcore.testing.scenarios.table import set_up

CYLON_CARD = "you_are_a_cylon"
SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"
AGENDA_DECK = {4: "sympathetic", 5: "hostile", 6: "sympathetic", 7: "hostile"}
CYLONS = {4: 1, 5: 1, 6: 2, 7: 2}


@pytest.mark.rules(
    "P-CL-1",
    "P-AG-1",
    "P-AG-2",
    "P-LD-2",
    "P-LD-3",
    "P-LD-4",
    "P-LD-5",
    "P-LD-7",
    "P-INV-7",
    "P-INV-8",
    "P-7P-2",
    "P-7P-3",
    "P-LD-9",
)
@pytest.mark.parametrize("seats", [4, 5, 6, 7])
def test_a_leader_is_revealed_holds_an_agenda_and_no_loyalty_card(seats: int) -> None:
    b = leader_table(seats)
    game = b.game
    seat = seat_of(game, LEOBEN)
    assert game.players[seat].revealed and game.players[seat].loyalty == ()
    agenda = leaders(b.state).agenda(seat)
    row_deck = agenda.split(".")[-1]
    assert agenda and row_deck
    from bsg_pegasus.data import load

    assert load().entry(agenda)["deck"] == AGENDA_DECK[seats]
    cards = [c for p in game.players for c in p.loyalty] + list(game.loyalty_deck)
    extras = sum(p.character == "base.character.gaius_baltar" for p in game.players)
    extras += sum(p.character == "base.character.sharon_boomer_valerii" for p in game.players)
    assert len(cards) == 2 * (seats - 1) + extras
    assert sum(CYLON_CARD in c for c in cards) == CYLONS[seats]
    assert SYMPATHIZER not in cards
    assert all(len(p.loyalty) >= 1 for s, p in enumerate(game.players) if s != seat)
    assert seat not in game.titles.values()


@pytest.mark.rules("P-AG-6")
def test_the_agenda_is_secret() -> None:
    from bsgcore import Game

    game = Game.new("base", plugins=["pegasus"], seats=5, seed=1)
    while game.pending.kind == "choose_character":
        leader = [o for o in game.pending.options if o.character == LEOBEN]
        game.play(leader[0] if leader else game.pending.options[0])
    while not g(game.state).set_up:
        game.play(game.pending.options[0])
    seat = seat_of(g(game.state), LEOBEN)
    agenda = leaders(game.state).agenda(seat)
    assert game.view(seat)["plugins"]["pegasus.leaders"]["agenda"] == agenda
    other = (seat + 1) % 5
    assert game.view(other)["plugins"]["pegasus.leaders"]["agenda"] != agenda
    check_no_leaks(game, scrambles=1)


@pytest.mark.rules("P-CL-9")
def test_a_leader_starts_with_two_cards_of_his_set() -> None:
    game = set_up(
        5,
        1,
        characters=["laura_roslin", CAVIL, "william_adama", "galen_tyrol", "tom_zarek"],
        plugins=["pegasus"],
        type_balance=False,
    )
    base = g(game.state)
    seat = seat_of(base, CAVIL)
    assert seat != base.first_player  # picked second: he chose his starting hand
    assert len(base.players[seat].hand) == 2


@pytest.mark.rules("P-CL-8")
def test_a_leader_draws_from_his_skill_set() -> None:
    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    receive = b.rules.registry.tags["base.f.receive_skills"]
    from bsgcore.testing.scenarios import edits

    b, events = edits.resting(b).run(receive(seat))
    if b.pending is not None and b.pending.kind == "choose_draw":  # with Treachery: E or TR
        b, more = b.play(b.pending.options[0])
        events += more
    drawn = [e for e in events if e.tag == "base.skill_cards_drawn"]
    types = [t for e in drawn for t in e.types]
    assert "tactics" in types and len(types) == 2
    assert set(types) <= {"tactics", "engineering", "treachery"}


@pytest.mark.rules("P-LD-6")
def test_baltar_and_boomer_add_a_not_a_cylon_card_each() -> None:
    game = set_up(
        5,
        1,
        characters=[LEOBEN, "gaius_baltar", "sharon_boomer_valerii", "laura_roslin", "tom_zarek"],
        plugins=["pegasus"],
        type_balance=False,
    )
    base = g(game.state)
    cards = [c for p in base.players for c in p.loyalty] + list(base.loyalty_deck)
    assert len(cards) == 2 * 4 + 2
    assert sum(CYLON_CARD in c for c in cards) == 1
    baltar = seat_of(base, "base.character.gaius_baltar")
    assert len(base.players[baltar].loyalty) == 2


@pytest.mark.rules("P-CL-6", "P-LD-10", "P-LD-1", "P-VAR-4")
def test_without_a_leader_the_core_deck_is_built() -> None:
    humans = ["laura_roslin", "william_adama", "galen_tyrol", "tom_zarek", "saul_tigh"]
    plain = set_up(5, 1, characters=humans, plugins=["pegasus"], type_balance=False)
    base = g(plain.state)
    cards = [c for p in base.players for c in p.loyalty] + list(base.loyalty_deck)
    assert len(cards) == 10 and sum(CYLON_CARD in c for c in cards) == 2  # base's 5-seat deck
    assert leaders(plain.state).agendas == ()

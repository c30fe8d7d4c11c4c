"""Pegasus set-up (pegasus.md §3) on a new game's state: the new characters offered, the New
Caprica board set aside, the overlay in place, the loyalty pool, the New Caprica Crisis deck and
objective, the Agenda decks, and a Cylon Leader's opening hand and Super Crisis cards."""

from __future__ import annotations

import pytest
from bsg_pegasus.data import load
from bsg_pegasus.leaders.model import leaders
from bsg_pegasus.newcaprica import names as n
from leaders_helpers import HUMANS, LEOBEN, PLUGINS, leader_table, seat_of
from nc_scenes import crisis_codes, table

from bsgcore import Game
from bsgcore.base import card_rows, data, g
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing.scenarios.edits import at_step
from bsgcore.testing.scenarios.table import set_up

SYMPATHETIC = "pegasus.loyalty.you_are_a_sympathetic_cylon"
LEADERS = {
    "pegasus.character.cavil",
    "pegasus.character.leoben_conoy",
    "pegasus.character.caprica_six",
}


def _offered(seats: int, **options: object) -> set[str]:
    game = Game.new("base", plugins=PLUGINS, seats=seats, seed=1, options=dict(options))
    assert game.pending is not None and game.pending.kind == "choose_character"
    return {o.character for o in game.pending.options}  # type: ignore[attr-defined]


@pytest.mark.rules("P-SETUP-1", "P-COMP-2")
def test_the_new_character_sheets_join_the_selection() -> None:
    """Every Pegasus character the plugin carries out is offered beside the base ones; those it
    does not yet are listed missing, never offered half-done."""
    rows = load().table("character")
    assert len(rows) == 7 and sum(r["type"] == "cylon_leader" for r in rows) == 3
    offered = _offered(5)
    rules = build_rules("base", tuple(PLUGINS))
    missing = {row.id for row in card_rows(rules) if not row.implemented}  # bsg cards --missing
    for row in rows:
        assert (row["id"] in offered) != (row["id"] in missing), row["id"]
    assert LEADERS <= offered
    assert {f"base.character.{h}" for h in HUMANS} <= offered


@pytest.mark.rules("P-SETUP-10", "P-COMP-21")
def test_agenda_decks_are_separate_and_unused_at_three_seats() -> None:
    """Six Hostile and six Sympathetic Agendas, shuffled as two decks; at 3 seats no Cylon
    Leader is offered (and so no Agenda is dealt)."""
    decks = [row["deck"] for row in load().table("agenda")]
    assert decks.count("hostile") == 6 and decks.count("sympathetic") == 6
    b = leader_table(5)
    state = leaders(b.state)
    dealt = {card for _, card in state.agendas}
    hostile = {r["id"] for r in load().table("agenda") if r["deck"] == "hostile"}
    sympathetic = {r["id"] for r in load().table("agenda") if r["deck"] == "sympathetic"}
    assert set(state.hostile) <= hostile and set(state.sympathetic) <= sympathetic
    assert set(state.hostile) | set(state.sympathetic) | dealt == hostile | sympathetic
    assert not _offered(3) & LEADERS
    assert _offered(4) & LEADERS


@pytest.mark.rules("P-SETUP-13", "P-SETUP-14", "P-SETUP-15")
def test_a_leader_not_first_draws_two_and_holds_no_super_crisis() -> None:
    """A Cylon Leader who is not the first player opens with 2 skill cards (the humans with
    3), holds an Agenda and no Loyalty card, and starts with no Super Crisis card where his
    sheet says; the others hold Loyalty cards."""
    game = set_up(
        5,
        1,
        characters=[HUMANS[0], LEOBEN, *HUMANS[1:4]],
        plugins=PLUGINS,
        type_balance=False,
    )
    base = g(game.state)
    seat = seat_of(base, LEOBEN)
    assert seat != base.first_player
    leader = base.players[seat]
    assert len(leader.hand) == 2 and leader.super_crises == () and leader.loyalty == ()
    assert leaders(game.state).agenda(seat)
    with using_rules(game.rules):
        assert leader.location == data().character(LEOBEN).start_location
    others = [p for s, p in enumerate(base.players) if s not in (seat, base.first_player)]
    assert all(len(p.hand) == 3 and p.loyalty for p in others)


@pytest.mark.rules("P-SETUP-14")
def test_a_first_player_leader_draws_no_opening_hand() -> None:
    """R-219: like any first player, a first-player Cylon Leader draws no opening hand."""
    game = set_up(5, 1, characters=[LEOBEN, *HUMANS[:4]], plugins=PLUGINS, type_balance=False)
    base = g(game.state)
    seat = seat_of(base, LEOBEN)
    assert seat == base.first_player
    drawn = [e for e in game.events if e.tag == "base.skill_cards_drawn" and e.seat == seat]
    assert base.set_up and not [e for e in drawn if e.reason == "setup"]  # type: ignore[attr-defined]


@pytest.mark.rules("P-SETUP-8")
def test_the_loyalty_pool_holds_the_pegasus_cards_but_not_the_sympathetic_card() -> None:
    """The Pegasus Loyalty cards join base's; "You Are a Sympathetic Cylon" stays out of every
    deck and hand unless its variant is chosen (R-220)."""
    for options in ({}, {"sympathetic_cylon": True}):
        game = set_up(4, 2, plugins=PLUGINS, **options)
        base = g(game.state)
        with using_rules(game.rules):
            pool = {card.id for card in data().loyalty}
        assert "pegasus.loyalty.you_are_not_a_cylon" in pool
        dealt = {c for p in base.players for c in p.loyalty} | set(base.loyalty_deck)
        assert (SYMPATHETIC in dealt) == bool(options)  # only the variant puts it in play


@pytest.mark.rules("P-SETUP-9", "P-COMP-17", "P-COMP-25")
def test_the_new_caprica_deck_waits_aside_and_the_objective_replaces_kobol() -> None:
    """The New Caprica Crisis cards are shuffled aside as their own deck, the objective in play
    is New Caprica's (Kobol back in the box)."""
    board = table()
    nc_cards = crisis_codes(board)
    assert nc_cards and not set(nc_cards) & set(board.game.crisis_deck)
    assert set(board.game.crisis_aside[n.NC_CRISIS_DECK][0]) == set(nc_cards)
    with using_rules(board.rules):
        objectives = [card.id for card in data().decks["objective"]]
    assert objectives == [n.OBJECTIVE]
    assert load().entry(n.OBJECTIVE)["replaces"] == n.KOBOL
    assert len(load().table("new_caprica_crisis")) == 30


@pytest.mark.rules("P-SETUP-3", "P-COMP-10")
def test_the_new_caprica_board_is_set_aside_until_its_phase() -> None:
    """Its six locations are on the board's data but nobody may move to one at the start."""
    board = table()
    with using_rules(board.rules):
        assert data().components.boards[n.BOARD] == n.LOCATIONS
        assert len(n.LOCATIONS) == 6
        sides = {data().location(loc).side for loc in n.LOCATIONS}
    assert n.FORCES == 4
    frame = board.rules.registry.tags["base.f.movement"](board.game.current)
    pending = at_step(board, frame).pending
    assert pending is not None
    targets = {getattr(o, "to", "") for o in pending.options}
    assert targets and not targets & set(n.LOCATIONS)
    assert sides  # both sides use them (side is per action, not per location)


@pytest.mark.rules("P-CL-7")
def test_a_leader_is_outside_the_type_balance() -> None:
    """With base's type balance on (R-120), a Cylon Leader is still offered after three humans
    of any types were picked: he is of none of the balanced types."""
    game = Game.new("base", plugins=PLUGINS, seats=5, seed=1)
    for _ in range(3):
        assert game.pending is not None
        human = next(
            o for o in game.pending.options if getattr(o, "character", "").startswith("base.")
        )
        game.play(human)
    assert game.pending is not None and game.pending.kind == "choose_character"
    offered = {getattr(o, "character", "") for o in game.pending.options}
    assert LEADERS <= offered


@pytest.mark.rules("P-SETUP-16")
def test_the_objective_starts_the_sleeper_agent_phase_at_4_and_new_caprica_at_7() -> None:
    """The jump's last step at distance 4 deals the Sleeper Agent phase (and settles nobody); at
    7 the New Caprica phase begins (the objective's two triggers, R-303)."""
    from bsg_pegasus.newcaprica import flow
    from nc_scenes import part, run

    triggers = {t["event"]: t["distance"] for t in load().entry(n.OBJECTIVE)["triggers"]}
    assert triggers == {"sleeper_agent_phase": 4, "new_caprica_phase": 7}
    board = table(distance=4)
    finish = board.rules.registry.tags["base.f.finish_jump"]
    after, _ = run(board, finish(board.game.current))
    assert after.game.sleeper_done and not board.game.sleeper_done
    settled, _ = run(after, flow.Settle(0))
    assert part(settled).phase == n.NOT_BEGUN
    at_seven, _ = run(table(distance=7), flow.Settle(0))
    assert part(at_seven).phase == n.OCCUPIED

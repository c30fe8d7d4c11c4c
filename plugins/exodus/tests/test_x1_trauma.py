"""Trauma tokens as exodus-from-001 states them (X1-COMP-5, X1-TRAUMA-1..9, X1-COMP-11 and the
trauma invariants X1-INV-1..3), cross-checking exodus.md X-TRAUMA, X-NEB-SETUP, X-BSD."""

from __future__ import annotations

import json

import attrs
import pytest
from bsg_exodus.nebula import basestar_damage as bd
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from test_nebula_basestar_damage import CylonShip, hit, with_ships
from test_nebula_encounter import ALLY, at, laid_out
from test_nebula_encounter import nebula_table as encounter_table
from test_nebula_turn import BeginTurn, nebula_table, of

from bsgcore import Game
from bsgcore.base import CharacterExecuted, move_events, replace_player
from bsgcore.context import using_rules
from bsgcore.rng import RandomCursor
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True}
SICKBAY, BRIG = "base.location.sickbay", "base.location.brig"
MORALE = "base.loyalty.you_are_a_cylon_morale"
CAVIL = ALLY + "brother_cavil"  # hope: return 1 token of his choice, then 1 at random


def nebula(seats: int = 4, seed: int = 1) -> Board:
    return table(seats, seed, plugins=["exodus"], options=OPTIONS)


@pytest.mark.rules("X1-COMP-5", "X1-TRAUMA-1", "X-COMP-10", "X-TRAUMA-1")
def test_38_tokens_2_disaster_18_benevolent_18_antagonistic_in_one_pool() -> None:
    """The box is 38 tokens, 2/18/18; at set-up every one is in the pool or placed (one mix)."""
    kinds = [tk.kind(t) for t in tk.BOX]
    assert len(tk.BOX) == 38
    assert (kinds.count(tk.DISASTER), kinds.count(tk.BENEVOLENT)) == (2, 18)
    assert kinds.count(tk.ANTAGONISTIC) == 18
    value = ns.nebula(nebula().state)
    placed = [*value.pool, value.brig, value.sickbay, *(t for h in value.held for t in h)]
    placed += [t for _, t in value.allies]
    assert sorted(placed) == sorted(tk.BOX)


@pytest.mark.rules("X1-TRAUMA-1", "X-TRAUMA-3")
def test_holdings_are_secret_but_their_counts_are_public() -> None:
    """Each seat's view shows its own tokens; no other seat's view names them, every view
    shows how many each seat holds."""
    full = Game.new("base", plugins=["exodus"], seats=3, seed=2, options=OPTIONS)
    value = ns.nebula(full.state)
    for seat in range(3):
        mine = value.held[seat]
        for other in (None, *(s for s in range(3) if s != seat)):
            seen = json.dumps(full.view(other), default=str)
            assert not any(f'"{t}"' in seen for t in mine)
            counts = full.view(other)["plugins"]["exodus.nebula"]["ionian_nebula"]
            assert counts["trauma_counts"] == [3, 3, 3]


@pytest.mark.rules("X1-TRAUMA-2", "X1-TRAUMA-3", "X1-INV-3", "X-NEB-SETUP-3", "X-NEB-SETUP-4")
@pytest.mark.parametrize("seed", (1, 2, 3))
def test_setup_three_each_no_disaster_and_one_on_sickbay_and_the_brig(seed: int) -> None:
    """Every player holds 3 tokens, none a Disaster; Sickbay and the Brig each hold one."""
    value = ns.nebula(nebula(4, seed).state)
    assert [len(h) for h in value.held] == [3] * 4
    assert not any(tk.is_disaster(t) for h in value.held for t in h)
    assert value.sickbay and value.brig


@pytest.mark.rules("X1-TRAUMA-5", "X-NEB-SETUP-5", "X-NEB-SETUP-6")
def test_a_disaster_drawn_at_set_up_is_redrawn_and_returned() -> None:
    """A set-up that drew a Disaster: it went back into the pool, the player holds 3 others."""
    game = next(
        g
        for s in range(1, 200)
        for g in [Game.new("base", plugins=["exodus"], seats=6, seed=s, options=OPTIONS)]
        if any(isinstance(e, ns.TraumaSetUp) and e.set_aside for e in g.events)
    )
    event = next(e for e in game.events if isinstance(e, ns.TraumaSetUp))
    value = ns.nebula(game.state)
    assert all(len(h) == 3 and not any(tk.is_disaster(t) for t in h) for h in value.held)
    assert all(t in value.pool for t in event.set_aside)


@pytest.mark.rules("X1-TRAUMA-3", "X1-TRAUMA-4", "X1-INV-3", "X-TRAUMA-16", "X-TRAUMA-18")
@pytest.mark.parametrize("where", (SICKBAY, BRIG))
def test_the_token_is_taken_at_the_start_of_the_turn_and_restocked(where: str) -> None:
    """Arriving in Sickbay or the Brig takes no token; starting the turn there takes the
    location's token, and a new one from the pool is put there at once."""
    b, seat, _ = nebula_table("base.location.command")
    with using_rules(b.rules):
        arrived = move_events(b.game, seat, where, "test")
    assert not of(arrived, ns.TraumaDrawn)
    b, seat, _ = nebula_table(where)
    before = ns.nebula(b.state)
    token = before.sickbay if where == SICKBAY else before.brig
    after, events = b.run(BeginTurn(seat))
    (drawn,) = of(events, ns.TraumaDrawn)
    assert drawn.seat == seat and (*drawn.kept, *drawn.revealed) == (token,)
    value = ns.nebula(after.state)
    restocked = value.sickbay if where == SICKBAY else value.brig
    assert restocked and restocked != token and restocked in before.pool


@pytest.mark.rules("X1-TRAUMA-5", "X1-INV-2", "X-TRAUMA-12", "X-TRAUMA-13", "X-TRAUMA-15")
def test_a_human_drawing_a_disaster_is_executed_and_it_returns_to_the_pool() -> None:
    """A human starting his turn on Sickbay's Disaster: revealed, back in the pool, executed;
    he never holds it."""
    b, seat, token = nebula_table(SICKBAY, tk.DISASTER)
    after, events = b.run(BeginTurn(seat))
    assert of(events, ns.TraumaDrawn)[0].revealed == (token,)
    assert token in ns.nebula(after.state).pool
    assert token not in ns.nebula(after.state).held[seat]
    assert [e.seat for e in of(events, CharacterExecuted)] == [seat]


@pytest.mark.rules("X1-TRAUMA-5", "X1-INV-2", "X-TRAUMA-14")
def test_a_revealed_cylon_drawing_a_disaster_draws_two_more_instead() -> None:
    """A Cylon's Disaster: 2 more drawn and kept, the Disaster revealed (back to the pool), no
    execution; a second Disaster among them draws 2 more again."""
    rng = RandomCursor.at(1, 0)
    pool = ("benevolent-01", "benevolent-02", "benevolent-03")
    got = tk.draw(pool, 0, True, rng, ("disaster-01",))
    assert got.revealed == ("disaster-01",) and not got.executed
    assert len(got.kept) == 2 and not any(tk.is_disaster(t) for t in got.kept)
    pool = ("disaster-02", "antagonistic-01", "antagonistic-02", "antagonistic-03")
    chained = next(
        g
        for s in range(1, 100)
        for g in [tk.draw(pool, 0, True, RandomCursor.at(s, 0), ("disaster-01",))]
        if len(g.revealed) == 2
    )
    assert len(chained.kept) == 3 and not chained.executed
    human = tk.draw(("disaster-01",), 1, cylon=False, rng=rng)
    assert human.executed and not human.kept


@pytest.mark.rules("X1-TRAUMA-6", "X-TRAUMA-22")
def test_a_cylon_keeps_his_tokens_through_revealing_and_resurrection() -> None:
    """A player reveals in his Action: his trauma tokens are unchanged. A hidden Cylon executed
    by a Disaster (revealed, to the Resurrection Ship) keeps his tokens too: none returned."""
    r, cylon, _ = nebula_table(SICKBAY, tk.DISASTER, cylon=True)
    kept = ns.nebula(r.state).held[cylon]
    after, events = r.run(BeginTurn(cylon))
    assert of(events, CharacterExecuted) and not of(events, ns.TraumaReturned)
    assert ns.nebula(after.state).held[cylon] == kept
    b = nebula(3, 2)
    seat = b.game.current
    b = edits.holding(b, seat, MORALE)
    held = ns.nebula(b.state).held[seat]
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.reveal_cylon", card=MORALE))
    while b.pending is not None and b.pending.kind == "choose_optional":
        b, _ = b.play(b.option("base.pick", value=1))
    assert b.game.players[seat].revealed
    assert ns.nebula(b.state).held[seat] == held


@pytest.mark.rules("X1-TRAUMA-7", "X1-ALLY-CYL", "X1-COMP-11", "X-BSD-4", "X-COMP-11")
def test_crew_compartment_makes_every_revealed_cylon_draw_two() -> None:
    """The alternative set is 6 tokens, the base kinds plus Collateral Damage and Damage to
    Personnel (Crew Compartment); drawn, each revealed Cylon draws 2 trauma tokens."""
    assert len(bd.TOKENS) == 6 and bd.PERSONNEL in bd.TOKENS and bd.COLLATERAL in bd.TOKENS
    b = nebula(4, 1)
    cylon = (b.game.current + 1) % 4
    game = replace_player(b.game, cylon, attrs.evolve(b.game.players[cylon], revealed=True))
    b = Board(b.rules, b.state.with_game(game))
    rest = tuple(t for t in bd.TOKENS if t != bd.PERSONNEL)
    ships = [CylonShip(100, "basestar", 2), CylonShip(111, "basestar", 4, rest[:3])]
    ships.append(CylonShip(112, "basestar", 5, rest[3:]))
    b = with_ships(b, ships, (bd.PERSONNEL,))
    held = len(ns.nebula(b.state).held[cylon])
    after, events = hit(b, 100)
    assert [e.seat for e in of(events, ns.TraumaDrawn)] == [cylon]
    assert len(ns.nebula(after.state).held[cylon]) >= held + 2


@pytest.mark.rules("X1-TRAUMA-8", "X1-TRAUMA-9", "X-ALLY-10")
def test_getting_rid_of_a_token_is_the_holders_choice() -> None:
    """Brother Cavil's Benevolent result (an ally result is a source of trauma changes): the
    player picks which kind to return first, the second goes at random; both to the pool."""
    b = encounter_table()
    seat = b.game.current
    b = at(laid_out(b, {CAVIL: "benevolent"}), seat, "base.location.research_lab")
    held = ns.nebula(b.state).held[seat]
    b, _ = b.play(b.option("base.stay"))
    assert b.pending is not None and b.pending.kind == "exodus_return_trauma"
    assert b.pending.seat == seat
    assert {tk.kind(o.token) for o in b.pending.options} == {tk.kind(t) for t in held}  # type: ignore[attr-defined]
    choice = b.pending.options[0]
    b, events = b.play(choice)
    returned = of(events, ns.TraumaReturned)
    assert returned[0].tokens == (choice.token,)  # type: ignore[attr-defined]
    assert len(ns.nebula(b.state).held[seat]) == len(held) - 2


@pytest.mark.rules("X1-INV-1", "X-TRAUMA-1")
def test_the_kit_catches_a_lost_or_doubled_token() -> None:
    """A corrupted state with one pool token gone, or one held twice, fails the plugin's
    invariant check; the state as set up passes."""
    b = nebula(3, 1)
    check_invariants(b.rules, b.state)
    value = ns.nebula(b.state)
    lost = attrs.evolve(value, pool=value.pool[1:])
    with pytest.raises(AssertionError, match="tokens lost"):
        check_invariants(b.rules, b.state.with_plugin(ns.PART, lost))
    held = list(value.held)
    held[0] = (*held[0], value.pool[0])
    doubled = attrs.evolve(value, held=tuple(held))
    with pytest.raises(AssertionError, match="tokens lost"):
        check_invariants(b.rules, b.state.with_plugin(ns.PART, doubled))


@pytest.mark.rules("X1-INV-2", "X-TRAUMA-12")
def test_the_kit_catches_a_held_disaster() -> None:
    """A corrupted state where a player holds a Disaster (swapped with one of his tokens)
    fails the invariant check."""
    b = nebula(3, 1)
    value = ns.nebula(b.state)
    disaster = next(t for t in value.pool if tk.is_disaster(t))
    held = list(value.held)
    mine = held[0][0]
    held[0] = (disaster, *held[0][1:])
    pool = tuple(sorted((*tk.without(value.pool, (disaster,)), mine)))
    bad = attrs.evolve(value, held=tuple(held), pool=pool)
    with pytest.raises(AssertionError, match="X-TRAUMA-12"):
        check_invariants(b.rules, b.state.with_plugin(ns.PART, bad))

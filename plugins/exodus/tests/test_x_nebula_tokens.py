"""Trauma tokens and allies, the ids test_nebula_* left uncited: the tokens decide encounters
and the Trial (X-TRAUMA-2), a drawn benevolent or antagonistic token stays face down (X-TRAUMA-11),
all tokens of one instruction are drawn before a disaster among them is resolved (X-TRAUMA-17,
R-246), and a new ally's token goes on its printed location even when it is damaged
(X-ALLY-13)."""

from __future__ import annotations

import json

import attrs
import pytest
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula import trauma
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads import trial
from test_nebula_crossroads import trial_table
from test_nebula_encounter import ARMORY, BOOMER, BRIG, ROMO, STAY, at, laid_out, nebula_table, of

from bsgcore.base import RunOps
from bsgcore.rng import RandomCursor

A, B = tk.ANTAGONISTIC, tk.BENEVOLENT


@pytest.mark.rules("X-TRAUMA-2")
@pytest.mark.parametrize(("icon", "side"), [(B, "hope"), (A, "doom")])
def test_the_token_on_the_card_decides_the_encounter(icon: str, side: str) -> None:
    """The same ally met: its token's icon decides which result runs."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ROMO: icon}), seat, BRIG)
    b, events = b.play(b.option(STAY))
    laid = [f for e in events if e.tag in ("core.replace", "core.push") for f in e.frames]  # type: ignore[attr-defined]
    runs = {f.source for f in laid if isinstance(f, RunOps)}
    assert runs == {f"exodus.ally_result.romo_lampkin.{side}"}


@pytest.mark.rules("X-TRAUMA-2")
def test_the_tokens_decide_who_the_trial_eliminates() -> None:
    """The same table, the holdings swapped: the one with more (harmful) tokens goes."""
    first, _ = trial_table({0: [A, A, A], 1: [A, A, A, A], 2: [], 3: []}).run(trial.Trial(0))
    again, _ = trial_table({0: [A, A, A, A], 1: [A, A, A], 2: [], 3: []}).run(trial.Trial(0))
    assert xs.xr(first.state).eliminated == (1,)
    assert xs.xr(again.state).eliminated == (0,)


@pytest.mark.rules("X-TRAUMA-11")
def test_a_drawn_token_joins_his_face_down_tokens_unrevealed() -> None:
    """Seat 1 draws 2 (no disaster in the pool): they join his holding; every other seat and
    the spectator see only that 2 came, not which nor their icons; nothing is revealed."""
    b = nebula_table()
    value = ns.nebula(b.state)
    safe = attrs.evolve(value, pool=tuple(t for t in value.pool if not tk.is_disaster(t)))
    state = b.state.with_plugin(ns.PART, safe)
    events, executed = trauma.draw_events(state, 1, 2, False, RandomCursor.at(5, 0))
    [drawn] = events
    assert isinstance(drawn, ns.TraumaDrawn) and not executed
    assert len(drawn.kept) == 2 and drawn.revealed == ()
    after = ns.nebula(ns.apply_drawn(state, drawn))
    assert after.held[1] == (*value.held[1], *drawn.kept)
    assert drawn.redacted_for(1) == drawn
    for other in (None, 0, 2):
        seen = json.dumps(attrs.asdict(drawn.redacted_for(other)))
        assert seen.count(tk.HIDDEN) == 2
        assert B not in seen and A not in seen


@pytest.mark.rules("X-TRAUMA-17")
@pytest.mark.parametrize("seed", range(1, 9))
def test_all_tokens_of_one_draw_come_before_its_disaster(seed: int) -> None:
    """A human draws 2 of a disaster and a benevolent token: whichever comes first, both are
    drawn, the benevolent one kept, then the disaster is resolved (he is executed). A Cylon
    drawing 2 of a disaster and an antagonistic token keeps that one and 2 more."""
    human = tk.draw(("benevolent-01", "disaster-01"), 2, False, RandomCursor.at(seed, 0))
    assert human == tk.Draw(("benevolent-01",), ("disaster-01",), executed=True)
    pool = ("antagonistic-01", "benevolent-01", "benevolent-02", "disaster-01")
    cylon = tk.draw(pool, 2, True, RandomCursor.at(seed, 0))
    if cylon.revealed:
        assert len(cylon.kept) == 3 and not cylon.executed


@pytest.mark.rules("X-ALLY-13")
def test_the_new_ally_comes_on_its_location_though_damaged() -> None:
    """Romo Lampkin met (doom: no question); the next ally, Sharon "Boomer" Valerii, comes on
    the Armory, which is damaged."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ROMO: A}, deck=(BOOMER,), damaged_locations=(ARMORY,)), seat, BRIG)
    b, events = b.play(b.option(STAY))
    while b.pending is not None and b.pending.kind != "exodus_seed_ally":
        b, more = b.play(b.pending.options[0])
        events += more
    [replaced] = of(events, ae.AllyReplaced)
    assert replaced.drawn == BOOMER and not replaced.skipped
    assert ARMORY in b.game.damaged_locations
    assert [a for a, _ in ns.nebula(b.state).allies] == [BOOMER]

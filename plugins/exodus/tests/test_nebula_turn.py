"""The trauma tokens in a game's turns (exodus.md §7.1, part ``bsg_exodus.nebula``, turn.py):
a player starting his turn in Sickbay or the Brig takes its token before Receive Skills and a
new one is put there (X-TRAUMA-18, -16); a human drawing a disaster there is executed
(X-TRAUMA-13); an executed human's tokens go back into the pool and his new character draws 3
(X-TRAUMA-20, -21)."""

from __future__ import annotations

from typing import Any

import attrs
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk

from bsgcore import Event
from bsgcore.base import BaseGame, CharacterExecuted, data, replace_player
from bsgcore.context import using_rules
from bsgcore.messages import Frame
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True}
SICKBAY = "base.location.sickbay"
BRIG = "base.location.brig"


def fits(t: Board, kind: str, cylon: bool) -> bool:
    """A seat other than the current one is a Cylon or not, as asked, and the pool or Sickbay
    holds a token of `kind` (the set-up's shuffles decide both)."""
    with using_rules(t.rules):
        seated = any(is_cylon(t.game, s) == cylon for s in range(3) if s != t.game.current)
    value = ns.nebula(t.state)
    return seated and (not kind or any(tk.kind(x) == kind for x in (*value.pool, value.sickbay)))


def nebula_table(
    where: str = SICKBAY, kind: str = "", cylon: bool = False
) -> tuple[Board, int, str]:
    """A 3-seat Exodus table with the option; a seat other than the current one, with a Cylon
    card or not, stands at `where`, and Sickbay holds a token of this kind when given (swapped
    with one of the pool), returned."""
    b = next(
        t
        for seed in range(1, 40)
        for t in [table(plugins=["exodus"], options=OPTIONS, seed=seed)]
        if fits(t, kind, cylon)
    )
    with using_rules(b.rules):
        seat = next(s for s in range(3) if s != b.game.current and is_cylon(b.game, s) == cylon)
    game = replace_player(b.game, seat, attrs.evolve(b.game.players[seat], location=where))
    state = b.state.with_game(game)
    value = ns.nebula(state)
    token = value.sickbay
    if kind and tk.kind(token) != kind:
        token = next(t for t in value.pool if tk.kind(t) == kind)
        if value.sickbay != token:
            pool = tuple(sorted((*tk.without(value.pool, (token,)), value.sickbay)))
            state = state.with_plugin(ns.PART, attrs.evolve(value, pool=pool, sickbay=token))
    return Board(b.rules, state), seat, token


def BeginTurn(seat: int) -> Frame:  # noqa: N802 (base's frame, not in its public API)
    """Base's begin-turn frame, by its tag."""
    frame: Frame = table().rules.registry.tags["base.f.begin_turn"](seat)
    return frame


def is_cylon(game: BaseGame, seat: int) -> bool:
    """A seat holding a "You Are a Cylon" card (hidden or not)."""
    return any(data().get(c).extra.get("team") == "cylon" for c in game.players[seat].loyalty)


def of(events: list[Event], kind: type[Event]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def test_starting_in_sickbay_takes_its_token_before_skills_x_trauma_18() -> None:
    """X-TRAUMA-18: Sickbay's token joins the player's tokens before he draws his skills, and
    a pool token takes its place (X-TRAUMA-16)."""
    b, seat, token = nebula_table(SICKBAY, tk.BENEVOLENT)
    before = ns.nebula(b.state)
    after, events = b.run(BeginTurn(seat))
    drawn = of(events, ns.TraumaDrawn)
    assert drawn == [ns.TraumaDrawn(seat, (token,), (), ns.SICKBAY)]
    assert not [e for e in events if e.tag == "base.skill_cards_drawn"]  # Receive Skills waits
    assert after.pending is not None and after.pending.kind == "choose_draw"
    value = ns.nebula(after.state)
    assert value.held[seat] == (*before.held[seat], token)
    assert value.sickbay and value.sickbay in before.pool and value.sickbay not in value.pool


def test_starting_in_the_brig_takes_its_token_x_trauma_18() -> None:
    """X-TRAUMA-18: the Brig too; the player holds one token more and the Brig one new."""
    b, seat, _ = nebula_table(BRIG)
    before = ns.nebula(b.state)
    after, events = b.run(BeginTurn(seat))
    assert [e.location for e in of(events, ns.TraumaDrawn)] == [ns.BRIG]
    assert [e.location for e in of(events, ns.TraumaPlaced)] == [ns.BRIG]
    if not tk.is_disaster(before.brig):
        assert before.brig in ns.nebula(after.state).held[seat]


def test_elsewhere_no_token_is_taken_x_trauma_19() -> None:
    """X-TRAUMA-19 (the draw is tied to where the turn starts): a player starting elsewhere
    takes no token."""
    b, seat, _ = nebula_table("base.location.command")
    _, events = b.run(BeginTurn(seat))
    assert not of(events, ns.TraumaDrawn)


def test_a_human_drawing_a_disaster_in_sickbay_is_executed_x_trauma_13() -> None:
    """X-TRAUMA-12, -13: the disaster is revealed, back in the pool, and the human executed."""
    b, seat, token = nebula_table(SICKBAY, tk.DISASTER)
    after, events = b.run(BeginTurn(seat))
    drawn = of(events, ns.TraumaDrawn)
    assert drawn and drawn[0].revealed == (token,)
    assert token in ns.nebula(after.state).pool
    assert of(events, CharacterExecuted) and of(events, CharacterExecuted)[0].seat == seat


def test_an_executed_human_returns_his_tokens_and_draws_three_x_trauma_20_21() -> None:
    """X-TRAUMA-20: his tokens go back into the pool; X-TRAUMA-21: his new character draws 3
    (no disaster kept)."""
    b, seat, token = nebula_table(SICKBAY, tk.DISASTER)
    b, events = b.run(BeginTurn(seat))
    held = ns.nebula(b.state).held[seat]
    for _ in range(20):
        if of(events, ns.TraumaReturned) or b.pending is None:
            break
        b, more = b.play(b.pending.options[0])
        events += more
    assert of(events, ns.TraumaReturned) == [ns.TraumaReturned(seat, held)]
    new = of(events, ns.TraumaDrawn)[-1]
    assert new.seat == seat and len(new.kept) == 3
    value = ns.nebula(b.state)
    assert value.held[seat] == new.kept and not any(tk.is_disaster(t) for t in new.kept)


def test_an_executed_cylon_keeps_his_tokens_x_trauma_22() -> None:
    """X-TRAUMA-22: a hidden Cylon executed by a disaster is revealed and keeps his tokens
    (nothing returned, nothing drawn for a new character)."""
    b, seat, token = nebula_table(SICKBAY, tk.DISASTER, cylon=True)
    held = ns.nebula(b.state).held[seat]
    after, events = b.run(BeginTurn(seat))
    assert of(events, CharacterExecuted) and not of(events, ns.TraumaReturned)
    assert ns.nebula(after.state).held[seat] == held

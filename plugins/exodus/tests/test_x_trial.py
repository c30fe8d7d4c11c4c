"""The Trial of the Crossroads phase (exodus.md §10, X-TRIAL): the steps and readings not cited
elsewhere, each played on a table whose trauma holdings are set by hand."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads import trial
from test_nebula_crossroads import edit, of, trial_table

from bsgcore.base import replace_player

A, B = tk.ANTAGONISTIC, tk.BENEVOLENT
CYLON = "base.loyalty.you_are_a_cylon_morale"


@pytest.mark.rules("X-TRIAL-1", "X-TRIAL-2")
def test_the_trial_boxes_the_table_tokens_and_cards_and_reveals_every_holding() -> None:
    """Step 1: the Brig's and Sickbay's tokens and the ally cards' are boxed with the allies;
    step 2: the event shows every seat's whole holding."""
    b = trial_table({0: [A, A, A], 1: [A], 2: [B, A], 3: []})
    before = ns.nebula(b.state)
    assert before.brig and before.sickbay
    held = tuple(tuple(h) for h in before.held)
    after, events = b.run(trial.Trial(0))
    [begun] = of(events, xs.TrialBegun)
    assert [sorted(h) for h in begun.held] == [sorted(h) for h in held]
    assert {before.brig, before.sickbay, *(t for _, t in before.allies)} <= set(begun.boxed)
    value = ns.nebula(after.state)
    assert (value.brig, value.sickbay, value.allies, value.ally_deck) == ("", "", (), ())


@pytest.mark.rules("X-TRIAL-10")
def test_a_tied_president_may_condemn_himself() -> None:
    """The President among the tied humans is one of his own choices."""
    b = trial_table({})
    president = b.game.president
    other = (president + 1) % 4
    b = trial_table({president: [A, A, A], other: [A, A, A]})
    after, _ = b.run(trial.Trial(0))
    assert after.pending is not None and after.pending.seat == president
    assert {c.target for c in after.pending.options} == {president, other}  # type: ignore[attr-defined]


@pytest.mark.rules("X-TRIAL-24")
def test_an_eliminated_current_player_passes_the_turn_on() -> None:
    """The current player eliminated: his turn is cut short (the next player's follows)."""
    current = trial_table({}).game.current
    b = trial_table({current: [A, A, A], (current + 1) % 4: [A]})
    after, events = b.run(trial.Trial(0))
    assert xs.xr(after.state).eliminated == (current,)
    assert [e.seat for e in events if e.tag == "base.turn_cut_short"] == [current]  # type: ignore[attr-defined]


@pytest.mark.rules("X-TRIAL-25")
def test_an_eliminated_hidden_cylon_costs_no_morale() -> None:
    """A hidden Cylon with the most tokens is eliminated as a human player would be; his
    execution shows a Cylon card, so no morale is lost."""
    b = trial_table({0: [A, A, A], 1: [A]})
    game = b.game
    held = len(game.players[0].loyalty)
    game = replace_player(game, 0, attrs.evolve(game.players[0], loyalty=(CYLON,) * held))
    b = edit(b, game)
    after, _ = b.run(trial.Trial(0))
    assert xs.xr(after.state).eliminated == (0,)
    assert after.game.morale == b.game.morale


@pytest.mark.rules("X-TRIAL-26")
def test_an_eliminated_title_holders_titles_pass_on() -> None:
    """The President eliminated: the title goes to another, remaining player."""
    president = trial_table({}).game.president
    b = trial_table({president: [A, A, A], (president + 1) % 4: [A]})
    after, _ = b.run(trial.Trial(0))
    while after.pending is not None and after.pending.seat == president:
        after, _ = after.play(after.pending.options[0])
    assert xs.xr(after.state).eliminated == (president,)
    assert after.game.president not in (president, -1)

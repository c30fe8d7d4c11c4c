"""X-TRIAL-27 (SEED-SILENT, recommended: yes): a player eliminated at the Trial still shares his
team's victory, victory being by team. The game's outcome says so: `Outcome.winning_seats` (the
`GameEnded` event, base's ``winners``) names the eliminated seat when his side wins, and only
then."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads import trial
from test_nebula_crossroads import edit, of, trial_table

from bsgcore.base import EndTurn, Jump, is_cylon, replace_player
from bsgcore.context import using_rules
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios.space import Board

A = "antagonistic"
CYLON = "base.loyalty.you_are_a_cylon_morale"


def after_trial(b: Board) -> Board:
    """The Trial run on `b`, its questions answered, up to the phase's end."""
    after, _ = b.run(trial.Trial(0))
    while after.pending is not None and xs.xr(after.state).phase != xs.OVER:
        after, _ = after.play(after.pending.options[0])
    assert xs.xr(after.state).phase == xs.OVER
    return after


def humans_win(b: Board) -> tuple[str, tuple[int, ...]]:
    """The jump after the Trial: the humans' win (X-TRIAL-31); its winner and winning seats."""
    _, events = b.run(Jump(b.game.current))
    [ended] = of(events, GameEnded)
    return ended.winner, tuple(ended.winning_seats)


def cylons_win(b: Board) -> tuple[str, tuple[int, ...]]:
    """Morale at 0 at the end of the turn: the Cylons' win; its winner and winning seats."""
    _, events = edit(b, attrs.evolve(b.game, morale=0)).run(EndTurn(b.game.current))
    [ended] = of(events, GameEnded)
    return ended.winner, tuple(ended.winning_seats)


@pytest.mark.rules("X-TRIAL-27")
def test_an_eliminated_human_shares_the_humans_victory() -> None:
    """Seat 0, human, eliminated (3 antagonistic tokens, the most): the final jump's win names
    him among the winners, with every other human seat."""
    b = after_trial(trial_table({0: [A, A, A], 1: [A], 2: [], 3: []}))
    assert xs.xr(b.state).eliminated == (0,)
    with using_rules(b.rules):
        humans = tuple(s for s in range(4) if not is_cylon(b.game, s))
    assert 0 in humans
    assert humans_win(b) == ("humans", humans)


@pytest.mark.rules("X-TRIAL-27")
def test_an_eliminated_hidden_cylon_shares_the_cylons_victory_not_the_humans() -> None:
    """Seat 0, a hidden Cylon, eliminated as a human player (X-TRIAL-25): the Cylons' win names
    him, the humans' does not."""
    b = trial_table({0: [A, A, A], 1: [A]})
    held = len(b.game.players[0].loyalty)
    b = edit(b, replace_player(b.game, 0, attrs.evolve(b.game.players[0], loyalty=(CYLON,) * held)))
    b = after_trial(b)
    assert xs.xr(b.state).eliminated == (0,)
    winner, seats = humans_win(b)
    assert winner == "humans" and 0 not in seats
    winner, seats = cylons_win(b)
    assert winner == "cylons" and 0 in seats

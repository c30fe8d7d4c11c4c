"""Agenda cards (P-AG-4, -5, -7, -8, P-INF-6, P-INV-31): the holder wins only when his Agenda's
team has won and every condition holds; the team result and the other winners are unchanged."""

from __future__ import annotations

import attrs
import pytest
from bsg_pegasus.leaders import agendas
from bsg_pegasus.leaders.model import LeadersState, leaders
from leaders_helpers import LEOBEN, leader_table, seat_of

from bsgcore.context import using_rules

JOIN = "pegasus.agenda.join_the_colonials"
GENOCIDE = "pegasus.agenda.genocide"
MUTUAL = "pegasus.agenda.mutual_annihilation"
HOPE = "pegasus.agenda.the_illusion_of_hope"


def test_every_condition_of_the_data_is_answered() -> None:
    assert agendas.check_data() == []


@pytest.mark.rules("P-AG-4", "P-AG-5", "P-INV-31")
def test_genocide_wins_with_the_cylons_only_when_food_and_population_are_low() -> None:
    b = leader_table(5)
    seat = seat_of(b.game, LEOBEN)
    value = LeadersState(agendas=((seat, GENOCIDE),))
    team = tuple(s for s in range(5) if s != seat)
    with using_rules(b.rules):
        low = attrs.evolve(b.game, food=2, population=1)
        assert agendas.winners(low, value, "cylons", team) == tuple(sorted((*team, seat)))
        assert agendas.winners(b.game, value, "cylons", (*team, seat)) == team
        assert agendas.winners(low, value, "humans", team) == team


@pytest.mark.rules("P-AG-8", "P-INF-6")
def test_join_the_colonials_needs_the_humans_to_win_and_him_infiltrating() -> None:
    b = leader_table(5)
    seat = seat_of(b.game, LEOBEN)
    value = LeadersState(agendas=((seat, JOIN),))
    with using_rules(b.rules):
        assert not agendas.agenda_won(b.game, seat, JOIN, value, "humans")  # at a Cylon location
        aboard = b.game
        players = list(aboard.players)
        players[seat] = attrs.evolve(players[seat], location="base.location.command")
        aboard = attrs.evolve(aboard, players=tuple(players))
        assert agendas.agenda_won(aboard, seat, JOIN, value, "humans")
        assert not agendas.agenda_won(aboard, seat, JOIN, value, "cylons")
        players[seat] = attrs.evolve(players[seat], location="base.location.brig")
        brig = attrs.evolve(aboard, players=tuple(players))
        assert not agendas.agenda_won(brig, seat, JOIN, value, "humans")


def test_mutual_annihilation_reads_who_played_a_super_crisis() -> None:
    b = leader_table(5)
    seat = seat_of(b.game, LEOBEN)
    with using_rules(b.rules):
        none = LeadersState(agendas=((seat, MUTUAL),))
        played = attrs.evolve(none, super_crisis_players=(seat,))
        assert not agendas.agenda_won(b.game, seat, MUTUAL, none, "humans")
        assert agendas.agenda_won(b.game, seat, MUTUAL, played, "humans")


def test_the_illusion_of_hope_counts_the_distance() -> None:
    b = leader_table(5)
    seat = seat_of(b.game, LEOBEN)
    value = LeadersState(agendas=((seat, HOPE),))
    with using_rules(b.rules):
        assert agendas.agenda_won(attrs.evolve(b.game, distance=6), seat, HOPE, value, "cylons")
        assert not agendas.agenda_won(attrs.evolve(b.game, distance=5), seat, HOPE, value, "cylons")


def test_the_leader_holds_the_agenda_he_was_dealt() -> None:
    b = leader_table(4)
    seat = seat_of(b.game, LEOBEN)
    assert leaders(b.state).agenda(seat).startswith("pegasus.agenda.")


@pytest.mark.rules("P-AG-7", "P-WIN-5", "P-INV-31")
def test_a_finished_games_winners_follow_the_agenda() -> None:
    """Whole games: the team result stands; the Leader is among the winners exactly when his
    Agenda is met."""
    from bsgcore.testing import random_playout

    checked = 0
    for seed in range(6):
        game = random_playout("base", 5, 700 + seed, plugins=["pegasus"])
        value = leaders(game.state)
        if not value.agendas:
            continue
        seat, card = value.agendas[0]
        outcome = game.outcome
        assert outcome is not None
        with using_rules(game.rules):
            won = agendas.agenda_won(game.state.game, seat, card, value, outcome.winner)
        assert (seat in outcome.winning_seats) == won
        checked += 1
    assert checked


@pytest.mark.rules("P-AG-9")
def test_agendas_read_the_games_history() -> None:
    """Executions and super crisis cards played are recorded for the Agendas."""
    from bsgcore.base import Execution

    b = leader_table(5)
    seat = seat_of(b.game, LEOBEN)
    nature = "pegasus.agenda.show_their_true_nature"
    value = LeadersState(agendas=((seat, nature),))
    with using_rules(b.rules):
        assert not agendas.agenda_won(b.game, seat, nature, value, "cylons")
        once = attrs.evolve(b.game, executions=(Execution(seat, LEOBEN, "revealed", 3),))
        assert agendas.agenda_won(once, seat, nature, value, "cylons")
    from bsg_pegasus.leaders.model import SuperCrisisNoted

    noted = SuperCrisisNoted.applier(b.state, SuperCrisisNoted(seat))
    assert leaders(noted).super_crisis_players == (seat,)


def test_bsg_cards_lists_no_agenda_as_missing_but_the_sheets_not_in_play(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from bsgcore import cli

    cli.main(["cards", "--ruleset", "base", "--plugin", "pegasus", "--missing"])
    out = capsys.readouterr().out
    assert "pegasus.agenda." not in out
    assert "pegasus.character." not in out  # every sheet is in play (the humans: peg-chars)

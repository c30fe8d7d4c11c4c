"""Regressions of the per-command invariant sweep of session 11 (random Exodus games, with
Pegasus, `check_invariants` after every command): each test rebuilds the state a failing game
reached and fails without its fix."""

from __future__ import annotations

import attrs
import pytest
from bsg_pegasus.leaders import model as lm
from exodus_helpers import WITH_PEGASUS

from bsgcore.base import Check, RunOps, g, is_cylon_player
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import set_up

SIX = "pegasus.character.caprica_six"
OCCUPATION = "pegasus.location.occupation_authority"  # New Caprica's: both sides stand there
REVOLT = "base.crisis.prisoner_revolt"
ADMINISTRATION = "base.location.administration"
PRISONER = "pegasus.quorum.execute_prisoner"
BRIG = "base.location.brig"
HUMANS = ["laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace"]


def leader_table(location: str) -> tuple[Board, int]:
    """A 4-seat Exodus and Pegasus game with Caprica Six, a Cylon Leader, at `location`."""
    humans = ["laura_roslin", "william_adama", "galen_tyrol"]
    game = set_up(4, 1, characters=[SIX, *humans], plugins=WITH_PEGASUS, type_balance=False)
    b = Board(game.rules, game.state.with_game(quiet(g(game.state), game.rules)))
    seat = next(s for s, p in enumerate(b.game.players) if p.character == SIX)
    return edits.placed(b, seat, location), seat


def test_a_title_given_by_choice_never_goes_to_a_cylon_leader() -> None:
    """Prisoner Revolt failed: the President gives his title to another player, never to a
    Cylon Leader, even Infiltrating (a human player then, P-INF-4, P-SUCC-3: base's title
    eligibility). Seed 1330601 (4 seats with Pegasus, Ionian Nebula, Personal Goals) gave it
    to an Infiltrating Caprica Six and broke B-INV-8."""
    b, six = leader_table("base.location.command")  # aboard Galactica: Infiltrating
    with using_rules(b.rules):
        assert lm.infiltrating(b.game, six) and not is_cylon_player(b.game, six)
    asked, _ = edits.resting(b).run(RunOps(REVOLT, "failed", b.game.current))
    assert asked.pending is not None and asked.pending.kind == "choose_target"
    candidates = {o.value for o in asked.pending.options}  # type: ignore[attr-defined]
    president = b.game.president
    assert six not in candidates
    assert candidates == {s for s in range(4) if s not in (six, president)}


def test_the_kit_reads_an_infiltrators_card_limit_as_the_rules_do() -> None:
    """An Infiltrating Cylon Leader on a location both sides stand on adds 2 cards to a check
    (P-INF-5): whether he Infiltrates there is the Pegasus state's note, which the kit's checks
    read only with the state noted as the engine notes it. Seed 1355601 (4 seats with Pegasus,
    Cylon Fleet, both Conflicted Loyalties forms) broke B-INV-26 on New Caprica."""
    b, six = leader_table(OCCUPATION)
    value = attrs.evolve(lm.leaders(b.state), infiltrators=(six,))
    b = Board(b.rules, b.state.with_plugin(lm.NAME, value))
    decks = dict(b.game.skill_decks)
    cards, decks["politics"] = decks["politics"][:2], decks["politics"][2:]
    played = tuple(cards if s == six else () for s in range(4))
    check = Check(REVOLT, 11, ("politics", "leadership", "tactics"), b.game.current)
    b = edits.edit(b, skill_decks=decks, check=attrs.evolve(check, played=played))
    check_invariants(b.rules, b.state, at_rest=False)


def test_administration_never_names_a_cylon_leader() -> None:
    """Administration's check makes its target President: an Infiltrating Cylon Leader, who
    may hold no title (P-INF-4), is never one of its targets (B-LOC-ADM, base's title
    eligibility). Seed 1560601 (6 seats with Pegasus, Cylon Fleet, Ionian Nebula) named one
    and broke B-INV-8."""
    b, six = leader_table("base.location.command")
    president = b.game.president
    current = next(s for s in range(4) if s not in (six, president))
    b = edits.placed(edits.edit(b, current=current), current, ADMINISTRATION)
    asked, _ = edits.resting(b).run(RunOps(ADMINISTRATION, "effects", current))
    assert asked.pending is not None and asked.pending.kind == "choose_target"
    candidates = {o.value for o in asked.pending.options}  # type: ignore[attr-defined]
    assert candidates == {s for s in range(4) if s not in (six, president)}


def test_a_quorum_card_whose_player_is_executed_by_it_is_discarded() -> None:
    """The President in the Brig plays Execute Prisoner on himself at his Action step: his turn
    ends with the execution (X-EXEC-13), and the card, cut short, is discarded as its cleanup
    would have (B-QUO-5) instead of staying face up for ever. Seed 1620601 (7 seats with
    Pegasus, Ionian Nebula) lost it from the count (B-INV-19) when Skilled Politician later put
    another card face up."""
    game = set_up(4, 1, characters=HUMANS, plugins=WITH_PEGASUS, type_balance=False)
    b = Board(game.rules, game.state.with_game(quiet(g(game.state), game.rules)))
    seat = b.game.president
    deck = [c for c in b.game.quorum_deck if c != PRISONER]
    hand = (PRISONER, *(c for c in b.game.quorum_hand if c != PRISONER))
    rest = [c for c in b.game.quorum_hand if c == PRISONER][1:]
    b = edits.edit(b, current=seat, quorum_hand=hand, quorum_deck=(*deck, *rest))
    b = edits.placed(b, seat, BRIG)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("base.play_quorum_card", card=PRISONER))
    while b.pending is not None and b.game.current == seat:
        decision = b.pending
        if decision.kind == "choose_new_character":
            b, _ = b.play(decision.options[0])
        else:
            assert decision.kind == "choose_target", decision.kind
            b, _ = b.play(b.option("base.pick", value=seat))
    assert b.game.current != seat and len(b.game.executions) == 1
    assert not b.game.quorum_playing and b.game.quorum_discard == (PRISONER,)
    check_invariants(b.rules, b.state, at_rest=False)


def test_a_contributor_sent_to_the_brig_by_the_result_keeps_his_cards() -> None:
    """B-INV-26 bounds the cards added from the Brig as they are added: a check already
    revealed whose result sent a contributor of 3 cards to the Brig (Joe's Bar) passes the
    kit; a contributor in the Brig with 2 cards before the reveal fails it. Seed 1515700
    (6 seats with Pegasus, both Conflicted Loyalties forms) failed on the first."""
    game = set_up(4, 1, characters=HUMANS, plugins=WITH_PEGASUS, type_balance=False)
    b = Board(game.rules, game.state.with_game(quiet(g(game.state), game.rules)))
    seat = b.game.current
    decks = dict(b.game.skill_decks)
    cards, decks["politics"] = decks["politics"][:3], decks["politics"][3:]
    played = tuple(cards if s == seat else () for s in range(4))
    check = Check("exodus.crisis.joes_bar", 10, ("politics", "leadership"), seat, played=played)
    revealed = edits.edit(
        edits.placed(b, seat, BRIG),
        skill_decks=decks,
        check=attrs.evolve(check, revealed=cards, total=3, result="fail"),
    )
    check_invariants(revealed.rules, revealed.state, at_rest=False)
    back = cards[2:]
    decks["politics"] = (*back, *decks["politics"])
    two = tuple(cards[:2] if s == seat else () for s in range(4))
    adding = edits.edit(
        edits.placed(b, seat, BRIG), skill_decks=decks, check=attrs.evolve(check, played=two)
    )
    with pytest.raises(AssertionError, match="B-INV-26"):
        check_invariants(adding.rules, adding.state, at_rest=False)

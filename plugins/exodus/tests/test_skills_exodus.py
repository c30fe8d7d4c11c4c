"""The Exodus skill cards and their Skill Check Abilities (X-SCA, X-SKILL, X-NUKE) on base's
Skill Check Ability step, in a location's check (Admiral's Quarters: Leadership and Tactics
positive, difficulty 7)."""

from __future__ import annotations

import json

import pytest
from bsg_exodus.skills.cards import NOT_YET
from exodus_helpers import answer as answer_check
from exodus_helpers import arranged, base_code, code, exodus_game, exodus_table, start_check

from bsgcore import cli
from bsgcore.base import CheckAbilityResolved
from bsgcore.testing.scenarios import edits

NETWORK = code("establish_network_0", 0)
RED_TAPE = code("red_tape_0", 0)
PROTECT = code("protect_the_fleet_0", 0)
ENG3 = base_code("scientific_research", 3)
TAC5 = base_code("strategic_planning", 5)
LEA1 = base_code("executive_order", 1)
PIL3 = base_code("maximum_firepower", 3)
BUILD_NUKE = code("build_nuke_6", 6)


def final_total(events: list) -> int:  # type: ignore[type-arg]
    """The check's total once the abilities are done (the last recount, else the reveal's)."""
    recounts = [e.total for e in events if e.tag == "exodus.check_recounted"]
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    return recounts[-1] if recounts else int(revealed.total)


@pytest.mark.rules("X-SCA-5", "X-SCA-7", "X-SKILL-1", "X1-SKILL-2", "X1-CARD-ENG-0")
def test_two_establish_networks_double_every_engineering_card_once() -> None:
    """Two Establish Network cards double each Engineering card once (the rulebook's example):
    an Engineering 3, negative in this check, counts -6, not -12."""
    b = start_check({0: [NETWORK, NETWORK, ENG3]}, destiny=[LEA1, LEA1])
    b, events = answer_check(b, {b.game.current: [NETWORK, NETWORK, ENG3]})
    resolved = [e.card for e in events if isinstance(e, CheckAbilityResolved)]
    assert resolved == ["exodus.skill.establish_network_0"]
    assert final_total(events) == 1 + 1 - 6


@pytest.mark.rules("X-SCA-2", "X1-SKILL-1")
def test_an_ability_in_the_destiny_cards_is_carried_out_too() -> None:
    """A card with the icon counts whoever added it: here the Destiny deck."""
    b = start_check({0: [ENG3]}, destiny=[NETWORK, LEA1])
    b, events = answer_check(b, {b.game.current: [ENG3]})
    assert [e.card for e in events if isinstance(e, CheckAbilityResolved)] == [
        "exodus.skill.establish_network_0"
    ]
    assert final_total(events) == 1 - 6


@pytest.mark.rules("X-SKILL-2", "X1-CARD-POL-0")
def test_red_tape_removes_the_cards_of_printed_strength_5_and_6() -> None:
    """Red Tape: a Tactics 5 adds nothing, a Leadership 1 still counts."""
    b = start_check({0: [RED_TAPE, TAC5]}, destiny=[LEA1, LEA1])
    b, events = answer_check(b, {b.game.current: [RED_TAPE, TAC5]})
    revealed = next(e for e in events if e.tag == "base.check_revealed")
    assert revealed.total == 5 + 1 + 1  # type: ignore[attr-defined]
    assert final_total(events) == 1 + 1
    assert b.game.check is None or b.game.check.result != "pass"


@pytest.mark.rules("X-SCA-4", "X1-SKILL-3")
def test_the_current_player_orders_two_different_abilities() -> None:
    """Red Tape and Establish Network in one check: the current player picks the first."""
    b = start_check({0: [RED_TAPE, NETWORK]}, destiny=[LEA1, LEA1])
    seat = b.game.current
    b, _ = answer_check(b, {seat: [RED_TAPE, NETWORK]})
    assert b.pending is not None and b.pending.kind == "check_ability"
    assert b.pending.seat == seat
    cards = {o.card for o in b.pending.options}  # type: ignore[attr-defined]
    assert cards == {"exodus.skill.red_tape_0", "exodus.skill.establish_network_0"}


@pytest.mark.rules("X-SCA-3")
def test_a_card_without_the_icon_does_nothing_in_a_check() -> None:
    """A base card's text is not carried out in a check: no ability, the plain total."""
    b = start_check({0: [ENG3]}, destiny=[LEA1, LEA1])
    b, events = answer_check(b, {b.game.current: [ENG3]})
    assert not [e for e in events if isinstance(e, CheckAbilityResolved)]
    assert final_total(events) == 1 + 1 - 3


@pytest.mark.rules("X1-CARD-PIL-0", "X1-SKILL-8")
def test_protect_the_fleet_needs_piloting_strength_3_in_the_check() -> None:
    """Protect the Fleet activates an unmanned viper only when the check's Piloting cards
    total 3 or more (its condition, read on the revealed cards)."""
    b = start_check({0: [PROTECT, PIL3]}, destiny=[LEA1, LEA1])
    b, events = answer_check(b, {b.game.current: [PROTECT, PIL3]})
    assert [e.card for e in events if isinstance(e, CheckAbilityResolved)] == [
        "exodus.skill.protect_the_fleet_0"
    ]
    assert b.pending is not None and b.pending.kind == "activate_viper"
    b2 = start_check({0: [PROTECT]}, destiny=[LEA1, LEA1])
    b2, events2 = answer_check(b2, {b2.game.current: [PROTECT]})
    assert "base.check_finished" in [e.tag for e in events2]  # over, and no viper offered
    assert b2.pending is None or b2.pending.kind != "activate_viper"


@pytest.mark.rules(
    "X-NUKE-1", "X-NUKE-2", "X-NUKE-4", "X-SETUP-4", "X1-NUKE-2", "X1-SKILL-11", "X1-CARD-ENG-6"
)
def test_the_admiral_starts_with_2_nukes_and_build_nuke_stops_at_3() -> None:
    """The third token starts next to the board, not with the Admiral; Build Nuke gives him one,
    and never a fourth."""
    start = exodus_table()
    assert start.game.nukes == 2
    for before, after in ((2, 3), (3, 3)):
        b = edits.edit(arranged(start, {start.game.current: [BUILD_NUKE]}), nukes=before)
        b = edits.at_action(b)
        b, _ = b.play(b.option("base.play_skill", card=BUILD_NUKE))
        assert b.game.nukes == after


def test_the_cards_not_carried_out_yet_are_listed_missing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The cards whose text is not carried out yet stay out of the decks and are listed by
    ``bsg cards --missing``; the others are in their decks."""
    cli.main(["cards", "--ruleset", "base", "--plugin", "exodus", "--missing", "--json"])
    listed = json.loads(capsys.readouterr().out)["cards"]
    missing = {row["name"] for row in listed if row["id"].startswith("exodus.skill")}
    assert missing == set(NOT_YET)
    game = exodus_game()
    in_deck = {c.name for c in game.rules.data["base.cards"].skills if c.id.startswith("exodus.")}
    assert in_deck == {
        "Red Tape",
        "Establish Network",
        "Protect the Fleet",
        "Build Nuke",
        "Scout for Fuel",
        "Iron Will",
        "Trust Instincts",
        "Political Prowess",
        "State of Emergency",
        "Best of the Best",
    }

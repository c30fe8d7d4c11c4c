"""The rest of exodus-from-001 checked here: components (X1-COMP-3, -4, -8), the nuke table
(X1-NUKE-1), civilian ships destroyed (X1-FLEET-11), executions (X1-EXEC-1), the consequence
cards (X1-CRISIS-2) and the invariants X1-INV-10, -12, -14. Each cites the matching exodus.md
rule too."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_exodus.data import load
from bsg_exodus.fleet import cag
from bsg_exodus.nebula import allies as al
from bsg_exodus.nebula import state as ns
from exodus_helpers import answer as answer_check
from exodus_helpers import code, start_check
from test_consequence import WITH_CONSEQUENCE
from test_fleet import fleet_board
from test_fleet_cards import BLIND, run_ops
from test_fleet_nuke import AREA, destroyed, resolved
from test_nebula_allies import OTHERS, with_deck
from test_nebula_allies import nebula_table as ally_table
from test_nebula_turn import SICKBAY, BeginTurn, nebula_table
from test_rules_exodus import human_table, loyalty_in_play

from bsgcore.base import (
    CharacterExecuted,
    CheckAbilityResolved,
    Execute,
    RunOps,
    ViperHit,
    new_characters,
)
from bsgcore.context import using_rules
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, board

FLEET = {"cylon_fleet": True}
PASSAGE = "exodus.crisis.the_passage"
NETWORK = code("establish_network_0", 0)
ENG3 = "base.skill.scientific_research@3"
LEA1 = "base.skill.executive_order@1"
BRIG = "base.location.brig"


@pytest.mark.rules("X1-COMP-3", "X-COMP-12")
def test_each_skill_deck_gains_three_zeros_and_one_six() -> None:
    """In each of the 5 types the Exodus cards are 3 of strength 0 and 1 of strength 6, and
    the type's deck holds 25 cards in all."""
    cards = fleet_board().rules.data["base.cards"]
    per_type: Counter[str] = Counter()
    exodus: dict[str, Counter[int]] = {}
    for card in cards.skills:
        per_type[card.type] += card.copies
        if card.id.startswith("exodus."):
            for value, copies in card.copies_by_value.items():
                exodus.setdefault(card.type, Counter())[int(value)] += int(copies)
    assert len(exodus) == 5
    assert all(values == Counter({0: 3, 6: 1}) for values in exodus.values())
    assert set(per_type.values()) == {25}


@pytest.mark.rules("X1-COMP-4", "X1-LOY-1", "X-LOY-4", "X-LOY-7")
@pytest.mark.parametrize("seats", (3, 5))
def test_the_loyalty_deck_has_one_you_are_not_a_cylon_more_than_base(seats: int) -> None:
    """The same cast without Exodus deals one card fewer: Exodus adds 1 "You Are Not a Cylon",
    which stays undealt."""
    humans = ["laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace", "tom_zarek"]
    plain = sc.set_up(seats, 1, characters=humans[:seats], type_balance=False).state.game
    exodus = human_table(seats).game
    assert loyalty_in_play(exodus) == loyalty_in_play(plain) + 1
    assert len(exodus.loyalty_deck) == len(plain.loyalty_deck) + 1


@pytest.mark.rules("X1-COMP-8", "X-COMP-5", "X-CAG-1")
def test_the_cag_title_card_is_a_component_dealt_with_the_option() -> None:
    """The CAG title card is in the catalogue, is the CAG line's card and is dealt (a holder
    named in the title view) only with the Cylon Fleet."""
    assert load().raw(cag.CARD)["name"]
    game = sc.set_up(3, 2, plugins=("exodus",), **FLEET)
    assert "cag" in game.state.game.titles
    holder = game.state.game.titles["cag"]
    assert "cag" in game.view(holder)["game"]["players"][holder]["titles"]


@pytest.mark.rules("X1-NUKE-1", "X-ADM-3", "X-ADM-4", "X-ADM-9")
def test_the_nuke_table_by_sector() -> None:
    """1-2: a basestar there damaged twice; 3-6 destroyed; 7 a basestar and 3 raiders; 8 every
    ship in the sector, the piloted viper too (its pilot to Sickbay); two basestars there: the
    Admiral chooses which (the RULING's range, every result 1-7)."""
    cylons = [("basestar", AREA), *[("raider", AREA)] * 4, ("raider", 1)]
    b = fleet_board(cylons=cylons, vipers=[(AREA, 0)])
    here = [s.uid for s in b.game.cylon_ships if s.area == AREA]
    for roll in (1, 2):
        damaged = resolved(b, roll)
        assert [e.uid for e in damaged if e.tag == "base.basestar_damaged"] == [here[0]] * 2
        assert not destroyed(damaged)
    assert destroyed(resolved(b, 6)) == here[:1]
    assert destroyed(resolved(b, 7)) == here[:4]
    eight = resolved(b, 8)
    assert sorted(destroyed(eight)) == sorted(here)
    assert [e.uid for e in eight if isinstance(e, ViperHit) and e.destroyed] == [
        b.game.vipers[0].uid
    ]
    two = fleet_board(cylons=[("basestar", AREA), ("basestar", AREA)])
    for roll in (2, 7):
        events = resolved(two, roll)
        frames = [f.tag for e in events for f in getattr(e, "frames", ())]
        assert "exodus.f.choose_nuked_basestar" in frames and not destroyed(events)


@pytest.mark.rules("X1-FLEET-11", "X-CIV-1", "X-CIV-2")
def test_a_destroyed_civilian_comes_from_the_pile_first_then_the_current_player_picks() -> None:
    """The Passage failed: ships from the pile are lost, those on the board stay; with the
    pile empty, the current player picks one on the board."""
    b = board(4, 2, civilians=[(1, "population_1"), (2, "population_1")], plugins=["exodus"])
    pile = b.game.civilian_pile
    after, _ = b.run(RunOps(PASSAGE, "failed", b.game.current))
    assert after.game.civilian_pile == pile[2:] and len(after.game.civilians) == 2
    empty = edits.edit(b, civilian_pile=())
    after, _ = empty.run(RunOps(PASSAGE, "failed", empty.game.current))
    assert after.pending is not None and after.pending.seat == b.game.current
    assert {o.value for o in after.pending.options} == {c.uid for c in b.game.civilians}  # type: ignore[attr-defined]


@pytest.mark.rules("X1-EXEC-1", "X1-CAG-6", "X-TRAUMA-13", "X-CAG-2")
def test_executions_come_from_a_disaster_and_from_fighting_blind() -> None:
    """Two of the seed's seven cases: a human drawing a Disaster is executed; the Super Crisis
    Blind Fight's second option executes the CAG."""
    b, seat, _ = nebula_table(SICKBAY, "disaster")
    _, events = b.run(BeginTurn(seat))
    assert [e.seat for e in events if isinstance(e, CharacterExecuted)] == [seat]
    cag_seat = (fleet_board().game.current + 1) % 3
    fb = fleet_board(cag=cag_seat)
    held = len(fb.game.players[cag_seat].loyalty)
    fb = edits.with_player(fb, cag_seat, loyalty=("base.loyalty.you_are_not_a_cylon",) * held)
    _, events = run_ops(fb, BLIND, "option_b")
    assert [e.seat for e in events if isinstance(e, CharacterExecuted)] == [cag_seat]


@pytest.mark.rules("X1-CRISIS-2", "X1-SKILL-4", "X-SCA-14")
def test_five_crises_and_one_super_crisis_carry_a_consequence() -> None:
    """Of the Exodus cards, exactly 5 Crisis cards and 1 Super Crisis have a consequence."""
    data = load()
    crises = [i for i in data.ids("crisis") if "consequence" in data.raw(i)]
    supers = [i for i in data.ids("super_crisis") if "consequence" in data.raw(i)]
    assert (len(crises), len(supers)) == (5, 1)
    assert sorted((*crises, *supers)) == sorted(WITH_CONSEQUENCE)


@pytest.mark.rules("X1-INV-10", "X-CAG-4", "X-CAG-7", "B-INV-8", "B-INV-9")
def test_the_kit_catches_a_missing_jailed_or_cylon_cag() -> None:
    """Corrupted CAG states fail the invariant check: a holder in the Brig while others are
    free; a revealed Cylon holding it. The dealt state passes. (A CAG title gone altogether is
    not caught: base checks an option's title only once it is dealt.)"""
    game = sc.set_up(3, 2, plugins=("exodus",), **FLEET)
    b = Board(game.rules, game.state)
    check_invariants(b.rules, b.state)
    holder = b.game.titles["cag"]
    free = next(s for s in range(3) if s != b.game.titles["admiral"])
    with using_rules(b.rules):
        jailed = edits.placed(edits.with_game(b, edits.with_title(b.game, "cag", free)), free, BRIG)
    with pytest.raises(AssertionError, match="B-INV-9: cag"):
        check_invariants(jailed.rules, jailed.state)
    others = [s for s in range(3) if s != holder]
    with using_rules(b.rules):
        cylon = edits.with_game(b, edits.with_title(b.game, "cag", others[0]))
    cylon = edits.cylon_at(cylon, others[0], "base.location.caprica")
    with pytest.raises(AssertionError, match="B-INV-8"):
        check_invariants(cylon.rules, cylon.state, at_rest=False)


@pytest.mark.rules("X1-INV-12", "X1-SKILL-2", "X-SCA-5")
def test_two_copies_of_an_ability_apply_once() -> None:
    """Two Establish Networks in one check: one ability resolved; the Engineering 3 (negative
    here) counts -6, not -12."""
    b = start_check({0: [NETWORK, NETWORK, ENG3]}, destiny=[LEA1, LEA1])
    b, events = answer_check(b, {b.game.current: [NETWORK, NETWORK, ENG3]})
    resolved_cards = [e.card for e in events if isinstance(e, CheckAbilityResolved)]
    assert resolved_cards == ["exodus.skill.establish_network_0"]
    recounts = [e.total for e in events if e.tag == "exodus.check_recounted"]
    assert recounts[-1] == 1 + 1 - 6


@pytest.mark.rules("X1-INV-14", "X-EXEC-5", "X-ALLY-20")
def test_an_executed_character_never_returns_as_a_character_or_an_ally() -> None:
    """Galen Tyrol executed: his player may not choose him again, and the ally Chief Galen
    Tyrol drawn afterwards is boxed, never placed."""
    b = ally_table()
    tyrol = edits.seat_of(b.game, "galen_tyrol")
    held = len(b.game.players[tyrol].loyalty)
    b = edits.with_player(b, tyrol, loyalty=("base.loyalty.you_are_not_a_cylon",) * held)
    if tyrol == b.game.current:
        b = edits.edit(b, current=(tyrol + 1) % 3)
    b, _ = b.run(Execute(tyrol, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    with using_rules(b.rules):
        offered = new_characters(b.game, tyrol)
    assert "base.character.galen_tyrol" not in offered and offered
    b, _ = b.play(b.pending.options[0])
    b = with_deck(b, ("exodus.ally.chief_galen_tyrol", *OTHERS[:2]))
    after, _ = b.run(al.SetUpAllies(b.game.current))
    value = ns.nebula(after.state)
    assert "exodus.ally.chief_galen_tyrol" in value.allies_boxed
    assert "exodus.ally.chief_galen_tyrol" not in dict(value.allies)

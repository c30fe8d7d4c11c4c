"""Treachery and the Pegasus skill decks (P-SKL, P-SETUP-5, P-TRE, P-CYT-1): the cards in their
decks, who may use which text, and a revealed Cylon's draws from different decks."""

from __future__ import annotations

from collections import Counter

import pytest
from bsg_pegasus.data import load
from bsg_pegasus.skills.content import NOT_YET
from skills_helpers import arranged, code, pegasus_table, revealed

from bsgcore.base import ChooseDraw, MovementStep, data, skill_type, skill_value
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits

WEAKNESS = code("human_weakness_3", 3)
GODS_PLAN = code("gods_plan_2", 2)
CRITICAL = code("critical_situation_3", 3)
BRIG = "base.location.brig"


def all_cards(b: object) -> list[str]:
    game = b.game  # type: ignore[attr-defined]
    cards = [c for d in game.skill_decks.values() for c in d] + list(game.destiny)
    cards += [c for d in game.skill_discards.values() for c in d]
    return cards + [c for p in game.players for c in p.hand]


@pytest.mark.rules("P-SKL-1", "P-TRE-2", "P-SETUP-5", "P-COMP-5")
def test_the_skill_decks_hold_the_pegasus_cards() -> None:
    """The data holds 26 Treachery cards of strength 1 to 3, 5 new cards in each base type and
    7 Investigative Committee cards; in the game every one of them whose text is written is in
    its type's deck (Treachery's its own), base's 7 Committee cards are out, and the cards whose
    text is not written yet are out of the game, not silently in it."""
    rows = load().table("skill")
    printed: Counter[str] = Counter()
    for row in rows:
        printed[str(row["type"])] += int(row["copies"])
    assert printed == {
        "politics": 12, "leadership": 5, "tactics": 5, "piloting": 5,
        "engineering": 5, "treachery": 26,
    }  # fmt: skip
    assert {int(r["value"]) for r in rows if r["type"] == "treachery"} == {1, 2, 3}
    b = pegasus_table()
    with using_rules(b.rules):
        cards = all_cards(b)
        in_game: Counter[str] = Counter(c.split("@")[0] for c in cards if c.startswith("pegasus."))
        for row in rows:
            want = 0 if row["name"] in NOT_YET else int(row["copies"])
            assert in_game[str(row["id"])] == want, row["id"]
            if want:
                assert skill_type(f"{row['id']}@{row['value']}") == row["type"]
        assert "treachery" in b.game.skill_decks
        assert not any(c.startswith("base.skill.investigative_committee") for c in cards)
        committee = [c for c in cards if c.startswith("pegasus.skill.investigative_committee")]
        assert sorted(skill_value(c) for c in committee) == [3, 3, 3, 3, 4, 4, 5]


@pytest.mark.rules("P-TRE-3", "P-INV-4", "P-TRE-7")
def test_a_human_may_not_use_a_treachery_text() -> None:
    """A human holding Human Weakness (with a human in the Brig) is not offered its Action; a
    Treachery card in a human's hand is still a card he may add to a check."""
    b = pegasus_table()
    seat = b.game.current
    other = (seat + 1) % 3
    b = edits.placed(arranged(b, {seat: [WEAKNESS]}), other, BRIG)
    b = edits.at_action(b, seat)
    assert not [o for o in b.pending.options if getattr(o, "card", "") == WEAKNESS]  # type: ignore[union-attr]


@pytest.mark.rules("P-TRE-4")
def test_a_cylon_player_uses_human_weakness() -> None:
    """A revealed Cylon plays Human Weakness as his action: with a human in the Brig the
    highest resource loses 1."""
    b = pegasus_table()
    seat = b.game.current
    other = (seat + 1) % 3
    b = revealed(arranged(b, {seat: [WEAKNESS]}), seat)
    b = edits.placed(b, other, BRIG)
    b = edits.edit(b, fuel=9, food=8, morale=10, population=12)
    b = edits.at_action(b, seat)
    b, _ = b.play(b.option("pegasus.play_skill_action", card=WEAKNESS))
    assert b.game.population == 11
    assert WEAKNESS in b.game.skill_discards["treachery"]


@pytest.mark.rules("P-MOVE-5", "P-CYT-2")
def test_a_cylon_player_uses_a_treachery_movement_ability_only() -> None:
    """A revealed Cylon's Movement step offers God's Plan (Treachery) but not Critical Situation;
    God's Plan swaps the card with the top Destiny card, which only he sees."""
    b = pegasus_table()
    seat = b.game.current
    b = revealed(arranged(b, {seat: [GODS_PLAN, CRITICAL]}), seat)
    b, _ = edits.resting(b).run(MovementStep(seat))
    offered = [o.card for o in b.pending.options if o.tag == "pegasus.use_movement_ability"]  # type: ignore[union-attr]
    assert offered == [GODS_PLAN]
    top = b.game.destiny[0]
    b, events = b.play(b.option("pegasus.use_movement_ability", card=GODS_PLAN))
    assert b.game.destiny[0] == GODS_PLAN and top in b.game.players[seat].hand
    swap = next(e for e in events if e.tag == "pegasus.destiny_top_swapped")
    assert swap.redacted_for(seat) == swap
    assert top not in str(swap.redacted_for((seat + 1) % 3))


@pytest.mark.rules("P-CYT-1", "P-CYT-5", "P-INV-5", "P-TRE-5")
def test_a_revealed_cylon_draws_from_two_different_decks() -> None:
    """A revealed Cylon's Receive Skills: 2 cards, Treachery among the decks, never 2 from one."""
    b = pegasus_table()
    seat = b.game.current
    b = revealed(b, seat)
    b, _ = edits.resting(b).run(ChooseDraw(seat, 2, tuple(sorted(b.game.skill_decks))))
    options = [o.types for o in b.pending.options]  # type: ignore[union-attr]
    assert options and all(len(set(t)) == 2 for t in options)
    assert any("treachery" in t for t in options)
    human, _ = edits.resting(pegasus_table()).run(ChooseDraw(seat, 2, ("politics", "tactics")))
    assert ("politics", "politics") in [o.types for o in human.pending.options]  # type: ignore[union-attr]


def test_treachery_type_is_in_the_catalogue() -> None:
    """The sixth type is declared in the game's catalogue, listed polarity (negative unless a
    check names it)."""
    b = pegasus_table()
    with using_rules(b.rules):
        kinds = {t.name: t for t in data().skill_types}
    assert kinds["treachery"].polarity == "listed"

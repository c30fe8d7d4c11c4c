"""The Sympathetic Cylon's draws (P-SYM-6, -7): Infiltrating, 3 cards, each of another type (no
skill set); not Infiltrating, 2 cards of different types as any revealed Cylon."""

from __future__ import annotations

import pytest
from bsg_pegasus.leaders.model import SYMPATHETIC_CARD
from leaders_helpers import LEOBEN, leader_table

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board

COMMAND = "base.location.command"
HUMAN_FLEET = "base.location.human_fleet"


def _sympathetic(location: str) -> tuple[Board, int]:
    b = leader_table(5, LEOBEN)
    seat = next(s for s in range(5) if b.game.players[s].character == "base.character.galen_tyrol")
    b = edits.with_player(
        b, seat, loyalty=(SYMPATHETIC_CARD,), shown=(SYMPATHETIC_CARD,), revealed=True
    )
    return edits.placed(b, seat, location), seat


def _receive(b: Board, seat: int) -> tuple[int, list[tuple[str, ...]]]:
    frame = b.rules.registry.tags["base.f.receive_skills"](seat)
    at = edits.at_step(b, frame)
    top = at.state.top
    assert top.tag == "base.f.choose_draw"
    assert at.pending is not None
    return top.count, [tuple(o.types) for o in at.pending.options]


@pytest.mark.rules("P-SYM-6")
def test_an_infiltrating_sympathetic_cylon_draws_three_of_different_types() -> None:
    b, seat = _sympathetic(COMMAND)  # aboard Galactica after the Human Fleet: Infiltrating
    count, options = _receive(b, seat)
    assert count == 3
    assert options and all(len(set(types)) == 3 for types in options)
    assert any("treachery" in types for types in options)


@pytest.mark.rules("P-SYM-7", "P-FOR-6")
def test_a_sympathetic_cylon_not_infiltrating_draws_two_of_different_types() -> None:
    b, seat = _sympathetic(HUMAN_FLEET)
    count, options = _receive(b, seat)
    assert count == 2
    assert options and all(len(set(types)) == 2 for types in options)


@pytest.mark.rules("P-SYM-8")
def test_his_former_sheet_stays_ignored_while_infiltrating() -> None:
    """Saul Tigh as the Sympathetic Cylon, Infiltrating (a human player) with 1 skill card:
    his Alcoholic no longer discards it at the start of a turn (R-220); a human Tigh's does."""
    from bsgcore.base import g
    from bsgcore.testing.scenarios.table import set_up

    humans = ["laura_roslin", "william_adama", "galen_tyrol", "saul_tigh"]
    game = set_up(5, 1, characters=[LEOBEN, *humans], plugins=["pegasus"], type_balance=False)
    b = Board(game.rules, game.state)
    tigh = next(s for s, p in enumerate(g(b.state).players) if p.character.endswith("saul_tigh"))
    card = b.game.players[tigh].hand[0]
    b = edits.edit(b, current=(tigh + 1) % 5)
    b = edits.with_player(b, tigh, hand=(card,), location=COMMAND)
    begin = b.rules.registry.tags["base.f.begin_turn"]
    human, events = edits.resting(b).run(begin((tigh + 2) % 5))
    assert any(e.tag == "base.skill_cards_discarded" and e.seat == tigh for e in events)
    sympathetic = edits.with_player(
        b, tigh, loyalty=(SYMPATHETIC_CARD,), shown=(SYMPATHETIC_CARD,), revealed=True
    )
    _, events = edits.resting(sympathetic).run(begin((tigh + 2) % 5))
    assert not any(e.tag == "base.skill_cards_discarded" and e.seat == tigh for e in events)

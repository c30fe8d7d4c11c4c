"""Political Prowess (X-SKILL, Politics 6): before a location's skill check, its player declares
the check passed or failed and the check is not made (base's `declare_check_result`)."""

from __future__ import annotations

import attrs
import pytest
from exodus_helpers import AQ, code, start_check

from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, declined

PROWESS = code("political_prowess_6", 6)
PLAY = "exodus.play_political_prowess"
BRIG = "base.location.brig"


def to_prowess(b: Board) -> Board:
    """Pass the "before" windows until the seat holding Political Prowess is asked."""
    while b.pending is not None and not any(o.tag == PLAY for o in b.pending.options):
        assert b.pending.kind in WINDOWS
        b, _ = b.play(declined(b))
    return b


@pytest.mark.rules("X1-CARD-POL-6")
@pytest.mark.parametrize("result", ["pass", "fail"])
def test_political_prowess_declares_a_location_check_passed_or_failed(result: str) -> None:
    """Admiral's Quarters on the next seat: declared passed, he goes to the Brig; declared
    failed, he stays. No card is asked for, the card is discarded."""
    b = start_check({0: [PROWESS]})
    seat, target = b.game.current, (b.game.current + 1) % len(b.game.players)
    assert b.game.check is not None and b.game.check.source == AQ
    b = to_prowess(b)
    b, events = b.play(b.option(PLAY, card=PROWESS, result=result))
    tags = [e.tag for e in events]
    assert "base.check_result_declared" in tags and "base.check_finished" in tags
    assert "base.check_revealed" not in tags and "base.destiny_dealt" not in tags
    assert PROWESS not in b.game.players[seat].hand
    assert PROWESS in b.game.skill_discards["politics"]
    assert (b.game.players[target].location == BRIG) == (result == "pass")


@pytest.mark.rules("X1-CARD-POL-6")
def test_political_prowess_is_not_offered_before_a_crisis_cards_check() -> None:
    """A check whose source is not a location (a Crisis card's) offers no Political Prowess."""
    b = start_check({0: [PROWESS]})
    game = b.game
    assert game.check is not None
    source = "base.crisis.water_sabotaged"
    changed = attrs.evolve(game, check=attrs.evolve(game.check, source=source))
    b = Board(b.rules, b.state.with_game(changed))
    windows = 0
    while b.pending is not None and b.pending.kind != "contribute":
        assert not any(o.tag == PLAY for o in b.pending.options)
        windows += b.pending.kind == "skill_window"
        b, _ = b.play(declined(b))
    assert windows  # the "before" window was asked, without the card

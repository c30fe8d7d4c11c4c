"""Best of the Best (X-SKILL, Piloting 6; X1-SKILL-10): before his piloted viper attacks, the pilot
plays it instead: a roll, and that many raiders in his viper's area are destroyed."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS, code

from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

BEST = code("best_of_the_best_6", 6)
PLAY = "exodus.play_best_of_the_best"


def pilot_board(raiders_here: int, seed: int = 2) -> tuple[Board, int]:
    """Seat 1 pilots a viper in area 1 with `raiders_here` raiders, one more raider in area 2;
    he holds Best of the Best and activates his viper once."""
    cylons = [("raider", 1)] * raiders_here + [("raider", 2)]
    b = board(4, seed, cylons=cylons, vipers=[(1, 1)], plugins=PLUGINS)
    b = edits.with_player(b, 1, hand=(BEST,))
    activate = b.rules.registry.tags["base.f.activate_vipers"]  # base's pilot activation
    b = edits.at_step(b, activate(1, 1, unmanned=False))
    return b, 1


def rolled(events: list) -> int:  # type: ignore[type-arg]
    """The die's final result."""
    return int(next(e for e in reversed(events) if e.tag == "base.die_rolled").value)


@pytest.mark.rules("X1-CARD-PIL-6", "X1-SKILL-10")
@pytest.mark.parametrize("seed", [2, 5, 7])
def test_best_of_the_best_destroys_as_many_raiders_as_the_roll(seed: int) -> None:
    """The roll's result is how many raiders of his area die (all of them when it is more);
    the raider in another area stays; the card is discarded and the activation spent."""
    b, seat = pilot_board(4, seed)
    assert any(o.tag == PLAY for o in b.pending.options)  # type: ignore[union-attr]
    b, events = b.play(b.option(PLAY, card=BEST))
    result = rolled(events)
    here = [s for s in b.game.cylon_ships if s.area == 1]
    assert len(here) == max(0, 4 - result)
    assert [s.area for s in b.game.cylon_ships if s.area == 2] == [2]
    assert BEST not in b.game.players[seat].hand and BEST in b.game.skill_discards["piloting"]
    assert "base.f.activate_vipers" not in [f.tag for f in b.state.stack]


@pytest.mark.rules("X1-CARD-PIL-6")
def test_best_of_the_best_is_not_offered_without_raiders_in_the_vipers_area() -> None:
    """No raider shares the viper's area: the card is not offered."""
    b, _ = pilot_board(0)
    assert not any(o.tag == PLAY for o in b.pending.options)  # type: ignore[union-attr]

"""The CAG's civilian ships (exodus.md §6.4, part ``bsg_exodus.fleet``): the heuristic CAG weighs
where the Cylon Fleet board's ships will arrive (X-CAG-12, the bot's intent), and an effect that
names the area is followed as written, the CAG choosing only where the effect leaves it open
(X-CAG-13)."""

from __future__ import annotations

import pytest
from bsg_exodus.bot.intent import ExodusBot
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import reinforce as rf
from test_exodus_bot_intent import Last
from test_fleet import fleet_board

from bsgcore.base import RunOps
from bsgcore.testing.scenarios.space import Board
from bsgcore.view import view

TRACKED = "exodus.crisis.tracked_by_radiation"  # 2 civilian ships behind Galactica (Delta, 4)
MEDAL = "exodus.crisis.medal_of_distinction"  # 2 civilian ships, the area left open
DELTA = 4


def human_cag() -> Board:
    """A table whose CAG holds no Cylon loyalty card (the bot plays for the humans)."""
    probe = fleet_board()
    seat = next(
        s
        for s, p in enumerate(probe.game.players)
        if not any("you_are_a_cylon" in c for c in p.loyalty)
    )
    return fleet_board(cag=seat)


@pytest.mark.rules("X-CAG-12")
def test_the_human_cag_keeps_civilian_ships_away_from_where_the_fleet_will_arrive() -> None:
    """Nothing on the main board; a basestar and 3 raiders wait in the Cylon area matching
    Alpha: the heuristic human CAG places the pursuit track's civilian ship elsewhere (without
    the board it would take Alpha, the lowest of equally safe areas)."""
    b = human_cag()
    cag = b.game.titles["cag"]
    waiting = fb.FleetState(used=True, areas=tuple(
        (3, 0, 1) if fb.main_area(i) == 1 else (0, 0, 0) for i in range(6)
    ))  # fmt: skip
    b = Board(b.rules, b.state.with_plugin(fb.PART, waiting))
    asked, _ = b.run(rf.PlaceCivilians(cag, 1))
    assert asked.pending is not None and asked.pending.kind == "exodus_civilian_area"
    assert asked.pending.seat == cag and {o.area for o in asked.pending.options} == set(range(1, 7))
    choice = ExodusBot(Last()).choose(view(asked.rules, asked.state, cag), asked.pending.options)
    assert choice.area != 1
    empty, _ = human_cag().run(rf.PlaceCivilians(cag, 1))
    plain = ExodusBot(Last()).choose(view(empty.rules, empty.state, cag), empty.pending.options)
    assert plain.area == 1


@pytest.mark.rules("X-CAG-13", "X-CAG-10")
def test_an_effect_naming_the_area_is_followed_and_the_cag_chooses_only_an_open_one() -> None:
    """Delta already holds a civilian ship and the other areas none: Tracked by Radiation puts
    its 2 civilian ships behind Galactica (Delta) as written, without asking the CAG (the
    empty-area rule is his, X-CAG-11); Medal of Distinction leaves the area open, so the CAG
    places them, an empty area first."""
    pile = fleet_board().game.civilian_pile
    b = fleet_board(civilians=[(DELTA, pile[0])], cag=0)
    current = b.game.current
    assert b.game.admiral != 0 and b.game.president != 0
    after, _ = b.run(RunOps(TRACKED, "option_a", current))
    assert after.pending is None or after.pending.kind != "exodus_civilian_area"
    assert [c.area for c in after.game.civilians] == [DELTA] * 3
    asked, _ = b.run(RunOps(MEDAL, "option_a", current))
    assert asked.pending is not None and asked.pending.kind == "exodus_civilian_area"
    assert asked.pending.seat == 0  # the CAG, not the Admiral the card names without him
    assert DELTA not in {o.area for o in asked.pending.options}

"""Cylon Fleet with Pegasus's Cylon Leaders (exodus.md §8): an Infiltrating Cylon Leader is a
human player who can never be CAG (X-PEG-9, X-CAG-7), neither by succession nor given the title
by the CAG's Action. (X-PEG-10, the Infiltrator meeting allies, is in test_nebula_*.)"""

from __future__ import annotations

import pytest
from bsg_pegasus.leaders import infiltration as inf

from bsgcore.base import g, title_eligible
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import set_up

LEOBEN = "pegasus.character.leoben_conoy"
HUMANS = ("laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace")
COMMAND = "base.location.command"


def infiltrated(option: str = "cylon_fleet") -> tuple[Board, int]:
    """A 5-seat Pegasus and Exodus game (with this Exodus option) in which Leoben has
    infiltrated onto Command."""
    options = {option: True}
    game = set_up(
        5, 1, characters=[LEOBEN, *HUMANS], plugins=["pegasus", "exodus"], type_balance=False,
        **options,
    )  # fmt: skip
    board = Board(game.rules, game.state.with_game(quiet(g(game.state), game.rules)))
    seat = next(s for s, p in enumerate(board.game.players) if p.character == LEOBEN)
    board = edits.at_action(board, seat)
    board, _ = board.play(inf.Infiltrate(seat, COMMAND))
    return board, seat


@pytest.mark.rules("X-PEG-9", "X-CAG-7")
def test_an_infiltrating_leader_is_never_cag() -> None:
    board, seat = infiltrated()
    with using_rules(board.rules):
        assert not title_eligible(board.game, seat, "cag", True)
        assert not title_eligible(board.game, seat, "cag", False)
        humans = [s for s in range(5) if s != seat]
        assert all(title_eligible(board.game, s, "cag", False) for s in humans)
    cag = board.game.titles["cag"]
    assert cag != seat
    giving = edits.at_action(board, cag)
    assert giving.pending is not None
    passing = [o for o in giving.pending.options if o.tag == "exodus.pass_cag_title"]
    assert passing  # the CAG's Action: activate a viper, then give the title to another human
    after, _ = giving.play(passing[0])
    while after.pending is not None and after.pending.kind != "exodus_new_cag":
        after, _ = after.play(after.pending.options[0])
    assert after.pending is not None
    targets = {o.to for o in after.pending.options}
    assert targets and seat not in targets

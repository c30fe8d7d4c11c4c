"""Ellen Tigh (Appendix A.4): Manipulative takes a title at the start of her turn and gives it
back at its end; Politically Adroit gives a card to a human in her location for 2 cards drawn;
Nothing But Trouble puts Treachery in her skill set (P-TRE-7)."""

from __future__ import annotations

import pytest
from bsg_pegasus.characters import ellen
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, base_code

from bsgcore.base import data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import placed
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

ELLEN = ellen.ELLEN
CHARACTERS = (ELLEN, "saul_tigh", "laura_roslin", "galen_tyrol")
CARD = base_code("strategic_planning", 3)


def ellen_turn() -> Board:
    """4 seats, Ellen the current player, asked Manipulative at the start of her turn."""
    b = table(seats=4, characters=CHARACTERS, plugins=PLUGINS)
    assert b.game.players[b.game.current].character == ELLEN
    assert b.pending is not None and b.pending.kind == "manipulative"
    return b


def to_movement(b: Board) -> Board:
    """Answer her draw (mixed skill set) up to the Movement step."""
    while b.pending is not None and b.pending.kind == "choose_draw":
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == "movement"
    return b


@pytest.mark.rules("P-TRE-7")
def test_nothing_but_trouble_puts_treachery_in_her_skill_set() -> None:
    """Her sheet lists Treachery among her skill types (a human's does only if it says so)."""
    b = ellen_turn()
    with using_rules(b.rules):
        assert "treachery" in data().character(ELLEN).skill_types
        assert "treachery" not in data().character("base.character.saul_tigh").skill_types


def test_manipulative_takes_the_title_for_her_turn_and_gives_it_back() -> None:
    """She takes the Admiral title (used for the game); at the end of her turn it goes back."""
    b = ellen_turn()
    seat = b.game.current
    admiral = b.game.titles["admiral"]
    assert admiral != seat
    b, _ = b.play(b.option("pegasus.use_manipulative", line="admiral"))
    assert b.game.titles["admiral"] == seat
    assert ellen.MANIPULATIVE in b.game.once_per_game_used
    b = to_movement(b)
    b, _ = b.play(b.option("base.stay"))
    b, _ = b.play(b.option("base.pass_action"))
    while b.game.current == seat and b.pending is not None:
        b, _ = b.play(b.pending.options[0])
    assert b.game.titles["admiral"] == admiral


def test_declining_manipulative_keeps_it() -> None:
    """Not now: nothing changes and it stays available."""
    b = ellen_turn()
    titles = dict(b.game.titles)
    b, _ = b.play(b.option("pegasus.use_manipulative", line=""))
    assert b.game.titles == titles
    assert ellen.MANIPULATIVE not in b.game.once_per_game_used


def test_politically_adroit_gives_a_card_and_draws_two() -> None:
    """In a location with another human: she gives one card and draws 2 of her types; her
    Action step is still to take, and the ability is not offered again this turn."""
    b = to_movement(ellen_turn().play(ellen_turn().option("pegasus.use_manipulative", line=""))[0])
    seat = b.game.current
    other = (seat + 1) % 4
    here = b.game.players[seat].location
    b = placed(arranged(b, {seat: [CARD]}), other, here)
    b, _ = b.play(b.option("base.stay"))
    assert b.pending is not None and b.pending.kind == "action"
    theirs = len(b.game.players[other].hand)
    b, events = b.play(b.option("pegasus.use_adroit", card=CARD, to=other))
    assert CARD in b.game.players[other].hand and len(b.game.players[other].hand) == theirs + 1
    assert b.pending is not None and b.pending.kind == "choose_draw"
    b, _ = b.play(b.pending.options[0])
    assert len(b.game.players[seat].hand) == 2
    assert b.pending is not None and b.pending.kind == "action"
    assert "pegasus.use_adroit" not in {o.tag for o in b.pending.options}
    given = next(e for e in events if e.tag == "pegasus.skill_card_given")
    assert given.redacted_for((seat + 2) % 4).card == "hidden"  # the others never see it


def test_politically_adroit_needs_another_human_there() -> None:
    """Alone in her location: not offered."""
    b = to_movement(ellen_turn().play(ellen_turn().option("pegasus.use_manipulative", line=""))[0])
    seat = b.game.current
    here = b.game.players[seat].location
    assert all(p.location != here for s, p in enumerate(b.game.players) if s != seat)
    b, _ = b.play(b.option("base.stay"))
    assert "pegasus.use_adroit" not in {o.tag for o in b.pending.options}

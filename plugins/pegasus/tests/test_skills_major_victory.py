"""Major Victory (Leadership, A.5): after you destroy a basestar (or a centurion), roll: on 5 or
more gain 1 morale; at most one a turn; the destroyer is asked by public facts only."""

from __future__ import annotations

from bsg_pegasus.characters import kat
from bsg_pegasus.skills.major_victory import KIND, NAME, VictoryState, asked
from pegasus_helpers import PLUGINS
from skills_helpers import arranged, code

from bsgcore.context import using_rules
from bsgcore.testing.scenarios.edits import at_action, edit, with_player
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

VICTORY = code("major_victory_2", 2)
CHARACTERS = (kat.KAT, "saul_tigh", "laura_roslin", "galen_tyrol")


def sacrificed(hand: list[str], kind: str = "basestar", morale: int = 5) -> tuple[Board, int]:
    """Kat, piloting in area 2 beside a basestar and 3 raiders, uses Sacrifice on `kind`."""
    b = board(
        seats=4,
        plugins=PLUGINS,
        characters=CHARACTERS,
        cylons=[("basestar", 2), ("raider", 2), ("raider", 2), ("raider", 2)],
        vipers=[(2, 0)],
    )
    seat = b.game.current
    hands = {s: (hand if s == seat else []) for s in range(4)}  # the card wherever it was
    b = edit(arranged(b, hands), morale=morale)
    standing = tuple(k for k in b.game.players[seat].standing if k != KIND)
    b = with_player(b, seat, location="space", standing=standing)
    b = at_action(b, seat)
    b, _ = b.play(b.option("pegasus.use_sacrifice", kind=kind))
    return b, seat


def test_destroying_a_basestar_asks_the_destroyer_and_the_roll_gains_morale() -> None:
    """She destroyed the basestar: asked; Major Victory played, a 5: morale +1."""
    b, seat = sacrificed([VICTORY])
    assert b.pending is not None and b.pending.kind == KIND and b.pending.seat == seat
    with scripted_random(rolls=[5]):
        b, events = b.play(b.option("pegasus.play_major_victory", card=VICTORY))
    assert b.game.morale == 6
    assert VICTORY in b.game.skill_discards["leadership"]
    assert "base.skill_card_played" in [e.tag for e in events]


def test_a_low_roll_gains_nothing() -> None:
    b, _ = sacrificed([VICTORY])
    with scripted_random(rolls=[4]):
        b, _ = b.play(b.option("pegasus.play_major_victory", card=VICTORY))
    assert b.game.morale == 5


def test_raiders_destroyed_open_no_window() -> None:
    """Only a basestar or a centurion: raiders destroyed ask nobody."""
    b, _ = sacrificed([VICTORY], kind="raider")
    assert b.pending is None or b.pending.kind != KIND


def test_asked_holding_none_passing_is_the_only_answer() -> None:
    """The question does not tell what she holds: asked with another card, she may only pass."""
    b, _ = sacrificed([code("calculations_3", 3)])
    assert b.pending is not None and b.pending.kind == KIND
    assert {o.tag for o in b.pending.options} == {"base.no_card", "base.pass_always"}


def test_at_most_one_a_turn() -> None:
    """One already played this turn: a second basestar destroyed asks nobody."""
    b, seat = sacrificed([VICTORY])
    b, _ = b.play(b.option("base.no_card"))
    used = VictoryState(-1, b.game.turn)
    again = Board(b.rules, b.state.with_plugin(NAME, used))
    with using_rules(again.rules):
        assert asked(b.state, seat)  # she still holds it
        assert not asked(again.state, seat)

"""The turn, skill checks, crises and jumps (base.md sections 4, 8, 10 to 12, 19): the rules the
other turn tests do not check yet, each on a small scenario."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base import space_events as se
from bsgcore.base import turn_commands as tc
from bsgcore.base import turn_events as te
from bsgcore.base import turn_frames as tf
from bsgcore.base.frames import NotImplementedYet
from bsgcore.base.invariants import check_invariants
from bsgcore.base.model import BaseGame, Check, Civilian
from bsgcore.base.space_scenario import Board
from bsgcore.base.turn_scenario import table, with_crisis
from bsgcore.base.vocab import SKILL_TYPES
from bsgcore.testing.scripted import scripted_random

BOMB_THREAT = "base.crisis.bomb_threat"
DONE = "base.not_implemented"


def resting(b: Board) -> Board:
    """The board with a resting frame on top, so a frame run on it resolves back to it."""
    rest = NotImplementedYet(b.game.current, "scenario: the step under test is done")
    return Board(b.rules, b.state.push(rest))


def edit(b: Board, **changes: Any) -> Board:
    """The board with these changes to the game value."""
    return Board(b.rules, b.state.with_game(attrs.evolve(b.game, **changes)))


def drawn(b: Board, code: str) -> Board:
    """The board with `code` drawn as this turn's crisis, resolved up to its first decision."""
    game = with_crisis(b.game, code)
    b = resting(Board(b.rules, b.state.with_game(game)))
    b, _ = b.run(tf.ResolveCrisis(game.current))
    return b


def test_destroy_a_civilian_ship_from_the_pile_then_the_board_b_crisis_10() -> None:
    """B-CRISIS-10, B-CIV-4, B-CIV-6: Bomb Threat's "draw a civilian ship and destroy it" takes
    the top of the pile; with the pile empty it destroys a ship on the board, the current player
    choosing which, and the fleet loses its cargo."""
    b = table()
    seat = b.game.current
    pile = list(b.game.civilian_pile) + list(b.game.cargo)
    p2 = pile.index("population_2")
    cargo = (pile.pop(p2), pile.pop(0))
    uid = b.game.next_uid
    ships = (Civilian(uid, 4), Civilian(uid + 1, 1))
    b = edit(b, civilians=ships, cargo=cargo, civilian_pile=(), next_uid=uid + 2)
    b = drawn(b, BOMB_THREAT)
    population = b.game.population
    with scripted_random(rolls=[2]):
        b, _ = b.play(tc.ChooseOption(seat, "b"))
    decision = b.pending
    assert decision is not None and decision.kind == "choose_civilian" and decision.seat == seat
    assert [o.value for o in decision.options] == [uid, uid + 1]  # type: ignore[attr-defined]
    b, events = b.play(tc.Pick(seat, uid))
    assert se.CivilianDestroyed(uid, "population_2") in events
    assert b.game.population == population - 2
    assert [c.uid for c in b.game.civilians] == [uid + 1]
    check_invariants(b.state)


def test_a_last_destiny_card_is_kept_b_dest_2_b_inv_27() -> None:
    """B-DEST-2, B-INV-27, B-COMP-5: a destiny deck down to 1 card (after a rebuild from short
    decks) gives that card and 1 from the rebuilt deck: every check gets exactly 2."""
    b = table()
    game = b.game
    last = game.destiny[0]
    skills = _regroup(game)  # the other 9 destiny cards back on their decks
    game = attrs.evolve(game, destiny=(last,), skill_decks=tuple(skills))
    check = Check("base.location.brig", 7, ("politics", "tactics"), game.current)
    check = attrs.evolve(check, played=((),) * m.seats(game))
    b = resting(Board(b.rules, b.state.with_game(attrs.evolve(game, check=check))))
    check_invariants(b.state)
    b, events = b.run(tf.DealDestiny())
    dealt = next(e for e in events if isinstance(e, te.DestinyDealt))
    assert len(dealt.cards) == 2 and dealt.cards[0] == last
    assert len(b.game.destiny) == 9
    check_invariants(b.state)


def _regroup(game: BaseGame) -> list[tuple[str, ...]]:
    """Every skill card of the decks and of the destiny deck but its top card, per type."""
    pool = [c for deck in game.skill_decks for c in deck] + list(game.destiny[1:])
    return [tuple(c for c in pool if m.skill_type(c) == t) for t in SKILL_TYPES]

"""``bsg_base_move_paid_first``: a move paid with a card is carried out in two steps when a
plugin asks it, the card paid first and whatever answers that discard resolved before the
character leaves (base's `FinishMove`); base itself moves at once."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn.paid_move import FinishMove
from bsgcore.core_events import TopReplaced
from bsgcore.messages import Event
from bsgcore.ruleset import build_rules
from bsgcore.state import State
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table

LAB = "base.location.research_lab"  # Galactica
PRESS = "base.location.press_room"  # Colonial One
SICKBAY = "base.location.sickbay"
CARD = skill("repair", 1)
CHARACTERS = ("galen_tyrol", "saul_tigh", "laura_roslin")


def always(game: BaseGame, seat: int, to: str, card: str, first: bool) -> bool:
    """Every paid move pays first."""
    return True


def to_sickbay(state: State, event: Event) -> list[Event] | None:
    """An answer to a move's discard that sends the mover to Sickbay."""
    if isinstance(event, te.SkillCardsDiscarded) and event.reason == "movement":
        return [te.CharacterMoved(event.seat, SICKBAY, "answer")]
    return None


def closed_when_empty_handed(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """The lab is closed to a seat holding no card."""
    return None if to == LAB and not game.players[seat].hand else cost


def at_press_room(b: Board) -> Board:
    """The current player in the Press Room holding one card, in his Movement step."""
    seat = b.game.current
    game = arrange(b.game, {seat: [CARD]})
    player = attrs.evolve(game.players[seat], location=PRESS)
    return Board(b.rules, b.state.with_game(m.replace_player(game, seat, player)))


def move(b: Board, plugins: list[str]) -> tuple[Board, list[Event]]:
    """Under `plugins`' rules, move to the lab paying the card."""
    b = Board(build_rules("base", plugins), b.state)
    return b.play(tc.Move(b.game.current, LAB, CARD))


def test_base_moves_at_once() -> None:
    """Without the hook, the card is paid and he moves in one command: no `FinishMove`."""
    b = at_press_room(table(characters=CHARACTERS))
    seat = b.game.current
    after, events = move(b, [])
    assert not any(
        isinstance(e, TopReplaced) and any(isinstance(f, FinishMove) for f in e.frames)
        for e in events
    )
    assert after.game.players[seat].location == LAB


def test_an_answer_to_the_payment_comes_before_he_leaves() -> None:
    """Paying first, the answer that sends him to Sickbay lands before he leaves: the move is
    not completed. Moving at once, the same answer comes too late to stop it."""
    answer = plugin_module(
        "q_answer", requires=("base",), extends=("base",), bsg_after_event=to_sickbay
    )
    first: Any = plugin_module(
        "q_first", requires=("base",), extends=("base",), bsg_base_move_paid_first=always
    )
    b = at_press_room(table(characters=CHARACTERS))
    seat = b.game.current
    with installed_plugins(answer, first):
        late, _ = move(b, ["q_answer"])
        paid, events = move(b, ["q_answer", "q_first"])
    assert late.game.players[seat].location == LAB
    assert paid.game.players[seat].location == SICKBAY
    assert [e.tag for e in events].count("base.move_not_completed") == 1


def test_a_destination_closed_meanwhile_keeps_him_where_he_was() -> None:
    """Paying first, the destination is judged again once he has paid (`bsg_base_move_cost`):
    closed by then, he stays."""
    first: Any = plugin_module(
        "q_first",
        requires=("base",),
        extends=("base",),
        bsg_base_move_paid_first=always,
        bsg_base_move_cost=closed_when_empty_handed,
    )
    b = at_press_room(table(characters=CHARACTERS))
    seat = b.game.current
    with installed_plugins(first):
        after, events = move(b, ["q_first"])
    assert after.game.players[seat].location == PRESS
    assert CARD not in after.game.players[seat].hand  # the card stays paid
    assert any(e.tag == "base.move_not_completed" for e in events)

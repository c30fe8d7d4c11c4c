"""``optional = true`` on any op (cards/README.md section 8), through base's interpreter: an op
whose handler has no "you may" of its own (``choice``, ``look_at_loyalty``, ``execute``) is asked
first of the player it concerns (yes runs it with its own choices, no skips it); an op that
carries it out itself (``move_character``'s "nobody", or a plugin op declaring it) is not asked
twice; an op about several players with no chooser is applied to each, as before. Fan Quorum
cards carry the ops (no base card uses the generic question, so base games are unchanged)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Game
from bsgcore.base import BaseContent, BaseGame, Op
from bsgcore.base.quorum.cards import PlayQuorumCard
from bsgcore.base.turn.events import ResourceChanged
from bsgcore.messages import Command, Event
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board, quiet

CHOICE = "fan.quorum.may_choose"
LOOK = "fan.quorum.may_look"
EXECUTE = "fan.quorum.may_execute"
MOVE = "fan.quorum.may_send"
OWN = "fan.quorum.own_optional"
EACH = "fan.quorum.each_may"

FUEL_OR_FOOD = {
    "op": "choice",
    "chooser": "president",
    "optional": True,
    "options": [
        {"label": "fuel", "effects": [{"op": "resource", "resource": "fuel", "delta": 1}]},
        {"label": "food", "effects": [{"op": "resource", "resource": "food", "delta": 1}]},
    ],
}
CARDS: dict[str, list[dict[str, Any]]] = {
    CHOICE: [FUEL_OR_FOOD],
    LOOK: [
        {
            "op": "look_at_loyalty",
            "viewer": "president",
            "target": "any_player",
            "count": 1,
            "random": True,
            "optional": True,
        }
    ],
    EXECUTE: [
        {"op": "execute", "who": "chosen_other", "chooser": "acting_player", "optional": True}
    ],
    MOVE: [
        {
            "op": "move_character",
            "who": "chosen",
            "to": "base.location.brig",
            "chooser": "acting_player",
            "optional": True,
        }
    ],
    OWN: [{"op": "fan_gain", "optional": True}],
    EACH: [{"op": "fan_each_gain", "who": "each_player", "optional": True}],
}


def op_fan_gain(game: BaseGame, frame: Any, op: Op, rng: Any) -> list[Event]:
    """A fan op with a "you may" of its own (it declares ``optional`` among its parameters):
    here it simply gains 1 morale."""
    return [ResourceChanged("morale", 1)]


def op_fan_each_gain(game: BaseGame, frame: Any, op: Op, rng: Any) -> list[Event]:
    """A fan op about several players: 1 fuel for each of them."""
    return [ResourceChanged("fuel", 1) for _ in game.players]


def add_cards(content: BaseContent) -> None:
    content.add_op("fan_gain", op_fan_gain, params=frozenset({"optional"}))
    content.add_op("fan_each_gain", op_fan_each_gain, params=frozenset({"who"}))
    for card, effects in CARDS.items():
        content.add_card(
            "quorum",
            {
                "id": card,
                "name": card.rsplit(".", 1)[1],
                "copies": 1,
                "timing": "action",
                "text": "Action: you may...",
                "effects": [*effects, {"op": "discard_this_card"}],
            },
        )


def fan() -> Any:
    return plugin_module("fan", requires=("base",), extends=("base",), bsg_base_content=add_cards)


def played(card: str) -> tuple[Board, list[Event]]:
    """A set-up 3-seat game whose President, as the current player, plays `card` from his hand
    (no Cylon ship on the board): the board at the first decision after the play."""
    game = Game.new("base", plugins=["fan"], seats=3, seed=1, options={"type_balance": False})
    while game.pending is not None and not game.state.game.set_up:
        game.play(game.pending.options[0])
    value: BaseGame = game.state.game
    value = attrs.evolve(
        value,
        quorum_hand=(card, *value.quorum_hand),
        quorum_deck=tuple(c for c in value.quorum_deck if c != card),
        titles={**value.titles, "president": value.current},
    )
    board = Board(game.rules, game.state.with_game(quiet(value)))
    seen: list[Event] = []
    for _ in range(40):
        decision = board.pending
        assert decision is not None
        play = [o for o in decision.options if isinstance(o, PlayQuorumCard) and o.card == card]
        command: Command = play[0] if play else decision.options[0]
        board, events = board.play(command)
        seen += events
        if play:
            return board, seen
    raise AssertionError("the card was never offered")


def answer(board: Board, value: int) -> tuple[Board, list[Event]]:
    """Answer the pending effect choice with `value`."""
    return board.play(board.option("base.pick", value=value))


def gains(events: list[Event], resource: str) -> list[int]:
    return [e.delta for e in events if isinstance(e, ResourceChanged) and e.resource == resource]


def test_an_optional_choice_is_asked_first_and_may_be_declined() -> None:
    """``choice`` with ``optional``: the President is asked "apply it?" (0 or 1) before the
    choice; no skips the choice; the question is labelled and the state passes the kit."""
    with installed_plugins(fan()):
        board, _ = played(CHOICE)
        decision = board.pending
        assert decision is not None and decision.kind == "choose_optional"
        assert decision.seat == board.game.president
        assert [o.value for o in decision.options] == [0, 1]  # type: ignore[attr-defined]
        check_invariants(board.rules, board.state)
        board, events = answer(board, 0)
        assert not gains(events, "fuel") and not gains(events, "food")
        assert board.pending is None or board.pending.kind != "choose_option"


def test_an_optional_choice_accepted_asks_its_own_choice() -> None:
    """Yes, then the choice's own options: fuel gains 1 fuel, and only that."""
    with installed_plugins(fan()):
        board, _ = played(CHOICE)
        board, _ = answer(board, 1)
        assert board.pending is not None and board.pending.kind == "choose_option"
        check_invariants(board.rules, board.state)
        board, events = answer(board, 0)
        assert gains(events, "fuel") == [1] and not gains(events, "food")


def test_an_optional_look_at_loyalty_is_asked_of_its_viewer() -> None:
    """``look_at_loyalty`` with ``optional``: its viewer (the President) is asked; no looks at
    nothing, yes goes on to the look (the choice of whose card)."""
    with installed_plugins(fan()):
        board, _ = played(LOOK)
        decision = board.pending
        assert decision is not None and decision.kind == "choose_optional"
        assert decision.seat == board.game.president
        declined, events = answer(board, 0)
        assert not any("examined" in e.tag for e in events)
        accepted, _ = answer(board, 1)
        assert accepted.pending is not None and accepted.pending.kind == "choose_loyalty"


def test_an_optional_execution_is_asked_of_its_chooser_first() -> None:
    """``execute`` with ``optional``: the acting player is asked; yes leads to the choice of
    whom ("another player": not himself), no executes nobody."""
    with installed_plugins(fan()):
        board, _ = played(EXECUTE)
        seat = board.game.current
        assert board.pending is not None and board.pending.kind == "choose_optional"
        declined, events = answer(board, 0)
        assert not any(e.tag.startswith("base.execut") for e in events)
        accepted, _ = answer(board, 1)
        decision = accepted.pending
        assert decision is not None and decision.kind == "choose_target"
        assert decision.seat == seat
        others = {s for s in range(3) if s != seat}
        assert {o.value for o in decision.options} == others  # type: ignore[attr-defined]


def test_an_op_with_its_own_you_may_is_not_asked_twice() -> None:
    """``move_character`` offers "nobody" itself: no question first. A plugin op declaring
    ``optional`` among its parameters is not asked first either."""
    with installed_plugins(fan()):
        board, _ = played(MOVE)
        decision = board.pending
        assert decision is not None and decision.kind == "choose_target"
        assert -1 in [o.value for o in decision.options]  # type: ignore[attr-defined]
        board, events = played(OWN)
        assert gains(events, "morale") == [1]


def test_an_optional_op_about_several_players_is_applied_to_each() -> None:
    """``who = each_player`` and no chooser: nobody is asked for all of them; the op runs."""
    with installed_plugins(fan()):
        board, events = played(EACH)
        assert gains(events, "fuel") == [1, 1, 1]

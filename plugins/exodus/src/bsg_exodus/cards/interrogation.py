"""Interrogation's option a (exodus.md 11.5): the Admiral sends another player to Sickbay, then
looks at 1 random loyalty card of that player.

The data's two ops name the same player twice ("another player", then "that player"), which
base's ops cannot link (a choice answers one op only). `rewrite` restates the option as this
plugin's op ``exodus_choose_player``: the chooser picks another player who can be sent there,
then the nested ops run about that seat (``RunOps.chosen``): base's ``move_character`` and
``look_at_loyalty`` with the WHO value / target ``that_player``.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import BaseGame, Op, Result, RunOps, ask, can_be_sent, seats, who
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

UNSET = -2  # no answer yet (base's ChooseTarget convention)


def op_choose_player(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Ask the chooser for another player who can be sent `to`, then run `effects` about him
    (none can be sent: nothing)."""
    if frame.target == UNSET:
        chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
        to = str(op.get("to"))
        candidates = [s for s in range(seats(game)) if s != chooser and can_be_sent(game, s, to)]
        return ask(chooser, "target", candidates) if candidates else []
    path = f"{frame.path}/{frame.index}/effects"
    return [push(RunOps(frame.source, path, frame.seat, chosen=frame.target))]


def restate(raw: dict[str, Any]) -> None:
    """Option a as one choice of the player, the move and the look about him (the look is
    taken: looking costs nothing, docs/rulings.md)."""
    effects = raw["option_a"]["effects"]
    move = next(op for op in effects if op["op"] == "move_character")
    look = next(op for op in effects if op["op"] == "look_at_loyalty")
    raw["option_a"]["effects"] = [
        {
            "op": "exodus_choose_player",
            "chooser": move.get("chooser", "admiral"),
            "to": move["to"],
            "effects": [
                {"op": "move_character", "who": "that_player", "to": move["to"]},
                {
                    "op": "look_at_loyalty",
                    "viewer": look["viewer"],
                    "target": "that_player",
                    "count": look.get("count", 1),
                    "random": True,
                },
            ],
        }
    ]

"""Human Prisoner's fail (exodus.md 11.3): the Cylon player who played it picks a human player
and takes his whole hand of skill cards (only the two of them see which cards: base's
`SkillCardTaken`); the card's next op sends that player to Sickbay."""

from __future__ import annotations

from bsgcore.base import (
    BaseGame,
    Events,
    Op,
    Result,
    RunOps,
    SkillCardTaken,
    ask,
    is_cylon_player,
)
from bsgcore.rng import RandomCursor
from bsgcore.stack import replace

UNSET = -2  # no answer yet (base's ChooseTarget convention)


def op_take_hand(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The acting (Cylon) player picks a human player, takes every skill card he holds, and the
    ops after this one are about him (``that_player``)."""
    taker = frame.seat
    if frame.target == UNSET:
        humans = [
            s for s in range(len(game.players)) if s != taker and not is_cylon_player(game, s)
        ]
        return ask(taker, "target", humans) if humans else []
    target = frame.target
    events: Events = [SkillCardTaken(taker, target, card) for card in game.players[target].hand]
    after = RunOps(frame.source, frame.path, frame.seat, frame.index + 1, chosen=target)
    return [*events, replace(after)]

"""One step for every look at another player's loyalty cards (B-LOY-9, -10): the secret
``LoyaltyPeeked``, then whatever the enabled plugins resolve once those cards are examined
(``bsg_base_loyalty_examined``: Exodus's Final Five cards, X-LC-21).

Base's op ``look_at_loyalty`` (Cylon Detector, the crisis and Quorum cards that look) goes
through `examine_loyalty`; a plugin's own effect that looks at a loyalty card calls it too, so
the examination timings fire whichever effect looks.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.turn import events as te
from bsgcore.messages import Frame
from bsgcore.stack import push


def examined_steps(
    game: BaseGame, viewer: int, target: int, cards: tuple[str, ...]
) -> tuple[Frame, ...]:
    """The plugins' steps after `viewer` examined `cards` of `target` (the pipeline)."""
    frames: tuple[Frame, ...] = ()
    for modify in modifiers().loyalty_examined:
        frames = modify(game, viewer, target, cards, frames)
    return frames


def examine_loyalty(game: BaseGame, viewer: int, target: int, cards: tuple[str, ...]) -> list[Any]:
    """`viewer` looks at `cards` of `target`'s loyalty cards: the event, then the steps it
    starts (pushed above the effect that looked, which resumes after them)."""
    peeked = te.LoyaltyPeeked(viewer, target, cards)
    frames = examined_steps(peeked.apply(game), viewer, target, cards)
    return [peeked, push(*frames)] if frames else [peeked]

"""The Pegasus "You Are a Cylon" card that hands out Treachery (Appendix A.3,
``pegasus.loyalty.you_are_a_cylon_treachery``): revealed as an Action; unless the revealer is in
the Brig (or Detention), every human player discards 1 random skill card and draws 1 Treachery
card, and the revealer, after discarding down to 3 skill cards (B-REV-3), draws 2 Treachery.

The humans' part runs as the card's effect, which base's reveal skips in the Brig (B-REV-2);
the revealer's draw comes when base's end of the reveal moves on from the discard
(`reveal_wrapper`, stage 1 of ``base.f.finish_reveal``).
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.data import load
from bsgcore.base import (
    BaseContent,
    BaseGame,
    clockwise,
    draw_events,
    g,
    is_human_player,
)
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State

CARD = "pegasus.loyalty.you_are_a_cylon_treachery"
TREACHERY = "treachery"
EACH_HUMAN = "pegasus_each_human_player"
#: Where a revealer's card does nothing (B-REV-2; New Caprica's Brig, P-DET-5).
CONFINED = ("base.location.brig", "pegasus.location.detention")
REVEALER_DRAW = 2


def each_human(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """Every human player, in turn order from the current player."""
    return tuple(s for s in clockwise(game, game.current) if is_human_player(game, s))


def entry() -> dict[str, Any]:
    """The card as base's loyalty entry: revealed as an Action, the humans' part as its ops."""
    raw = dict(load().raw(CARD))
    raw["timing"] = "action_reveal"
    raw["effects"] = [
        {"op": "discard_skill", "who": EACH_HUMAN, "count": 1, "random": True},
        {"op": "draw_skill", "who": EACH_HUMAN, "count": 1, "types": [TREACHERY]},
    ]
    return raw


def add_content(content: BaseContent) -> None:
    """The WHO value and the card (its Treachery type comes with the skills part)."""
    content.add_who(EACH_HUMAN, each_human)
    content.add_card("loyalty", entry())


def reveal_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """After the revealer discarded down to 3: his 2 Treachery cards, unless confined."""
    events = list(step(state, frame, rng))
    if frame.stage != 1:
        return events
    game = g(state)
    player = game.players[frame.seat]
    if CARD not in player.shown or player.shown[-1] != CARD or player.location in CONFINED:
        return events
    if TREACHERY not in game.skill_decks:
        return events
    return [*draw_events(game, frame.seat, (TREACHERY,) * REVEALER_DRAW, rng), *events]

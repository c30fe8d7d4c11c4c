"""Best of the Best (X-SKILL, Piloting 6): played before a viper piloted by a player character
attacks: instead of the normal attack, roll; that viper destroys as many raiders in its space
area as the result (X1-SKILL-10: all of them when the result is higher).

Offered among the options of base's activation of the seat's own viper (``ActivateVipers`` for
a pilot, one of its activations) to the human pilot holding the card while raiders share his
viper's area; playing it discards the card, spends the activation as an attack would, and runs
the card's ops: base's ``roll`` (its windows, Strategic Planning's +2 included) whose outcome is
``exodus_destroy_raiders_in_own_area`` with the result as its count.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseGame,
    CylonShipDestroyed,
    Op,
    Result,
    RunOps,
    SkillCardsDiscarded,
    g,
    is_cylon_player,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

CARD = "exodus.skill.best_of_the_best_6"
NAME = "Best of the Best"
RAIDER = "raider"
#: The die's faces whose result is its own count; 8 and more destroy every raider there.
FACES = 8


@attrs.frozen
class PlayBestOfTheBest(Command):
    """Play Best of the Best for this activation of the seat's viper."""

    tag = "exodus.play_best_of_the_best"
    card: str


def own_viper_area(game: BaseGame, seat: int) -> int:
    """The space area of the viper `seat` pilots, or -1."""
    return next((v.area for v in game.vipers if v.pilot == seat), -1)


def raiders_in(game: BaseGame, area: int) -> list[int]:
    """The raiders (not heavy raiders) in `area`, oldest first."""
    return sorted(s.uid for s in game.cylon_ships if s.kind == RAIDER and s.area == area)


def viper_options(state: State, frame: Any) -> list[Command]:
    """The card, for an activation of the seat's own viper with raiders in its area."""
    game = g(state)
    seat = frame.seat
    if frame.unmanned or is_cylon_player(game, seat):
        return []
    area = own_viper_area(game, seat)
    if area < 0 or not raiders_in(game, area):
        return []
    cards = sorted({c for c in game.players[seat].hand if c.split("@", 1)[0] == CARD})
    return [PlayBestOfTheBest(seat, c) for c in cards]


def handle(state: State, cmd: PlayBestOfTheBest, rng: RandomCursor) -> list[Event]:
    """Discard the card, spend the activation, then its roll (above the activations left)."""
    frame = state.top
    assert frame is not None
    left = int(getattr(frame, "count", 1)) - 1
    after = pop() if left <= 0 else replace(evolve(frame, count=left))
    discarded = SkillCardsDiscarded(cmd.seat, (cmd.card,), NAME)
    return [discarded, after, push(RunOps(CARD, "effects", cmd.seat))]


def op_destroy_raiders(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Up to `count` raiders in the acting seat's viper's area are destroyed."""
    area = own_viper_area(game, frame.seat)
    if area < 0:
        return []
    return [CylonShipDestroyed(uid) for uid in raiders_in(game, area)[: int(op.get("count"))]]


def effects() -> list[dict[str, Any]]:
    """The card's ops: a roll whose result is the number of raiders destroyed."""
    destroy = "exodus_destroy_raiders_in_own_area"
    outcomes = [
        {"min": k, "max": k, "effects": [{"op": destroy, "count": k}]} for k in range(1, FACES)
    ]
    outcomes.append({"min": FACES, "max": 99, "effects": [{"op": destroy, "count": 99}]})
    return [{"op": "roll", "roller": "acting_player", "outcomes": outcomes}]


def label(state: State, frame: Any, cmd: PlayBestOfTheBest) -> str:
    """The card played."""
    return f"Play {NAME}: roll, and destroy that many raiders"


OPS = {"exodus_destroy_raiders_in_own_area": op_destroy_raiders}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_destroy_raiders_in_own_area": frozenset({"count"})
}

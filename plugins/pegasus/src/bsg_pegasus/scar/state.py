"""The Scar token (P-SCAR): which raider carries it, its marking and removal, its double
activation; public information (the token is on the board)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.cards.attacks import CardLeftPlay, after_top, in_play
from bsg_pegasus.data import load
from bsgcore import Event, State
from bsgcore.base import BaseContent, BaseGame, RaiderActivation, g
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry, Step

PART = "pegasus.scar"
SCAR_CARD = "pegasus.crisis.scar"
#: The least attack result that destroys Scar (R-229).
SCAR_DESTROYED_AT = 7
RAIDER = "raider"


@attrs.frozen
class ScarState:
    """The uid of the raider carrying the Scar token, -1 when the token is off the board."""

    scar: int = -1


def initial(seats: int, options: dict[str, object]) -> ScarState:
    """The token starts beside the board (P-SETUP-11)."""
    return ScarState()


def scar_of(state: State) -> int:
    """The uid of Scar, or -1."""
    value: ScarState = state.plugin(PART)
    return value.scar


def is_scar(state: State, uid: int) -> bool:
    """Whether this Cylon ship is Scar (for effects that may not pick it, R-229)."""
    return uid >= 0 and scar_of(state) == uid


@attrs.frozen
class ScarMarked(Event):
    """The Scar token goes on this raider (P-SCAR-1); -1: the token is removed (P-SCAR-4)."""

    tag = "pegasus.scar_marked"
    uid: int

    def describe(self) -> str:
        if self.uid < 0:
            return "The Scar token is removed."
        return f"Raider {self.uid} is Scar."


def apply_marked(state: State, event: ScarMarked) -> State:
    """Remember the token's raider."""
    return state.with_plugin(PART, ScarState(event.uid))


def scar_area() -> int:
    """The area where the Scar card's set-up places Scar (its row marked ``scar``)."""
    rows = load().raw(SCAR_CARD).get("setup", [])
    return next(int(r["area"]) for r in rows if r.get("scar"))


def mark_scar(game: BaseGame, frame: Any, op: Any) -> tuple[list[Event], list[Frame]]:
    """The Scar card's special rule: its raider just placed in Scar's area carries the token."""
    area = scar_area()
    placed = [
        s.uid
        for s in game.cylon_ships
        if s.kind == RAIDER and s.area == area and s.uid >= frame.first_uid
    ]
    return ([ScarMarked(placed[0])] if placed else []), []


def on_board(game: BaseGame, uid: int) -> bool:
    """Whether that raider is still on the board."""
    return any(s.uid == uid for s in game.cylon_ships)


def after_event(state: State, event: Event) -> list[Event] | None:
    """Scar gone from the board (destroyed, or the board cleared by a jump): the token is removed
    and the card leaves play (it is discarded on the jump by base)."""
    scar = scar_of(state)
    if scar < 0:
        return None
    game = g(state)
    if on_board(game, scar) and in_play(game, SCAR_CARD):
        return None
    if on_board(game, scar) and isinstance(event, ScarMarked):
        return None  # marked while the card is being placed: it is kept in play next
    out: list[Event] = [ScarMarked(-1)]
    if in_play(game, SCAR_CARD):
        out.append(CardLeftPlay(SCAR_CARD))
    return out


def wrap_activation(step: Step, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Personal Vendetta: when raiders are activated, Scar is activated once more after the
    others (so twice in all)."""
    events: list[Event] = step(state, frame, rng)
    scar = scar_of(state)
    if frame.icon != "raiders" or scar < 0 or not on_board(g(state), scar):
        return events
    return after_top(events, RaiderActivation(frame.seat, (scar,)))


def add_ops(content: BaseContent) -> None:
    """The special-rule op (`mark_scar`) and the kept rule."""
    content.add_special_rule_op("pegasus_scar_raider", mark_scar)
    content.add_kept_rule("personal_vendetta")


def register(registry: RulesRegistry) -> None:
    """The part's state and its event."""
    registry.plugin_state(initial, value_type=ScarState)
    registry.event(ScarMarked, apply_marked)

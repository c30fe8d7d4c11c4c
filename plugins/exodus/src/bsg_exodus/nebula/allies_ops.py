"""The ally cards' results as this game plays them (exodus.md §7.2, cards/exodus.toml
``[[ally]]``): the op ``trauma`` and the results' cards.

``trauma`` (cards/README.md §8): ``delta`` > 0 draws that many tokens from the pool for each
seat ``who`` names, by the drawing rules (X-TRAUMA-10..17; a human drawing a disaster is
executed, X-TRAUMA-13); ``delta`` < 0 returns that many of his own tokens face down to the pool,
his choice (``pick = "chosen"``, `DiscardTrauma`) or at random, all he has when fewer.

Each ally's hope and doom results become two cards of the added deck `RESULTS` (ids
``exodus.ally_result.<name>.hope`` / ``.doom``, never dealt), run by base's interpreter (`RunOps`) when met; an ally
is implemented only when both results carry out everything they name (base's `entry_gaps`), else
it stays listed by ``bsg cards --plugin exodus --missing`` and is left out of the ally deck.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.cards import ops as card_ops
from bsg_exodus.cards import rewrite
from bsg_exodus.data import load
from bsg_exodus.nebula import allies_results, allies_space, trauma
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.allies import DOOM, HOPE, RESULTS, result_id
from bsg_exodus.nebula.tokens import HIDDEN, kind, take
from bsg_exodus.nebula.turn import DISASTER
from bsgcore.base import (
    BaseContent,
    BaseGame,
    Execute,
    Op,
    Result,
    RunOps,
    current_state,
    entry_gaps,
    is_cylon_player,
    who,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

WHERE = "bsg_exodus.nebula.encounter"


# -- the trauma op ------------------------------------------------------------------------------


@attrs.frozen
class DiscardTrauma(Frame):
    """`seat` returns `left` more of his tokens to the pool, chosen by him (X-ALLY results)."""

    tag = "exodus.f.discard_trauma"
    seat: int
    left: int


@attrs.frozen
class ReturnTrauma(Command):
    """Return this one of my tokens to the pool (the others see only that one went back)."""

    tag = "exodus.return_trauma"
    token: str

    def redacted_for(self, seat: int | None) -> ReturnTrauma:
        return self if seat == self.seat else ReturnTrauma(self.seat, HIDDEN)


def op_trauma(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Draw (+) or return (−) trauma tokens for each seat ``who`` names."""
    state = current_state()
    assert state is not None
    delta = int(op.get("delta", 0))
    seats = who(game, str(op.get("who", "acting_player")), frame.seat, frame.target)
    events: list[Event] = []
    for seat in seats:
        if delta > 0:
            drawn, executed = trauma.draw_events(
                state, seat, delta, is_cylon_player(game, seat), rng
            )
            events += drawn
            if executed:  # X-TRAUMA-13: the execution comes before the card's next op
                events.append(push(Execute(seat, DISASTER)))
        elif delta < 0:
            events += _return(state, seat, -delta, str(op.get("pick", "chosen")), rng)
    return events


def _return(state: State, seat: int, count: int, pick: str, rng: RandomCursor) -> list[Event]:
    held = ns.nebula(state).held[seat]
    count = min(count, len(held))
    if count <= 0:
        return []
    if pick == "random" or len({kind(t) for t in held}) == 1 and count == 1:
        return [ns.TraumaReturned(seat, take(tuple(sorted(held)), count, rng))]
    return [push(DiscardTrauma(seat, count))]


def decide_discard(state: State, frame: DiscardTrauma) -> Decision:
    """One option per kind of token he holds (tokens of one kind are alike)."""
    held = sorted(ns.nebula(state).held[frame.seat])
    firsts = {kind(t): t for t in reversed(held)}
    options: list[Command] = [ReturnTrauma(frame.seat, t) for _, t in sorted(firsts.items())]
    prompt = f"Return a trauma token to the pool ({frame.left} to return)"
    return Decision.make(frame.seat, "exodus_return_trauma", prompt, options)


def handle_return(state: State, cmd: ReturnTrauma, rng: RandomCursor) -> list[Event]:
    """Return the token; ask again while more are to go and he holds any."""
    frame = state.top
    assert isinstance(frame, DiscardTrauma)
    events: list[Event] = [ns.TraumaReturned(cmd.seat, (cmd.token,))]
    left = frame.left - 1
    if left <= 0 or len(ns.nebula(state).held[cmd.seat]) <= 1:
        return [*events, pop()]
    return [*events, replace(DiscardTrauma(frame.seat, left))]


def label_return(state: State, frame: Any, cmd: ReturnTrauma) -> str:
    """The kind of token returned (private: the others read the command's name)."""
    return f"Return a {kind(cmd.token)} token"


OPS = {"trauma": op_trauma}
PARAMS: dict[str, frozenset[str] | None] = {
    "trauma": frozenset({"who", "delta", "pick", "chooser"}),
}


# -- the results' cards -------------------------------------------------------------------------


#: The ops whose handler offers their own "you may" (``optional``): base's ``move_character``
#: (nobody may be chosen) and Tom Zarek's trade (it may be declined).
OWN_OPTIONAL = frozenset({"move_character", "custom"})


def restated(value: Any) -> Any:
    """The results' data ops in base's reading: a title given to "any human player" is base's
    ``give_title`` to ``chosen``, whose candidates are the human players already (Ellen Tigh);
    an op the player "may" carry out whose handler always does it (base's ``choice``,
    ``execute``, ``look_at_loyalty``) sits in base's ``optional``, asked first."""
    if isinstance(value, list):
        return [restated(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: restated(v) for k, v in value.items()}
    if out.get("op") == "give_title" and out.get("to") == "chosen_human":
        out["to"] = "chosen"
    if out.get("optional") and "op" in out and out["op"] not in OWN_OPTIONAL:
        inner = {k: v for k, v in out.items() if k != "optional"}
        chooser = out.get("chooser", out.get("viewer", "acting_player"))
        return {"op": "optional", "chooser": chooser, "effects": [inner]}
    return out


def add_content(content: BaseContent) -> None:
    """The ops, then each ally whose two results this game carries out, as two result cards
    (an ally with any gap stays out: never half played)."""
    card_ops.add_ops(content)  # the Exodus ops the results share with the cards part (idempotent)
    content.add_ops(OPS, params=PARAMS)
    allies_results.add_ops(content)
    content.add_ops(allies_space.OPS, params=allies_space.PARAMS)
    content.add_deck(RESULTS)
    raw_data = load()
    for ally in raw_data.ids("ally"):
        raw = raw_data.raw(ally)
        sides = {
            side: rewrite.entry(
                content,
                {
                    "id": result_id(ally, side),
                    "name": f"{raw['name']}: {raw[side]['name']}",
                    "text": str(raw[side].get("text", "")),
                    "effects": restated(raw[side]["effects"]),
                },
            )
            for side in (HOPE, DOOM)
        }
        if any(entry_gaps(content, entry) for entry in sides.values()):
            continue
        for entry in sides.values():
            content.add_card(RESULTS, {**entry, "copies": 1})
            content.implemented_by(str(entry["id"]), WHERE)
        content.effects.register(ally, f"{WHERE} (its results: {RESULTS})")


DECIDERS = {DiscardTrauma: decide_discard}
HANDLERS = {ReturnTrauma: handle_return}

"""A new character and the effect that executed his predecessor (P-EXEC-17, X-EXEC-27, R-210).

A character chosen after an execution may not use his abilities on the effect that caused it,
but may on later steps of the same resolution. The effect is the frame under the execution on
the stack (an effect's ``RunOps``: a card's option, a check's result, a Quorum card; or a
plugin's step that pushed ``Execute``): when the new character is chosen, `AbilitiesBarred`
records its place and key on the execution's record. While that frame is still at its place in
the same turn (it runs on through its other ops, a skill check it starts included), every site
that offers the new character an ability asks `abilities_barred` and leaves him out; once it is
done, the steps below it (the check's discard, the crisis's activation) are later steps, and he
may. Base's own sites ask it (the check ability windows, ECO Officer); a plugin's ability asks
it too (Pegasus's Dee Dualla's Fast Learner).
"""

from __future__ import annotations

import attrs

from bsgcore.base.model import BaseGame
from bsgcore.base.registration import current_state
from bsgcore.base.setup.events import BaseEvent
from bsgcore.frozen import evolve
from bsgcore.messages import Frame
from bsgcore.state import State

#: The frames of the execution itself, never the effect that caused it.
EXECUTION_TAGS = frozenset({"base.f.execute", "base.f.choose_new_character"})


def effect_key(frame: Frame) -> str:
    """What names an effect frame whatever step of it is under way: its tag, source and path."""
    return f"{frame.tag}|{getattr(frame, 'source', '')}|{getattr(frame, 'path', '')}"


def effect_below(state: State) -> tuple[int, str] | None:
    """(depth, key) of the frame under the execution on top of the stack, or None."""
    stack = state.stack
    for depth in range(len(stack) - 1, -1, -1):
        if stack[depth].tag not in EXECUTION_TAGS:
            return depth, effect_key(stack[depth])
    return None


@attrs.frozen
class AbilitiesBarred(BaseEvent):
    """The character just chosen by `seat` may not use his abilities on the effect at `depth`
    (public: the effect is on the board for all to see)."""

    tag = "base.abilities_barred"
    seat: int
    depth: int
    effect: str

    def apply(self, game: BaseGame) -> BaseGame:
        records = list(game.executions)
        for index in range(len(records) - 1, -1, -1):
            if records[index].seat == self.seat:
                records[index] = evolve(
                    records[index], barred_depth=self.depth, barred_from=self.effect
                )
                break
        return evolve(game, executions=tuple(records))

    def describe(self) -> str:
        return f"seat {self.seat}'s new character may not use his abilities on {self.effect}."


BARRED_EVENTS: tuple[type[BaseEvent], ...] = (AbilitiesBarred,)


def barred_events(state: State, seat: int) -> list[BaseEvent]:
    """The bar on the new character of `seat`, chosen now (the execution on top of the stack)."""
    below = effect_below(state)
    return [AbilitiesBarred(seat, *below)] if below is not None else []


def abilities_barred(
    game: BaseGame, seat: int, state: State | None = None, answering: Frame | None = None
) -> bool:
    """Whether `seat`'s character may not use his abilities now: he was chosen after an
    execution this turn and the effect that caused it is still under way (P-EXEC-17). `state`
    is the one being computed unless given. An ability that answers an effect just done (a
    step after a Quorum card's ops) names it, `answering`: barred too when that effect, just
    above the top of the stack, is the one that executed."""
    if not game.executions:
        return False
    state = state if state is not None else current_state()
    if state is None:
        return False
    character = game.players[seat].character
    done = effect_key(answering) if answering is not None else ""
    for record in game.executions:
        if record.seat != seat or not record.barred_from or record.replacement != character:
            continue
        depth, key = record.barred_depth, record.barred_from
        if record.turn != game.turn:
            continue
        if depth < len(state.stack) and effect_key(state.stack[depth]) == key:
            return True
        if depth == len(state.stack) and key == done:
            return True
    return False

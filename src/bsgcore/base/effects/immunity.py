"""A Cylon player and the parts of a Crisis card's effect that fall on him (B-CYL-6, R-105;
P-TERM-5, P-TERM-6, H-ROLE-5).

A Cylon player may ignore the negative effects of a Crisis card (any Crisis deck's, a plugin's
too; not a Super Crisis card's: the core engine's existing rule, P-TERM-8), one part at a time,
and still take a beneficial part of the same effect (P-TERM-6: "every player discards 2 skill
cards and draws 2 Treachery" lets him keep his cards and draw). The negative parts are the ops of
`NEGATIVE` naming him (a discard of skill cards; being sent to the Brig or Sickbay and executions
are left out elsewhere, B-CYL-6, P-TERM-7); the beneficial ones those of `BENEFICIAL` (a draw).

Where the effect has no beneficial part for him, the engine ignores the negative part for him, as
base always has (docs/rulings.md, B-CYL-6). Where it has one, ignoring or taking the negative part
is his decision (`IgnoreCrisisPart`), asked before the part is carried out, so he may take the
effect whole or only its beneficial part.
"""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.interpreter import ops_at, who
from bsgcore.base.model import BaseGame
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import Events, g
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

#: Ops of a Crisis card's effect that are negative for the player they name.
NEGATIVE = frozenset({"discard_skill"})
#: Ops of a Crisis card's effect that are beneficial for the player they name.
BENEFICIAL = frozenset({"draw_skill"})
#: WHO values that name fixed seats (a choice, "chosen", is never a part he is asked about).
FIXED = ("president", "admiral", "current_player", "acting_player", "each_player")


def crisis_card(source: str) -> bool:
    """Whether `source` is a card of a Crisis deck (base's or a plugin's, New Caprica's
    included), not a Super Crisis card (P-TERM-8)."""
    cards = m.data()
    if any(card.id == source for card in cards.super_crisis):
        return False
    if any(card.id == source for card in cards.crisis):
        return True
    for name, deck in cards.decks.items():
        if "crisis" in str(name) and "super" not in str(name):
            if any(getattr(card, "id", "") == source for card in deck):
                return True
    return False


def immune(game: BaseGame, seat: int, source: str) -> bool:
    """Whether `seat` may ignore the negative parts of `source`'s effect: a Cylon player, a
    Crisis card (B-CYL-6, P-TERM-5)."""
    return m.is_cylon_player(game, seat) and crisis_card(source)


def names_seat(game: BaseGame, frame: tf.RunOps, op: Op, seat: int) -> bool:
    """Whether `op` names `seat` by a fixed WHO value."""
    value = str(op.get("who", ""))
    return value in FIXED and seat in who(game, value, frame.seat, -1)


def beneficial_part(game: BaseGame, frame: tf.RunOps, seat: int) -> bool:
    """Whether the effect being carried out has a beneficial part for `seat` (P-TERM-6)."""
    return any(
        op.name in BENEFICIAL and names_seat(game, frame, op, seat)
        for op in ops_at(frame.source, frame.path)
    )


@attrs.frozen
class IgnoreCrisisPart(Frame):
    """A Cylon player decides whether a negative part of a Crisis card's effect (discard `count`
    skill cards, at random if `random`) applies to him (P-TERM-6)."""

    tag = "base.f.ignore_crisis_part"
    seat: int
    source: str
    count: int
    random: bool = False


@attrs.frozen
class IgnorePart(Command):
    """Ignore this part of the Crisis card's effect (keep the rest)."""

    tag = "base.ignore_part"


@attrs.frozen
class TakePart(Command):
    """Take this part of the Crisis card's effect too."""

    tag = "base.take_part"


@attrs.frozen
class CrisisPartIgnored(BaseEvent):
    """A Cylon player ignores a negative part of a Crisis card's effect (public)."""

    tag = "base.crisis_part_ignored"
    seat: int
    source: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} ignores a negative part of {self.source}."


IMMUNITY_EVENTS: tuple[type[BaseEvent], ...] = (CrisisPartIgnored,)


def part_frame(game: BaseGame, frame: tf.RunOps, op: Op, seat: int) -> IgnoreCrisisPart | None:
    """The decision on a negative part naming a Cylon player, when the effect also has a
    beneficial part for him; None when he ignores it without being asked (no beneficial part)."""
    if op.name not in NEGATIVE or not beneficial_part(game, frame, seat):
        return None
    count = op.get("count")
    held = len(game.players[seat].hand)
    n = held if count == "all" else min(int(count), held)
    if n == 0:
        return None
    return IgnoreCrisisPart(seat, frame.source, n, bool(op.get("random")))


def decide_part(state: State, frame: IgnoreCrisisPart) -> Decision:
    """Ignore the part, or take it."""
    options: list[Command] = [IgnorePart(frame.seat), TakePart(frame.seat)]
    prompt = f"Ignore discarding {frame.count} skill card(s) (a Cylon player may)?"
    return Decision.make(frame.seat, "ignore_crisis_part", prompt, options)


def handle_ignore(state: State, cmd: IgnorePart, rng: RandomCursor) -> Events:
    """The part does not apply to him."""
    frame = state.top
    assert isinstance(frame, IgnoreCrisisPart)
    return [CrisisPartIgnored(cmd.seat, frame.source), pop()]


def handle_take(state: State, cmd: TakePart, rng: RandomCursor) -> Events:
    """He discards as the card says: chosen one at a time, or at random."""
    frame = state.top
    assert isinstance(frame, IgnoreCrisisPart)
    hand = g(state).players[cmd.seat].hand
    if frame.random or frame.count >= len(hand):
        cards = tuple(rng.shuffled(hand)[: frame.count]) if frame.count < len(hand) else hand
        return [te.SkillCardsDiscarded(cmd.seat, cards, "crisis"), pop()]
    return [replace(tf.DiscardCards(cmd.seat, frame.count, "crisis"))]


def register(registry: object) -> None:
    """The decision, its commands and its event."""
    register_tables(
        registry,
        IMMUNITY_EVENTS,
        deciders={IgnoreCrisisPart: decide_part},
        handlers={IgnorePart: handle_ignore, TakePart: handle_take},
    )

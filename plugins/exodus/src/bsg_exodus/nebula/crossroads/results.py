"""The results of the 7 Crossroads cards (exodus.md §11.6, cards/exodus.toml ``[[crossroads]]``
``hope``/``doom``), each a list of steps the `Effects` frame carries out in order for the seat
whose card it is; a step that needs a choice pushes it, and the steps after it wait.

Trauma draws follow X-TRAUMA-10..17 (a human drawing a disaster is executed, X-TRAUMA-13; his
card is still resolved, X-XR-26); discarded tokens go back to the pool, the holder picking which
(exodus.md §11.6, DERIVED)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import attrs

from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula import trauma
from bsg_exodus.nebula.crossroads import state as xs
from bsgcore.base import (
    ActivateCylons,
    ChooseDraw,
    CivilianLost,
    CounterChanged,
    CylonShipDestroyed,
    Events,
    Execute,
    LoyaltyCardsDrawn,
    LoyaltyDeckChanged,
    ResourceChanged,
    SkillCardsDiscarded,
    clockwise,
    cylons_of,
    damage_basestar,
    examine_loyalty,
    g,
    is_cylon_player,
    move_vipers,
    not_a_cylon_cards,
    type_names,
)
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

NONE = -1
#: A human executed by a disaster drawn through a Crossroads card.
DISASTER = "exodus.trauma.disaster"


@attrs.frozen
class Effects(Frame):
    """Carry out `result` of `card` for `seat`, from step `index`; `other` is the seat the
    result picked (-1 until then)."""

    tag = "exodus.f.crossroads_effects"
    #: Scanned and Miraculous Return activate raiders (base's B-INV-43 allows it).
    activates_cylons: ClassVar[bool] = True
    seat: int
    card: str
    result: str
    index: int = 0
    other: int = NONE


Step = Callable[[State, Effects, RandomCursor], Events]


# -- the choices --------------------------------------------------------------------------------


@attrs.frozen
class ChooseSeat(Frame):
    """`seat` picks a seat among `candidates` for the result below (`purpose` names it)."""

    tag = "exodus.f.crossroads_choose_seat"
    seat: int
    purpose: str
    candidates: tuple[int, ...]


@attrs.frozen
class PickSeat(Command):
    """The seat the Crossroads result is about."""

    tag = "exodus.pick_crossroads_seat"
    target: int


@attrs.frozen
class DiscardTokens(Frame):
    """`seat` discards `left` more trauma tokens of his choice; `optional`: he may stop."""

    tag = "exodus.f.crossroads_discard_tokens"
    seat: int
    left: int
    optional: bool = False


@attrs.frozen
class DiscardToken(Command):
    """Return this trauma token to the pool ("" to stop discarding, when allowed)."""

    tag = "exodus.discard_trauma_token"
    token: str

    def redacted_for(self, seat: int | None) -> DiscardToken:
        return self if seat == self.seat or not self.token else DiscardToken(self.seat, tk.HIDDEN)


@attrs.frozen
class PickShip(Frame):
    """`seat` picks a Cylon ship of `kind` on the main board, `left` times (`purpose`)."""

    tag = "exodus.f.crossroads_pick_ship"
    seat: int
    kind: str
    left: int
    purpose: str


@attrs.frozen
class TakeShip(Command):
    """This Cylon ship (by uid)."""

    tag = "exodus.pick_crossroads_ship"
    uid: int


@attrs.frozen
class MayDraw(Frame):
    """`seat` may draw `count` skill cards."""

    tag = "exodus.f.crossroads_may_draw"
    seat: int
    count: int


@attrs.frozen
class AnswerDraw(Command):
    """Draw the skill cards (or not)."""

    tag = "exodus.crossroads_draw_skills"
    draw: bool


def decide_seat(state: State, frame: ChooseSeat) -> Decision:
    options: list[Command] = [PickSeat(frame.seat, s) for s in frame.candidates]
    return Decision.make(
        frame.seat, "exodus_crossroads_" + frame.purpose, "Choose a player", options
    )


def handle_seat(state: State, cmd: PickSeat, rng: RandomCursor) -> Events:
    below = state.stack[-2]
    assert isinstance(below, Effects)
    return [pop(), replace(attrs.evolve(below, other=cmd.target))]


def decide_discard(state: State, frame: DiscardTokens) -> Decision:
    held = ns.nebula(state).held[frame.seat]
    options: list[Command] = [DiscardToken(frame.seat, t) for t in held]
    if frame.optional:
        options.append(DiscardToken(frame.seat, ""))
    return Decision.make(frame.seat, "exodus_crossroads_discard", "Discard a trauma token", options)


def handle_discard(state: State, cmd: DiscardToken, rng: RandomCursor) -> Events:
    frame = state.stack[-1]
    assert isinstance(frame, DiscardTokens)
    if not cmd.token:
        return [pop()]
    events: Events = [ns.TraumaReturned(cmd.seat, (cmd.token,))]
    left = frame.left - 1
    if left and len(ns.nebula(state).held[cmd.seat]) > 1:
        return [*events, replace(attrs.evolve(frame, left=left))]
    return [*events, pop()]


def decide_ship(state: State, frame: PickShip) -> Decision:
    options: list[Command] = [TakeShip(frame.seat, s.uid) for s in cylons_of(g(state), frame.kind)]
    prompt = f"Choose a {frame.kind.replace('_', ' ')} ({frame.purpose})"
    return Decision.make(frame.seat, "exodus_crossroads_ship", prompt, options)


def handle_ship(state: State, cmd: TakeShip, rng: RandomCursor) -> Events:
    frame = state.stack[-1]
    assert isinstance(frame, PickShip)
    game = g(state)
    if frame.purpose == "damage":
        events = damage_basestar(game, cmd.uid, rng)
    else:
        events = [CylonShipDestroyed(cmd.uid)]
    left = frame.left - 1
    if left and len(cylons_of(game, frame.kind)) > 1:
        return [*events, replace(attrs.evolve(frame, left=left))]
    return [*events, pop()]


def decide_may_draw(state: State, frame: MayDraw) -> Decision:
    options: list[Command] = [AnswerDraw(frame.seat, True), AnswerDraw(frame.seat, False)]
    prompt = f"Draw {frame.count} skill cards?"
    return Decision.make(frame.seat, "exodus_crossroads_may_draw", prompt, options)


def handle_may_draw(state: State, cmd: AnswerDraw, rng: RandomCursor) -> Events:
    frame = state.stack[-1]
    assert isinstance(frame, MayDraw)
    if not cmd.draw:
        return [pop()]
    return [replace(ChooseDraw(cmd.seat, frame.count, tuple(sorted(type_names()))))]


# -- the steps ----------------------------------------------------------------------------------


def _who(frame: Effects, other: bool) -> int:
    return frame.other if other else frame.seat


def draw_tokens(count: int, other: bool = False) -> Step:
    """The seat (or the one picked) draws `count` trauma tokens (X-TRAUMA-10..17)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        seat = _who(frame, other)
        return _draw(state, seat, count, rng) if seat != NONE else []

    return run


def _draw(state: State, seat: int, count: int, rng: RandomCursor) -> Events:
    if not ns.nebula(state).pool:
        return []  # X-TRAUMA-23; after the Trial none exist (X-TRIAL-32)
    cylon = is_cylon_player(g(state), seat)
    events, executed = trauma.draw_events(state, seat, count, cylon, rng)
    return [*events, push(Execute(seat, DISASTER))] if executed else list(events)


def each_cylon_draws(count: int) -> Step:
    """Every Cylon player (revealed, exodus.md §11.6) draws `count` tokens, clockwise."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        game = g(state)
        events: Events = []
        for seat in clockwise(game, game.current):
            if is_cylon_player(game, seat):
                events += _draw(_folded(state, events), seat, count, rng)
        return events

    return run


def _folded(state: State, events: Events) -> State:
    """The state after these token events (the next drawer draws from what is left)."""
    for event in events:
        if isinstance(event, ns.TraumaDrawn):
            state = ns.apply_drawn(state, event)
    return state


def discard_tokens(count: int, optional: bool = False, other: bool = False) -> Step:
    """The seat discards `count` tokens of his choice (or may, `optional`)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        seat = _who(frame, other)
        if seat == NONE or not ns.nebula(state).held[seat]:
            return []
        return [push(DiscardTokens(seat, count, optional))]

    return run


def random_skills(count: int, other: bool = False) -> Step:
    """The seat discards `count` random skill cards (all he has if fewer)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        seat = _who(frame, other)
        hand = list(g(state).players[seat].hand) if seat != NONE else []
        if not hand:
            return []
        cards = tuple(hand.pop(rng.below(len(hand))) for _ in range(min(count, len(hand))))
        return [SkillCardsDiscarded(seat, cards, "crossroads")]

    return run


def draw_skills(count: int, optional: bool = False, other: bool = False) -> Step:
    """The seat draws `count` skill cards of the types he picks (or may, `optional`)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        seat = _who(frame, other)
        if seat == NONE:
            return []
        if optional:
            return [push(MayDraw(seat, count))]
        return [push(ChooseDraw(seat, count, tuple(sorted(type_names()))))]

    return run


def pick_other(humans: bool = False, others: bool = True) -> Step:
    """The seat picks another player (or, `humans`, a human player, himself allowed)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        game = g(state)
        out = xs.xr(state).eliminated
        seats = [
            s
            for s in clockwise(game, game.current)
            if s not in out
            and (not others or s != frame.seat)
            and (not humans or not is_cylon_player(game, s))
        ]
        if not seats:
            return []
        purpose = "human" if humans else "other"
        return [push(ChooseSeat(frame.seat, purpose, tuple(seats)))]

    return run


def morale(delta: int) -> Step:
    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        return [ResourceChanged("morale", delta)]

    return run


def jump_track(delta: int) -> Step:
    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        return [CounterChanged("jump_track", delta)]

    return run


def activate_raiders(times: int = 1) -> Step:
    """The raider icon's activation (the current player decides), `times` times."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        seat = g(state).current
        return [push(*(ActivateCylons(seat, "raiders") for _ in range(times)))]

    return run


def pick_ships(kind: str, count: int, purpose: str) -> Step:
    """The seat picks `count` Cylon ships of `kind` on the main board (removed, or damaged)."""

    def run(state: State, frame: Effects, rng: RandomCursor) -> Events:
        if not cylons_of(g(state), kind):
            return []
        return [push(PickShip(frame.seat, kind, count, purpose))]

    return run


def restore_viper(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """A destroyed viper back to the Reserves, if any was destroyed; with viper models (Cylon
    Fleet's Mark VII) the seat picks which model when both were destroyed (base's
    ``move_vipers``)."""
    game = g(state)
    return move_vipers(game, frame.seat, 1, "destroyed", "reserve") if game.vipers_destroyed else []


def lose_civilian(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """The top civilian ship of the pile is destroyed (X-CIV-1)."""
    pile = g(state).civilian_pile
    return [CivilianLost(pile[0])] if pile else []


def look_at_loyalty(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """The seat looks at all the loyalty cards of the player he picked."""
    if frame.other == NONE:
        return []
    game = g(state)
    return examine_loyalty(game, frame.seat, frame.other, game.players[frame.other].loyalty)


def not_cylon_card(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """A "You Are Not a Cylon" card shuffled into the loyalty deck, the human picked draws 1."""
    if frame.other == NONE:
        return []
    game = g(state)
    added = not_a_cylon_cards(game, 1, rng)  # from the Not-a-Cylon deck (X-LOY-8)
    deck = tuple(rng.shuffled((*game.loyalty_deck, *added.cards)))
    return [
        *added.events,
        LoyaltyDeckChanged(deck, len(added.cards)),
        LoyaltyCardsDrawn(frame.other, deck[:1]),
    ]


def execute_admiral(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """The Admiral is executed at once (X-EXEC)."""
    admiral = g(state).admiral
    return [push(Execute(admiral, frame.card))] if admiral >= 0 else []


C = "exodus.crossroads."
#: Each card's two results, by its id and ``hope``/``doom`` (exodus.md §11.6).
RESULTS: dict[tuple[str, str], tuple[Step, ...]] = {
    (C + "the_opera_house", xs.HOPE): (draw_tokens(3), pick_other(), draw_tokens(3, other=True)),
    (C + "the_opera_house", xs.DOOM): (),
    (C + "strange_music", xs.HOPE): (pick_other(), look_at_loyalty, discard_tokens(1)),
    (C + "strange_music", xs.DOOM): (
        pick_other(humans=True, others=False),
        not_cylon_card,
        each_cylon_draws(1),
    ),
    (C + "scanned", xs.HOPE): (pick_ships("raider", 4, "remove"), morale(-1)),
    (C + "scanned", xs.DOOM): (activate_raiders(), jump_track(1)),
    (C + "perjury", xs.HOPE): (random_skills(2), discard_tokens(2, optional=True)),
    (C + "perjury", xs.DOOM): (draw_tokens(2), draw_skills(2, optional=True)),
    (C + "miraculous_return", xs.HOPE): (morale(1), restore_viper, activate_raiders(2)),
    (C + "miraculous_return", xs.DOOM): (
        morale(-1),
        lose_civilian,
        pick_ships("basestar", 1, "damage"),
    ),
    (C + "testimony", xs.HOPE): (
        pick_other(),
        random_skills(2, other=True),
        discard_tokens(2, optional=True, other=True),
    ),
    (C + "testimony", xs.DOOM): (
        pick_other(),
        draw_skills(2, other=True),
        draw_tokens(2, other=True),
    ),
    (C + "disturbing_vision", xs.HOPE): (discard_tokens(2), random_skills(2)),
    (C + "disturbing_vision", xs.DOOM): (each_cylon_draws(2), execute_admiral),
}


def step_effects(state: State, frame: Effects, rng: RandomCursor) -> Events:
    """The next step of the result; one that asks pushes its choice above the rest."""
    steps = RESULTS[(frame.card, frame.result)]
    if frame.index >= len(steps):
        return [pop()]
    events = steps[frame.index](state, frame, rng)
    return [replace(attrs.evolve(frame, index=frame.index + 1)), *events]


STEPS = {Effects: step_effects}
DECIDERS = {
    ChooseSeat: decide_seat,
    DiscardTokens: decide_discard,
    PickShip: decide_ship,
    MayDraw: decide_may_draw,
}
HANDLERS = {
    PickSeat: handle_seat,
    DiscardToken: handle_discard,
    TakeShip: handle_ship,
    AnswerDraw: handle_may_draw,
}

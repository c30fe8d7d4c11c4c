"""The ally encounter (exodus.md §7.2, X-ALLY-2..16) and an ally's replacement (X-ALLY-20..22,
X-ALLY-32..34, -37).

A player on the same location as an ally token at the end of his own turn's Movement step,
moved or not (base's ``bsg_base_movement_end``, X-ALLY-2, -5, -6), meets one of them (his
choice among several, X-ALLY-3; once a turn, X-ALLY-4): the token on the card is revealed and
goes back into the pool; a benevolent token carries out the card's hope result, an
antagonistic one its doom result, a disaster neither and executes nobody (X-ALLY-10, -11); then
the ally is boxed and a new one drawn (X-ALLY-12, -13), skipping cards showing a character in
play or executed, or whose location left the game (X-ALLY-20..22); its token is one of the
player's own, his choice, or a pool token when he holds none (X-ALLY-14, -15; none when the
deck is empty, X-ALLY-16).

A player executed by the encounter has his turn cut short (X-EXEC-13): the new ally then comes
as for one removed outside an encounter (X-ALLY-37, R-248): seeded by the Cylon player with
the most tokens (the current player picks among tied ones, R-247), or with a pool token when no
Cylon player holds one (X-ALLY-32..34). So is the replacement of an ally showing the new
character an executed player chose (X-ALLY-31).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.nebula import allies as al
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import ANTAGONISTIC, BENEVOLENT, HIDDEN, kind, take, without
from bsg_exodus.rules.execution import EndExecutedTurn
from bsgcore.base import BaseGame, RunOps, data, g, is_cylon_player, open_locations
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push_after_batch, replace
from bsgcore.state import State

#: The result a revealed token's icon carries out (X-ALLY-10; a disaster: none).
RESULT_OF = {BENEVOLENT: al.HOPE, ANTAGONISTIC: al.DOOM}


@attrs.frozen
class Encounter(Frame):
    """`seat`'s Movement step is over: he meets an ally on his location, if any (X-ALLY-2)."""

    tag = "exodus.f.encounter"
    seat: int


@attrs.frozen
class ChooseAlly(Frame):
    """Several allies on `seat`'s location: he chooses the one he meets (X-ALLY-3)."""

    tag = "exodus.f.choose_ally"
    seat: int


@attrs.frozen
class MeetAlly(Command):
    """Meet this ally (several on the location, X-ALLY-3)."""

    tag = "exodus.meet_ally"
    ally: str


@attrs.frozen
class ReplaceAlly(Frame):
    """Box `ally` and draw a new one (X-ALLY-12, -13); `outside`: seeded as for an ally removed
    outside an encounter (X-ALLY-32..34, -37) rather than by `seat` (X-ALLY-14, -15)."""

    tag = "exodus.f.replace_ally"
    seat: int
    ally: str
    outside: bool = False


@attrs.frozen
class SeedAlly(Frame):
    """`seat` puts one of his own tokens, face down, on the new `ally` (X-ALLY-14, -32)."""

    tag = "exodus.f.seed_ally"
    seat: int
    ally: str


@attrs.frozen
class SeedToken(Command):
    """Put this one of my tokens on the new ally (the others see only that one went)."""

    tag = "exodus.seed_ally"
    token: str

    def redacted_for(self, seat: int | None) -> SeedToken:
        return self if seat == self.seat else SeedToken(self.seat, HIDDEN)


@attrs.frozen
class ChooseSeeder(Frame):
    """The current player picks which of the tied Cylon players seeds `ally` (X-ALLY-33)."""

    tag = "exodus.f.choose_seeder"
    seat: int
    ally: str
    candidates: tuple[int, ...]


@attrs.frozen
class PickSeeder(Command):
    """This Cylon player seeds the new ally (X-ALLY-33, R-247)."""

    tag = "exodus.pick_seeder"
    seeder: int


# -- when -----------------------------------------------------------------------------------------


def here(state: State, seat: int) -> tuple[str, ...]:
    """The allies whose token stands on `seat`'s location."""
    value = ns.nebula(state)
    location = g(state).players[seat].location
    return tuple(a for a, _ in value.allies if al.location(a) == location)


def movement_end(state: State, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """X-ALLY-2, -6: an ally on the location at the end of the turn's Movement step."""
    if not ns.nebula(state).used or not here(state, seat):
        return frames
    return (*frames, Encounter(seat))


# -- the encounter --------------------------------------------------------------------------------


def step_encounter(state: State, frame: Encounter, rng: RandomCursor) -> list[Event]:
    """Meet the one ally here; several: the player chooses (`decide_ally`)."""
    allies = here(state, frame.seat)
    if not allies:
        return [pop()]
    if len(allies) == 1:
        return meet(state, frame.seat, allies[0])
    return [replace(ChooseAlly(frame.seat))]


def decide_ally(state: State, frame: ChooseAlly) -> Decision:
    """Which ally to meet (X-ALLY-3)."""
    allies = here(state, frame.seat)
    options: list[Command] = [MeetAlly(frame.seat, a) for a in sorted(allies)]
    return Decision.make(frame.seat, "exodus_meet_ally", "Choose the ally to meet", options)


def handle_meet(state: State, cmd: MeetAlly, rng: RandomCursor) -> list[Event]:
    """Meet the chosen ally."""
    return meet(state, cmd.seat, cmd.ally)


def meet(state: State, seat: int, ally: str) -> list[Event]:
    """Step 1: reveal the token, back into the pool; its result runs, then step 2 and 3
    (`ReplaceAlly`) (X-ALLY-10..13)."""
    token = dict(ns.nebula(state).allies)[ally]
    side = RESULT_OF.get(kind(token)) if token else None
    frames: list[Frame] = [ReplaceAlly(seat, ally)]
    if side is not None:
        frames.append(RunOps(al.result_id(ally, side), "effects", seat))
    return [ae.AllyRevealed(seat, ally, token), replace(*frames)]


# -- the new ally ---------------------------------------------------------------------------------


def valid(game: BaseGame, ally: str) -> bool:
    """X-ALLY-20, -21: not a character in play or executed, its location still in the game."""
    return al.valid(game, ally) and bool(open_locations(game, (al.location(ally),)))


def draw(state: State, rng: RandomCursor) -> tuple[str, tuple[str, ...]]:
    """A valid ally drawn at random, and the cards boxed on the way (X-ALLY-20..22; never
    reshuffled, X-ALLY-23)."""
    game = g(state)
    deck = ns.nebula(state).ally_deck
    skipped: list[str] = []
    while deck:
        card = take(deck, 1, rng)[0]
        deck = without(deck, (card,))
        if valid(game, card):
            return card, tuple(skipped)
        skipped.append(card)
    return "", tuple(skipped)


def step_replace(state: State, frame: ReplaceAlly, rng: RandomCursor) -> list[Event]:
    """Box the ally, draw the next, then its token (X-ALLY-12..16)."""
    if frame.ally not in dict(ns.nebula(state).allies):
        return [pop()]  # already replaced (X-ALLY-37: the cut-short turn's step)
    drawn, skipped = draw(state, rng)
    returned = dict(ns.nebula(state).allies)[frame.ally]  # X-ALLY-31: unrevealed, to the pool
    events: list[Event] = [ae.AllyReplaced(frame.ally, drawn, skipped, returned)]
    if not drawn:
        return [*events, pop()]  # X-ALLY-16
    value = ns.nebula(state)
    if not frame.outside:
        if value.held[frame.seat]:
            return [*events, replace(SeedAlly(frame.seat, drawn))]  # X-ALLY-14
        return [*events, *_from_pool(value, drawn, rng), pop()]  # X-ALLY-15
    cylons = seeders(state)
    if not cylons:
        return [*events, *_from_pool(value, drawn, rng), pop()]  # X-ALLY-34
    if len(cylons) == 1:
        return [*events, replace(SeedAlly(cylons[0], drawn))]  # X-ALLY-32
    return [*events, replace(ChooseSeeder(g(state).current, drawn, cylons))]  # X-ALLY-33


def _from_pool(value: ns.NebulaState, ally: str, rng: RandomCursor) -> list[Event]:
    token = take(value.pool, 1, rng)
    return [ae.AllySeeded(ae.POOL, ally, token[0])] if token else []


def seeders(state: State) -> tuple[int, ...]:
    """X-ALLY-32, -33: the Cylon players holding the most tokens (at least one)."""
    game = g(state)
    held = ns.nebula(state).held
    counts = {s: len(held[s]) for s in range(len(held)) if is_cylon_player(game, s) and held[s]}
    top = max(counts.values(), default=0)
    return tuple(s for s, n in counts.items() if n == top)


def decide_seed(state: State, frame: SeedAlly) -> Decision:
    """One option per kind of token he holds (tokens of one kind are alike)."""
    held = sorted(ns.nebula(state).held[frame.seat])
    firsts = {kind(t): t for t in reversed(held)}
    options: list[Command] = [SeedToken(frame.seat, t) for _, t in sorted(firsts.items())]
    return Decision.make(
        frame.seat, "exodus_seed_ally", "Choose the trauma token to put on the new ally", options
    )


def handle_seed(state: State, cmd: SeedToken, rng: RandomCursor) -> list[Event]:
    """Put the token on the new ally."""
    frame = state.top
    assert isinstance(frame, SeedAlly)
    return [ae.AllySeeded(cmd.seat, frame.ally, cmd.token), pop()]


def decide_seeder(state: State, frame: ChooseSeeder) -> Decision:
    """Which tied Cylon player seeds the ally (R-247)."""
    options: list[Command] = [PickSeeder(frame.seat, s) for s in frame.candidates]
    return Decision.make(
        frame.seat, "exodus_pick_seeder", "Choose the Cylon player who seeds the ally", options
    )


def handle_seeder(state: State, cmd: PickSeeder, rng: RandomCursor) -> list[Event]:
    """The chosen Cylon player puts one of his tokens on it."""
    frame = state.top
    assert isinstance(frame, ChooseSeeder)
    return [replace(SeedAlly(cmd.seeder, frame.ally))]


# -- X-ALLY-37 ------------------------------------------------------------------------------------


def execution_steps(
    state: State, game: BaseGame, seat: int, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Once an execution of `seat` is done: X-ALLY-37, he was meeting an ally, which is then
    replaced as one removed outside an encounter (his turn's own step is dropped with the
    turn); X-ALLY-31, an ally showing the new character he chose is boxed, its token back into
    the pool, and replaced the same way (X-ALLY-32..35)."""
    value = ns.nebula(state)
    if not value.used:
        return frames
    meeting = [
        f.ally
        for f in state.stack
        if isinstance(f, ReplaceAlly) and f.seat == seat and not f.outside
    ]
    character = game.players[seat].character  # the game once the execution is done
    shown = [a for a, _ in value.allies if al.shows(a, character) and a not in meeting]
    replaced = tuple(ReplaceAlly(seat, a, outside=True) for a in (*meeting[-1:], *shown))
    if not replaced:
        return frames
    # after the execution's other steps, just before his turn ends (EndExecutedTurn, X-EXEC-13)
    at = next((i + 1 for i, f in enumerate(frames) if isinstance(f, EndExecutedTurn)), 0)
    return (*frames[:at], *replaced, *frames[at:])


# -- X-ALLY-30 ------------------------------------------------------------------------------------

#: The event of a Galactica damage token resolved (its location damaged, B-DMG-1).
DAMAGED = "base.galactica_damaged"


def after_event(state: State, event: Event) -> list[Event] | None:
    """X-ALLY-30: a location holding allies is damaged (or leaves the game: Colonial One after
    Bomb on Colonial One): each ally there is boxed, its token back into the pool, and replaced
    as outside an encounter (X-ALLY-32..35). An ally already being replaced is left alone; one
    placed later on a damaged location stays (X-ALLY-13)."""
    value = ns.nebula(state)
    if not value.used or not value.allies:
        return None
    game = g(state)
    hit = ""
    if event.tag == DAMAGED:
        hit = str(data().get(getattr(event, "token", "")).extra.get("location", ""))
    busy = {f.ally for f in state.stack if isinstance(f, ReplaceAlly)}
    gone = [
        a
        for a, _ in value.allies
        if a not in busy and (al.location(a) == hit or not open_locations(game, (al.location(a),)))
    ]
    if not gone:
        return None
    # after the batch: its own replace/pop name the frames its step saw (bsg_after_event)
    return [push_after_batch(*(ReplaceAlly(game.current, a, outside=True) for a in reversed(gone)))]


# -- labels ---------------------------------------------------------------------------------------


def label_meet(state: State, frame: Any, cmd: MeetAlly) -> str:
    return f"Meet {cmd.ally.rpartition('.')[2]}"


def label_seed(state: State, frame: Any, cmd: SeedToken) -> str:
    return f"Put a {kind(cmd.token)} token on the new ally"


def label_seeder(state: State, frame: Any, cmd: PickSeeder) -> str:
    return f"Seat {cmd.seeder} seeds the new ally"


STEPS = {Encounter: step_encounter, ReplaceAlly: step_replace}
DECIDERS = {
    ChooseAlly: decide_ally,
    SeedAlly: decide_seed,
    ChooseSeeder: decide_seeder,
}
HANDLERS = {MeetAlly: handle_meet, SeedToken: handle_seed, PickSeeder: handle_seeder}

"""What the trauma tokens do outside an event's applier: the set-up draws (X-NEB-SETUP-2..6),
the events of one seat's drawing instruction (X-TRAUMA-10..17), what each seat may not know
(X-TRAUMA-3: `secrets`, `scramble`) and what it sees (`view`)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.nebula import allies
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import HIDDEN, draw, draw_clean, is_disaster, kind, without
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State
from bsgcore.view import Secret

#: Tokens each seat holds after set-up and after a new character (X-NEB-SETUP-4, X-TRAUMA-21).
START_TOKENS = 3


def set_up(value: ns.NebulaState, seats: int, rng: RandomCursor) -> ns.TraumaSetUp:
    """X-NEB-SETUP-3..6: the Brig's and Sickbay's tokens, then each seat in seat order draws 3
    without a disaster (X-NEB-SETUP-7); the set-aside disasters go back into the pool at the end."""
    brig, sickbay = _two(value.pool, rng)
    pool = without(value.pool, (brig, sickbay))
    held: list[tuple[str, ...]] = []
    aside: list[str] = []
    for _ in range(seats):
        got = draw_clean(pool, START_TOKENS, rng)
        pool = without(pool, (*got.kept, *got.revealed))
        held.append(got.kept)
        aside += got.revealed
    return ns.TraumaSetUp(brig, sickbay, tuple(held), tuple(aside))


def _two(pool: tuple[str, ...], rng: RandomCursor) -> tuple[str, str]:
    first = pool[rng.below(len(pool))]
    rest = without(pool, (first,))
    return first, rest[rng.below(len(rest))]


def draw_events(
    state: State, seat: int, count: int, cylon: bool, rng: RandomCursor, location: str = ""
) -> tuple[list[Event], bool]:
    """One drawing instruction of `seat` (X-TRAUMA-10..17), from a location's token first when
    `location` is the Brig or Sickbay (X-TRAUMA-18, then a new pool token is placed there,
    X-TRAUMA-16): the events, and whether a human drew a disaster and is executed
    (X-TRAUMA-13; the execution itself is the caller's)."""
    value = ns.nebula(state)
    first = (value.at(location),) if location and value.at(location) else ()
    got = draw(value.pool, count, cylon, rng, first=first)
    events: list[Event] = [ns.TraumaDrawn(seat, got.kept, got.revealed, location if first else "")]
    if location:
        drawn = (*got.kept, *got.revealed)
        pool = (*without(value.pool, without(drawn, first)), *got.revealed)
        if pool:
            events.append(ns.TraumaPlaced(location, pool[rng.below(len(pool))]))
    return events, got.executed


def new_character(pool: tuple[str, ...], seat: int, rng: RandomCursor) -> ns.TraumaDrawn:
    """X-TRAUMA-21: 3 tokens of `pool` right after a new character, disasters replaced and
    returned."""
    got = draw_clean(pool, START_TOKENS, rng)
    return ns.TraumaDrawn(seat, got.kept, got.revealed)


def secrets(state: State, seat: int | None) -> list[Secret]:
    """X-TRAUMA-3: the tokens other seats hold; the Brig's and Sickbay's, which nobody saw."""
    value = ns.nebula(state)
    if not value.used:
        return []
    out = [
        Secret(f"plugins[{ns.PART}].held[{s}]", token)
        for s, held in enumerate(value.held)
        if s != seat
        for token in held
    ]
    out += [
        Secret(f"plugins[{ns.PART}].{where}", value.at(where))
        for where in ns.LOCATIONS
        if value.at(where)
    ]
    return out + allies.secrets(value, seat)


def scramble(state: State, seat: int | None, rng: RandomCursor) -> ns.NebulaState:
    """The part's value with everything `seat` may not know re-drawn: the other seats' tokens,
    the Brig's and Sickbay's and the pool's, keeping every count and no disaster held."""
    value = ns.nebula(state)
    if not value.used:
        return value
    others = (t for s, h in enumerate(value.held) if s != seat for t in h)
    placed = (value.at(where) for where in ns.LOCATIONS if value.at(where))
    own = allies.seeded_by(value, seat)  # the tokens he put on allies himself stay (X-ALLY-14)
    on_allies = (t for a, t in value.allies if t and a not in own)
    unknown = (*value.pool, *others, *placed, *on_allies)
    safe = list(rng.shuffled([t for t in unknown if not is_disaster(t)]))
    held = []
    for s, tokens in enumerate(value.held):
        if s == seat:
            held.append(tokens)
        else:
            held.append(tuple(safe[: len(tokens)]))
            del safe[: len(tokens)]
    rest = list(rng.shuffled([*safe, *(t for t in unknown if is_disaster(t))]))
    brig = rest.pop() if value.brig else ""
    sickbay = rest.pop() if value.sickbay else ""
    cards = tuple((a, t if a in own else rest.pop() if t else "") for a, t in value.allies)
    return attrs.evolve(
        value, pool=tuple(sorted(rest)), brig=brig, sickbay=sickbay, held=tuple(held), allies=cards
    )


def view(state: State, seat: int | None) -> dict[str, Any] | None:
    """What a seat sees: its own tokens and their icons, every holding's size (X-TRAUMA-3), the
    pool's size and whether the Brig and Sickbay hold a token (never which)."""
    value = ns.nebula(state)
    if not value.used:
        return None
    mine = value.held[seat] if seat is not None and seat < len(value.held) else ()
    return {
        "ionian_nebula": {
            "my_trauma": [{"token": t, "kind": kind(t)} for t in mine],
            "trauma_counts": [len(h) for h in value.held],
            "pool": len(value.pool),
            "locations": {w: HIDDEN if value.at(w) else None for w in ns.LOCATIONS},
            **allies.view(value),
        }
    }

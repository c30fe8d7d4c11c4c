"""The Basestar Bridge (exodus.md §6.2, X-BRIDGE): a Cylon location of the Cylon Fleet board,
for revealed Cylons only (X-BRIDGE-1), reached free from the other Cylon locations (X-BRIDGE-2,
base's Cylon moves) and only with the option (base's ``bsg_base_cylon_moves``).

Its Action: two different abilities of the four, both fixed before either is resolved, then
resolved in the declared order (X-BRIDGE-3, -4, -6, R-244). The abilities are the location's
data restated in base's vocabulary and run by base's interpreter, each its own op list nested in
the action's op (``abilities/<i>/effects``):

1. the CAG places 1 civilian ship (X-CAG-10, -11; ``exodus_cag_places_civilians``);
2. 1 basestar or 3 raiders from the supply into a Cylon area of the player's choice, as many
   raiders as the supply holds, nothing for a basestar with none there, the pursuit marker
   unmoved (X-BRIDGE-7, R-244; ``exodus_place_on_cylon_fleet``);
3. base's ``roll``: 1-3 the jump track 1 back (nothing on its start, X-BRIDGE-8), 4-8 the
   pursuit marker 1 on (``pursuit_track``);
4. a roll (base's, ``exodus_raider_sabotage``): lower than the raiders on the main board, base's
   ``draw_galactica_damage`` draws 2 tokens, 1 resolved, the other returned.

Everything here is public.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.data import load
from bsg_exodus.fleet import board as fb
from bsgcore.base import (
    BaseContent,
    BaseGame,
    CounterChanged,
    Op,
    Result,
    Roll,
    RollFinished,
    RunOps,
    current_state,
    cylon_supply,
    cylons_of,
    g,
    start_roll,
)
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

BRIDGE = "exodus.location.basestar_bridge"
Events = list[Event]
#: The abilities' names, in the card's order (the decision's labels).
ABILITIES = (
    "the CAG places 1 civilian ship",
    "1 basestar or 3 raiders to the Cylon Fleet board",
    "roll: 1-3 jump track -1, 4-8 pursuit +1",
    "roll: lower than the raiders, Galactica damage (draw 2, resolve 1)",
)
#: What ability 2 places of each kind (X-BRIDGE-5).
PLACED = {"basestar": 1, "raider": 3}
SABOTAGE_ROLL = "exodus.bridge_sabotage"
#: The op lists of the four abilities, in base's vocabulary.
ABILITY_EFFECTS: tuple[list[dict[str, Any]], ...] = (
    [{"op": "exodus_cag_places_civilians", "count": 1}],
    [{"op": "exodus_place_on_cylon_fleet"}],
    [
        {
            "op": "roll",
            "roller": "acting_player",
            "outcomes": [
                {"min": 1, "max": 3, "effects": [{"op": "exodus_jump_track_back"}]},
                {"min": 4, "max": 8, "effects": [{"op": "pursuit_track", "delta": 1}]},
            ],
        }
    ],
    [
        {
            "op": "exodus_raider_sabotage",
            "damage": [{"op": "draw_galactica_damage", "count": 2, "resolve": 1}],
        }
    ],
)


def entry() -> dict[str, Any]:
    """The location as base takes it: a Cylon location on the Cylon Fleet board whose action
    is the choice of two abilities."""
    raw = dict(load().raw(BRIDGE))
    for key in ("abilities", "requires_option"):
        raw.pop(key, None)
    abilities = [{"effects": effects} for effects in ABILITY_EFFECTS]
    raw.update(
        side="cylon",
        damageable=False,
        hazardous=False,
        effects=[{"op": "exodus_basestar_bridge", "abilities": abilities}],
    )
    return raw


def add(content: BaseContent) -> None:
    """The board, the location and its ops (from the part's ``bsg_base_content``)."""
    content.add_ops(OPS, params=PARAMS, acts_on=ACTS_ON)
    content.add_board(fb.BOARD)
    content.add_location(entry())


def used() -> bool:
    """Whether the game being computed uses the Cylon Fleet."""
    state = current_state()
    return state is not None and fb.fleet(state).used


def open_moves(game: BaseGame, seat: int, locations: tuple[str, ...]) -> tuple[str, ...]:
    """The Bridge is on the table only with the option (X-SETUP-6)."""
    return locations if used() else tuple(loc for loc in locations if loc != BRIDGE)


# -- the action: two different abilities, declared first ------------------------------------------


@attrs.frozen
class ChooseBridgeAbilities(Frame):
    """`seat` fixes the two abilities and their order (X-BRIDGE-3, -6); `at` is the path of the
    action's op in `source`, under which the abilities' op lists are."""

    tag = "exodus.f.choose_bridge_abilities"
    seat: int
    source: str
    at: str


@attrs.frozen
class BridgeAbilities(Command):
    """Resolve ability `first`, then ability `second` (0-3, different)."""

    tag = "exodus.bridge_abilities"
    first: int
    second: int


def op_bridge(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The Bridge's action: the choice of the two abilities."""
    at = f"{frame.path}/{frame.index}"
    return [push(ChooseBridgeAbilities(frame.seat, frame.source, at))]


def decide_abilities(state: State, frame: ChooseBridgeAbilities) -> Decision:
    """Every ordered pair of two different abilities (X-BRIDGE-4)."""
    n = len(ABILITIES)
    options: list[Command] = [
        BridgeAbilities(frame.seat, a, b) for a in range(n) for b in range(n) if a != b
    ]
    return Decision.make(
        frame.seat, "exodus_bridge_abilities", "Basestar Bridge: choose 2 abilities", options
    )


def handle_abilities(state: State, cmd: BridgeAbilities, rng: RandomCursor) -> Events:
    """Both are fixed now; the first is resolved first (frames run last given first)."""
    frame = state.top
    assert isinstance(frame, ChooseBridgeAbilities)
    run = [
        RunOps(frame.source, f"{frame.at}/abilities/{i}/effects", frame.seat)
        for i in (cmd.second, cmd.first)
    ]
    return [replace(*run)]


# -- ability 2: ships from the supply to the Cylon Fleet board ------------------------------------


@attrs.frozen
class BridgeReinforce(Frame):
    """Ability 2 for `seat`: asked when the supply holds a basestar or a raider."""

    tag = "exodus.f.bridge_reinforce"
    seat: int


@attrs.frozen
class ChooseBridgePlacement(Frame):
    """`seat` picks the kind and the Cylon area."""

    tag = "exodus.f.choose_bridge_placement"
    seat: int


@attrs.frozen
class PlaceOnFleet(Command):
    """Put 1 basestar or 3 raiders (as many as the supply holds) in this Cylon area."""

    tag = "exodus.place_on_fleet"
    kind: str
    area: int


@attrs.frozen
class BridgeShipsPlaced(Event):
    """Ships from the supply join a Cylon area by the Bridge (X-BRIDGE-5, -7)."""

    tag = "exodus.bridge_ships_placed"
    kind: str
    area: int
    count: int

    def describe(self) -> str:
        kind = self.kind.replace("_", " ")
        return f"{self.count} {kind}(s) join Cylon area {fb.label(self.area)} (Basestar Bridge)."


def apply_placed(state: State, event: BridgeShipsPlaced) -> State:
    value = fb.fleet(state)
    ships = list(value.areas[event.area])
    ships[fb.KINDS.index(event.kind)] += event.count
    areas = list(value.areas)
    areas[event.area] = (ships[0], ships[1], ships[2])
    return state.with_plugin(fb.PART, attrs.evolve(value, areas=tuple(areas)))


def kinds(game: BaseGame) -> list[str]:
    """The kinds the supply can give (a basestar with none there does nothing, R-244)."""
    return [kind for kind in PLACED if cylon_supply(game, kind) > 0]


def op_place_on_fleet(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Ability 2."""
    return [push(BridgeReinforce(frame.seat))]


def step_reinforce(state: State, frame: BridgeReinforce, rng: RandomCursor) -> Events:
    """Ask, or nothing when the supply has neither kind."""
    if not kinds(g(state)):
        return [pop()]
    return [replace(ChooseBridgePlacement(frame.seat))]


def decide_placement(state: State, frame: ChooseBridgePlacement) -> Decision:
    """Each kind the supply holds, in each Cylon area."""
    options: list[Command] = [
        PlaceOnFleet(frame.seat, kind, area)
        for kind in kinds(g(state))
        for area in range(len(fb.AREAS))
    ]
    return Decision.make(
        frame.seat,
        "exodus_bridge_placement",
        "Basestar Bridge: 1 basestar or 3 raiders to a Cylon area",
        options,
    )


def handle_placement(state: State, cmd: PlaceOnFleet, rng: RandomCursor) -> Events:
    """Only from the supply; the pursuit marker does not move (X-BRIDGE-7)."""
    count = min(PLACED[cmd.kind], cylon_supply(g(state), cmd.kind))
    return [BridgeShipsPlaced(cmd.kind, cmd.area, count), pop()]


# -- ability 3's jump track and ability 4's roll ---------------------------------------------------


def op_jump_track_back(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """The fleet token 1 space back, none from the start space (X-BRIDGE-8)."""
    return [CounterChanged("jump_track", -1)] if game.jump_track > 0 else []


@attrs.frozen
class SabotageRolled(Frame):
    """Ability 4's die is rolled (base's roll): lower than the raiders on the main board, the
    op's ``damage`` list (at `path`) runs."""

    tag = "exodus.f.bridge_sabotage_rolled"
    seat: int
    source: str
    path: str


def op_raider_sabotage(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Ability 4: base's roll, then `step_sabotage`."""
    then = SabotageRolled(frame.seat, frame.source, f"{frame.path}/{frame.index}/damage")
    return start_roll(Roll(SABOTAGE_ROLL, roller=frame.seat), then)


def step_sabotage(state: State, frame: SabotageRolled, rng: RandomCursor) -> Events:
    """Galactica damage when the result is lower than the raiders on the main board."""
    game = g(state)
    assert game.roll is not None
    hit = game.roll.result < len(cylons_of(game, "raider"))
    damage = [push(RunOps(frame.source, frame.path, frame.seat))] if hit else []
    return [RollFinished(), pop(), *damage]


OPS = {
    "exodus_basestar_bridge": op_bridge,
    "exodus_place_on_cylon_fleet": op_place_on_fleet,
    "exodus_jump_track_back": op_jump_track_back,
    "exodus_raider_sabotage": op_raider_sabotage,
}
PARAMS: dict[str, frozenset[str] | None] = {
    "exodus_basestar_bridge": frozenset({"abilities"}),
    "exodus_place_on_cylon_fleet": frozenset(),
    "exodus_jump_track_back": frozenset(),
    "exodus_raider_sabotage": frozenset({"damage"}),
}
#: Placing ships on the Cylon Fleet board acts on space (base's ``op_acts_on``, X-PEG-17).
ACTS_ON = {"exodus_place_on_cylon_fleet": frozenset({"space"})}
EVENTS = {BridgeShipsPlaced: apply_placed}
STEPS = {BridgeReinforce: step_reinforce, SabotageRolled: step_sabotage}
DECIDERS = {ChooseBridgeAbilities: decide_abilities, ChooseBridgePlacement: decide_placement}
HANDLERS = {BridgeAbilities: handle_abilities, PlaceOnFleet: handle_placement}

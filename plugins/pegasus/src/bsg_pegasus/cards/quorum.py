"""Pegasus Quorum cards whose text base's ops do not carry (pegasus.md Appendix A.9): Eulogy and
Civilian Self Defense, added to the Quorum deck with their ops written in base's vocabulary
and this part's ops.

- Eulogy: +1 morale only if morale was lost at least once to an execution (the game's public
  record of executions, ``BaseGame.executions``), the data's condition as an ``if`` op.
- Civilian Self Defense: the President picks a civilian ship on the board and destroys 3
  raiders or 1 heavy raider in its space area (his choice when both are there; as many as there
  are, up to that), then rolls: on 1-2 that ship is destroyed. The ship picked is remembered in
  this part's public state until the roll is resolved.
- Assign Chief of Staff: 2 Politics cards for the President, and the card stays in play before
  another player (base's ``attach_card``, not a revealed Cylon). In base's window before cards
  go into a skill check, its holder (while a human player) may discard it so Politics counts
  positive in that check (`chief_options`); it is not offered when Politics already does.
- Probation: the card stays in play before any player; its lasting rule is probation.py.

A part of the Pegasus plugin (``PLUGIN.parts``); the other Quorum cards of the data stay listed
missing until their rules exist (docs/pegasus.md).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.cards import labels, probation
from bsg_pegasus.data import load
from bsg_pegasus.skills.events import CheckTypeCounted
from bsgcore import hookimpl
from bsgcore.base import (
    BaseContent,
    BaseGame,
    CylonShipDestroyed,
    Op,
    PlaySkillWindow,
    QuorumMarkerDiscarded,
    Result,
    RunOps,
    ask,
    current_state,
    destroy_civilian,
    g,
    is_cylon_player,
    pick,
)
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.stack import pop
from bsgcore.state import State

PART = "pegasus.quorum"
EULOGY = "pegasus.quorum.eulogy"
SELF_DEFENSE = "pegasus.quorum.civilian_self_defense"
CHIEF = "pegasus.quorum.assign_chief_of_staff"
POLITICS = "politics"
BEFORE = "before"
EXECUTION_MORALE = "pegasus_morale_lost_to_execution"
#: Civilian Self Defense: what may be destroyed in the ship's area (3 raiders or 1 heavy raider).
RAIDERS, HEAVY = "raider", "heavy_raider"
KILLS = {0: (RAIDERS, 3), 1: (HEAVY, 1)}
#: A pick of Civilian Self Defense encodes the ship and the kind: uid * 2 + kind.
KINDS = 2


@attrs.frozen
class QuorumState:
    """The civilian ship Civilian Self Defense defends until its roll is done (-1: none)."""

    defended: int = -1


def initial(seats: int, options: dict[str, object]) -> QuorumState:
    """No ship defended."""
    return QuorumState()


def quorum_state(state: State) -> QuorumState:
    """This part's value."""
    value: QuorumState = state.plugin(PART)
    return value


@attrs.frozen
class ShipDefended(Event):
    """Civilian Self Defense: the President picks this civilian ship (public)."""

    tag = "pegasus.ship_defended"
    uid: int

    def describe(self) -> str:
        return f"Civilian ship {self.uid} fights back (Civilian Self Defense)."


def apply_defended(state: State, event: ShipDefended) -> State:
    """Remember the ship for the roll (-1 clears it)."""
    return state.with_plugin(PART, QuorumState(event.uid))


def morale_lost_to_execution(game: BaseGame, name: str, seat: int) -> bool:
    """Eulogy: morale was lost at least once because a character was executed."""
    return any(e.morale > 0 for e in game.executions)


def _area(game: BaseGame, uid: int) -> int:
    return next((c.area for c in game.civilians if c.uid == uid), -1)


def defense_choices(game: BaseGame) -> list[int]:
    """Every civilian ship on the board, with each kind of Cylon ship its area holds (the
    raiders when it holds none: nothing to destroy, the roll still comes)."""
    out: list[int] = []
    for ship in sorted(game.civilians, key=lambda c: c.uid):
        kinds = [k for k, (kind, _) in KILLS.items() if _in_area(game, kind, ship.area)]
        out += [ship.uid * KINDS + k for k in kinds or [0]]
    return out


def _in_area(game: BaseGame, kind: str, area: int) -> list[int]:
    return sorted(s.uid for s in game.cylon_ships if s.kind == kind and s.area == area)


def op_self_defense(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Civilian Self Defense, first part: pick the ship (and what to destroy), destroy it."""
    choices = defense_choices(game)
    if not choices:
        return []
    choice = pick(frame)
    if choice < 0:
        return ask(frame.seat, "self_defense", choices)
    uid, k = divmod(choice, KINDS)
    kind, count = KILLS[k]
    victims = _in_area(game, kind, _area(game, uid))[:count]
    return [ShipDefended(uid), *(CylonShipDestroyed(v) for v in victims)]


def op_lose_defended(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """Civilian Self Defense, on a roll of 1-2: the defended ship is destroyed (if still there)."""
    state = current_state()
    uid = quorum_state(state).defended if state is not None else -1
    if uid < 0 or _area(game, uid) < 0:
        return []
    return destroy_civilian(game, uid)


def op_clear_defended(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> Result:
    """After the roll: no ship defended any more."""
    return [ShipDefended(-1)]


def eulogy_entry() -> dict[str, Any]:
    """Eulogy with its condition as an ``if`` op."""
    raw = dict(load().raw(EULOGY))
    raw["effects"] = [
        {
            "op": "if",
            "condition": EXECUTION_MORALE,
            "then": [{"op": "resource", "resource": "morale", "delta": 1}],
        }
    ]
    return raw


def self_defense_entry() -> dict[str, Any]:
    """Civilian Self Defense in this part's ops and base's roll."""
    raw = dict(load().raw(SELF_DEFENSE))
    lose = {"min": 1, "max": 2, "effects": [{"op": "pegasus_lose_defended_ship"}]}
    raw["effects"] = [
        {"op": "pegasus_civilian_self_defense"},
        {"op": "if", "condition": "pegasus_ship_defended", "then": [
            {"op": "roll", "roller": "current_player", "outcomes": [lose]},
        ]},
        {"op": "pegasus_clear_defended_ship"},
    ]  # fmt: skip
    return raw


def ship_defended(game: BaseGame, name: str, seat: int) -> bool:
    """Whether a ship was picked (there was a civilian ship on the board)."""
    state = current_state()
    return state is not None and quorum_state(state).defended >= 0


def probation_entry() -> dict[str, Any]:
    """Probation: the card before any player (not a revealed Cylon)."""
    raw = dict(load().raw(probation.PROBATION))
    raw["effects"] = [{"op": "attach_card", "to": "chosen", "chooser": "acting_player"}]
    return raw


def chief_entry() -> dict[str, Any]:
    """Assign Chief of Staff: the draw, then the card before another player (its lasting rule
    is this module's `chief_options`)."""
    raw = dict(load().raw(CHIEF))
    raw["effects"] = [
        {"op": "draw_skill", "who": "acting_player", "count": 2, "types": [POLITICS]},
        {"op": "attach_card", "to": "chosen_other", "chooser": "acting_player"},
    ]
    return raw


@attrs.frozen
class UseChiefOfStaff(Command):
    """Discard Assign Chief of Staff: Politics counts positive in this check."""

    tag = "pegasus.use_chief_of_staff"


def chief_holder(game: BaseGame) -> int:
    """The seat Assign Chief of Staff lies before, while a human player (-1: none)."""
    for card, seat in game.quorum_markers:
        if card == CHIEF and not is_cylon_player(game, seat):
            return seat
    return -1


def chief_options(state: State, frame: PlaySkillWindow) -> list[Command]:
    """In the window before cards go in: the holder may use the card, if Politics does not
    count positive already."""
    game = g(state)
    check = game.check
    if frame.kind != BEFORE or check is None or POLITICS in check.skills:
        return []
    if chief_holder(game) != frame.seat:
        return []
    return [UseChiefOfStaff(frame.seat)]


def handle_chief(state: State, cmd: UseChiefOfStaff, rng: RandomCursor) -> list[Event]:
    """The card is discarded; Politics counts positive; the seat's turn in the window ends."""
    return [
        QuorumMarkerDiscarded(CHIEF, cmd.seat, "Politics counts positive"),
        CheckTypeCounted(POLITICS),
        pop(),
    ]


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The ops and conditions, then the cards into the Quorum deck."""
    content.add_ops(
        {
            "pegasus_civilian_self_defense": op_self_defense,
            "pegasus_lose_defended_ship": op_lose_defended,
            "pegasus_clear_defended_ship": op_clear_defended,
        },
        params={
            "pegasus_civilian_self_defense": frozenset(),
            "pegasus_lose_defended_ship": frozenset(),
            "pegasus_clear_defended_ship": frozenset(),
        },
    )
    content.add_conditions(
        {EXECUTION_MORALE: morale_lost_to_execution, "pegasus_ship_defended": ship_defended}
    )
    content.add_card("quorum", eulogy_entry())
    content.add_card("quorum", self_defense_entry())
    content.add_card("quorum", chief_entry())
    content.add_card("quorum", probation_entry())


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The part's state and event, and the labels of its choice."""
    if ruleset != "base":
        return
    registry.plugin_state(initial, value_type=QuorumState)
    registry.event(ShipDefended, apply_defended)
    registry.command(UseChiefOfStaff, handle_chief)
    registry.add_options(PlaySkillWindow, chief_options)
    probation.register(registry)
    registry.label(
        UseChiefOfStaff, lambda s, f, c: "Discard Assign Chief of Staff: Politics counts positive"
    )
    labels.register(registry)

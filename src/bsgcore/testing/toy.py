"""Pig with secrets: a tiny complete ruleset to test the kernel and show how rulesets plug in.

Each seat gets a secret bonus (1-3) at setup, seen only by itself. On a turn a seat rolls a die:
a 1 loses the turn's points, anything else adds to them; the seat then rolls again or holds. The
first seat whose banked points reach the target wins. The bonus never scores: it is only there
to be hidden, so the conformance kit has a secret to look for.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.core_events import GameEnded
from bsgcore.hookspecs import hookimpl
from bsgcore.labels import Prompt
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.plugins import PluginInfo
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesetSpec, RulesRegistry
from bsgcore.state import State

PLUGIN = PluginInfo(name="toy", version="1.0", rulesets=("toy",), description="Pig with secrets.")


@attrs.frozen
class ToyGame:
    """The toy's game value."""

    banked: tuple[int, ...]
    bonus: tuple[int, ...] = ()
    turn_points: int = 0
    active: int = 0


@attrs.frozen
class Turn(Frame):
    """Seat must roll (automatic)."""

    tag = "toy.turn"
    seat: int


@attrs.frozen
class RollOrHold(Frame):
    """Seat decides to roll again or hold."""

    tag = "toy.roll_or_hold"
    seat: int


@attrs.frozen
class Roll(Command):
    """Roll again."""

    tag = "toy.roll"


@attrs.frozen
class Hold(Command):
    """Bank the turn's points."""

    tag = "toy.hold"


@attrs.frozen
class BonusDealt(Event):
    """Secret bonuses, one per seat."""

    tag = "toy.bonus_dealt"
    bonus: tuple[int, ...]

    def redacted_for(self, seat: int | None) -> Event:
        """Each seat sees only its own bonus; others read 0."""
        return BonusDealt(tuple(b if i == seat else 0 for i, b in enumerate(self.bonus)))


@attrs.frozen
class Rolled(Event):
    """A die roll."""

    tag = "toy.rolled"
    seat: int
    value: int


@attrs.frozen
class Held(Event):
    """Points banked; the next seat plays."""

    tag = "toy.held"
    seat: int


def _apply_bonus(state: State, event: BonusDealt) -> State:
    return state.with_game(attrs.evolve(state.game, bonus=event.bonus)).push(Turn(0))


def _apply_rolled(state: State, event: Rolled) -> State:
    game = state.game
    if event.value == 1:
        nxt = (event.seat + 1) % state.seats
        game = attrs.evolve(game, turn_points=0, active=nxt)
        return state.with_game(game).replace_top(Turn(nxt))
    game = attrs.evolve(game, turn_points=game.turn_points + event.value)
    return state.with_game(game).replace_top(RollOrHold(event.seat))


def _apply_held(state: State, event: Held) -> State:
    game = state.game
    banked = list(game.banked)
    banked[event.seat] += game.turn_points
    nxt = (event.seat + 1) % state.seats
    game = attrs.evolve(game, banked=tuple(banked), turn_points=0, active=nxt)
    return state.with_game(game).replace_top(Turn(nxt))


def _step_turn(state: State, frame: Turn, rng: RandomCursor) -> list[Event]:
    return [Rolled(frame.seat, rng.roll((1, 2, 3, 4, 5, 6)))]


def _decide(state: State, frame: RollOrHold) -> Decision:
    return Decision.make(frame.seat, "roll_or_hold", "Roll again or hold?", [
        Roll(frame.seat), Hold(frame.seat)
    ])  # fmt: skip


def _prompt(state: State, frame: RollOrHold, decision: Decision) -> Prompt:
    points = state.game.turn_points
    return Prompt(f"Your turn: {points} points at stake. Roll again or hold?", "Your turn")


def _label_roll(state: State, frame: RollOrHold, command: Roll) -> str:
    return "Roll again"


def _label_hold(state: State, frame: RollOrHold, command: Hold) -> str:
    return f"Hold and bank {state.game.turn_points} points"


def _handle_roll(state: State, command: Roll, rng: RandomCursor) -> list[Event]:
    return [Rolled(command.seat, rng.roll((1, 2, 3, 4, 5, 6)))]


def _handle_hold(state: State, command: Hold, rng: RandomCursor) -> list[Event]:
    events: list[Event] = [Held(command.seat)]
    total = state.game.banked[command.seat] + state.game.turn_points
    if total >= state.options["target"]:
        events.append(
            GameEnded(f"seat {command.seat}", "target", f"banked {total} points", (command.seat,))
        )
    return events


def _view(state: State, seat: int | None) -> dict[str, Any]:
    game: ToyGame = state.game
    return {
        "banked": list(game.banked),
        "turn_points": game.turn_points,
        "active": game.active,
        "my_bonus": game.bonus[seat] if seat is not None and game.bonus else None,
    }


def _check(state: State) -> None:
    assert all(points >= 0 for points in state.game.banked)


def _scramble(state: State, seat: int | None, rng: RandomCursor) -> State:
    game: ToyGame = state.game
    bonus = tuple(b if i == seat else rng.below(3) + 1 for i, b in enumerate(game.bonus))
    return attrs.evolve(state, seed=rng.below(1 << 62), game=attrs.evolve(game, bonus=bonus))


def _secrets(state: State, seat: int | None) -> list[Any]:
    # The whole bonus list is secret from every seat; skip it when it cannot be told apart from
    # public data (all bonuses equal, or equal to the public banked points by coincidence).
    game: ToyGame = state.game
    bonus = list(game.bonus)
    if len(bonus) < 2 or len(set(bonus)) < 2 or bonus == list(game.banked):
        return []
    return [bonus]


@hookimpl
def bsg_register_rulesets(register: Any) -> None:
    """The toy ruleset."""
    register(
        RulesetSpec(
            name="toy",
            min_seats=2,
            max_seats=6,
            sides=("seat",),
            new_game=lambda seats, options: ToyGame(banked=(0,) * seats),
            view=_view,
            check_invariants=_check,
            scramble=_scramble,
            secrets=_secrets,
            game_type=ToyGame,
            description="Pig with secrets (a kernel test game).",
        )
    )


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Types and rules of the toy."""
    if ruleset != "toy":
        return
    registry.option("target", 20, "Points needed to win.")
    registry.event(BonusDealt, _apply_bonus)
    registry.event(Rolled, _apply_rolled)
    registry.event(Held, _apply_held)
    registry.frame(Turn, step=_step_turn)
    registry.frame(RollOrHold, decide=_decide)
    registry.command(Roll, _handle_roll)
    registry.command(Hold, _handle_hold)
    registry.prompt(RollOrHold, _prompt, kinds=("roll_or_hold",))
    registry.label(Roll, _label_roll)
    registry.label(Hold, _label_hold)


@hookimpl
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """Deal the secret bonuses."""
    if state.ruleset != "toy":
        return None
    return [BonusDealt(tuple(rng.below(3) + 1 for _ in range(state.seats)))]

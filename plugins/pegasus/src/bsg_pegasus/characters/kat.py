"""Louanne "Kat" Katraine (Pilot, pegasus.md A.4):

- *Hotshot*: when she would roll a die in her own Action step, she may instead discard a skill
  card and use its strength + 2 as the result; no die is rolled, so no roll modifier, Strategic
  Planning or Calculations applies (R-229: no roll). Base's roll driver is wrapped: the choice
  comes before any window of the roll.
- *Sacrifice* (Action, once per game, while piloting a viper): she goes to Sickbay (her viper to
  the Reserves) and destroys, in her space area, 5 raiders, or 2 heavy raiders, or 1 basestar,
  or 1 civilian ship (up to that many where fewer are there).
- *Stim Junkie*: when her Action step ends where her turn began (the same location, or the same
  space area while piloting), she moves to Sickbay; never out of the Brig (P-CC-3); on New
  Caprica base's send-to pipeline redirects her (P-DET-9).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.characters.model import (
    StimChecked,
    TurnStartNoted,
    active,
    characters,
    seat_of,
)
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    CylonShipDestroyed,
    OncePerGameUsed,
    SkillCardsDiscarded,
    destroy_civilian,
    g,
    move_events,
    skill_value,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

KAT = "pegasus.character.louanne_kat_katraine"
HOTSHOT = "pegasus.ability.kat_hotshot"
SACRIFICE = "pegasus.ability.kat_sacrifice"
STIM = "pegasus.ability.kat_stim_junkie"
SPACE, BRIG, SICKBAY = "space", "base.location.brig", "base.location.sickbay"
HOTSHOT_BONUS = 2
#: The roll driver's stages: Kat asked, and the result set by Hotshot (no die rolled).
ASKED, SET = "pegasus_hotshot_asked", "pegasus_hotshot"
BEFORE = "before"
#: What Sacrifice may destroy in her area, and how many.
TARGETS: dict[str, int] = {"raider": 5, "heavy_raider": 2, "basestar": 1, "civilian": 1}


# -- Hotshot --------------------------------------------------------------------------------------


@attrs.frozen
class HotshotUsed(BaseEvent):
    """Kat discards a card instead of rolling: the die's result is its strength + 2 (public)."""

    tag = "pegasus.hotshot_used"
    seat: int
    card: str
    result: int

    def apply(self, game: BaseGame) -> BaseGame:
        game = SkillCardsDiscarded(self.seat, (self.card,)).apply(game)
        if game.roll is None:
            return game
        roll = evolve(game.roll, value=self.result, modifier=0, planned=False, extra=0)
        return evolve(game, roll=roll)

    def describe(self) -> str:
        return f"seat {self.seat} uses Hotshot: the result is {self.result}, no die rolled."


@attrs.frozen
class HotshotWindow(Frame):
    """Kat may discard a skill card instead of rolling the die."""

    tag = "pegasus.f.hotshot"
    seat: int


@attrs.frozen
class UseHotshot(Command):
    """Discard this card: its strength + 2 is the result (`card` "": roll the die)."""

    tag = "pegasus.use_hotshot"
    card: str = ""


TURN_STEPS = ("base.f.receive_skills", "base.f.movement", "base.f.action", "base.f.crisis")


def in_action_step(state: State, seat: int) -> bool:
    """Whether `seat`'s own Action step is being carried out: the nearest of his turn's steps
    still on the stack is an Action step to come or his Crisis step (the Movement step over)."""
    for frame in reversed(state.stack):
        if frame.tag in TURN_STEPS and getattr(frame, "seat", -1) == seat:
            return frame.tag in ("base.f.action", "base.f.crisis")
    return False


def hotshot_possible(state: State, roller: int) -> bool:
    """Kat, her sheet in effect, rolling in her own Action step, with a card to discard."""
    game = g(state)
    seat = seat_of(game, KAT)
    return (
        seat >= 0
        and seat == roller == game.current
        and active(game, seat, KAT)
        and bool(game.players[seat].hand)
        and in_action_step(state, seat)
    )


def roller_of(game: BaseGame) -> int:
    """Who rolls the pending die (an attack's roller is the current player when unset)."""
    roll = game.roll
    assert roll is not None
    return roll.roller if roll.roller >= 0 else game.current


def roll_wrapper(inner: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Ask Kat before the roll's windows; a result set by Hotshot closes the roll at once."""
    stage = str(frame.stage)
    if stage == SET:
        return [pop()]
    if stage == ASKED:
        return list(inner(state, attrs.evolve(frame, stage=BEFORE, index=0), rng))
    game = g(state)
    roll = game.roll
    if (
        stage == BEFORE
        and int(frame.index) == 0
        and roll is not None
        and not roll.value
        and hotshot_possible(state, roller_of(game))
    ):
        return [replace(attrs.evolve(frame, stage=ASKED)), push(HotshotWindow(game.current))]
    return list(inner(state, frame, rng))


def decide_hotshot(state: State, frame: HotshotWindow) -> Decision:
    """Roll the die, or discard one of her cards for its strength + 2."""
    game = g(state)
    hand = sorted(set(game.players[frame.seat].hand))
    options: list[Command] = [
        UseHotshot(frame.seat, ""),
        *(UseHotshot(frame.seat, c) for c in hand),
    ]
    prompt = "Hotshot: discard a skill card for its strength + 2 instead of rolling the die?"
    return Decision.make(frame.seat, "hotshot", prompt, options)


def handle_hotshot(state: State, cmd: UseHotshot, rng: RandomCursor, step: Any) -> list[Event]:
    """Roll as usual, or the card's strength + 2 is the result and the roll is over."""
    if not cmd.card:
        return [pop()]
    result = max(1, min(8, skill_value(cmd.card) + HOTSHOT_BONUS))
    return [HotshotUsed(cmd.seat, cmd.card, result), pop(), replace(step(SET))]


# -- Sacrifice ------------------------------------------------------------------------------------


@attrs.frozen
class UseSacrifice(Command):
    """Sacrifice: go to Sickbay and destroy ships of this kind in her space area."""

    tag = "pegasus.use_sacrifice"
    kind: str


def her_area(game: BaseGame, seat: int) -> int:
    """The space area of the viper `seat` pilots, or -1."""
    return next((v.area for v in game.vipers if v.pilot == seat), -1)


def sacrifice_targets(game: BaseGame, seat: int) -> dict[str, list[int]]:
    """The uids of each kind Sacrifice could destroy in her area (kinds with none left out)."""
    area = her_area(game, seat)
    found: dict[str, list[int]] = {}
    for ship in game.cylon_ships:
        if ship.area == area and ship.kind in TARGETS:
            found.setdefault(ship.kind, []).append(ship.uid)
    civilians = [c.uid for c in game.civilians if c.area == area]
    if civilians:
        found["civilian"] = civilians
    return {k: sorted(v)[: TARGETS[k]] for k, v in found.items()}


def action_options(state: State, frame: Any) -> list[Command]:
    """Sacrifice, unused, while she pilots a viper with a target in her area."""
    game = g(state)
    seat = frame.seat
    if not active(game, seat, KAT) or SACRIFICE in game.once_per_game_used:
        return []
    if game.players[seat].location != SPACE or her_area(game, seat) < 0:
        return []
    return [UseSacrifice(seat, kind) for kind in sorted(sacrifice_targets(game, seat))]


def handle_sacrifice(state: State, cmd: UseSacrifice, rng: RandomCursor) -> list[Event]:
    """Used (public); the ships are destroyed, then she goes to Sickbay and her viper back."""
    game = g(state)
    uids = sacrifice_targets(game, cmd.seat).get(cmd.kind, [])
    events: list[Event] = [OncePerGameUsed(cmd.seat, SACRIFICE)]
    if cmd.kind == "civilian":
        events += destroy_civilian(game, uids[0])
    else:
        events += [CylonShipDestroyed(uid) for uid in uids]
    return [*events, *move_events(game, cmd.seat, SICKBAY, "Sacrifice"), pop()]


# -- Stim Junkie ----------------------------------------------------------------------------------


def position(game: BaseGame, seat: int) -> tuple[str, int]:
    """Where a seat stands: its location, and its viper's area while piloting."""
    location = game.players[seat].location
    return location, her_area(game, seat) if location == SPACE else -1


def turn_started(game: BaseGame, event: Event) -> list[Event]:
    """Note where Kat stands as her turn begins."""
    seat = int(getattr(event, "seat", -1))
    if seat < 0 or game.players[seat].character != KAT:
        return []
    location, area = position(game, seat)
    return [TurnStartNoted(int(getattr(event, "turn", 0)), location, area)]


def crisis_wrapper(inner: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """The end of Kat's Action step (her Crisis step begins): back where she began, to Sickbay."""
    game = g(state)
    value = characters(state)
    seat = int(frame.seat)
    if value.checked == game.turn or not active(game, seat, KAT) or seat != game.current:
        return list(inner(state, frame, rng))
    turn, location, area = value.start
    events: list[Event] = [StimChecked(game.turn)]
    here = position(game, seat)
    if turn == game.turn and here == (location, area) and here[0] not in (BRIG, SICKBAY):
        events += move_events(game, seat, SICKBAY, "Stim Junkie")
    return events  # the Crisis step itself runs next, as it stays on the stack


ABILITIES = (HOTSHOT, SACRIFICE, STIM)
EVENTS: tuple[type[BaseEvent], ...] = (HotshotUsed,)


def register(registry: Any) -> None:
    """Kat's frames, commands and step wrappers."""
    tags = registry.tags
    step = tags["base.f.roll"]
    registry.frame(HotshotWindow, decide=decide_hotshot)
    registry.command(UseHotshot, lambda s, c, r: handle_hotshot(s, c, r, step))
    registry.wrap_step(step, roll_wrapper)
    registry.command(UseSacrifice, handle_sacrifice)
    registry.add_options(tags["base.f.action"], action_options)
    registry.wrap_step(tags["base.f.crisis"], crisis_wrapper)

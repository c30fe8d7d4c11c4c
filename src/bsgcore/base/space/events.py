"""Events of space: ships placed, moved, launched, damaged and destroyed; Galactica and basestar
damage; centurions on the boarding track; die rolls of attacks. Each `apply` is pure.

Placement of many ships at once uses `events.ShipsPlaced` (vipers from the reserve, civilian
ships from the top of the pile); the callers in `combat` and `activation` cap the counts by the
box first (B-COMP-9, -10).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BASE_VIPER, BaseGame, Viper, ViperStock
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.space import board as sp
from bsgcore.base.space import models as vm
from bsgcore.frozen import evolve
from bsgcore.serialization import OMITTED_AT_DEFAULT


def _name(area: int) -> str:
    return AREAS.get(area, str(area))


def _move_seats(game: BaseGame, seats: tuple[int, ...], location: str) -> BaseGame:
    players = tuple(
        evolve(p, location=location) if s in seats else p for s, p in enumerate(game.players)
    )
    return evolve(game, players=players)


def _lose(game: BaseGame, losses: dict[str, int]) -> BaseGame:
    """Resources lost, never below 0 (B-END-3)."""
    changes = {k: max(0, getattr(game, k) - v) for k, v in losses.items() if v}
    return evolve(game, **changes) if changes else game


@attrs.frozen
class AttackRolled(BaseEvent):
    """An attack's die: `roll` as rolled, `result` after modifiers, clamped to 1-8 (B-CMBT-9)."""

    tag = "base.attack_rolled"
    attacker: str
    target: str
    roll: int
    result: int

    def apply(self, game: BaseGame) -> BaseGame:
        if game.roll is None:
            return game
        return evolve(game, roll=evolve(game.roll, value=self.roll))

    def describe(self) -> str:
        extra = f" (modified to {self.result})" if self.result != self.roll else ""
        return f"{self.attacker} attacks {self.target}: rolls {self.roll}{extra}."


@attrs.frozen
class AttackMissed(BaseEvent):
    """The attack of the Cylon ship `uid` misses without a roll; `cause` is the card or ability
    that makes it miss (``bsg_base_attack_misses``). Public; nothing on the board changes."""

    tag = "base.attack_missed"
    uid: int
    attacker: str
    target: str
    cause: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"{self.attacker} attacks {self.target}: misses, no roll ({self.cause})."


@attrs.frozen
class ShipMoved(BaseEvent):
    """A viper, Cylon ship or civilian ship moves to another area."""

    tag = "base.ship_moved"
    uid: int
    area: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            vipers=tuple(evolve(v, area=self.area) if v.uid == self.uid else v
                         for v in game.vipers),
            cylon_ships=tuple(evolve(s, area=self.area) if s.uid == self.uid else s
                              for s in game.cylon_ships),
            civilians=tuple(evolve(c, area=self.area) if c.uid == self.uid else c
                            for c in game.civilians),
        )  # fmt: skip

    def describe(self) -> str:
        return f"Ship {self.uid} moves to {_name(self.area)}."


@attrs.frozen
class ViperLaunched(BaseEvent):
    """A viper of `model` from the reserve enters an area, flown by `pilot` (-1: unmanned)."""

    tag = "base.viper_launched"
    area: int
    pilot: int = -1
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)

    def apply(self, game: BaseGame) -> BaseGame:
        if self.pilot >= 0:
            game = _move_seats(game, (self.pilot,), m.SPACE)
        return vm.moved(
            game,
            self.model,
            reserve=-1,
            vipers=game.vipers + (Viper(game.next_uid, self.area, self.pilot, self.model),),
            next_uid=game.next_uid + 1,
        )

    def describe(self) -> str:
        who = f"seat {self.pilot} launches in" if self.pilot >= 0 else "An unmanned"
        what = "a viper" if self.model == BASE_VIPER else f"a {_model_name(self.model)}"
        return f"{who} {what} into {_name(self.area)}."


def _model_name(model: str) -> str:
    try:
        return vm.model(model).name
    except KeyError:
        return model


@attrs.frozen
class ViperStockSet(BaseEvent):
    """The set-up's vipers per model, when a plugin gives the game others than base's 8 Mark II
    in the reserve (``bsg_base_viper_stock``): each model's reserve, damaged box and destroyed
    count (public); the totals follow."""

    tag = "base.viper_stock_set"
    stock: tuple[ViperStock, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            viper_stock=self.stock,
            vipers_reserve=sum(s.reserve for s in self.stock),
            vipers_damaged=sum(s.damaged for s in self.stock),
            vipers_destroyed=sum(s.destroyed for s in self.stock),
        )

    def describe(self) -> str:
        parts = [
            f"{_model_name(s.model)}: {s.reserve} in reserve, {s.damaged} damaged"
            + (f", {s.destroyed} destroyed" if s.destroyed else "")
            for s in self.stock
        ]
        return "Vipers: " + "; ".join(parts) + "."


@attrs.frozen
class ViperRecalled(BaseEvent):
    """A viper in space goes back to the reserve; its pilot, if any, goes to `pilot_to`."""

    tag = "base.viper_recalled"
    uid: int
    pilot_to: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        ship = sp.viper(game, self.uid)
        if ship.pilot >= 0 and self.pilot_to:
            game = _move_seats(game, (ship.pilot,), self.pilot_to)
        vipers = tuple(v for v in game.vipers if v.uid != self.uid)
        return vm.moved(game, ship.model, reserve=1, vipers=vipers)

    def describe(self) -> str:
        return f"Viper {self.uid} returns to the reserve."


@attrs.frozen
class ViperHit(BaseEvent):
    """A viper in space is damaged or destroyed; its pilot goes to Sickbay (B-CMBT-5)."""

    tag = "base.viper_hit"
    uid: int
    destroyed: bool

    def apply(self, game: BaseGame) -> BaseGame:
        ship = sp.viper(game, self.uid)
        if ship.pilot >= 0:
            game = _move_seats(game, (ship.pilot,), sp.SICKBAY)
        vipers = tuple(v for v in game.vipers if v.uid != self.uid)
        if self.destroyed:
            return vm.moved(game, ship.model, destroyed=1, vipers=vipers)
        return vm.moved(game, ship.model, damaged=1, vipers=vipers)

    def describe(self) -> str:
        return f"Viper {self.uid} is {'destroyed' if self.destroyed else 'damaged'}."


@attrs.frozen
class ReserveVipersDamaged(BaseEvent):
    """Vipers (of `model`) in the reserve go to the damaged box (Tactical Strike)."""

    tag = "base.reserve_vipers_damaged"
    count: int
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)

    def apply(self, game: BaseGame) -> BaseGame:
        return vm.moved(game, self.model, reserve=-self.count, damaged=self.count)

    def describe(self) -> str:
        what = "" if self.model == BASE_VIPER else f" ({_model_name(self.model)})"
        return f"{self.count} viper(s){what} in the reserve are damaged."


@attrs.frozen
class CylonShipDestroyed(BaseEvent):
    """A Cylon ship leaves the board for the supply; a basestar's tokens go back (B-CMBT-8), and
    a basestar destroyed ends Thirty-Three (space.end_pursuit)."""

    tag = "base.cylon_ship_destroyed"
    uid: int

    def apply(self, game: BaseGame) -> BaseGame:
        ship = sp.cylon_ship(game, self.uid)
        game = evolve(
            game,
            cylon_ships=tuple(s for s in game.cylon_ships if s.uid != self.uid),
            basestar_damage_pile=game.basestar_damage_pile + ship.damage,
        )
        return sp.end_pursuit(game) if ship.kind == sp.BASESTAR else game

    def describe(self) -> str:
        return f"Cylon ship {self.uid} is destroyed."


@attrs.frozen
class BasestarDamaged(BaseEvent):
    """A basestar takes a damage token drawn at random from the pile (B-DMG-6)."""

    tag = "base.basestar_damaged"
    uid: int
    token: str

    def apply(self, game: BaseGame) -> BaseGame:
        pile = list(game.basestar_damage_pile)
        pile.remove(self.token)
        ships = tuple(
            evolve(s, damage=s.damage + (self.token,)) if s.uid == self.uid else s
            for s in game.cylon_ships
        )
        return evolve(game, cylon_ships=ships, basestar_damage_pile=tuple(pile))

    def describe(self) -> str:
        return f"Basestar {self.uid} is damaged: {m.data().get(self.token).name}."


@attrs.frozen
class CivilianDestroyed(BaseEvent):
    """A civilian ship on the board is revealed and destroyed; the fleet loses what it carried
    (B-CIV-6). `cargo` is public from now on. Thirty-Three leaves play (space.end_pursuit)."""

    tag = "base.civilian_destroyed"
    uid: int
    cargo: str

    def apply(self, game: BaseGame) -> BaseGame:
        index = sp.civilian_index(game, self.uid)
        game = evolve(
            game,
            civilians=game.civilians[:index] + game.civilians[index + 1 :],
            cargo=game.cargo[:index] + game.cargo[index + 1 :],
        )
        return sp.end_pursuit(_lose(game, cargo_loss(self.cargo)))

    def describe(self) -> str:
        loss = cargo_loss(self.cargo)
        lost = ", ".join(f"{n} {k}" for k, n in sorted(loss.items())) or "nothing"
        return f"Civilian ship {self.uid} is destroyed: the fleet loses {lost}."


def cargo_loss(back: str) -> dict[str, int]:
    """The resources a civilian ship's back costs when it is destroyed (B-COMP-11)."""
    for civ in m.data().components.civilians:
        if civ.back == back:
            return {str(k): int(v) for k, v in civ.loss.items()}
    raise KeyError(back)


@attrs.frozen
class GalacticaDamaged(BaseEvent):
    """A Galactica damage token is drawn and resolved (B-DMG-1, R-103): a location token stays
    on its location and everyone there goes to Sickbay; a resource token costs 1 and leaves the
    game."""

    tag = "base.galactica_damaged"
    token: str

    def apply(self, game: BaseGame) -> BaseGame:
        pile = list(game.damage_pile)
        pile.remove(self.token)
        game = evolve(game, damage_pile=tuple(pile))
        card = m.data().get(self.token)
        location = card.extra.get("location")
        if location:
            game = _move_seats(game, tuple(sp.seats_in(game, location)), sp.SICKBAY)
            return evolve(game, damaged_locations=game.damaged_locations + (location,))
        return _lose(game, {str(card.extra["resource"]): 1})

    def describe(self) -> str:
        return f"Galactica is hit: {m.data().get(self.token).name}."


@attrs.frozen
class CenturionPlaced(BaseEvent):
    """A centurion enters the boarding track at space 0 (B-ACTV-HVY-2)."""

    tag = "base.centurion_placed"

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, centurions=tuple(sorted(game.centurions + (0,))))

    def describe(self) -> str:
        return "A centurion boards Galactica (boarding track space 0)."


@attrs.frozen
class CenturionsAdvanced(BaseEvent):
    """Every centurion on the track moves 1 space forward (B-ACTV-HVY-3)."""

    tag = "base.centurions_advanced"

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, centurions=tuple(p + 1 for p in game.centurions))

    def describe(self) -> str:
        return "The centurions advance on the boarding track."


@attrs.frozen
class CenturionDestroyed(BaseEvent):
    """A centurion at this space of the track is destroyed (B-LOC-ARM, B-CMBT-8)."""

    tag = "base.centurion_destroyed"
    position: int

    def apply(self, game: BaseGame) -> BaseGame:
        track = list(game.centurions)
        track.remove(self.position)
        return evolve(game, centurions=tuple(track))

    def describe(self) -> str:
        return f"The centurion at space {self.position} of the boarding track is destroyed."


@attrs.frozen
class NukeSpent(BaseEvent):
    """The Admiral launches a nuke; the token leaves the game (B-NUKE-5)."""

    tag = "base.nuke_spent"
    target: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, nukes=game.nukes - 1)

    def describe(self) -> str:
        return f"The Admiral launches a nuke at basestar {self.target}."


@attrs.frozen
class CardKeptInPlay(BaseEvent):
    """A Cylon attack card's special rule stays in play (until the fleet jumps, mostly)."""

    tag = "base.card_kept_in_play"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, in_play=game.in_play + (self.card,))

    def describe(self) -> str:
        return f"{m.data().get(m.crisis_id(self.card)).name} stays in play."


@attrs.frozen
class HeavyRaiderBoarded(BaseEvent):
    """A heavy raider in echo or foxtrot leaves the board and a centurion enters the boarding
    track at space 0 (B-ACTV-HVY-2)."""

    tag = "base.heavy_raider_boarded"
    uid: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            cylon_ships=tuple(s for s in game.cylon_ships if s.uid != self.uid),
            centurions=tuple(sorted(game.centurions + (0,))),
        )

    def describe(self) -> str:
        return f"Heavy raider {self.uid} boards Galactica: a centurion enters the boarding track."


@attrs.frozen
class JumpTrackMoved(BaseEvent):
    """The fleet token moves on the jump preparation track, never below Start (Raiding Party,
    Massive Assault)."""

    tag = "base.jump_track_moved"
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, jump_track=max(0, game.jump_track + self.delta))

    def describe(self) -> str:
        return f"The fleet token moves {self.delta:+d} on the jump track."


def fold(game: BaseGame, events: list[Any]) -> BaseGame:
    """The game after the base events of a list (control and core events are skipped)."""
    for event in events:
        if isinstance(event, BaseEvent):
            game = event.apply(game)
    return game


SPACE_EVENTS: tuple[type[BaseEvent], ...] = (
    AttackRolled,
    AttackMissed,
    ShipMoved,
    ViperLaunched,
    ViperStockSet,
    ViperRecalled,
    ViperHit,
    ReserveVipersDamaged,
    CylonShipDestroyed,
    BasestarDamaged,
    CivilianDestroyed,
    GalacticaDamaged,
    CenturionPlaced,
    CenturionsAdvanced,
    CenturionDestroyed,
    NukeSpent,
    CardKeptInPlay,
    HeavyRaiderBoarded,
    JumpTrackMoved,
)

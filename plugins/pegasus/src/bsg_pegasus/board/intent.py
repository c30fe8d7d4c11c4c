"""The heuristic bot at the Pegasus locations (issue 10): base's bot never went there, since
its goals are Galactica's. A human now goes

- to the Airlock when a Cylon he knows of (not revealed) sits in the Brig (the check is 4
  easier there, P-PEG-5, A.1), names that Cylon and never a seat he knows to be human; in the
  Airlock's check a human helps only against a known Cylon, a Cylon only against a human;
- to Main Batteries or Pegasus CIC when their expected harm to the Cylon ships, less the card
  a move from Galactica costs, beats the Galactica location base would fight from (Weapons
  Control, Command), rolling on the area where the raiders do most harm / the most damaged
  basestar;
- to the Engine Room at jump track 3 with cards to spare, when base would not jump from FTL
  Control: the next crisis then moves the track as if it showed a jump icon.

A character whose weakness forbids a location (Cain: FTL Control, the Engine Room) never aims
at it: base's goals count it as damaged. Read from the seat's own view only.
"""

from __future__ import annotations

from typing import Any

from bsg_pegasus.board import ship
from bsg_pegasus.data import load
from bsgcore.base import BaseBot
from bsgcore.messages import Command

Game = dict[str, Any]
LOC = "base.location."
PEGASUS = "pegasus.character."
FORBID = "forbid_locations"
#: The goals of base's bot a Pegasus location may replace (fighting or a quiet action).
REPLACEABLE = {
    f"{LOC}weapons_control",
    f"{LOC}command",
    f"{LOC}research_lab",
    f"{LOC}press_room",
}
#: The chance of each Main Batteries result (1: a civilian lost; 2-3: a viper damaged; 4-6: 2
#: raiders destroyed; 7-8: 4 raiders destroyed), and Pegasus CIC's (1-3 Pegasus damaged, 4-6
#: one hit on the basestar, 7-8 two).
CIVILIAN, VIPER, TWO, FOUR = 1 / 8, 2 / 8, 3 / 8, 2 / 8
CIC_MISS, CIC_ONE, CIC_TWO = 3 / 8, 3 / 8, 2 / 8
#: What one hit on a basestar, one Pegasus damage, one lost civilian ship are worth.
BASESTAR_HIT, PEGASUS_HIT, CIVILIAN_LOST, VIPER_HIT = 2.0, 1.5, 3.0, 0.7
#: What the skill card discarded to move from Galactica to Pegasus costs (P-PEG-2).
CROSSING = 1.0
#: Engine Room: the jump track position it helps at, and the hand it needs (2 discarded).
ENGINE_TRACK, ENGINE_HAND = 3, 5


def forbidden_locations(character: str) -> tuple[str, ...]:
    """The locations a Pegasus character's weakness forbids him to activate (public data)."""
    if not character.startswith(PEGASUS):
        return ()
    weakness = load().entry(character).get("weakness") or {}
    return tuple(
        str(loc)
        for op in weakness.get("effects") or ()
        if op.get("key") == FORBID
        for loc in op.get("locations") or ()
    )


class LocationIntent(BaseBot):
    """Base's bot, with the Pegasus locations among its goals (see the module)."""

    # -- goals -----------------------------------------------------------------------------

    def _wanted(self, game: Game) -> str:
        forbidden = forbidden_locations(self._character_of(game))
        if forbidden:  # counted as damaged: base's goals skip them (Cain's Bent on Revenge)
            damaged = [*game.get("damaged_locations", ()), *forbidden]
            game = {**game, "damaged_locations": damaged}
        goal = super()._wanted(game)
        if self._cylon(game) or self._revealed(game):
            return goal
        usable = self._pegasus_usable(game)
        if ship.AIRLOCK in usable and self._airlock_target(game) >= 0:
            if goal not in (f"{LOC}ftl_control", f"{LOC}brig"):
                return ship.AIRLOCK
        if goal not in REPLACEABLE:
            return goal
        if ship.ENGINE_ROOM in usable and self._engine_worth(game):
            return ship.ENGINE_ROOM
        best, value = goal, self._goal_value(game, goal)
        crossing = 0.0 if self._my_location(game) in ship.LOCATIONS else CROSSING
        for place, worth in (
            (ship.MAIN_BATTERIES, self._batteries_value(game) - crossing),
            (ship.PEGASUS_CIC, self._cic_value(game) - crossing),
        ):
            if place in usable and worth > value:
                best, value = place, worth
        return best

    def _character_of(self, game: Game) -> str:
        return str(game["players"][self._me(game)["seat"]].get("character", ""))

    def _pegasus_usable(self, game: Game) -> set[str]:
        """The Pegasus locations not damaged (none once all four are: Pegasus is destroyed)."""
        damaged = set(game.get("damaged_locations", ()))
        return {loc for loc in ship.LOCATIONS if loc not in damaged}

    def _goal_value(self, game: Game, goal: str) -> float:
        """What base's goal is worth in the units of ``_ship_value`` (a quiet one: its floor)."""
        if goal == f"{LOC}weapons_control":
            return self._weapons_value(game)
        if goal == f"{LOC}command":
            return 0.6 * self._command_value(game)
        return 1.0

    def _area_value(self, game: Game, area: dict[str, Any]) -> float:
        """Main Batteries' expected worth on one space area."""
        raiders = sorted(
            (
                self._ship_threat(game, dict(s, area=area["area"]))
                for s in area["cylons"]
                if s["kind"] == "raider"
            ),
            reverse=True,
        )
        value = TWO * sum(raiders[:2]) + FOUR * sum(raiders[:4])
        value -= CIVILIAN * CIVILIAN_LOST * bool(area["civilians"])
        return value - VIPER * VIPER_HIT * bool(area["vipers"])

    def _batteries_value(self, game: Game) -> float:
        """Main Batteries' worth on its best area."""
        return max((self._area_value(game, a) for a in game.get("space", ())), default=0.0)

    def _cic_value(self, game: Game) -> float:
        """Pegasus CIC's worth when a basestar is on the board (else nothing to attack)."""
        if not any(s["kind"] == "basestar" for s in self._cylon_ships(game)):
            return 0.0
        return (CIC_ONE + 2 * CIC_TWO) * BASESTAR_HIT - CIC_MISS * PEGASUS_HIT

    def _engine_worth(self, game: Game) -> bool:
        """The Engine Room at jump track 3 with a hand to spare (FTL Control would risk 3
        population there, B-LOC-FTL)."""
        hand = len((game.get("me") or {}).get("hand", ()))
        return int(game.get("jump_track", 0)) == ENGINE_TRACK and hand >= ENGINE_HAND

    # -- the Airlock ---------------------------------------------------------------------------

    def _airlock_target(self, game: Game) -> int:
        """A Cylon this seat knows of, unrevealed and in the Brig (-1: none)."""
        players = game["players"]
        known = sorted(self._known_cylons(game))
        for seat in known:
            p = players[seat]
            if not p["revealed"] and p["location"] == f"{LOC}brig":
                return seat
        return -1

    def _check_side(self, game: Game) -> int:
        check = game.get("check") or {}
        if str(check.get("source", "")) != ship.AIRLOCK:
            return super()._check_side(game)
        target = int(check.get("target", -1))
        me = self._me(game)["seat"]
        if target == me:
            return -1
        known = self._known_cylons(game)
        if self._cylon(game):
            return -1 if target in known else 1
        if target in known:
            return 1
        return -1 if target in self._known_humans(game) else 0

    def _on_choose_target(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        last = self.last
        if getattr(last, "location", "") != ship.AIRLOCK:
            return super()._on_choose_target(view, options)
        game = self._game(view)
        players = game["players"]
        known, humans = self._known_cylons(game), self._known_humans(game)
        cylon = self._cylon(game)

        def score(o: Any) -> float:
            seat = int(o.value)
            if not 0 <= seat < len(players):
                return -9.0
            brig = 1.0 if players[seat]["location"] == f"{LOC}brig" else 0.0
            titles = float(len(players[seat]["titles"]))
            if cylon:
                return -5.0 if seat in known else titles + brig
            if seat in known:
                return 10.0 + brig
            return -10.0 if seat in humans else -titles

        picked: Command = self._pick(options, score)
        return picked

    # -- Main Batteries and Pegasus CIC ------------------------------------------------------

    def _on_choose_area(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        if getattr(self.last, "location", "") != ship.MAIN_BATTERIES:
            return None
        game = self._game(view)
        areas = {int(a["area"]): a for a in game.get("space", ())}
        sign = -1.0 if self._cylon(game) else 1.0

        def score(o: Any) -> float:
            area = areas.get(int(o.value))
            return sign * self._area_value(game, area) if area is not None else 0.0

        picked: Command = self._pick(options, score)
        return picked

    def _on_choose_basestar(self, view: dict[str, Any], options: tuple[Any, ...]) -> Command | None:
        game = self._game(view)
        damage = {int(s["uid"]): int(s.get("damage", 0)) for s in self._cylon_ships(game)}
        picked: Command = self._pick(options, lambda o: float(damage.get(int(o.value), 0)))
        return picked

"""Space combat as events: the attack table (B-CMBT-T1 to -T12), Galactica and basestar damage,
vipers hit, civilian ships lost, nukes, the boarding track and ship placement within the box limits.

Every function is pure: it reads a `BaseGame`, draws only from the `RandomCursor` it is given, and
returns the events. An attack starts a roll with its response windows (dice.py); its outcome
function runs with the final result (`OUTCOMES`, from `dice.RollThen`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.dice import rolls as dice
from bsgcore.base.model import BASE_VIPER, BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.setup.loyalty import winners
from bsgcore.base.space import board as sp
from bsgcore.base.space import events as se
from bsgcore.base.space import model_choice
from bsgcore.base.space import models as vm
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import push

Events = list[Event]
AMBUSH = "base.crisis.ambush"
CYLON_SWARM = "base.crisis.cylon_swarm"


def _combat(key: str) -> int:
    value: int = m.data().components.combat[key]
    return value


def cylons_win(game: BaseGame, condition: str, reason: str) -> GameEnded:
    """The Cylons win at once; every holder of a Cylon card wins with them (B-END-4, B-END-5)."""
    seats = tuple(s for s in range(m.seats(game)) if m.is_cylon(game, s))
    return GameEnded(m.CYLONS, condition, reason, winners(game, m.CYLONS, seats))


def _ship_name(game: BaseGame, uid: int) -> str:
    return f"{sp.cylon_ship(game, uid).kind} {uid}"


# -- Galactica and basestars (B-DMG) ------------------------------------------------------------


def damage_galactica(game: BaseGame, rng: RandomCursor, count: int = 1) -> Events:
    """Galactica would be damaged `count` times (a card, a raider's or basestar's hit): the
    frame a plugin resolves it with (``bsg_base_damage_galactica``, H-DMG-1), else the tokens
    drawn at once (`draw_galactica_damage`)."""
    frame = None
    for modify in modifiers().damage_galactica:
        frame = modify(game, game.current, count, frame)
    if frame is not None:
        return [push(frame)]
    return draw_galactica_damage(game, rng, count)


def galactica_damage_count(game: BaseGame, *more: str) -> int:
    """Damaged Galactica locations, with `more` tokens about to be placed: only locations that
    have a Galactica damage token count, whatever other ships a plugin adds (H-DMG-4)."""
    cards = m.data()
    on_galactica = {t.extra.get("location") for t in cards.galactica_damage}
    placed = [cards.get(token).extra.get("location") for token in more]
    return sum(1 for loc in (*game.damaged_locations, *placed) if loc and loc in on_galactica)


def draw_galactica_damage(game: BaseGame, rng: RandomCursor, count: int = 1) -> Events:
    """Draw `count` Galactica damage tokens at random and resolve them; 6 location tokens on
    Galactica destroy it and the Cylons win (B-DMG-1, B-DMG-3, R-103, B-END-4)."""
    events: Events = []
    pile = sorted(game.damage_pile)
    drawn: list[str] = []
    limit = m.data().components.galactica_destroyed_at
    for _ in range(count):
        if not pile:
            break
        token = pile.pop(rng.below(len(pile)))
        events.append(se.GalacticaDamaged(token))
        drawn.append(token)
        if galactica_damage_count(game, *drawn) >= limit:
            events.append(cylons_win(game, "galactica_destroyed", "Galactica is destroyed."))
            break
    return events


def damage_basestar(game: BaseGame, uid: int, rng: RandomCursor, hits: int = 1) -> Events:
    """Hit a basestar `hits` times: a token drawn at random each time, destroyed at 3 damage;
    a basestar already at 2 is destroyed without a token (B-DMG-6, R-118)."""
    events: Events = []
    limit = m.data().components.basestar_destroyed_at
    damage = sp.basestar_damage(sp.cylon_ship(game, uid))
    pile = sorted(game.basestar_damage_pile)
    for _ in range(hits):
        if not pile or (damage >= limit - 1 and not last_hit_draws(game, uid)):
            events.append(se.CylonShipDestroyed(uid))
            return events
        token = pile.pop(rng.below(len(pile)))
        drawn = se.BasestarDamaged(uid, token)
        found: tuple[Any, ...] = ()
        for modify in modifiers().basestar_damaged:
            found = tuple(modify(game, uid, token, rng, found))
        events += [drawn, *found]
        damage += sp.token_damage(token)
        if damage >= limit:
            events.append(se.CylonShipDestroyed(uid))
            return events
    return events


def last_hit_draws(game: BaseGame, uid: int) -> bool:
    """Whether a basestar one damage short of destroyed draws a token when hit: not in base
    (R-118), as the ``bsg_base_basestar_last_hit_draws`` pipeline leaves it."""
    draws = False
    for modify in modifiers().basestar_last_hit_draws:
        draws = modify(game, uid, draws)
    return draws


def _structural(game: BaseGame, uid: int) -> int:
    """+2 against a basestar carrying Structural Damage (C-BSDMG, R-129)."""
    ship = sp.cylon_ship(game, uid)
    structural = any(sp.token_kind(t) == sp.STRUCTURAL_DAMAGE for t in ship.damage)
    return 2 if ship.kind == sp.BASESTAR and structural else 0


def destroyed_at(game: BaseGame, uid: int, key: str) -> int:
    """The least attack result that destroys this raider or heavy raider: the combat table's,
    as the ``bsg_base_destroyed_at`` pipeline leaves it (Pegasus's Scar: 7)."""
    at = _combat(key)
    for modify in modifiers().destroyed_at:
        at = modify(game, uid, at)
    return at


#: The combat table's key for the result that destroys a raider or heavy raider.
DESTROYED_AT = {sp.RAIDER: "raider_destroyed_at_least", sp.HEAVY: "heavy_raider_destroyed_at_least"}


def rollless_targets(game: BaseGame, kind: str) -> tuple[m.CylonShip, ...]:
    """The ships of a kind an effect may destroy without a roll (Authorization of Brutal
    Force): not one a plugin made harder to destroy than the table says (``bsg_base_destroyed_at``,
    Pegasus's Scar, P-SCAR-3)."""
    return destroyable_by(game, kind, 0)


def destroyable_by(game: BaseGame, kind: str, result: int) -> tuple[m.CylonShip, ...]:
    """The ships of a kind an effect whose die `result` sets how many are destroyed may pick:
    not one a plugin made harder to destroy than that result (``bsg_base_destroyed_at``; Pegasus's
    Scar only on a 7 or 8, P-SCAR-3). Without a roll, `result` 0: the combat table's ships."""
    key = DESTROYED_AT.get(kind)
    ships = sp.cylons_of(game, kind)
    if key is None or not modifiers().destroyed_at:
        return ships
    at_most = max(result, _combat(key))
    return tuple(s for s in ships if destroyed_at(game, s.uid, key) <= at_most)


def _hit_cylon(
    game: BaseGame, uid: int, result: int, basestar_at: int, rng: RandomCursor
) -> Events:
    """The outcome of an attack roll against a Cylon ship (B-CMBT-T1 to -T6)."""
    kind = sp.cylon_ship(game, uid).kind
    if kind == sp.RAIDER and result >= destroyed_at(game, uid, "raider_destroyed_at_least"):
        return [se.CylonShipDestroyed(uid)]
    if kind == sp.HEAVY and result >= destroyed_at(game, uid, "heavy_raider_destroyed_at_least"):
        return [se.CylonShipDestroyed(uid)]
    if kind == sp.BASESTAR and result >= basestar_at:
        return damage_basestar(game, uid, rng)
    return []


# -- attacks: a roll with its windows (dice.py), then the outcome with the final result ---------


def _attack(purpose: str, a: int, b: int, roll: m.Roll) -> Events:

    return dice.start(roll, dice.RollThen(purpose, a, b))


def viper_attack(game: BaseGame, viper_uid: int, target: int) -> Events:
    """A viper attacks a Cylon ship in its own area (B-CMBT-2, -T1 to -T3); an unmanned viper
    takes -2 while Ambush is in play, Structural Damage gives +2 (B-CMBT-6)."""
    ship = sp.viper(game, viper_uid)
    assert sp.cylon_ship(game, target).area == ship.area, "vipers attack in their own area"
    modifier = _structural(game, target)
    if ship.pilot < 0 and sp.crisis_in_play(game, AMBUSH):
        modifier -= 2
    roll = m.Roll(
        "attack",
        ship.pilot,
        modifier,
        attacker=f"viper {viper_uid}",
        target=_ship_name(game, target),
    )
    return _attack(VIPER_ATTACK, viper_uid, target, roll)


def viper_attack_outcome(
    game: BaseGame, viper_uid: int, target: int, result: int, rng: RandomCursor
) -> Events:
    """A viper's attack with its final result (B-CMBT-T1 to -T3)."""
    at = _combat("basestar_damaged_by_viper_at_least")
    return _hit_cylon(game, target, result, at, rng)


def galactica_attack(game: BaseGame, target: int) -> Events:
    """Weapons Control: one roll against one Cylon ship in any area (B-LOC-WPN, B-CMBT-T4 to -T6)."""
    roll = m.Roll(
        "attack", modifier=_structural(game, target), attacker="Galactica",
        target=_ship_name(game, target),
    )  # fmt: skip
    return _attack(GALACTICA_ATTACK, -1, target, roll)


def galactica_attack_outcome(
    game: BaseGame, unused: int, target: int, result: int, rng: RandomCursor
) -> Events:
    """Galactica's shot with its final result (B-CMBT-T4 to -T6)."""
    at = _combat("basestar_damaged_by_galactica_at_least")
    return _hit_cylon(game, target, result, at, rng)


def armory_attack(game: BaseGame, position: int) -> Events:
    """Armory: one roll against the centurion at `position`; 7-8 destroys it (B-LOC-ARM, -T7)."""
    roll = m.Roll("attack", attacker="Armory", target=f"centurion at space {position}")
    return _attack(ARMORY_ATTACK, -1, position, roll)


def armory_outcome(
    game: BaseGame, unused: int, position: int, result: int, rng: RandomCursor
) -> Events:
    """The Armory's roll with its final result (B-CMBT-T7)."""
    if result >= _combat("centurion_destroyed_at_least"):
        return [se.CenturionDestroyed(position)]
    return []


def nuke(game: BaseGame, target: int) -> Events:
    """The Admiral's nuke at one basestar (B-NUKE-2, -3, -5, R-128): the token leaves the game,
    then one roll."""
    ship = sp.cylon_ship(game, target)
    assert ship.kind == sp.BASESTAR and game.nukes > 0
    roll = m.Roll("attack", attacker="Nuke", target=f"basestar {target}")
    return [se.NukeSpent(target), *_attack(NUKE, -1, target, roll)]


def nuke_outcome(
    game: BaseGame, unused: int, target: int, result: int, rng: RandomCursor
) -> Events:
    """1-2 two damage, 3-6 destroyed, 7-8 destroyed with up to 3 raiders of its area (B-NUKE-3)."""
    table = m.data().components.combat["nuke"]
    if result in table["damaged_twice_on"]:
        return damage_basestar(game, target, rng, hits=2)
    ship = sp.cylon_ship(game, target)
    events: Events = [se.CylonShipDestroyed(target)]
    if result in table["destroyed_plus_3_raiders_on"]:
        events += [
            se.CylonShipDestroyed(s.uid) for s in sp.cylons_in(game, ship.area, sp.RAIDER)[:3]
        ]
    return events


# -- Cylon attacks ------------------------------------------------------------------------------


def missed(game: BaseGame, uid: int, target: int, what: str) -> Events:
    """The attack of the Cylon ship `uid` on `target` (a viper's uid, -1 Galactica) as a miss
    without a roll, when a plugin says so (``bsg_base_attack_misses``); else none."""
    cause = ""
    for modify in modifiers().attack_misses:
        cause = modify(game, uid, target, cause)
    return [se.AttackMissed(uid, _ship_name(game, uid), what, cause)] if cause else []


def raider_attacks_viper(game: BaseGame, raider: int, target: int) -> Events:
    """A raider attacks a viper (B-ACTV-RAI-1): Evasive Maneuvers may be played after the roll;
    no roll when a plugin makes it miss (`missed`)."""
    miss = missed(game, raider, target, f"viper {target}")
    if miss:
        return miss
    piloted = sp.viper(game, target).pilot >= 0
    roll = m.Roll(
        "attack", attacker=f"raider {raider}", target=f"viper {target}", viper=target,
        piloted=piloted,
    )  # fmt: skip
    return _attack(RAIDER_VIPER, raider, target, roll)


def raider_viper_outcome(
    game: BaseGame, raider: int, target: int, result: int, rng: RandomCursor
) -> Events:
    """5-7 damaged, 8 destroyed (B-CMBT-T8), or the results of the viper's model
    (``bsg_base_viper_models``)."""
    model = sp.viper(game, target).model
    if model == BASE_VIPER:
        combat = m.data().components.combat
        destroyed, damaged = combat["viper_destroyed_on"], combat["viper_damaged_on"]
    else:
        table = vm.model(model)
        destroyed, damaged = table.destroyed_on, table.damaged_on
    if result in destroyed:
        return [se.ViperHit(target, destroyed=True)]
    if result in damaged:
        return [se.ViperHit(target, destroyed=False)]
    return []


def raider_attacks_galactica(game: BaseGame, raider: int) -> Events:
    """A raider attacks Galactica (B-CMBT-T10), unless a plugin makes it miss (`missed`)."""
    miss = missed(game, raider, -1, "Galactica")
    if miss:
        return miss
    roll = m.Roll("attack", attacker=f"raider {raider}", target="Galactica")
    return _attack(RAIDER_GALACTICA, raider, -1, roll)


def basestar_attacks_galactica(game: BaseGame, uid: int) -> Events:
    """A basestar attacks Galactica; Disabled Weapons: no attack (B-CMBT-T11); no roll when a
    plugin makes it miss (`missed`)."""
    if not sp.can_attack(sp.cylon_ship(game, uid)):
        return []
    miss = missed(game, uid, -1, "Galactica")
    if miss:
        return miss
    roll = m.Roll("attack", attacker=f"basestar {uid}", target="Galactica")
    return _attack(BASESTAR_GALACTICA, uid, -1, roll)


def raider_galactica_outcome(
    game: BaseGame, raider: int, unused: int, result: int, rng: RandomCursor
) -> Events:
    """Galactica damaged on 8 by a raider (B-CMBT-T10)."""
    if result >= _combat("galactica_damaged_by_raider_at_least"):
        return damage_galactica(game, rng)
    return []


def basestar_galactica_outcome(
    game: BaseGame, uid: int, unused: int, result: int, rng: RandomCursor
) -> Events:
    """Galactica damaged on 4-8 by a basestar (B-CMBT-T11)."""
    if result >= _combat("galactica_damaged_by_basestar_at_least"):
        return damage_galactica(game, rng)
    return []


def ftl_outcome(game: BaseGame, at_most: int, loss: int, result: int, rng: RandomCursor) -> Events:
    """FTL Control: on `at_most` or less the population is lost, then the fleet jumps (B-LOC-FTL)."""

    events: Events = []
    if result <= at_most and loss:
        events.append(te.ResourceChanged("population", -loss))
    return [*events, push(tf.Jump(game.current))]


VIPER_ATTACK, GALACTICA_ATTACK, ARMORY_ATTACK, NUKE = "viper", "galactica", "armory", "nuke"
RAIDER_VIPER, RAIDER_GALACTICA, BASESTAR_GALACTICA = "raider_viper", "raider", "basestar"
FTL = "ftl"
OUTCOMES = {
    VIPER_ATTACK: viper_attack_outcome,
    GALACTICA_ATTACK: galactica_attack_outcome,
    ARMORY_ATTACK: armory_outcome,
    NUKE: nuke_outcome,
    RAIDER_VIPER: raider_viper_outcome,
    RAIDER_GALACTICA: raider_galactica_outcome,
    BASESTAR_GALACTICA: basestar_galactica_outcome,
    FTL: ftl_outcome,
}
dice.register_outcomes(OUTCOMES)


def destroy_civilian(game: BaseGame, uid: int) -> Events:
    """A civilian ship on the board is destroyed and its cargo lost (B-CIV-6, B-CMBT-T9)."""
    return [se.CivilianDestroyed(uid, game.cargo[sp.civilian_index(game, uid)])]


def advance_centurions(game: BaseGame) -> Events:
    """Every centurion moves 1 space; one reaching the end of the track destroys Galactica and the
    Cylons win (B-ACTV-HVY-3, -4, B-COMP-15, B-END-4)."""
    if not game.centurions:
        return []
    events: Events = [se.CenturionsAdvanced()]
    if max(game.centurions) + 1 >= m.data().components.boarding_loss_at:
        events.append(
            cylons_win(game, "centurions", "A centurion reached the end of the boarding track.")
        )
    return events


# -- placement within the box limits (B-COMP-9, -10, B-CIV-2) -----------------------------------


def place(game: BaseGame, area: int, ships: Mapping[str, int]) -> Events:
    """Ships placed in one area, each kind capped by what is left: the supply of Cylon ships, the
    viper reserve and the civilian pile (B-COMP-10, B-CIV-2). Nothing placed gives no event."""
    counts = {
        "basestars": min(ships.get(sp.BASESTAR, 0), sp.supply(game, sp.BASESTAR)),
        "raiders": min(ships.get(sp.RAIDER, 0), sp.supply(game, sp.RAIDER)),
        "heavy_raiders": min(ships.get(sp.HEAVY, 0), sp.supply(game, sp.HEAVY)),
        "vipers": min(ships.get("viper", 0), game.vipers_reserve),
        "civilians": min(ships.get("civilian", 0), len(game.civilian_pile)),
    }
    if not any(counts.values()):
        return []
    if counts["vipers"] and vm.typed(game):  # the current player picks the models (X-MK7-2)
        vipers, counts["vipers"] = counts["vipers"], 0
        typed = model_choice.moving(game, game.current, vipers, vm.RESERVE, "space", area)
        return [ShipsPlaced(area, **counts), *typed] if any(counts.values()) else typed
    return [ShipsPlaced(area, **counts)]


def launch_counts(game: BaseGame, kind: str, per_basestar: int) -> dict[int, int]:
    """Ships of `kind` each basestar that may launch wants to launch, per area (B-ACTV-LAU-1,
    B-ACTV-RAI-2, -3, B-ACTV-HVY-5); Cylon Swarm in play adds one to each launch."""
    extra = 1 if sp.crisis_in_play(game, CYLON_SWARM) else 0
    wanted: dict[int, int] = {}
    for ship in sp.cylons_of(game, sp.BASESTAR):
        if sp.can_launch(ship):
            wanted[ship.area] = wanted.get(ship.area, 0) + per_basestar + extra
    return wanted

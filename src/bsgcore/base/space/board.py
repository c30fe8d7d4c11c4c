"""Space around Galactica: the six areas, their ring, the ships in them and the box limits.

Pure queries on a `BaseGame`; nothing here draws randomness or builds events (see
`space_events`, `combat` and `activation` for those). Areas are numbered 1-6 clockwise from the
front (alpha) as in the catalogues (B-MAP-1, cards/README.md section 6).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from itertools import product
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BaseGame, Civilian, CylonShip, Viper
from bsgcore.base.modifiers import NONE_RECALLED, Recalled, modifiers

ACTIVATION_ICONS = frozenset({"raiders", "heavy_raiders", "basestars_attack", "basestars_launch"})
AREA_NUMBERS = tuple(sorted(AREAS))
LAUNCH_AREAS = (5, 6)
RAIDER, HEAVY, BASESTAR = "raider", "heavy_raider", "basestar"
CYLON_KINDS = (BASESTAR, RAIDER, HEAVY)
D8 = tuple(range(1, 9))
CRITICAL_HIT = "base.damage.basestar_critical_hit"
DISABLED_HANGAR = "base.damage.basestar_disabled_hangar"
DISABLED_WEAPONS = "base.damage.basestar_disabled_weapons"
STRUCTURAL_DAMAGE = "base.damage.basestar_structural_damage"
SICKBAY = "base.location.sickbay"
HANGAR_DECK = "base.location.hangar_deck"


# -- the ring (B-MAP-2, -3, -5) -----------------------------------------------------------------


def clockwise(area: int) -> int:
    """The next area clockwise (alpha -> bravo -> ... -> foxtrot -> alpha)."""
    return area % 6 + 1


def counterclockwise(area: int) -> int:
    """The next area counterclockwise."""
    return (area - 2) % 6 + 1


def adjacent(area: int) -> tuple[int, int]:
    """The two areas next to `area`, sorted."""
    a, b = clockwise(area), counterclockwise(area)
    return (min(a, b), max(a, b))


def distance(a: int, b: int) -> int:
    """Ring distance between two areas (0-3)."""
    d = abs(a - b) % 6
    return min(d, 6 - d)


def step_toward(area: int, targets: tuple[int, ...]) -> int:
    """One area toward the nearest of `targets`, clockwise on a tie (B-ACTV-RAI-1 step 3).

    Returns `area` itself when it is already a target or there is none.
    """
    if not targets or area in targets:
        return area
    nearest = min(distance(area, t) for t in targets)
    cw, ccw = clockwise(area), counterclockwise(area)
    if any(distance(cw, t) == nearest - 1 for t in targets):
        return cw
    return ccw


def nearest_launch_step(area: int) -> int:
    """A heavy raider's move: one area toward the nearer of echo and foxtrot (B-MAP-5)."""
    return step_toward(area, LAUNCH_AREAS)


# -- what is where ------------------------------------------------------------------------------


def cylons_in(game: BaseGame, area: int, kind: str | None = None) -> tuple[CylonShip, ...]:
    """Cylon ships in an area (of one kind when given), by uid."""
    return tuple(s for s in game.cylon_ships if s.area == area and (kind is None or s.kind == kind))


def cylons_of(game: BaseGame, kind: str) -> tuple[CylonShip, ...]:
    """Every Cylon ship of a kind on the board, by uid."""
    return tuple(s for s in game.cylon_ships if s.kind == kind)


def vipers_in(game: BaseGame, area: int) -> tuple[Viper, ...]:
    """Vipers in an area, by uid."""
    return tuple(v for v in game.vipers if v.area == area)


def civilians_in(game: BaseGame, area: int) -> tuple[Civilian, ...]:
    """Civilian ships in an area, by uid."""
    return tuple(c for c in game.civilians if c.area == area)


def cylon_ship(game: BaseGame, uid: int) -> CylonShip:
    """The Cylon ship with this uid (KeyError when it is not on the board)."""
    for ship in game.cylon_ships:
        if ship.uid == uid:
            return ship
    raise KeyError(uid)


def viper(game: BaseGame, uid: int) -> Viper:
    """The viper with this uid (KeyError when it is not in space)."""
    for v in game.vipers:
        if v.uid == uid:
            return v
    raise KeyError(uid)


def civilian_index(game: BaseGame, uid: int) -> int:
    """The position of a civilian ship in `game.civilians` (and of its cargo in `game.cargo`)."""
    for i, c in enumerate(game.civilians):
        if c.uid == uid:
            return i
    raise KeyError(uid)


def viper_of(game: BaseGame, seat: int) -> Viper | None:
    """The viper `seat` pilots, if any."""
    for v in game.vipers:
        if v.pilot == seat:
            return v
    return None


def token_kind(token: str) -> str:
    """The base token a basestar damage token works as: the one its catalogue entry
    ``replaces`` (a plugin's alternative set), else itself."""
    record = m.data().index.get(token)
    extra = getattr(record, "extra", None)
    return str(extra.get("replaces", token)) if extra else token


def basestar_tokens(options: Mapping[str, Any]) -> tuple[str, ...]:
    """The basestar damage tokens a game with these options plays with: base's, as the
    ``bsg_base_basestar_damage_tokens`` pipeline leaves them."""
    tokens = tuple(t.id for t in m.data().components.basestar_damage)
    for modify in modifiers().basestar_damage_tokens:
        tokens = tuple(modify(dict(options), tokens))
    return tokens


#: The catalogue op by which a damage token states the damage it counts for
#: (``{ op = "custom", key = "counts_as_damage", amount = N }``, cards/README.md).
COUNTS_AS_DAMAGE = "counts_as_damage"
#: The same statement in a token's text, where its entry gives no op: base's own basestar tokens
#: are text only (base-components.toml's ``kinds``), Critical Hit's "Counts as 2 damage."
_COUNTS_AS_TEXT = re.compile(r"counts as (\d+) damage", re.IGNORECASE)


def token_damage(token: str) -> int:
    """The damage a basestar damage token counts for (B-DMG-6), read from the game's catalogue:
    its entry's ``counts_as_damage`` op, else the damage of the token it ``replaces``, else the
    "counts as N damage" of its text, else 1. Base's Critical Hit counts 2 by its text; any
    plugin's token says its own (Exodus's alternative tokens, X-BSD-5)."""
    record = m.data().index.get(token)
    if record is None:
        return 1
    for op in getattr(record, "effects", ()):
        if op.name == "custom" and op.get("key") == COUNTS_AS_DAMAGE:
            return int(op.get("amount", 1))
    extra = getattr(record, "extra", None)
    replaced = extra.get("replaces") if extra else None
    if replaced and replaced != token and replaced in m.data().index:
        return token_damage(str(replaced))
    found = _COUNTS_AS_TEXT.search(str(getattr(record, "text", "")))
    return int(found.group(1)) if found else 1


def basestar_damage(ship: CylonShip) -> int:
    """A basestar's damage: the sum of what its tokens count for (`token_damage`: Critical Hit
    2, the others 1; B-DMG-6)."""
    return sum(token_damage(t) for t in ship.damage)


def can_launch(ship: CylonShip) -> bool:
    """A basestar launches unless its hangar is disabled (B-ACTV-RAI-3)."""
    return all(token_kind(t) != DISABLED_HANGAR for t in ship.damage)


def can_attack(ship: CylonShip) -> bool:
    """A basestar attacks unless its weapons are disabled (B-ACTV-BS-1)."""
    return all(token_kind(t) != DISABLED_WEAPONS for t in ship.damage)


def crisis_in_play(game: BaseGame, card: str) -> bool:
    """A crisis card whose special rule stays in play (Ambush, Cylon Swarm, ...)."""
    return any(m.crisis_id(code) == card for code in game.in_play)


PURSUIT = "civilian_or_basestar_destroyed"


def pursuers(game: BaseGame) -> tuple[str, ...]:
    """The crisis cards in play until a civilian ship or a basestar is destroyed (Thirty-Three's
    Relentless Pursuit)."""
    cards = m.data()
    return tuple(
        code
        for code in game.in_play
        if any(
            op.name == "keep_in_play" and op.get("until") == PURSUIT
            for op in cards.get(m.crisis_id(code)).effects
        )
    )


def end_pursuit(game: BaseGame) -> BaseGame:
    """A civilian ship or a basestar was destroyed: Thirty-Three leaves play for the discards
    (the turn's own crisis card is discarded at the end of its turn, CrisisDone)."""
    if not game.in_play:
        return game
    gone = pursuers(game)
    if not gone:
        return game
    discard = tuple(c for c in gone if c != game.crisis)
    return attrs.evolve(
        game,
        in_play=tuple(c for c in game.in_play if c not in gone),
        crisis_discard=game.crisis_discard + discard,
    )


# -- the box (B-COMP-9, -10) --------------------------------------------------------------------


def box_count(kind: str) -> int:
    """How many pieces of a Cylon ship kind the box holds."""
    return m.data().components.count(kind)


def supply(game: BaseGame, kind: str) -> int:
    """Cylon ships of a kind not on the board: what may still be placed, as the
    ``bsg_base_cylon_supply`` pipeline leaves it (pieces a plugin adds or keeps off the board)."""
    return max(0, supply_balance(game, kind))


def supply_balance(game: BaseGame, kind: str) -> int:
    """`supply` before it is floored at 0: negative when more ships of the kind are out than the
    box and the plugins' pieces allow (B-INV-28 checks it never is)."""
    count = box_count(kind) - len(cylons_of(game, kind))
    for modify in modifiers().cylon_supply:
        count = modify(game, kind, count)
    return count


def recall(game: BaseGame, kind: str, short: int) -> Recalled:
    """Ships of a kind brought back into the supply because a placement is `short` of them, as
    the ``bsg_base_recall_ships`` pipeline gives them (base's own: none)."""
    recalled = NONE_RECALLED
    if short <= 0:
        return recalled
    for modify in modifiers().recall_ships:
        recalled = modify(game, kind, short, recalled)
    return recalled


def centurions_left(game: BaseGame) -> int:
    """Centurion markers not on the boarding track."""
    return m.data().components.count("centurion_token") - len(game.centurions)


def allocations(wanted: Mapping[int, int], available: int) -> list[tuple[tuple[int, int], ...]]:
    """Every way to place `available` of the ships wanted per area when the box runs short.

    Each allocation is ((area, count), ...) for the areas of `wanted`, sorted, summing to
    ``min(available, total)`` with no area getting more than it wanted (B-COMP-10).
    """
    areas = sorted(a for a, n in wanted.items() if n > 0)
    total = min(max(available, 0), sum(wanted[a] for a in areas))
    out: list[tuple[tuple[int, int], ...]] = []
    for counts in product(*(range(wanted[a] + 1) for a in areas)):
        if sum(counts) == total:
            out.append(tuple(zip(areas, counts, strict=True)))
    return out


def placements_fit(wanted: Mapping[int, int], available: int) -> bool:
    """Whether every ship wanted fits in the supply (no choice to make)."""
    return sum(wanted.values()) <= available


def seats_in(game: BaseGame, location: str) -> Iterator[int]:
    """The seats whose character stands in a location."""
    for seat, player in enumerate(game.players):
        if player.location == location:
            yield seat


def attack_targets(game: BaseGame, area: int | None) -> list[int]:
    """Cylon ships worth telling apart in an area (None: every area): one raider and one heavy
    raider per area (they are all alike), every basestar (their damage differs)."""
    seen: set[tuple[str, int]] = set()
    out: list[int] = []
    for ship in game.cylon_ships:
        if area is not None and ship.area != area:
            continue
        key = (ship.kind, ship.area)
        if ship.kind == BASESTAR or key not in seen:
            seen.add(key)
            out.append(ship.uid)
    return out


# -- invariants (B-INV-29, -30, -34, -36) -------------------------------------------------------


def check_space(
    game: BaseGame, over: bool = False, options: Mapping[str, Any] | None = None
) -> None:
    """Raise AssertionError when space breaks an invariant: ships in areas 1-6, uids unique,
    centurions on spaces 0-3, basestars under 3 damage, Galactica damage tokens conserved and
    only on the damageable locations, at most one each and fewer than 6 (`over`: the game has
    ended, and the centurion or the damage that ended it may be there)."""
    cards = m.data()
    comp = cards.components
    ships: list[Viper | CylonShip | Civilian] = [*game.vipers, *game.cylon_ships, *game.civilians]
    assert all(s.area in AREAS for s in ships), "B-INV-36: a ship outside the six areas"
    uids = [s.uid for s in ships]
    assert len(set(uids)) == len(uids), "B-INV-36: two ships share a uid"
    assert all(u < game.next_uid for u in uids), "B-INV-36: a ship uid not yet issued"
    end = comp.boarding_loss_at + (1 if over else 0)
    assert all(0 <= p < end for p in game.centurions), "B-INV-29"
    for ship in cylons_of(game, BASESTAR):
        assert basestar_damage(ship) < comp.basestar_destroyed_at, "B-INV-30"
    assert all(s.damage == () for s in game.cylon_ships if s.kind != BASESTAR), "B-INV-30"
    tokens = game.basestar_damage_pile + tuple(t for s in game.cylon_ships for t in s.damage)
    assert sorted(tokens) == sorted(basestar_tokens(options or {})) or not game.set_up, (
        "basestar damage tokens conserved"
    )
    damaged = game.damaged_locations
    assert len(set(damaged)) == len(damaged), "B-INV-34: a location damaged twice"
    limit = comp.galactica_destroyed_at + (1 if over else 0)
    on_galactica = {t.extra.get("location") for t in cards.galactica_damage}
    hit = [loc for loc in damaged if loc in on_galactica]  # other ships' damage never counts
    assert len(hit) < limit, "B-INV-34: Galactica should be destroyed"
    assert all(cards.location(loc).damageable for loc in damaged), "B-INV-34: not damageable"
    placed = {
        t
        for t in (d.id for d in cards.galactica_damage)
        if cards.get(t).extra.get("location") in damaged
    }
    assert not placed & set(game.damage_pile), "B-INV-34: a token both placed and in the pile"

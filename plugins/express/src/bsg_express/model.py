"""The Express game value (`ExpressGame`) and the read-only queries the rules ask of it."""

from __future__ import annotations

from operator import attrgetter

import attrs

from bsg_express.data import ExpressData, load
from bsgcore.context import current_rules
from bsgcore.frozen import evolve

ACTIVE, ASSIGNED, SPENT, BOX, ORDER = "active", "assigned", "spent", "box", "order"
HUMAN_CARD = "not_cylon"
CYLONS, HUMANS = "cylons", "humans"


@attrs.frozen
class Die:
    """One skill die: owner, type, zone; `value` is its face while assigned, or while rolled and
    not yet assigned (`rolled`): private then, unless it was rolled alone (`shown`, E-INFO-2)."""

    id: int
    owner: int
    strong: bool
    zone: str = ACTIVE
    value: int = 0
    rolled: bool = False
    shown: bool = False


@attrs.frozen
class Crisis:
    """The crisis being resolved this turn (public once chosen)."""

    source: str  # a crisis die id, or "cylon" for a revealed Cylon's declared crisis
    type: str
    difficulty: int
    consequence: int
    jump: int


@attrs.frozen
class Check:
    """The skill check being resolved (public): kind, difficulty and who called it."""

    kind: str  # "crisis" | "vote_brig" | "vote_release"
    difficulty: int
    caller: int = -1
    target: int = -1
    removed_die: int = -1
    influence_done: bool = False


@attrs.frozen
class Peek:
    """A private look at another seat's loyalty cards (Cylon Detector)."""

    viewer: int
    target: int
    cards: tuple[str, ...]


@attrs.frozen(slots=False)
class ExpressGame:
    """Everything on the Express table. Hidden parts: hands, pile orders, unassigned rolls.

    Not slotted, so `bsgcore.frozen.evolve` copies it in C (events copy it all the time).
    """

    characters: tuple[str, ...] = ()
    dice: tuple[Die, ...] = ()
    loyalty: tuple[tuple[str, ...], ...] = ()
    loyalty_deck: tuple[str, ...] = ()
    revealed: tuple[bool, ...] = ()
    brig: tuple[bool, ...] = ()
    admiral: int = 0
    active: int = 0
    turn: int = 0
    jump: int = 0
    distance: int = 0
    prep_flag: bool = False
    second_deal_done: bool = False
    damage: tuple[str, ...] = ()
    damage_pile: tuple[str, ...] = ()
    demor_placed: tuple[str, ...] = ()
    demor_pile: tuple[str, ...] = ()
    dradis: tuple[str, ...] = ()
    dradis_pile: tuple[str, ...] = ()
    colonials_lost: int = 0
    crisis_dice: tuple[str, ...] = ()
    crisis_roll: tuple[int, ...] = ()
    crisis: Crisis | None = None
    check: Check | None = None
    jump_roll: tuple[int, ...] = ()
    drawn_damage: tuple[str, ...] = ()
    detector_used: bool = False
    initiative_turn: int = -1
    reckless_turn: int = -1
    peeks: tuple[Peek, ...] = ()
    jumps: int = 0
    shown_cards: tuple[str, ...] = ()
    #: The Admiral became ineligible while nobody else was eligible, so the title stayed (E-ADM-4).
    title_kept: bool = False


def data() -> ExpressData:
    """The component data of the game being computed (plugins may extend it), else the file's."""
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("express.data")
        if isinstance(table, ExpressData):
            return table
    return load()


def seats(game: ExpressGame) -> int:
    """The number of seats."""
    return len(game.characters)


def left_order(game: ExpressGame, start: int) -> tuple[int, ...]:
    """Every seat clockwise from the left of `start`, ending with `start` (E-CHECK-3)."""
    n = seats(game)
    return tuple((start + 1 + i) % n for i in range(n))


def is_cylon(game: ExpressGame, seat: int) -> bool:
    """A seat holding at least one "You are a Cylon" card (E-LOY-2)."""
    return any(card != HUMAN_CARD for card in game.loyalty[seat])


def cylon_seats(game: ExpressGame) -> tuple[int, ...]:
    """Every seat holding a Cylon card, revealed or not (E-WIN-7)."""
    return tuple(s for s in range(seats(game)) if is_cylon(game, s))


def human_seats(game: ExpressGame) -> tuple[int, ...]:
    """Every seat holding no Cylon card (E-WIN-7)."""
    return tuple(s for s in range(seats(game)) if not is_cylon(game, s))


def is_demoralized(game: ExpressGame, seat: int) -> bool:
    """Whether the seat's character marker is on its slot (E-TERM-10)."""
    return game.characters[seat] in game.demor_placed


def limited_recovery(game: ExpressGame, seat: int) -> bool:
    """Demoralized or in the brig, and not a revealed Cylon (E-TURN-1a, E-PASS-3, E-DEMOR-6)."""
    return not game.revealed[seat] and (game.brig[seat] or is_demoralized(game, seat))


def ability(game: ExpressGame, seat: int) -> str:
    """The seat's character ability, or "none" once revealed (E-CYL-4)."""
    if game.revealed[seat]:
        return "none"
    return data().character(game.characters[seat]).ability


def dice_of(game: ExpressGame, seat: int, zone: str | None = None) -> tuple[Die, ...]:
    """The seat's dice, optionally only those in `zone`."""
    if zone is None:
        return tuple(d for d in game.dice if d.owner == seat)
    return tuple(d for d in game.dice if d.owner == seat and d.zone == zone)


def unassigned_active(game: ExpressGame, seat: int) -> tuple[Die, ...]:
    """The seat's Active dice (rolled or not)."""
    return dice_of(game, seat, ACTIVE)


def rolled_dice(game: ExpressGame, seat: int) -> tuple[Die, ...]:
    """The seat's dice rolled in the current sequence and not yet assigned."""
    return tuple(d for d in game.dice if d.owner == seat and d.zone == ACTIVE and d.rolled)


def private_roll(die: Die) -> bool:
    """Whether a die's value is known to its owner alone: rolled, not assigned, not rolled alone
    (E-INFO-1, E-INFO-2)."""
    return die.rolled and die.zone == ACTIVE and not die.shown


def damaged(game: ExpressGame, action: str) -> bool:
    """Whether a damage marker on Galactica disables `action` (E-DMG-1)."""
    return any(data().damage_marker(m).disables == action for m in game.damage)


def armory_damaged(game: ExpressGame) -> bool:
    """Whether the Armory marker is on Galactica (E-PASS-5)."""
    return "armory" in game.damage


def raiders(game: ExpressGame) -> int:
    """Raiders on the DRADIS display."""
    return sum(1 for m in game.dradis if m == "raider")


def in_play_character_seat(game: ExpressGame, character: str) -> int:
    """The seat playing `character`, or -1 when it is not in play."""
    try:
        return game.characters.index(character)
    except ValueError:
        return -1


_DIE_ID = attrgetter("id")


def replace_dice(game: ExpressGame, changed: dict[int, Die]) -> ExpressGame:
    """A game with some dice replaced (by id)."""
    dice = game.dice  # each die's id looked up in C (a die changes at nearly every command)
    return evolve(game, dice=tuple(map(changed.get, map(_DIE_ID, dice), dice)))


def pass_recovery(game: ExpressGame, seat: int, forced: bool, vote: bool) -> int:
    """How many Spent dice a pass recovers (E-PASS-7)."""
    spent = len(dice_of(game, seat, SPENT))
    if vote:
        return 0
    if game.revealed[seat]:
        amount = spent
    else:
        amount = 2 if forced else 1
        if limited_recovery(game, seat):
            amount = min(amount, 1)
    if armory_damaged(game):
        amount = max(0, amount - 1)
    return min(amount, spent)


def next_admiral(game: ExpressGame, outgoing: int) -> int:
    """The highest-ranked eligible seat other than `outgoing`, or `outgoing` (E-ADM-3)."""
    ranked = sorted(range(seats(game)), key=lambda s: data().character(game.characters[s]).rank)
    for seat in ranked:
        if seat != outgoing and not game.brig[seat] and not game.revealed[seat]:
            return seat
    return outgoing

"""The base game value (`BaseGame`) and the read-only queries the rules ask of it.

Skill cards are codes ``"<catalogue id>@<strength>"``; crisis cards are catalogue ids, with
``"#<printing>"`` appended for the cards printed with different icons. Hidden parts: hands, loyalty
cards, deck and pile orders, the destiny deck, civilian cargo, the Quorum hand.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base.catalogue.loader import BaseCatalogue, load
from bsgcore.base.modifiers import modifiers
from bsgcore.base.titles.lines import ADMIRAL, PRESIDENT, rank, title_lines
from bsgcore.context import current_rules
from bsgcore.frozen import evolve

STRANDED = "stranded"
SPACE = "space"
HUMANS, CYLONS = "humans", "cylons"


@attrs.frozen(slots=False)  # copied by bsgcore.frozen.evolve in C, like BaseGame
class Player:
    """A seat's character, where it stands, and its secret cards."""

    character: str = ""
    location: str = ""
    hand: tuple[str, ...] = ()
    loyalty: tuple[str, ...] = ()
    revealed: bool = False
    shown: tuple[str, ...] = ()  # loyalty cards shown to all (a revealed Cylon card, a Sympathizer)
    super_crises: tuple[str, ...] = ()  # a revealed Cylon's super crisis cards (secret)
    standing: tuple[str, ...] = ()  # window kinds this seat always passes on (public, windows.py)


#: The base game's viper, the Mark II: the model of every viper no plugin gave another
#: (space/models.py).
BASE_VIPER = "base.component.viper"


@attrs.frozen
class Viper:
    """A viper in space; `pilot` is the seat flying it, or -1 (unmanned); `model` its type
    (public; a plugin's, ``bsg_base_viper_models``, or base's Mark II)."""

    uid: int
    area: int
    pilot: int = -1
    model: str = BASE_VIPER


@attrs.frozen
class ViperStock:
    """The vipers of one model off the board: in the reserve, the damaged box, destroyed."""

    model: str
    reserve: int = 0
    damaged: int = 0
    destroyed: int = 0


@attrs.frozen
class CylonShip:
    """A basestar, raider or heavy raider in space; `damage` lists a basestar's tokens."""

    uid: int
    kind: str
    area: int
    damage: tuple[str, ...] = ()


@attrs.frozen
class Civilian:
    """A civilian ship in space (what it carries is secret: `BaseGame.cargo`)."""

    uid: int
    area: int


@attrs.frozen(slots=False)
class BaseGame:
    """Everything on the base game's table.

    Not slotted: `bsgcore.frozen.evolve` copies a dict-based value in C, and nearly every event
    copies this sixty-field value. `titles`, `skill_decks` and `skill_discards` are plain
    mappings (like the kernel's `State.plugins`): an event replaces them with a new mapping and
    never changes one in place; so the value compares by content but is not hashable.
    """

    players: tuple[Player, ...] = ()
    first_player: int = -1
    current: int = -1
    turn: int = 0
    titles: dict[str, int] = attrs.Factory(dict)  # line -> seat holding it (titles/lines.py)
    nukes: int = 0
    fuel: int = 0
    food: int = 0
    morale: int = 0
    population: int = 0
    jump_track: int = 0
    distance: int = 0
    centurions: tuple[int, ...] = ()
    raptors: int = 0
    vipers_reserve: int = 0
    vipers_damaged: int = 0
    vipers_destroyed: int = 0
    # Per model, when a plugin gives the game more than base's (space/models.py; empty: every
    # viper is base's and the three counts above say it all). The counts above stay the totals.
    viper_stock: tuple[ViperStock, ...] = ()
    vipers: tuple[Viper, ...] = ()
    cylon_ships: tuple[CylonShip, ...] = ()
    civilians: tuple[Civilian, ...] = ()
    cargo: tuple[str, ...] = ()
    civilian_pile: tuple[str, ...] = ()
    next_uid: int = 0
    skill_decks: dict[str, tuple[str, ...]] = attrs.Factory(dict)  # type -> deck (skills/types.py)
    skill_discards: dict[str, tuple[str, ...]] = attrs.Factory(dict)  # type -> its discard pile
    destiny: tuple[str, ...] = ()
    # The top Destiny cards every seat saw go on top, top first (public; skills/destiny.py).
    destiny_known: tuple[str, ...] = ()
    # (seat, deck, cards): the bottom cards of a hidden deck one seat saw, top first (secret to
    # the others; skills/seen.py).
    decks_seen: tuple[tuple[int, str, tuple[str, ...]], ...] = ()
    crisis_deck: tuple[str, ...] = ()  # the Crisis deck in use (crisis/decks.py), top first
    crisis_discard: tuple[str, ...] = ()
    crisis_in_use: str = "crisis"  # the name of the Crisis deck in the two fields above
    # The Crisis decks set aside (a phase's own, or base's while another is in use):
    # name -> (deck, discard pile).
    crisis_aside: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = attrs.Factory(dict)
    crisis_origin: str = ""  # the deck the crisis card being resolved came from
    super_crisis_deck: tuple[str, ...] = ()
    quorum_deck: tuple[str, ...] = ()
    quorum_discard: tuple[str, ...] = ()
    quorum_hand: tuple[str, ...] = ()
    quorum_playing: str = ""  # the Quorum card being played, face up (quorum.py)
    quorum_markers: tuple[tuple[str, int], ...] = ()  # (card, holder) in play as markers (public)
    quorum_removed: tuple[str, ...] = ()  # Quorum cards removed from the game (public)
    quorum_drawn: tuple[str, ...] = ()  # Skilled Politician's cards, seen by quorum_drawn_by only
    quorum_drawn_by: int = -1
    once_per_game_used: tuple[str, ...] = ()  # once-per-game abilities used (public, B-CHAR-3)
    destination_deck: tuple[str, ...] = ()
    destinations: tuple[str, ...] = ()
    loyalty_deck: tuple[str, ...] = ()
    damage_pile: tuple[str, ...] = ()
    damaged_locations: tuple[str, ...] = ()
    basestar_damage_pile: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()  # crisis cards whose special rule stays out (space.py)
    set_up: bool = False
    # -- the turn (turn.py, check.py, crisis.py, jump.py) --
    crisis: str = ""  # the crisis card drawn this turn, until the end of its jump step (public)
    check: Check | None = None  # the skill check being resolved
    drawn_destinations: tuple[str, ...] = ()  # the Admiral's 2 cards while choosing (secret)
    sleeper_done: bool = False
    set_aside: tuple[str, ...] = ()  # missing cards kept out of their decks (omit_missing_cards)
    peeks: tuple[tuple[int, int, str], ...] = ()  # (viewer, target, loyalty card) seen (secret)
    executive_order_turn: int = -1  # the turn an Executive Order was played (B-INV-25)
    maintenance_turn: int = -1  # the turn Tyrol's Maintenance Engineer was used (B-CHR-TYR-A)
    super_crisis_discard: tuple[str, ...] = ()  # super crises played or swapped (public)
    extra_crises: int = 0  # crisis cards still to draw this turn (Fulfiller of Prophecy, public)
    roll: Roll | None = None  # the die being rolled, between its windows (dice.py, public)
    eco_officer_turn: int = -1  # the turn Helo's ECO Officer was used (B-CHR-HEL-A)
    held_discards: tuple[tuple[int, str], ...] = ()  # (seat, card) chosen face down (B-TURN-16)
    check_marks: tuple[
        str, ...
    ] = ()  # marks a plugin set on the check in progress (checks/abilities.py)
    # -- executions (an expansion's rule, base's procedure: execution/) --
    executions: tuple[Execution, ...] = ()  # every execution so far, in order (public)
    loyalty_added: int = 0  # loyalty cards put into the game after the set-up (execution/)

    @property
    def president(self) -> int:
        """The seat holding the President title (-1 before set-up), read from `titles`."""
        return self.titles.get(PRESIDENT, -1)

    @property
    def admiral(self) -> int:
        """The seat holding the Admiral title (-1 before set-up), read from `titles`."""
        return self.titles.get(ADMIRAL, -1)


@attrs.frozen
class Execution:
    """One execution (H-EXEC-6): the seat, the character executed, what its loyalty proved
    ("human", "cylon", or "revealed" for a Cylon player), the turn, the morale it cost, and the
    character chosen in its place ("" when none was); `barred_from` and `barred_depth`: the key
    and stack place of the effect that caused it, on which the replacement may not use his
    abilities (P-EXEC-17, execution/barred.py), "" and -1 when none."""

    seat: int
    character: str
    proof: str
    turn: int
    morale: int = 0
    replacement: str = ""
    barred_depth: int = -1
    barred_from: str = ""


@attrs.frozen(slots=False)  # copied by bsgcore.frozen.evolve in C, like BaseGame
class Check:
    """A skill check (B-CHECK): public terms; `destiny` and `played` stay secret until revealed.

    `on_pass`, `on_partial`, `on_fail` are effect paths of `source` (crisis.ops_at); `seat` is the
    player the check is resolved for (its effects' acting player).
    """

    source: str
    difficulty: int
    skills: tuple[str, ...]
    seat: int
    partial: int = 0
    target: int = -1
    on_pass: str = ""
    on_partial: str = ""
    on_fail: str = ""
    destiny: tuple[str, ...] = ()
    played: tuple[tuple[str, ...], ...] = ()
    revealed: tuple[str, ...] = ()
    total: int = 0
    result: str = ""
    face_up: bool = False  # Investigative Committee (B-CHECK-15)
    emergency: bool = False  # a Declare Emergency was played (B-INV-25)
    zeroed: str = ""  # a skill type counting 0 (Tyrol's Blind Devotion, B-CHR-TYR-O)


@attrs.frozen
class Roll:
    """A d8 being rolled, kept while its response windows are open (dice.py).

    `modifier` is the fixed modifiers (Structural Damage, Ambush, B-CMBT-6); `planned` says a
    Strategic Planning was played on this die (+2, kept through re-rolls, R-11); `extra` is the
    current roll's own modifier (Evasive Maneuvers' -2 on a piloted viper, B-CARD-PIL-12);
    `value` the die as last rolled (0 before the first roll). `attacker` and `target` name an
    attack ("" for other rolls); `viper` is the viper attacked, -1 when none.
    """

    purpose: str
    roller: int = -1
    modifier: int = 0
    planned: bool = False
    extra: int = 0
    value: int = 0
    attacker: str = ""
    target: str = ""
    viper: int = -1
    piloted: bool = False

    @property
    def result(self) -> int:
        """The value with every modifier, clamped to 1-8 (B-CMBT-9)."""
        bonus = PLANNING_BONUS if self.planned else 0
        return max(1, min(8, self.value + self.modifier + bonus + self.extra))


PLANNING_BONUS = 2


def data() -> BaseCatalogue:
    """The catalogue of the game being computed (plugins may extend it), else the shipped one
    (`current.catalogue`, inlined: the rules ask it all the time)."""
    rules = current_rules()
    if rules is not None:
        table = rules.data.get("base.cards")
        if isinstance(table, BaseCatalogue):
            return table
    return load()


def skill_type(code: str) -> str:
    """The type of a skill card code (remembered by the game's catalogue, not process-wide)."""
    cat = data()
    known = cat.code_types.get(code)
    if known is None:
        known = cat.code_types[code] = cat.skill(code.split("@", 1)[0]).type
    return known


def skill_value(code: str) -> int:
    """The strength of a skill card code."""
    return int(code.rsplit("@", 1)[1])


#: The crisis card that, in play, forbids looking at loyalty cards (B-CRISIS-11).
DETECTOR_SABOTAGE = "base.crisis.detector_sabotage"


def crisis_id(code: str) -> str:
    """The catalogue id of a crisis deck code."""
    return code.split("#", 1)[0]


def discard_crisis(game: BaseGame, cards: tuple[str, ...]) -> BaseGame:
    """The game with crisis cards put on the discard pile of the deck the crisis being resolved
    came from (the deck in use unless a plugin switched decks since, crisis/decks.py)."""
    origin = game.crisis_origin or game.crisis_in_use
    if origin == game.crisis_in_use:
        return evolve(game, crisis_discard=game.crisis_discard + cards)
    deck, discard = game.crisis_aside.get(origin, ((), ()))
    return evolve(game, crisis_aside={**game.crisis_aside, origin: (deck, discard + cards)})


def seats(game: BaseGame) -> int:
    """The number of seats."""
    return len(game.players)


def clockwise(game: BaseGame, start: int) -> tuple[int, ...]:
    """Every seat clockwise from `start`, starting with it (B-SETUP-1, B-TURN-1)."""
    n = seats(game)
    return tuple((start + i) % n for i in range(n))


def seat_of(game: BaseGame, character: str) -> int:
    """The seat playing `character`, or -1 when it is not in play."""
    for seat, player in enumerate(game.players):
        if player.character == character:
            return seat
    return -1


def chosen_characters(game: BaseGame) -> tuple[str, ...]:
    """The characters picked so far."""
    return tuple(p.character for p in game.players if p.character)


def is_cylon_player(game: BaseGame, seat: int) -> bool:
    """Whether `seat` is a Cylon player, whom every "Cylon player" rule applies to and no "human
    player" rule does (H-ROLE-1): a revealed Cylon (B-CYL-1), as the ``bsg_base_is_cylon_player``
    pipeline leaves it (Pegasus's Infiltration changes it)."""
    cylon = game.players[seat].revealed
    for modify in modifiers().is_cylon_player:
        cylon = modify(game, seat, cylon)
    return cylon


def is_human_player(game: BaseGame, seat: int) -> bool:
    """Whether `seat` is a human player: not a Cylon player (H-ROLE-1, B-CYL-1). An unrevealed
    Cylon is a human player."""
    return not is_cylon_player(game, seat)


def is_cylon(game: BaseGame, seat: int) -> bool:
    """A seat holding at least one "You Are a Cylon" card (B-LOY-4), or revealed as a Cylon
    through the Sympathizer (B-LOY-12, R-111)."""
    cards = data()
    if game.players[seat].revealed:
        return True
    return any(cards.get(c).extra.get("team") == "cylon" for c in game.players[seat].loyalty)


def title_eligible(game: BaseGame, seat: int, line: str, skip_brig: bool) -> bool:
    """Whether `seat` may hold the title of `line`: a character who is no Cylon player, outside
    the Brig when the line takes its successor outside it (B-SUCC-0, B-SUCC-2), as the
    ``bsg_base_title_eligible`` pipeline leaves it (Pegasus: no Infiltrator, P-SUCC)."""
    player = game.players[seat]
    eligible = bool(player.character) and not is_cylon_player(game, seat)
    eligible = eligible and not (skip_brig and player.location == "base.location.brig")
    for modify in modifiers().title_eligible:
        eligible = modify(game, seat, line, eligible)
    return eligible


def once_per_game_open(game: BaseGame, seat: int, ability: str) -> bool:
    """Whether `seat` may still use this once-per-game ability: not used yet (B-CHAR-3), as the
    ``bsg_base_once_per_game_allowed`` pipeline leaves it (Pegasus's The Farm: not humans)."""
    allowed = ability not in game.once_per_game_used
    for modify in modifiers().once_per_game_allowed:
        allowed = modify(game, seat, ability, allowed)
    return allowed


def title_holder(game: BaseGame, line: str, skip_brig: bool) -> int:
    """The highest eligible seat on a line of succession (B-SUCC-0, B-SUCC-1, B-INV-11)."""
    eligible = [s for s in range(len(game.players)) if title_eligible(game, s, line, skip_brig)]
    if not eligible and skip_brig:
        return title_holder(game, line, False)
    return min(eligible, key=lambda s: rank(line, game.players[s].character))


def titles_held(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The lines whose title a seat holds, in the game's title order."""
    return tuple(line for line, holder in game.titles.items() if holder == seat)


def with_title(game: BaseGame, line: str, seat: int) -> BaseGame:
    """A game where `seat` holds the title of `line` (a new mapping: the old value is kept)."""
    return evolve(game, titles={**game.titles, line: seat})


def edited(game: BaseGame, **changes: Any) -> BaseGame:
    """``evolve`` for scenarios: a title line's name as a field (``president=2``) gives that
    title to the seat; every other change is a field of the game."""
    lines = title_lines()
    given = {name: changes.pop(name) for name in list(changes) if name in lines}
    if given:
        changes["titles"] = {**changes.get("titles", game.titles), **given}
    return evolve(game, **changes)


def replace_player(game: BaseGame, seat: int, player: Player) -> BaseGame:
    """A game with one seat's player replaced."""
    players = game.players[:seat] + (player,) + game.players[seat + 1 :]
    return evolve(game, players=players)


def players_with(game: BaseGame, seat: int, player: Player) -> tuple[Player, ...]:
    """The game's players with one seat's replaced, for an event that changes other fields of
    the game too (``evolve(game, players=players_with(...), ...)``: one copy, not two)."""
    return game.players[:seat] + (player,) + game.players[seat + 1 :]


def replace_deck(
    decks: dict[str, tuple[str, ...]], kind: str, deck: tuple[str, ...]
) -> dict[str, tuple[str, ...]]:
    """Per-type decks (or discard piles) with one type's replaced, as a new mapping."""
    return {**decks, kind: deck}

"""Base-game events. Each knows how it changes the game (`apply`), what others may see of it
(`redacted_for`) and a sentence for people (`describe`)."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BASE_VIPER, BaseGame, Civilian, CylonShip, Player, Viper
from bsgcore.base.skills.destiny import new_destiny
from bsgcore.base.skills.seen import keep_seen
from bsgcore.base.space import models as vm
from bsgcore.frozen import evolve
from bsgcore.labels import describing
from bsgcore.messages import Event
from bsgcore.serialization import OMITTED_AT_DEFAULT
from bsgcore.state import State

HIDDEN = "hidden"


def hide(items: tuple[str, ...]) -> tuple[str, ...]:
    """As many placeholders as there are hidden items."""
    return (HIDDEN,) * len(items)


@attrs.frozen
class BaseEvent(Event):
    """A base-game event: a pure change of the `BaseGame`.

    Its ``describe`` (the printed line) names cards, locations and abilities by their printed
    names: each subclass's text goes through `printed_names` (see `__init_subclass__`), and works
    outside an engine call too (`bsgcore.labels.describing`: a plugin's cards are named)."""

    tag: ClassVar[str] = "base.event"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("describe")
        if own is not None and not getattr(own, "_printed_names", False):

            def describe(self: BaseEvent, _own: Any = own) -> str:
                return printed_names(describing(_own, self))

            describe._printed_names = True  # type: ignore[attr-defined]
            describe.__doc__ = own.__doc__
            setattr(cls, "describe", describe)  # noqa: B010 (a class attribute set at class creation)

    def apply(self, game: BaseGame) -> BaseGame:
        """The game after this event."""
        raise NotImplementedError

    @classmethod
    def applier(cls, state: State, event: BaseEvent) -> State:
        """Kernel applier: fold the event into the state's game value; what one seat knows of
        a deck's bottom is kept true after it (skills/seen.py)."""
        return state.with_game(fold_base_event(event, state.game))


def fold_base_event(event: BaseEvent, game: BaseGame) -> BaseGame:
    """The game after a base event, with what one seat knows of a deck's bottom kept true
    (skills/seen.py): the kernel's game-value applier of every event that keeps
    `BaseEvent.applier` (``registry.game_event``)."""
    new = event.apply(game)
    return keep_seen(new) if new.decks_seen else new


@attrs.frozen
class SetupBegun(BaseEvent):
    """The seats are laid out and the first player drawn at random (B-SETUP-1, R-120)."""

    tag = "base.setup_begun"
    seats: int
    first_player: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, players=(Player(),) * self.seats, first_player=self.first_player)

    def describe(self) -> str:
        return f"Seat {self.first_player} is the first player; characters are picked from there."


@attrs.frozen
class CharacterChosen(BaseEvent):
    """A seat plays this character (B-SETUP-2)."""

    tag = "base.character_chosen"
    seat: int
    character: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = evolve(game.players[self.seat], character=self.character)
        return m.replace_player(game, self.seat, player)

    def describe(self) -> str:
        return f"seat {self.seat} plays {m.data().character(self.character).name}."


@attrs.frozen
class FleetReady(BaseEvent):
    """Resources, tracks and the reserves at their start values (B-SETUP-3, -4, -12, -15)."""

    tag = "base.fleet_ready"
    fuel: int
    food: int
    morale: int
    population: int
    raptors: int
    vipers_reserve: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            fuel=self.fuel,
            food=self.food,
            morale=self.morale,
            population=self.population,
            jump_track=0,
            distance=0,
            raptors=self.raptors,
            vipers_reserve=self.vipers_reserve,
        )

    def describe(self) -> str:
        return (
            f"Fuel {self.fuel}, food {self.food}, morale {self.morale}, population "
            f"{self.population}; {self.vipers_reserve} vipers and {self.raptors} raptors in reserve."
        )


@attrs.frozen
class TitlesAssigned(BaseEvent):
    """Each title to the highest seat on its line (line -> seat, in the game's title order), and
    the nukes (B-SETUP-5, -6)."""

    tag = "base.titles_assigned"
    class_version = 2  # version 1 had `president` and `admiral` fields
    titles: dict[str, int]
    nukes: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, titles=dict(self.titles), nukes=self.nukes)

    def describe(self) -> str:
        held = "; ".join(f"{line.capitalize()}: seat {seat}" for line, seat in self.titles.items())
        return f"{held} ({self.nukes} nukes)."


@attrs.frozen
class CharactersPlaced(BaseEvent):
    """Each character on its starting location (B-SETUP-10)."""

    tag = "base.characters_placed"
    locations: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        players = tuple(
            evolve(p, location=loc) for p, loc in zip(game.players, self.locations, strict=True)
        )
        return evolve(game, players=players)

    def describe(self) -> str:
        return "Characters placed on their starting locations."


@attrs.frozen
class DecksShuffled(BaseEvent):
    """Every deck and face-down pile, shuffled (B-SETUP-7, -11, -13); orders are secret."""

    tag = "base.decks_shuffled"
    class_version = 2  # version 1 listed the skill decks by the position of their type
    skill_decks: dict[str, tuple[str, ...]]
    crisis_deck: tuple[str, ...]
    super_crisis_deck: tuple[str, ...]
    quorum_deck: tuple[str, ...]
    destination_deck: tuple[str, ...]
    civilian_pile: tuple[str, ...]
    damage_pile: tuple[str, ...]
    basestar_damage_pile: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            skill_decks=dict(self.skill_decks),
            skill_discards=dict.fromkeys(self.skill_decks, ()),
            crisis_deck=self.crisis_deck,
            super_crisis_deck=self.super_crisis_deck,
            quorum_deck=self.quorum_deck,
            destination_deck=self.destination_deck,
            civilian_pile=self.civilian_pile,
            damage_pile=self.damage_pile,
            basestar_damage_pile=self.basestar_damage_pile,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return DecksShuffled(
            {kind: hide(deck) for kind, deck in self.skill_decks.items()},
            hide(self.crisis_deck),
            hide(self.super_crisis_deck),
            hide(self.quorum_deck),
            hide(self.destination_deck),
            hide(self.civilian_pile),
            hide(self.damage_pile),
            hide(self.basestar_damage_pile),
        )

    def describe(self) -> str:
        return "Every deck and pile is shuffled."


@attrs.frozen
class DestinyBuilt(BaseEvent):
    """The top 2 cards of each skill deck, shuffled into the destiny deck (B-DEST-1)."""

    # A plugin's recipe (``bsg_base_destiny_recipe``) may take other counts: `apply` counts the
    # cards of each type.

    tag = "base.destiny_built"
    destiny: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        taken: dict[str, int] = {}  # the cards came from the top of their types' decks
        for code in self.destiny:
            kind = m.skill_type(code)
            taken[kind] = taken.get(kind, 0) + 1
        decks = {kind: deck[taken.get(kind, 0) :] for kind, deck in game.skill_decks.items()}
        return new_destiny(evolve(game, skill_decks=decks), self.destiny)

    def redacted_for(self, seat: int | None) -> Event:
        return DestinyBuilt(hide(self.destiny))

    def describe(self) -> str:
        return f"The destiny deck is built ({len(self.destiny)} cards)."


@attrs.frozen
class LoyaltyDealt(BaseEvent):
    """Secret loyalty cards per seat, and the rest of the deck (B-SETUP-8, -9, B-LOY-3)."""

    tag = "base.loyalty_dealt"
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        players = tuple(
            evolve(p, loyalty=p.loyalty + h) for p, h in zip(game.players, self.hands, strict=True)
        )
        return evolve(game, players=players, loyalty_deck=self.deck)

    def redacted_for(self, seat: int | None) -> Event:
        hands = tuple(h if i == seat else hide(h) for i, h in enumerate(self.hands))
        return LoyaltyDealt(hands, hide(self.deck))

    def describe(self) -> str:
        counts = ", ".join(str(len(h)) for h in self.hands)
        return f"Loyalty cards dealt ({counts}); {len(self.deck)} left in the deck."


@attrs.frozen
class QuorumDrawn(BaseEvent):
    """The President draws Quorum cards from the top of the deck (B-SETUP-7)."""

    tag = "base.quorum_drawn"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        count = len(self.cards)
        return evolve(
            game,
            quorum_deck=game.quorum_deck[count:],
            quorum_hand=game.quorum_hand + self.cards,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else QuorumDrawn(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} (President) draws {len(self.cards)} Quorum card(s)."


@attrs.frozen
class ShipsPlaced(BaseEvent):
    """Ships placed in one space area; civilians come from the top of the pile (B-SETUP-12)."""

    tag = "base.ships_placed"
    area: int
    basestars: int = 0
    raiders: int = 0
    heavy_raiders: int = 0
    vipers: int = 0
    civilians: int = 0

    def apply(self, game: BaseGame) -> BaseGame:
        uid = game.next_uid
        cylons = list(game.cylon_ships)
        for kind, count in (
            ("basestar", self.basestars),
            ("raider", self.raiders),
            ("heavy_raider", self.heavy_raiders),
        ):
            for _ in range(count):
                cylons.append(CylonShip(uid, kind, self.area))
                uid += 1
        vipers = list(game.vipers)
        for _ in range(self.vipers):
            vipers.append(Viper(uid, self.area))
            uid += 1
        civilians = list(game.civilians)
        cargo = list(game.cargo)
        for back in game.civilian_pile[: self.civilians]:
            civilians.append(Civilian(uid, self.area))
            cargo.append(back)
            uid += 1
        game = vm.moved(game, BASE_VIPER, reserve=-self.vipers) if self.vipers else game
        return evolve(
            game,
            cylon_ships=tuple(cylons),
            vipers=tuple(vipers),
            civilians=tuple(civilians),
            cargo=tuple(cargo),
            civilian_pile=game.civilian_pile[self.civilians :],
            next_uid=uid,
        )

    def describe(self) -> str:
        parts = [
            f"{n} {name}"
            for n, name in (
                (self.basestars, "basestar(s)"),
                (self.raiders, "raider(s)"),
                (self.heavy_raiders, "heavy raider(s)"),
                (self.vipers, "viper(s)"),
                (self.civilians, "civilian ship(s)"),
            )
            if n
        ]
        return f"{AREAS[self.area].capitalize()}: " + ", ".join(parts) + "."


@attrs.frozen
class StartingViperLaunched(BaseEvent):
    """A pilot starts in a viper (of `model`) from the reserve in this area (B-SETUP-10,
    B-CHR-APO-S)."""

    tag = "base.starting_viper_launched"
    seat: int
    area: int
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)

    def apply(self, game: BaseGame) -> BaseGame:
        viper = Viper(game.next_uid, self.area, self.seat, self.model)
        player = evolve(game.players[self.seat], location=m.SPACE)
        game = vm.moved(m.replace_player(game, self.seat, player), self.model, reserve=-1)
        return evolve(
            game,
            vipers=game.vipers + (viper,),
            next_uid=game.next_uid + 1,
        )

    def describe(self) -> str:
        return f"seat {self.seat} starts piloting a viper in {AREAS[self.area]}."


@attrs.frozen
class SkillCardsDrawn(BaseEvent):
    """A seat draws the top card of each listed type's deck; the types are public (B-TURN-4)."""

    tag = "base.skill_cards_drawn"
    seat: int
    types: tuple[str, ...]
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        decks = game.skill_decks
        for kind in self.types:
            decks = m.replace_deck(decks, kind, decks[kind][1:])
        player = game.players[self.seat]
        player = evolve(player, hand=player.hand + self.cards)
        return evolve(game, players=m.players_with(game, self.seat, player), skill_decks=decks)

    def redacted_for(self, seat: int | None) -> Event:
        return (
            self if seat == self.seat else SkillCardsDrawn(self.seat, self.types, hide(self.cards))
        )

    def describe(self) -> str:
        return f"seat {self.seat} draws skill cards: {', '.join(self.types)}."


@attrs.frozen
class SetupFinished(BaseEvent):
    """Set-up is complete; the first player's turn comes next."""

    tag = "base.setup_finished"

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, set_up=True)

    def describe(self) -> str:
        return "Set-up complete."


@attrs.frozen
class TurnBegun(BaseEvent):
    """A seat's turn begins (B-TURN-1)."""

    tag = "base.turn_begun"
    seat: int
    turn: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, current=self.seat, turn=self.turn)

    def describe(self) -> str:
        return f"--- Turn {self.turn}: seat {self.seat} ---"


BASE_EVENTS: tuple[type[BaseEvent], ...] = (
    SetupBegun,
    CharacterChosen,
    FleetReady,
    TitlesAssigned,
    CharactersPlaced,
    DecksShuffled,
    DestinyBuilt,
    LoyaltyDealt,
    QuorumDrawn,
    ShipsPlaced,
    StartingViperLaunched,
    SkillCardsDrawn,
    SetupFinished,
    TurnBegun,
)


_CODE = re.compile(r"\bbase\.[a-z_]+\.[a-z0-9_]+(?:@[0-9]+)?(?:#[0-9]+)?")


def printed_names(text: str) -> str:
    """`text` with each catalogue code (``base.skill.repair@3``, ``base.crisis.x#2``,
    ``base.location.brig``) replaced by the printed name (``Repair 3``); unknown codes stay."""
    return _CODE.sub(_printed_name, text)


def _printed_name(match: re.Match[str]) -> str:
    code = match.group(0)
    card_id, _, value = code.split("#", 1)[0].partition("@")
    try:
        name = str(m.data().get(card_id).name)
    except (KeyError, AttributeError):
        return code
    return f"{name} {value}" if value else name

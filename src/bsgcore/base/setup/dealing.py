"""The base set-up once every character is chosen (B-SETUP-3 to -13, -15), as events.

Every random outcome (deck orders, the loyalty deal, the destiny deck) is drawn here and written
into the events; the appliers only fold them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import CrisisCard, SimpleCard
from bsgcore.base.catalogue.loader import BaseCatalogue
from bsgcore.base.model import BASE_VIPER, BaseGame, ViperStock
from bsgcore.base.setup import events as e
from bsgcore.base.setup.loyalty import loyalty_cards, loyalty_setup
from bsgcore.base.skills.types import destiny_recipe, type_names
from bsgcore.base.space import models as vm
from bsgcore.base.space.board import basestar_tokens
from bsgcore.base.space.events import ViperStockSet
from bsgcore.base.titles.lines import title_lines
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor

STARTING_NUKES = 2


def skill_deck(cards: BaseCatalogue, kind: str) -> list[str]:
    """Every skill card code of one type, in catalogue order (B-COMP-3)."""
    out: list[str] = []
    for entry in cards.skills:
        if entry.type == kind:
            for value in entry.values:
                out += [f"{entry.id}@{value}"] * int(entry.copies_by_value[str(value)])
    return out


def crisis_codes(deck: tuple[CrisisCard, ...]) -> list[str]:
    """Every physical crisis card as a code; printings told apart by ``#n`` (B-COMP-19)."""
    out: list[str] = []
    for card in deck:
        for index, printing in enumerate(card.printings):
            code = card.id if len(card.printings) == 1 else f"{card.id}#{index}"
            out += [code] * printing.copies
    return out


def copies(deck: tuple[SimpleCard, ...]) -> list[str]:
    """Every physical card of a deck of identical copies, by id."""
    return [card.id for card in deck for _ in range(card.copies)]


def start_location(cards: BaseCatalogue, character: str) -> str:
    """Where a character starts; Apollo's viper is placed later, Helo is stranded (B-SETUP-10)."""
    start = cards.character(character).start_location
    if start == "viper_in_echo_or_foxtrot":
        return ""
    return start


def loyalty_deal(game: BaseGame, rng: RandomCursor) -> e.LoyaltyDealt:
    """Build, shuffle and deal the loyalty deck (B-LOY-2, B-SETUP-8, -9, B-CHR-BAL-W)."""
    cards = m.data()
    recipe = loyalty_setup(game)
    by_team: dict[str, list[str]] = {}
    for card in cards.loyalty:
        by_team.setdefault(str(card.extra.get("team")), []).extend([card.id] * card.copies)
    cylons = list(rng.shuffled(by_team["cylon"]))[: recipe.cylon]
    extras = sum(
        count
        for char_id, count in cards.components.extra_not_a_cylon.items()
        if m.seat_of(game, char_id) >= 0
    )
    pool = by_team["human"]
    if recipe.not_cylon_pool:  # cards that differ: shuffled first (X-LOY-2)
        pool = list(rng.shuffled(list(recipe.not_cylon_pool)))
    humans = pool[: recipe.not_cylon + extras]
    deck = list(rng.shuffled(cylons + humans))
    hands: list[tuple[str, ...]] = [()] * m.seats(game)
    for seat in m.clockwise(game, game.first_player):
        take = loyalty_cards(game, seat, "setup")
        hands[seat], deck = tuple(deck[:take]), deck[take:]
    if recipe.sympathizer:
        extra = [recipe.sympathizer_card] if recipe.sympathizer_card else by_team["sympathizer"][:1]
        deck = list(rng.shuffled(deck + extra))
    return e.LoyaltyDealt(tuple(hands), tuple(deck))


def viper_stock(options: Mapping[str, Any]) -> list[Event]:
    """The vipers per model when a plugin changes base's 8 Mark II in the reserve
    (``bsg_base_viper_stock``); none otherwise, and the game stays untyped."""
    stock = vm.start_stock(options)
    if stock == (ViperStock(BASE_VIPER, reserve=m.data().components.count("viper")),):
        return []
    return [ViperStockSet(stock)]


def deal(
    game: BaseGame, rng: RandomCursor, options: Mapping[str, Any] | None = None
) -> list[Event]:
    """Every set-up event after the characters are chosen; a title that comes with an option
    the game's `options` leave off is not dealt (``TitleLine.option``)."""
    cards = m.data()
    comp = cards.components
    start = comp.resource_start
    titles = {
        line.name: m.title_holder(game, line.name, line.skip_brig)
        for line in title_lines().values()
        if line.dealt(options or {})
    }
    decks = {kind: tuple(rng.shuffled(skill_deck(cards, kind))) for kind in type_names()}
    shuffled = e.DecksShuffled(
        skill_decks=decks,
        crisis_deck=rng.shuffled(crisis_codes(cards.crisis)),
        super_crisis_deck=rng.shuffled(crisis_codes(cards.super_crisis)),
        quorum_deck=rng.shuffled(copies(cards.quorum)),
        destination_deck=rng.shuffled(copies(cards.destinations)),
        civilian_pile=rng.shuffled([c.back for c in comp.civilians]),
        damage_pile=rng.shuffled(copies(cards.galactica_damage)),
        basestar_damage_pile=rng.shuffled(list(basestar_tokens(options or {}))),
    )
    recipe = destiny_recipe(game)
    destiny = rng.shuffled([card for kind, n in recipe.items() for card in decks[kind][:n]])
    events: list[Event] = [
        e.FleetReady(
            int(start["fuel"]),
            int(start["food"]),
            int(start["morale"]),
            int(start["population"]),
            comp.count("raptor"),
            comp.count("viper"),
        ),
        *viper_stock(options or {}),
        e.TitlesAssigned(titles, STARTING_NUKES),
        e.CharactersPlaced(tuple(start_location(cards, p.character) for p in game.players)),
        shuffled,
        e.DestinyBuilt(destiny),
        loyalty_deal(game, rng),
        e.QuorumDrawn(titles["president"], shuffled.quorum_deck[:1]),
    ]
    for row in comp.starting_layout:
        ships = row.ships
        events.append(
            e.ShipsPlaced(
                row.area,
                basestars=int(ships.get("basestar", 0)),
                raiders=int(ships.get("raider", 0)),
                heavy_raiders=int(ships.get("heavy_raider", 0)),
                vipers=int(ships.get("viper", 0)),
                civilians=int(ships.get("civilian", 0)),
            )
        )
    return events

"""Scenario helpers on positions (docs/positions.md): take a real game's position, change it in a
player's terms, and start a `Game` from it, through the public API only.

Each helper returns a new position (the one given is not changed). Cards are named as positions
write them (``"Repair (2)"``) or by code (``"base.skill.repair@2"``); characters by name or id.
A card given to a player is taken from wherever it was (a deck, a discard pile, the destiny deck
or another hand), so no card is made or lost and the base invariants still hold.
"""

from __future__ import annotations

import copy
from typing import Any

from bsgcore.game import Game
from bsgcore.position import InvalidPosition

Position = dict[str, Any]


def position_of(game: Game) -> Position:
    """The host's position of a game (a deep copy, safe to edit)."""
    return copy.deepcopy(game.position())


def start(position: Position, seed: int | None = None) -> Game:
    """A game from a position (``Game.from_position``)."""
    return Game.from_position(position, seed)


def player(position: Position, character: str) -> dict[str, Any]:
    """The player entry of a character (by name, or id such as ``base.character.laura_roslin``)."""
    for entry in position["game"]["players"]:
        if character in (entry["character"], _short(entry["character"])):
            return entry
    for entry in position["game"]["players"]:
        if _matches(entry["character"], character):
            return entry
    raise InvalidPosition(f"No player of this position plays {character!r}.")


def _short(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def _matches(written: str, asked: str) -> bool:
    """Whether a written character (a name) is the one asked by id or short id."""
    from bsgcore.base.catalogue.loader import load

    record = load().index.get(asked if "." in asked else f"base.character.{asked}")
    return bool(getattr(record, "name", None) == written)


def placed(position: Position, character: str, location: str) -> Position:
    """The position with a character standing at a location (by name: ``"Command"``)."""
    out = copy.deepcopy(position)
    player(out, character)["location"] = location
    return out


def with_resources(position: Position, **values: int) -> Position:
    """The position with these resources (``fuel=2, morale=3``)."""
    out = copy.deepcopy(position)
    resources = out["game"]["resources"]
    for name, value in values.items():
        if name not in resources:
            raise InvalidPosition(f"There is no resource {name!r}: {', '.join(resources)}.")
        resources[name] = value
    return out


def holding(position: Position, character: str, *cards: str) -> Position:
    """The position with these skill cards in a character's hand (added to it), each taken out
    of wherever it was: a skill deck or discard pile, the destiny deck, another hand."""
    out = copy.deepcopy(position)
    hand = player(out, character)["hand"]
    for card in cards:
        _take(out, card, exclude=hand)
        hand.append(card)
    return out


def with_hand(position: Position, character: str, *cards: str) -> Position:
    """The position where a character's hand is exactly these skill cards: the old hand goes to
    the top of its decks, the new cards are taken from wherever they were."""
    out = copy.deepcopy(position)
    entry = player(out, character)
    old, entry["hand"] = list(entry["hand"]), []
    out = holding(out, character, *cards)
    for card in old:
        _return_to_deck(out, card)
    return out


def on_top(position: Position, deck: str, *cards: str) -> Position:
    """The position with these cards on top of a deck (``"crisis"``, ``"quorum"``,
    ``"destination"``, ``"destiny"``, ...; a skill deck as ``"skill.tactics"``), in this order,
    each taken out of that deck first."""
    out = copy.deepcopy(position)
    pile = _deck(out, deck)
    for card in cards:
        if card not in pile:
            raise InvalidPosition(f"{card!r} is not in the {deck} deck of this position.")
        pile.remove(card)
    pile[:0] = list(cards)
    return out


def _deck(position: Position, deck: str) -> list[Any]:
    decks = position["game"]["decks"]
    kind, _, sub = deck.partition(".")
    pile = decks.get(kind)
    if sub and isinstance(pile, dict):
        pile = pile.get(sub)
    if not isinstance(pile, list):
        raise InvalidPosition(f"This position has no deck {deck!r}.")
    return pile


def _take(position: Position, card: str, exclude: list[Any]) -> None:
    """Remove one copy of ``card`` from the first pile or hand holding it (not ``exclude``)."""
    game = position["game"]
    piles: list[list[Any]] = [
        *game["decks"]["skill"].values(),
        *game["decks"]["skill_discards"].values(),
    ]
    piles.append(game["decks"]["destiny"])
    piles += [p["hand"] for p in game["players"] if p["hand"] is not exclude]
    for pile in piles:
        if card in pile:
            pile.remove(card)
            return
    raise InvalidPosition(f"No deck, discard pile or hand of this position holds {card!r}.")


def _return_to_deck(position: Position, card: str) -> None:
    """Put a skill card back on top of the deck of its type (read from the game's catalogue)."""
    from bsgcore.base.model import skill_type
    from bsgcore.base.position import names
    from bsgcore.context import using_rules
    from bsgcore.position import position_rules

    with using_rules(position_rules(position)):
        kind = skill_type(names().read(card, "card"))
    position["game"]["decks"]["skill"][kind].insert(0, card)

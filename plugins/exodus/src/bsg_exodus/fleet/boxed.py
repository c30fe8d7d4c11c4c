"""The Cylon Attack cards boxed with Cylon Fleet (X-FLEET-SETUP-1, X-FLEET-1): every Crisis and
Super Crisis card of kind ``cylon_attack`` (base's and any other plugin's) is kept out of its
deck for the whole game, through base's ``bsg_base_set_aside`` (counted there as set aside); with
Pegasus in play too, its Destination "Mining Asteroid" (X-FLEET-SETUP-11)."""

from __future__ import annotations

from bsgcore.base import BaseGame, data

CYLON_ATTACK = "cylon_attack"
#: Boxed with Pegasus in play too (X-FLEET-SETUP-11; [000] gives no reason).
MINING_ASTEROID = "pegasus.destination.mining_asteroid"


def cylon_attacks(game: BaseGame) -> tuple[str, ...]:
    """The codes of the dealt Crisis and Super Crisis decks whose card is a Cylon Attack."""
    cards = data()
    attacks = {c.id for c in (*cards.crisis, *cards.super_crisis) if c.kind == CYLON_ATTACK}
    decks = (*game.crisis_deck, *game.super_crisis_deck)
    return tuple(code for code in decks if code.split("#", 1)[0] in attacks)


def pegasus_destinations(game: BaseGame) -> tuple[str, ...]:
    """The dealt codes of the Destination "Mining Asteroid" (none without Pegasus)."""
    return tuple(c for c in game.destination_deck if c.split("#", 1)[0] == MINING_ASTEROID)

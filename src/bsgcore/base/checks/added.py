"""Cards added to a check after its reveal (a seam for expansions): the top Destiny cards join the
revealed cards face up, and the check is totalled again with them.

An expansion's Skill Check Ability that adds cards (Exodus's "Trust Instincts", X-SCA-6) calls
`add_destiny_cards` from its op: the Destiny deck is rebuilt first when it holds too few cards
(B-DEST-1, as the deal does), the cards go into ``check.destiny`` (so they are discarded with the
check's others) and ``check.revealed``, and the total and result are counted again. The
Skill Check Ability step looks at the revealed cards again after each ability, so the abilities
of the added cards are carried out too, each distinct one once (X-SCA-5). Base itself adds no
card after a reveal, so a base game never logs the event.
"""

from __future__ import annotations

import attrs

from bsgcore.base.checks.steps import DESTINY_CARDS, rebuild_destiny, result, total
from bsgcore.base.model import BaseGame
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.skills.destiny import take_destiny
from bsgcore.base.turn.shared import Events, fold
from bsgcore.frozen import evolve
from bsgcore.rng import RandomCursor


@attrs.frozen
class DestinyAddedToCheck(BaseEvent):
    """The top Destiny cards join the revealed check face up (public, as the reveal is); its
    total and result are counted again with them."""

    tag = "base.destiny_added_to_check"
    cards: tuple[str, ...]
    total: int
    result: str

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        assert check is not None
        changed = evolve(
            check,
            destiny=check.destiny + self.cards,
            revealed=tuple(sorted(check.revealed + self.cards)),
            total=self.total,
            result=self.result,
        )
        return evolve(take_destiny(game, len(self.cards)), check=changed)

    def describe(self) -> str:
        return f"{', '.join(self.cards)} join the check from the Destiny deck: {self.total}."


def add_destiny_cards(game: BaseGame, rng: RandomCursor, count: int = DESTINY_CARDS) -> Events:
    """Add the top `count` Destiny cards to the revealed check (the deck rebuilt first if it is
    short), counted again with the check's marks in force; no check: nothing."""
    check = game.check
    if check is None or count <= 0:
        return []
    events: Events = []
    if len(game.destiny) < count:
        events = rebuild_destiny(game, rng)
        game = fold(game, events)
    cards = game.destiny[:count]
    value = total(game, check, check.revealed + cards)
    return [*events, DestinyAddedToCheck(cards, value, result(check, value))]


def register(registry: object) -> None:
    """Register the event."""
    register_tables(registry, events=(DestinyAddedToCheck,))

"""Events of an execution and of the Quorum hand limit. Each `apply` is pure; a loyalty card
dealt or a loyalty deck shuffled is redacted for everyone else."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame, Execution
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.space import models as vm
from bsgcore.base.turn.events import without
from bsgcore.frozen import evolve
from bsgcore.messages import Event


def _player(game: BaseGame, seat: int, **changes: Any) -> BaseGame:
    return m.replace_player(game, seat, evolve(game.players[seat], **changes))


@attrs.frozen
class CharacterExecuted(BaseEvent):
    """A character is executed (H-EXEC-6): what its loyalty proved ("human", "cylon", or
    "revealed" for a Cylon player) and the morale it costs (P-EXEC-2, -3A; X-EXEC-2 to -4)."""

    tag = "base.character_executed"
    seat: int
    character: str
    proof: str
    morale: int = 0
    source: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        record = Execution(self.seat, self.character, self.proof, game.turn, self.morale)
        return evolve(game, executions=game.executions + (record,))

    def describe(self) -> str:
        name = m.data().character(self.character).name
        proved = {"human": "a human", "cylon": "a Cylon", "revealed": "a revealed Cylon"}
        return f"seat {self.seat} ({name}) is executed: {proved.get(self.proof, self.proof)}."


@attrs.frozen
class LoyaltyProven(BaseEvent):
    """An executed human shows every loyalty card; they stay face up with him (P-EXEC-2b,
    P-EXEC-10, X-EXEC-3)."""

    tag = "base.loyalty_proven"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        shown = game.players[self.seat].shown
        shown += tuple(c for c in dict.fromkeys(self.cards) if c not in shown)
        return _player(game, self.seat, shown=shown)

    def describe(self) -> str:
        return f"seat {self.seat} shows {len(self.cards)} loyalty card(s): not a Cylon."


@attrs.frozen
class CharacterReplaced(BaseEvent):
    """An executed human's player takes a new character, which enters at `location`; the old one
    is out of the game (P-EXEC-3B, D). A viper the old one piloted returns to the Reserves
    (P-EXEC-13)."""

    tag = "base.character_replaced"
    seat: int
    old: str
    new: str
    location: str

    def apply(self, game: BaseGame) -> BaseGame:
        if game.players[self.seat].location == m.SPACE:
            vipers = tuple(v for v in game.vipers if v.pilot != self.seat)
            back = tuple(v for v in game.vipers if v.pilot == self.seat)
            game = vm.returned(evolve(game, vipers=vipers), back)  # each to its model's share
        game = _player(game, self.seat, character=self.new, location=self.location)
        records = list(game.executions)
        for index in range(len(records) - 1, -1, -1):
            if records[index].seat == self.seat and records[index].character == self.old:
                records[index] = evolve(records[index], replacement=self.new)
                break
        return evolve(game, executions=tuple(records))

    def describe(self) -> str:
        cards = m.data()
        return (
            f"seat {self.seat} now plays {cards.character(self.new).name} "
            f"({cards.character(self.old).name} is out of the game)."
        )


@attrs.frozen
class LoyaltyDeckChanged(BaseEvent):
    """The loyalty deck is shuffled with `added` cards from the box put in (P-NEWC-1, -4,
    X-EXEC-9); its order is secret."""

    tag = "base.loyalty_deck_changed"
    deck: tuple[str, ...]
    added: int = 0

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, loyalty_deck=self.deck, loyalty_added=game.loyalty_added + self.added)

    def redacted_for(self, seat: int | None) -> Event:
        return LoyaltyDeckChanged(hide(self.deck), self.added)

    def describe(self) -> str:
        return f"{self.added} loyalty card(s) added; the loyalty deck is shuffled."


@attrs.frozen
class LoyaltyCardsDrawn(BaseEvent):
    """A seat is dealt the top loyalty cards, secretly (P-EXEC-3C, P-NEWC-4)."""

    tag = "base.loyalty_cards_drawn"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        game = _player(game, self.seat, loyalty=player.loyalty + self.cards)
        return evolve(game, loyalty_deck=game.loyalty_deck[len(self.cards) :])

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else LoyaltyCardsDrawn(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} is dealt {len(self.cards)} loyalty card(s)."


@attrs.frozen
class QuorumCardsDiscarded(BaseEvent):
    """The President discards Quorum cards face up, down to the hand limit (P-QH-2, X-QUO-1)."""

    tag = "base.quorum_cards_discarded"
    seat: int
    cards: tuple[str, ...]
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            quorum_hand=without(game.quorum_hand, self.cards),
            quorum_discard=game.quorum_discard + self.cards,
        )

    def describe(self) -> str:
        return f"seat {self.seat} discards Quorum cards {', '.join(self.cards)} ({self.reason})."


@attrs.frozen
class OncePerGameForfeited(BaseEvent):
    """A player who already used a once-per-game ability cannot use his new character's
    (P-EXEC-7, X-EXEC-14): it counts as used."""

    tag = "base.once_per_game_forfeited"
    seat: int
    ability: str

    def apply(self, game: BaseGame) -> BaseGame:
        if self.ability in game.once_per_game_used:
            return game
        return evolve(game, once_per_game_used=game.once_per_game_used + (self.ability,))

    def describe(self) -> str:
        return f"seat {self.seat} may not use {m.data().get(self.ability).name} (one per player)."


@attrs.frozen
class LoyaltyCardsDiscarded(BaseEvent):
    """A seat's face-up loyalty cards leave the game (an executed human's, X-EXEC-6): they come
    out of his hand and of the count of loyalty cards in play (B-INV-20), so a later card added
    from the box (X-EXEC-9) keeps the count true. Only cards everyone has seen are discarded."""

    tag = "base.loyalty_cards_discarded"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        game = _player(
            game,
            self.seat,
            loyalty=without(player.loyalty, self.cards),
            shown=without(player.shown, self.cards),
        )
        return evolve(game, loyalty_added=game.loyalty_added - len(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} discards {len(self.cards)} loyalty card(s)."


EXECUTION_EVENTS: tuple[type[BaseEvent], ...] = (
    CharacterExecuted,
    LoyaltyProven,
    CharacterReplaced,
    LoyaltyDeckChanged,
    LoyaltyCardsDrawn,
    QuorumCardsDiscarded,
    OncePerGameForfeited,
    LoyaltyCardsDiscarded,
)

"""Events of the Cylon side: reveals, super crisis cards, loyalty cards handed over, skill cards
taken at the Human Fleet, the crises seen at Caprica. Each `apply` is pure; secrets are redacted."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame, Player
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.turn.events import without
from bsgcore.frozen import evolve
from bsgcore.messages import Event


def _player(game: BaseGame, seat: int, **changes: Any) -> BaseGame:
    return m.replace_player(game, seat, evolve(game.players[seat], **changes))


@attrs.frozen
class CylonRevealed(BaseEvent):
    """A seat shows a loyalty card and is a revealed Cylon from now on (B-REV-1, -8, B-LOY-12)."""

    tag = "base.cylon_revealed"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        shown = game.players[self.seat].shown
        shown += () if self.card in shown else (self.card,)
        return _player(game, self.seat, revealed=True, shown=shown)

    def describe(self) -> str:
        return f"seat {self.seat} reveals: {m.data().get(self.card).name} ({self.card})."


@attrs.frozen
class LoyaltyShown(BaseEvent):
    """A seat shows a loyalty card to everyone and stays as it is (the Sympathizer, R-111)."""

    tag = "base.loyalty_shown"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        return _player(game, self.seat, shown=player.shown + (self.card,))

    def describe(self) -> str:
        return f"seat {self.seat} shows {m.data().get(self.card).name}."


@attrs.frozen
class SuperCrisisDealt(BaseEvent):
    """A revealed Cylon draws the top super crisis card, secretly (B-REV-4); `reshuffled` is the
    new deck when the discards were shuffled first (B-CYL-10)."""

    tag = "base.super_crisis_dealt"
    seat: int
    card: str
    reshuffled: tuple[str, ...] = ()

    def apply(self, game: BaseGame) -> BaseGame:
        deck = game.super_crisis_deck
        if self.reshuffled:
            deck = self.reshuffled
            game = evolve(game, super_crisis_discard=())
        deck = deck[1:]
        player = game.players[self.seat]
        game = _player(game, self.seat, super_crises=player.super_crises + (self.card,))
        return evolve(game, super_crisis_deck=deck)

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return SuperCrisisDealt(self.seat, self.card, hide(self.reshuffled))
        return SuperCrisisDealt(self.seat, "hidden", hide(self.reshuffled))

    def describe(self) -> str:
        return f"seat {self.seat} draws a super crisis card."


@attrs.frozen
class SuperCrisisDiscarded(BaseEvent):
    """A revealed Cylon discards a super crisis card face up (the Resurrection Ship, B-LOC-RES)."""

    tag = "base.super_crisis_discarded"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        game = _player(game, self.seat, super_crises=without(player.super_crises, (self.card,)))
        return evolve(game, super_crisis_discard=game.super_crisis_discard + (self.card,))

    def describe(self) -> str:
        return f"seat {self.seat} discards the super crisis {self.card}."


@attrs.frozen
class SuperCrisisPlayed(BaseEvent):
    """A revealed Cylon plays a super crisis card at Caprica; it is resolved now (B-LOC-CAP)."""

    tag = "base.super_crisis_played"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        game = _player(game, self.seat, super_crises=without(player.super_crises, (self.card,)))
        return evolve(game, crisis=self.card)

    def describe(self) -> str:
        return f"seat {self.seat} plays the super crisis {m.data().get(self.card).name}."


@attrs.frozen
class SuperCrisisFinished(BaseEvent):
    """The super crisis is finished: discarded unless it stays in play (B-CYL-10)."""

    tag = "base.super_crisis_finished"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        if self.card in game.in_play:
            return evolve(game, crisis="")
        return evolve(
            game, crisis="", super_crisis_discard=game.super_crisis_discard + (self.card,)
        )

    def describe(self) -> str:
        return f"The super crisis {self.card} is finished."


@attrs.frozen
class CrisesSeen(BaseEvent):
    """A seat looks at the top crisis cards (Caprica); only it learns them (B-INFO-1)."""

    tag = "base.crises_seen"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else CrisesSeen(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} looks at the top {len(self.cards)} crisis cards."


@attrs.frozen
class CapricaCrisisChosen(BaseEvent):
    """At Caprica the Cylon keeps one of the top crisis cards to resolve; the others are
    discarded face up (B-LOC-CAP, R-3)."""

    tag = "base.caprica_crisis_chosen"
    seat: int
    card: str
    discarded: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        n = 1 + len(self.discarded)
        return evolve(
            game,
            crisis_deck=game.crisis_deck[n:],
            crisis=self.card,
            crisis_origin=game.crisis_in_use,
            crisis_discard=game.crisis_discard + self.discarded,
        )

    def describe(self) -> str:
        return f"seat {self.seat} resolves {self.card} at Caprica; discarded {self.discarded}."


@attrs.frozen
class LoyaltyGiven(BaseEvent):
    """A revealed Cylon hands loyalty cards to another seat (B-LOC-RES, B-LOY-11, R-111); only
    the two of them see which."""

    tag = "base.loyalty_given"
    seat: int
    to: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        giver, taker = game.players[self.seat], game.players[self.to]
        game = _player(game, self.seat, loyalty=without(giver.loyalty, self.cards))
        game = _player(game, self.to, loyalty=taker.loyalty + self.cards)
        known = tuple((self.seat, self.to, card) for card in self.cards)  # the giver knows them
        return evolve(game, peeks=game.peeks + known)

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.seat, self.to):
            return self
        return LoyaltyGiven(self.seat, self.to, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} gives {len(self.cards)} loyalty card(s) to seat {self.to}."


@attrs.frozen
class SkillHandSeen(BaseEvent):
    """`viewer` looks at the skill cards of `target` (the Human Fleet, B-LOC-HFL)."""

    tag = "base.skill_hand_seen"
    viewer: int
    target: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.viewer, self.target):
            return self
        return SkillHandSeen(self.viewer, self.target, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.viewer} looks at the skill cards of seat {self.target}."


@attrs.frozen
class SkillCardTaken(BaseEvent):
    """`seat` takes one skill card from `target`'s hand (B-LOC-HFL); only the two see which."""

    tag = "base.skill_card_taken"
    seat: int
    target: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        taker, owner = game.players[self.seat], game.players[self.target]
        game = _player(game, self.target, hand=without(owner.hand, (self.card,)))
        return _player(game, self.seat, hand=taker.hand + (self.card,))

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.seat, self.target):
            return self
        return SkillCardTaken(self.seat, self.target, "hidden")

    def describe(self) -> str:
        return f"seat {self.seat} takes a skill card from seat {self.target}."


def shown_player(player: Player, card: str) -> bool:
    """Whether a loyalty card of this player is shown to all."""
    return card in player.shown


REVEAL_EVENTS: tuple[type[BaseEvent], ...] = (
    CylonRevealed,
    LoyaltyShown,
    SuperCrisisDealt,
    SuperCrisisDiscarded,
    SuperCrisisPlayed,
    SuperCrisisFinished,
    CrisesSeen,
    CapricaCrisisChosen,
    LoyaltyGiven,
    SkillHandSeen,
    SkillCardTaken,
)

"""Events of a jump: the board cleared, destinations drawn and chosen, the Sleeper Agent phase and
the track reset (B-JUMP-5, B-LOY-6). Each `apply` is pure; hidden parts are redacted."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.skills.seen import CRISIS, forget_deck
from bsgcore.base.space import models as vm
from bsgcore.base.turn.events import HANGAR_DECK
from bsgcore.frozen import evolve
from bsgcore.messages import Event


@attrs.frozen
class BoardCleared(BaseEvent):
    """Every ship leaves space: Cylon ships to the supply (their damage tokens back, `tokens`
    shuffled), vipers to the reserve with their pilots to the Hangar Deck, civilian ships back into
    the pile, shuffled (`pile`), and crisis cards kept until the jump discarded (B-JUMP-5 step 2)."""

    tag = "base.board_cleared"
    pile: tuple[str, ...]
    tokens: tuple[str, ...]
    discard: tuple[str, ...] = ()

    def apply(self, game: BaseGame) -> BaseGame:
        pilots = {v.pilot for v in game.vipers if v.pilot >= 0}
        players = tuple(
            evolve(p, location=HANGAR_DECK) if s in pilots else p
            for s, p in enumerate(game.players)
        )
        gone = set(self.discard)
        supers = {c.id for c in m.data().super_crisis}  # a super crisis goes to its own pile
        crises = tuple(c for c in self.discard if m.crisis_id(c) not in supers)
        back = vm.returned(game, game.vipers)  # each viper to its model's share of the reserve
        return evolve(
            game,
            players=players,
            cylon_ships=(),
            vipers=(),
            vipers_reserve=back.vipers_reserve,
            viper_stock=back.viper_stock,
            civilians=(),
            cargo=(),
            civilian_pile=self.pile,
            basestar_damage_pile=self.tokens,
            in_play=tuple(c for c in game.in_play if c not in gone),
            crisis_discard=game.crisis_discard + crises,
            super_crisis_discard=game.super_crisis_discard
            + tuple(c for c in self.discard if c not in crises),
        )

    def redacted_for(self, seat: int | None) -> Event:
        return BoardCleared(hide(self.pile), hide(self.tokens), self.discard)

    def describe(self) -> str:
        return "The fleet jumps: every ship leaves space."


@attrs.frozen
class BoardClearedKeeping(BoardCleared):
    """The board cleared as `BoardCleared`, except the ship kinds `kept` (``"civilian"``),
    which stay in their areas; only when a plugin keeps some (``bsg_base_jump_clearing``), so a
    game without one logs `BoardCleared` as before."""

    tag = "base.board_cleared_keeping"
    kept: tuple[str, ...] = ()

    def apply(self, game: BaseGame) -> BaseGame:
        cleared = BoardCleared.apply(self, game)
        if "civilian" in self.kept:
            cleared = evolve(cleared, civilians=game.civilians, cargo=game.cargo)
        return cleared

    def redacted_for(self, seat: int | None) -> Event:
        return BoardClearedKeeping(hide(self.pile), hide(self.tokens), self.discard, self.kept)

    def describe(self) -> str:
        kept = ", ".join(k.replace("_", " ") + " ships" for k in self.kept)
        return f"The fleet jumps: every ship leaves space but the {kept}."


@attrs.frozen
class CrisisShuffledBack(BaseEvent):
    """The fleet jumped while a card was still in play until a civilian ship or a basestar is
    destroyed (Thirty-Three): it goes back into the Crisis deck, which is shuffled (`deck`)."""

    tag = "base.crisis_shuffled_back"
    cards: tuple[str, ...]
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        gone = set(self.cards)
        game = forget_deck(game, CRISIS + game.crisis_in_use)  # shuffled (skills/seen.py)
        return evolve(
            game, in_play=tuple(c for c in game.in_play if c not in gone), crisis_deck=self.deck
        )

    def redacted_for(self, seat: int | None) -> Event:
        return CrisisShuffledBack(self.cards, hide(self.deck))

    def describe(self) -> str:
        names = ", ".join(m.data().get(m.crisis_id(c)).name for c in self.cards)
        return f"{names} goes back into the Crisis deck, which is shuffled."


@attrs.frozen
class DestinationsDrawn(BaseEvent):
    """The Admiral draws destination cards in secret (B-JUMP-5 step 3)."""

    tag = "base.destinations_drawn"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            destination_deck=game.destination_deck[len(self.cards) :],
            drawn_destinations=self.cards,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DestinationsDrawn(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} (Admiral) draws {len(self.cards)} destinations."


@attrs.frozen
class DestinationChosen(BaseEvent):
    """The chosen destination is shown and counted; the others go to the bottom (B-JUMP-5)."""

    tag = "base.destination_chosen"
    seat: int
    card: str
    others: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        distance = int(m.data().get(self.card).extra.get("distance", 0))
        return evolve(
            game,
            drawn_destinations=(),
            destination_deck=game.destination_deck + self.others,
            destinations=game.destinations + (self.card,),
            distance=game.distance + distance,
        )

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return DestinationChosen(self.seat, self.card, hide(self.others))

    def describe(self) -> str:
        return f"The fleet jumps to {m.data().get(self.card).name}."


@attrs.frozen
class DistanceAdded(BaseEvent):
    """Distance counted without a destination card (Legendary Discovery)."""

    tag = "base.distance_added"
    distance: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, distance=game.distance + self.distance)

    def describe(self) -> str:
        return f"Distance +{self.distance}."


@attrs.frozen
class SleeperAgentDealt(BaseEvent):
    """Every seat is dealt its second loyalty card(s) (B-LOY-6, B-CHR-SHA-W)."""

    tag = "base.sleeper_agent_dealt"
    hands: tuple[tuple[str, ...], ...]

    def apply(self, game: BaseGame) -> BaseGame:
        dealt = sum(len(h) for h in self.hands)
        players = tuple(
            evolve(p, loyalty=p.loyalty + h) for p, h in zip(game.players, self.hands, strict=True)
        )
        return evolve(
            game, players=players, loyalty_deck=game.loyalty_deck[dealt:], sleeper_done=True
        )

    def redacted_for(self, seat: int | None) -> Event:
        return SleeperAgentDealt(
            tuple(h if i == seat else hide(h) for i, h in enumerate(self.hands))
        )

    def describe(self) -> str:
        return "The Sleeper Agent phase: every player is dealt more loyalty cards."


@attrs.frozen
class JumpTrackReset(BaseEvent):
    """The jump track goes back to 0 (B-JUMP-1, B-JUMP-5 step 6)."""

    tag = "base.jump_track_reset"

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, jump_track=0)

    def describe(self) -> str:
        return "The jump track is reset to 0."


JUMP_EVENTS: tuple[type[BaseEvent], ...] = (
    BoardCleared,
    BoardClearedKeeping,
    CrisisShuffledBack,
    DestinationsDrawn,
    DestinationChosen,
    DistanceAdded,
    SleeperAgentDealt,
    JumpTrackReset,
)

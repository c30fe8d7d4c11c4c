"""Caprica Six's sheet (Appendix A.4), always in effect (P-CL-10): *Intimate* (Movement: take a
random skill card from another player's hand; he then draws 1 card from a skill deck she picks,
outside his set allowed), *Human Delusion* (once per game, after every card of a skill check is
revealed, she may add any number of skill cards from her hand to it), *Conflicted Loyalties*
(she discards 1 skill card to activate the Cylon Fleet)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.leaders.model import is_leader
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Check,
    LocationCost,
    OncePerGameUsed,
    check_total,
    draw_events,
    g,
    replace_player,
    skill_types,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

CAPRICA_SIX = "pegasus.character.caprica_six"
INTIMATE = "pegasus.ability.caprica_six_intimate"
DELUSION = "pegasus.ability.caprica_six_human_delusion"
CONFLICTED = "pegasus.ability.caprica_six_conflicted_loyalties"
CYLON_FLEET = ("pegasus.location.cylon_fleet", "base.location.cylon_fleet")
DONE = ""
UNLIMITED = 99  # base's own "no limit" (bsg_base_check_card_limit starts from it)


def plays(game: BaseGame, seat: int) -> bool:
    """Whether `seat` plays Caprica Six (a Cylon Leader)."""
    return game.players[seat].character == CAPRICA_SIX and is_leader(game, seat)


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class CardTakenAtRandom(BaseEvent):
    """Intimate: Caprica Six takes a random skill card of `target`'s hand; only they see it."""

    tag = "pegasus.card_taken_at_random"
    seat: int
    target: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        owner, taker = game.players[self.target], game.players[self.seat]
        hand = list(owner.hand)
        hand.remove(self.card)
        game = replace_player(game, self.target, evolve(owner, hand=tuple(hand)))
        return replace_player(game, self.seat, evolve(taker, hand=taker.hand + (self.card,)))

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.seat, self.target):
            return self
        return CardTakenAtRandom(self.seat, self.target, "hidden")

    def describe(self) -> str:
        return f"seat {self.seat} takes a random skill card from seat {self.target}."


@attrs.frozen
class DelusionCardAdded(BaseEvent):
    """Human Delusion: a card of her hand joins the revealed check, face up, with its value."""

    tag = "pegasus.delusion_card_added"
    seat: int
    card: str
    value: int

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        hand = list(player.hand)
        hand.remove(self.card)
        game = replace_player(game, self.seat, evolve(player, hand=tuple(hand)))
        check = game.check
        assert check is not None
        played = list(check.played) + [()] * (len(game.players) - len(check.played))
        played[self.seat] = (*played[self.seat], self.card)
        check = evolve(
            check,
            played=tuple(played),
            revealed=tuple(sorted((*check.revealed, self.card))),
            total=check.total + self.value,
        )
        return evolve(game, check=check)

    def describe(self) -> str:
        return f"seat {self.seat} adds a skill card to the check ({self.value:+d})."


EVENTS: tuple[type[BaseEvent], ...] = (CardTakenAtRandom, DelusionCardAdded)


# -- Intimate -----------------------------------------------------------------------------------


@attrs.frozen
class IntimateDeck(Frame):
    """Caprica Six picks the skill deck `target` draws his card from."""

    tag = "pegasus.f.intimate_deck"
    seat: int
    target: int


@attrs.frozen
class PickDeck(Command):
    """The skill deck (a type) the other player draws from."""

    tag = "pegasus.pick_deck"
    kind: str


@attrs.frozen
class UseIntimate(Command):
    """Intimate on this player, instead of moving."""

    tag = "pegasus.use_intimate"
    target: int


def movement_options(state: State, frame: Any) -> list[Command]:
    """Intimate on any other player holding a skill card."""
    game = g(state)
    seat = int(frame.seat)
    if not plays(game, seat):
        return []
    return [
        UseIntimate(seat, other)
        for other, player in enumerate(game.players)
        if other != seat and player.hand
    ]


def handle_intimate(state: State, cmd: UseIntimate, rng: RandomCursor) -> list[Event]:
    """Take a card at random, then pick his deck."""
    hand = sorted(g(state).players[cmd.target].hand)
    card = hand[rng.below(len(hand))]
    return [
        CardTakenAtRandom(cmd.seat, cmd.target, card),
        replace(IntimateDeck(cmd.seat, cmd.target)),
    ]


def decks_with_cards(game: BaseGame) -> list[str]:
    """The skill types with a card to draw (in the deck or its discards)."""
    return [
        kind
        for kind in skill_types()
        if game.skill_decks.get(kind) or game.skill_discards.get(kind)
    ]


def decide_deck(state: State, frame: IntimateDeck) -> Decision:
    """Any skill deck, outside his skill set too."""
    options: list[Command] = [PickDeck(frame.seat, k) for k in decks_with_cards(g(state))]
    return Decision.make(frame.seat, "intimate_deck", "Choose the deck he draws from", options)


def handle_deck(state: State, cmd: PickDeck, rng: RandomCursor) -> list[Event]:
    """He draws the top card of that deck."""
    frame = state.top
    assert isinstance(frame, IntimateDeck)
    return [*draw_events(g(state), frame.target, (cmd.kind,), rng), pop()]


# -- Human Delusion -----------------------------------------------------------------------------


@attrs.frozen
class HumanDelusion(Frame):
    """After a check's reveal, Caprica Six may add cards from her hand (once per game)."""

    tag = "pegasus.f.human_delusion"
    seat: int
    added: int = 0


@attrs.frozen
class AddDelusion(Command):
    """Add this card to the check, or "" to add no more."""

    tag = "pegasus.add_delusion"
    card: str

    def redacted_for(self, seat: int | None) -> Command:
        return self  # the card is added face up


def delusion_due(game: BaseGame) -> int:
    """Caprica Six's seat when she may use Human Delusion now, else -1."""
    for seat in range(len(game.players)):
        if plays(game, seat) and DELUSION not in game.once_per_game_used:
            if game.players[seat].hand and game.check is not None:
                return seat
    return -1


def reveal_wrapper(step: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Base's reveal, then Human Delusion's window before the result (A.4)."""
    events = list(step(state, frame, rng))
    seat = delusion_due(g(state))
    return [*events, push(HumanDelusion(seat))] if seat >= 0 else events


def decide_delusion(state: State, frame: HumanDelusion) -> Decision:
    """A card of her hand, or no more."""
    hand = sorted(set(g(state).players[frame.seat].hand))
    options: list[Command] = [AddDelusion(frame.seat, DONE)]
    options += [AddDelusion(frame.seat, card) for card in hand]
    return Decision.make(frame.seat, "human_delusion", "Add skill cards to the check?", options)


def handle_delusion(state: State, cmd: AddDelusion, rng: RandomCursor) -> list[Event]:
    """Add it with its value in this check; the first one uses the ability."""
    frame = state.top
    assert isinstance(frame, HumanDelusion)
    if cmd.card == DONE:
        return [pop()]
    game = g(state)
    check: Check | None = game.check
    assert check is not None
    events: list[Event] = []
    if not frame.added:
        events.append(OncePerGameUsed(cmd.seat, DELUSION))
    events.append(DelusionCardAdded(cmd.seat, cmd.card, check_total(game, check, (cmd.card,))))
    if len(game.players[cmd.seat].hand) > 1:
        return [*events, replace(HumanDelusion(cmd.seat, frame.added + 1))]
    return [*events, pop()]


def check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Once her Human Delusion is used, the revealed check holds what she added: no limit then
    (the cards she contributed before the reveal kept base's, B-CHECK-6)."""
    check = game.check
    if check is None or not check.revealed or DELUSION not in game.once_per_game_used:
        return limit
    return UNLIMITED if plays(game, seat) else limit


# -- Conflicted Loyalties -----------------------------------------------------------------------


def location_cost(game: BaseGame, seat: int, location: str, cost: LocationCost) -> LocationCost:
    """One skill card more to activate the Cylon Fleet."""
    if location in CYLON_FLEET and plays(game, seat):
        return LocationCost(cost.cards + 1, "Conflicted Loyalties")
    return cost


#: The abilities carried out here (declared with ``content.implemented_by``).
ABILITIES = (INTIMATE, DELUSION, CONFLICTED)

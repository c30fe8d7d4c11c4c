"""Events of the base turn: skills drawn and discarded, moves, titles, resources, tracks, dice,
private looks, crisis cards and skill checks. Each `apply` is pure; hidden parts are redacted."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BASE_VIPER, BaseGame, Check
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.skills.destiny import take_destiny
from bsgcore.base.space import models as vm
from bsgcore.base.space.board import end_pursuit
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.serialization import OMITTED_AT_DEFAULT

BRIG = "base.location.brig"
SICKBAY = "base.location.sickbay"
HANGAR_DECK = "base.location.hangar_deck"


def _hand(game: BaseGame, seat: int, hand: tuple[str, ...]) -> BaseGame:
    return m.replace_player(game, seat, evolve(game.players[seat], hand=hand))


def to_discards(game: BaseGame, cards: tuple[str, ...]) -> BaseGame:
    """Skill cards put face up on their types' discard piles."""
    return evolve(game, skill_discards=discarded(game, cards))


def discarded(game: BaseGame, cards: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The game's skill discard piles with ``cards`` put face up on their types' piles."""
    discards = game.skill_discards
    for code in cards:
        kind = m.skill_type(code)
        discards = m.replace_deck(discards, kind, discards[kind] + (code,))
    return discards


def without(hand: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    """A hand less one copy of each card."""
    out = list(hand)
    for code in cards:
        out.remove(code)
    return tuple(out)


@attrs.frozen
class SkillDeckReshuffled(BaseEvent):
    """A skill deck ran short: its discard pile is shuffled under what is left (B-SKILL-7)."""

    tag = "base.skill_deck_reshuffled"
    kind: str
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            skill_decks=m.replace_deck(game.skill_decks, self.kind, self.deck),
            skill_discards=m.replace_deck(game.skill_discards, self.kind, ()),
        )

    def redacted_for(self, seat: int | None) -> Event:
        return SkillDeckReshuffled(self.kind, hide(self.deck))

    def describe(self) -> str:
        return f"The {self.kind} discard pile is shuffled into a new deck."


@attrs.frozen
class DiscardsHeld(BaseEvent):
    """A seat puts the cards it discards face down, while others still choose theirs (B-TURN-16);
    the others learn only how many."""

    tag = "base.discards_held"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        game = _hand(game, self.seat, without(game.players[self.seat].hand, self.cards))
        held = game.held_discards + tuple((self.seat, c) for c in self.cards)
        return evolve(game, held_discards=held)

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DiscardsHeld(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} puts {len(self.cards)} skill card(s) face down to discard."


@attrs.frozen
class DiscardsShown(BaseEvent):
    """Every seat has chosen: the cards put face down are shown and discarded (B-TURN-16)."""

    tag = "base.discards_shown"
    held: tuple[tuple[int, str], ...]
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        game = to_discards(game, tuple(card for _, card in self.held))
        return evolve(game, held_discards=())

    def describe(self) -> str:
        shown = ", ".join(f"seat {s}: {c}" for s, c in self.held) or "nothing"
        return f"The discards are shown ({self.reason}): {shown}."


@attrs.frozen
class SkillCardsDiscarded(BaseEvent):
    """A seat discards skill cards face up (B-SKILL-5)."""

    tag = "base.skill_cards_discarded"
    seat: int
    cards: tuple[str, ...]
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        player = evolve(player, hand=without(player.hand, self.cards))
        players = m.players_with(game, self.seat, player)
        return evolve(game, players=players, skill_discards=discarded(game, self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} discards {', '.join(self.cards) or 'nothing'} ({self.reason})."


@attrs.frozen
class CharacterMoved(BaseEvent):
    """A character moves; a pilot's viper goes back to the reserve (B-MOVE-5, -11, B-VIPER-8)."""

    tag = "base.character_moved"
    seat: int
    to: str
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        player = evolve(game.players[self.seat], location=self.to)
        if game.players[self.seat].location == m.SPACE:
            vipers = tuple(v for v in game.vipers if v.pilot != self.seat)
            gone = tuple(v for v in game.vipers if v.pilot == self.seat)
            players = m.players_with(game, self.seat, player)
            return vm.returned(evolve(game, players=players, vipers=vipers), gone)
        return m.replace_player(game, self.seat, player)

    def describe(self) -> str:
        return f"seat {self.seat} moves to {self.to} ({self.reason})."


@attrs.frozen
class TitleChanged(BaseEvent):
    """The title of one line (`line`, a key of the game's title lines) passes to a seat, with its
    nukes or Quorum hand (B-SUCC, B-SUCC-9)."""

    tag = "base.title_changed"
    class_version = 2  # version 1 named the line `title`
    line: str
    seat: int
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        return m.with_title(game, self.line, self.seat)

    def describe(self) -> str:
        return f"seat {self.seat} becomes {self.line.capitalize()} ({self.reason})."


@attrs.frozen
class ResourceChanged(BaseEvent):
    """A resource moves by `delta`, kept within 0 and its dial's maximum (B-RES-3, -4)."""

    tag = "base.resource_changed"
    resource: str
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        top = int(m.data().components.resource_max[self.resource])
        value = min(top, max(0, getattr(game, self.resource) + self.delta))
        return evolve(game, **{self.resource: value})

    def describe(self) -> str:
        return f"{self.resource.capitalize()} {self.delta:+d}."


@attrs.frozen
class CounterChanged(BaseEvent):
    """The jump track, nukes or raptors move, kept within their bounds (B-JUMP-2, B-RAPTOR-1)."""

    tag = "base.counter_changed"
    counter: str
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        comp = m.data().components
        top = {
            "jump_track": comp.jump_auto,
            "nukes": comp.count("nuke_token"),
            "raptors": comp.count("raptor"),
        }[self.counter]
        value = min(top, max(0, getattr(game, self.counter) + self.delta))
        return evolve(game, **{self.counter: value})

    def describe(self) -> str:
        return f"{self.counter.replace('_', ' ').capitalize()} {self.delta:+d}."


@attrs.frozen
class VipersChanged(BaseEvent):
    """Vipers (of `model`) move between the reserve, the damaged box and the destroyed pile."""

    tag = "base.vipers_changed"
    reserve: int
    damaged: int
    destroyed: int
    model: str = attrs.field(default=BASE_VIPER, metadata=OMITTED_AT_DEFAULT)

    def apply(self, game: BaseGame) -> BaseGame:
        return vm.moved(game, self.model, self.reserve, self.damaged, self.destroyed)

    def describe(self) -> str:
        return (
            f"Vipers: reserve {self.reserve:+d}, damaged {self.damaged:+d}, "
            f"destroyed {self.destroyed:+d}."
        )


@attrs.frozen
class DieRolled(BaseEvent):
    """A d8 rolled by a seat for a purpose (B-COMP-1)."""

    tag = "base.die_rolled"
    seat: int
    purpose: str
    value: int

    def apply(self, game: BaseGame) -> BaseGame:
        if game.roll is None:
            return game
        return evolve(game, roll=evolve(game.roll, value=self.value))

    def describe(self) -> str:
        return f"seat {self.seat} rolls {self.value} ({self.purpose})."


@attrs.frozen
class LoyaltyPeeked(BaseEvent):
    """`viewer` looks at loyalty cards of `target`; only the viewer learns them (B-LOY-1, -9)."""

    tag = "base.loyalty_peeked"
    viewer: int
    target: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        seen = tuple((self.viewer, self.target, card) for card in self.cards)
        return evolve(game, peeks=game.peeks + seen)

    def redacted_for(self, seat: int | None) -> Event:
        return (
            self
            if seat == self.viewer
            else LoyaltyPeeked(self.viewer, self.target, hide(self.cards))
        )

    def describe(self) -> str:
        return (
            f"seat {self.viewer} looks at {len(self.cards)} loyalty card(s) of seat {self.target}."
        )


@attrs.frozen
class QuorumDeckReshuffled(BaseEvent):
    """The empty Quorum deck is formed again from its discards (B-QUO-6)."""

    tag = "base.quorum_deck_reshuffled"
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, quorum_deck=game.quorum_deck + self.deck, quorum_discard=())

    def redacted_for(self, seat: int | None) -> Event:
        return QuorumDeckReshuffled(hide(self.deck))

    def describe(self) -> str:
        return "The Quorum discards are shuffled into a new deck."


@attrs.frozen
class CivilianLost(BaseEvent):
    """A civilian ship from the top of the pile is destroyed: shown, its cargo lost (B-CIV-4, -6);
    Thirty-Three leaves play (space.end_pursuit)."""

    tag = "base.civilian_lost"
    back: str

    def apply(self, game: BaseGame) -> BaseGame:
        comp = m.data().components
        loss = next(c.loss for c in comp.civilians if c.back == self.back)
        changes = {k: max(0, getattr(game, k) - int(v)) for k, v in loss.items()}
        return end_pursuit(evolve(game, civilian_pile=game.civilian_pile[1:], **changes))

    def describe(self) -> str:
        return f"A civilian ship is destroyed: {self.back}."


# -- crisis cards -------------------------------------------------------------------------------


@attrs.frozen
class CrisisDeckReshuffled(BaseEvent):
    """The empty Crisis deck is formed again from its discards (B-CRISIS-7)."""

    tag = "base.crisis_deck_reshuffled"
    deck: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, crisis_deck=self.deck, crisis_discard=())

    def redacted_for(self, seat: int | None) -> Event:
        return CrisisDeckReshuffled(hide(self.deck))

    def describe(self) -> str:
        return "The Crisis discards are shuffled into a new deck."


@attrs.frozen
class CrisisDrawn(BaseEvent):
    """The current player draws the top Crisis card and shows it (B-TURN-8)."""

    tag = "base.crisis_drawn"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            crisis_deck=game.crisis_deck[1:],
            crisis=self.card,
            crisis_origin=game.crisis_in_use,
        )

    def describe(self) -> str:
        return f"seat {self.seat} draws the crisis {m.data().get(m.crisis_id(self.card)).name}."


@attrs.frozen
class NoCrisis(BaseEvent):
    """No Crisis card this turn (B-TURN-8, B-CRISIS-6) or the deck is empty."""

    tag = "base.no_crisis"
    seat: int
    reason: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"No crisis for seat {self.seat}: {self.reason}."


@attrs.frozen
class CrisisKept(BaseEvent):
    """The crisis card stays in play for its lasting rule (keep_in_play)."""

    tag = "base.crisis_kept"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, in_play=game.in_play + (self.card,))

    def describe(self) -> str:
        return f"{self.card} stays in play."


@attrs.frozen
class ExtraCrisisOwed(BaseEvent):
    """A further crisis card is to be drawn and resolved this turn, after the Activate Cylon
    Ships step of the card being resolved (op ``extra_crisis``: Fulfiller of Prophecy)."""

    tag = "base.extra_crisis_owed"
    count: int = 1

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, extra_crises=game.extra_crises + self.count)

    def describe(self) -> str:
        if self.count < 0:
            return "The further crisis card is drawn now."
        return "A further crisis card will be drawn this turn."


@attrs.frozen
class CrisisDone(BaseEvent):
    """The turn's crisis card is finished: discarded unless it stays in play (B-CRISIS-7)."""

    tag = "base.crisis_done"
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        if self.card in game.in_play:
            return evolve(game, crisis="")
        return m.discard_crisis(evolve(game, crisis=""), (self.card,))

    def describe(self) -> str:
        return f"The crisis {self.card} is finished."


@attrs.frozen
class CardsSetAside(BaseEvent):
    """Crisis, Super Crisis and destination cards are kept out of their decks for the game (the
    incomplete ruleset's option ``omit_missing_cards``, docs/base-status.md; the cards a plugin's
    option boxes, ``bsg_base_set_aside``)."""

    tag = "base.cards_set_aside"
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        out = set(self.cards)
        decks = game.crisis_deck + game.super_crisis_deck + game.destination_deck
        return evolve(
            game,
            crisis_deck=tuple(c for c in game.crisis_deck if c not in out),
            super_crisis_deck=tuple(c for c in game.super_crisis_deck if c not in out),
            destination_deck=tuple(c for c in game.destination_deck if c not in out),
            set_aside=game.set_aside + tuple(c for c in decks if c in out),
        )

    def describe(self) -> str:
        return f"{len(self.cards)} card kinds are kept out of the decks."


# -- skill checks -------------------------------------------------------------------------------


@attrs.frozen
class CheckStarted(BaseEvent):
    """A skill check begins with its public terms (B-CHECK-1)."""

    tag = "base.check_started"
    check: Check

    def apply(self, game: BaseGame) -> BaseGame:
        played: tuple[tuple[str, ...], ...] = ((),) * m.seats(game)
        return evolve(game, check=evolve(self.check, played=played))

    def describe(self) -> str:
        c = self.check
        partial = f", partial {c.partial}" if c.partial else ""
        return f"Skill check {c.source}: {'/'.join(c.skills)} difficulty {c.difficulty}{partial}."


@attrs.frozen
class DestinyRebuilt(BaseEvent):
    """The empty destiny deck is built again from the top cards of each skill deck, `taken` per
    type (2, or fewer when a type has no more, B-DEST-1, -2), shuffled; the order is secret."""

    tag = "base.destiny_rebuilt"
    class_version = 2  # version 1 listed `taken` by the position of the type
    taken: dict[str, int]
    destiny: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        decks = {kind: deck[self.taken.get(kind, 0) :] for kind, deck in game.skill_decks.items()}
        # built under a last card left over (B-DEST-2): a known one stays known, on top
        return evolve(game, skill_decks=decks, destiny=self.destiny)

    def redacted_for(self, seat: int | None) -> Event:
        return DestinyRebuilt(self.taken, hide(self.destiny))

    def describe(self) -> str:
        return f"The destiny deck is built again ({len(self.destiny)} cards)."


@attrs.frozen
class DestinyDealt(BaseEvent):
    """The top 2 destiny cards go face down into the check (B-CHECK-5)."""

    tag = "base.destiny_dealt"
    cards: tuple[str, ...]
    face_up: bool = False

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        check = evolve(game.check, destiny=self.cards)
        return evolve(take_destiny(game, len(self.cards)), check=check)

    def redacted_for(self, seat: int | None) -> Event:
        return self if self.face_up else DestinyDealt(hide(self.cards))

    def describe(self) -> str:
        return f"{len(self.cards)} destiny cards go into the check."


@attrs.frozen
class CardContributed(BaseEvent):
    """A seat adds one skill card face down; others learn only that it did (B-CHECK-6, -7)."""

    tag = "base.card_contributed"
    seat: int
    card: str
    face_up: bool = False

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        assert check is not None
        played = list(check.played)
        played[self.seat] = played[self.seat] + (self.card,)
        player = game.players[self.seat]
        player = evolve(player, hand=without(player.hand, (self.card,)))
        players = m.players_with(game, self.seat, player)
        return evolve(game, players=players, check=evolve(check, played=tuple(played)))

    def redacted_for(self, seat: int | None) -> Event:
        if self.face_up or seat == self.seat:
            return self
        return CardContributed(self.seat, "hidden")

    def describe(self) -> str:
        return f"seat {self.seat} adds a card to the check."


@attrs.frozen
class ContributionsClosed(BaseEvent):
    """A seat adds no more cards to the check (B-CHECK-17)."""

    tag = "base.contributions_closed"
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} is done adding cards."


@attrs.frozen
class CheckRevealed(BaseEvent):
    """Every card of the check, shuffled together and shown (sorted, so nobody learns who played
    which), its total and its result (B-CHECK-9, -10, -12)."""

    tag = "base.check_revealed"
    cards: tuple[str, ...]
    total: int
    result: str

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        check = evolve(game.check, revealed=self.cards, total=self.total, result=self.result)
        return evolve(game, check=check)

    def describe(self) -> str:
        return f"The check totals {self.total}: {self.result} ({', '.join(self.cards)})."


@attrs.frozen
class CheckResolved(BaseEvent):
    """The check's result after the total's modifiers (Declare Emergency, B-CHECK-11)."""

    tag = "base.check_resolved"
    result: str

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        return evolve(game, check=evolve(game.check, result=self.result))

    def describe(self) -> str:
        return f"The check's result is now: {self.result}."


@attrs.frozen
class CheckFinished(BaseEvent):
    """Every card of the check goes to its type's discard pile (B-CHECK-13)."""

    tag = "base.check_finished"

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        cards = game.check.destiny + tuple(c for p in game.check.played for c in p)
        return evolve(to_discards(game, cards), check=None, check_marks=())

    def describe(self) -> str:
        return "The check's cards are discarded."


TURN_EVENTS: tuple[type[BaseEvent], ...] = (
    SkillDeckReshuffled,
    DiscardsHeld,
    DiscardsShown,
    SkillCardsDiscarded,
    CharacterMoved,
    TitleChanged,
    ResourceChanged,
    CounterChanged,
    VipersChanged,
    DieRolled,
    LoyaltyPeeked,
    QuorumDeckReshuffled,
    CivilianLost,
    CrisisDeckReshuffled,
    CrisisDrawn,
    NoCrisis,
    CrisisKept,
    ExtraCrisisOwed,
    CrisisDone,
    CardsSetAside,
    CheckStarted,
    DestinyRebuilt,
    DestinyDealt,
    CardContributed,
    ContributionsClosed,
    CheckRevealed,
    CheckResolved,
    CheckFinished,
)

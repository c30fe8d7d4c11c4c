"""Quorum cards and the President's hand (B-QUO, B-TITLE-2, B-CARD-QUO-*).

The President plays a card from the hand as an Action (B-QUO-1), or through the President's Office
(op ``play_quorum_card``). A played card lies face up (`BaseGame.quorum_playing`) while the effect
interpreter runs its ops; it then is discarded, removed from the game, or stays in play as a marker
before a seat (`quorum_markers`, B-QUO-5). The markers' lasting rules: Accept Prophecy and Assign
Arbitrator change a location's check (`check_events`), Assign Vice President narrows who
Administration may target (`administration_targets`), Assign Mission Specialist picks the next
destination (`destination_draw`). The hand is a single pile that follows the President title, seen
only by its holder (B-QUO-3, -4); the base game has no Quorum hand limit (R-10).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.effects.interpreter import Result, ask, pick, supported, who
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent, QuorumDrawn, hide
from bsgcore.base.skills.seen import QUORUM, see_bottom
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.events import QuorumDeckReshuffled
from bsgcore.base.turn.shared import BRIG, Events, board_locations, g, move_events
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.stack import push as push_frames
from bsgcore.state import State

PROPHECY = "base.quorum.accept_prophecy"
ARBITRATOR = "base.quorum.assign_arbitrator"
MISSION = "base.quorum.assign_mission_specialist"
VICE_PRESIDENT = "base.quorum.assign_vice_president"
ADMINISTRATION = "base.location.administration"
ADMIRALS_QUARTERS = "base.location.admirals_quarters"
MISSION_DRAW = 3
PARDON_BASE = 100  # a Pardon pick encodes seat * PARDON_BASE + index of the Galactica location
ARBITRATOR_DELTAS = (0, 3, -3)
ROSLIN = "base.character.laura_roslin"
SKILLED_POLITICIAN = "base.ability.roslin_skilled_politician"
POLITICIAN_DRAW = 4


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class QuorumCardPlayed(BaseEvent):
    """The President plays a Quorum card from the hand, face up (B-QUO-1)."""

    tag = "base.quorum_card_played"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        hand = list(game.quorum_hand)
        hand.remove(self.card)
        return evolve(game, quorum_hand=tuple(hand), quorum_playing=self.card)

    def describe(self) -> str:
        return f"seat {self.seat} (President) plays {m.data().get(self.card).name}."


@attrs.frozen
class QuorumCardDone(BaseEvent):
    """The played card is discarded, or removed from the game for good (B-QUO-5, -6)."""

    tag = "base.quorum_card_done"
    card: str
    removed: bool = False

    def apply(self, game: BaseGame) -> BaseGame:
        if self.removed:
            return evolve(
                game, quorum_playing="", quorum_removed=game.quorum_removed + (self.card,)
            )
        return evolve(game, quorum_playing="", quorum_discard=game.quorum_discard + (self.card,))

    def describe(self) -> str:
        name = m.data().get(self.card).name
        return f"{name} is {'removed from the game' if self.removed else 'discarded'}."


@attrs.frozen
class QuorumCardAttached(BaseEvent):
    """The played card stays in play as a marker before a seat (B-QUO-5)."""

    tag = "base.quorum_card_attached"
    card: str
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            quorum_playing="",
            quorum_markers=game.quorum_markers + ((self.card, self.seat),),
        )

    def describe(self) -> str:
        return f"{m.data().get(self.card).name} stays in play before seat {self.seat}."


@attrs.frozen
class QuorumMarkerDiscarded(BaseEvent):
    """A marker's text says it is done: it goes to the Quorum discards (B-QUO-5)."""

    tag = "base.quorum_marker_discarded"
    card: str
    seat: int
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        markers = list(game.quorum_markers)
        markers.remove((self.card, self.seat))
        return evolve(
            game,
            quorum_markers=tuple(markers),
            quorum_discard=game.quorum_discard + (self.card,),
        )

    def describe(self) -> str:
        return f"{m.data().get(self.card).name} (seat {self.seat}) is discarded ({self.reason})."


@attrs.frozen
class CheckDifficultyChanged(BaseEvent):
    """A marker raises or lowers the difficulty of the check under way."""

    tag = "base.check_difficulty_changed"
    delta: int
    reason: str = ""

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        check = evolve(game.check, difficulty=max(0, game.check.difficulty + self.delta))
        return evolve(game, check=check)

    def describe(self) -> str:
        return f"The check's difficulty changes by {self.delta:+d} ({self.reason})."


@attrs.frozen
class OncePerGameUsed(BaseEvent):
    """A character uses its once-per-game ability (B-CHAR-3)."""

    tag = "base.once_per_game_used"
    seat: int
    ability: str

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(game, once_per_game_used=game.once_per_game_used + (self.ability,))

    def describe(self) -> str:
        return f"seat {self.seat} uses {m.data().get(self.ability).name} (once per game)."


@attrs.frozen
class QuorumCardsLookedAt(BaseEvent):
    """Skilled Politician: Roslin draws the top Quorum cards in secret (B-CHR-ROS-O); a plugin's
    effect alike (`look_at_quorum`)."""

    tag = "base.quorum_cards_looked_at"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        return evolve(
            game,
            quorum_deck=game.quorum_deck[len(self.cards) :],
            quorum_drawn=self.cards,
            quorum_drawn_by=self.seat,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else QuorumCardsLookedAt(self.seat, hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.seat} draws {len(self.cards)} Quorum card(s) in secret."


@attrs.frozen
class DrawnQuorumResolved(BaseEvent):
    """Roslin resolves one of the drawn cards, face up; the others go to the bottom of the deck
    in secret (B-CHR-ROS-O)."""

    tag = "base.drawn_quorum_resolved"
    seat: int
    card: str
    others: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        game = evolve(
            game,
            quorum_drawn=(),
            quorum_drawn_by=-1,
            quorum_playing=self.card,
            quorum_deck=game.quorum_deck + self.others,
        )
        return see_bottom(game, self.seat, QUORUM, len(self.others))  # she knows their order

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return DrawnQuorumResolved(self.seat, self.card, hide(self.others))

    def describe(self) -> str:
        return f"seat {self.seat} resolves {m.data().get(self.card).name}; the others go to the bottom."


QUORUM_EVENTS: tuple[type[BaseEvent], ...] = (
    OncePerGameUsed,
    QuorumCardsLookedAt,
    DrawnQuorumResolved,
    QuorumCardPlayed,
    QuorumCardDone,
    QuorumCardAttached,
    QuorumMarkerDiscarded,
    CheckDifficultyChanged,
)


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class PlayQuorum(Frame):
    """The President's Office: the President plays 1 card of the hand (B-LOC-POFF)."""

    tag = "base.f.play_quorum"
    seat: int


@attrs.frozen
class QuorumCleanup(Frame):
    """After a played card's ops: a card still face up is discarded (B-QUO-5)."""

    tag = "base.f.quorum_cleanup"


@attrs.frozen
class ArbitratorChoice(Frame):
    """The Arbitrator's holder may discard it to move Admiral's Quarters' difficulty by 3."""

    tag = "base.f.arbitrator"
    seat: int


@attrs.frozen
class ChooseDrawnQuorum(Frame):
    """The seat who drew Quorum cards with `look_at_quorum` (Roslin's Skilled Politician, a
    plugin's effect) picks the one to resolve; the others go to the bottom of the deck."""

    tag = "base.f.choose_drawn_quorum"
    seat: int


@attrs.frozen
class UseSkilledPolitician(Command):
    """Roslin's once-per-game Action: draw 4 Quorum cards and resolve 1 (B-CHR-ROS-O)."""

    tag = "base.use_skilled_politician"


@attrs.frozen
class ResolveDrawnQuorum(Command):
    """Resolve this drawn Quorum card; the others go to the bottom of the deck."""

    tag = "base.resolve_drawn_quorum"
    card: str


@attrs.frozen
class PlayQuorumCard(Command):
    """Play this Quorum card from the President's hand (B-QUO-1); the card is shown."""

    tag = "base.play_quorum_card"
    card: str


@attrs.frozen
class UseArbitrator(Command):
    """Discard Assign Arbitrator to change the check by `delta` (+3, -3), or keep it (0)."""

    tag = "base.use_arbitrator"
    delta: int


# -- the hand -----------------------------------------------------------------------------------


def quorum_draw_events(game: BaseGame, count: int, rng: RandomCursor) -> Events:
    """The President draws `count` Quorum cards, reshuffling the discards when the deck is empty."""
    events: Events = []
    for _ in range(count):
        if not game.quorum_deck:
            if not game.quorum_discard:
                break
            reshuffle = QuorumDeckReshuffled(rng.shuffled(game.quorum_discard))
            events.append(reshuffle)
            game = reshuffle.apply(game)
        drawn = QuorumDrawn(game.president, game.quorum_deck[:1])
        events.append(drawn)
        game = drawn.apply(game)
    return events


def hand_plays(game: BaseGame, seat: int) -> list[Command]:
    """The President may play any card of the hand (B-QUO-1, B-TITLE-2)."""
    if seat != game.president or m.is_cylon_player(game, seat):
        return []
    return [PlayQuorumCard(seat, card) for card in sorted(set(game.quorum_hand))]


def play_options(game: BaseGame, seat: int) -> list[Command]:
    """The Quorum Actions of a seat: a card of the President's hand, and Roslin's Skilled
    Politician once per game, President or not (B-QUO-1's exception)."""
    options = hand_plays(game, seat)
    player = game.players[seat]
    if (
        player.character == ROSLIN
        and not m.is_cylon_player(game, seat)
        and m.once_per_game_open(game, seat, SKILLED_POLITICIAN)
        and (game.quorum_deck or game.quorum_discard)
    ):
        options.append(UseSkilledPolitician(seat))
    return options


def handle_skilled_politician(state: State, cmd: UseSkilledPolitician, rng: RandomCursor) -> Events:
    """Draw up to 4 Quorum cards in secret (reshuffling the discards, B-QUO-6), then choose."""
    events: Events = [OncePerGameUsed(cmd.seat, SKILLED_POLITICIAN)]
    events += look_at_quorum(g(state), cmd.seat, POLITICIAN_DRAW, rng)
    return [*events, replace(ChooseDrawnQuorum(cmd.seat))]


def look_at_quorum(game: BaseGame, seat: int, count: int, rng: RandomCursor) -> Events:
    """`seat` draws up to `count` Quorum cards in secret, President or not, to resolve one and
    put the others on the bottom of the deck (Skilled Politician, B-CHR-ROS-O; a plugin's effect
    alike): the discards reshuffled first when the deck is short (B-QUO-6), then the draw; the
    caller starts `ChooseDrawnQuorum` for him. Nothing when there is no Quorum card to draw."""
    events: Events = []
    if len(game.quorum_deck) < count and game.quorum_discard:
        reshuffle = QuorumDeckReshuffled(rng.shuffled(game.quorum_discard))
        events.append(reshuffle)
        game = reshuffle.apply(game)
    if not game.quorum_deck:
        return []
    return [*events, QuorumCardsLookedAt(seat, game.quorum_deck[:count])]


def decide_drawn(state: State, frame: ChooseDrawnQuorum) -> Decision:
    """Which drawn card to resolve."""
    cards = sorted(set(g(state).quorum_drawn))
    options: list[Command] = [ResolveDrawnQuorum(frame.seat, card) for card in cards]
    return Decision.make(frame.seat, "resolve_quorum", "Resolve one Quorum card", options)


def handle_resolve_drawn(state: State, cmd: ResolveDrawnQuorum, rng: RandomCursor) -> Events:
    """Show the card and run its ops for Roslin; the rest go to the bottom of the deck."""
    others = list(g(state).quorum_drawn)
    others.remove(cmd.card)
    return [
        DrawnQuorumResolved(cmd.seat, cmd.card, tuple(others)),
        replace(QuorumCleanup(), tf.RunOps(cmd.card, "effects", cmd.seat)),
    ]


def knows_quorum_bottom(game: BaseGame, seat: int | None) -> bool:
    """Whether a seat put cards on the bottom of the Quorum deck (Skilled Politician), so knows
    part of its order."""
    return seat is not None and (
        SKILLED_POLITICIAN in game.once_per_game_used and game.players[seat].character == ROSLIN
    )


def scramble_drawn(game: BaseGame, seat: int | None, rng: RandomCursor) -> BaseGame:
    """The cards Skilled Politician drew, re-drawn from the deck for a seat that did not see
    them."""
    if not game.quorum_drawn or seat == game.quorum_drawn_by:
        return game
    pool = rng.shuffled(game.quorum_drawn + game.quorum_deck)
    n = len(game.quorum_drawn)
    return evolve(game, quorum_drawn=pool[:n], quorum_deck=pool[n:])


def handle_play(state: State, cmd: PlayQuorumCard, rng: RandomCursor) -> Events:
    """Show the card, run its ops for the President, then discard it if it is still out."""
    return [
        QuorumCardPlayed(cmd.seat, cmd.card),
        replace(QuorumCleanup(), tf.RunOps(cmd.card, "effects", cmd.seat)),
    ]


def decide_play(state: State, frame: PlayQuorum) -> Decision:
    """Which card of the hand to play."""
    options = hand_plays(g(state), frame.seat)
    return Decision.make(frame.seat, "play_quorum", "Play a Quorum card", options)


def step_cleanup(state: State, frame: QuorumCleanup, rng: RandomCursor) -> Events:
    """A card whose ops did not discard, remove or attach it is discarded (B-QUO-5)."""
    game = g(state)
    if game.quorum_playing:
        return [QuorumCardDone(game.quorum_playing), pop()]
    return [pop()]


# -- ops ----------------------------------------------------------------------------------------


def op_play(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The President's Office: play 1 card of the hand, if there is one (B-LOC-POFF)."""
    if not hand_plays(game, frame.seat):
        return []
    return [push_frames(PlayQuorum(frame.seat))]


def op_this_card(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Discard the played card, or remove it from the game (B-QUO-5)."""
    if game.quorum_playing != frame.source:
        return []
    return [QuorumCardDone(frame.source, removed=op.name == "remove_this_card")]


def op_attach(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The played card stays in play before a seat: the President, or another seat he picks that
    is not a revealed Cylon (R-5, B-QUO-7)."""
    if game.quorum_playing != frame.source:
        return []
    to = str(op.get("to"))
    if to in ("chosen", "chosen_other"):
        if pick(frame) == tf.UNSET:
            candidates = [
                s
                for s, p in enumerate(game.players)
                if not m.is_cylon_player(game, s) and (to == "chosen" or s != frame.seat)
            ]
            if not candidates:
                return []
            chooser = who(game, str(op.get("chooser", "acting_player")), frame.seat, -1)[0]
            return ask(chooser, "target", candidates)
        seat = pick(frame)
    else:
        seat = who(game, to, frame.seat, -1)[0]
    return [QuorumCardAttached(frame.source, seat)]


def galactica_places() -> tuple[str, ...]:
    """Galactica's locations an effect may choose (never the Brig or Sickbay, R-7)."""
    cards = m.data()
    return tuple(
        loc for loc in board_locations("base.board.galactica") if not cards.location(loc).hazardous
    )


def op_pardon(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Presidential Pardon: another character (not a revealed Cylon) leaves the Brig for a
    Galactica location the President picks (B-CARD-QUO-PARDON, R-7, B-QUO-7); one pick names
    both, as seat * 100 + the location's index."""
    places = galactica_places()
    if frame.target == tf.UNSET:
        seats = [
            s
            for s, p in enumerate(game.players)
            if p.location == BRIG and not m.is_cylon_player(game, s)
            and (op.get("who") != "chosen_other" or s != frame.seat)
        ]  # fmt: skip
        if not seats:
            return []
        chooser = who(game, str(op.get("chooser", "acting_player")), frame.seat, -1)[0]
        return ask(
            chooser, "pardon", [s * PARDON_BASE + i for s in seats for i in range(len(places))]
        )
    seat, index = divmod(frame.target, PARDON_BASE)
    return move_events(game, seat, places[index], frame.source)


QUORUM_OPS: dict[str, Any] = {
    "play_quorum_card": op_play,
    "discard_this_card": op_this_card,
    "remove_this_card": op_this_card,
    "attach_card": op_attach,
}


# -- the markers' lasting rules ----------------------------------------------------------------


def holder(game: BaseGame, card: str) -> int:
    """The seat a marker lies before (not a revealed Cylon), or -1."""
    for name, seat in game.quorum_markers:
        if name == card and not m.is_cylon_player(game, seat):
            return seat
    return -1


def check_events(game: BaseGame, check: Check) -> Events:
    """When a location's check starts: Accept Prophecy adds 2 to Administration, or to Admiral's
    Quarters naming the President, and is discarded; the Arbitrator's holder may move Admiral's
    Quarters by 3 (B-CARD-QUO-PROPHECY, B-CARD-QUO-ARBITER)."""
    events: Events = []
    prophet = holder(game, PROPHECY)
    if prophet >= 0 and (
        check.source == ADMINISTRATION
        or (check.source == ADMIRALS_QUARTERS and check.target == game.president)
    ):
        events += [
            CheckDifficultyChanged(2, "Accept Prophecy"),
            QuorumMarkerDiscarded(PROPHECY, prophet, "its check came"),
        ]
    arbiter = holder(game, ARBITRATOR)
    if arbiter >= 0 and check.source == ADMIRALS_QUARTERS:
        events.append(push_frames(ArbitratorChoice(arbiter)))
    return events


def decide_arbitrator(state: State, frame: ArbitratorChoice) -> Decision:
    """Keep the Arbitrator, or discard it to raise or lower the check by 3."""
    options: list[Command] = [UseArbitrator(frame.seat, d) for d in ARBITRATOR_DELTAS]
    prompt = "Assign Arbitrator: change Admiral's Quarters' difficulty by 3?"
    return Decision.make(frame.seat, "arbitrator", prompt, options)


def handle_arbitrator(state: State, cmd: UseArbitrator, rng: RandomCursor) -> Events:
    """Change the difficulty and discard the card, or keep it."""
    if not cmd.delta:
        return [pop()]
    return [
        CheckDifficultyChanged(cmd.delta, "Assign Arbitrator"),
        QuorumMarkerDiscarded(ARBITRATOR, cmd.seat, "used"),
        pop(),
    ]


def administration_targets(game: BaseGame, targets: list[int]) -> list[int]:
    """While the Vice President is not President, Administration may name only him
    (B-CARD-QUO-VP)."""
    vp = holder(game, VICE_PRESIDENT)
    if vp < 0 or vp == game.president or vp not in targets:
        return targets
    return [vp]


def title_events(game: BaseGame) -> Events:
    """The Vice President's marker is discarded once its holder is President (B-CARD-QUO-VP,
    recommended reading)."""
    vp = holder(game, VICE_PRESIDENT)
    if vp >= 0 and vp == game.president:
        return [QuorumMarkerDiscarded(VICE_PRESIDENT, vp, "the Vice President became President")]
    return []


def reveal_events(game: BaseGame, seat: int) -> Events:
    """Every marker before a seat that is revealed (or executed) is discarded (base-quorum.toml)."""
    return [
        QuorumMarkerDiscarded(card, s, "its holder left")
        for card, s in game.quorum_markers
        if s == seat
    ]


def destination_chooser(game: BaseGame) -> int:
    """Who draws and picks the next destination: the Mission Specialist, else the Admiral."""
    specialist = holder(game, MISSION)
    return specialist if specialist >= 0 else game.admiral


def destination_draw(game: BaseGame) -> tuple[int, int]:
    """The seat drawing the destinations and how many: the Mission Specialist draws 3
    (B-CARD-QUO-MISSION, K-2), else the Admiral 2 (B-JUMP-5)."""
    specialist = holder(game, MISSION)
    return (specialist, MISSION_DRAW) if specialist >= 0 else (game.admiral, 2)


def jump_done_events(game: BaseGame) -> Events:
    """The Mission Specialist's card is discarded once the destination is chosen."""
    specialist = holder(game, MISSION)
    if specialist < 0:
        return []
    return [QuorumMarkerDiscarded(MISSION, specialist, "the jump is done")]


# -- registration -------------------------------------------------------------------------------


def implemented(card_id: str) -> bool:
    """Whether every op of a Quorum card is carried out."""
    return all(supported(op) for op in m.data().get(card_id).effects)


def register_quorum_effects(registry: EffectRegistry) -> None:
    """Declare the Quorum cards whose ops are all carried out."""
    for card in m.data().quorum:
        if implemented(card.id):
            registry.register(card.id, "bsgcore.base.quorum.cards (effects.ops, space.ops)")
    registry.register(SKILLED_POLITICIAN, "bsgcore.base.quorum.cards.handle_skilled_politician")


STEPS: dict[type[Frame], Any] = {QuorumCleanup: step_cleanup}
DECIDERS: dict[type[Frame], Any] = {
    PlayQuorum: decide_play,
    ArbitratorChoice: decide_arbitrator,
    ChooseDrawnQuorum: decide_drawn,
}
HANDLERS: dict[type[Command], Any] = {
    PlayQuorumCard: handle_play,
    UseArbitrator: handle_arbitrator,
    UseSkilledPolitician: handle_skilled_politician,
    ResolveDrawnQuorum: handle_resolve_drawn,
}


def register(registry: Any) -> None:
    """The Quorum events, frames and commands."""
    register_tables(registry, QUORUM_EVENTS, STEPS, DECIDERS, HANDLERS)


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops(QUORUM_OPS)

"""Ellen Tigh (Political Leader, pegasus.md A.4):

- *Politically Adroit*: when her Movement step ends in the same location as another human
  player, she may give him 1 of her skill cards to draw 2 skill cards (types of her skill set,
  chosen as a mixed draw). Offered once per turn at her Action step's decision, which is where
  her Movement step has ended; it spends no action. When a step falls due at that same moment
  (an Exodus ally encounter), base's end-of-Movement window offers it too, so that she orders
  them (X-PEG-19): used there, before the step; declined, the step runs and her Action step
  offers it where she then is (the encounter may have moved her).
- *Manipulative* (once per game, at the start of her turn, before she receives skills): she
  takes the Admiral or the President title; at the end of her turn it goes back to its previous
  holder, if she still holds it and he may hold it (docs/rulings.md).
- *Nothing But Trouble*: Treachery is part of her skill set (her sheet's data); as a human she
  still uses no Treachery text (the skills part offers Treachery text to Cylon players only).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.characters.model import active, characters, with_value
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    MovementEndWindow,
    OncePerGameUsed,
    data,
    g,
    hide,
    is_human_player,
    replace_player,
    title_eligible,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

ELLEN = "pegasus.character.ellen_tigh"
ADROIT = "pegasus.ability.ellen_tigh_politically_adroit"
MANIPULATIVE = "pegasus.ability.ellen_tigh_manipulative"
TROUBLE = "pegasus.ability.ellen_tigh_nothing_but_trouble"
ABILITIES = (ADROIT, MANIPULATIVE, TROUBLE)
LINES = ("admiral", "president")
ADROIT_DRAW = 2
BRIG = "base.location.brig"


# -- events ---------------------------------------------------------------------------------------


@attrs.frozen
class SkillCardGiven(BaseEvent):
    """A skill card passes from one hand to another: only the two seats see which."""

    tag = "pegasus.skill_card_given"
    seat: int
    to: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        hand = list(game.players[self.seat].hand)
        hand.remove(self.card)
        game = replace_player(game, self.seat, evolve(game.players[self.seat], hand=tuple(hand)))
        other = game.players[self.to]
        return replace_player(game, self.to, evolve(other, hand=(*other.hand, self.card)))

    def redacted_for(self, seat: int | None) -> Event:
        if seat in (self.seat, self.to):
            return self
        return SkillCardGiven(self.seat, self.to, hide((self.card,))[0])

    def describe(self) -> str:
        return f"seat {self.seat} gives seat {self.to} a skill card (Politically Adroit)."


@attrs.frozen
class AbilityNoted(Event):
    """A per-turn use of Ellen's abilities (public): `what` is ``adroit``, ``asked`` (she was
    offered Manipulative this turn), or ``borrowed`` (`line` taken from `previous`)."""

    tag = "pegasus.ellen_noted"
    what: str
    turn: int
    line: str = ""
    previous: int = -1
    quiet = True

    @staticmethod
    def applier(state: State, event: AbilityNoted) -> State:
        value = characters(state)
        if event.what == "adroit":
            value = attrs.evolve(value, adroit=event.turn)
        elif event.what == "asked":
            value = attrs.evolve(value, manipulative_asked=event.turn)
        else:
            value = attrs.evolve(value, borrowed=(event.turn, event.line, event.previous))
        return with_value(state, value)


# -- Politically Adroit ---------------------------------------------------------------------------


@attrs.frozen
class UseAdroit(Command):
    """Give `card` to seat `to` and draw 2 skill cards."""

    tag = "pegasus.use_adroit"
    card: str
    to: int

    def redacted_for(self, seat: int | None) -> Command:
        if seat in (self.seat, self.to):
            return self
        return UseAdroit(self.seat, "hidden", self.to)


def adroit_options(state: State, frame: Any) -> list[Command]:
    """Each card of hers to each other human player in her location, once per turn."""
    game = g(state)
    seat = frame.seat
    if seat != game.current or not active(game, seat, ELLEN):
        return []
    if characters(state).adroit == game.turn:
        return []
    here = game.players[seat].location
    others = [
        s
        for s, p in enumerate(game.players)
        if s != seat and p.character and p.location == here and is_human_player(game, s)
    ]
    hand = sorted(set(game.players[seat].hand))
    return [UseAdroit(seat, card, to) for to in others for card in hand]


def handle_adroit(state: State, cmd: UseAdroit, rng: RandomCursor, draw: Any) -> list[Event]:
    """The card given; then she chooses the types of her 2 cards (her skill set's)."""
    game = g(state)
    types = tuple(sorted(data().character(ELLEN).skill_types))
    # used at the end-of-Movement window: it closes, the steps due wait for her draw (X-PEG-19)
    closing = [pop()] if isinstance(state.top, MovementEndWindow) else []
    return [
        AbilityNoted("adroit", game.turn),
        SkillCardGiven(cmd.seat, cmd.to, cmd.card),
        *closing,
        push(draw(cmd.seat, ADROIT_DRAW, types)),
    ]


# -- Manipulative ---------------------------------------------------------------------------------


@attrs.frozen
class ManipulativeChoice(Frame):
    """At the start of her turn: take the Admiral or the President title, or not."""

    tag = "pegasus.f.manipulative"
    seat: int


@attrs.frozen
class UseManipulative(Command):
    """Take the title of `line` until the end of the turn ("" : not now)."""

    tag = "pegasus.use_manipulative"
    line: str = ""


def takeable(game: BaseGame, seat: int) -> list[str]:
    """The titles she does not hold and may hold now."""
    return [
        line
        for line in LINES
        if game.titles.get(line, -1) != seat and title_eligible(game, seat, line, line == "admiral")
    ]


def receive_wrapper(inner: Any, state: State, frame: Any, rng: RandomCursor) -> list[Event]:
    """Before she receives her skills, the Manipulative choice while unused (once a turn)."""
    game = g(state)
    seat = int(frame.seat)
    if (
        active(game, seat, ELLEN)
        and seat == game.current
        and MANIPULATIVE not in game.once_per_game_used
        and characters(state).manipulative_asked != game.turn
        and takeable(game, seat)
    ):
        return [AbilityNoted("asked", game.turn), push(ManipulativeChoice(seat))]
    return list(inner(state, frame, rng))


def decide_manipulative(state: State, frame: ManipulativeChoice) -> Decision:
    """A title to take until the end of her turn, or none."""
    game = g(state)
    options: list[Command] = [UseManipulative(frame.seat, "")]
    options += [UseManipulative(frame.seat, line) for line in takeable(game, frame.seat)]
    prompt = "Manipulative: take the Admiral or President title until the end of your turn?"
    return Decision.make(frame.seat, "manipulative", prompt, options)


def handle_manipulative(
    state: State, cmd: UseManipulative, rng: RandomCursor, changed: Any
) -> list[Event]:
    """Used (public): the title passes to her, its previous holder noted."""
    if not cmd.line:
        return [pop()]
    game = g(state)
    previous = int(game.titles.get(cmd.line, -1))
    return [
        OncePerGameUsed(cmd.seat, MANIPULATIVE),
        AbilityNoted("borrowed", game.turn, cmd.line, previous),
        changed(cmd.line, cmd.seat, "Manipulative"),
        pop(),
    ]


def end_wrapper(
    inner: Any, state: State, frame: Any, rng: RandomCursor, changed: Any
) -> list[Event]:
    """At the end of her turn the borrowed title goes back, if she still holds it."""
    game = g(state)
    turn, line, previous = characters(state).borrowed
    if not line or turn != game.turn:
        return list(inner(state, frame, rng))
    events: list[Event] = [AbilityNoted("borrowed", 0)]
    seat = int(frame.seat)
    if game.titles.get(line, -1) == seat and previous >= 0 and previous != seat:
        if title_eligible(game, previous, line, line == "admiral"):
            events.append(changed(line, previous, "Manipulative ends"))
    return events  # the end of the turn itself runs next, as it stays on the stack


EVENTS: tuple[type[BaseEvent], ...] = (SkillCardGiven,)
STATE_EVENTS: tuple[type[Event], ...] = (AbilityNoted,)


def register(registry: Any) -> None:
    """Ellen's frames, commands and step wrappers."""
    tags = registry.tags
    draw, changed = tags["base.f.choose_draw"], tags["base.title_changed"]
    registry.command(UseAdroit, lambda s, c, r: handle_adroit(s, c, r, draw))
    registry.add_options(tags["base.f.action"], adroit_options)
    registry.add_options(MovementEndWindow, adroit_options)  # beside a step due then (X-PEG-19)
    registry.frame(ManipulativeChoice, decide=decide_manipulative)
    registry.command(UseManipulative, lambda s, c, r: handle_manipulative(s, c, r, changed))
    registry.wrap_step(tags["base.f.receive_skills"], receive_wrapper)
    registry.wrap_step(
        tags["base.f.end_turn"], lambda inner, s, f, r: end_wrapper(inner, s, f, r, changed)
    )

"""The skills feature's own state and events: a card played for its text, the check changes the
Pegasus cards make, God's Plan's swap with the Destiny deck, Preventative Policy's shield.

The state (plugin-owned, under ``pegasus.skills``) is public: the turn a Movement ability was used
(P-MOVE-3) and the resource Preventative Policy guards this turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsgcore import Event, State
from bsgcore.base import (
    BaseEvent,
    BaseGame,
    SkillCardsDiscarded,
    data,
    g,
    hide,
    put_on_destiny,
    take_destiny,
)
from bsgcore.frozen import evolve

#: The part's name: its plugin-owned state is kept under it.
PART = "pegasus.skills"
#: Check marks (``BaseGame.check_marks``) the cards set.
RECKLESS = "reckless"
NO_DESTINY = "no_destiny"
PLAYERS_FACE_UP = "players_face_up"


@attrs.frozen
class SkillsState:
    """`movement_turn`: the turn a Movement ability was last used; `policy` the resource
    Preventative Policy guards during `policy_turn` ("" when none); Sabotage's owed window and
    the turn one was played (sabotage.py)."""

    movement_turn: int = -1
    policy: str = ""
    policy_turn: int = -1
    sabotage_chance: bool = False  # a human discarded Treachery: a Sabotage window is owed
    sabotage_turn: int = -1  # the turn a Sabotage was played (one per turn)


def skills_state(state: State) -> SkillsState:
    """The feature's value in a state."""
    value: SkillsState = state.plugin(PART)
    return value


def initial(seats: int, options: dict[str, object]) -> SkillsState:
    """Nothing used yet."""
    return SkillsState()


def card_id(code: str) -> str:
    """The catalogue id of a skill card code (``pegasus.skill.jury_rigged_1@1``)."""
    return code.split("@", 1)[0]


def card_name(code: str) -> str:
    """The printed name of a skill card code (base's cards too)."""
    return str(data().get(card_id(code)).name)


@attrs.frozen
class SkillPlayed(Event):
    """A Pegasus card is played for its text: shown, then on its discard pile (B-SKILL-3);
    `movement`: as the seat's Movement ability this turn (P-MOVE-1)."""

    tag = "pegasus.skill_played"
    seat: int
    card: str
    movement: bool = False

    def describe(self) -> str:
        how = " as a Movement ability" if self.movement else ""
        return f"seat {self.seat} plays {card_name(self.card)}{how}."


def apply_played(state: State, event: SkillPlayed) -> State:
    """Discard the card; a Movement use is remembered for the turn."""
    game = SkillCardsDiscarded(event.seat, (event.card,), "played").apply(g(state))
    state = state.with_game(game)
    if event.movement:
        value = evolve(skills_state(state), movement_turn=game.turn)
        state = state.with_plugin(PART, value)
    return state


@attrs.frozen
class DestinyTopSwapped(Event):
    """God's Plan: the card goes on top of the Destiny deck and the seat takes the top card,
    which only it sees (P-DST, Appendix A.5); the Movement ability is used."""

    tag = "pegasus.destiny_top_swapped"
    seat: int
    card: str
    taken: str

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return DestinyTopSwapped(self.seat, self.card, hide((self.taken,))[0])

    def describe(self) -> str:
        return f"seat {self.seat} swaps {card_name(self.card)} with the top Destiny card."


def apply_swapped(state: State, event: DestinyTopSwapped) -> State:
    """The card on top of the Destiny deck, the top card in the hand."""
    game = g(state)
    player = game.players[event.seat]
    hand = list(player.hand)
    hand.remove(event.card)
    hand.append(game.destiny[0])
    players = list(game.players)
    players[event.seat] = evolve(player, hand=tuple(hand))
    game = take_destiny(evolve(game, players=tuple(players)), 1)
    game = put_on_destiny(game, (event.card,), shown=True)  # every seat sees it go on top
    value = evolve(skills_state(state), movement_turn=game.turn)
    return state.with_game(game).with_plugin(PART, value)


@attrs.frozen
class PolicySet(Event):
    """Preventative Policy: the next loss of `resource` this turn is 1 smaller."""

    tag = "pegasus.policy_set"
    seat: int
    resource: str

    def describe(self) -> str:
        return f"seat {self.seat} guards {self.resource}: its next loss this turn is 1 smaller."


def apply_policy(state: State, event: PolicySet) -> State:
    """Remember the resource for this turn."""
    value = evolve(skills_state(state), policy=event.resource, policy_turn=g(state).turn)
    return state.with_plugin(PART, value)


@attrs.frozen
class PolicyUsed(Event):
    """Preventative Policy made a loss 1 smaller (the resource's change that follows)."""

    tag = "pegasus.policy_used"
    resource: str

    def describe(self) -> str:
        return f"Preventative Policy: the loss of {self.resource} is 1 smaller."


def apply_policy_used(state: State, event: PolicyUsed) -> State:
    """The guard is spent."""
    return state.with_plugin(PART, evolve(skills_state(state), policy="", policy_turn=-1))


@attrs.frozen
class CheckTypeCounted(BaseEvent):
    """A type counts positive in the check in progress (At Any Cost: Treachery, P-TRE-6)."""

    tag = "pegasus.check_type_counted"
    skill: str

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        if check is None or self.skill in check.skills:
            return game
        return evolve(game, check=evolve(check, skills=tuple(sorted({*check.skills, self.skill}))))

    def describe(self) -> str:
        return f"{self.skill.capitalize()} counts positive in this check."


@attrs.frozen
class CheckDifficultyLowered(BaseEvent):
    """The check in progress is `delta` easier (Jury Rigged, P-RECK-4)."""

    tag = "pegasus.check_difficulty_lowered"
    delta: int

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        if check is None:
            return game
        return evolve(game, check=evolve(check, difficulty=check.difficulty - self.delta))

    def describe(self) -> str:
        return f"The check's difficulty is {self.delta} lower."


@attrs.frozen
class PlayersFaceUp(BaseEvent):
    """Investigative Committee (Pegasus): from now on the players' cards go into the check face
    up; the Destiny cards already went in face down (P-DST-3)."""

    tag = "pegasus.players_face_up"

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        return game if check is None else evolve(game, check=evolve(check, face_up=True))

    def describe(self) -> str:
        return "The players' cards go into this check face up."


@attrs.frozen
class ViperFlown(BaseEvent):
    """Full Throttle: the seat's viper flies to any space area (Appendix A.5)."""

    tag = "pegasus.viper_flown"
    seat: int
    area: int

    def apply(self, game: BaseGame) -> BaseGame:
        vipers = tuple(
            evolve(v, area=self.area) if v.pilot == self.seat else v for v in game.vipers
        )
        return evolve(game, vipers=vipers)

    def describe(self) -> str:
        return f"seat {self.seat}'s viper flies to area {self.area}."


EVENTS = (CheckTypeCounted, CheckDifficultyLowered, PlayersFaceUp, ViperFlown)
APPLIED: dict[type[Event], Callable[[State, Any], State]] = {
    SkillPlayed: apply_played,
    DestinyTopSwapped: apply_swapped,
    PolicySet: apply_policy,
    PolicyUsed: apply_policy_used,
}

"""Character abilities that act on skill checks and crisis choices (B-CHR): Tigh's Cylon Hatred and
Zarek's Friends in Low Places on a location's check, Boomer's Mysterious Intuition before a crisis
card's check, Tyrol's Blind Devotion before the reveal, Adama's Command Authority after the total,
and Helo's Moral Compass after a crisis card's option is chosen.

Each ability belongs to one known seat and its use is public, so its window (`AbilityWindow`) asks
only that seat, and only when public facts say it can apply: the character is in play and not a
revealed Cylon (B-CHAR-5), a once-per-game ability is unused (`once_per_game_used`), and the check
is not a Super Crisis card's (B-CHAR-3, R-106). Where the windows sit in the check follows
B-CHECK-4 (before cards), B-CHECK-8 (before the reveal) and B-CHECK-11 (after the total).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import turn_abilities as ta
from bsgcore.base.effects.registry import EffectRegistry
from bsgcore.base.execution.barred import abilities_barred
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.quorum.cards import CheckDifficultyChanged, OncePerGameUsed
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.skills.types import type_names
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, Events, ability_location, g
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

ADAMA = "base.character.william_adama"
TIGH = "base.character.saul_tigh"
ZAREK = "base.character.tom_zarek"
BOOMER = "base.character.sharon_boomer_valerii"
TYROL = "base.character.galen_tyrol"
HELO = "base.character.karl_helo_agathon"
COMMAND_AUTHORITY = "base.ability.adama_command_authority"
CYLON_HATRED = "base.ability.tigh_cylon_hatred"
FRIENDS = "base.ability.zarek_friends_in_low_places"
INTUITION = "base.ability.boomer_mysterious_intuition"
BLIND_DEVOTION = "base.ability.tyrol_blind_devotion"
MORAL_COMPASS = "base.ability.helo_moral_compass"
ADMIRALS_QUARTERS = "base.location.admirals_quarters"
ADMINISTRATION = "base.location.administration"
HATRED_DELTA = 3
FRIENDS_DELTA = 2
PASS, FAIL = "pass", "fail"
OWNER = {
    COMMAND_AUTHORITY: ADAMA,
    CYLON_HATRED: TIGH,
    FRIENDS: ZAREK,
    INTUITION: BOOMER,
    BLIND_DEVOTION: TYROL,
    MORAL_COMPASS: HELO,
}
ONCE_PER_GAME = (COMMAND_AUTHORITY, INTUITION, BLIND_DEVOTION, MORAL_COMPASS)
ABILITIES = {
    COMMAND_AUTHORITY: "bsgcore.base.characters.check_abilities.after_total",
    CYLON_HATRED: "bsgcore.base.characters.check_abilities.check_events",
    FRIENDS: "bsgcore.base.characters.check_abilities.check_events",
    INTUITION: "bsgcore.base.characters.check_abilities.check_events",
    BLIND_DEVOTION: "bsgcore.base.characters.check_abilities.before_reveal",
    MORAL_COMPASS: "bsgcore.base.crisis.steps.moral_compass",
}
KINDS = {
    COMMAND_AUTHORITY: "command_authority",
    CYLON_HATRED: "cylon_hatred",
    FRIENDS: "friends_in_low_places",
    INTUITION: "mysterious_intuition",
    BLIND_DEVOTION: "blind_devotion",
    MORAL_COMPASS: "moral_compass",
}


# -- frames, commands, events -------------------------------------------------------------------


@attrs.frozen
class AbilityWindow(Frame):
    """The seat playing an ability's character may use it now; `detail` is the crisis option
    chosen (Moral Compass)."""

    tag = "base.f.ability_window"
    seat: int
    ability: str
    detail: str = ""


@attrs.frozen
class UseAbility(Command):
    """Use the window's ability with this choice, or decline it (`choice` empty)."""

    tag = "base.use_ability"
    ability: str
    choice: str = ""


@attrs.frozen
class CheckResultDeclared(BaseEvent):
    """Mysterious Intuition: the check is passed or failed as declared; no card is played in it
    (B-CHR-SHA-O, R-8)."""

    tag = "base.check_result_declared"
    seat: int
    result: str

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        return attrs.evolve(game, check=attrs.evolve(game.check, result=self.result))

    def describe(self) -> str:
        return (
            f"seat {self.seat} declares the check {'passed' if self.result == PASS else 'failed'}."
        )


@attrs.frozen
class SkillTypeZeroed(BaseEvent):
    """Blind Devotion: every card of this type in the check counts as strength 0 (B-CHR-TYR-O)."""

    tag = "base.skill_type_zeroed"
    seat: int
    kind: str

    def apply(self, game: BaseGame) -> BaseGame:
        assert game.check is not None
        return attrs.evolve(game, check=attrs.evolve(game.check, zeroed=self.kind))

    def describe(self) -> str:
        return f"seat {self.seat}: every {self.kind} card in the check counts 0."


@attrs.frozen
class CheckCardsTaken(BaseEvent):
    """Command Authority: every card of the check (destiny cards and every player's, all shown by
    the reveal) goes to this seat's hand instead of the discard piles (B-CHR-ADA-O, B-CHECK-13)."""

    tag = "base.check_cards_taken"
    seat: int
    cards: tuple[str, ...]

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        assert check is not None
        emptied = attrs.evolve(check, destiny=(), played=((),) * len(check.played))
        player = game.players[self.seat]
        game = m.replace_player(
            game, self.seat, attrs.evolve(player, hand=player.hand + self.cards)
        )
        return attrs.evolve(game, check=emptied)

    def describe(self) -> str:
        return f"seat {self.seat} takes the check's {len(self.cards)} cards into hand."


@attrs.frozen
class CrisisChoiceChanged(BaseEvent):
    """Moral Compass: the option chosen on the crisis card is switched (B-CHR-HEL-O, R-122)."""

    tag = "base.crisis_choice_changed"
    seat: int
    chosen: str
    resolved: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} switches option {self.chosen} to option {self.resolved}."


EVENTS: tuple[type[BaseEvent], ...] = (CheckResultDeclared, SkillTypeZeroed, CheckCardsTaken)
EVENTS += (CrisisChoiceChanged,)


# -- when a window applies (public facts only) --------------------------------------------------


def holder(game: BaseGame, ability: str) -> int:
    """The seat that may use `ability` now: its character is in play, not a revealed Cylon, and
    a once-per-game ability is unused, and he was not chosen after an execution by the effect
    under way (P-EXEC-17); else -1."""
    seat = m.seat_of(game, OWNER[ability])
    if seat < 0 or not ta.plays(game, seat, OWNER[ability]):
        return -1
    if abilities_barred(game, seat):
        return -1
    if ability in ONCE_PER_GAME and not m.once_per_game_open(game, seat, ability):
        return -1
    return seat


def on_crisis_card(check: Check) -> bool:
    """A check printed on a Crisis card (not a location's, not a Super Crisis card's)."""
    return any(card.id == check.source for card in m.data().crisis)


def on_super_crisis(check: Check) -> bool:
    """A Super Crisis card's check: no character ability acts on it (B-CHAR-3, R-106)."""
    return any(card.id == check.source for card in m.data().super_crisis)


def window(seat: int, ability: str, detail: str = "") -> Events:
    """Push the ability's window above the current frames."""
    return [push(AbilityWindow(seat, ability, detail))]


def check_events(game: BaseGame, check: Check) -> Events:
    """When a check starts, before any card is added (B-CHECK-4): Tigh on Admiral's Quarters
    (B-CHR-TIG-A), Zarek on Administration or the Brig (B-CHR-ZAR-A; the Brig as his ability
    means it, ``ability_location``), Boomer on a Crisis card's check (B-CHR-SHA-O, R-8). The
    last pushed is asked first: Boomer, then Tigh or Zarek."""
    events: Events = []
    tigh = holder(game, CYLON_HATRED)
    if tigh >= 0 and check.source == ADMIRALS_QUARTERS and check.difficulty > 0:
        events += window(tigh, CYLON_HATRED)
    zarek = holder(game, FRIENDS)
    if zarek >= 0 and check.source in (ADMINISTRATION, ability_location(game, zarek, BRIG)):
        events += window(zarek, FRIENDS)
    boomer = holder(game, INTUITION)
    if boomer >= 0 and on_crisis_card(check):
        events += window(boomer, INTUITION)
    return events


def before_reveal(game: BaseGame) -> Events:
    """After every seat has added its cards, before the reveal (B-CHECK-8): Tyrol's Blind
    Devotion (B-CHR-TYR-O)."""
    tyrol = holder(game, BLIND_DEVOTION)
    if tyrol < 0 or game.check is None or on_super_crisis(game.check):
        return []
    return window(tyrol, BLIND_DEVOTION)


def after_total(game: BaseGame) -> tuple[Frame, ...]:
    """The frames after the total (B-CHECK-11): Adama's Command Authority (B-CHR-ADA-O), asked
    after the skill cards of that step, so he knows the final result."""
    adama = holder(game, COMMAND_AUTHORITY)
    if adama < 0 or game.check is None or on_super_crisis(game.check):
        return ()
    return (AbilityWindow(adama, COMMAND_AUTHORITY),)


#: Abilities whose window another module resolves, by ability (Helo's Moral Compass resolves a
#: crisis option: crisis.py).
RESOLVERS: dict[str, Callable[[BaseGame, AbilityWindow, UseAbility], Events]] = {}


def register_resolver(
    ability: str, resolve: Callable[[BaseGame, AbilityWindow, UseAbility], Events]
) -> None:
    """Let `resolve` carry out the answer to `ability`'s window (each ability once)."""
    if RESOLVERS.get(ability, resolve) is not resolve:
        raise ValueError(f"ability {ability!r} has two resolvers")
    RESOLVERS[ability] = resolve


def choices(game: BaseGame, frame: AbilityWindow) -> tuple[str, ...]:
    """What the ability may do in this window (besides declining)."""
    if frame.ability == CYLON_HATRED:
        return ("lower",)
    if frame.ability == FRIENDS:
        return ("raise", "lower")
    if frame.ability == INTUITION:
        return (PASS, FAIL)
    if frame.ability == BLIND_DEVOTION:
        return type_names()
    if frame.ability == COMMAND_AUTHORITY:
        return ("take",)
    return ("switch",)


def decide(state: State, frame: AbilityWindow) -> Decision:
    """Use the ability (one of its choices) or not."""
    name = m.data().get(frame.ability).name
    options: list[Command] = [UseAbility(frame.seat, frame.ability)]
    options += [UseAbility(frame.seat, frame.ability, c) for c in choices(g(state), frame)]
    return Decision.make(frame.seat, KINDS[frame.ability], f"Use {name}?", options)


def handle(state: State, cmd: UseAbility, rng: RandomCursor) -> Events:
    """Carry out the choice; declining leaves everything as it was (Moral Compass: the chosen
    option is resolved)."""
    frame = state.top
    assert isinstance(frame, AbilityWindow)
    game = g(state)
    resolve = RESOLVERS.get(frame.ability)
    if resolve is not None:
        return resolve(game, frame, cmd)
    if not cmd.choice:
        return [pop()]
    used: Events = [OncePerGameUsed(cmd.seat, cmd.ability)] if cmd.ability in ONCE_PER_GAME else []
    if cmd.ability == CYLON_HATRED:
        return [CheckDifficultyChanged(-HATRED_DELTA, "Cylon Hatred"), pop()]
    if cmd.ability == FRIENDS:
        delta = FRIENDS_DELTA if cmd.choice == "raise" else -FRIENDS_DELTA
        return [CheckDifficultyChanged(delta, "Friends in Low Places"), pop()]
    if cmd.ability == BLIND_DEVOTION:
        return [*used, SkillTypeZeroed(cmd.seat, cmd.choice), pop()]
    check = game.check
    assert check is not None
    if cmd.ability == COMMAND_AUTHORITY:
        cards = check.destiny + tuple(c for p in check.played for c in p)
        return [*used, CheckCardsTaken(cmd.seat, tuple(sorted(cards))), pop()]
    return [*used, *declare_result(state, cmd.seat, cmd.choice)]


def declare_result(state: State, seat: int, outcome: str) -> Events:
    """The check in progress, before its reveal, is not made: `seat` declares it passed or
    failed (`outcome`), and that result's box is resolved (Mysterious Intuition; a plugin's card
    that does the same, as Exodus's Political Prowess, calls it from its command)."""
    check = g(state).check
    assert check is not None
    return [CheckResultDeclared(seat, outcome), *skip_check(state, check, outcome)]


def skip_check(state: State, check: Check, outcome: str) -> Events:
    """A declared result replaces the check: every frame above its reveal (this window, the
    windows before cards, destiny, contributions) is dropped, and the declared result's effects
    take the reveal's place; the (empty) check is then finished as usual."""
    stack = state.stack
    reveal = max(i for i, f in enumerate(stack) if isinstance(f, tf.RevealCheck))
    events: Events = [pop() for _ in range(len(stack) - 1 - reveal)]
    path = check.on_pass if outcome == PASS else check.on_fail
    if not path:
        return [*events, pop()]
    return [*events, replace(tf.RunOps(check.source, path, check.seat, chosen=check.target))]


# -- registration -------------------------------------------------------------------------------


STEPS: dict[type[Frame], Any] = {}
DECIDERS: dict[type[Frame], Any] = {AbilityWindow: decide}
HANDLERS: dict[type[Command], Any] = {UseAbility: handle}


def register_check_ability_effects(registry: EffectRegistry) -> None:
    """Declare the abilities carried out here."""
    for ability, where in ABILITIES.items():
        registry.register(ability, where)


def register(registry: Any) -> None:
    """The abilities' events, frames and commands."""
    register_tables(registry, EVENTS, deciders=DECIDERS, handlers=HANDLERS)


def bsg_base_card_value(game: BaseGame, check: Check, card: str, value: int) -> int:
    """Base's own card values: the type Blind Devotion named counts 0 (B-CHR-TYR-O); in a crisis
    card's check on Adama's turn, strength-1 cards count positive (B-CHR-ADA-A, B-CHECK-14)."""
    if check.zeroed and m.skill_type(card) == check.zeroed:
        return 0
    if value == -1 and ta.ones_positive(game, check):
        return 1
    return value

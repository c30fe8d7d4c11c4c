"""Callandra "Cally" Tyrol (X-CHAR-7 to -9): Quick Fix, Discharge of a Firearm and Impulsive.

Quick Fix: on her turn, once a skill check's cards are revealed, she may remove 1 of them before
the Skill Check Abilities and the result (`QuickFixWindow`, above the steps base's reveal
leaves); it leaves the check onto its discard pile and the total is counted again without it.
Discharge of a Firearm: her once-per-game Action executes another character in her location
(base's ``execute`` op with the WHO value ``chosen_in_own_location``). Impulsive: outside the
Brig (the one base's `ability_location` names for her: Detention on New Caprica) she never
adds exactly 1 card to a skill check (`bsg_forbid_command`).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import (
    BaseEvent,
    BaseGame,
    Events,
    ability_location,
    card_name,
    check_card_limit,
    check_total,
    g,
    is_cylon_player,
    skill_type,
    skill_value,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push
from bsgcore.state import State

CALLY = "exodus.character.callandra_cally_tyrol"
QUICK_FIX = "exodus.ability.cally_quick_fix"
DISCHARGE = "exodus.ability.cally_discharge_of_a_firearm"
IMPULSIVE = "exodus.ability.cally_impulsive"
BRIG = "base.location.brig"
PASS, PARTIAL, FAIL = "pass", "partial", "fail"


def cally_seat(game: BaseGame) -> int:
    """The seat playing Cally with her abilities in force (not a revealed Cylon), or -1."""
    for seat, player in enumerate(game.players):
        if player.character == CALLY and not is_cylon_player(game, seat):
            return seat
    return -1


# -- Quick Fix ---------------------------------------------------------------------------------


@attrs.frozen
class QuickFixWindow(Frame):
    """Cally may remove 1 revealed card from the check (Quick Fix)."""

    tag = "exodus.f.quick_fix"
    seat: int


@attrs.frozen
class RemoveCheckCard(Command):
    """Remove this revealed card from the check ("" removes none)."""

    tag = "exodus.remove_check_card"
    card: str


@attrs.frozen
class CheckCardRemoved(BaseEvent):
    """A revealed card leaves the check, face up onto its discard pile (no longer one of the
    check's cards, B-INV-27); its total and result are counted again."""

    tag = "exodus.check_card_removed"
    seat: int
    card: str
    total: int
    result: str

    def apply(self, game: BaseGame) -> BaseGame:
        check = game.check
        assert check is not None
        cards = list(check.revealed)
        cards.remove(self.card)
        destiny, played = list(check.destiny), [list(p) for p in check.played]
        if self.card in destiny:
            destiny.remove(self.card)
        else:
            next(p for p in played if self.card in p).remove(self.card)
        changed = attrs.evolve(
            check,
            revealed=tuple(cards),
            destiny=tuple(destiny),
            played=tuple(tuple(p) for p in played),
            total=self.total,
            result=self.result,
        )
        kind = skill_type(self.card)
        discards = {**game.skill_discards, kind: (*game.skill_discards[kind], self.card)}
        return attrs.evolve(game, check=changed, skill_discards=discards)

    def describe(self) -> str:
        return f"seat {self.seat} removes {self.card} from the check (Quick Fix): {self.total}."


def wrap_reveal(step: Any, state: State, frame: Frame, rng: RandomCursor) -> Events:
    """After the reveal, on Cally's turn, her window comes first (before the abilities)."""
    events: Events = list(step(state, frame, rng))
    game = g(state)
    seat = cally_seat(game)
    if seat >= 0 and seat == game.current:
        events.append(push(QuickFixWindow(seat)))
    return events


def decide_quick_fix(state: State, frame: QuickFixWindow) -> Decision:
    """No card, or one of the revealed ones."""
    check = g(state).check
    revealed = check.revealed if check is not None else ()
    options: list[Command] = [RemoveCheckCard(frame.seat, "")]
    options += [RemoveCheckCard(frame.seat, card) for card in sorted(set(revealed))]
    prompt = "Quick Fix: remove 1 revealed card from the skill check?"
    return Decision.make(frame.seat, "exodus_quick_fix", prompt, options)


def outcome(difficulty: int, partial: int, value: int) -> str:
    """Pass at the difficulty, partial at the partial threshold, else fail (B-CHECK-12)."""
    if value >= difficulty:
        return PASS
    if partial and value >= partial:
        return PARTIAL
    return FAIL


def handle_quick_fix(state: State, cmd: RemoveCheckCard, rng: RandomCursor) -> Events:
    """Remove the card and count the rest again, or leave the check as it is."""
    if not cmd.card:
        return [pop()]
    game = g(state)
    check = game.check
    assert check is not None
    cards = list(check.revealed)
    cards.remove(cmd.card)
    value = check_total(game, check, tuple(cards))
    result = outcome(check.difficulty, check.partial, value)
    return [CheckCardRemoved(cmd.seat, cmd.card, value, result), pop()]


def label_quick_fix(state: State, frame: Any, cmd: RemoveCheckCard) -> str:
    """The card removed, with its strength."""
    if not cmd.card:
        return "Remove no card"
    return f"Remove {card_name(cmd.card)} ({skill_value(cmd.card)})"


prompt_quick_fix = about("Quick Fix")


# -- Discharge of a Firearm --------------------------------------------------------------------


def in_own_location(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
    """WHO ``chosen_in_own_location``: the chosen seat, if it is another character standing in
    the acting seat's location and no revealed Cylon (X1-EXEC-7: one on New Caprica with her)."""
    if target < 0 or target == seat or is_cylon_player(game, target):
        return ()
    here = game.players[seat].location
    return (target,) if game.players[target].location == here else ()


def nobody_to_execute(game: BaseGame, seat: int) -> bool:
    """Whether no other character stands in the seat's location (Discharge has no target)."""
    return not any(in_own_location(game, seat, s) for s in range(len(game.players)))


# -- Impulsive and the Action's target ---------------------------------------------------------


ADD, STOP, CONTRIBUTE, USE = (
    "base.add_card",
    "base.stop_adding",
    "base.f.contribute",
    ("base.use_action_ability"),
)


def cally_forbids(state: State, command: Command) -> str | None:
    """Impulsive (X-CHAR-9): outside the Brig, no stopping after exactly 1 card, and no first
    card when no second could follow; Discharge of a Firearm with nobody to execute."""
    if command.tag == USE and getattr(command, "ability", "") == DISCHARGE:
        if nobody_to_execute(g(state), command.seat):
            return "Discharge of a Firearm: nobody else is in Cally's location."
        return None
    if command.tag not in (ADD, STOP) or not state.stack or state.stack[-1].tag != CONTRIBUTE:
        return None
    game = g(state)
    seat = command.seat
    check = game.check
    if check is None or seat != cally_seat(game):
        return None
    if game.players[seat].location == ability_location(game, seat, BRIG):  # P-DET-3
        return None
    played = len(check.played[seat])
    if command.tag == STOP and played == 1:
        return "Impulsive: Cally adds no card or at least 2 to a skill check."
    if command.tag == ADD and played == 0:
        if len(game.players[seat].hand) < 2 or check_card_limit(game, seat) < 2:
            return "Impulsive: Cally could add no second card, so she adds none."
    return None

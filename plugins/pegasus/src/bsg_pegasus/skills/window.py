"""Pegasus cards in a skill check: played before cards are added (Reckless cards and the new
Investigative Committee), the Destiny cards they change, and the Reckless Skill Check abilities.

- A card timed ``before_skill_check`` is offered in base's "before" check window to a human
  player holding it (P-RECK-1, P-RECK-5: a Cylon player uses no non-Treachery text). A Reckless
  card marks the check ``reckless`` (P-RECK-2); once it is, no other Reckless card is offered
  (P-RECK-3, P-INV-2).
- Guts and Initiative's mark keeps the Destiny cards out; the Committee's turns the players'
  cards face up once the Destiny cards went in face down (`wrap_destiny`, P-DST-3).
- The three Reckless Skill Check abilities (Broadcast Location, By Your Command, Special Destiny)
  are base Skill Check Abilities (checks/abilities.py): each carried out once per check, whoever
  added the card (P-RECK-9, P-RECK-10), only when the check is Reckless (`check_abilities`,
  P-RECK-7, P-INV-3).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from bsg_pegasus.skills import content
from bsg_pegasus.skills import events as ev
from bsgcore import Command, Event, State
from bsgcore.base import BaseGame, Check, CheckMarked, PlaySkillWindow, RunOps, g, is_cylon_player
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace

BEFORE = "before"


@attrs.frozen
class PlayBeforeCheck(Command):
    """Play a Pegasus card before any card is added to the check."""

    tag = "pegasus.play_before_check"
    card: str


def before_options(state: State, frame: PlaySkillWindow) -> list[Command]:
    """The seat's Pegasus cards it may play now, before the cards go in."""
    game = g(state)
    check = game.check
    seat = frame.seat
    if frame.kind != BEFORE or check is None or is_cylon_player(game, seat):
        return []
    before = content.timed("before_skill_check")
    reckless = content.reckless_cards()
    out: list[Command] = []
    for code in sorted(set(game.players[seat].hand)):
        card = ev.card_id(code)
        if card not in before:
            continue
        if card in reckless and ev.RECKLESS in game.check_marks:
            continue  # one Reckless card per check (P-RECK-3)
        if ev.card_name(code) == "Investigative Committee" and check.face_up:
            continue
        if ev.card_name(code) == "Investigative Committee" and (
            ev.PLAYERS_FACE_UP in game.check_marks
        ):
            continue
        out.append(PlayBeforeCheck(seat, code))
    return out


def handle_before(state: State, cmd: PlayBeforeCheck, rng: RandomCursor) -> list[Event]:
    """The card is shown and discarded, a Reckless one marks the check, then its text."""
    card = ev.card_id(cmd.card)
    events: list[Event] = [ev.SkillPlayed(cmd.seat, cmd.card)]
    if card in content.reckless_cards():
        events.append(CheckMarked(ev.RECKLESS))
    return [*events, replace(RunOps(card, "effects", cmd.seat))]


Step = Callable[[State, object, RandomCursor], list[Event]]


def wrap_destiny(step: Step, state: State, frame: object, rng: RandomCursor) -> list[Event]:
    """No Destiny cards after Guts and Initiative; after the Committee (Pegasus), the Destiny
    cards go in face down and the players' cards then face up."""
    marks = g(state).check_marks
    if ev.NO_DESTINY in marks:
        return [pop()]
    events = step(state, frame, rng)
    if ev.PLAYERS_FACE_UP in marks:
        events.append(ev.PlayersFaceUp())
    return events


def check_abilities(game: BaseGame, check: Check, abilities: tuple[str, ...]) -> tuple[str, ...]:
    """A Reckless Skill Check ability applies only in a Reckless check (P-RECK-7)."""
    if ev.RECKLESS in game.check_marks:
        return abilities
    reckless = content.reckless_abilities()
    return tuple(a for a in abilities if a not in reckless)

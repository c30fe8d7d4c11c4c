"""Sabotage (P-TRE-9, P-TRE-10): when a human player discards a Treachery card, a Cylon player
may play Sabotage to damage Galactica (or Pegasus, P-DMG-2); at most one Sabotage per turn.

Every discard of a Treachery card from a human's hand counts, chosen or forced, to move between
ships, for a crisis, to meet the hand limit (P-TRE-10); cards leaving with a check do not (they
are never "discarded" from a hand). The discard opens a chance (`SabotageChance`); once the
command or step that discarded has put the stack in order (its next frame event), the window
(`SabotageWindow`) asks every Cylon player who holds cards, in table order from the current
player, whether or not he holds Sabotage, so the questions tell nobody who does (B-TURN-2).

A move's discard is paid before the character leaves (P-TRE-12, R-218): when Sabotage could
answer it, the move is carried out in two steps (base's ``bsg_base_move_paid_first``), so the
window comes between the payment and the move and the damage strikes while he is still in his
starting location; sent to Sickbay by it, or his destination on a Pegasus it destroyed, he does
not move (base's ``FinishMove``).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.skills import events as ev
from bsgcore import Command, Decision, Event, Frame, State
from bsgcore.base import (
    BaseGame,
    RunOps,
    clockwise,
    current_state,
    g,
    is_cylon_player,
    is_human_player,
)
from bsgcore.core_events import CONTROL_EVENTS
from bsgcore.frozen import evolve
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace

SABOTAGE = "Sabotage"
DISCARDED = "base.skill_cards_discarded"
SHOWN = "base.discards_shown"
#: Discards that are not a human's choice of a Treachery card from his hand.
NOT_COUNTED = frozenset({"reveal", "played"})


@attrs.frozen
class SabotageChance(Event):
    """A human player discarded a Treachery card: the Cylon players may answer with Sabotage."""

    tag = "pegasus.sabotage_chance"
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} discarded a Treachery card."


@attrs.frozen
class SabotageAsked(Event):
    """The chance is taken up: the window opens."""

    tag = "pegasus.sabotage_asked"


@attrs.frozen
class SabotagePlayed(Event):
    """A Sabotage was played this turn (at most one per turn)."""

    tag = "pegasus.sabotage_played"
    seat: int


@attrs.frozen
class SabotageWindow(Frame):
    """Ask the Cylon players in turn, from position `index` of the table order."""

    tag = "pegasus.f.sabotage_window"
    index: int = 0


@attrs.frozen
class AskSabotage(Frame):
    """A Cylon player may play Sabotage now."""

    tag = "pegasus.f.ask_sabotage"
    seat: int


@attrs.frozen
class PlaySabotage(Command):
    """Play this Sabotage card: damage Galactica."""

    tag = "pegasus.play_sabotage"
    card: str


@attrs.frozen
class NoSabotage(Command):
    """Play no Sabotage."""

    tag = "pegasus.no_sabotage"


def apply_chance(state: State, event: SabotageChance) -> State:
    """Remember that a window is owed."""
    return state.with_plugin(ev.PART, evolve(ev.skills_state(state), sabotage_chance=True))


def apply_asked(state: State, event: SabotageAsked) -> State:
    """The window is open: the chance is spent."""
    return state.with_plugin(ev.PART, evolve(ev.skills_state(state), sabotage_chance=False))


def apply_played(state: State, event: SabotagePlayed) -> State:
    """No other Sabotage this turn."""
    value = evolve(ev.skills_state(state), sabotage_turn=g(state).turn)
    return state.with_plugin(ev.PART, value)


def used_this_turn(state: State) -> bool:
    """Whether a Sabotage was played this turn."""
    return ev.skills_state(state).sabotage_turn == g(state).turn


def treachery_discarded(state: State, event: Event) -> bool:
    """Whether the event is a human's discard of a Treachery card from his hand."""
    from bsg_pegasus.skills.treachery import is_treachery

    game = g(state)
    if getattr(event, "reason", "") in NOT_COUNTED:
        return False
    if event.tag == DISCARDED:
        pairs = [(int(event.seat), c) for c in event.cards]  # type: ignore[attr-defined]
    elif event.tag == SHOWN:
        pairs = [(int(s), str(c)) for s, c in event.held]  # type: ignore[attr-defined]
    else:
        return False
    return any(is_human_player(game, s) and is_treachery(c) for s, c in pairs)


def may_answer(state: State, seat: int, card: str) -> bool:
    """Whether a Sabotage window would answer `seat`'s discard of `card` now: a human's Treachery
    card, no Sabotage yet this turn, a Cylon player to ask."""
    from bsg_pegasus.skills.treachery import is_treachery

    game = g(state)
    if not (is_human_player(game, seat) and is_treachery(card)):
        return False
    return not used_this_turn(state) and bool(cylons_asked(state))


def move_paid_first(game: BaseGame, seat: int, to: str, card: str, first: bool) -> bool:
    """A move paid with a Treachery card that Sabotage may answer is paid before he leaves
    (P-TRE-12): the window runs between the payment and the move."""
    state = current_state()
    return first or (state is not None and may_answer(state, seat, card))


def cylons_asked(state: State) -> list[int]:
    """The Cylon players a window asks: revealed, holding cards, in table order."""
    game = g(state)
    return [s for s in clockwise(game, game.current) if is_cylon_player(game, s)]


def after_event(state: State, event: Event) -> list[Event] | None:
    """A discard opens a chance; the next frame event opens the window."""
    if isinstance(event, CONTROL_EVENTS):
        if ev.skills_state(state).sabotage_chance:
            if used_this_turn(state) or not cylons_asked(state):
                return [SabotageAsked()]
            return [SabotageAsked(), push(SabotageWindow())]
        return None
    if event.tag in (DISCARDED, SHOWN) and treachery_discarded(state, event):
        if not used_this_turn(state) and cylons_asked(state):
            seat = int(getattr(event, "seat", g(state).current))
            return [SabotageChance(seat)]
    return None


def step_window(state: State, frame: SabotageWindow, rng: RandomCursor) -> list[Event]:
    """The next Cylon player with cards is asked, until one plays Sabotage."""
    seats = cylons_asked(state)
    game = g(state)
    if used_this_turn(state):
        return [pop()]
    for i in range(frame.index, len(seats)):
        if game.players[seats[i]].hand:
            return [replace(SabotageWindow(i + 1)), push(AskSabotage(seats[i]))]
    return [pop()]


def decide_sabotage(state: State, frame: AskSabotage) -> Decision:
    """Play a Sabotage held, or not."""
    game = g(state)
    held = sorted({c for c in game.players[frame.seat].hand if ev.card_name(c) == SABOTAGE})
    options: list[Command] = [NoSabotage(frame.seat), *(PlaySabotage(frame.seat, c) for c in held)]
    return Decision.make(frame.seat, "sabotage", "Play Sabotage (damage Galactica)?", options)


def handle_play(state: State, cmd: PlaySabotage, rng: RandomCursor) -> list[Event]:
    """The card is shown and discarded, then Galactica is damaged."""
    card = ev.card_id(cmd.card)
    return [
        ev.SkillPlayed(cmd.seat, cmd.card),
        SabotagePlayed(cmd.seat),
        replace(RunOps(card, "effects", cmd.seat)),
    ]


def handle_pass(state: State, cmd: NoSabotage, rng: RandomCursor) -> list[Event]:
    """No Sabotage from this seat."""
    return [pop()]


def register(registry: object) -> None:
    """The window's events, frames and commands."""
    reg: Any = registry
    reg.event(SabotageChance, apply_chance)
    reg.event(SabotageAsked, apply_asked)
    reg.event(SabotagePlayed, apply_played)
    reg.frame(SabotageWindow, step=step_window)
    reg.frame(AskSabotage, decide=decide_sabotage)
    reg.command(PlaySabotage, handle_play)
    reg.command(NoSabotage, handle_pass)

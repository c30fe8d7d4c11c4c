"""Treachery (P-TRE) and revealed Cylons' skill draws (P-CYT-1, P-CYT-5).

- Text use (H-SKILL-3): a Treachery card's text is for Cylon players only, every other card's
  for human players only (P-TRE-3, P-TRE-4, P-INV-4); the Reckless Skill Check abilities apply
  whoever added the card (base's Skill Check Ability step, P-RECK-9). Base already refuses a
  revealed Cylon every text and offers humans the cards timed ``action``: a Treachery Action
  (Human Weakness) is timed ``cylon_action`` in the game's catalogue instead (content.py), and
  this part offers it to a Cylon player at his Action step.
- Polarity: Treachery is a "listed" type, so it counts negative unless the check lists it: the
  Airlock and Resistance HQ list it (P-TRE-8), At Any Cost adds it to the check (P-TRE-6).
- Draws: a revealed Cylon without a skill set draws 2 cards in his Receive Skills step, each from
  a different deck, Treachery counting as one (P-CYT-1, P-INV-5); and whenever he draws several
  cards of types he chooses (P-CYT-5): base's chosen-draw decider, wrapped, leaves out the draws
  that take one deck twice.
  A Cylon Leader draws from his skill set (P-CL-8): the leaders part owns that.
"""

from __future__ import annotations

import attrs

from bsg_pegasus.skills import events as ev
from bsg_pegasus.skills.ops import piloting
from bsgcore import Command, Decision, Event, State
from bsgcore.base import (
    ActionStep,
    BaseGame,
    ChooseDraw,
    RunOps,
    action_ban,
    data,
    g,
    is_cylon_player,
)
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider
from bsgcore.stack import replace

TREACHERY = "treachery"
CYLON_LEADER = "cylon_leader"
#: The timing a Treachery Action card has in the game's catalogue (base offers ``action`` ones
#: to human players only).
CYLON_ACTION = "cylon_action"


def is_treachery(code: str) -> bool:
    """Whether a card code is a Treachery card."""
    return str(data().get(ev.card_id(code)).type) == TREACHERY


def is_leader(game: BaseGame, seat: int) -> bool:
    """Whether the seat plays a Cylon Leader (it has a skill set of its own, P-CL-8)."""
    character = game.players[seat].character
    return bool(character) and data().character(character).type == CYLON_LEADER


def may_use_text(game: BaseGame, seat: int, code: str) -> bool:
    """Treachery text for Cylon players, the others' for human players (P-TRE-3)."""
    return is_cylon_player(game, seat) == is_treachery(code)


@attrs.frozen
class PlaySkillAction(Command):
    """Play a Pegasus card's Action as the seat's action: a Cylon player's Treachery Action
    (Human Weakness, which base offers humans only), a pilot's Full Throttle."""

    tag = "pegasus.play_skill_action"
    card: str


def action_options(state: State, frame: ActionStep) -> list[Command]:
    """The Action cards base does not offer: a Cylon player's Treachery Actions, and the
    "Movement or Action" cards of a human (Full Throttle while piloting)."""
    game = g(state)
    seat = frame.seat
    out: list[Command] = []
    for code in sorted(set(game.players[seat].hand)):
        record = data().get(ev.card_id(code))
        if not record.effects or not may_use_text(game, seat, code):
            continue
        if is_treachery(code) and record.timing == CYLON_ACTION:
            out.append(PlaySkillAction(seat, code))
        elif record.timing == "movement_or_action" and piloting(game, seat):
            out.append(PlaySkillAction(seat, code))
    return out


def handle_action(state: State, cmd: PlaySkillAction, rng: RandomCursor) -> list[Event]:
    """The card is shown and discarded, then its text is carried out as the action."""
    card = ev.card_id(cmd.card)
    return [ev.SkillPlayed(cmd.seat, cmd.card), replace(RunOps(card, "effects", cmd.seat))]


def wrap_draw_decider(decide: Decider) -> Decider:
    """Base's decider of a chosen draw, without the options that take one deck twice when a
    revealed Cylon (not a Leader) draws (P-CYT-1, P-CYT-5)."""

    def decide_distinct(state: State, frame: ChooseDraw) -> Decision:
        decision = decide(state, frame)
        if not cylon_draw_applies(g(state), frame.seat):
            return decision
        keep = [o for o in decision.options if _distinct(o, frame)]
        if not keep or len(keep) == len(decision.options):
            return decision
        return Decision.make(decision.seat, decision.kind, decision.prompt, keep)

    return decide_distinct


def _distinct(option: Command, frame: ChooseDraw) -> bool:
    """Whether a draw's chosen types (past the fixed ones) are all different."""
    chosen = tuple(getattr(option, "types", ()))[len(frame.fixed) :]
    return len(set(chosen)) == len(chosen)


def cylon_draw_applies(game: BaseGame, seat: int) -> bool:
    """Whether a seat draws as a revealed Cylon without a skill set (P-CYT-1, P-CYT-5): a
    revealed Cylon who is not a Leader, and so a Sympathetic Cylon Infiltrating too, a human
    player who still has no skill set (P-SYM-6)."""
    return game.players[seat].revealed and not is_leader(game, seat)


def action_allowed(game: BaseGame, seat: int, code: str, allowed: bool) -> bool:
    """A Treachery Action by a Cylon player is allowed where base bans only because he is a
    revealed Cylon; other added Actions keep base's answer."""
    if is_treachery(code) and is_cylon_player(game, seat):
        return action_ban(game, seat) == "location"
    return allowed

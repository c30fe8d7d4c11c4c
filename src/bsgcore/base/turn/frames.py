"""Where a base turn stands, as plain data on the kernel's stack (B-TURN). Frames hold no secret:
hidden cards stay in the game value."""

from __future__ import annotations

import attrs

from bsgcore.messages import Frame

UNSET = -2


@attrs.frozen
class ReceiveSkills(Frame):
    """Step 1: draw the skill set (B-TURN-3, -4)."""

    tag = "base.f.receive_skills"
    seat: int


@attrs.frozen
class ChooseDraw(Frame):
    """Choose the types of `count` cards among `types` (mixed skill sets, Sickbay, locations)."""

    tag = "base.f.choose_draw"
    seat: int
    count: int
    types: tuple[str, ...]
    fixed: tuple[str, ...] = ()


@attrs.frozen
class MovementStep(Frame):
    """Step 2: move once, or stay (B-TURN-5, B-MOVE)."""

    tag = "base.f.movement"
    seat: int


@attrs.frozen
class MovementEnd(Frame):
    """The end of the turn's Movement step: the steps plugins add there (``bsg_base_movement_end``)."""

    tag = "base.f.movement_end"
    seat: int


@attrs.frozen
class ActionStep(Frame):
    """Step 3: take one action, or none (B-TURN-6)."""

    tag = "base.f.action"
    seat: int


@attrs.frozen
class CrisisStep(Frame):
    """Step 4: draw and resolve a Crisis card (B-TURN-8)."""

    tag = "base.f.crisis"
    seat: int


@attrs.frozen
class ResolveCrisis(Frame):
    """Resolve the drawn crisis card's own text (B-TURN-11)."""

    tag = "base.f.resolve_crisis"
    seat: int


@attrs.frozen
class ChooseCrisisOption(Frame):
    """The chooser of a choice crisis picks option a or b (B-CRISIS-1 (ii), B-CRISIS-3)."""

    tag = "base.f.choose_crisis_option"
    seat: int


@attrs.frozen
class ActivationStep(Frame):
    """Step 5: the crisis card's Cylon activation icon (B-TURN-9)."""

    tag = "base.f.activation"
    seat: int


@attrs.frozen
class JumpStep(Frame):
    """Step 6: the crisis card's jump icon (B-TURN-10)."""

    tag = "base.f.prepare_jump"
    seat: int


@attrs.frozen
class EndTurn(Frame):
    """End of the turn: hand limits, resources at 0, the next seat (B-TURN-12)."""

    tag = "base.f.end_turn"
    seat: int
    limits_done: bool = False


@attrs.frozen
class DiscardCards(Frame):
    """A seat discards `count` skill cards of its choice, one at a time; `hold`: face down until
    every seat discarding with it has chosen (`ShowDiscards`, B-TURN-16)."""

    tag = "base.f.discard_cards"
    seat: int
    count: int
    reason: str
    hold: bool = False


@attrs.frozen
class ShowDiscards(Frame):
    """Several seats have chosen their discards face down: show them all and discard them."""

    tag = "base.f.show_discards"
    reason: str


@attrs.frozen
class RunOps(Frame):
    """Carry out the effect ops of `source` at `path` (crisis.ops_at), from `index` on.

    `seat` is the acting player; `target` the answer to the current op's choice (UNSET until
    then); `chosen` the seat the whole list is about (a skill check's target), -1 when none.
    """

    tag = "base.f.run_ops"
    source: str
    path: str
    seat: int
    index: int = 0
    target: int = UNSET
    chosen: int = -1


@attrs.frozen
class ChooseTarget(Frame):
    """A seat picks a value for the op below (a character, a location index, an option...)."""

    tag = "base.f.choose_target"
    seat: int
    purpose: str
    candidates: tuple[int, ...]


@attrs.frozen
class DestroyCivilians(Frame):
    """`seat` (the current player) picks `count` more civilian ships on the board to destroy,
    one at a time: what an effect's count left once the pile ran short (B-CIV-4)."""

    tag = "base.f.destroy_civilians"
    seat: int
    count: int


@attrs.frozen
class ContributeStep(Frame):
    """Ask the seats, from the left of the current player round to him (B-CHECK-7)."""

    tag = "base.f.check_contributions"
    index: int = 0


@attrs.frozen
class DealDestiny(Frame):
    """Deal 2 destiny cards into the check, rebuilding the deck when empty (B-CHECK-5, B-DEST-1)."""

    tag = "base.f.deal_destiny"


@attrs.frozen
class Contribute(Frame):
    """A seat adds skill cards face down, one at a time, until it stops (B-CHECK-6)."""

    tag = "base.f.contribute"
    seat: int


@attrs.frozen
class RevealCheck(Frame):
    """Shuffle, reveal, total and resolve the result's effects (B-CHECK-9 to -12)."""

    tag = "base.f.reveal_check"


@attrs.frozen
class FinishCheck(Frame):
    """Discard the check's cards (B-CHECK-13)."""

    tag = "base.f.finish_check"


@attrs.frozen
class Jump(Frame):
    """The fleet jumps (B-JUMP-5); `seat` is the current player."""

    tag = "base.f.jump"
    seat: int


@attrs.frozen
class ChooseDestination(Frame):
    """The Admiral secretly keeps 1 of the 2 destinations drawn (B-JUMP-5 step 3)."""

    tag = "base.f.choose_destination"
    seat: int


@attrs.frozen
class FinishJump(Frame):
    """The Sleeper Agent phase when due, then the jump track back to 0 (B-JUMP-5 steps 5, 6)."""

    tag = "base.f.finish_jump"
    seat: int


@attrs.frozen
class ExecutiveOrder(Frame):
    """The target of an Executive Order chooses 2 actions or a move and an action."""

    tag = "base.f.executive_order"
    seat: int


@attrs.frozen
class ChooseTopOrBottom(Frame):
    """The seat that looked at the top card leaves it or puts it at the bottom."""

    tag = "base.f.top_or_bottom"
    seat: int
    deck: str


@attrs.frozen
class SkillWindow(Frame):
    """Offer skill cards of a check window to each seat in turn: "before" cards are added
    (Investigative Committee, Scientific Research) or "after" the total (Declare Emergency)."""

    tag = "base.f.skill_window"
    kind: str
    index: int = 0


@attrs.frozen
class PlaySkillWindow(Frame):
    """A seat may play one card of the window."""

    tag = "base.f.play_skill_window"
    seat: int
    kind: str


@attrs.frozen
class ApplyResult(Frame):
    """The check's final result after the total's modifiers, and its effects (B-CHECK-12)."""

    tag = "base.f.apply_result"

"""Commands of the base turn: what a seat may answer. Plain data; a secret card is redacted."""

from __future__ import annotations

import attrs

from bsgcore.messages import Command

HIDDEN = "hidden"
RANDOM = "random"  # a discard at random (Headstrong), as in turn.py


@attrs.frozen
class DrawTypes(Command):
    """Draw one skill card of each listed type, in order (a type may repeat) (B-TURN-4)."""

    tag = "base.draw_types"
    types: tuple[str, ...]


@attrs.frozen
class Move(Command):
    """Move to a location; `discard` is the card paid between ships, face up (B-MOVE-3, -5)."""

    tag = "base.move"
    to: str
    discard: str = ""


@attrs.frozen
class Stay(Command):
    """Do not move this turn (B-TURN-5)."""

    tag = "base.stay"


@attrs.frozen
class UseLocation(Command):
    """Activate the location the character is in (B-TURN-6)."""

    tag = "base.use_location"
    location: str


@attrs.frozen
class DrawQuorumCard(Command):
    """The President's title action: draw 1 Quorum card (B-TITLE-4, R-12)."""

    tag = "base.draw_quorum_card"


@attrs.frozen
class LaunchNuke(Command):
    """The Admiral's title action: launch a nuke at a basestar (B-NUKE-2)."""

    tag = "base.launch_nuke"


@attrs.frozen
class ActivateOwnViper(Command):
    """A pilot in space activates his own viper (B-VIPER-4)."""

    tag = "base.activate_own_viper"


@attrs.frozen
class MoveViper(Command):
    """A pilot moves his viper to an adjacent area in the Movement step (B-MOVE-6)."""

    tag = "base.move_viper"
    area: int


@attrs.frozen
class PassAction(Command):
    """Take no action this turn (B-TURN-6)."""

    tag = "base.pass_action"


@attrs.frozen
class ChooseOption(Command):
    """Pick option a or b of a choice crisis (B-CRISIS-1)."""

    tag = "base.choose_option"
    option: str


@attrs.frozen
class Discard(Command):
    """Discard this skill card (public once done)."""

    tag = "base.discard"
    card: str

    def redacted_for(self, seat: int | None) -> Command:
        """Others learn only that a card was discarded: a face-up discard shows the card in its
        own event (`base.skill_cards_discarded`), one chosen face down keeps it hidden until every
        seat has chosen (B-TURN-16). A random discard (Headstrong) hides nothing."""
        if seat == self.seat or self.card == RANDOM:
            return self
        return Discard(self.seat, HIDDEN)


@attrs.frozen
class Pick(Command):
    """Pick a value the effect asks for: a seat, a location or option index, -1 for none."""

    tag = "base.pick"
    value: int


@attrs.frozen
class AddCard(Command):
    """Add this skill card face down to the skill check (B-CHECK-6)."""

    tag = "base.add_card"
    card: str

    def redacted_for(self, seat: int | None) -> Command:
        """Others learn only that a card was added."""
        return self if seat == self.seat else AddCard(self.seat, HIDDEN)


@attrs.frozen
class StopAdding(Command):
    """Add no more cards to the skill check (B-CHECK-17)."""

    tag = "base.stop_adding"


@attrs.frozen
class KeepDestination(Command):
    """Keep this destination; the other goes to the bottom of the deck (B-JUMP-5)."""

    tag = "base.keep_destination"
    card: str

    def redacted_for(self, seat: int | None) -> Command:
        """The card kept is shown when it is resolved; the choice itself stays the Admiral's."""
        return self if seat == self.seat else KeepDestination(self.seat, HIDDEN)


@attrs.frozen
class PlaySkill(Command):
    """Play this skill card for its text: an Action card, or in a skill check's window."""

    tag = "base.play_skill"
    card: str


@attrs.frozen
class NoCard(Command):
    """Play no card in this window."""

    tag = "base.no_card"


@attrs.frozen
class OrderSteps(Command):
    """Executive Order: "2_actions" or "move_then_1_action" (B-CARD-LEA-12)."""

    tag = "base.order_steps"
    option: str


@attrs.frozen
class TopOrBottom(Command):
    """Leave the card seen on top of its deck, or put it at the bottom."""

    tag = "base.top_or_bottom"
    bottom: bool

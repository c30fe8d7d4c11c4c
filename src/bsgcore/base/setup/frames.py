"""Where base-game resolution stands, as plain data on the kernel's stack. Frames hold no secret."""

from __future__ import annotations

import attrs

from bsgcore.messages import Frame


@attrs.frozen
class ChooseCharacter(Frame):
    """A seat picks its character; picks go clockwise from the first player (B-SETUP-1, -2)."""

    tag = "base.f.choose_character"
    seat: int
    picked: int = 0


@attrs.frozen
class DealSetup(Frame):
    """Titles, decks, loyalty, ships and resources once every character is chosen (B-SETUP)."""

    tag = "base.f.deal_setup"


@attrs.frozen
class ChooseLaunchArea(Frame):
    """Apollo's player picks echo or foxtrot for his starting viper (B-SETUP-10, B-CHR-APO-S)."""

    tag = "base.f.choose_launch_area"
    seat: int


@attrs.frozen
class ChooseStartingHand(Frame):
    """A seat other than the first picks the types of its 3 starting cards (B-SETUP-14)."""

    tag = "base.f.choose_starting_hand"
    seat: int


@attrs.frozen
class FinishSetup(Frame):
    """Mark the set-up complete."""

    tag = "base.f.finish_setup"


@attrs.frozen
class BeginTurn(Frame):
    """A seat's turn begins (B-TURN-1)."""

    tag = "base.f.begin_turn"
    seat: int


@attrs.frozen
class NotImplementedYet(Frame):
    """The game cannot go on: the rules from here on are not implemented (docs/base-status.md).

    A decision frame that offers no option: a game reaching it is incomplete, never finished.
    """

    tag = "base.f.not_implemented"
    seat: int
    what: str

"""The labels and prompts of the Ionian Nebula decisions (docs/frontends.md). The set-up and the
draws are automatic; the ally encounter's choices and the ``trauma`` op's are labelled here."""

from __future__ import annotations

from bsg_exodus.nebula import allies_ops as ao
from bsg_exodus.nebula import allies_space as sp
from bsg_exodus.nebula import encounter as en
from bsgcore.labels import about
from bsgcore.ruleset import RulesRegistry


def register(registry: RulesRegistry) -> None:
    """Every command's label and every decision's prompt of this part (none yet)."""


def register_allies(registry: RulesRegistry) -> None:
    """The ally encounter's and the ``trauma`` op's commands and decisions (encounter.py,
    allies_ops.py); a token chosen is private (the others read the command's name)."""
    registry.label(en.MeetAlly, en.label_meet, frame=en.ChooseAlly)
    registry.label(en.SeedToken, en.label_seed, frame=en.SeedAlly, private=True)
    registry.label(en.PickSeeder, en.label_seeder, frame=en.ChooseSeeder)
    registry.label(ao.ReturnTrauma, ao.label_return, frame=ao.DiscardTrauma, private=True)
    registry.prompt(en.ChooseAlly, about("Ally"), kinds=("exodus_meet_ally",))
    registry.prompt(en.SeedAlly, about("Ally"), kinds=("exodus_seed_ally",))
    registry.prompt(en.ChooseSeeder, about("Ally"), kinds=("exodus_pick_seeder",))
    registry.prompt(ao.DiscardTrauma, about("Trauma"), kinds=("exodus_return_trauma",))
    registry.label(sp.MoveCivilian, sp.label_move, frame=sp.MoveCivilians)
    registry.label(sp.StopMovingCivilians, sp.label_stop, frame=sp.MoveCivilians)
    registry.label(sp.StrikeRaiders, sp.label_strikes, frame=sp.ChooseStrikes)
    registry.prompt(sp.MoveCivilians, about("Ally"), kinds=("exodus_move_civilians",))
    registry.prompt(sp.ChooseStrikes, about("Ally"), kinds=("exodus_strike_raiders",))

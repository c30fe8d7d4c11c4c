"""Exodus's Conflicted Loyalties option (exodus.md §5, option ``conflicted_loyalties``): the
Personal Goal and Final Five loyalty cards (cards.py), with their timings on base's seams.

* set-up: the cards of the form chosen are shuffled among the "You Are Not a Cylon" cards the
  loyalty deck takes its share from (X-LC-SETUP, X-LOY-2; base's ``not_cylon_pool``);
* examined: every look at a loyalty card goes through base's ``examine_loyalty``, so a Final
  Five card looked at is revealed and carried out (final_five.py, X-LC-21);
* revealed by an execution: a Final Five card's other text, then the box (X-LC-22);
* the Personal Goal Action, and the end-of-game loss of the unrevealed goals (goals.py, X-LC-10
  to -16).

The cards are secret like a Cylon card (X-LC-30): base declares only the Cylon cards, so this
part declares its own (secrets.py). A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.conflicted import cards, final_five, goals, labels, secrets
from bsgcore import hookimpl
from bsgcore.base import (
    ActionStep,
    BaseContent,
    BaseGame,
    LoyaltySetup,
    Op,
    RunOps,
    clockwise,
    current_state,
    data,
    is_cylon_player,
    register_tables,
)
from bsgcore.messages import Command, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret


def _op_final_five(game: BaseGame, frame: RunOps, op: Op, rng: RandomCursor) -> list[Any]:
    """The container of a Final Five card's two texts: run by path, never as an op itself."""
    return []


def _humans(game: BaseGame, skip: int = -1) -> tuple[int, ...]:
    return tuple(
        s for s in clockwise(game, game.current) if s != skip and not is_cylon_player(game, s)
    )


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The 13 cards into the loyalty catalogue (dealt only with the option), the container op
    and the WHO values of their texts (revealed Cylon players left out, X-LC-23)."""
    content.add_op(
        cards.FINAL_FIVE_OP,
        _op_final_five,
        params=frozenset({cards.EXAMINED, cards.EXECUTED}),
    )
    content.add_who(
        "exodus_examiner",
        lambda game, seat, target: (
            (target,) if target >= 0 and not is_cylon_player(game, target) else ()
        ),
    )
    content.add_who("exodus_owner", lambda game, seat, target: (seat,))
    content.add_who("exodus_each_human", lambda game, seat, target: _humans(game))
    content.add_who("exodus_each_other_human", lambda game, seat, target: _humans(game, seat))
    for card in (*cards.goals(), *cards.final_five()):
        content.add_card("loyalty", cards.entry(card))
    for card in cards.goals():
        content.implemented_by(card, "bsg_exodus.conflicted.goals")


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The frames, commands and events of both kinds of card, their labels and prompts."""
    if ruleset != "base":
        return
    register_tables(
        registry,
        (*final_five.EVENTS, *goals.EVENTS),
        final_five.STEPS,
        {**final_five.DECISIONS, **goals.DECISIONS},
        {**final_five.HANDLERS, **goals.HANDLERS},
    )
    registry.add_options(ActionStep, goals.action_options)
    labels.register(registry)


@hookimpl(trylast=True)
def bsg_base_loyalty_setup(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """X-LC-SETUP-3: the option's cards among the Not-a-Cylon cards (after every recipe)."""
    state = current_state()
    if state is None:
        return setup
    chosen = cards.in_play(state.options)
    if not chosen:
        return setup
    plain = tuple(
        c.id
        for c in data().loyalty
        if c.extra.get("team") == "human" and not cards.conflicted(c.id)
        for _ in range(c.copies)
    )
    return attrs.evolve(setup, not_cylon_pool=plain + chosen)


@hookimpl
def bsg_base_action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """The Personal Goal Action in the Brig (Self-Destruction)."""
    return goals.allowed_in_brig(game, seat, command, allowed)


@hookimpl
def bsg_base_loyalty_examined(
    game: BaseGame, viewer: int, target: int, cards: tuple[str, ...], frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-LC-20, -21."""
    return final_five.examined_steps(game, viewer, target, cards, frames)


@hookimpl
def bsg_base_execution_steps(
    game: BaseGame, seat: int, proof: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-LC-22."""
    return final_five.execution_steps(game, seat, proof, frames)


@hookimpl
def bsg_base_final_losses(game: BaseGame, losses: tuple[Event, ...]) -> tuple[Event, ...]:
    """X-LC-14, -15, -16."""
    return goals.final_losses(game, losses)


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret] | None:
    """X-LC-30: the option's cards another seat holds or the deck hides."""
    return secrets.secrets(state, seat) if state.ruleset == "base" else None

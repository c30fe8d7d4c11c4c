"""Cylon Leaders, Agendas, Infiltration, the loyalty deck, reveal and loyalty changes, the Quorum
hand limit, the Sympathetic Cylon (P-CL, P-AG, P-INF, P-LD, P-REV, P-LOY, P-SUCC, P-QH, P-SYM);
owned by the pegasus-leaders helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here, each a thin
call into the module that owns the rule.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus import catalogue
from bsg_pegasus import options as pegasus_options
from bsg_pegasus.data import load
from bsg_pegasus.leaders import (
    abilities,
    agendas,
    bot,
    caprica,
    choice,
    handoff,
    infiltration,
    labels,
    model,
    sympathetic,
    treachery_reveal,
    turns,
)
from bsg_pegasus.leaders import content as leader_content
from bsg_pegasus.leaders import setup as leader_setup
from bsg_pegasus.leaders.model import LeadersState
from bsgcore import hookimpl
from bsgcore.base import (
    BaseCatalogue,
    BaseContent,
    BaseGame,
    LocationCost,
    LoyaltySetup,
    current_state,
    noting_state,
    plugin_state,
)
from bsgcore.messages import Command, Event
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State
from bsgcore.view import Secret

QUORUM_HAND_LIMIT = 10


@hookimpl
def bsg_base_content(content: BaseContent) -> None:
    """The Cylon Leaders and the revised lines of succession."""
    leader_content.add_content(content)
    treachery_reveal.add_content(content)


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """This feature's state and events, the deal wrapped, the Leader's starting hand."""
    if ruleset != "base":
        return
    registry.plugin_state(model.initial, value_type=LeadersState, scramble=scramble)
    for row in load().table("agenda"):  # dealt from this feature's decks, won by agendas.py
        catalogue.implemented(registry, str(row["id"]), "bsg_pegasus.leaders.agendas")
    bots = dict(registry.data.get("bots", {}))
    cards = registry.data.get("base.cards")
    heuristic = bot.with_agendas(
        bots.get("heuristic"), cards if isinstance(cards, BaseCatalogue) else None
    )
    registry.set_data("bots", {**bots, "heuristic": heuristic})
    for event in model.EVENTS:
        registry.event(event, event.applier)  # type: ignore[attr-defined]
    for base_event in (*model.BASE_EVENTS, *abilities.EVENTS):
        registry.event(base_event, base_event.applier)
    tags = registry.tags
    action, movement = tags["base.f.action"], tags["base.f.movement"]
    registry.command(
        abilities.LeaderAbility,
        lambda state, cmd, rng: abilities.handle_ability(state, cmd, rng, action),
    )
    registry.command(abilities.PutOnDestiny, abilities.handle_put)
    registry.frame(abilities.ReturnToDestiny, decide=abilities.decide_return)
    registry.add_options(action, abilities.action_options)
    registry.add_options(action, noting_state(infiltration.action_options))
    for caprica_event in caprica.EVENTS:
        registry.event(caprica_event, caprica_event.applier)
    registry.add_options(movement, caprica.movement_options)
    registry.command(caprica.UseIntimate, caprica.handle_intimate)
    registry.frame(caprica.IntimateDeck, decide=caprica.decide_deck)
    registry.command(caprica.PickDeck, caprica.handle_deck)
    registry.wrap_step(tags["base.f.reveal_check"], caprica.reveal_wrapper)
    registry.frame(caprica.HumanDelusion, decide=caprica.decide_delusion)
    registry.command(caprica.AddDelusion, caprica.handle_delusion)
    registry.command(infiltration.Infiltrate, infiltration.handle_infiltrate)
    discard = tags["base.f.discard_cards"]
    registry.command(
        infiltration.ReturnToResurrectionShip,
        lambda state, cmd, rng: infiltration.handle_return(state, cmd, rng, discard),
    )
    registry.wrap_step(tags["base.f.finish_reveal"], handoff.reveal_wrapper)
    registry.wrap_step(tags["base.f.finish_reveal"], treachery_reveal.reveal_wrapper)
    registry.wrap_step(tags["base.f.finish_jump"], handoff.sleeper_wrapper)
    registry.wrap_step(tags["base.f.finish_jump"], sympathetic.jump_wrapper)
    revealed, finish = tags["base.cylon_revealed"], tags["base.f.finish_reveal"]
    registry.frame(
        sympathetic.SympatheticReveal,
        step=lambda state, frame, rng: sympathetic.step_reveal(state, frame, rng, revealed, finish),
    )
    registry.frame(handoff.HandOff, decide=handoff.decide_hand_off)
    sympathizer = tags["base.f.sympathizer"]
    registry.command(
        handoff.GiveLoyalty,
        lambda state, cmd, rng: handoff.handle_give(state, cmd, rng, sympathizer),
    )
    registry.add_options(movement, abilities.movement_options)
    registry.wrap_step(tags["base.f.deal_setup"], leader_setup.deal_wrapper)
    hand = tags["base.f.choose_starting_hand"]
    decide = leader_setup.starting_hand_decider(
        registry.deciders[hand], tags["base.choose_skill_types"]
    )
    registry.frame(hand, decide=decide, replace=True)
    labels.register(registry)


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Seven players need a Cylon Leader (P-7P-1), so the variants that remove them do not go
    with seven."""
    if ruleset != "base" or seats < choice.MUST_AT:
        return None
    problems = []
    if not pegasus_options.enabled(options, pegasus_options.CYLON_LEADERS):
        problems.append("A 7-player game needs a Cylon Leader (P-7P-1): cylon_leaders must be on.")
    if pegasus_options.enabled(options, pegasus_options.SYMPATHETIC_CYLON):
        problems.append("A 7-player game has a Cylon Leader, so no Sympathetic Cylon (P-LD-7).")
    return problems


@hookimpl
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """The Cylon Leader choice rules."""
    if state.ruleset != "base":
        return None
    return choice.forbid_pick(state, command)


@hookimpl
def bsg_base_loyalty_setup(game: BaseGame, setup: LoyaltySetup) -> LoyaltySetup:
    """P-LD-2 to -7."""
    return leader_setup.loyalty_setup(game, setup)


@hookimpl
def bsg_base_loyalty_cards(game: BaseGame, seat: int, when: str, count: int) -> int:
    """P-AG-2."""
    return leader_setup.loyalty_cards(game, seat, when, count)


@hookimpl
def bsg_base_receive_skills(game: BaseGame, seat: int, draw: Any) -> Any:
    """P-CL-8, P-INF-3."""
    return turns.receive_skills(game, seat, draw)


@hookimpl
def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """P-INF-5; Caprica Six's Human Delusion after the reveal."""
    return caprica.check_card_limit(game, seat, turns.check_card_limit(game, seat, limit))


@hookimpl
def bsg_base_move_cost(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """Leoben's Clouded."""
    return abilities.clouded_move_cost(game, seat, to, cost)


@hookimpl
def bsg_base_location_cost(
    game: BaseGame, seat: int, location: str, cost: LocationCost
) -> LocationCost:
    """Caprica Six's Conflicted Loyalties."""
    return caprica.location_cost(game, seat, location, cost)


@hookimpl
def bsg_base_is_cylon_player(game: BaseGame, seat: int, cylon: bool) -> bool:
    """An Infiltrator is a human player (P-TERM-4)."""
    return infiltration.is_cylon_player(game, seat, cylon)


@hookimpl
def bsg_base_title_eligible(game: BaseGame, seat: int, line: str, eligible: bool) -> bool:
    """No Cylon Leader or Sympathetic Cylon ever holds a title, Infiltrating or not (P-INF-4,
    P-SUCC-3, -12, P-INV-7)."""
    return eligible and not (model.is_leader(game, seat) or model.is_sympathetic_cylon(game, seat))


@hookimpl
def bsg_base_action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """A Cylon Leader's own Actions, which base's bans on a revealed Cylon do not cover."""
    if isinstance(command, abilities.LeaderAbility):
        return game.players[seat].location != abilities.BRIG
    return infiltration.action_allowed(game, seat, command, allowed)


@hookimpl
def bsg_base_winners(game: BaseGame, side: str, seats: tuple[int, ...]) -> tuple[int, ...]:
    """Agenda holders win by their Agenda alone, after the team result (P-AG-7, P-WIN-5)."""
    if current_state() is None:
        return seats
    return agendas.winners(game, plugin_state(model.NAME), side, seats)


@hookimpl
def bsg_base_quorum_hand_limit(game: BaseGame, seat: int, limit: int | None) -> int | None:
    """The President keeps at most 10 Quorum cards at the end of any turn (P-QH-1, -2)."""
    return QUORUM_HAND_LIMIT if limit is None else min(limit, QUORUM_HAND_LIMIT)


@hookimpl
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Note who played a super crisis card (P-AG-9, Mutual Annihilation); after a move, note
    whether an Infiltration goes on (P-INF-9) and what its end discards (P-INF-13)."""
    if event.tag == "base.super_crisis_played":
        return [model.SuperCrisisNoted(int(getattr(event, "seat", -1)))]
    if event.tag == "base.cylon_revealed":
        return abilities.lies_and_secrets(state.game, event) or None
    if event.tag == "base.character_moved":
        moved = infiltration.noted_events(state, event)
        return [*moved, *infiltration.ended_events(state.game, event)] or None
    return None


@hookimpl
def bsg_declare_secrets(state: State, seat: int | None) -> list[Secret] | None:
    """Each Agenda held is secret from the other seats, the Agenda decks from everyone (P-AG-6)."""
    if state.ruleset != "base":
        return None
    value = model.leaders(state)
    out = [Secret(f"agenda[{s}]", card) for s, card in value.agendas if s != seat]
    undealt = (*value.hostile, *value.sympathetic)
    out += [
        Secret("agenda deck", card) for card in undealt if card not in dict(value.agendas).values()
    ]
    return out


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """A seat sees its own Agenda; everyone sees who holds one and the decks' sizes."""
    if state.ruleset != "base":
        return None
    value = model.leaders(state)
    return {
        "agenda": value.agenda(seat) if seat is not None else "",
        "agenda_holders": [s for s, _card in value.agendas],
        "hostile_deck": len(value.hostile),
        "sympathetic_deck": len(value.sympathetic),
    }


def scramble(state: State, seat: int | None, rng: RandomCursor) -> LeadersState:
    """The Agendas `seat` may not know re-dealt from the cards it may not know."""
    value = model.leaders(state)
    hidden = [card for s, card in value.agendas if s != seat]
    pool = list(rng.shuffled([*hidden, *value.hostile, *value.sympathetic]))
    agendas = []
    for s, card in value.agendas:
        agendas.append((s, card if s == seat else pool.pop()))
    # the decks keep their sizes; their cards are the rest of the pool
    hostile = tuple(pool[: len(value.hostile)])
    sympathetic = tuple(pool[len(value.hostile) :])
    return attrs.evolve(value, agendas=tuple(agendas), hostile=hostile, sympathetic=sympathetic)

"""Exodus's Cylon Fleet option (exodus.md §6, option ``cylon_fleet``), its core so far: the
Cylon Fleet board as this part's state (board.py: six Cylon areas, the pursuit marker), the
activations that never do nothing and the pursuit track (reinforce.py), the jump leaving the
civilian ships and sending the Cylon ships to the board (jump.py, base's
``bsg_base_jump_clearing``), the supply the board and the 4 extra raiders change (base's
``bsg_base_cylon_supply``), and main-board placements short of ships taking them from the board
(base's ``bsg_base_recall_ships``).

The CAG title (cag.py: its line, dealt with the option, passed on as base's titles are) and its
Actions (cag_actions.py); the alternative Admiral's nuke at a space area (nuke.py); escorting a
civilian ship with a viper activation (escort.py); the Cylon Attack cards boxed (boxed.py).

The "CAG chooses" cards, Medal of Distinction's and Presidential Order's CAG readings
(cards.py), the Basestar Bridge (bridge.py); the two dice through base's roll driver.

Viper Mark VII and the 2 Mark II boxed (mk7.py, base's ``bsg_base_viper_models`` and
``bsg_base_viper_stock``). The board and the vipers' models are public: nothing to declare
secret. A part of the Exodus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations

from typing import Any

from bsg_exodus import catalogue, options
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import boxed, bridge, cag, cag_actions, escort, jump, labels, mk7, nuke
from bsg_exodus.fleet import cards as fleet_cards
from bsg_exodus.fleet import reinforce as rf
from bsgcore import hookimpl
from bsgcore.base import (
    ActionStep,
    ActivateVipers,
    BaseContent,
    BaseGame,
    JumpClearing,
    Recalled,
    ViperModel,
    ViperStock,
    current_state,
    cylons_of,
    data,
    noting_state,
    plugin_state,
    register_tables,
)
from bsgcore.messages import Frame
from bsgcore.ruleset import RulesRegistry
from bsgcore.state import State


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """The board's state and events, the frames and the command, their labels."""
    if ruleset != "base":
        return
    registry.plugin_state(fb.initial, value_type=fb.FleetState)
    for event_type, apply in fb.EVENTS.items():
        registry.event(event_type, apply)
    register_tables(registry, (), rf.STEPS, rf.DECIDERS, rf.HANDLERS)
    cag.register(registry)
    registry.event(cag_actions.CagBonusUsed, cag_actions.apply_bonus)
    register_tables(registry, (), {}, cag_actions.DECIDERS, cag_actions.HANDLERS)
    registry.add_options(ActionStep, noting_state(cag_actions.action_options))
    nuke.register(registry)
    register_tables(
        registry, (escort.CivilianEscorted,), {}, {}, {escort.EscortCivilian: escort.handle}
    )
    registry.add_options(ActivateVipers, noting_state(escort.viper_options))
    labels.register(registry)
    for entry_id, where in IMPLEMENTED.items():
        catalogue.implemented(registry, entry_id, f"bsg_exodus.fleet.{where}")
    register_tables(registry, (), fleet_cards.STEPS, fleet_cards.DECIDERS, fleet_cards.HANDLERS)
    for event_type, apply in bridge.EVENTS.items():
        registry.event(event_type, apply)
    register_tables(registry, (), bridge.STEPS, bridge.DECIDERS, bridge.HANDLERS)


@hookimpl(trylast=True)
def bsg_base_content(content: BaseContent) -> None:
    """The CAG line of succession (X-SUCC-3; the title is dealt only with the option) and the
    "CAG chooses" cards in their decks (X-FLEET-SETUP-2; last, once every part's ops are in)."""
    cag.add_line(content)
    fleet_cards.add_cards(content)
    bridge.add(content)


#: The option's title cards and its board, carried out by this part's own rules.
IMPLEMENTED = {
    cag.CARD: "cag, cag_actions (X-CAG-1..14)",
    "exodus.title.admiral_cylon_fleet": "nuke (X-ADM-1..10; base's Admiral powers, X-ADM-2)",
    fb.BOARD: "board, reinforce, jump, bridge (X-FLEET-8..46, X-PURSUIT, X-BRIDGE)",
    mk7.MK7: "mk7, on base's viper models (X-MK7-1..6, X-FLEET-SETUP-4, -5)",
}


@hookimpl
def bsg_base_viper_models(models: tuple[ViperModel, ...]) -> tuple[ViperModel, ...]:
    """The Viper Mark VII's table (X-MK7-4, -5, -6)."""
    return mk7.models(models)


@hookimpl
def bsg_base_viper_stock(
    options: dict[str, Any], stock: tuple[ViperStock, ...]
) -> tuple[ViperStock, ...]:
    """With the option: 2 Mark II boxed, the 4 Mark VII damaged (X-FLEET-SETUP-4, -5)."""
    return mk7.stock(options, stock)


@hookimpl
def bsg_base_activation_fallback(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """X-FLEET-2, -10..13: with no ship to act, a ship for the Cylon Fleet board instead."""
    value: fb.FleetState = plugin_state(fb.PART)
    instead = rf.fallback(game, seat, icon, value.used)
    return frames if instead is None else instead


@hookimpl
def bsg_base_set_aside(
    game: BaseGame, options: dict[str, Any], cards: tuple[str, ...]
) -> tuple[str, ...]:
    """X-FLEET-SETUP-1, -11: with the option, the Cylon Attack cards (and Pegasus's Mining
    Asteroid) are boxed; without it, the
    "CAG chooses" cards (X-SETUP-3)."""
    if not options_used(options):
        return (*cards, *fleet_cards.boxed(game))
    return (*cards, *boxed.cylon_attacks(game), *boxed.pegasus_destinations(game))


def options_used(opts: dict[str, Any]) -> bool:
    """Whether the game's options ask for Cylon Fleet."""
    return options.enabled(opts, options.CYLON_FLEET)


@hookimpl
def bsg_base_cylon_moves(game: BaseGame, seat: int, locations: tuple[str, ...]) -> tuple[str, ...]:
    """X-BRIDGE-1: the Basestar Bridge is a Cylon location only with the option."""
    return bridge.open_moves(game, seat, locations)


@hookimpl
def bsg_base_location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """Nobody activates the Basestar Bridge without the option (nobody gets there)."""
    return allowed and (location != bridge.BRIDGE or bridge.used())


@hookimpl
def bsg_base_cylon_supply(game: BaseGame, kind: str, supply: int) -> int:
    """The ships on the Cylon Fleet board are not in the supply (X1-FLEET-4); the option's 4
    raiders are (X-FLEET-SETUP-6, X1-COMP-1)."""
    state = current_state()
    if state is None:
        return supply
    value = fb.fleet(state)
    if not value.used:
        return supply
    extra = fb.EXTRA_RAIDERS if kind == "raider" else 0
    return supply - value.held(kind) + extra


@hookimpl
def bsg_base_recall_ships(game: BaseGame, kind: str, short: int, recalled: Recalled) -> Recalled:
    """X-FLEET-20..23: the supply first (base), then the Cylon Fleet board, lowest area first."""
    state = current_state()
    if state is None or not fb.fleet(state).used or recalled.count >= short:
        return recalled
    events, count = rf.recall(fb.fleet(state), kind, short - recalled.count)
    return Recalled((*recalled.events, *events), recalled.count + count)


@hookimpl
def bsg_base_jump_clearing(game: BaseGame, seat: int, clearing: JumpClearing) -> JumpClearing:
    """X-FLEET-41, -43: civilian ships stay; the Cylon ships go to the Cylon Fleet board (their
    damage tokens back to the pool by base's clearing, R-243)."""
    value: fb.FleetState = plugin_state(fb.PART)
    if not value.used:
        return clearing
    return jump.clearing(game, clearing)


@hookimpl
def bsg_check_invariants(state: State) -> None:
    """X1-FLEET-4: each kind's pieces are on one board or in the supply, never more than the
    box (with the 4 extra raiders); X1-INV-6: the marker never rests on Auto Attack."""
    if state.ruleset != "base" or not fb.fleet(state).used:
        return
    value = fb.fleet(state)
    assert 0 <= value.pursuit < fb.AUTO_ATTACK, "X1-INV-6: the pursuit marker is off the track"
    game: BaseGame = state.game
    for kind in fb.KINDS:
        box = data().components.count(kind) + (fb.EXTRA_RAIDERS if kind == "raider" else 0)
        out = value.held(kind) + len(cylons_of(game, kind))
        assert out <= box, f"X1-FLEET-4: {out} {kind}s out of {box}"


@hookimpl
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """The board as everyone sees it (public), when the option is used."""
    if state.ruleset != "base" or not fb.fleet(state).used:
        return None
    value = fb.fleet(state)
    areas = [
        dict(zip(fb.KINDS, ships, strict=True), label=fb.label(i), main_area=fb.main_area(i))
        for i, ships in enumerate(value.areas)
    ]
    return {"cylon_fleet": {"areas": areas, "pursuit": value.pursuit}}

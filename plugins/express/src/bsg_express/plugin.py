"""The BSG Express plugin: registers the ruleset, its types and rules, options and bots."""

from __future__ import annotations

from typing import Any

from bsg_express import data as express_data
from bsg_express import flow, labels, model
from bsg_express import hookspecs as express_hookspecs
from bsg_express.content import ExpressContent
from bsg_express.events import EXPRESS_EVENTS
from bsg_express.invariants import check_invariants, scramble, secrets
from bsg_express.model import ExpressGame
from bsg_express.view import express_view, status_line
from bsgcore.hookspecs import hookimpl
from bsgcore.messages import Event
from bsgcore.plugins import PluginInfo
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import RulesetSpec, RulesRegistry
from bsgcore.state import State

__version__ = "0.1.0"

PLUGIN = PluginInfo(
    name="express",
    version=f"{__version__}+data.{express_data.load().digest}",
    rulesets=("express",),
    description="BSG Express, the fan-made dice variant for 3 to 5 players.",
)

#: Hooks Express declares for the plugins that extend it (bsg_express_content).
HOOKSPECS = express_hookspecs


@hookimpl
def bsg_register_rulesets(register: Any) -> None:
    """The express ruleset (E-HOOK-1); it stands alone (express.md section 23)."""
    register(
        RulesetSpec(
            name="express",
            min_seats=3,
            max_seats=5,
            sides=("humans", "cylons"),
            new_game=lambda seats, options: ExpressGame(),
            view=express_view,
            check_invariants=check_invariants,
            scramble=scramble,
            secrets=secrets,
            game_type=ExpressGame,
            status=status_line,
            default_bot="heuristic",
            incompatible=("pegasus", "exodus"),
            description=PLUGIN.description,
        )
    )


@hookimpl
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Every Express event, frame and command with its rule; fan content (bsg_express_content)."""
    if ruleset != "express":
        return
    registry.option(
        "characters",
        "",
        "Characters chosen by agreement, one id per seat, comma-separated (E-SETUP-7); "
        "empty = dealt at random.",
    )
    registry.option("morale_variant", False, "The optional morale variant (E-VAR).")
    for event_type in EXPRESS_EVENTS:  # each changes the game value only (ExpressEvent.apply)
        registry.game_event(event_type, event_type.apply)
    for frame_type, step in flow.STEPS.items():
        registry.frame(frame_type, step=step)
    for frame_type, decide in flow.DECIDERS.items():
        registry.frame(frame_type, decide=decide)
    for command_type, handle in flow.HANDLERS.items():
        registry.command(command_type, handle)
    labels.register(registry)  # labels and prompts for people, computed only on request
    from bsg_express.bots import BOTS

    registry.set_data("bots", dict(BOTS))
    content = ExpressContent(express_data.load())
    if registry.hook is not None:
        registry.hook.bsg_express_content(content=content)
    registry.set_data("express.data", content.build())


@hookimpl
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Chosen characters must be distinct known ids, one per seat."""
    if ruleset != "express" or not options.get("characters"):
        return None
    chosen = [x.strip() for x in options["characters"].split(",")]
    known = {c.id for c in model.data().characters}
    problems = []
    if len(chosen) != seats:
        problems.append(f"'characters' names {len(chosen)} characters for {seats} seats.")
    if len(set(chosen)) != len(chosen):
        problems.append("'characters' names a character twice.")
    unknown = sorted(set(chosen) - known)
    if unknown:
        problems.append(f"Unknown characters {unknown}; known: {sorted(known)}.")
    return problems


@hookimpl
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """Deal and place everything (E-SETUP)."""
    if state.ruleset != "express":
        return None
    return flow.setup(state, rng)

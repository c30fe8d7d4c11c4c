"""Every hook bsgcore calls, grouped by when it is called.

Hooks are named ``bsg_*``. Implement them in a plugin module with ``@bsgcore.hookimpl``. Enabled
plugins are called in their deterministic order (requirements first, then by name), so results lists
come back in that order. Hooks marked *hot* are only called when some enabled plugin implements them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from bsgcore.messages import Command, Event
    from bsgcore.rng import RandomCursor
    from bsgcore.ruleset import RulesetSpec, RulesRegistry
    from bsgcore.state import State

hookspec = pluggy.HookspecMarker("bsgcore")
hookimpl = pluggy.HookimplMarker("bsgcore")


# -------------------------------------------------------------------------------------------------
# registration: called once when a game's rules are built
# -------------------------------------------------------------------------------------------------


@hookspec
def bsg_register_rulesets(register: Callable[[RulesetSpec], None]) -> None:
    """Declare the rulesets this plugin provides (``express``, ``base``).

    When: once, while bsgcore lists the rulesets of the installed plugins. Pure: yes, only calls
    ``register(RulesetSpec(...))``. Returns nothing. Since 0.1.
    """


@hookspec
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Register this plugin's types and rules for a game of ``ruleset``.

    When: once per game's rules, in plugin order. Call ``registry.event(cls, apply)``,
    ``registry.command(cls, handle)``, ``registry.frame(cls, step=... | decide=...)``,
    ``registry.option(...)`` and ``registry.data(key, value)``. A later plugin may replace an earlier
    handler with ``replace=True``. Pure: yes. Returns nothing. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# game creation
# -------------------------------------------------------------------------------------------------


@hookspec
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Check a new game's options and seat count as a whole.

    When: in ``Game.new``, after each option was checked against its declared type and choices.
    Pure: yes. Returns a list of sentences, one per problem (empty or None when fine); any problem
    refuses the game with ``ConfigurationError``. Not firstresult. Since 0.1.
    """


@hookspec
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """Events that set the game up (deal, shuffle, place), drawn from ``rng``.

    When: once, right after ``core.game_created``; each plugin sees the state after the events of
    the plugins before it. Pure: yes apart from drawing from ``rng``. Returns events or None.
    Not firstresult. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# each step (hot: only called when a plugin implements them)
# -------------------------------------------------------------------------------------------------


@hookspec(firstresult=True)
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """Veto one otherwise legal command, with a reason a player understands.

    When: while the pending decision's options are built, once per option. Pure: yes. Returns a
    sentence to forbid, None to allow. firstresult. Since 0.1.
    """


@hookspec
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Triggered events that follow ``event`` (a fan card reacting to a jump, for example).

    When: after each event a command or automatic step produced is applied; ``state`` already
    includes ``event``. Pure: yes (triggers that need randomness push a frame instead). Returns
    events or None; they are applied in order and may trigger in turn. Not firstresult. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# views
# -------------------------------------------------------------------------------------------------


@hookspec
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """Extra sections for a seat's view (None = spectator).

    When: in ``view(state, seat)``, after the ruleset's own view. Pure: yes. Returns a dict merged
    into the view's ``"plugins"`` section under the plugin's name, or None. It must carry only what
    ``seat`` may know. Not firstresult. Since 0.1.
    """


@hookspec(firstresult=True)
def bsg_redact_event(event: Event, seat: int | None) -> Event | None:
    """Redact an event further than its own ``redacted_for`` does.

    When: in ``redact(event, seat)`` after the event's own redaction. Pure: yes. Returns the
    replacement event, or None to keep it. firstresult. Since 0.1.
    """

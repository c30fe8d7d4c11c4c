"""Every hook bsgcore calls, grouped by when it is called.

Hooks are named ``bsg_*``. Implement them in a plugin module with ``@bsgcore.hookimpl``. Enabled
plugins are called in their deterministic order (requirements first, then by name), so results lists
come back in that order. Hooks marked *hot* are only called when some enabled plugin implements them.
Each docstring says when the hook is called, whether it must be pure, what it returns, whether it is
firstresult and since which version it exists; docs/hooks.md has an example of each.
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

    When: whenever bsgcore lists the rulesets of the installed plugins (building a game's rules,
    ``bsg plugins``); called through a plugin manager of those plugins, in name order (traced).
    Pure: yes, only calls ``register(RulesetSpec(...))``.
    Returns: nothing. firstresult: no. Since 0.1.
    """


@hookspec
def bsg_register_rules(registry: RulesRegistry, ruleset: str) -> None:
    """Register this plugin's types and rules for a game of ``ruleset``.

    When: once per game's rules (``Rules`` is cached per ruleset and plugin set), through the
    plugin manager one enabled plugin at a time, in plugin order, with ``registry.current_plugin``
    set to its name (traced).
    Call ``registry.event(cls, apply)``, ``registry.command(cls, handle)``,
    ``registry.frame(cls, step=... | decide=...)``, ``registry.type(cls)``, ``registry.option(...)``,
    ``registry.upcaster(...)``, ``registry.set_data(key, value)`` and
    ``registry.plugin_state(initial, value_type=..., scramble=...)`` (a value of its own in every
    game's ``State.plugins``, changed by its own events); a later plugin may replace an
    earlier handler with ``replace=True``; ``registry.hook`` calls hooks plugins declared
    (``HOOKSPECS``) and ``registry.pipeline(name)`` returns a hook's implementations as plain
    functions. A second plugin replacing the same rule is an error: plugins compose with
    ``registry.add_options(frame_cls, fn)`` (more options at a decision) and
    ``registry.wrap_step(frame_cls, fn)`` (around a step). Pure: yes. Returns: nothing. firstresult: no. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# game creation
# -------------------------------------------------------------------------------------------------


@hookspec
def bsg_validate_options(ruleset: str, options: dict[str, Any], seats: int) -> list[str] | None:
    """Check a new game's options and seat count as a whole.

    When: in ``Game.new``, after each option was checked against its declared type and choices,
    with the game's rules current (``bsgcore.context.current_rules()``). Pure: yes.
    Returns: a list of sentences, one per problem (empty or None when fine); any problem from any
    plugin refuses the game with ``ConfigurationError`` (code ``bad_option``). firstresult: no.
    Since 0.1.
    """


@hookspec
def bsg_setup(state: State, rng: RandomCursor) -> list[Event] | None:
    """Events that set the game up (deal, shuffle, place), drawn from ``rng``.

    When: once per new game, right after ``core.game_created``. Every plugin receives the state
    right after that event; their events are then applied in plugin order (with triggers). The
    plugins share one ``rng``: each draws where the previous one stopped. Not called on replay
    (the events are in the log). Pure: yes apart from drawing from ``rng``.
    Returns: events or None. firstresult: no. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# each step (hot: only called when a plugin implements them)
# -------------------------------------------------------------------------------------------------


@hookspec(firstresult=True)
def bsg_forbid_command(state: State, command: Command) -> str | None:
    """Veto one otherwise legal command, with a reason a player understands.

    When: each time a pending decision is built (hot: only when a plugin implements it), once per
    option until a plugin answers; a decision is built once per state, not on every ask. Pure: yes. Returns: a sentence to forbid (the option is left out
    of the decision, so playing it is refused as not legal), None to allow. firstresult: yes.
    Since 0.1.
    """


@hookspec
def bsg_after_event(state: State, event: Event) -> list[Event] | None:
    """Triggered events that follow ``event`` (a fan card reacting to a jump, for example).

    When: after each event a setup, command or automatic step produced is applied, while the game
    is not over (hot: only when a plugin implements it); ``state`` already includes ``event``. Not
    called on replay: the triggered events are in the log. Pure: yes (triggers that need
    randomness push a frame instead). Returns: events or None; they are applied in order right
    after ``event`` and may trigger in turn. A frame to resolve next is safest pushed with
    `bsgcore.stack.push_after_batch`: it waits until the rest of the batch ``event`` came in is
    applied (the batch's own ``core.replace`` and ``core.pop`` name the stack its step saw); a
    plain ``push`` lands between them. firstresult: no. Since 0.1.
    """


# -------------------------------------------------------------------------------------------------
# views
# -------------------------------------------------------------------------------------------------


@hookspec
def bsg_player_view(state: State, seat: int | None) -> dict[str, Any] | None:
    """Extra sections for a seat's view (None = spectator).

    When: in ``view(state, seat)``, after the ruleset's own view; called through the plugin
    manager one plugin at a time, in plugin order (traced), so each section is known by plugin.
    Pure: yes. Returns: a dict put into the view's
    ``"plugins"`` section under the plugin's name, or None (nothing added). It must carry only
    what ``seat`` may know. firstresult: no. Since 0.1.
    """


@hookspec
def bsg_declare_secrets(state: State, seat: int | None) -> list[Any] | None:
    """What ``seat`` (None = spectator) may not know of this plugin's part of the game (its own
    ``state.plugin(name)`` or what it adds to the ruleset's), for leak checks.

    When: only by the conformance kit (``bsgcore.view.secrets_for``), after the ruleset's own
    ``RulesetSpec.secrets``. Pure: yes. Returns: ``bsgcore.view.Secret(path, value)`` items (or
    plain JSON values), each a value that must never appear in what ``seat`` receives while it is
    secret, or None. firstresult: no. Since 0.2.
    """


@hookspec
def bsg_check_invariants(state: State) -> None:
    """Assert this plugin's invariants of ``state`` (its own part of the game, or the rules it
    changes), raising AssertionError with the invariant's id when one is broken.

    When: only by the conformance kit (``bsgcore.testing.check_invariants``), on every state it
    checks, after the ruleset's own ``RulesetSpec.check_invariants``, with the game's rules in
    context. Pure: yes. Returns: nothing (None). firstresult: no. Since 0.3.
    """


@hookspec(firstresult=True)
def bsg_redact_event(event: Event, seat: int | None) -> Event | None:
    """Redact an event further than its own ``redacted_for`` does.

    When: in ``redact(event, seat)`` (``Game.events_for``) after the event's own redaction (hot:
    only when a plugin implements it). Pure: yes. Returns: the replacement event, or None to keep
    it; the first plugin in order that answers wins. firstresult: yes. Since 0.1.
    """

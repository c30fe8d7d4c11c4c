"""A game's rules: the enabled plugins and the frozen registries they filled.

Registries make the hot path a dict lookup: the applier of an event type, the handler of a command
type, the step or decision builder of a frame type. Built once per (ruleset, plugins) and cached.
"""

from __future__ import annotations

import builtins
import gc
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from types import ModuleType
from typing import Any

import attrs
import pluggy

from bsgcore.context import STATE as _STATE
from bsgcore.context import using_rules
from bsgcore.errors import ConfigurationError, RulesError
from bsgcore.labels import Labeller, Prompter, Prompting
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.plugins import (
    DISABLE_ENV,
    PluginInfo,
    discover,
    plugin_info,
    plugin_manager,
    resolve,
)
from bsgcore.rng import RandomCursor
from bsgcore.state import State

Applier = Callable[[State, Any], State]
#: ``apply_game(event, game)``: the ruleset's game value after an event that changes nothing else.
GameApplier = Callable[[Any, Any], Any]
Handler = Callable[[State, Any, RandomCursor], list[Event]]
Step = Callable[[State, Any, RandomCursor], list[Event]]
Decider = Callable[[State, Any], Decision]
#: Extra options for a decision frame: ``(state, frame) -> commands`` of the deciding seat.
OptionsAdder = Callable[[State, Any], Iterable[Command]]
#: ``keep(state, frame, option)``: whether an option another plugin added may be offered now.
OptionsFilter = Callable[[State, Any, Command], bool]
#: A step wrapper: ``(step, state, frame, rng) -> events``; calls ``step`` (or not) itself.
StepWrapper = Callable[[Step, State, Any, RandomCursor], list[Event]]
TRACE_ENV = "BSGCORE_TRACE_HOOKS"


@attrs.frozen
class RulesetSpec:
    """A ruleset a plugin provides: seat range, sides, and how to start and show its game value.

    For the conformance kit: ``check_invariants`` raises AssertionError on a broken state;
    ``scramble(state, seat, rng)`` returns a state that differs only in what ``seat`` may not know
    (other hands, deck orders, the seed), so its view must not change; ``secrets(state, seat)``
    lists `bsgcore.view.Secret` items (or plain JSON values): what must never appear in what
    ``seat`` receives while secret (plugins add theirs with ``bsg_declare_secrets``).
    ``status(state)`` is a one-line public summary (tracks, counters) for printouts;
    ``default_bot`` names the bot ``bsg play`` uses when none is asked for.
    ``record(state)`` gives the ruleset's own columns of a per-game record (``bsg simulate
    --out``): a flat dict of JSON scalars with the same keys for every state of the ruleset.
    ``write_position(game)`` / ``read_position(data, seats, options)`` turn the game value into
    a position's ``game`` part in a player's terms and back (`bsgcore.position`; without them the
    part is the value's plain JSON).
    """

    name: str
    min_seats: int
    max_seats: int
    sides: tuple[str, ...]
    new_game: Callable[[int, dict[str, Any]], Any]
    view: Callable[[State, int | None], dict[str, Any]]
    check_invariants: Callable[[State], None] | None = None
    scramble: Callable[[State, int | None, RandomCursor], State] | None = None
    secrets: Callable[[State, int | None], list[Any]] | None = None
    game_type: type | None = None
    status: Callable[[State], str] | None = None
    default_bot: str = "random"
    incompatible: tuple[str, ...] = ()
    description: str = ""
    write_position: Callable[[Any], dict[str, Any]] | None = None
    read_position: Callable[[Any, int, dict[str, Any]], Any] | None = None
    record: Callable[[State], dict[str, Any]] | None = None


@attrs.frozen
class OptionSpec:
    """A game option a plugin declares: its default, allowed values and a line of docs."""

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] = ()
    plugin: str = ""


@attrs.frozen
class PluginState:
    """The state a plugin keeps in every game it is enabled in (``State.plugins[plugin]``).

    ``initial(seats, options)`` is its value when the game is created (before any setup event);
    the plugin's own events change it (their appliers call ``state.with_plugin``). ``value_type``
    (a type cattrs structures: an attrs class, ``tuple[str, ...]``; None for plain JSON data) is
    how the state's JSON reads it back.
    ``scramble(state, seat, rng)`` returns the value with everything ``seat`` may not know of it
    re-drawn, for the conformance kit's re-deal check; what is secret, and from whom, the plugin
    declares with ``bsg_declare_secrets``.
    """

    plugin: str
    initial: Callable[[int, dict[str, Any]], Any]
    value_type: type | None = None
    scramble: Callable[[State, int | None, RandomCursor], Any] | None = None


class RulesRegistry:
    """What ``bsg_register_rules`` fills: types with their appliers, handlers, steps and deciders."""

    def __init__(self) -> None:
        self.appliers: dict[type, Applier] = {}
        #: The events that change only the ruleset's game value (`game_event`), by type.
        self.game_appliers: dict[type, GameApplier] = {}
        self.handlers: dict[type, Handler] = {}
        self.steps: dict[type, Step] = {}
        self.deciders: dict[type, Decider] = {}
        self.tags: dict[str, type] = {}
        self.options: dict[str, OptionSpec] = {}
        self.data: dict[str, Any] = {}
        self.upcasters: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {}
        self.owner: dict[str, str] = {}
        self.plugin_states: dict[str, PluginState] = {}
        self.current_plugin = ""
        #: Composed when registration ends (`finish`): options added to deciders, step wrappers.
        self.added_options: dict[type, list[OptionsAdder]] = {}
        self.option_filters: dict[type, list[OptionsFilter]] = {}
        self.step_wrappers: dict[type, list[StepWrapper]] = {}
        #: Which plugin replaced a registered applier, handler or frame (one replacement each).
        self.replaced_by: dict[tuple[str, type], str] = {}
        #: The seat range a plugin set for its games (``seat_range``), with the plugin's name.
        self.seats: tuple[int, int, str] | None = None
        #: The game's hook relay, so a ruleset can call hooks it declared for its extensions.
        self.hook: Any = None
        #: Labels for people (`bsgcore.labels`), read only when labels are asked for:
        #: (frame class or None, command class) -> labeller; frame class -> its prompting.
        self.labellers: dict[tuple[type | None, type], Labeller] = {}
        self.private_labels: set[tuple[type | None, type]] = set()
        self.prompters: dict[type, Prompting] = {}

    def _tag(self, cls: type, kind: type) -> None:
        if not (isinstance(cls, type) and issubclass(cls, kind)):
            raise RulesError(f"{cls!r} is not a {kind.__name__} subclass.")
        tag = cls.tag  # type: ignore[attr-defined]
        if tag in self.tags and self.tags[tag] is not cls:
            raise RulesError(f"Tag {tag!r} is registered twice ({self.tags[tag]!r} and {cls!r}).")
        self.tags[tag] = cls
        self.owner.setdefault(tag, self.current_plugin)

    def event(self, cls: type[Event], apply: Applier, *, replace: bool = False) -> None:
        """Register an event type and the pure function that applies it to a state.

        The function returns the state it was given (nothing changes) or a new state it has just
        made, never one it keeps elsewhere: the engine writes the next log position into that new
        state rather than copying it once more (one copy per event)."""
        self._tag(cls, Event)
        if cls in self.appliers:
            self._replacing("event", cls, replace, "already has an applier")
        self.appliers[cls] = apply
        self.game_appliers.pop(cls, None)

    def game_event(
        self, cls: type[Event], apply_game: GameApplier, *, replace: bool = False
    ) -> None:
        """Register an event type that changes only the ruleset's game value (``State.game``):
        ``apply_game(event, game)`` returns the game after it (or the same one).

        What `event` does with the applier ``state.with_game(apply_game(event, state.game))``,
        but the engine folds a run of such events (and of resolution-stack events) on the game
        value and the stack alone, and makes one `State` at the end instead of one per event.
        Registering the type again with `event` (``replace=True``) makes it an ordinary event.
        """

        def applier(state: State, event: Any) -> State:
            return state.with_game(apply_game(event, state.game))

        self.event(cls, applier, replace=replace)
        self.game_appliers[cls] = apply_game

    def command(self, cls: type[Command], handle: Handler, *, replace: bool = False) -> None:
        """Register a command type and the handler that turns an accepted one into events."""
        self._tag(cls, Command)
        if cls in self.handlers:
            self._replacing("command", cls, replace, "already has a handler")
        self.handlers[cls] = handle

    def frame(
        self,
        cls: type[Frame],
        *,
        step: Step | None = None,
        decide: Decider | None = None,
        replace: bool = False,
    ) -> None:
        """Register a frame type: automatic (``step``) or a player's decision (``decide``)."""
        self._tag(cls, Frame)
        if (step is None) == (decide is None):
            raise RulesError(f"Frame {cls.tag!r} needs exactly one of step= or decide=.")
        if cls in self.steps or cls in self.deciders:
            self._replacing("frame", cls, replace, "is already registered")
        self.steps.pop(cls, None)
        self.deciders.pop(cls, None)
        if step is not None:
            self.steps[cls] = step
        else:
            assert decide is not None
            self.deciders[cls] = decide

    def _replacing(self, kind: str, cls: type, replace: bool, already: str) -> None:
        """Allow one plugin's replacement of what is registered; refuse a second plugin's.

        Two plugins replacing the same rule would silently drop the first one's (whichever
        comes later in plugin order wins): they compose with `add_options` and `wrap_step`.
        """
        tag = cls.tag  # type: ignore[attr-defined]
        if not replace:
            raise RulesError(f"{kind.capitalize()} {tag!r} {already}; pass replace=True.")
        earlier = self.replaced_by.get((kind, cls))
        if earlier is not None and earlier != self.current_plugin:
            raise RulesError(
                f"Plugins {earlier!r} and {self.current_plugin!r} both replace the {kind} "
                f"{tag!r}; only one plugin may replace it. Add options to a decision with "
                "registry.add_options, or wrap a step with registry.wrap_step, instead."
            )
        self.replaced_by[(kind, cls)] = self.current_plugin

    def add_options(self, cls: type[Frame], options: OptionsAdder) -> None:
        """Offer more options at a decision frame without replacing its decider.

        ``options(state, frame)`` returns commands of the deciding seat (an empty iterable when it
        has none to add). They join the decider's own options; the decision's options are then
        de-duplicated and sorted canonically like any decision's, so what the seat sees does not
        depend on plugin order. The frame's decider may be registered or replaced later.
        """
        self.added_options.setdefault(cls, []).append(options)

    def filter_added_options(self, cls: type[Frame], keep: OptionsFilter) -> None:
        """Offer an option added with `add_options` at this frame only when ``keep(state, frame,
        option)`` says so: the rules that own the decision apply their bans to options other
        plugins add (the base game's Action bans). The decider's own options are not filtered.
        """
        self.option_filters.setdefault(cls, []).append(keep)

    def wrap_step(self, cls: type[Frame], wrapper: StepWrapper) -> None:
        """Wrap an automatic frame's step instead of replacing it.

        ``wrapper(step, state, frame, rng)`` returns the events, calling ``step`` (the step it
        wraps) as it sees fit. Wrappers are applied when registration ends, in plugin order: the
        first registered is innermost, so the last plugin's runs first.
        """
        self.step_wrappers.setdefault(cls, []).append(wrapper)

    def pipeline(self, hook_name: str) -> tuple[Callable[..., Any], ...]:
        """The implementations of a declared hook, in call order (plugin order, tryfirst and
        trylast applied), as plain functions for a ruleset to call in a loop on its hot path.

        Each must take every argument of the hook, in the hook's order (so it can be called
        positionally); else ConfigurationError (``bad_plugin``) names the plugin. With
        BSGCORE_TRACE_HOOKS set, each call is printed like a hook call.
        """
        caller = getattr(self.hook, hook_name, None)
        if caller is None or caller.spec is None:
            raise RulesError(f"No enabled plugin declares the hook {hook_name!r}.")
        expected = tuple(caller.spec.argnames)
        functions: list[Callable[..., Any]] = []
        for impl in reversed(caller.get_hookimpls()):  # pluggy calls the last one first
            if tuple(impl.argnames) != expected:
                raise ConfigurationError(
                    f"Plugin {impl.plugin_name!r} implements {hook_name} with the arguments "
                    f"{list(impl.argnames)}; this hook's implementations take all of "
                    f"{list(expected)}, in that order.",
                    code="bad_plugin",
                )
            function = impl.function
            if os.environ.get(TRACE_ENV):
                function = _traced(hook_name, impl.plugin_name, function)
            functions.append(function)
        return tuple(functions)

    def finish(self) -> None:
        """Compose what plugins added to other plugins' rules: options into deciders, wrappers
        around steps (called once, after every plugin registered)."""
        for cls, adders in self.added_options.items():
            if cls not in self.deciders:
                raise RulesError(f"Options are added to {cls!r}, which is not a decision frame.")
            keep = tuple(self.option_filters.get(cls, ()))
            self.deciders[cls] = _with_options(self.deciders[cls], tuple(adders), keep)
        for cls, wrappers in self.step_wrappers.items():
            if cls not in self.steps:
                raise RulesError(f"A step wrapper is registered for {cls!r}, which has no step.")
            step = self.steps[cls]
            for wrapper in wrappers:
                step = _wrapped(wrapper, step)
            self.steps[cls] = step

    def label(
        self,
        cls: type[Command],
        labeller: Labeller,
        *,
        frame: type[Frame] | None = None,
        replace: bool = False,
        private: bool = False,
    ) -> None:
        """Register how an option of this command class is labelled for people.

        ``labeller(state, frame, command)`` returns a short English label (``"Move to Weapons
        Control"``); ``frame`` is the decision frame the option answers. With ``frame=`` it
        labels the command at that frame class only, and wins over the general labeller.
        ``private``: the label names what only the deciding seat knows (a die rolled in
        private), so other seats read the command by its name alone (`bsgcore.labels.label_for`;
        the conformance kit fails a label that changes with another seat's secrets unless it
        is private). Labels are computed only on request (`bsgcore.labels`), never while playing.
        """
        key = (frame, cls)
        if key in self.labellers and not replace:
            raise RulesError(f"Command {cls.tag!r} already has a labeller; pass replace=True.")
        self.labellers[key] = labeller
        if private:
            self.private_labels.add(key)
        else:
            self.private_labels.discard(key)

    def prompt(
        self,
        cls: type[Frame],
        prompter: Prompter,
        *,
        kinds: tuple[str, ...],
        replace: bool = False,
    ) -> None:
        """Register the prompt of the decisions at this frame class and the kinds they have.

        ``prompter(state, frame, decision)`` returns a `bsgcore.labels.Prompt`: a sentence and
        its subject (the card, location, ability or step in play). ``kinds`` lists every
        ``Decision.kind`` the frame's decider gives (the schema's enum of decision kinds).
        """
        if cls in self.prompters and not replace:
            raise RulesError(f"Frame {cls.tag!r} already has a prompter; pass replace=True.")
        self.prompters[cls] = Prompting(prompter, tuple(kinds), self.current_plugin)

    def prompt_kinds(self, cls: type[Frame], kinds: tuple[str, ...]) -> None:
        """Declare more decision kinds of a frame another plugin prompts: a plugin whose ops ask
        a new purpose of a base decision (``base.f.choose_target``'s ``choose_area``) names the
        kinds it makes, so the schema's enum and the label checks know them."""
        prompting = self.prompters.get(cls)
        if prompting is None:
            raise RulesError(f"Frame {cls.tag!r} has no prompter to add decision kinds to.")
        added = tuple(k for k in kinds if k not in prompting.kinds)
        self.prompters[cls] = attrs.evolve(prompting, kinds=(*prompting.kinds, *added))

    def type(self, cls: type) -> None:
        """Register a plain tagged type that has no behaviour of its own (a command used as data)."""
        for kind in (Event, Command, Frame):
            if issubclass(cls, kind):
                self._tag(cls, kind)
                return
        raise RulesError(f"{cls!r} is not an Event, Command or Frame.")

    def option(self, name: str, default: Any, doc: str, choices: tuple[Any, ...] = ()) -> None:
        """Declare a game option with its default (its type is the default's type)."""
        if name in self.options:
            raise RulesError(f"Option {name!r} is declared twice.")
        self.options[name] = OptionSpec(name, default, doc, choices, self.current_plugin)

    def upcaster(
        self, tag: str, from_version: int, fn: Callable[[dict[str, Any]], dict[str, Any]]
    ) -> None:
        """Register a function that turns a stored event of ``from_version`` into the next one."""
        self.upcasters[(tag, from_version)] = fn

    def plugin_state(
        self,
        initial: Callable[[int, dict[str, Any]], Any],
        *,
        value_type: builtins.type | None = None,
        scramble: Callable[[State, int | None, RandomCursor], Any] | None = None,
    ) -> None:
        """Declare the frozen value this plugin keeps in the state (see `PluginState`), read with
        ``state.plugin(name)`` and replaced by its own events' appliers with ``state.with_plugin``."""
        name = self.current_plugin
        if not name:
            raise RulesError("plugin_state is declared from a plugin's bsg_register_rules.")
        if name in self.plugin_states:
            raise RulesError(f"Plugin {name!r} declares its state twice.")
        self.plugin_states[name] = PluginState(name, initial, value_type, scramble)

    def seat_range(self, low: int, high: int) -> None:
        """Play this game's ruleset with `low`..`high` seats instead of its spec's range (an
        expansion for more players); a second plugin asking another range is refused."""
        if not 1 <= low <= high:
            raise RulesError(f"Seat range {low}..{high} is not a range of seat counts.")
        if self.seats is not None and self.seats[:2] != (low, high):
            raise RulesError(
                f"Plugins {self.seats[2]!r} and {self.current_plugin!r} ask different seat "
                f"ranges ({self.seats[0]}..{self.seats[1]} and {low}..{high})."
            )
        self.seats = (low, high, self.current_plugin)

    def set_data(self, key: str, value: Any) -> None:
        """Share a value (card table, data file contents) with the other plugins of the game."""
        self.data[key] = value


def _with_options(
    decide: Decider, adders: tuple[OptionsAdder, ...], keep: tuple[OptionsFilter, ...] = ()
) -> Decider:
    """A decider that adds the options of `adders` that every `keep` allows to those of
    `decide`."""

    def composed(state: State, frame: Any) -> Decision:
        decision = decide(state, frame)
        added = [option for adder in adders for option in adder(state, frame)]
        added = [o for o in added if all(allow(state, frame, o) for allow in keep)]
        if not added:
            return decision
        options = [*decision.options, *added]
        return Decision.make(decision.seat, decision.kind, decision.prompt, options)

    return composed


def _wrapped(wrapper: StepWrapper, step: Step) -> Step:
    """`step` wrapped by `wrapper`. The wrapper is given a step that notes the state it is
    called with (`current_state`), as the engine does: a wrapper may call it with a state of
    its own."""

    def noted(state: State, frame: Any, rng: RandomCursor) -> list[Event]:
        token = _STATE.set(state)
        try:
            return step(state, frame, rng)
        finally:
            _STATE.reset(token)

    def composed(state: State, frame: Any, rng: RandomCursor) -> list[Event]:
        return wrapper(noted, state, frame, rng)

    return composed


def _traced(hook_name: str, plugin_name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """`function` printing its calls like a traced hook call (BSGCORE_TRACE_HOOKS)."""

    def call(*args: Any) -> Any:
        print(f"[bsgcore hook] {hook_name} -> [{plugin_name!r}]", flush=True)
        result = function(*args)
        print(f"[bsgcore hook] {hook_name} returned {result!r}", flush=True)
        return result

    return call


class Rules:
    """The frozen rules of one kind of game: ruleset spec, ordered plugins, registries, converter."""

    def __init__(self, ruleset: str, modules: list[ModuleType], spec: RulesetSpec) -> None:
        self.ruleset = ruleset
        self.modules = modules
        self.infos: tuple[PluginInfo, ...] = tuple(plugin_info(m) for m in modules)
        self.spec = _bind_spec(spec, self)
        #: The ruleset's own view function, not bound: for `bsgcore.view`, which already runs
        #: with these rules current (one wrapper and context switch less per view).
        self.spec_view: Callable[[State, int | None], dict[str, Any]] = spec.view
        self.pm = plugin_manager(modules)
        if os.environ.get(TRACE_ENV):
            enable_hook_tracing(self.pm)
        self.registry = RulesRegistry()
        self.registry.hook = self.pm.hook
        # Through the manager, one plugin at a time, so the registry knows whose rules it gets.
        for plugin_name, call in self._per_plugin("bsg_register_rules"):
            self.registry.current_plugin = plugin_name
            call(registry=self.registry, ruleset=ruleset)
        self.registry.current_plugin = ""
        self.registry.finish()
        if self.registry.seats is not None:
            low, high, _plugin = self.registry.seats
            self.spec = attrs.evolve(self.spec, min_seats=low, max_seats=high)
        self._view_hooks = self._per_plugin("bsg_player_view")
        #: Whether any plugin adds a view section (`player_view_sections`; none: a call less).
        self.has_player_view = bool(self._view_hooks)
        self.appliers = self.registry.appliers
        self.game_appliers = self.registry.game_appliers
        self.handlers = self.registry.handlers
        self.steps = self.registry.steps
        self.deciders = self.registry.deciders
        self.data = self.registry.data
        self.plugin_states = self.registry.plugin_states
        _fast_inits(self)
        self.has_forbid = bool(self.pm.hook.bsg_forbid_command.get_hookimpls())
        self.has_after_event = bool(self.pm.hook.bsg_after_event.get_hookimpls())
        self.has_redact = bool(self.pm.hook.bsg_redact_event.get_hookimpls())
        from bsgcore.serialization import make_converter

        self.converter = make_converter(self)
        #: The converter's unstructure function by class, filled as they are first needed.
        self.unstructure_hooks: dict[type, Callable[[Any], Any]] = {}

    def _per_plugin(self, hook_name: str) -> list[tuple[str, Callable[..., Any]]]:
        """The hook's implementations in call order, each as a caller of the manager limited to
        that one plugin (so results are known by plugin, and tracing sees every call)."""
        impls = getattr(self.pm.hook, hook_name).get_hookimpls()
        plugins = [impl.plugin for impl in impls]
        return [
            (
                impl.plugin_name,
                self.pm.subset_hook_caller(
                    hook_name, remove_plugins=[p for p in plugins if p is not impl.plugin]
                ),
            )
            for impl in reversed(impls)  # pluggy calls the last implementation first
        ]

    def player_view_sections(self, state: State, seat: int | None) -> dict[str, Any]:
        """The plugins' extra view sections (``bsg_player_view``) by plugin name, in plugin order."""
        sections: dict[str, Any] = {}
        for plugin_name, call in self._view_hooks:
            results = call(state=state, seat=seat)  # [] when the plugin answered None
            section = results[0] if results else None
            if section:
                sections[plugin_name] = section
        return sections

    @property
    def plugin_names(self) -> tuple[str, ...]:
        """The enabled plugins' names, in order."""
        return tuple(info.name for info in self.infos)

    def default_options(self) -> dict[str, Any]:
        """Every declared option with its default."""
        return {name: spec.default for name, spec in sorted(self.registry.options.items())}

    def check_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """The full options of a new game (defaults filled in), or ConfigurationError."""
        spec = self.spec
        if not (spec.min_seats <= seats <= spec.max_seats):
            raise ConfigurationError(
                f"{spec.name} is for {spec.min_seats} to {spec.max_seats} seats, not {seats}.",
                code="bad_seat_count",
            )
        declared = self.registry.options
        unknown = sorted(set(options) - set(declared))
        if unknown:
            raise ConfigurationError(
                f"Unknown option(s) {unknown}; this game knows {sorted(declared)}.",
                code="unknown_option",
            )
        full = self.default_options()
        for name, value in options.items():
            opt = declared[name]
            if type(value) is not type(opt.default):
                raise ConfigurationError(
                    f"Option {name!r} must be a {type(opt.default).__name__}, not {value!r}.",
                    code="bad_option",
                )
            if opt.choices and value not in opt.choices:
                raise ConfigurationError(
                    f"Option {name!r} must be one of {list(opt.choices)}, not {value!r}.",
                    code="bad_option",
                )
            full[name] = value
        problems: list[str] = []
        with using_rules(self):  # validators may read this game's (plugin-extended) tables
            for result in self.pm.hook.bsg_validate_options(
                ruleset=self.ruleset, options=full, seats=seats
            ):
                problems.extend(result or [])
        if problems:
            raise ConfigurationError(" ".join(problems), code="bad_option")
        return full


def _fast_inits(rules: Rules) -> None:
    """Every registered command, event and frame class (and `Decision`, `Rng`) made with
    `bsgcore.frozen.fast_init`'s ``__init__`` where it is plain: the same instances, built a
    third faster (they are made by the thousand per game)."""
    from bsgcore.frozen import fast_init
    from bsgcore.rng import Rng

    classes: set[type] = {Decision, Rng}
    for table in (rules.handlers, rules.appliers, rules.game_appliers, rules.steps, rules.deciders):
        classes.update(table)
    for cls in sorted(classes, key=lambda c: (c.__module__, c.__qualname__)):
        fast_init(cls)


def _bind_spec(spec: RulesetSpec, rules: Rules) -> RulesetSpec:
    """The spec with each callable run with ``rules`` current, so ruleset code that reads
    per-game (plugin-extended) tables through ``current_rules()`` works from any caller."""

    def bind(function: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            with using_rules(rules):
                return function(*args, **kwargs)

        return call

    def bind_optional(function: Callable[..., Any] | None) -> Callable[..., Any] | None:
        return None if function is None else bind(function)

    return attrs.evolve(
        spec,
        new_game=bind(spec.new_game),
        view=bind(spec.view),
        check_invariants=bind_optional(spec.check_invariants),
        scramble=bind_optional(spec.scramble),
        secrets=bind_optional(spec.secrets),
        status=bind_optional(spec.status),
        write_position=bind_optional(spec.write_position),
        read_position=bind_optional(spec.read_position),
        record=bind_optional(spec.record),
    )


def enable_hook_tracing(pm: pluggy.PluginManager) -> None:
    """Print every hook call with its implementations and results (BSGCORE_TRACE_HOOKS=1)."""

    def before(hook_name: str, impls: Sequence[Any], kwargs: Mapping[str, Any]) -> None:
        names = [impl.plugin_name for impl in impls]
        print(f"[bsgcore hook] {hook_name} -> {names}", flush=True)

    def after(
        outcome: Any, hook_name: str, impls: Sequence[Any], kwargs: Mapping[str, Any]
    ) -> None:
        try:
            result = outcome.get_result()
        except BaseException as exc:  # pragma: no cover - tracing only
            result = f"raised {exc!r}"
        print(f"[bsgcore hook] {hook_name} returned {result!r}", flush=True)

    pm.add_hookcall_monitoring(before, after)


def list_rulesets(
    available: dict[str, ModuleType] | None = None,
    spec_sources: dict[str, ModuleType] | None = None,
) -> dict[str, RulesetSpec]:
    """Every ruleset the plugins in `available` (default: all installed) provide, by name.

    ``bsg_register_rulesets`` is called through a plugin manager of these plugins, in name order
    (a later one registering the same name wins); hooks they implement for other plugins are
    checked against the ``HOOKSPECS`` of `spec_sources` (default: every installed plugin).
    """
    installed = discover() if available is None or spec_sources is None else {}
    available = installed if available is None else available
    sources = installed if spec_sources is None else spec_sources
    pm = plugin_manager(
        [module for _name, module in sorted(available.items())], list(sources.values())
    )
    if os.environ.get(TRACE_ENV):
        enable_hook_tracing(pm)
    specs: dict[str, RulesetSpec] = {}

    def register(spec: RulesetSpec) -> None:
        specs[spec.name] = spec

    pm.hook.bsg_register_rulesets(register=register)
    return specs


#: The rules built for each (ruleset, enabled plugins in order, environment): requests that
#: name the plugins differently but enable the same ones share one `Rules` (a loaded log's
#: header names every enabled plugin, ``Game.new`` only the extra ones; without this a game's
#: first load built a second set of rules, a tenth of a second).
_BY_MODULES: dict[tuple[str, tuple[ModuleType, ...], tuple[str, str]], Rules] = {}


@lru_cache(maxsize=64)
def _build(ruleset: str, plugins: tuple[str, ...], environment: tuple[str, str]) -> Rules:
    available = discover()
    modules = resolve(ruleset, plugins, available)
    enabled = (ruleset, tuple(modules), environment)
    known = _BY_MODULES.get(enabled)
    if known is not None:
        return known
    specs = list_rulesets({plugin_info(m).name: m for m in modules}, available)
    if ruleset not in specs:
        raise ConfigurationError(f"Unknown ruleset {ruleset!r}.", code="unknown_ruleset")
    spec = specs[ruleset]
    names = {plugin_info(m).name for m in modules}
    clash = sorted(names & set(spec.incompatible))
    if clash:
        raise ConfigurationError(
            f"The {ruleset} ruleset cannot be combined with {clash}.", code="incompatible_plugin"
        )
    rules = _BY_MODULES[enabled] = Rules(ruleset, modules, spec)
    # The rules, their tables and the modules live until the cache is cleared: moved out of the
    # collector's generations, full collections during play no longer walk them (issue 13).
    # `clear_rules_cache` gives them back to the collector (issue 10).
    gc.freeze()
    return rules


def clear_rules_cache() -> None:
    """Forget built rules (after plugins were registered in-process), and let the collector free
    them: what `_build` froze (those rules and whatever else was alive then, garbage included)
    goes back to the oldest generation, else every cleared build stays in memory for good."""
    _build.cache_clear()
    _BY_MODULES.clear()
    _RECENT.clear()  # built with the plugins of before: describing must not read them
    gc.unfreeze()
    gc.collect()  # now, before the next build freezes the old rules again


def build_rules(ruleset: str, plugins: tuple[str, ...] | list[str] = ()) -> Rules:
    """The rules for a ruleset with the named plugins (and their requirements) enabled."""
    # The environment variables that shape the rules are part of the cache key.
    environment = (os.environ.get(DISABLE_ENV, ""), os.environ.get(TRACE_ENV, ""))
    rules = _build(ruleset, tuple(sorted(set(plugins))), environment)
    if not _RECENT or _RECENT[0] is not rules:
        _RECENT[:] = [rules, *(r for r in _RECENT if r is not rules)][:_RECENT_MAX]
    return rules


#: The rules most recently asked for, newest first: what an event's ``describe()`` called outside
#: any engine call reads its card names from (`bsgcore.labels.describing`). Presentation only.
_RECENT: list[Rules] = []
_RECENT_MAX = 8


def recent_rules() -> tuple[Rules, ...]:
    """The rules most recently built or asked for by ``build_rules``, newest first."""
    return tuple(_RECENT)
